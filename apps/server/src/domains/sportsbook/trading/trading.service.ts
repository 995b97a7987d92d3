import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { SbEventStatus } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { canMoveEvent, checkMarket, checkResults } from './market-rules';
import type { TicketSettler } from './ticket-settler';
import type {
  EventValues,
  MarketValues,
  SelectionResult,
  TradingRepository,
} from './trading.repository';

/** Who settles: an operator on the console, or the feed. */
export interface SettlementAudit {
  operatorId: string | null;
  source: 'console' | 'feed';
  reason: string | null;
}

/** What a change left to do once committed: events to tell of, markets whose tickets to pay. */
export interface TradingEffects {
  events: Set<string>;
  markets: Set<string>;
}

export function noEffects(): TradingEffects {
  return { events: new Set(), markets: new Set() };
}

/**
 * The book's changes, shared by the trading console and the feed: each runs in the caller's
 * transaction (with the caller's audit) and notes its effects; `finish` pays the markets'
 * tickets and tells every server of the events once the transaction has committed.
 */
export function createTrading(deps: {
  db: Db;
  repository: TradingRepository;
  settler: TicketSettler;
  clock: Clock;
  changed: (eventIds: string[]) => void;
}) {
  const { repository, clock } = deps;

  /**
   * Pays the tickets of a market's latest settlement and records it paid — one payer per market
   * at a time (a lock held on one connection while it pays): the console's settlement waits for
   * the settlement job, and the job passes over a market being paid (`isWaiting` false).
   */
  async function pay(merchantId: string, marketId: string, isWaiting = true) {
    return deps.db.connection().execute(async (connection) => {
      const key = sql`hashtext('sb_pay'), (${marketId}::bigint % 2147483647)::integer`;
      if (isWaiting) {
        await sql`SELECT pg_advisory_lock(${key})`.execute(connection);
      } else {
        const { rows } = await sql<{
          got: boolean;
        }>`SELECT pg_try_advisory_lock(${key}) AS got`.execute(connection);
        if (!rows[0]?.got) return { tickets: 0, paidMinor: 0n, unrecoveredMinor: 0n };
      }
      try {
        const number = await repository.settlementsOf(connection, marketId);
        const paid = await deps.settler.settleMarket(connection, merchantId, marketId, clock.now());
        await repository.recordPaid(connection, marketId, number, paid);
        return paid;
      } finally {
        await sql`SELECT pg_advisory_unlock(${key})`.execute(connection);
      }
    });
  }

  async function voidMarket(
    trx: Executor,
    merchantId: string,
    marketId: string,
    audit: SettlementAudit,
    effects: TradingEffects,
  ) {
    const market = await repository.lockMarket(trx, merchantId, marketId);
    if (!market) throw new AppError('sportsbook_market_not_found');
    if (market.status === 'void') return;
    const selections = await repository.selections(trx, marketId);
    const results = selections.map((selection) => ({
      selectionId: selection.id,
      result: 'void' as const,
      deadHeat: null,
    }));
    await repository.settle(
      trx,
      { merchantId, marketId, status: 'void', results, ...audit },
      clock.now(),
    );
    effects.events.add(market.eventId);
    effects.markets.add(marketId);
  }

  return {
    voidMarket,

    async createEvent(
      trx: Executor,
      merchantId: string,
      values: EventValues,
      effects: TradingEffects,
    ) {
      const competitionId = await repository.competition(
        trx,
        merchantId,
        values.sport,
        values.competition,
      );
      const id = await repository.insertEvent(trx, merchantId, competitionId, values);
      effects.events.add(id);
      return id;
    },

    async addMarket(
      trx: Executor,
      merchantId: string,
      eventId: string,
      values: MarketValues,
      effects: TradingEffects,
    ) {
      checkMarket(values);
      const event = await repository.lockEvent(trx, merchantId, eventId);
      if (!event) throw new AppError('sportsbook_event_not_found');
      if (event.status === 'ended' || event.status === 'cancelled') {
        throw new AppError('sportsbook_step_refused');
      }
      const order = await repository.nextSortOrder(trx, eventId);
      const id = await repository.insertMarket(trx, merchantId, eventId, values, order);
      effects.events.add(eventId);
      return id;
    },

    /**
     * An event's new status and score. Ending or suspending it stops its open markets;
     * cancelling it voids every market not yet settled.
     */
    async changeEvent(
      trx: Executor,
      merchantId: string,
      eventId: string,
      change: {
        status?: SbEventStatus;
        score?: EventValues['score'];
        reason?: string | null;
        feedSeq?: number;
      },
      audit: SettlementAudit,
      effects: TradingEffects,
    ) {
      const event = await repository.lockEvent(trx, merchantId, eventId);
      if (!event) throw new AppError('sportsbook_event_not_found');
      if (change.status && !canMoveEvent(event.status, change.status)) {
        throw new AppError('sportsbook_step_refused');
      }
      const now = clock.now();
      await repository.updateEvent(
        trx,
        eventId,
        {
          status: change.status,
          score: change.score,
          feedSeq: change.feedSeq,
          ...(change.status === 'cancelled' ? { cancelReason: change.reason ?? null } : {}),
        },
        now,
      );
      if (change.status === 'ended') await repository.suspendMarkets(trx, eventId, now);
      if (change.status === 'cancelled') {
        for (const marketId of await repository.openMarketIds(trx, eventId)) {
          await voidMarket(trx, merchantId, marketId, audit, effects);
        }
      }
      effects.events.add(eventId);
    },

    /** A market's odds, line or status (settled and void markets take none of them). */
    async changeMarket(
      trx: Executor,
      merchantId: string,
      marketId: string,
      change: {
        status?: 'open' | 'suspended';
        line?: number | null;
        odds?: { selectionId: string; odds: number }[];
      },
      effects: TradingEffects,
    ) {
      const market = await repository.lockMarket(trx, merchantId, marketId);
      if (!market) throw new AppError('sportsbook_market_not_found');
      if (market.status === 'settled' || market.status === 'void') {
        throw new AppError('sportsbook_step_refused');
      }
      if (change.line !== undefined) {
        checkMarket({
          kind: market.kind,
          line: change.line,
          period: market.period,
          selections: [],
        });
      }
      const selections = await repository.selections(trx, marketId);
      const ids = new Set(selections.map((selection) => selection.id));
      if (change.odds?.some((odds) => !ids.has(odds.selectionId))) {
        throw new AppError('sportsbook_market_invalid', { params: { reason: 'selection' } });
      }
      await repository.updateMarket(trx, marketId, change, clock.now());
      effects.events.add(market.eventId);
    },

    /** A market's results (again: a resettlement, whose tickets move by the difference). */
    async settle(
      trx: Executor,
      merchantId: string,
      marketId: string,
      results: SelectionResult[],
      audit: SettlementAudit,
      effects: TradingEffects,
    ) {
      const market = await repository.lockMarket(trx, merchantId, marketId);
      if (!market) throw new AppError('sportsbook_market_not_found');
      if (market.status === 'void') throw new AppError('sportsbook_step_refused');
      const selections = await repository.selections(trx, marketId);
      checkResults(
        market,
        selections.map((selection) => selection.id),
        results,
      );
      const isSame =
        market.status === 'settled' &&
        results.every((result) => {
          const own = selections.find((selection) => selection.id === result.selectionId);
          return own?.result === result.result && own.deadHeat === result.deadHeat;
        });
      // The same results again (a feed's snapshot repeats them) settle nothing anew.
      if (isSame) return;
      await repository.settle(
        trx,
        { merchantId, marketId, status: 'settled', results, ...audit },
        clock.now(),
      );
      effects.events.add(market.eventId);
      effects.markets.add(marketId);
    },

    /** A settlement undone: the market waits for its next result; no money moves yet. */
    async rollback(trx: Executor, merchantId: string, marketId: string, effects: TradingEffects) {
      const market = await repository.lockMarket(trx, merchantId, marketId);
      if (!market) throw new AppError('sportsbook_market_not_found');
      if (market.status !== 'settled') throw new AppError('sportsbook_step_refused');
      await repository.rollback(trx, marketId, clock.now());
      effects.events.add(market.eventId);
    },

    /** The settlement job: markets whose tickets a crash left unpaid, paid now. */
    async payUnpaid() {
      const markets = await repository.unpaidMarkets(deps.db);
      for (const market of markets) await pay(market.merchantId, market.id, false);
      return markets.length;
    },

    /** After the commit: every touched market's tickets paid, every touched event told. */
    async finish(merchantId: string, effects: TradingEffects) {
      const totals = { tickets: 0, paidMinor: 0n, unrecoveredMinor: 0n };
      for (const marketId of effects.markets) {
        const paid = await pay(merchantId, marketId);
        totals.tickets += paid.tickets;
        totals.paidMinor += paid.paidMinor;
        totals.unrecoveredMinor += paid.unrecoveredMinor;
      }
      if (effects.events.size > 0) deps.changed([...effects.events]);
      return totals;
    },
  };
}

export type Trading = ReturnType<typeof createTrading>;
