import {
  applyFactor,
  assertOdds,
  assertStake,
  fraction,
  one,
  productOf,
  times,
  type StakeFactor,
} from './fraction';
import type { LegResult } from './markets';

/**
 * What bets return: a leg's factor, a settled ticket's return, a slip's combined odds and
 * potential return, and an open ticket's cash-out offer. A single is a ticket of one leg.
 */

/** A leg as it settled: its odds (thousandths), result and dead heat (tied places, or null). */
export interface SettledLeg {
  readonly odds: number;
  readonly result: LegResult;
  readonly deadHeat: number | null;
}

/** A leg of an open ticket: current odds null while its market is suspended; result null unsettled. */
export interface OpenLeg {
  readonly placedOdds: number;
  readonly currentOdds: number | null;
  readonly result: LegResult | null;
  readonly deadHeat: number | null;
}

/** The margin a cash-out offer keeps is below 100 %. */
export const cashOutMarginBpMax = 9_999;

function deadHeatWays(deadHeat: number | null): bigint {
  if (deadHeat === null) return 1n;
  // 1 is a dead heat of nobody but the winner: the same as none.
  if (!Number.isSafeInteger(deadHeat) || deadHeat < 1) {
    throw new Error('a dead heat is a whole number of tied places');
  }
  return BigInt(deadHeat);
}

/**
 * What one leg multiplies a stake by, exactly: win d (d/n in a dead heat of n), lose 0,
 * void 1, half-win (1 + d)/2, half-lose 1/2. The dead heat applies to a win only.
 */
export function legFactor(odds: number, result: LegResult, deadHeat: number | null): StakeFactor {
  assertOdds(odds);
  const oddsThousandths = BigInt(odds);
  switch (result) {
    case 'win':
      return fraction(oddsThousandths, 1000n * deadHeatWays(deadHeat));
    case 'lose':
      return fraction(0n, 1n);
    case 'void':
      return one;
    case 'halfWin':
      return fraction(1000n + oddsThousandths, 2000n);
    case 'halfLose':
      return fraction(1n, 2n);
  }
}

function winFactorOf(odds: readonly number[]): StakeFactor {
  return productOf(
    odds.map((legOdds) => {
      assertOdds(legOdds);
      return fraction(BigInt(legOdds), 1000n);
    }),
  );
}

/** A settled ticket's return: floor(stake × Π leg factors); a lost leg makes it 0. */
export function ticketReturn(stakeMinor: bigint, legs: readonly SettledLeg[]): bigint {
  assertStake(stakeMinor);
  if (legs.length === 0) throw new Error('a ticket has at least one leg');
  const factors = legs.map((leg) => legFactor(leg.odds, leg.result, leg.deadHeat));
  return applyFactor(stakeMinor, productOf(factors));
}

/** A slip's combined odds: the product of its legs' odds, in thousandths, floored (empty: 1000). */
export function combinedOdds(odds: readonly number[]): number {
  const factor = winFactorOf(odds);
  const combined = Number((1000n * factor.num) / factor.den);
  if (!Number.isSafeInteger(combined)) throw new Error('combined odds beyond a safe integer');
  return combined;
}

/**
 * What a stake returns if every leg wins: floor(stake × Π dᵢ), exact — not from the floored
 * combined odds, which would shave the return of a long multiple.
 */
export function potentialReturn(stakeMinor: bigint, odds: readonly number[]): bigint {
  assertStake(stakeMinor);
  return applyFactor(stakeMinor, winFactorOf(odds));
}

/**
 * What the book offers now for an open ticket: stake × Π (settled legs' factors) × Π (placed /
 * current odds of the unsettled legs) × (1 − margin), floored. Never more than the ticket
 * returns if every unsettled leg wins, nor than its potential return. Null when a leg has lost,
 * when an unsettled leg's market is suspended, or when the offer would be 0.
 */
export function cashOutValue(
  stakeMinor: bigint,
  legs: readonly OpenLeg[],
  cashOutMarginBp: number,
): bigint | null {
  assertStake(stakeMinor);
  if (legs.length === 0) throw new Error('a ticket has at least one leg');
  if (!Number.isSafeInteger(cashOutMarginBp) || cashOutMarginBp < 0) {
    throw new Error('a cash-out margin is whole basis points, not negative');
  }
  if (cashOutMarginBp > cashOutMarginBpMax) throw new Error('a cash-out margin is below 100 %');
  let fair = one;
  let best = one;
  for (const leg of legs) {
    if (leg.result === 'lose') return null;
    if (leg.result === null) {
      if (leg.currentOdds === null) return null;
      assertOdds(leg.placedOdds, 'placed odds');
      assertOdds(leg.currentOdds, 'current odds');
      fair = times(fair, fraction(BigInt(leg.placedOdds), BigInt(leg.currentOdds)));
      best = times(best, legFactor(leg.placedOdds, 'win', null));
    } else {
      const settled = legFactor(leg.placedOdds, leg.result, leg.deadHeat);
      fair = times(fair, settled);
      best = times(best, settled);
    }
  }
  const offered = times(fair, fraction(BigInt(10_000 - cashOutMarginBp), 10_000n));
  const potential = potentialReturn(
    stakeMinor,
    legs.map((leg) => leg.placedOdds),
  );
  const value = [applyFactor(stakeMinor, offered), applyFactor(stakeMinor, best), potential].reduce(
    (low, next) => (next < low ? next : low),
  );
  return value === 0n ? null : value;
}
