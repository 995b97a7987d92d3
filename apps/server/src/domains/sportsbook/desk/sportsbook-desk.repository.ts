import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { SbEventStatus, SbTicketStatus } from '../../../db/schema';

const pageSize = 30;

/** What the book holds on one selection: its bets, their stakes and what it pays if it wins. */
export interface SelectionBook {
  selectionId: string;
  bets: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
}

/** SQL of the trading console: events with their takings, liability, the ticker, GGR. */
export function createSportsbookDeskRepository(db: Db) {
  return {
    pageSize,

    async events(
      merchantId: string,
      filter: { sports?: string[]; status?: SbEventStatus; search?: string; page: number },
    ) {
      let query = db
        .selectFrom('sbEvents as e')
        .innerJoin('sbCompetitions as c', 'c.id', 'e.competitionId')
        .where('e.merchantId', '=', merchantId);
      if (filter.sports) query = query.where('e.sport', 'in', filter.sports);
      if (filter.status) query = query.where('e.status', '=', filter.status);
      if (filter.search) {
        const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb('e.home', 'ilike', like),
            eb('e.away', 'ilike', like),
            eb('c.name', 'ilike', like),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        query
          .select(['e.id'])
          .orderBy(sql`e.status IN ('live', 'suspended')`, 'desc')
          .orderBy('e.startsAt')
          .orderBy('e.id')
          .limit(pageSize)
          .offset((filter.page - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { ids: rows.map((row) => row.id), total: Number(count.n) };
    },

    /** Bets and stakes of events (singles and legs of multiples alike). */
    async eventTakings(eventIds: readonly string[]) {
      if (eventIds.length === 0) return [];
      return db
        .selectFrom('sbLegs as l')
        .innerJoin('sbTickets as t', 't.id', 'l.ticketId')
        .select([
          'l.eventId',
          (eb) => eb.fn.countAll<string>().as('bets'),
          (eb) => eb.fn.sum<string>('t.stakeMinor').as('stake'),
        ])
        .where('l.eventId', 'in', eventIds)
        .groupBy('l.eventId')
        .execute();
    },

    /**
     * Each selection's book: its bets still open (or paid), their stakes, and what they pay if
     * it wins — each its potential return (a multiple's as if its other legs win too: the
     * book's worst case).
     */
    async selectionBooks(marketIds: readonly string[]): Promise<SelectionBook[]> {
      if (marketIds.length === 0) return [];
      const { rows } = await sql<{
        selectionId: string;
        bets: string;
        stake: string;
        payout: string;
      }>`SELECT l.selection_id AS "selectionId", count(*) AS bets,
          sum(t.stake_minor) AS stake, sum(t.potential_minor) AS payout
        FROM sb_legs l JOIN sb_tickets t ON t.id = l.ticket_id
        WHERE l.market_id = ANY (${marketIds}::bigint[]) AND t.status IN ('open', 'won')
        GROUP BY l.selection_id`.execute(db);
      return rows.map((row) => ({
        selectionId: row.selectionId,
        bets: Number(row.bets),
        stakeMinor: BigInt(row.stake),
        payoutMinor: BigInt(row.payout),
      }));
    },

    /** The ticker: tickets newest first, by event, member or status. */
    async tickets(
      merchantId: string,
      filter: { eventId?: string; username?: string; status?: SbTicketStatus; page: number },
    ) {
      let query = db
        .selectFrom('sbTickets as t')
        .innerJoin('members as m', 'm.id', 't.memberId')
        .where('t.merchantId', '=', merchantId);
      if (filter.eventId) {
        const { eventId } = filter;
        query = query.where('t.id', 'in', (eb) =>
          eb.selectFrom('sbLegs').select('ticketId').where('eventId', '=', eventId),
        );
      }
      if (filter.username) query = query.where('m.username', '=', filter.username);
      if (filter.status) query = query.where('t.status', '=', filter.status);
      const [list, count] = await Promise.all([
        query
          .select([
            't.id',
            'm.username',
            't.kind',
            't.currency',
            't.stakeMinor',
            't.oddsMilli',
            't.potentialMinor',
            't.status',
            't.paidMinor',
            't.unrecoveredMinor',
            't.placedAt',
          ])
          .orderBy('t.id', 'desc')
          .limit(pageSize)
          .offset((filter.page - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(count.n) };
    },

    /** The legs of tickets for the ticker, with their events and selections. */
    ticketLegs(ticketIds: readonly string[]) {
      if (ticketIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('sbLegs as l')
        .innerJoin('sbEvents as e', 'e.id', 'l.eventId')
        .innerJoin('sbMarkets as k', 'k.id', 'l.marketId')
        .innerJoin('sbSelections as s', 's.id', 'l.selectionId')
        .select([
          'l.ticketId',
          'l.eventId',
          'e.home',
          'e.away',
          'k.kind',
          'k.line',
          'k.status as marketStatus',
          's.key',
          's.name',
          'l.oddsMilli',
          's.result',
        ])
        .where('l.ticketId', 'in', ticketIds)
        .orderBy('l.ticketId')
        .orderBy('l.leg')
        .execute();
    },

    /**
     * Gross gaming revenue of tickets settled within [from, to): stakes less what they paid, by
     * the sport and competition of their first leg.
     */
    async ggr(merchantId: string, from: Date, to: Date) {
      const { rows } = await sql<{
        sport: string;
        competition: string;
        bets: string;
        stake: string;
        paid: string;
      }>`SELECT e.sport, c.name AS competition, count(*) AS bets, sum(t.stake_minor) AS stake,
          sum(t.paid_minor) AS paid
        FROM sb_tickets t
        JOIN sb_legs l ON l.ticket_id = t.id AND l.leg = 1
        JOIN sb_events e ON e.id = l.event_id
        JOIN sb_competitions c ON c.id = e.competition_id
        WHERE t.merchant_id = ${merchantId} AND t.status <> 'open'
          AND t.settled_at >= ${from} AND t.settled_at < ${to}
        GROUP BY e.sport, c.name
        ORDER BY e.sport, c.name`.execute(db);
      return rows;
    },

    settings(executor: Executor, merchantId: string) {
      return executor
        .selectFrom('sbSettings')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .executeTakeFirst();
    },

    async memberId(merchantId: string, username: string) {
      const row = await db
        .selectFrom('members')
        .select('id')
        .where('merchantId', '=', merchantId)
        .where('username', '=', username)
        .executeTakeFirst();
      return row?.id;
    },
  };
}

export type SportsbookDeskRepository = ReturnType<typeof createSportsbookDeskRepository>;
