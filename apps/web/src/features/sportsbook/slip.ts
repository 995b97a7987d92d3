import type {
  MarketKind,
  MarketStatus,
  MarketView,
  OddsPolicy,
  SportCode,
  SportEventStatus,
} from '@khela/contracts';
import { combinedOdds, potentialReturn } from '@khela/games';
import { wireToMinor } from '../tables/table-money';
import { toWireAmount } from '../wallet/amount';
import { oddsMove, type OddsMove } from './odds';

// The bet slip as data: the legs the player picked, a stake per single and one for the
// multiple. Every change returns a new slip (the store keeps the last one); nothing here
// talks to the server.

/** The most legs a slip holds (the contract's most legs of one bet). */
export const slipLegsMax = 20;

/** One pick on the slip, with what its line shows. */
export interface SlipLeg {
  selectionId: string;
  marketId: string;
  eventId: string;
  sport: SportCode;
  home: string;
  away: string;
  marketKind: MarketKind;
  line: number | null;
  period: number | null;
  selectionKey: string;
  selectionName: string | null;
  /** The price now, as the book last told (thousandths). */
  odds: number;
  /** The price the player took: sent with the bet, the policy judges changes against it. */
  takenOdds: number;
  marketStatus: MarketStatus;
  eventStatus: SportEventStatus;
  /** The event's in-play delay once its page told it (null: not known yet). */
  delaySeconds: number | null;
  /** The single's stake as typed ('' for none). */
  stake: string;
}

export interface Slip {
  legs: SlipLeg[];
  /** The multiple's stake as typed ('' for none). */
  multipleStake: string;
}

export const emptySlip: Slip = { legs: [], multipleStake: '' };

/** A pick before it is on the slip (its stake and taken price are set on adding). */
export type SlipPick = Omit<SlipLeg, 'takenOdds' | 'stake'>;

/** What a tap on an odds button did to the slip. */
export type ToggleOutcome = 'added' | 'removed' | 'replaced' | 'full';

/**
 * A tap on a price: takes a picked selection off the slip, puts it in place of the leg of the
 * same market (one pick per market; the line keeps its stake), or adds it — unless the slip is
 * full.
 */
export function toggleLeg(slip: Slip, pick: SlipPick): { slip: Slip; outcome: ToggleOutcome } {
  if (slip.legs.some((leg) => leg.selectionId === pick.selectionId)) {
    return { slip: removeLeg(slip, pick.selectionId), outcome: 'removed' };
  }
  const leg: SlipLeg = { ...pick, takenOdds: pick.odds, stake: '' };
  const sameMarket = slip.legs.findIndex((item) => item.marketId === pick.marketId);
  if (sameMarket >= 0) {
    const legs = slip.legs.slice();
    legs[sameMarket] = { ...leg, stake: slip.legs[sameMarket]?.stake ?? '' };
    return { slip: { ...slip, legs }, outcome: 'replaced' };
  }
  if (slip.legs.length >= slipLegsMax) return { slip, outcome: 'full' };
  return { slip: { ...slip, legs: [...slip.legs, leg] }, outcome: 'added' };
}

/** The slip without a leg; the multiple's stake goes with the last but one leg. */
export function removeLeg(slip: Slip, selectionId: string): Slip {
  const legs = slip.legs.filter((leg) => leg.selectionId !== selectionId);
  return { legs, multipleStake: legs.length >= 2 ? slip.multipleStake : '' };
}

/** The slip without the legs named (those a placed bet took). */
export function removeLegs(slip: Slip, selectionIds: ReadonlySet<string>): Slip {
  const legs = slip.legs.filter((leg) => !selectionIds.has(leg.selectionId));
  return { legs, multipleStake: legs.length >= 2 ? slip.multipleStake : '' };
}

export function setLegStake(slip: Slip, selectionId: string, stake: string): Slip {
  return {
    ...slip,
    legs: slip.legs.map((leg) => (leg.selectionId === selectionId ? { ...leg, stake } : leg)),
  };
}

export function setMultipleStake(slip: Slip, stake: string): Slip {
  return { ...slip, multipleStake: stake };
}

/** The player takes every price as it is now. */
export function acceptOdds(slip: Slip): Slip {
  if (slip.legs.every((leg) => leg.takenOdds === leg.odds)) return slip;
  return { ...slip, legs: slip.legs.map((leg) => ({ ...leg, takenOdds: leg.odds })) };
}

/** What the book says of an event now: its status, changed markets, and delay when known. */
export interface EventNews {
  eventId: string;
  status: SportEventStatus;
  markets: readonly MarketView[];
  delaySeconds?: number;
}

/**
 * The slip after news of an event: each of its legs takes its market's status and its
 * selection's price (a selection the market no longer has closes the leg). The same slip when
 * nothing changed.
 */
