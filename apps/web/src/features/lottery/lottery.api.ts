import {
  deviceCode,
  lotteryRefreshFallbackMs,
  popularLotteryCount,
  recentLotteryCount,
  vnNumeroCount,
  type LotteryBetAnswer,
  type LotteryBetRequest,
  type LotteryItem,
  type LotteryMenuAnswer,
  type LotteryOpenedAnswer,
  type LotteryResult,
  type LotteryTicketsAnswer,
  type LotteryTicketsQuery,
  type PrizeMode,
} from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, apiRequest } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import { useRefreshWallet } from '../wallet/wallet.api';
import { refreshDelayMs, type AnswerTiming } from './refresh-timer';

/** An answer with when it arrived and how long it took, for the countdowns (spec §4). */
export interface Timed<T> {
  value: T;
  timing: AnswerTiming;
}

async function timed<T>(call: () => Promise<T>): Promise<Timed<T>> {
  const startedMs = performance.now();
  const value = await call();
  return { value, timing: { receivedAtMs: Date.now(), latencyMs: performance.now() - startedMs } };
}

/** Query keys of the lottery; every lottery query starts with 'lottery'. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  menu: (language: string, prizeMode: PrizeMode | null) =>
    ['lottery', 'menu', language, prizeMode] as const,
  popular: (language: string, prizeMode: PrizeMode | null) =>
    ['lottery', 'popular', language, prizeMode] as const,
  recent: (token: string | null, language: string, prizeMode: PrizeMode | null) =>
    ['lottery', 'recent', token, language, prizeMode] as const,
  opened: (token: string | null, language: string, gameId: string) =>
    ['lottery', 'opened', token, language, gameId] as const,
  results: (gameId: string) => ['lottery', 'results', gameId] as const,
  tickets: (token: string | null, query: Partial<LotteryTicketsQuery>) =>
    ['lottery', 'tickets', token, query] as const,
};

/** How long a result list waits before asking again while the draw it waits for is not in. */
const resultPollMs = 2000;
/** Past this long after its draw an open ticket is no longer awaited by polling. */
const settleWaitMaxMs = 5 * 60_000;

/**
 * GET /lgw/vn/games/game_menu: the menus with their games and open periods (visitors too),
 * asked again by the refresh timer rule of spec §4.
 */
export function useLotteryMenu(prizeMode: PrizeMode | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: lotteryKeys.menu(i18n.language, prizeMode),
    queryFn: () =>
      timed(() =>
        apiGet<LotteryMenuAnswer>('/lgw/vn/games/game_menu', {
          prizeMode: prizeMode ?? undefined,
          device: deviceCode,
        }),
      ),
    refetchInterval: (query) => {
      const menus = query.state.data?.value.menus ?? [];
      return refreshDelayMs(menus.flatMap((menu) => menu.games));
    },
    placeholderData: (previous) => previous,
  });
}

/** GET /lgw/games/popular: the games bet on most, then the hot ones. */
export function usePopularLotteries(prizeMode: PrizeMode | null, isWanted: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: lotteryKeys.popular(i18n.language, prizeMode),
    queryFn: () =>
      apiGet<LotteryItem[]>('/lgw/games/popular', {
        count: popularLotteryCount,
        prizeMode: prizeMode ?? undefined,
        device: deviceCode,
      }),
    enabled: isWanted,
    staleTime: 60_000,
  });
}

/** GET /lgw/vn/games/game_menu/recent: the games the member bet on lately (token). */
export function useRecentLotteries(prizeMode: PrizeMode | null, isWanted: boolean) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useQuery({
    queryKey: lotteryKeys.recent(token, i18n.language, prizeMode),
    queryFn: () =>
      apiGet<LotteryItem[]>('/lgw/vn/games/game_menu/recent', {
        recentCount: recentLotteryCount,
        prizeMode: prizeMode ?? undefined,
        device: deviceCode,
      }),
    enabled: isWanted && token !== null,
  });
}

/**
 * One game with its open period: GET /lotto/lgw/games/opened/numero for a member, the menus
 * for a visitor (the call needs a token). Asked again by the same refresh rule as the list.
 */
