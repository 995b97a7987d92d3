import type { Db, Executor } from '../../../db/database';
import type { SbEventStatus, SbLegResult, SbMarketStatus } from '../../../db/schema';

/** An event as the lists read it: with its competition's name. */
export interface EventRow {
  id: string;
  merchantId: string;
  sport: string;
  competitionId: string;
  competition: string;
  home: string;
  away: string;
  startsAt: Date;
  status: SbEventStatus;
  scoreHome: number | null;
  scoreAway: number | null;
  scoreDetail: string | null;
  feedRef: string | null;
  /** Its markets still to bet on (a count, as the driver reads it). */
  marketCount: number | string | null;
}

export interface SelectionRow {
  id: string;
  marketId: string;
  key: string;
  name: string | null;
  oddsMilli: number;
  result: SbLegResult | null;
  deadHeat: number | null;
}

export interface MarketRow {
  id: string;
  eventId: string;
  kind: string;
  line: number | null;
  period: number | null;
  status: SbMarketStatus;
  version: number;
  feedRef: string | null;
  settlements: number;
  selections: SelectionRow[];
}

/** The kinds that make an event's main market, in the order they are preferred. */
export const mainMarketKinds = ['matchWinner3', 'matchWinner2', 'mapWinner'];

function eventsQuery(executor: Executor) {
  return executor
    .selectFrom('sbEvents as e')
    .innerJoin('sbCompetitions as c', 'c.id', 'e.competitionId')
    .select([
      'e.id',
      'e.merchantId',
      'e.sport',
      'e.competitionId',
      'c.name as competition',
      'e.home',
      'e.away',
      'e.startsAt',
      'e.status',
      'e.scoreHome',
      'e.scoreAway',
      'e.scoreDetail',
      'e.feedRef',
    ])
    .select((eb) =>
      eb
        .selectFrom('sbMarkets as m')
        .whereRef('m.eventId', '=', 'e.id')
        .where('m.status', 'in', ['open', 'suspended'])
        .select(eb.fn.countAll<number>().as('n'))
        .as('marketCount'),
    );
}

/** SQL of the book's reads: events with their markets and selections. */
export function createBookRepository(db: Db) {
  /** Markets of events (all of them, or those of the kinds named) with their selections. */
  async function marketsOf(
    eventIds: readonly string[],
    options: { kinds?: string[]; isOpenOnly?: boolean } = {},
  ): Promise<MarketRow[]> {
    if (eventIds.length === 0) return [];
    let query = db
      .selectFrom('sbMarkets as m')
      .select([
        'm.id',
        'm.eventId',
        'm.kind',
        'm.line',
        'm.period',
        'm.status',
        'm.version',
        'm.feedRef',
        'm.settlements',
      ])
      .where('m.eventId', 'in', eventIds)
      .orderBy('m.eventId')
      .orderBy('m.sortOrder')
      .orderBy('m.id');
    if (options.kinds) query = query.where('m.kind', 'in', options.kinds);
    if (options.isOpenOnly) query = query.where('m.status', 'in', ['open', 'suspended']);
    const markets = await query.execute();
    if (markets.length === 0) return [];
    const selections = await db
      .selectFrom('sbSelections')
      .select(['id', 'marketId', 'key', 'name', 'oddsMilli', 'result', 'deadHeat'])
      .where(
        'marketId',
        'in',
        markets.map((market) => market.id),
      )
      .orderBy('marketId')
      .orderBy('sortOrder')
      .orderBy('id')
      .execute();
    const byMarket = new Map<string, SelectionRow[]>();
    for (const selection of selections) {
      const list = byMarket.get(selection.marketId) ?? [];
      list.push(selection);
      byMarket.set(selection.marketId, list);
    }
    return markets.map((market) => ({ ...market, selections: byMarket.get(market.id) ?? [] }));
  }

  return {
    marketsOf,

    /** A merchant's events of these sports still to bet on (scheduled, live or suspended). */
    async openEvents(merchantId: string, sports: readonly string[]): Promise<EventRow[]> {
      return eventsQuery(db)
        .where('e.merchantId', '=', merchantId)
        .where('e.sport', 'in', sports)
        .where('e.status', 'in', ['scheduled', 'live', 'suspended'])
        .orderBy('e.startsAt')
        .orderBy('e.id')
        .limit(5_000)
        .execute();
    },

    /** Events of these sports that ended or were cancelled within [from, to). */
    async finishedEvents(
      merchantId: string,
      sports: readonly string[],
      from: Date,
      to: Date,
    ): Promise<EventRow[]> {
      return eventsQuery(db)
        .where('e.merchantId', '=', merchantId)
        .where('e.sport', 'in', sports)
        .where('e.status', 'in', ['ended', 'cancelled'])
        .where('e.startsAt', '>=', from)
        .where('e.startsAt', '<', to)
        .orderBy('e.startsAt', 'desc')
        .limit(500)
        .execute();
    },

    async event(merchantId: string, eventId: string): Promise<EventRow | undefined> {
      return eventsQuery(db)
        .where('e.merchantId', '=', merchantId)
        .where('e.id', '=', eventId)
        .executeTakeFirst();
    },

    /** The events whose state a change names, with the markets that changed. */
    async eventsById(eventIds: readonly string[]): Promise<EventRow[]> {
      if (eventIds.length === 0) return [];
      return eventsQuery(db).where('e.id', 'in', eventIds).execute();
    },

    /** The merchant's book settings (the slip's rules). */
    settings(merchantId: string) {
      return db
        .selectFrom('sbSettings')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .executeTakeFirst();
    },
  };
}

export type BookRepository = ReturnType<typeof createBookRepository>;