export function refreshLegs(slip: Slip, news: EventNews): Slip {
  let isChanged = false;
  const legs = slip.legs.map((leg) => {
    if (leg.eventId !== news.eventId) return leg;
    const market = news.markets.find((item) => item.id === leg.marketId);
    const selection = market?.selections.find((item) => item.id === leg.selectionId);
    const next: SlipLeg = {
      ...leg,
      eventStatus: news.status,
      delaySeconds: news.delaySeconds ?? leg.delaySeconds,
      ...(market && {
        marketStatus: selection ? market.status : 'void',
        odds: selection?.odds ?? leg.odds,
      }),
    };
    const isSame =
      next.eventStatus === leg.eventStatus &&
      next.delaySeconds === leg.delaySeconds &&
      next.marketStatus === leg.marketStatus &&
      next.odds === leg.odds;
    if (isSame) return leg;
    isChanged = true;
    return next;
  });
  return isChanged ? { ...slip, legs } : slip;
}

/** Whether a leg can be bet now: open, held (suspended for the moment), or closed for good. */
export type LegAvailability = 'open' | 'suspended' | 'closed';

export function legAvailability(leg: SlipLeg): LegAvailability {
  if (leg.eventStatus === 'ended' || leg.eventStatus === 'cancelled') return 'closed';
  if (leg.marketStatus === 'settled' || leg.marketStatus === 'void') return 'closed';
  if (leg.marketStatus === 'suspended' || leg.eventStatus === 'suspended') return 'suspended';
  return 'open';
}

/** How a leg's price moved since the player took it (shown on its line). */
export function legOddsMove(leg: SlipLeg): OddsMove {
  return oddsMove(leg.takenOdds, leg.odds);
}

/**
 * Whether the player's policy takes the leg's price change without asking: any change, only a
 * higher price, or none at all.
 */
export function isChangeAccepted(leg: SlipLeg, policy: OddsPolicy): boolean {
  if (policy === 'any') return true;
  if (policy === 'higher') return leg.odds >= leg.takenOdds;
  return leg.odds === leg.takenOdds;
}

/** Whether the multiple can be placed: two legs at least, of different events, within the most. */
export type MultipleState =
  | { kind: 'none' }
  | { kind: 'sameEvent' }
  | { kind: 'tooMany'; legsMax: number }
  | { kind: 'ok'; odds: number };

export function multipleState(slip: Slip, legsMax: number): MultipleState {
  if (slip.legs.length < 2) return { kind: 'none' };
  const events = new Set(slip.legs.map((leg) => leg.eventId));
  if (events.size < slip.legs.length) return { kind: 'sameEvent' };
  if (slip.legs.length > legsMax) return { kind: 'tooMany', legsMax };
  return { kind: 'ok', odds: combinedOdds(slip.legs.map((leg) => leg.odds)) };
}

/** A typed stake in minor units of the currency; null when it is no positive amount. */
export function stakeMinorOf(text: string, currency: string): bigint | null {
  if (text.trim() === '') return null;
  const wire = toWireAmount(text, currency);
  if (wire === null) return null;
  const stakeMinor = wireToMinor(wire, currency);
  return stakeMinor > 0n ? stakeMinor : null;
}

/** One bet the slip would place: a single, or the multiple of every leg. */
export interface SlipBet {
  /** The single's selection id, or 'multiple'. */
  lineKey: string;
  legs: SlipLeg[];
  stakeMinor: bigint;
  returnMinor: bigint;
}

/** The bets the slip would place now: each staked single, and the multiple when staked and allowed. */
export function slipBets(slip: Slip, currency: string, legsMax: number): SlipBet[] {
  const bets: SlipBet[] = [];
  for (const leg of slip.legs) {
    const stakeMinor = stakeMinorOf(leg.stake, currency);
    if (stakeMinor === null) continue;
    const returnMinor = potentialReturn(stakeMinor, [leg.odds]);
    bets.push({ lineKey: leg.selectionId, legs: [leg], stakeMinor, returnMinor });
  }
  const multipleStakeMinor = stakeMinorOf(slip.multipleStake, currency);
  if (multipleStakeMinor !== null && multipleState(slip, legsMax).kind === 'ok') {
    bets.push({
      lineKey: 'multiple',
      legs: slip.legs,
      stakeMinor: multipleStakeMinor,
      returnMinor: potentialReturn(
        multipleStakeMinor,
        slip.legs.map((leg) => leg.odds),
      ),
    });
  }
  return bets;
}

/** The slip's total stake and what it returns if every bet wins. */
export function slipTotals(bets: readonly SlipBet[]): { stakeMinor: bigint; returnMinor: bigint } {
  return bets.reduce(
    (total, bet) => ({
      stakeMinor: total.stakeMinor + bet.stakeMinor,
      returnMinor: total.returnMinor + bet.returnMinor,
    }),
    { stakeMinor: 0n, returnMinor: 0n },
  );
}
