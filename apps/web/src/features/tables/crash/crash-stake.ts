import { fromWire, type CurrencyCode } from '@khela/money';
import { toDigits } from '../../../ui/digits';
import { minorToWire } from '../table-money';

/**
 * The crash bet as the player types it: a stake and an optional automatic cash-out, read
 * from the fields (Bengali figures too), halved and doubled within the table's limits, and
 * checked before it is sent.
 */

/** The least automatic cash-out: 1.01× (the server refuses lower). */
export const autoCashoutMin = 101;

/** Text typed into a field, with Latin figures, no spaces and no grouping commas. */
function plainText(text: string): string {
  return toDigits(text, 'latn').replace(/[\s,]/g, '');
}

/** A typed stake in minor units, or null when it is not an amount of the currency. */
export function parseStake(text: string, currency: string): bigint | null {
  const plain = plainText(text);
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain)) return null;
  const parsed = fromWire(plain, currency as CurrencyCode);
  return parsed.ok ? parsed.value : null;
}

/** A typed multiplier ("2", "2.5", "2.50×") in hundredths, or null. */
export function parseMultiplier(text: string): number | null {
  const plain = plainText(text).replace(/[×xX]$/, '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A multiplier in hundredths as a field shows it: 2.00. */
export function multiplierText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** Half the stake, not below the table's least (a stake that is not one: the least). */
export function halvedStake(stakeMinor: bigint | null, minMinor: bigint): bigint {
  if (stakeMinor === null) return minMinor;
  const half = stakeMinor / 2n;
  return half < minMinor ? minMinor : half;
}

/** Twice the stake, not above the table's most (a stake that is not one: the least). */
export function doubledStake(stakeMinor: bigint | null, minMinor: bigint, maxMinor: bigint) {
  if (stakeMinor === null) return minMinor;
  const twice = stakeMinor * 2n;
  return twice > maxMinor ? maxMinor : twice;
}

/** A stake as its field shows it (the wire's text: 10.00). */
export function stakeText(stakeMinor: bigint, currency: string): string {
  return minorToWire(stakeMinor, currency);
}

/** Why a bet cannot be sent as typed, or null when it can. */
export type BetRefusal =
  | { kind: 'stakeInvalid' }
  | { kind: 'stakeMin'; minMinor: bigint }
  | { kind: 'stakeMax'; maxMinor: bigint }
  | { kind: 'balance' }
  | { kind: 'autoInvalid' }
  | { kind: 'autoMax'; maxMultiplier: number };

/** Checks a bet as typed against the table's limits, the balance and the curve's most. */
export function betRefusal(values: {
  stakeMinor: bigint | null;
  minMinor: bigint;
  maxMinor: bigint;
  balanceMinor: bigint;
  isAuto: boolean;
  autoCashout: number | null;
  maxMultiplier: number;
}): BetRefusal | null {
  const { stakeMinor } = values;
  if (stakeMinor === null || stakeMinor <= 0n) return { kind: 'stakeInvalid' };
  if (stakeMinor < values.minMinor) return { kind: 'stakeMin', minMinor: values.minMinor };
  if (stakeMinor > values.maxMinor) return { kind: 'stakeMax', maxMinor: values.maxMinor };
  if (stakeMinor > values.balanceMinor) return { kind: 'balance' };
  if (!values.isAuto) return null;
  if (values.autoCashout === null || values.autoCashout < autoCashoutMin) {
    return { kind: 'autoInvalid' };
  }
  if (values.autoCashout > values.maxMultiplier) {
    return { kind: 'autoMax', maxMultiplier: values.maxMultiplier };
  }
  return null;
}
