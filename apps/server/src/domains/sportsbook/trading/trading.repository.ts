import { sql } from 'kysely';
import type { Executor } from '../../../db/database';
import type { SbEventStatus, SbLegResult } from '../../../db/schema';

/** An event as the console or the feed makes it. */
export interface EventValues {
  sport: string;
  competition: string;
  home: string;
  away: string;
  startsAt: Date;
  status?: SbEventStatus;
  feedRef?: string | null;
  score?: { home: number; away: number; detail: string | null } | null;
}

/** A market as the console or the feed makes it: its selections with their odds. */
export interface MarketValues {
  kind: string;
  line: number | null;
  period: number | null;
  status?: 'open' | 'suspended';
  feedRef?: string | null;
  selections: { key: string; name: string | null; odds: number }[];
}

export interface SelectionResult {
  selectionId: string;
  result: SbLegResult;
  deadHeat: number | null;
}

/**
 * SQL of the book's changes — events, markets and odds — each in the caller's transaction and
 * taking its locks in the order bets take them: event, then market, then selections.
 */
export function createTradingRepository() {
  return {
    async competition(trx: Executor, merchantId: string, sport: string, name: string) {
      const made = await trx
        .insertInto('sbCompetitions')
        .values({ merchantId, sport, name })
        .onConflict((conflict) => conflict.columns(['merchantId', 'sport', 'name']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (made) return made.id;
      const found = await trx
        .selectFrom('sbCompetitions')
        .select('id')
        .where('merchantId', '=', merchantId)
        .where('sport', '=', sport)
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return found.id;
    },

    async insertEvent(
      trx: Executor,
      merchantId: string,
      competitionId: string,
      values: EventValues,
    ) {
      const row = await trx
        .insertInto('sbEvents')
        .values({
          merchantId,
          sport: values.sport,
          competitionId,
          home: values.home,
          away: values.away,
          startsAt: values.startsAt,
          status: values.status ?? 'scheduled',
          feedRef: values.feedRef ?? null,
          scoreHome: values.score?.home ?? null,
          scoreAway: values.score?.away ?? null,
          scoreDetail: values.score?.detail ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The event locked (FOR NO KEY UPDATE, as a bet takes it). */
    lockEvent(trx: Executor, merchantId: string, eventId: string) {
      return trx
        .selectFrom('sbEvents')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('id', '=', eventId)
        .forNoKeyUpdate()
        .executeTakeFirst();
    },

    eventByFeed(trx: Executor, merchantId: string, feedRef: string) {
      return trx
        .selectFrom('sbEvents')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('feedRef', '=', feedRef)
        .forNoKeyUpdate()
        .executeTakeFirst();
    },

    /** A new status and score; stopping (suspended, ended, cancelled) stamps the time. */
    async updateEvent(
      trx: Executor,
      eventId: string,
      values: {
        status?: SbEventStatus;
        score?: EventValues['score'];
        startsAt?: Date;
        home?: string;
        away?: string;
        feedSeq?: number;
        cancelReason?: string | null;
      },
      now: Date,
    ) {
      const isStopping =
        values.status !== undefined && !['scheduled', 'live'].includes(values.status);
      await trx
        .updateTable('sbEvents')
        .set({
          ...(values.status ? { status: values.status } : {}),
          ...(values.score !== undefined
            ? {
                scoreHome: values.score?.home ?? null,
                scoreAway: values.score?.away ?? null,
                scoreDetail: values.score?.detail ?? null,
              }
            : {}),
          ...(values.startsAt ? { startsAt: values.startsAt } : {}),
          ...(values.home ? { home: values.home } : {}),
          ...(values.away ? { away: values.away } : {}),
          ...(values.feedSeq !== undefined ? { feedSeq: values.feedSeq } : {}),
          ...(values.cancelReason !== undefined ? { cancelReason: values.cancelReason } : {}),
          ...(isStopping ? { stoppedAt: now } : {}),
          ...(values.status === 'ended' ? { endedAt: now } : {}),
          updatedAt: now,
        })
        .where('id', '=', eventId)
        .execute();
    },

    /** An event's markets, locked in id order. */
    lockMarkets(trx: Executor, eventId: string) {
      return trx
        .selectFrom('sbMarkets')
        .selectAll()
        .where('eventId', '=', eventId)
        .orderBy('id')
        .forNoKeyUpdate()
        .execute();
    },

    lockMarket(trx: Executor, merchantId: string, marketId: string) {
      return trx
        .selectFrom('sbMarkets')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('id', '=', marketId)
        .forNoKeyUpdate()
        .executeTakeFirst();
    },

    selections(trx: Executor, marketId: string) {
      return trx
        .selectFrom('sbSelections')
        .selectAll()
        .where('marketId', '=', marketId)
        .orderBy('sortOrder')
        .orderBy('id')
        .execute();
    },

    async insertMarket(
      trx: Executor,
      merchantId: string,
      eventId: string,
      values: MarketValues,
      sortOrder: number,
    ) {
      const market = await trx
        .insertInto('sbMarkets')
        .values({
          merchantId,
          eventId,
          kind: values.kind,
          line: values.line,
          period: values.period,
          status: values.status ?? 'open',
          feedRef: values.feedRef ?? null,
          sortOrder,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('sbSelections')
        .values(
          values.selections.map((selection, index) => ({
            marketId: market.id,
            key: selection.key,
            name: selection.name,
            oddsMilli: selection.odds,
            sortOrder: index,
          })),
        )
        .execute();
      return market.id;
    },

    /**
     * A market's new status, line or odds: its version rises; suspending it or moving its line
     * stamps the time, so a bet held for the in-play delay across it is refused.
     */
    async updateMarket(
      trx: Executor,
      marketId: string,
      values: {
        status?: 'open' | 'suspended' | 'settled' | 'void';
        line?: number | null;
        odds?: { selectionId: string; odds: number }[];
        isStopping?: boolean;
      },
      now: Date,
    ) {
      const odds = values.odds ?? [];
      if (odds.length > 0) {
        // In one statement: its rows are locked in the order the statement meets them, and a
        // bet takes the market (held here) before its selections.
        await sql`UPDATE sb_selections s SET odds_milli = x.odds
          FROM unnest(${odds.map((change) => change.selectionId)}::bigint[],
            ${odds.map((change) => change.odds)}::integer[]) AS x(id, odds)
          WHERE s.id = x.id AND s.market_id = ${marketId}`.execute(trx);
      }
      await trx
        .updateTable('sbMarkets')
        .set((eb) => ({
          version: eb('version', '+', 1),
          ...(values.status ? { status: values.status } : {}),
          ...(values.line !== undefined ? { line: values.line } : {}),
          ...(values.isStopping || values.status === 'suspended' || values.line !== undefined
            ? { stoppedAt: now }
            : {}),
        }))
        .where('id', '=', marketId)
        .execute();
    },

    /** Each selection's result; the market settled (or void) once more, audited. */
    async settle(
      trx: Executor,
      values: {
        merchantId: string;
        marketId: string;
        status: 'settled' | 'void';
        results: SelectionResult[];
        operatorId: string | null;
        source: 'console' | 'feed';
        reason: string | null;
      },
      now: Date,
    ): Promise<number> {
      for (const result of values.results) {
        await trx
          .updateTable('sbSelections')
          .set({ result: result.result, deadHeat: result.deadHeat })
          .where('id', '=', result.selectionId)
          .where('marketId', '=', values.marketId)
          .execute();
      }
      const market = await trx
        .updateTable('sbMarkets')
        .set((eb) => ({
          status: values.status,
          version: eb('version', '+', 1),
          settlements: eb('settlements', '+', 1),
          settledAt: now,
          stoppedAt: now,
        }))
        .where('id', '=', values.marketId)
        .returning('settlements')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('sbSettlements')
        .values({
          merchantId: values.merchantId,
          marketId: values.marketId,
          number: market.settlements,
          results: JSON.stringify(values.results),
          operatorId: values.operatorId,
          source: values.source,
          reason: values.reason,
          createdAt: now,
        })
        .execute();
      return market.settlements;
    },

    /** A settlement undone (the feed's rollback): the market suspended, its results cleared. */
    async rollback(trx: Executor, marketId: string, now: Date) {
      await trx
        .updateTable('sbSelections')
        .set({ result: null, deadHeat: null })
        .where('marketId', '=', marketId)
        .execute();
      await trx
        .updateTable('sbMarkets')
        .set((eb) => ({ status: 'suspended', version: eb('version', '+', 1), stoppedAt: now }))
        .where('id', '=', marketId)
        .execute();
    },

    /** Markets whose latest settlement's tickets are not all paid yet. */
    async unpaidMarkets(trx: Executor) {
      return trx
        .selectFrom('sbMarkets')
        .select(['id', 'merchantId'])
        .where((eb) => eb('paidThrough', '<', eb.ref('settlements')))
        .orderBy('id')
        .limit(100)
        .execute();
    },

    /** The number of a market's latest settlement. */
    async settlementsOf(trx: Executor, marketId: string): Promise<number> {
      const row = await trx
        .selectFrom('sbMarkets')
        .select('settlements')
        .where('id', '=', marketId)
        .executeTakeFirstOrThrow();
      return row.settlements;
    },

    /** What a market's settlement `number` moved, once every ticket was paid after it. */
    async recordPaid(
      trx: Executor,
      marketId: string,
      number: number,
      totals: { tickets: number; paidMinor: bigint; unrecoveredMinor: bigint },
    ) {
      await trx
        .updateTable('sbMarkets')
        .set((eb) => ({ paidThrough: eb.fn('greatest', [eb.ref('paidThrough'), eb.val(number)]) }))
        .where('id', '=', marketId)
        .execute();
      await trx
        .updateTable('sbSettlements')
        .set({
          tickets: totals.tickets,
          paidMinor: totals.paidMinor.toString(),
          unrecoveredMinor: totals.unrecoveredMinor.toString(),
        })
        .where('marketId', '=', marketId)
        .where('number', '=', number)
        .execute();
    },

    /** Markets of an event not yet settled or void (to void them when it is cancelled). */
    async openMarketIds(trx: Executor, eventId: string): Promise<string[]> {
      const rows = await trx
        .selectFrom('sbMarkets')
        .select('id')
        .where('eventId', '=', eventId)
        .where('status', 'in', ['open', 'suspended'])
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Stops an event's open markets (it ended or was suspended). */
    async suspendMarkets(trx: Executor, eventId: string, now: Date) {
      await trx
        .updateTable('sbMarkets')
        .set((eb) => ({ status: 'suspended', version: eb('version', '+', 1), stoppedAt: now }))
        .where('eventId', '=', eventId)
        .where('status', '=', 'open')
        .execute();
    },

    async nextSortOrder(trx: Executor, eventId: string): Promise<number> {
      const row = await trx
        .selectFrom('sbMarkets')
        .select(sql<number>`coalesce(max(sort_order) + 1, 0)`.as('next'))
        .where('eventId', '=', eventId)
        .executeTakeFirstOrThrow();
      return Number(row.next);
    },
  };
}

export type TradingRepository = ReturnType<typeof createTradingRepository>;
