import type { MarketKind, SportCode, TicketView } from '@khela/contracts';
import { cashOutValue } from '@khela/games';
import { wire } from '../../../lib/amounts';
import type { LegRow, TicketRow } from './betting.repository';

/** What the book's cash-out needs of its settings: whether it is offered, and its margin. */
export interface CashOutTerms {
  isCashOutOffered: boolean;
  cashOutMarginBp: number;
}

/** A market's result counts for a leg once the market is settled (void: every leg void). */
function legResultOf(leg: LegRow) {
  if (leg.marketStatus === 'void') return 'void' as const;
  return leg.marketStatus === 'settled' ? leg.result : null;
}

/**
 * What cashing a ticket out pays now, from its legs as they stand (an unsettled leg's market
 * not open: none), or null.
 */
export function cashOutOffer(
  ticket: Pick<TicketRow, 'status' | 'stakeMinor'>,
  legs: readonly LegRow[],
  terms: CashOutTerms | undefined,
): bigint | null {
  if (!terms?.isCashOutOffered || ticket.status !== 'open') return null;
  return cashOutValue(
    BigInt(ticket.stakeMinor),
    legs.map((leg) => ({
      placedOdds: leg.oddsMilli,
      currentOdds: leg.marketStatus === 'open' ? leg.currentOddsMilli : null,
      result: legResultOf(leg),
      deadHeat: leg.deadHeat,
    })),
    terms.cashOutMarginBp,
  );
}

/** A ticket as its player sees it. */
export function ticketViewOf(
  ticket: TicketRow,
  legs: readonly LegRow[],
  terms: CashOutTerms | undefined,
): TicketView {
  const { currency } = ticket;
  const offer = cashOutOffer(ticket, legs, terms);
  const isSettled = ticket.status !== 'open';
  return {
    id: ticket.id,
    kind: ticket.kind,
    stake: wire(ticket.stakeMinor, currency),
    odds: Number(ticket.oddsMilli),
    potentialReturn: wire(ticket.potentialMinor, currency),
    status: ticket.status,
    paid: isSettled ? wire(ticket.paidMinor, currency) : null,
    placedAt: ticket.placedAt.toISOString(),
    settledAt: ticket.settledAt?.toISOString() ?? null,
    legs: legs.map((leg) => ({
      eventId: leg.eventId,
      sport: leg.sport as SportCode,
      home: leg.home,
      away: leg.away,
      startsAt: leg.startsAt.toISOString(),
      marketKind: leg.marketKind as MarketKind,
      line: leg.line,
      period: leg.period,
      selectionKey: leg.selectionKey,
      selectionName: leg.selectionName,
      odds: leg.oddsMilli,
      result: legResultOf(leg),
      deadHeat: legResultOf(leg) === 'win' ? leg.deadHeat : null,
    })),
    cashOut: offer === null ? null : wire(offer, currency),
    isPlayMoney: false,
  };
}

/** Legs grouped by their ticket. */
export function legsByTicket<Leg extends { ticketId: string }>(
  legs: readonly Leg[],
): Map<string, Leg[]> {
  const grouped = new Map<string, Leg[]>();
  for (const leg of legs) {
    const list = grouped.get(leg.ticketId) ?? [];
    list.push(leg);
    grouped.set(leg.ticketId, list);
  }
  return grouped;
}
