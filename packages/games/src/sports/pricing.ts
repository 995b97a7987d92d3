import { assertOdds, fraction, roundHalfUp, type StakeFactor } from './fraction';

/**
 * A market's price: its margin (overround) from its odds, and odds spread from a trader's fair
 * probabilities and a margin.
 */

/** Odds are never spread below 1.001: a price must pay something above the stake. */
export const spreadOddsMinThousandths = 1001;

/** A trader's margin is below 100 %: no book asks an implied total of 2. */
export const spreadMarginBpMax = 9_999;

function plus(a: StakeFactor, b: StakeFactor): StakeFactor {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** A market's margin (Σ 1/dᵢ − 1) in basis points, rounded to the nearest (negative: arbitrage). */
export function marginBp(odds: readonly number[]): number {
  if (odds.length === 0) throw new Error('a market has at least one selection');
  const implied = odds
    .map((selectionOdds) => {
      assertOdds(selectionOdds);
      return fraction(1000n, BigInt(selectionOdds));
    })
    .reduce(plus);
  return Number(roundHalfUp((implied.num - implied.den) * 10_000n, implied.den));
}

/**
 * Odds from fair probabilities (basis points) and a margin (basis points), spread
 * proportionally: d = 1 / (p × (1 + m)), in thousandths, floored — so the book's margin is
 * never below the one asked — and never below 1.001.
 */
export function spreadOdds(probabilitiesBp: readonly number[], marginBpAsked: number): number[] {
  if (!Number.isSafeInteger(marginBpAsked) || marginBpAsked < 0) {
    throw new Error('a margin is whole basis points, not negative');
  }
  if (marginBpAsked > spreadMarginBpMax) throw new Error('a margin is below 100 %');
  const loaded = BigInt(10_000 + marginBpAsked);
  return probabilitiesBp.map((probabilityBp) => {
    if (!Number.isSafeInteger(probabilityBp) || probabilityBp <= 0 || probabilityBp > 10_000) {
      throw new Error('a probability is whole basis points in (0, 10000]');
    }
    // 1000 / ((p / 10⁴) × (l / 10⁴)) = 10¹¹ / (p × l).
    const odds = Number(100_000_000_000n / (BigInt(probabilityBp) * loaded));
    return Math.max(spreadOddsMinThousandths, odds);
  });
}
