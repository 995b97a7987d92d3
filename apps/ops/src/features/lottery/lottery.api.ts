import type {
  CancelLotteryPeriod,
  DeskLotteryCancel,
  DeskLotteryCancels,
  DeskLotteryGame,
  DeskLotteryPeriods,
  DeskMerchant,
  SetLotteryOffer,
  UpdateLotteryGame,
} from '@khela/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { opsRequest, withQuery } from '../../api';

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

/** Periods move on their own (open, locked, drawn): the panel asks again this often. */
const periodsRefreshMs = 30_000;

/** A cancellation's state, or every state at once (the desk's list filter). */
export type CancelStatusChoice = DeskLotteryCancel['status'] | 'all';

export const lotteryKeys = {
  all: ['lottery'] as const,
  games: (merchant: MerchantChoice) => [...lotteryKeys.all, 'games', merchant ?? ''] as const,
  periods: (merchant: MerchantChoice, gameId: string) =>
    [...lotteryKeys.all, 'periods', merchant ?? '', gameId] as const,
  merchantPeriods: (merchant: MerchantChoice) =>
    [...lotteryKeys.all, 'periods', merchant ?? ''] as const,
  merchantCancels: (merchant: MerchantChoice) =>
    [...lotteryKeys.all, 'cancels', merchant ?? ''] as const,
  cancels: (merchant: MerchantChoice, status: CancelStatusChoice) =>
    [...lotteryKeys.merchantCancels(merchant), status] as const,
};

/** The merchant's lottery games with their schedule and every play type of their sheet. */
export function useLotteryGames(merchant: MerchantChoice) {
  return useQuery({
    queryKey: lotteryKeys.games(merchant),
    queryFn: () =>
      opsRequest<DeskLotteryGame[]>('GET', withQuery('/ops/api/lottery/games', { merchant })),
  });
}

/** A game's latest past periods and its next ones, with their tickets and money. */
export function useLotteryPeriods(merchant: MerchantChoice, gameId: string) {
  return useQuery({
    queryKey: lotteryKeys.periods(merchant, gameId),
    queryFn: () =>
      opsRequest<DeskLotteryPeriods>(
        'GET',
        withQuery(`/ops/api/lottery/games/${gameId}/periods`, { merchant }),
      ),
    refetchInterval: periodsRefreshMs,
  });
}

/**
 * The merchant's period cancellations, pending first then the latest (the server sends 50 at
 * most); asked again as often as the periods, since a pending one lapses at its draw.
 */
export function useLotteryCancels(merchant: MerchantChoice, status: CancelStatusChoice = 'all') {
  return useQuery({
    queryKey: lotteryKeys.cancels(merchant, status),
    queryFn: () =>
      opsRequest<DeskLotteryCancels>(
        'GET',
        withQuery('/ops/api/lottery/cancels', {
          merchant,
          status: status === 'all' ? undefined : status,
        }),
      ),
    refetchInterval: periodsRefreshMs,
  });
}

/**
 * The merchant the desk works on, for its name and currency: the chosen one, or a merchant
 * operator's own (the merchants' list answers it alone). Shares the merchant picker's cache.
 */
export function useDeskMerchant(merchant: MerchantChoice): DeskMerchant | undefined {
  const merchants = useQuery({
    queryKey: ['deskMerchants'],
    queryFn: () => opsRequest<DeskMerchant[]>('GET', '/ops/api/merchants'),
  });
  const rows = merchants.data ?? [];
  return merchant === undefined ? rows[0] : rows.find((row) => row.code === merchant);
}

/** The desk's changes; a changed game comes back whole and replaces its row at once. */
export function useLotteryChanges(merchant: MerchantChoice) {
  const queryClient = useQueryClient();
  const sendGame = useCallback(
    async (method: 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
      const game = await opsRequest<DeskLotteryGame>(method, withQuery(path, { merchant }), body);
      queryClient.setQueryData<DeskLotteryGame[]>(lotteryKeys.games(merchant), (games) =>
        games?.map((each) => (each.gameId === game.gameId ? game : each)),
      );
      return game;
    },
    [merchant, queryClient],
  );
  /** Periods and cancellations change together: both lists are asked again. */
  const refreshCancels = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lotteryKeys.merchantPeriods(merchant) }),
        queryClient.invalidateQueries({ queryKey: lotteryKeys.merchantCancels(merchant) }),
      ]),
    [merchant, queryClient],
  );
  /** Cancels a period at once before lock; after it, answers the request (pending). */
  const cancelPeriod = useCallback(
    async (periodId: string, input: CancelLotteryPeriod) => {
      const path = withQuery(`/ops/api/lottery/periods/${periodId}/cancel`, { merchant });
      const cancel = await opsRequest<DeskLotteryCancel>('POST', path, input);
      await refreshCancels();
      return cancel;
    },
    [merchant, refreshCancels],
  );
  /**
   * Approves or rejects a cancellation asked after lock. The lists are asked again even when
   * it fails: a refusal often means another operator decided first, or the period drew.
   */
  const decideCancel = useCallback(
    async (id: string, decision: 'approve' | 'reject') => {
      const path = withQuery(`/ops/api/lottery/cancels/${id}/${decision}`, { merchant });
      try {
        return await opsRequest<DeskLotteryCancel>('POST', path);
      } finally {
        await refreshCancels();
      }
    },
    [merchant, refreshCancels],
  );
  return {
    updateGame: (gameId: string, input: UpdateLotteryGame) =>
      sendGame('PATCH', `/ops/api/lottery/games/${gameId}`, input),
    setOffer: (gameId: string, playType: string, input: SetLotteryOffer) =>
      sendGame('PUT', `/ops/api/lottery/games/${gameId}/offers/${playType}`, input),
    stopOffer: (gameId: string, playType: string) =>
      sendGame('DELETE', `/ops/api/lottery/games/${gameId}/offers/${playType}`),
    cancelPeriod,
    decideCancel,
  };
}

export type LotteryChanges = ReturnType<typeof useLotteryChanges>;
