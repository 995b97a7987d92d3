import type {
  LotteryItem,
  LotteryListQuery,
  LotteryMenuAnswer,
  LotteryOffer,
  LotteryOpenedAnswer,
  LotteryResult,
  LotteryResultsQuery,
  LotteryTicketsAnswer,
  LotteryTicketsQuery,
} from '@khela/contracts';
import {
  oddsText,
  playTypes,
  zoneOffsetMs,
  type LotterySchedule,
  type PlayTypeOffers,
} from '@khela/games';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { LotteryListsRepository } from './lottery-lists.repository';
import { chainOf, nameIn, resultOf } from './lottery-proofs';
import type { LotteryGameRow } from '../period/lottery.repository';
import { scheduleOf } from '../period/lottery.rules';

type OpenPeriod = Awaited<ReturnType<LotteryListsRepository['openPeriods']>>[number];
const everyDay = '1,2,3,4,5,6,7';

/** The local HH:MM of an instant in a fixed-offset zone. */
function localTime(at: Date, timeZone: string): string {
  const local = new Date(at.getTime() + zoneOffsetMs(timeZone, at));
  return local.toISOString().slice(11, 16);
}

function offersOf(game: LotteryGameRow, currency: string): LotteryOffer[] {
  const offers = game.playTypes as PlayTypeOffers;
  return playTypes.flatMap((playType) => {
    const offer = offers[playType];
    if (!offer) return [];
    const money = (minor: number) => wire(String(minor), currency);
    return [
      {
        playType,
        odds: 'oddsMilli' in offer ? oddsText(offer.oddsMilli) : null,
        oddsByValue: 'oddsMilliByValue' in offer ? offer.oddsMilliByValue.map(oddsText) : null,
        minStake: money(offer.minStakeMinor),
        maxStake: money(offer.maxStakeMinor),
        periodStake: money(offer.maxPeriodStakeMinor),
      },
    ];
  });
}

/**
 * What the lottery screens read (spec §7 lottery calls): the menus with every game and its
 * open period, the popular and recent games, a game's open period and latest results, and the
 * member's tickets. Times are the server's; remainTime counts to the draw.
 */
