import { sql, type Selectable } from 'kysely';
import { poolOf, type Db, type Executor } from '../../../db/database';
import { raisedRefusal } from '../../../db/refusals';
import type { LotteryGamesTable, LotteryPeriodsTable } from '../../../db/schema';
import type { VendorCallsInSql } from '../../games';
import { createLotteryDrawsRepository } from './lottery-draws.repository';

export type LotteryGameRow = Selectable<LotteryGamesTable>;
export type LotteryPeriodRow = Selectable<LotteryPeriodsTable>;

/** SQLSTATE of lottery_place_bet()'s own refusals; the message is the error code. */
const lotteryRefusalSqlState = 'KH010';

/** A bet lottery_place_bet() refused: the error code, and what the period has room for. */
export interface BetRefusal {
  kind: 'refused';
  code: string;
  /** Minor units the member may still stake on the period (a stake-limit refusal). */
  remainingMinor: string | undefined;
  movedMemberIds: null;
}

/** The statement of a bet: its own nine values and the stake's vendor call. */
function placeStatement(calls: VendorCallsInSql) {
  const [stake] = calls.rowsFrom(10);
  return {
    name: 'lottery_place_bet_v2',
    text: `SELECT ticket_id AS "ticketId", ticket_at AS "createdAt", ticket_odds_milli AS "oddsMilli",
      ticket_status AS "status", ticket_win_minor AS "winMinor", balance_after AS "balanceMinor",
      moved_ids AS "movedMemberIds"
    FROM lottery_place_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, ${stake})`,
  };
}

/** What a placed (or repeated) bet answers: its ticket, the balance, whose money moved. */
export interface PlacedBet {
  ticketId: string;
  createdAt: Date;
  oddsMilli: string;
  status: 'open' | 'won' | 'lost' | 'cancelled';
  winMinor: string;
  balanceMinor: string | null;
  movedMemberIds: string[] | null;
}

