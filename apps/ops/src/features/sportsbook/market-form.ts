import type { DeskMarket, MarketKind } from '@khela/contracts';
import { isLineMarket, marginBp, marketSelectionKeys, spreadOdds } from '@khela/games';
import { typedHundredths, typedOdds } from '../tables/table-form';
import type { Reading, Refusal } from './form-refusal';
import type { DeskMarketCreate, DeskMarketUpdate } from './sportsbook.api';
import { lineTyped } from './sportsbook-text';

/**
 * The market dialogs' reading of what the trader typed: a new market's template, line, period
 * and prices (odds per selection, or fair probabilities with a margin to spread), and a
 * market's new odds and line. Pure: the dialogs show the margin from `…Preview` as each key is
 * typed, and send what `read…` accepts.
 */

/** How a new market is priced: odds typed per selection, or probabilities and a margin. */
export type Pricing = 'odds' | 'probabilities';

/** One selection's row as typed. */
export interface SelectionDraft {
  /** The template's key (home, over…), a score typed ("2-1"), or a player's `p:<n>`. */
  key: string;
  /** A player's name (top batsman); unused for the other templates. */
  name: string;
  odds: string;
  /** A fair probability in percent ("45.5"). */
  probability: string;
}

export interface MarketDraft {
  kind: MarketKind;
  line: string;
  period: string;
  pricing: Pricing;
  /** The margin to spread over the probabilities, in percent ("5"). */
  margin: string;
  selections: SelectionDraft[];
}

/** The odds each selection would get, and the margin they make; null where not yet known. */
export interface MarketPreview {
  odds: (number | null)[];
  marginBp: number | null;
}

/** A market has 2 to 40 selections (the contract's bounds). */
export const selectionsMin = 2;
export const selectionsMax = 40;
/** A trader's margin, 0 to 50 % (the contract's bound), in basis points. */
const marginBpMax = 5_000;
/** Probabilities add up to exactly 100 %, in basis points. */
const probabilityTotalBp = 10_000;
/** Lines move in quarters (thousandths): Asian quarter lines split the stake. */
const lineStepThousandths = 250;
const lineMinThousandths = -100_000;
const lineMaxThousandths = 1_000_000;
/** Periods (innings, map, half) the contract takes. */
const periodMin = 1;
const periodMax = 10;
/** The most the contract takes as odds (1000.00). */
const oddsMilliMax = 1_000_000;

/** A market's period is asked for by these templates: which innings, which map. */
export function isPeriodRequired(kind: MarketKind): boolean {
  return kind === 'inningsRuns' || kind === 'mapWinner';
}

/** Templates whose selections the trader names: scores typed as keys, players by name. */
export function isNamedByTrader(kind: MarketKind): boolean {
  return marketSelectionKeys(kind) === null;
}

const emptyRow = (key: string): SelectionDraft => ({ key, name: '', odds: '', probability: '' });

/** A fresh draft of a template: its fixed keys, or a few rows to fill in. */
export function draftOf(kind: MarketKind, pricing: Pricing = 'odds'): MarketDraft {
  const fixed = marketSelectionKeys(kind);
  const keys =
    fixed ?? (kind === 'correctScore' ? ['1-0', '0-0', '0-1', 'other'] : ['p:1', 'p:2', 'p:3']);
  return { kind, line: '', period: '', pricing, margin: '', selections: keys.map(emptyRow) };
}

/** A player's key from its row: p:1, p:2… in the order the trader listed them. */
function playerKey(index: number): string {
  return `p:${String(index + 1)}`;
}

