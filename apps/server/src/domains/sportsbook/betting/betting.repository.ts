import { poolOf, type Db } from '../../../db/database';
import { raisedRefusal } from '../../../db/refusals';
import type { SbLegResult, SbMarketStatus, SbTicketStatus } from '../../../db/schema';
import type { VendorCallsInSql } from '../../games';
import type { CashOutTerms } from './tickets';

/** SQLSTATE of the sportsbook's own refusals; the message is the error code. */
const sportsbookRefusalSqlState = 'KH011';

/** What a statement of the book refused: the error code and the limit it passed. */
export interface BookRefusal {
  kind: 'refused';
  code: string;
  detail: string | undefined;
  movedMemberIds: null;
}

/** A bet the statement took (with the ticket as it stands), or a repeat of one taken before. */
export type PlacedTicket =
  | {
      kind: 'placed';
      ticketId: string;
      balanceMinor: string | null;
      movedMemberIds: string[] | null;
      ticket: Pick<TicketRow, 'kind' | 'book' | 'oddsMilli' | 'potentialMinor' | 'placedAt'>;
      legs: LegRow[];
      terms: CashOutTerms;
    }
  | { kind: 'repeat'; ticketId: string; balanceMinor: string | null; movedMemberIds: null }
  /** A bet in play, checked and held for the book's delay: nothing taken yet. */
  | { kind: 'wait'; waitS: number; movedMemberIds: null };

interface PlaceRow {
  outcome: 'placed' | 'repeat' | 'wait';
  ticketId: string;
  balanceMinor: string | null;
  movedMemberIds: string[] | null;
  placedAt: Date;
  waitS: number;
  ticketKind: TicketRow['kind'];
  book: TicketRow['book'];
  oddsMilli: string;
  potentialMinor: string;
  legs: (Omit<LegRow, 'ticketId' | 'startsAt'> & { startsAt: string })[] | null;
  isCashOutOffered: boolean;
  cashOutMarginBp: number;
}

/** The statement's answer as the service takes it. */
function placedTicketOf(row: PlaceRow): PlacedTicket {
  if (row.outcome === 'wait') return { kind: 'wait', waitS: row.waitS, movedMemberIds: null };
  const { ticketId, balanceMinor } = row;
  if (row.outcome === 'repeat') {
    return { kind: 'repeat', ticketId, balanceMinor, movedMemberIds: null };
  }
  return {
    kind: 'placed',
    ticketId,
    balanceMinor,
    movedMemberIds: row.movedMemberIds,
    ticket: {
      kind: row.ticketKind,
      book: row.book,
      oddsMilli: row.oddsMilli,
      potentialMinor: row.potentialMinor,
      placedAt: row.placedAt,
    },
    legs: (row.legs ?? []).map((leg) => ({ ...leg, ticketId, startsAt: new Date(leg.startsAt) })),
    terms: { isCashOutOffered: row.isCashOutOffered, cashOutMarginBp: row.cashOutMarginBp },
  };
}

export interface TicketRow {
  id: string;
  memberId: string;
  kind: 'single' | 'multiple';
  book: 'sports' | 'esports';
  currency: string;
  stakeMinor: string;
  oddsMilli: string;
  potentialMinor: string;
  status: SbTicketStatus;
  paidMinor: string;
  unrecoveredMinor: string;
  placedAt: Date;
  settledAt: Date | null;
}

export interface LegRow {
  ticketId: string;
  leg: number;
  eventId: string;
  sport: string;
  home: string;
  away: string;
  startsAt: Date;
  marketId: string;
  marketKind: string;
  line: number | null;
  period: number | null;
  marketStatus: SbMarketStatus;
  marketVersion: number;
  selectionKey: string;
  selectionName: string | null;
  oddsMilli: number;
  currentOddsMilli: number;
  result: SbLegResult | null;
  deadHeat: number | null;
}

/** Runs a statement of the book's, answering its own refusal (KH011) as such. */
async function refusable<T>(run: () => Promise<T>): Promise<T | BookRefusal> {
  try {
    return await run();
  } catch (error) {
    const refusal = raisedRefusal(error, sportsbookRefusalSqlState);
    if (!refusal) throw error;
    return { kind: 'refused', code: refusal.message, detail: refusal.detail, movedMemberIds: null };
  }
}

const ticketColumns = [
  't.id',
  't.memberId',
  't.kind',
  't.book',
  't.currency',
  't.stakeMinor',
  't.oddsMilli',
  't.potentialMinor',
  't.status',
  't.paidMinor',
  't.unrecoveredMinor',
  't.placedAt',
  't.settledAt',
] as const;

