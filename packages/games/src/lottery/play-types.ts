import {
  allNumbers,
  sheetFormats,
  specialNumber,
  type ResultSheet,
  type SheetFormat,
} from './sheets';

/**
 * Play types: what a ticket bets on, how its selection is written, and how much it wins on a
 * sheet. Odds are the operator's, in thousandths (70 000 = ×70, the stake included in the
 * payout); a win is stake × odds × hits, where hits is 0 or 1 except for lô, which is paid per
 * matching prize. Selections are canonical strings (what a ticket stores):
 *
 * - lo2 / lo3: one number of 2 / 3 digits; hits = prizes ending with it (a prize shorter than
 *   the number cannot match).
 * - de: the special prize's last two digits; de3 (3 càng): its last three.
 * - xien2 / xien3 / xien4: 2–4 different two-digit numbers, ascending, comma-separated; wins
 *   once when every one ends some prize.
 * - dau / duoi: one digit, the first (tens) or last digit of the special prize's last two.
 * - position: `p:d`, digit d at position p (1–5) of the elott result.
 * - bigSmall: `big` (sum of the five digits 23–45) or `small` (0–22).
 * - oddEven: `odd` or `even`, the parity of that sum.
 * - sum: the exact sum 0–45, each value with its own odds (oddsMilliByValue).
 */

export const vnPlayTypes = [
  'lo2',
  'lo3',
  'de',
  'de3',
  'xien2',
  'xien3',
  'xien4',
  'dau',
  'duoi',
] as const;
export const elottPlayTypes = ['position', 'bigSmall', 'oddEven', 'sum'] as const;
export type PlayType = (typeof vnPlayTypes)[number] | (typeof elottPlayTypes)[number];
export const playTypes: readonly PlayType[] = [...vnPlayTypes, ...elottPlayTypes];

/** The odds of a play type: one figure, or one per value (sum). */
export type PlayOdds = { oddsMilli: number } | { oddsMilliByValue: readonly number[] };

/** Which sheets a play type is played on. */
export function familyOf(playType: PlayType): 'vn' | 'elott' {
  return (vnPlayTypes as readonly string[]).includes(playType) ? 'vn' : 'elott';
}

export function formatsOf(playType: PlayType): SheetFormat[] {
  return familyOf(playType) === 'vn' ? ['vn-north', 'vn-south'] : ['elott-5'];
}

const elottSumMax = 45;
const elottBigFrom = 23;

function isDigits(text: string, length: number): boolean {
  return text.length === length && /^[0-9]+$/.test(text);
}

/** Numbers of a xiên selection: distinct two-digit numbers, any order, commas or spaces. */
function parseXien(text: string, size: number): string | undefined {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  if (parts.length !== size || !parts.every((part) => isDigits(part, 2))) return undefined;
  const sorted = [...parts].sort();
  if (new Set(sorted).size !== size) return undefined;
  return sorted.join(',');
}

/**
 * The canonical form of a selection, or undefined when it is not one of the play type
 * (a wrong length, a repeated xiên number, a position outside 1–5 …).
 */
export function parseSelection(playType: PlayType, text: string): string | undefined {
  const value = text.trim();
  switch (playType) {
    case 'lo2':
    case 'de':
      return isDigits(value, 2) ? value : undefined;
    case 'lo3':
    case 'de3':
      return isDigits(value, 3) ? value : undefined;
    case 'xien2':
      return parseXien(value, 2);
    case 'xien3':
      return parseXien(value, 3);
    case 'xien4':
      return parseXien(value, 4);
    case 'dau':
    case 'duoi':
      return isDigits(value, 1) ? value : undefined;
    case 'position': {
      const match = /^([1-5]):([0-9])$/.exec(value);
      return match ? `${match[1]}:${match[2]}` : undefined;
    }
    case 'bigSmall':
      return value === 'big' || value === 'small' ? value : undefined;
    case 'oddEven':
      return value === 'odd' || value === 'even' ? value : undefined;
    case 'sum': {
      if (!/^[0-9]{1,2}$/.test(value)) return undefined;
      const sum = Number(value);
      return sum <= elottSumMax ? String(sum) : undefined;
    }
  }
}

/** How many prizes end with `tail`. */
function countEndingWith(sheet: ResultSheet, tail: string): number {
  return allNumbers(sheet).filter((number) => number.length >= tail.length && number.endsWith(tail))
    .length;
}

function digitSum(number: string): number {
  let sum = 0;
  for (const digit of number) sum += Number(digit);
  return sum;
}

