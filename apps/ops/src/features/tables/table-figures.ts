import type { DeskTable } from '@khela/contracts';

/**
 * Figures of the tables desk worked out in the browser: totals of wire amounts (exact, in
 * bigint, never floats), whether a typed amount changed, and the days the takings cover.
 */

/** A wire amount ("-1234.50"); a typed one may group its thousands ("1,234.50"). */
const amountPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

interface Scaled {
  /** The amount as a whole number of its last decimal place. */
  units: bigint;
  decimals: number;
}

function scaledOf(amount: string): Scaled | null {
  const match = amountPattern.exec(amount.trim().replaceAll(',', ''));
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign === '-' ? -units : units, decimals: fraction.length };
}

function rescaled(amount: Scaled, decimals: number): bigint {
  return amount.units * 10n ** BigInt(decimals - amount.decimals);
}

/** A whole number of units back as wire text with its decimals: 123450n, 2 → "1234.50". */
function wireOf(units: bigint, decimals: number): string {
  const isNegative = units < 0n;
  const digits = (isNegative ? -units : units).toString().padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  const text = decimals > 0 ? `${digits.slice(0, cut)}.${digits.slice(cut)}` : digits;
  return isNegative ? `-${text}` : text;
}

/**
 * Wire amounts of one currency added up exactly, written with as many decimals as the most
 * precise of them ("0.00" for none). An amount that is not wire text is a bug: it throws.
 */
export function sumAmounts(amounts: readonly string[]): string {
  const scaled = amounts.map((amount) => {
    const value = scaledOf(amount);
    if (!value) throw new RangeError(`sumAmounts: not an amount: ${JSON.stringify(amount)}`);
    return value;
  });
  const decimals = Math.max(2, ...scaled.map((value) => value.decimals));
  const total = scaled.reduce((sum, value) => sum + rescaled(value, decimals), 0n);
  return wireOf(total, decimals);
}

/**
 * Whether a typed amount is the saved one ("10" and "10.00" are): a form then leaves the field
 * out of its change. Text that is no amount is never the same, so the server names it.
 */
export function isSameAmount(typed: string, saved: string): boolean {
  const left = scaledOf(typed);
  const right = scaledOf(saved);
  if (!left || !right) return false;
  const decimals = Math.max(left.decimals, right.decimals);
  return rescaled(left, decimals) === rescaled(right, decimals);
}

/** Whether an amount is below zero (a table that paid out more than it took). */
export function isNegativeAmount(amount: string): boolean {
  return (scaledOf(amount)?.units ?? 0n) < 0n;
}

/**
 * The takings of all the tables together. Players are left out: a player at two tables is
 * one player at each, so their sum would count people twice.
 */
export function takingsTotal(tables: readonly Pick<DeskTable, 'takings'>[]) {
  const takings = tables.map((table) => table.takings);
  return {
    rounds: takings.reduce((sum, each) => sum + each.rounds, 0),
    bets: takings.reduce((sum, each) => sum + each.bets, 0),
    stake: sumAmounts(takings.map((each) => each.stake)),
    payout: sumAmounts(takings.map((each) => each.payout)),
    ggr: sumAmounts(takings.map((each) => each.ggr)),
  };
}

/** A span of whole days (YYYY-MM-DD, both included), as the takings are asked for. */
export interface DayRange {
  from: string;
  to: string;
}

const dayMs = 86_400_000;

/** The UTC day of an instant: the server counts takings by UTC days. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The last `count` UTC days up to the one of `at`, both ends included. */
export function lastDays(at: Date, count: number): DayRange {
  return { from: utcDay(new Date(at.getTime() - (count - 1) * dayMs)), to: utcDay(at) };
}

/** Whether a range is two real days, the first not after the last. */
export function isDayRange(range: DayRange): boolean {
  const isDay = (day: string) => {
    const at = new Date(`${day}T00:00:00Z`);
    // 2026-02-30 parses as 2 March: a real day reads back as itself.
    return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(at.getTime()) && utcDay(at) === day;
  };
  return isDay(range.from) && isDay(range.to) && range.from <= range.to;
}
