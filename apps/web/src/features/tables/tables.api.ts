import type {
  CrashCashoutAnswer,
  TableBetAnswer,
  TableMineAnswer,
  TableSession,
  TableSnapshot,
} from '@khela/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, apiGet, apiRequest } from '../../api/client';
import { estimateOffset, isNewer, offsetSample, withSample } from './clock';

/**
 * The auto tables' client API (/tables/api), every call speaking for the launch token the
 * table was opened with: the session, the table's state as a stream (polled when the stream
 * fails), slips of bets and the player's rounds.
 */
export const tablesApi = {
  session: (token: string) => apiGet<TableSession>('/tables/api/session', { token }),
  state: (token: string) => apiGet<TableSnapshot>('/tables/api/state', { token }),
  mine: (token: string, page: number) =>
    apiGet<TableMineAnswer>('/tables/api/mine', { token, page }),
  bet: (body: {
    token: string;
    requestId: string;
    roundId: string;
    bets: { area: string; stake: string }[];
    /** Crash: cash out automatically at this multiplier (hundredths). */
    autoCashout?: number;
    /** Cockfight: the decimal odds (thousandths) the player accepted. */
    odds?: number;
  }) => apiRequest<TableBetAnswer>('POST', '/tables/api/bet', { body }),
  cashout: (body: { token: string; roundId: string }) =>
    apiRequest<CrashCashoutAnswer>('POST', '/tables/api/cashout', { body }),
};

/** The query keys of a table's launch. */
export const tablesKeys = {
  all: (token: string) => ['tables', token] as const,
  session: (token: string) => ['tables', token, 'session'] as const,
  mine: (token: string, page: number) => ['tables', token, 'mine', page] as const,
};

/** The table, its limits, chips and balance, read once per launch. */
export function useTableSession(token: string) {
  return useQuery({
    queryKey: tablesKeys.session(token),
    queryFn: () => tablesApi.session(token),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  });
}

/** A page of the player's rounds at the table, newest first. */
export function useMyRounds(token: string, page: number, isEnabled = true) {
  return useQuery({
    queryKey: tablesKeys.mine(token, page),
    queryFn: () => tablesApi.mine(token, page),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** Reads the player's rounds again (a round of theirs was settled or refunded). */
export function useRefreshMyRounds(token: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['tables', token, 'mine'] });
}

const betAttempts = 3;

/**
 * Sends one slip. A network failure is retried with the same request id, so the slip is taken
 * (and its stake debited) once however many times it is sent.
 */
export async function sendSlip(body: Parameters<typeof tablesApi.bet>[0]): Promise<TableBetAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tablesApi.bet(body);
    } catch (error) {
      const isNetwork = error instanceof ApiError && error.code === 'network_error';
      if (!isNetwork || attempt >= betAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 400 * attempt));
    }
  }
}

/** Confirms a slip; the player's rounds are read again once it is taken. */
export function usePlaceSlip(token: string) {
  const refresh = useRefreshMyRounds(token);
  return useMutation({
    mutationFn: (values: Omit<Parameters<typeof tablesApi.bet>[0], 'token'>) =>
      sendSlip({ token, ...values }),
    onSuccess: () => void refresh(),
  });
}

/** Tries of a cash-out lost on the network, and the wait between them (ms). */
const cashoutAttempts = 3;
const cashoutRetryMs = 150;

/**
 * Cashes out the player's crash bet. A cash-out lost on the network is sent again at once (a
 * repeat answers the first one, so it is taken once); every moment counts as the curve rises.
 */
export async function sendCashout(
  body: Parameters<typeof tablesApi.cashout>[0],
): Promise<CrashCashoutAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tablesApi.cashout(body);
    } catch (error) {
      const isNetwork = error instanceof ApiError && error.code === 'network_error';
      if (!isNetwork || attempt >= cashoutAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, cashoutRetryMs));
    }
  }
}

/** Cashes out on a running crash round; the player's rounds are read again once it is taken. */
export function useCrashCashout(token: string) {
  const refresh = useRefreshMyRounds(token);
  return useMutation({
    mutationFn: (roundId: string) => sendCashout({ token, roundId }),
    onSuccess: () => void refresh(),
  });
}

