import type { LotteryOffer } from '@khela/contracts';
import {
  hitsMax,
  oddsMilliFromText,
  parseSelection,
  playTypes,
  type PlayType,
  type SheetFormat,
} from '@khela/games';
import { isCurrencyCode, minor, parseMoney, toWire, type CurrencyCode } from '@khela/money';

/** Whether a text names a play type the games package knows. */
export function isPlayType(text: string): text is PlayType {
  return (playTypes as readonly string[]).includes(text);
}

/** How a play type's selection is picked on the bet slip. */
export type Picker =
  | { kind: 'digits'; places: number }
  | { kind: 'numbers'; count: number }
  | { kind: 'position' }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'sum' };

/** The sums five digits can make, 0–45. */
export const sumValues = Array.from({ length: 46 }, (_, value) => String(value));
export const positions = [1, 2, 3, 4, 5] as const;

export function pickerOf(playType: PlayType): Picker {
  switch (playType) {
    case 'lo2':
    case 'de':
      return { kind: 'digits', places: 2 };
    case 'lo3':
    case 'de3':
      return { kind: 'digits', places: 3 };
    case 'dau':
    case 'duoi':
      return { kind: 'digits', places: 1 };
    case 'xien2':
      return { kind: 'numbers', count: 2 };
    case 'xien3':
      return { kind: 'numbers', count: 3 };
    case 'xien4':
      return { kind: 'numbers', count: 4 };
    case 'position':
      return { kind: 'position' };
    case 'bigSmall':
      return { kind: 'choice', options: ['big', 'small'] };
    case 'oddEven':
      return { kind: 'choice', options: ['odd', 'even'] };
    case 'sum':
      return { kind: 'sum' };
  }
}

/**
 * What the member has picked so far: a digit per place (a number, or the digit of a
 * position), the numbers of a xiên, the position, or a choice (big, odd, a sum).
 */
export interface SelectionDraft {
  digits: (string | null)[];
  numbers: string[];
  position: number | null;
  choice: string | null;
}

/** Nothing picked yet, with as many digit places as the play type has. */
export function emptyDraft(playType: PlayType): SelectionDraft {
  const picker = pickerOf(playType);
  const places = picker.kind === 'digits' ? picker.places : picker.kind === 'numbers' ? 2 : 1;
  return {
    digits: Array.from({ length: places }, () => null),
    numbers: [],
    position: null,
    choice: null,
  };
}

/** The draft with one digit place set (or cleared when the same digit is tapped again). */
export function withDigit(draft: SelectionDraft, place: number, digit: string): SelectionDraft {
  const digits = draft.digits.map((current, index) =>
    index === place ? (current === digit ? null : digit) : current,
  );
  return { ...draft, digits };
}

/** The digits typed so far as one number, or null while a place is empty. */
export function numberOf(draft: SelectionDraft): string | null {
  return draft.digits.every((digit) => digit !== null) ? draft.digits.join('') : null;
}

/**
 * A xiên's number added from the digit places (which then empty for the next one); nothing
 * changes when the number is incomplete, already chosen, or the xiên is full.
 */
export function withNumberAdded(draft: SelectionDraft, count: number): SelectionDraft {
  const number = numberOf(draft);
  if (number === null || draft.numbers.includes(number) || draft.numbers.length >= count) {
    return draft;
  }
  return {
    ...draft,
    numbers: [...draft.numbers, number],
    digits: draft.digits.map(() => null),
  };
}

export function withNumberRemoved(draft: SelectionDraft, number: string): SelectionDraft {
  return { ...draft, numbers: draft.numbers.filter((item) => item !== number) };
}

/**
 * The canonical selection a draft makes (as the server stores it), or undefined while it is
 * incomplete or not valid for the play type — the games package's own rule decides.
 */
export function selectionOf(playType: PlayType, draft: SelectionDraft): string | undefined {
  const picker = pickerOf(playType);
  let text: string | null;
  switch (picker.kind) {
    case 'digits':
      text = numberOf(draft);
      break;
    case 'numbers':
      text = draft.numbers.join(',');
      break;
    case 'position':
      text =
        draft.position !== null && draft.digits[0] ? `${draft.position}:${draft.digits[0]}` : null;
      break;
    case 'choice':
    case 'sum':
      text = draft.choice;
      break;
  }
  return text === null ? undefined : parseSelection(playType, text);
}

/** The odds a selection is paid at: the offer's one figure, or the sum's own. */
export function oddsOf(offer: LotteryOffer, selection: string | undefined): string | null {
  if (offer.odds !== null) return offer.odds;
  if (selection === undefined) return null;
  return offer.oddsByValue?.[Number(selection)] ?? null;
}

function currencyCode(currency: string): CurrencyCode {
  return isCurrencyCode(currency) ? currency : 'USD';
}

/**
 * What a stake may win, as wire amounts: per hit (stake × odds, floored to the currency's
 * units as the settlement does) and at most (every hit the sheet allows: lô counts each prize).
 */
export function possibleWin(
  stake: string,
  odds: string,
  playType: PlayType,
  format: SheetFormat,
  currency: string,
): { perHit: string; most: string; hitsMax: number } | null {
  const code = currencyCode(currency);
  const parsed = parseMoney(stake, code);
  const oddsMilli = oddsMilliFromText(odds);
  if (!parsed.ok || parsed.value <= 0n || oddsMilli === undefined) return null;
  const hits = hitsMax(playType, format);
  const win = (count: number) =>
    toWire(minor((parsed.value * BigInt(oddsMilli) * BigInt(count)) / 1000n), code);
  return { perHit: win(1), most: win(hits), hitsMax: hits };
}

/** Multiples of the minimum stake offered as quick choices. */
const stakeMultiples = [1, 10, 50, 100] as const;

/** Quick stakes for the slip: the minimum and some multiples of it, none above the maximum. */
export function stakeChoices(minStake: string, maxStake: string, currency: string): string[] {
  const code = currencyCode(currency);
  const least = parseMoney(minStake, code);
  const most = parseMoney(maxStake, code);
  if (!least.ok || !most.ok || least.value <= 0n) return [];
  return stakeMultiples
    .map((multiple) => least.value * BigInt(multiple))
    .filter((value) => value <= most.value)
    .map((value) => toWire(minor(value), code));
}
