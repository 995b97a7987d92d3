import { assertOdds, fraction } from './fraction';

/**
 * Odds as a player chooses to read them. Display only: the stored price stays decimal
 * thousandths, and every style is computed exactly from it.
 */

export const oddsStyles = ['decimal', 'fractional', 'hongKong', 'indonesian', 'malay'] as const;
/** How a player reads odds. */
export type OddsStyle = (typeof oddsStyles)[number];

/** Thousandths as a decimal: two places, three when the thousandths digit is not 0. */
function thousandthsText(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const places = String(thousandths % 1000).padStart(3, '0');
  return `${whole}.${places.endsWith('0') ? places.slice(0, 2) : places}`;
}

/** num/den (den > 0) with two places, halves rounded away from zero. */
function hundredthsText(num: bigint, den: bigint): string {
  const sign = num < 0n ? '-' : '';
  const magnitude = num < 0n ? -num : num;
  const hundredths = (magnitude * 200n + den) / (2n * den);
  const places = String(hundredths % 100n).padStart(2, '0');
  return `${sign}${hundredths / 100n}.${places}`;
}

/**
 * A price in a display style: decimal "1.95", fractional "19/20", Hong Kong "0.95" (d − 1),
 * Malay (d − 1 up to 2.00, else −1/(d − 1)), Indonesian (d − 1 from 2.00, else −1/(d − 1)).
 */
export function sportsOddsText(odds: number, style: OddsStyle): string {
  assertOdds(odds);
  const profitThousandths = BigInt(odds - 1000);
  switch (style) {
    case 'decimal':
      return thousandthsText(odds);
    case 'fractional': {
      const profit = fraction(profitThousandths, 1000n);
      return `${profit.num}/${profit.den}`;
    }
    case 'hongKong':
      return thousandthsText(odds - 1000);
    case 'malay':
      return odds <= 2000
        ? hundredthsText(profitThousandths, 1000n)
        : hundredthsText(-1000n, profitThousandths);
    case 'indonesian':
      if (odds >= 2000) return hundredthsText(profitThousandths, 1000n);
      if (odds === 1000) throw new Error('odds of 1.000 have no Indonesian price');
      return hundredthsText(-1000n, profitThousandths);
  }
}