/** SQL of the lottery: games, their periods, draws and tickets. */
export function createLotteryRepository(db: Db) {
  return {
    ...createLotteryDrawsRepository(db),

    /** A merchant's game by its id. */
    game(merchantId: string, gameId: string) {
      return db
        .selectFrom('lotteryGames')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('gameId', '=', gameId)
        .executeTakeFirst();
    },

    /**
     * Places a bet in one statement (lottery_place_bet) with its stake's vendor call, or names
     * the lottery's refusal (a refusal of the wallet's is the wallet's to name).
     */
    async placeBet(
      values: {
        lotteryGameId: string;
        numero: string;
        requestId: string;
        playType: string;
        selection: string;
        oddsMilli: number;
        maxPayoutMinor: bigint;
        periodStakeMaxMinor: number;
        payoutCapMinor: string;
      },
      calls: VendorCallsInSql,
    ): Promise<({ kind: 'placed' } & PlacedBet) | BetRefusal> {
      const pool = poolOf(db);
      if (!pool) throw new Error('the database was not opened by createDatabase');
      const query = pool.query<PlacedBet>({
        ...placeStatement(calls),
        values: [
          values.lotteryGameId,
          values.numero,
          values.requestId,
          values.playType,
          values.selection,
          values.oddsMilli,
          values.maxPayoutMinor.toString(),
          values.periodStakeMaxMinor,
          values.payoutCapMinor,
          ...calls.parameters,
        ],
      });
      let rows;
      try {
        ({ rows } = await query);
      } catch (error) {
        const refusal = raisedRefusal(error, lotteryRefusalSqlState);
        if (!refusal) throw error;
        const remainingMinor = refusal.detail === '' ? undefined : refusal.detail;
        return { kind: 'refused', code: refusal.message, remainingMinor, movedMemberIds: null };
      }
      const row = rows[0];
      if (!row) throw new Error('lottery_place_bet answered nothing');
      return { kind: 'placed', ...row };
    },

    /** A ticket with its game and period. */
    ticket(id: string) {
      return db
        .selectFrom('lotteryTickets as t')
        .innerJoin('lotteryPeriods as p', 'p.id', 't.periodId')
        .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
        .selectAll('t')
        .select(['g.gameId', 'p.numero'])
        .where('t.id', '=', id)
        .executeTakeFirstOrThrow();
    },

    /** Locks a wallet row first, as a bet does, so a cancellation and a bet never deadlock. */
    async lockAccount(trx: Executor, accountId: string): Promise<void> {
      await sql`SELECT 1 FROM ledger_accounts WHERE id = ${accountId} FOR UPDATE`.execute(trx);
    },

    /** A member's ticket with its period and game, locked for a cancellation. */
    cancellableTicket(trx: Executor, merchantId: string, memberId: string, ticketId: string) {
      return trx
        .selectFrom('lotteryTickets as t')
        .innerJoin('lotteryPeriods as p', 'p.id', 't.periodId')
        .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
        .select([
          't.id',
          't.periodId',
          't.requestId',
          't.status',
          't.maxPayoutMinor',
          'p.numero',
          'g.gameId',
          'g.isCancellable',
        ])
        .where('t.merchantId', '=', merchantId)
        .where('t.memberId', '=', memberId)
        .where('t.id', '=', ticketId)
        .forUpdate('t')
        .executeTakeFirst();
    },

    /**
     * Takes a ticket's largest win off its period's exposure while betting is still open;
     * answers false when the period is locked, drawn or cancelled.
     */
    async releaseExposure(
      trx: Executor,
      periodId: string,
      maxPayoutMinor: string,
      now: Date,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('lotteryPeriods')
        .set({ exposureMinor: sql`exposure_minor - ${maxPayoutMinor}` })
        .where('id', '=', periodId)
        .where('status', '=', 'open')
        .where('locksAt', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markCancelled(trx: Executor, ticketIds: string[], now: Date): Promise<void> {
      await trx
        .updateTable('lotteryTickets')
        .set({ status: 'cancelled', settledAt: now })
        .where('id', 'in', ticketIds)
        .where('status', '=', 'open')
        .execute();
    },

    /**
     * Cancels a period not drawn yet, fixing what its accepted tickets would have added to its
     * draw (revealed with its seed at its draw time); answers false when it was drawn or
     * cancelled before.
     */
    async cancelPeriod(
      trx: Executor,
      values: { merchantId: string; periodId: string; reason: string; now: Date },
    ): Promise<boolean> {
      const { rows } = await sql<{ id: string }>`
        UPDATE lottery_periods AS p
        SET status = 'cancelled', cancel_reason = ${values.reason}, cancelled_at = ${values.now},
          tickets_digest = CASE WHEN p.scheme = 2 THEN d.digest END, ticket_count = d.ticket_count
        FROM lottery_tickets_digest(${values.periodId}) AS d
        WHERE p.merchant_id = ${values.merchantId} AND p.id = ${values.periodId}
          AND p.status = 'open'
        RETURNING p.id`.execute(trx);
      return rows.length > 0;
    },

    /** Members with tickets still to refund in cancelled periods, a batch at a time. */
    refundsDue(limit: number) {
      return db
        .selectFrom('lotteryTickets as t')
        .innerJoin('lotteryPeriods as p', 'p.id', 't.periodId')
        .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
        .innerJoin('merchants as m', 'm.id', 'p.merchantId')
        .select([
          'p.id as periodId',
          'p.numero',
          'p.cancelReason',
          'p.merchantId',
          'm.currency',
          'g.gameId',
          'g.names',
          't.memberId',
        ])
        .distinct()
        .where('p.status', '=', 'cancelled')
        .where('t.status', '=', 'open')
        .limit(limit)
        .execute();
    },

    /** A member's open tickets of a period, locked for their refund. */
    openTicketsOf(trx: Executor, periodId: string, memberId: string) {
      return trx
        .selectFrom('lotteryTickets')
        .select(['id', 'requestId', 'stakeMinor'])
        .where('periodId', '=', periodId)
        .where('memberId', '=', memberId)
        .where('status', '=', 'open')
        .orderBy('id')
        .forUpdate()
        .execute();
    },

    /** Drawn periods waiting for settlement, oldest first. */
    drawnPeriods(limit: number) {
      return db
        .selectFrom('lotteryPeriods as p')
        .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
        .select(['p.id', 'p.merchantId', 'p.sheet', 'g.sheetFormat'])
        .where('p.status', '=', 'drawn')
        .orderBy('p.drawnAt')
        .limit(limit)
        .execute();
    },

    /** The distinct play types and selections of a period's open tickets. */
    openSelections(periodId: string) {
      return db
        .selectFrom('lotteryTickets')
        .select(['playType', 'selection'])
        .distinct()
        .where('periodId', '=', periodId)
        .where('status', '=', 'open')
        .execute();
    },

    /**
     * Settles a drawn period in one transaction (lottery_settle_period: every ticket won or
     * lost, each member's wins paid through the vendor wallet) with each distinct selection's
     * hits; answers how many tickets it settled and whose money moved.
     */
    async settle(
      periodId: string,
      evaluations: { playType: string; selection: string; hits: number }[],
      now: Date,
      timeoutMs: number,
    ): Promise<{ tickets: number; movedMemberIds: string[] }> {
      return db.transaction().execute(async (trx) => {
        // A period of a million tickets takes longer than a request may.
        await sql`SELECT set_config('statement_timeout', ${String(timeoutMs)}, true)`.execute(trx);
        const { rows } = await sql<{ tickets: string; movedIds: string[] | null }>`
          SELECT tickets, moved_ids AS "movedIds" FROM lottery_settle_period(${periodId},
            ${evaluations.map((row) => row.playType)}::text[],
            ${evaluations.map((row) => row.selection)}::text[],
            ${evaluations.map((row) => row.hits)}::integer[], ${now})`.execute(trx);
        const row = rows[0];
        return { tickets: Number(row?.tickets ?? 0), movedMemberIds: row?.movedIds ?? [] };
      });
    },
  };
}

export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
