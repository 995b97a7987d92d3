import { fromWire, minor, toWire, type CurrencyCode } from '@khela/money';
import { formatAmount } from '../../ui/format';

/** An amount from the API ("12.50") in minor units of its currency; bad text is a bug. */
export function wireToMinor(wire: string, currency: string): bigint {
  const parsed = fromWire(wire, currency as CurrencyCode);
  if (!parsed.ok) throw new RangeError(`not an amount of ${currency}: ${JSON.stringify(wire)}`);
  return parsed.value;
}

/** Minor units as the wire's decimal text. */
export function minorToWire(amountMinor: bigint, currency: string): string {
  return toWire(minor(amountMinor), currency as CurrencyCode);
}

/** Minor units for people: grouped, with all decimals. */
export function formatMinor(amountMinor: bigint, currency: string): string {
  return formatAmount(minorToWire(amountMinor, currency));
}

/** A chip's face: whole thousands and millions short (the unit worded by the caller). */
export function chipFace(
  amountMinor: bigint,
  currency: string,
): { amount: string; scale: 'one' | 'thousand' | 'million' } {
  const wire = minorToWire(amountMinor, currency);
  const [whole = '0', fraction = ''] = wire.split('.');
  if (!/^0*$/.test(fraction)) return { amount: wire, scale: 'one' };
  const units = BigInt(whole);
  if (units >= 1_000_000n && units % 1_000_000n === 0n)
    return { amount: String(units / 1_000_000n), scale: 'million' };
  if (units >= 1_000n && units % 1_000n === 0n)
    return { amount: String(units / 1_000n), scale: 'thousand' };
  return { amount: whole, scale: 'one' };
}

/** An amount in few characters for a crowded layout: 950, 1.2K, 15K, 3.4M (whole units). */
export function shortAmount(
  amountMinor: bigint,
  currency: string,
): { amount: string; scale: 'one' | 'thousand' | 'million' } {
  const [whole = '0'] = minorToWire(amountMinor, currency).split('.');
  const units = BigInt(whole);
  const tenths = (divisor: bigint) => {
    const scaled = (units * 10n) / divisor;
    return scaled >= 100n || scaled % 10n === 0n
      ? String(scaled / 10n)
      : `${scaled / 10n}.${scaled % 10n}`;
  };
  if (units >= 1_000_000n) return { amount: tenths(1_000_000n), scale: 'million' };
  if (units >= 1_000n) return { amount: tenths(1_000n), scale: 'thousand' };
  return { amount: whole, scale: 'one' };
}

/** The latest of the balances the server told: at launch, after a bet, with the rounds list. */
export function latestBalance(candidates: { wire: string | undefined; atMs: number }[]): string {
  const known = candidates.filter((candidate) => candidate.wire !== undefined);
  known.sort((left, right) => right.atMs - left.atMs);
  return known[0]?.wire ?? '0';
}
