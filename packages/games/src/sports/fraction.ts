/**
 * Exact fractions of bigints for the book's arithmetic: odds are thousandths and money is
 * minor units, so every product is kept exact and floored once, at the end.
 */

/** A non-negative exact fraction in lowest terms; `den` is always positive. */
export interface StakeFactor {
  readonly num: bigint;
  readonly den: bigint;
}

/** Decimal odds are thousandths at least 1000 (1.000: the stake back). */
export const oddsMinThousandths = 1000;

export const one: StakeFactor = { num: 1n, den: 1n };

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** num/den in lowest terms (den > 0). */
export function fraction(num: bigint, den: bigint): StakeFactor {
  if (den <= 0n) throw new Error('a fraction needs a positive denominator');
  if (num === 0n) return { num: 0n, den: 1n };
  const divisor = greatestCommonDivisor(num, den);
  return { num: num / divisor, den: den / divisor };
}

export function times(a: StakeFactor, b: StakeFactor): StakeFactor {
  return fraction(a.num * b.num, a.den * b.den);
}

/** The product of the factors; an empty list is 1. */
export function productOf(factors: readonly StakeFactor[]): StakeFactor {
  return factors.reduce(times, one);
}

/** floor(num / den) for den > 0, also when num is negative (bigint division truncates). */
export function floorDivide(num: bigint, den: bigint): bigint {
  const quotient = num / den;
  return num % den !== 0n && num < 0n ? quotient - 1n : quotient;
}

/** num/den rounded to the nearest integer, halves upwards. */
export function roundHalfUp(num: bigint, den: bigint): bigint {
  return floorDivide(2n * num + den, 2n * den);
}

/** floor(stake × factor): what a stake returns, in minor units. */
export function applyFactor(stakeMinor: bigint, factor: StakeFactor): bigint {
  return (stakeMinor * factor.num) / factor.den;
}

export function assertOdds(odds: number, name = 'odds'): void {
  if (!Number.isSafeInteger(odds) || odds < oddsMinThousandths) {
    throw new Error(`${name} must be whole thousandths of at least ${oddsMinThousandths}`);
  }
}

export function assertStake(stakeMinor: bigint): void {
  if (stakeMinor < 0n) throw new Error('a stake is never negative');
}
