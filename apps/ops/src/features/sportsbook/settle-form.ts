import type { DeskMarket, LegResult } from '@khela/contracts';
import type { DeskSettle } from './sportsbook.api';
import type { Reading, Refusal } from './form-refusal';

/**
 * The settle dialog's reading: a result for every selection, a dead heat only beside a win,
 * half results only on a quarter line, and a reason when the market was settled before (a
 * resettlement moves only the difference between the old results and the new).
 */

/** One selection's result as chosen, and its dead heat's tied places as typed. */
export interface ResultDraft {
  result: LegResult | '';
  deadHeat: string;
}

export interface SettleDraft {
  results: Record<string, ResultDraft>;
  reason: string;
}

/** Tied places a dead heat shares (the contract's bounds). */
const deadHeatMin = 2;
const deadHeatMax = 20;
/** A resettlement's reason goes to the action log and the players' tickets. */
export const resettleReasonMinLength = 3;
export const resettleReasonMaxLength = 200;

/** Whether settling the market now corrects an earlier settlement. */
export function isResettlement(market: Pick<DeskMarket, 'settlements'>): boolean {
  return market.settlements > 0;
}

/**
 * Whether the market's line is a quarter (−0.25, 2.75): its stake splits over the two lines
 * either side, so a selection may half win or half lose.
 */
export function isQuarterLine(line: number | null): boolean {
  return line !== null && Math.abs(line) % 500 === 250;
}

/** The dialog's first draft: the results the market has now (none before a settlement). */
export function settleDraftOf(market: DeskMarket): SettleDraft {
  return {
    results: Object.fromEntries(
      market.selections.map((selection) => [
        selection.id,
        {
          result: selection.result ?? '',
          deadHeat: selection.deadHeat === null ? '' : String(selection.deadHeat),
        },
      ]),
    ),
    reason: '',
  };
}

/** A typed dead heat (2 to 20 tied places); null when not one. */
function typedDeadHeat(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const places = Number(text);
  return places >= deadHeatMin && places <= deadHeatMax ? places : null;
}

/** One selection's result, refused in words when missing or not allowed. */
function readResult(
  market: DeskMarket,
  id: string,
  draft: ResultDraft | undefined,
  refusals: Refusal[],
) {
  const result = draft?.result ?? '';
  if (result === '') {
    refusals.push({ path: `result-${id}`, messageKey: 'sportsbook.settle.resultMissing' });
    return null;
  }
  if ((result === 'halfWin' || result === 'halfLose') && !isQuarterLine(market.line)) {
    refusals.push({ path: `result-${id}`, messageKey: 'sportsbook.settle.halfNeedsQuarter' });
  }
  const typed = draft?.deadHeat.trim() ?? '';
  if (typed === '') return { selectionId: id, result, deadHeat: null };
  if (result !== 'win') {
    refusals.push({ path: `deadHeat-${id}`, messageKey: 'sportsbook.settle.deadHeatOnlyWin' });
    return null;
  }
  const deadHeat = typedDeadHeat(typed);
  if (deadHeat === null) {
    refusals.push({ path: `deadHeat-${id}`, messageKey: 'sportsbook.settle.deadHeatInvalid' });
  }
  return { selectionId: id, result, deadHeat };
}

/** Whether the chosen results are those the market already has. */
function isSameAsNow(market: DeskMarket, results: DeskSettle['results']): boolean {
  return market.selections.every((selection) => {
    const chosen = results.find((each) => each.selectionId === selection.id);
    return chosen?.result === selection.result && chosen.deadHeat === selection.deadHeat;
  });
}

/** The settlement as the contract takes it, or every field refused at once. */
export function readSettleDraft(market: DeskMarket, draft: SettleDraft): Reading<DeskSettle> {
  const refusals: Refusal[] = [];
  const read = market.selections.map((selection) =>
    readResult(market, selection.id, draft.results[selection.id], refusals),
  );
  const reason = draft.reason.trim();
  const isAgain = isResettlement(market);
  if (isAgain && reason.length < resettleReasonMinLength) {
    refusals.push({ path: 'reason', messageKey: 'sportsbook.settle.reasonMissing' });
  }
  if (reason.length > resettleReasonMaxLength) {
    refusals.push({ path: 'reason', messageKey: 'sportsbook.settle.reasonTooLong' });
  }
  const results = read.filter((each) => each !== null);
  if (refusals.length > 0 || results.length !== market.selections.length) return { refusals };
  if (isAgain && isSameAsNow(market, results)) {
    return { refusals: [{ path: 'reason', messageKey: 'sportsbook.settle.unchanged' }] };
  }
  return { body: reason === '' ? { results } : { results, reason } };
}