/** A typed line ("2.5", "-0.25", "+1") in thousandths, on a quarter; null when not one. */
export function typedLine(typed: string, kind: MarketKind): number | null {
  const match = /^([+-]?)(\d{1,7})(?:\.(\d{1,3}))?$/.exec(typed.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const magnitude = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  const line = sign === '-' ? -magnitude : magnitude;
  if (line % lineStepThousandths !== 0) return null;
  // Only a handicap goes below zero; a total of goals or runs is never negative.
  const min = kind === 'handicap' ? lineMinThousandths : 0;
  return line >= min && line <= lineMaxThousandths ? line : null;
}

/** A typed period (1 to 10); null when not one. */
export function typedPeriod(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const period = Number(text);
  return period >= periodMin && period <= periodMax ? period : null;
}

/** A typed percentage ("45.5", "5 %") in basis points; null when it is not one. */
export function typedPercentBp(typed: string): number | null {
  return typedHundredths(typed.trim().replace(/\s*%$/, ''));
}

/** The line and period a template takes, each refused in words when typed wrong. */
function readShape(draft: MarketDraft, refusals: Refusal[]) {
  let line: number | null = null;
  if (isLineMarket(draft.kind)) {
    line = typedLine(draft.line, draft.kind);
    if (line === null) refusals.push({ path: 'line', messageKey: 'sportsbook.form.lineInvalid' });
  }
  let period: number | null = null;
  if (draft.period.trim() !== '' || isPeriodRequired(draft.kind)) {
    period = typedPeriod(draft.period);
    if (period === null) {
      refusals.push({ path: 'period', messageKey: 'sportsbook.form.periodInvalid' });
    }
  }
  return { line, period };
}

/** Each selection's key and name as sent; a score must read as one and no key repeats. */
function readKeys(draft: MarketDraft, refusals: Refusal[]) {
  const rows = draft.selections.map((row, index) => {
    if (draft.kind === 'topBatsman') {
      const name = row.name.trim();
      if (name === '' || name.length > 80) {
        refusals.push({ path: `name-${index}`, messageKey: 'sportsbook.form.nameInvalid' });
      }
      return { key: playerKey(index), name: name || null };
    }
    const key = row.key.trim();
    if (draft.kind === 'correctScore' && key !== 'other' && !/^\d{1,2}-\d{1,2}$/.test(key)) {
      refusals.push({ path: `key-${index}`, messageKey: 'sportsbook.form.scoreInvalid' });
    }
    return { key, name: null };
  });
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (seen.has(row.key)) {
      refusals.push({ path: `key-${index}`, messageKey: 'sportsbook.form.keyRepeated' });
    }
    seen.add(row.key);
  });
  if (rows.length < selectionsMin || rows.length > selectionsMax) {
    refusals.push({ path: 'selections', messageKey: 'sportsbook.form.selectionCount' });
  }
  return rows;
}

/** Typed odds (1.01 to 1000) of every row; null in place of each one that is not. */
function typedOddsOf(rows: readonly Pick<SelectionDraft, 'odds'>[]): (number | null)[] {
  return rows.map((row) => typedOdds(row.odds));
}

/** The numbers of a list once every one of them is read; null before. */
function allRead(values: readonly (number | null | undefined)[]): number[] | null {
  const read = values.filter((each): each is number => each !== null && each !== undefined);
  return read.length === values.length && read.length > 0 ? read : null;
}

/** The margin odds make, once every one of them is read; null before. */
function marginOf(odds: readonly (number | null)[]): number | null {
  const read = allRead(odds);
  return read === null ? null : marginBp(read);
}

/** The probabilities (basis points) and margin as typed, with what they spread to. */
function probabilityPrices(draft: MarketDraft) {
  const probabilities = draft.selections.map((row) => {
    const bp = typedPercentBp(row.probability);
    return bp !== null && bp >= 1 && bp < probabilityTotalBp ? bp : null;
  });
  // The margin is asked of the trader in percent, like the probabilities.
  const margin = typedPercentBp(draft.margin);
  const asked = margin !== null && margin <= marginBpMax ? margin : null;
  const read = allRead(probabilities);
  const total = read?.reduce((sum, each) => sum + each, 0) ?? null;
  const odds: (number | null)[] =
    read !== null && total === probabilityTotalBp && asked !== null
      ? spreadOdds(read, asked)
      : probabilities.map(() => null);
  return { probabilities: read, asked, total, odds };
}

/** What the draft prices at now: the odds per selection and the margin they make. */
export function marketPreview(draft: MarketDraft): MarketPreview {
  const odds =
    draft.pricing === 'odds' ? typedOddsOf(draft.selections) : probabilityPrices(draft).odds;
  return { odds, marginBp: marginOf(odds) };
}

/** Odds the trader typed, each refused in words when not a price; a sure loss refused too. */
function readOdds(draft: MarketDraft, refusals: Refusal[]) {
  const odds = typedOddsOf(draft.selections);
  odds.forEach((each, index) => {
    if (each === null) {
      refusals.push({ path: `odds-${index}`, messageKey: 'sportsbook.form.oddsInvalid' });
    }
  });
  // One selection alone always "loses": the count is refused instead.
  const margin = odds.length >= selectionsMin ? marginOf(odds) : null;
  if (margin !== null && margin < 0) {
    refusals.push({ path: 'odds-0', messageKey: 'sportsbook.form.marginNegative' });
  }
  return odds;
}