/** SQL of bets: placing, reading and cashing out tickets. */
export function createBettingRepository(db: Db) {
  function pool() {
    const found = poolOf(db);
    if (!found) throw new Error('the database was not opened by createDatabase');
    return found;
  }

  return {
    /**
     * A ticket with its stake (sb_place_bet), a bet in play held for the delay (`hasWaited`
     * false), or the book's refusal.
     */
    async place(
      values: {
        requestId: string;
        selectionIds: string[];
        seenOdds: number[];
        policy: string;
        since: Date;
        hasWaited: boolean;
      },
      calls: VendorCallsInSql,
    ): Promise<PlacedTicket | BookRefusal> {
      const [stake] = calls.rowsFrom(7);
      return refusable(async () => {
        const { rows } = await pool().query<PlaceRow>({
          name: 'sb_place_bet_v2',
          text: `SELECT outcome, ticket_id AS "ticketId", balance_after AS "balanceMinor",
              moved_ids AS "movedMemberIds", placed_at AS "placedAt", wait_s AS "waitS",
              kind AS "ticketKind", book, odds_milli AS "oddsMilli",
              potential_minor AS "potentialMinor", legs, is_cash_out_offered AS "isCashOutOffered",
              cash_out_margin_bp AS "cashOutMarginBp"
            FROM sb_place_bet(${stake}, $1, $2, $3, $4, $5, $6)`,
          values: [
            values.requestId,
            values.selectionIds,
            values.seenOdds,
            values.policy,
            values.since,
            values.hasWaited,
            ...calls.parameters,
          ],
        });
        const row = rows[0];
        if (!row) throw new Error('sb_place_bet answered nothing');
        return placedTicketOf(row);
      });
    },

    /** Cashes a ticket out at an offer (sb_cash_out), or the book's refusal. */
    async cashOut(
      values: { ticketId: string; versions: number[]; offerMinor: bigint },
      calls: VendorCallsInSql,
    ) {
      const [win] = calls.rowsFrom(4);
      return refusable(async () => {
        const { rows } = await pool().query<{
          outcome: 'cashed' | 'repeat';
          balanceMinor: string | null;
          movedMemberIds: string[] | null;
        }>({
          name: 'sb_cash_out_v1',
          text: `SELECT outcome, balance_after AS "balanceMinor", moved_ids AS "movedMemberIds"
            FROM sb_cash_out(${win}, $1, $2, $3)`,
          values: [
            values.ticketId,
            values.versions,
            values.offerMinor.toString(),
            ...calls.parameters,
          ],
        });
        const row = rows[0];
        if (!row) throw new Error('sb_cash_out answered nothing');
        return { ...row, kind: row.outcome };
      });
    },

    async ticket(merchantId: string, ticketId: string): Promise<TicketRow | undefined> {
      return db
        .selectFrom('sbTickets as t')
        .select(ticketColumns)
        .where('t.merchantId', '=', merchantId)
        .where('t.id', '=', ticketId)
        .executeTakeFirst();
    },

    /** A member's open or settled tickets, newest first, a page at a time. */
    async tickets(memberId: string, state: 'open' | 'settled', page: number, pageSize: number) {
      const base = db
        .selectFrom('sbTickets as t')
        .where('t.memberId', '=', memberId)
        .where('t.status', state === 'open' ? '=' : '<>', 'open');
      const [list, count] = await Promise.all([
        base
          .select(ticketColumns)
          .orderBy('t.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(count.n) };
    },

    /** The legs of tickets with their events, markets and selections as they stand. */
    async legs(ticketIds: readonly string[]): Promise<LegRow[]> {
      if (ticketIds.length === 0) return [];
      return legsQueryOf(db)
        .where('l.ticketId', 'in', ticketIds)
        .orderBy('l.ticketId')
        .orderBy('l.leg')
        .execute();
    },
  };
}

export type BettingRepository = ReturnType<typeof createBettingRepository>;

/** Legs with their events, markets and selections as they stand. */
function legsQueryOf(db: Db) {
  return db
    .selectFrom('sbLegs as l')
    .innerJoin('sbSelections as s', 's.id', 'l.selectionId')
    .innerJoin('sbMarkets as m', 'm.id', 'l.marketId')
    .innerJoin('sbEvents as e', 'e.id', 'l.eventId')
    .select([
      'l.ticketId',
      'l.leg',
      'e.id as eventId',
      'e.sport',
      'e.home',
      'e.away',
      'e.startsAt',
      'm.id as marketId',
      'm.kind as marketKind',
      'm.line',
      'm.period',
      'm.status as marketStatus',
      'm.version as marketVersion',
      's.key as selectionKey',
      's.name as selectionName',
      'l.oddsMilli',
      's.oddsMilli as currentOddsMilli',
      's.result',
      's.deadHeat',
    ]);
}