/** How many times a (canonical) selection wins on a sheet: 0, 1, or lô's number of prizes. */
export function hitsOf(playType: PlayType, selection: string, sheet: ResultSheet): number {
  const special = specialNumber(sheet);
  switch (playType) {
    case 'lo2':
    case 'lo3':
      return countEndingWith(sheet, selection);
    case 'de':
    case 'de3':
      return special.endsWith(selection) ? 1 : 0;
    case 'xien2':
    case 'xien3':
    case 'xien4':
      return selection.split(',').every((number) => countEndingWith(sheet, number) > 0) ? 1 : 0;
    case 'dau':
      return special.at(-2) === selection ? 1 : 0;
    case 'duoi':
      return special.at(-1) === selection ? 1 : 0;
    case 'position': {
      const [position, digit] = selection.split(':');
      return special[Number(position) - 1] === digit ? 1 : 0;
    }
    case 'bigSmall':
      return (digitSum(special) >= elottBigFrom ? 'big' : 'small') === selection ? 1 : 0;
    case 'oddEven':
      return (digitSum(special) % 2 === 1 ? 'odd' : 'even') === selection ? 1 : 0;
    case 'sum':
      return digitSum(special) === Number(selection) ? 1 : 0;
  }
}

/** The most hits a selection can have on a format's sheet (for the payout caps). */
export function hitsMax(playType: PlayType, format: SheetFormat): number {
  if (playType !== 'lo2' && playType !== 'lo3') return 1;
  const digits = playType === 'lo2' ? 2 : 3;
  return sheetFormats[format]
    .filter((tier) => tier.digits >= digits)
    .reduce((sum, tier) => sum + tier.count, 0);
}

/** The odds (thousandths) a selection is paid at. */
export function oddsMilliOf(playType: PlayType, selection: string, odds: PlayOdds): number {
  if ('oddsMilli' in odds) return odds.oddsMilli;
  const value = playType === 'sum' ? Number(selection) : Number.NaN;
  const figure = odds.oddsMilliByValue[value];
  if (figure === undefined) throw new Error(`no odds for ${playType} ${selection}`);
  return figure;
}

/** Odds in thousandths as a decimal multiplier: 9500 → "9.5", 95000 → "95". */
export function oddsText(oddsMilli: number): string {
  const whole = Math.floor(oddsMilli / 1000);
  const fraction = String(oddsMilli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A decimal multiplier as thousandths ("1.95" → 1950), or undefined when it is not one. */
export function oddsMilliFromText(text: string): number | undefined {
  const match = /^(\d{1,7})(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/**
 * What a ticket with `hits` hits wins, in minor units: floor(stake × odds × hits / 1000), the
 * odds in thousandths. Settlement computes the same in SQL (lottery_win_minor).
 */
export function winMinor(stakeMinor: bigint, oddsMilli: number, hits: number): bigint {
  return (stakeMinor * BigInt(oddsMilli) * BigInt(hits)) / 1000n;
}

/** What a ticket wins against a drawn sheet, in minor units. */
export function payoutMinor(
  stakeMinor: bigint,
  playType: PlayType,
  selection: string,
  sheet: ResultSheet,
  odds: PlayOdds,
): bigint {
  const hits = hitsOf(playType, selection, sheet);
  if (hits === 0) return 0n;
  return winMinor(stakeMinor, oddsMilliOf(playType, selection, odds), hits);
}

/** The most a ticket can win (every hit it could have), for the per-period payout cap. */
export function payoutMaxMinor(
  stakeMinor: bigint,
  playType: PlayType,
  selection: string,
  format: SheetFormat,
  odds: PlayOdds,
): bigint {
  return winMinor(stakeMinor, oddsMilliOf(playType, selection, odds), hitsMax(playType, format));
}

/** How likely each sum of five digits is, in 100 000ths (for fair sum odds). */
export function elottSumWays(): number[] {
  let ways = [1];
  for (let digit = 0; digit < 5; digit += 1) {
    const next = Array.from({ length: ways.length + 9 }, () => 0);
    ways.forEach((count, sum) => {
      for (let face = 0; face < 10; face += 1) next[sum + face] = (next[sum + face] ?? 0) + count;
    });
    ways = next;
  }
  return ways;
}

/**
 * Sum odds that return `returnMilli` thousandths of the stake on average for every value:
 * floor(returnMilli × 100 000 / ways(sum)) thousandths.
 */
export function sumOddsMilli(returnMilli: number): number[] {
  return elottSumWays().map((ways) => Math.floor((returnMilli * 100_000) / ways));
}

/** How a game offers a play type: its odds and the stakes it takes, in minor units. */
export type PlayTypeOffer = PlayOdds & {
  minStakeMinor: number;
  maxStakeMinor: number;
  /** The most one member may stake on the play type in one period. */
  maxPeriodStakeMinor: number;
};

/** The play types a game offers. */
export type PlayTypeOffers = Partial<Record<PlayType, PlayTypeOffer>>;