/** Probabilities and margin, each refused in words; the total must be 100 %. */
function readProbabilities(draft: MarketDraft, refusals: Refusal[]) {
  const prices = probabilityPrices(draft);
  draft.selections.forEach((row, index) => {
    const bp = typedPercentBp(row.probability);
    if (bp === null || bp < 1 || bp >= probabilityTotalBp) {
      refusals.push({
        path: `probability-${index}`,
        messageKey: 'sportsbook.form.probabilityInvalid',
      });
    }
  });
  if (prices.total !== null && prices.total !== probabilityTotalBp) {
    refusals.push({ path: 'probability-0', messageKey: 'sportsbook.form.probabilityTotal' });
  }
  if (prices.asked === null) {
    refusals.push({ path: 'margin', messageKey: 'sportsbook.form.marginInvalid' });
  }
  if (prices.odds.some((each) => each !== null && each > oddsMilliMax)) {
    refusals.push({ path: 'probability-0', messageKey: 'sportsbook.form.probabilityTooSmall' });
  }
  return prices;
}

/** A new market as the contract takes it, or every field refused at once. */
export function readMarketDraft(draft: MarketDraft): Reading<DeskMarketCreate> {
  const refusals: Refusal[] = [];
  const { line, period } = readShape(draft, refusals);
  const keys = readKeys(draft, refusals);
  if (draft.pricing === 'odds') {
    const odds = allRead(readOdds(draft, refusals));
    if (refusals.length > 0 || odds === null) return { refusals };
    const selections = keys.map((row, index) => ({ ...row, odds: odds[index] }));
    return { body: { kind: draft.kind, line, period, selections } };
  }
  const { probabilities, asked } = readProbabilities(draft, refusals);
  if (refusals.length > 0 || probabilities === null || asked === null) return { refusals };
  const selections = keys.map((row, index) => ({ ...row, probabilityBp: probabilities[index] }));
  return { body: { kind: draft.kind, line, period, selections, marginBp: asked } };
}

/** A market's prices as typed in its price dialog: odds per selection id, and its line. */
export interface PriceDraft {
  odds: Record<string, string>;
  line: string;
}

/** The odds the price dialog shows as it opens: the market's own. */
export function priceDraftOf(market: DeskMarket, oddsTyped: (odds: number) => string): PriceDraft {
  return {
    odds: Object.fromEntries(market.selections.map((each) => [each.id, oddsTyped(each.odds)])),
    line: lineTyped(market.line),
  };
}

/** The margin of a market's prices as typed (each selection its typed odds, else its own). */
export function pricePreview(market: DeskMarket, draft: PriceDraft): number | null {
  return marginOf(market.selections.map((each) => typedOdds(draft.odds[each.id] ?? '')));
}

/**
 * A market's change as the contract takes it: only the odds that moved and the line when it
 * moved (an unchanged dialog sends an empty change), or every field refused at once.
 */
export function readPriceDraft(market: DeskMarket, draft: PriceDraft): Reading<DeskMarketUpdate> {
  const refusals: Refusal[] = [];
  const odds = market.selections.map((each) => typedOdds(draft.odds[each.id] ?? ''));
  market.selections.forEach((each, index) => {
    if (odds[index] === null) {
      refusals.push({ path: `odds-${each.id}`, messageKey: 'sportsbook.form.oddsInvalid' });
    }
  });
  const margin = marginOf(odds);
  if (margin !== null && margin < 0) {
    refusals.push({
      path: `odds-${market.selections[0]?.id ?? ''}`,
      messageKey: 'sportsbook.form.marginNegative',
    });
  }
  let line: number | null = market.line;
  if (isLineMarket(market.kind)) {
    line = typedLine(draft.line, market.kind);
    if (line === null) refusals.push({ path: 'line', messageKey: 'sportsbook.form.lineInvalid' });
  }
  if (refusals.length > 0) return { refusals };
  const moved = market.selections.flatMap((each, index) => {
    const typed = odds[index];
    return typed !== null && typed !== undefined && typed !== each.odds
      ? [{ selectionId: each.id, odds: typed }]
      : [];
  });
  const body: DeskMarketUpdate = {};
  if (moved.length > 0) body.odds = moved;
  if (line !== market.line) body.line = line;
  return { body };
}
