import type {
  EventDetail,
  EventList,
  PlaceBetRequest,
  SportCode,
  SportsbookBook,
  SportsbookRules,
  TicketView,
} from '@khela/contracts';
import type { placeBetAnswerSchema, resultsSchema, ticketListSchema } from '@khela/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiRequest } from '../../api/client';
import { sentAtOnce } from '../../api/mutations';
import { useSession } from '../../session/SessionProvider';
import { useRefreshWallet } from '../wallet/wallet.api';
import { sportsbookKeys, type TicketState } from './sportsbook-keys';

export { sportsbookKeys, type TicketState };

// The contract names these answers by their schemas only; their types are what the schemas parse.
export type PlaceBetAnswer = ReturnType<(typeof placeBetAnswerSchema)['parse']>;
export type TicketList = ReturnType<(typeof ticketListSchema)['parse']>;
export type Results = ReturnType<(typeof resultsSchema)['parse']>;

const base = '/sportsbook/api';

/** A safety net under the stream: the lobby is read again this often even when it is quiet. */
const listRefreshMs = 60_000;
/** Open bets are read again this often while shown, so cash-out offers follow the prices. */
const openBetsRefreshMs = 10_000;

/**
 * GET /events: the book's events to bet on, live first then upcoming, of one sport or all, of
 * one competition or all: the first `limit` of them.
 */
export function useEventList(query: {
  book: SportsbookBook;
  sport: SportCode | null;
  competition: string | null;
  limit: number;
}) {
  const { book, sport, competition, limit } = query;
  return useQuery({
    queryKey: sportsbookKeys.list(book, sport, competition, limit),
    queryFn: () =>
      apiGet<EventList>(`${base}/events`, {
        book,
        sport: sport ?? undefined,
        competition: competition ?? undefined,
        state: 'all',
        limit,
      }),
    staleTime: 15_000,
    refetchInterval: listRefreshMs,
    placeholderData: keepPreviousData,
  });
}

/** GET /events/:id: one event with every market. */
export function useEventDetail(eventId: string) {
  return useQuery({
    queryKey: sportsbookKeys.event(eventId),
    queryFn: () => apiGet<EventDetail>(`${base}/events/${encodeURIComponent(eventId)}`),
    staleTime: 15_000,
    refetchInterval: listRefreshMs,
  });
}

/** GET /results: the events that ended (or were called off) on a day, with their markets. */
export function useResults(book: SportsbookBook, sport: SportCode | null, day: string) {
  return useQuery({
    queryKey: sportsbookKeys.results(book, sport, day),
    queryFn: () => apiGet<Results>(`${base}/results`, { book, sport: sport ?? undefined, day }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /rules: the limits a player sees on the slip; they change seldom. */
export function useSportsbookRules() {
  return useQuery({
    queryKey: sportsbookKeys.rules,
    queryFn: () => apiGet<SportsbookRules>(`${base}/rules`),
    staleTime: 10 * 60_000,
  });
}

/** GET /bets: a page of the member's open or settled tickets, newest first. */
export function useTickets(state: TicketState, page: number) {
  const { token, isTrial } = useSession();
  return useQuery({
    queryKey: sportsbookKeys.betPage(token, state, page),
    queryFn: () => apiGet<TicketList>(`${base}/bets`, { state, page }),
    // Bets are for real accounts: a trial's would only bring the real-account warning.
    enabled: token !== null && !isTrial,
    placeholderData: keepPreviousData,
    refetchInterval: state === 'open' ? openBetsRefreshMs : false,
  });
}

/** Tries of a bet lost on the network, and the wait between them. */
const betAttempts = 3;
const betRetryMs = 400;

/**
 * Sends one bet. A failure on the network is sent again with the same request id, so the bet is
 * taken (and its stake debited) once however many times it went out.
 */
export async function sendBet(request: PlaceBetRequest): Promise<PlaceBetAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await apiRequest<PlaceBetAnswer>('POST', `${base}/bets`, { body: request });
    } catch (error) {
      const isNetwork = error instanceof ApiError && error.code === 'network_error';
      if (!isNetwork || attempt >= betAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, betRetryMs * attempt));
    }
  }
}

/** After money moved: the balance everywhere and the member's tickets. */
export function useAfterBet(): () => Promise<void> {
  const queryClient = useQueryClient();
  const refreshWallet = useRefreshWallet();
  return async () => {
    await Promise.all([
      refreshWallet(),
      queryClient.invalidateQueries({ queryKey: ['sportsbook', 'bets'] }),
    ]);
  };
}

/** POST /bets/:id/cashout: the ticket cashed out at the offer the player saw. */
export function useCashOut() {
  const afterBet = useAfterBet();
  return useMutation({
    mutationFn: (values: { ticket: TicketView; offer: string; requestId: string }) =>
      apiRequest<PlaceBetAnswer>(
        'POST',
        `${base}/bets/${encodeURIComponent(values.ticket.id)}/cashout`,
        { body: { requestId: values.requestId, offer: values.offer } },
      ),
    ...sentAtOnce,
    onSettled: afterBet,
  });
}
