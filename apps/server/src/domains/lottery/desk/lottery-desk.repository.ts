import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { Executor } from '../../../db/database';

/** The desk shows this many past and upcoming periods of a game. */
const pastPeriodsMax = 20;
const upcomingPeriodsMax = 10;

/** SQL of the lottery desk: a merchant's games, their settings and their periods' figures. */
export function createLotteryDeskRepository(db: Db) {
  function periodRows(lotteryGameId: string) {
    return db
      .selectFrom('lotteryPeriods as p')
      .select([
        'p.id',
        'p.numero',
        'p.status',
        'p.opensAt',
        'p.locksAt',
        'p.drawsAt',
        'p.exposureMinor',
        sql<string>`(SELECT count(*) FROM lottery_tickets t WHERE t.period_id = p.id)::text`.as(
          'tickets',
        ),
        sql<string>`(SELECT coalesce(sum(t.stake_minor), 0) FROM lottery_tickets t
          WHERE t.period_id = p.id AND t.status <> 'cancelled')::text`.as('stakesMinor'),
        sql<string>`(SELECT coalesce(sum(t.win_minor), 0) FROM lottery_tickets t
          WHERE t.period_id = p.id)::text`.as('winsMinor'),
      ])
      .where('p.lotteryGameId', '=', lotteryGameId);
  }

  return {
    /** Every game of the merchant, disabled ones too, in the lists' order. */
    games(merchantId: string) {
      return db
        .selectFrom('lotteryGames')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .orderBy('sortOrder')
        .orderBy('id')
        .execute();
    },

    game(merchantId: string, gameId: string) {
      return db
        .selectFrom('lotteryGames')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('gameId', '=', gameId)
        .executeTakeFirst();
    },

    async updateGame(
      trx: Executor,
      id: string,
      values: {
        status?: 'active' | 'maintenance' | 'disabled';
        tag?: 'hot' | 'new' | null;
        isHot?: boolean;
        isCancellable?: boolean;
        maxPayoutPerPeriodMinor?: string;
        playTypes?: string;
      },
    ): Promise<void> {
      await trx.updateTable('lotteryGames').set(values).where('id', '=', id).execute();
    },

    /** The latest periods drawn or past, newest first, and the next ones, soonest first. */
    async periods(lotteryGameId: string, now: Date) {
      const [past, upcoming] = await Promise.all([
        periodRows(lotteryGameId)
          .where((eb) => eb.or([eb('p.drawsAt', '<=', now), eb('p.status', '!=', 'open')]))
          .orderBy('p.drawsAt', 'desc')
          .limit(pastPeriodsMax)
          .execute(),
        periodRows(lotteryGameId)
          .where('p.drawsAt', '>', now)
          .where('p.status', '=', 'open')
          .orderBy('p.drawsAt')
          .limit(upcomingPeriodsMax)
          .execute(),
      ]);
      return { past, upcoming };
    },
  };
}

export type LotteryDeskRepository = ReturnType<typeof createLotteryDeskRepository>;
