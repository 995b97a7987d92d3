/** An amount in the currency's minor units (paisa, cents, dong); the currency travels separately. */
export type Minor = bigint & { readonly __brand: 'Minor' };

/**
 * 'floor' rounds toward negative infinity, so a computed payout or bonus never exceeds the exact
 * value. 'half-even' rounds to nearest with ties to even, unbiased when summed over many rows.
 */
export type Rounding = 'floor' | 'half-even';

/** Brands a bigint as minor units; throws on non-bigints because JSON numbers can sneak past casts. */
export function minor(value: bigint): Minor {
  if (typeof value !== 'bigint') {
    throw new TypeError(`minor() needs a bigint, got ${typeof value}`);
  }
  return value as Minor;
}

export const ZERO: Minor = minor(0n);

/** Adds without leaving the brand, so sums stay typed as money. */
export function add(a: Minor, b: Minor): Minor {
  return minor(a + b);
}

/** Subtracts without leaving the brand; the result may be negative, callers check balances. */
export function subtract(a: Minor, b: Minor): Minor {
  return minor(a - b);
}

/** Exact amount × numerator / denominator for percentages and odds, rounded once (see Rounding). */
export function multiplyByRatio(
  amount: Minor,
  numerator: bigint,
  denominator: bigint,
  rounding: Rounding,
): Minor {
  if (denominator === 0n) {
    throw new RangeError('multiplyByRatio: denominator must not be zero');
  }
  // A positive divisor keeps the floor/remainder reasoning below to one case.
  const sign = denominator < 0n ? -1n : 1n;
  const dividend = amount * numerator * sign;
  const divisor = denominator * sign;
  // BigInt division truncates toward zero; shift to a true floor so remainder is in [0, divisor).
  let quotient = dividend / divisor;
  if (dividend % divisor !== 0n && dividend < 0n) {
    quotient -= 1n;
  }
  const remainder = dividend - quotient * divisor;
  switch (rounding) {
    case 'floor':
      return minor(quotient);
    case 'half-even': {
      const twice = remainder * 2n;
      if (twice > divisor || (twice === divisor && quotient % 2n !== 0n)) {
        return minor(quotient + 1n);
      }
      return minor(quotient);
    }
    default: {
      const unknown: never = rounding;
      throw new RangeError(`multiplyByRatio: unknown rounding ${String(unknown)}`);
    }
  }
}

/** Three-way comparison usable directly as an Array.prototype.sort comparator. */
export function compare(a: Minor, b: Minor): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Named predicate so balance checks read as intent rather than as a bigint literal comparison. */
export function isNegative(amount: Minor): boolean {
  return amount < 0n;
}

/** Named predicate so "nothing to pay" checks read as intent rather than as a bigint literal. */
export function isZero(amount: Minor): boolean {
  return amount === 0n;
}

/** Totals a list exactly; an empty list is ZERO so callers need no special case. */
export function sum(list: readonly Minor[]): Minor {
  let total = 0n;
  for (const amount of list) {
    total += amount;
  }
  return minor(total);
}

/** Largest of one or more amounts; exists because Math.max throws on bigint. */
export function max(first: Minor, ...rest: readonly Minor[]): Minor {
  let best = first;
  for (const amount of rest) {
    if (amount > best) best = amount;
  }
  return best;
}

/** Smallest of one or more amounts; exists because Math.min throws on bigint. */
export function min(first: Minor, ...rest: readonly Minor[]): Minor {
  let best = first;
  for (const amount of rest) {
    if (amount < best) best = amount;
  }
  return best;
}