export function useLotteryGame(gameId: string) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  const menu = useLotteryMenu(null);
  const opened = useQuery({
    queryKey: lotteryKeys.opened(token, i18n.language, gameId),
    queryFn: () =>
      timed(() => apiGet<LotteryOpenedAnswer>('/lotto/lgw/games/opened/numero', { gameId })),
    // Only once the menus say the game exists: an unknown code is not sent.
    enabled:
      token !== null &&
      (menu.data?.value.menus.some((item) => item.games.some((g) => g.gameId === gameId)) ?? false),
    refetchInterval: (query) => {
      const game = query.state.data?.value.game;
      return game ? refreshDelayMs([game]) : lotteryRefreshFallbackMs;
    },
    placeholderData: (previous) => previous,
  });
  const fromMenu = menu.data?.value.menus
    .flatMap((item) => item.games)
    .find((game) => game.gameId === gameId);
  const game = opened.data?.value.game ?? fromMenu ?? null;
  const timing = opened.data?.timing ?? menu.data?.timing ?? null;
  return {
    game,
    timing,
    isPending: menu.isPending,
    isError: menu.isError && !menu.data,
    refetch: () => Promise.all([menu.refetch(), token ? opened.refetch() : undefined]),
  };
}

/**
 * GET /lgw/vn/numeros/opened/game: a game's latest results, newest first; asked again every
 * few seconds while `awaitedNumero` (a period just drawn) is not among them.
 */
export function useLotteryResults(gameId: string, isWanted: boolean, awaitedNumero: string | null) {
  return useQuery({
    queryKey: lotteryKeys.results(gameId),
    queryFn: () =>
      apiGet<LotteryResult[]>('/lgw/vn/numeros/opened/game', { gameId, count: vnNumeroCount }),
    enabled: isWanted,
    refetchInterval: (query) => {
      if (awaitedNumero === null) return false;
      const isIn = query.state.data?.some((result) => result.numero === awaitedNumero);
      return isIn ? false : resultPollMs;
    },
  });
}

/** GET /lotto/lgw/tickets: the member's tickets, newest first (real accounts). */
export function useLotteryTickets(query: Partial<LotteryTicketsQuery>, isWanted: boolean) {
  const { token, isTrial } = useSession();
  return useQuery({
    queryKey: lotteryKeys.tickets(token, query),
    queryFn: () =>
      apiGet<LotteryTicketsAnswer>('/lotto/lgw/tickets', {
        gameId: query.gameId,
        status: query.status,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      }),
    enabled: isWanted && token !== null && !isTrial,
    placeholderData: (previous) => previous,
    // A ticket whose draw has passed is settled within moments: ask until it is.
    refetchInterval: (query) => {
      const now = Date.now();
      const isAwaited = query.state.data?.tickets.some((ticket) => {
        const drawnMs = Date.parse(ticket.drawsAt);
        return ticket.status === 'open' && drawnMs <= now && now - drawnMs < settleWaitMaxMs;
      });
      return isAwaited ? resultPollMs : false;
    },
  });
}

/** After a bet or a cancel: the balance everywhere, the tickets and the recent games. */
function useAfterMoneyMoved() {
  const queryClient = useQueryClient();
  const refreshWallet = useRefreshWallet();
  return async () => {
    await Promise.all([
      refreshWallet(),
      queryClient.invalidateQueries({ queryKey: ['lottery', 'tickets'] }),
      queryClient.invalidateQueries({ queryKey: ['lottery', 'recent'] }),
    ]);
  };
}

/** POST /lotto/lgw/tickets: one bet; its request id makes a retry answer the same ticket. */
export function usePlaceBet() {
  const afterMoneyMoved = useAfterMoneyMoved();
  return useMutation({
    mutationFn: (request: LotteryBetRequest) =>
      apiRequest<LotteryBetAnswer>('POST', '/lotto/lgw/tickets', { body: request }),
    onSuccess: afterMoneyMoved,
  });
}

/** POST /lotto/lgw/tickets/:id/cancel: the stake back while betting is still open. */
export function useCancelTicket() {
  const afterMoneyMoved = useAfterMoneyMoved();
  return useMutation({
    mutationFn: (ticketId: string) =>
      apiRequest<LotteryBetAnswer>(
        'POST',
        `/lotto/lgw/tickets/${encodeURIComponent(ticketId)}/cancel`,
      ),
    onSuccess: afterMoneyMoved,
  });
}