/** The stream is given up for polling after an error, and tried again this long after. */
const pollEveryMs = 2_000;
const reconnectAfterMs = 10_000;

export interface TableFeed {
  snapshot: TableSnapshot;
  /** Add to the local clock to read the server's (ms). */
  offsetMs: number;
  /** When (local clock) the last snapshot arrived. */
  receivedAtMs: number;
  /** Whether the stream is up (else the state is polled). */
  isStreaming: boolean;
  /** A failure of the launch itself (the token expired): the table can no longer be played. */
  error: ApiError | null;
}

interface FeedState {
  snapshot: TableSnapshot;
  samples: number[];
  receivedAtMs: number;
  isStreaming: boolean;
  error: ApiError | null;
}

/**
 * The table's state for every player at it: the stream of /tables/api/events (a snapshot at
 * once and on every change), or /tables/api/state every 2 s while the stream is down, the
 * stream tried again every 10 s. Snapshots older than the one shown are dropped; each one
 * also samples the server's clock.
 */
export function useTableFeed(
  token: string,
  initial: TableSnapshot,
  receivedAtMs: number,
): TableFeed {
  const [state, setState] = useState<FeedState>(() => ({
    snapshot: initial,
    samples: [offsetSample(initial.serverTime, receivedAtMs)],
    receivedAtMs,
    isStreaming: false,
    error: null,
  }));

  useEffect(() => {
    let isStopped = false;
    let isPolling = false;
    let source: EventSource | undefined;
    let pollTimer: number | undefined;
    let reconnectTimer: number | undefined;

    const take = (snapshot: TableSnapshot, isStreaming?: boolean) => {
      const arrivedAtMs = Date.now();
      const sample = offsetSample(snapshot.serverTime, arrivedAtMs);
      setState((current) => ({
        snapshot: isNewer(snapshot, current.snapshot) ? snapshot : current.snapshot,
        samples: withSample(current.samples, sample),
        receivedAtMs: arrivedAtMs,
        isStreaming: isStreaming ?? current.isStreaming,
        error: null,
      }));
    };

    const poll = () => {
      pollTimer = undefined;
      tablesApi
        .state(token)
        .then((snapshot) => {
          if (!isStopped && isPolling) take(snapshot);
        })
        .catch((error: unknown) => {
          if (isStopped) return;
          if (error instanceof ApiError && error.code === 'game_session_invalid') {
            isPolling = false;
            setState((current) => ({ ...current, error }));
          }
        })
        .finally(() => {
          if (!isStopped && isPolling) pollTimer = window.setTimeout(poll, pollEveryMs);
        });
    };

    const startPolling = () => {
      if (isPolling) return;
      isPolling = true;
      poll();
    };

    const stopPolling = () => {
      isPolling = false;
      window.clearTimeout(pollTimer);
      pollTimer = undefined;
    };

    const connect = () => {
      reconnectTimer = undefined;
      if (typeof EventSource === 'undefined') {
        startPolling();
        return;
      }
      const stream = new EventSource(`/tables/api/events?token=${encodeURIComponent(token)}`);
      source = stream;
      stream.addEventListener('state', (event) => {
        stopPolling();
        take(JSON.parse((event as MessageEvent<string>).data) as TableSnapshot, true);
      });
      stream.onerror = () => {
        stream.close();
        if (source === stream) source = undefined;
        if (isStopped) return;
        setState((current) => ({ ...current, isStreaming: false }));
        startPolling();
        reconnectTimer ??= window.setTimeout(connect, reconnectAfterMs);
      };
    };

    connect();
    return () => {
      isStopped = true;
      stopPolling();
      source?.close();
      window.clearTimeout(reconnectTimer);
    };
  }, [token]);

  return {
    snapshot: state.snapshot,
    offsetMs: estimateOffset(state.samples),
    receivedAtMs: state.receivedAtMs,
    isStreaming: state.isStreaming,
    error: state.error,
  };
}
