import { ticketReturn } from '@khela/games';
import { sql } from 'kysely';
import type { Executor } from '../../../db/database';
import type { SbLegResult, SbTicketStatus } from '../../../db/schema';
import { legsByTicket } from '../betting/tickets';

/** Tickets settled per statement: each batch commits alone and a rerun finishes the rest. */
const batchSize = 5_000;

interface TicketLeg {
  ticketId: string;
  oddsMilli: number;
  marketStatus: string;
  result: SbLegResult | null;
  deadHeat: number | null;
}

/**
 * What a ticket returns now from its legs' markets: lost at its first lost leg; settled once
 * every leg is (a void market's leg counts as void); otherwise undefined (it waits).
 */
export function ticketOutcome(
  stakeMinor: bigint,
  legs: readonly TicketLeg[],
): { status: SbTicketStatus; returnMinor: bigint } | undefined {
  const outcomes = legs.map((leg) =>
    leg.marketStatus === 'void'
      ? { odds: leg.oddsMilli, result: 'void' as const, deadHeat: null }
      : leg.marketStatus === 'settled' && leg.result
        ? { odds: leg.oddsMilli, result: leg.result, deadHeat: leg.deadHeat }
        : undefined,
  );
  if (outcomes.some((outcome) => outcome?.result === 'lose')) {
    return { status: 'lost', returnMinor: 0n };
  }
  const settled = outcomes.filter((outcome) => outcome !== undefined);
  if (settled.length < legs.length) return undefined;
  const returnMinor = ticketReturn(stakeMinor, settled);
  const status = returnMinor > stakeMinor ? 'won' : returnMinor === stakeMinor ? 'void' : 'lost';
  return { status, returnMinor };
}

/**
 * Pays the tickets of a market that was settled, voided or resettled: each ticket's return
 * worked out from all its legs, and the difference from what it paid moved (sb_pay_tickets),
 * a batch at a time. Running it again moves nothing more.
 */
export function createTicketSettler(deps: {
  /** Told whose balances moved. */
  moved: (merchantId: string, memberIds: string[]) => void;
}) {
  async function batch(executor: Executor, marketId: string, after: string) {
    const tickets = await executor
      .selectFrom('sbTickets as t')
      .select(['t.id', 't.stakeMinor', 't.status'])
      .where('t.id', 'in', (eb) =>
        eb.selectFrom('sbLegs').select('ticketId').where('marketId', '=', marketId),
      )
      .where('t.status', '<>', 'cashedOut')
      .where('t.id', '>', after)
      .orderBy('t.id')
      .limit(batchSize)
      .execute();
    if (tickets.length === 0) return { tickets, legs: [] };
    const legs = await executor
      .selectFrom('sbLegs as l')
      .innerJoin('sbSelections as s', 's.id', 'l.selectionId')
      .innerJoin('sbMarkets as m', 'm.id', 'l.marketId')
      .select(['l.ticketId', 'l.oddsMilli', 'm.status as marketStatus', 's.result', 's.deadHeat'])
      // One array parameter, not thousands: a statement of 5,000 parameters takes longer to plan.
      .where('l.ticketId', '=', sql<string>`any(${tickets.map((ticket) => ticket.id)}::bigint[])`)
      .execute();
    return { tickets, legs };
  }

  return {
    /**
     * Pays a market's tickets on the connection given (which holds the market's payer lock);
     * answers what moved.
     */
    async settleMarket(executor: Executor, merchantId: string, marketId: string, at: Date) {
      const totals = { tickets: 0, paidMinor: 0n, unrecoveredMinor: 0n };
      let after = '0';
      for (;;) {
        const { tickets, legs } = await batch(executor, marketId, after);
        const last = tickets.at(-1);
        if (!last) break;
        after = last.id;
        const byTicket = legsByTicket(legs);
        const settled = tickets.flatMap((ticket) => {
          const outcome = ticketOutcome(BigInt(ticket.stakeMinor), byTicket.get(ticket.id) ?? []);
          return outcome ? [{ id: ticket.id, ...outcome }] : [];
        });
        if (settled.length === 0) continue;
        const { rows } = await sql<{
          tickets: number;
          paid: string;
          unrecovered: string;
          movedIds: string[];
        }>`SELECT tickets, paid, unrecovered, moved_ids AS "movedIds" FROM sb_pay_tickets(
            ${merchantId}, ${settled.map((ticket) => ticket.id)}::bigint[],
            ${settled.map((ticket) => ticket.returnMinor.toString())}::bigint[],
            ${settled.map((ticket) => ticket.status)}::text[], ${at})`.execute(executor);
        const row = rows[0];
        if (!row) throw new Error('sb_pay_tickets answered nothing');
        totals.tickets += row.tickets;
        totals.paidMinor += BigInt(row.paid);
        totals.unrecoveredMinor += BigInt(row.unrecovered);
        if (row.movedIds.length > 0) deps.moved(merchantId, row.movedIds);
      }
      return totals;
    },
  };
}

export type TicketSettler = ReturnType<typeof createTicketSettler>;