export function createLotteryListsService(deps: {
  repository: LotteryListsRepository;
  clock: Clock;
}) {
  const { repository } = deps;

  function toItem(
    context: RequestContext,
    game: LotteryGameRow,
    period: OpenPeriod | undefined,
    now: Date,
  ): LotteryItem | undefined {
    const schedule: LotterySchedule | undefined = scheduleOf(game);
    if (!schedule) return undefined;
    const drawsAt = period ? new Date(period.drawsAt) : undefined;
    return {
      gameId: game.gameId,
      remark: nameIn(game.names, context.language, game.gameId),
      gameMenuTag: game.menuTag,
      gameMenus: [game.menuTag],
      tag: game.tag,
      prizeMode: game.prizeMode,
      sheetFormat: game.sheetFormat,
      status: game.status === 'maintenance' ? 'maintenance' : 'active',
      isCancellable: game.isCancellable,
      numero: period?.numero ?? null,
      remainTime: drawsAt ? drawsAt.getTime() - now.getTime() : null,
      lockTime: schedule.lockSeconds,
      drawDayOfWeek: schedule.kind === 'weekly' ? schedule.drawDays.join(',') : everyDay,
      winningTime:
        schedule.kind === 'weekly'
          ? schedule.drawTime
          : drawsAt
            ? localTime(drawsAt, schedule.timeZone)
            : '',
      timeZone: schedule.timeZone,
      periodSeconds: schedule.kind === 'interval' ? schedule.periodSeconds : null,
      drawsAt: drawsAt?.toISOString() ?? null,
      seedHash: period?.seedHash ?? null,
      chain: period ? chainOf(period) : null,
      offers: offersOf(game, context.merchant.currency),
    };
  }

  /** The merchant's games as items, keyed by game row id, in the games' order. */
  async function items(context: RequestContext, prizeMode?: string) {
    const now = deps.clock.now();
    const [games, periods] = await Promise.all([
      repository.games(context.merchant.id),
      repository.openPeriods(context.merchant.id, now),
    ]);
    const periodOf = new Map(periods.map((period) => [period.lotteryGameId, period]));
    const found = new Map<string, LotteryItem>();
    for (const game of games) {
      if (prizeMode && game.prizeMode !== prizeMode) continue;
      const item = toItem(context, game, periodOf.get(game.id), now);
      if (item) found.set(game.id, item);
    }
    return { now, items: found };
  }

  async function gameOf(context: RequestContext, gameId: string) {
    const games = await repository.games(context.merchant.id);
    const game = games.find((row) => row.gameId === gameId);
    if (!game) throw new AppError('lottery_not_found');
    return game;
  }

  return {
    /** GET /lgw/vn/games/game_menu: every menu (named) with its games, in order. */
    async menu(context: RequestContext, query: LotteryListQuery): Promise<LotteryMenuAnswer> {
      const [{ now, items: byId }, menuRows] = await Promise.all([
        items(context, query.prizeMode),
        repository.menus(context.merchant.id),
      ]);
      const all = [...byId.values()];
      const tags = [
        ...new Set([...menuRows.map((row) => row.tag), ...all.map((i) => i.gameMenuTag)]),
      ];
      const menus = tags
        .map((tag) => {
          const row = menuRows.find((candidate) => candidate.tag === tag);
          return {
            tag,
            name: row ? nameIn(row.names, context.language, tag) : tag,
            games: all.filter((item) => item.gameMenus.includes(tag)),
          };
        })
        .filter((menu) => menu.games.length > 0);
      return { serverTime: now.toISOString(), menus };
    },

    /** GET /lgw/games/popular: the games bet on most this week, then the hot ones. */
    async popular(context: RequestContext, query: LotteryListQuery): Promise<LotteryItem[]> {
      const [{ items: byId }, ranked] = await Promise.all([
        items(context, query.prizeMode),
        repository.popularGameIds(context.merchant.id, deps.clock.now(), query.count),
      ]);
      const hot = [...byId.entries()].filter(([, item]) => item.tag === 'hot').map(([id]) => id);
      return [...new Set([...ranked, ...hot])]
        .flatMap((id) => byId.get(id) ?? [])
        .slice(0, query.count);
    },

    /** GET /lgw/vn/games/game_menu/recent: the games the member bet on, latest first. */
    async recent(
      context: RequestContext,
      memberId: string,
      query: LotteryListQuery,
    ): Promise<LotteryItem[]> {
      const [{ items: byId }, ids] = await Promise.all([
        items(context, query.prizeMode),
        repository.recentGameIds(context.merchant.id, memberId, query.recentCount),
      ]);
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** GET /lgw/vn/numeros/opened/game: a game's latest results with their seeds. */
    async results(context: RequestContext, query: LotteryResultsQuery): Promise<LotteryResult[]> {
      const game = await gameOf(context, query.gameId);
      const rows = await repository.results(game.id, query.count);
      return rows.map((row) => resultOf(game.gameId, game.sheetFormat, row));
    },

    /** GET /lotto/lgw/games/opened/numero: a game's open period and its latest result. */
    async opened(context: RequestContext, gameId: string): Promise<LotteryOpenedAnswer> {
      const game = await gameOf(context, gameId);
      const { now, items: byId } = await items(context);
      const item = byId.get(game.id);
      if (!item) throw new AppError('lottery_not_found');
      const [latest] = await repository.results(game.id, 1);
      return {
        serverTime: now.toISOString(),
        game: item,
        latest: latest ? resultOf(game.gameId, game.sheetFormat, latest) : null,
      };
    },

    /** GET /lotto/lgw/tickets: the member's tickets, newest first. */
    async tickets(
      context: RequestContext,
      memberId: string,
      query: LotteryTicketsQuery,
    ): Promise<LotteryTicketsAnswer> {
      const now = deps.clock.now();
      const currency = context.merchant.currency;
      const { rows, total } = await repository.tickets(
        context.merchant.id,
        memberId,
        { gameId: query.gameId, status: query.status },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      return {
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        tickets: rows.map((row) => ({
          id: row.id,
          gameId: row.gameId,
          gameName: nameIn(row.names, context.language, row.gameId),
          numero: row.numero,
          drawsAt: new Date(row.drawsAt).toISOString(),
          playType: row.playType,
          selection: row.selection,
          stake: wire(row.stakeMinor, currency),
          odds: oddsText(Number(row.oddsMilli)),
          status: row.status,
          hits: row.hits,
          win: wire(row.winMinor, currency),
          createdAt: new Date(row.createdAt).toISOString(),
          fingerprint: row.fingerprint,
          isCancellable:
            row.isCancellable &&
            row.status === 'open' &&
            row.periodStatus === 'open' &&
            new Date(row.locksAt) > now,
        })),
      };
    },
  };
}

export type LotteryListsService = ReturnType<typeof createLotteryListsService>;
