import type { MarketKind, SportEventStatus } from '@khela/contracts';
import { isLineMarket, marketSelectionKeys } from '@khela/games';
import { AppError } from '../../../lib/errors';
import type { MarketValues, SelectionResult } from './trading.repository';

/** A line is a whole number of quarters (thousandths of a unit: 250 steps). */
const lineStep = 250;

function refuse(reason: string): AppError {
  return new AppError('sportsbook_market_invalid', { params: { reason } });
}

/**
 * A market as its template allows: the template's selection keys exactly (free keys for
 * correct score and top batsman, each once), a line for line markets in quarters and none for
 * the others, a period only for innings, map and handicap or total markets.
 */
export function checkMarket(values: MarketValues): void {
  const kind = values.kind as MarketKind;
  const keys = values.selections.map((selection) => selection.key);
  const fixed = marketSelectionKeys(kind);
  if (fixed && (keys.length !== fixed.length || fixed.some((key) => !keys.includes(key)))) {
    throw refuse(`selections ${fixed.join(', ')}`);
  }
  if (new Set(keys).size !== keys.length) throw refuse('each selection once');
  if (isLineMarket(kind)) {
    if (values.line === null || values.line % lineStep !== 0) throw refuse('a line in quarters');
    if (kind !== 'handicap' && values.line <= 0) throw refuse('a line above 0');
  } else if (values.line !== null) {
    throw refuse('no line');
  }
  if (kind === 'inningsRuns' && values.period === null) throw refuse('an innings');
  if (kind === 'mapWinner' && values.period === null) throw refuse('a map');
}

/**
 * A settlement's results: one for every selection of the market, a dead heat only with a win,
 * half results only where a quarter line can give them.
 */
export function checkResults(
  market: { kind: string; line: number | null },
  selectionIds: readonly string[],
  results: readonly SelectionResult[],
): void {
  const given = new Set(results.map((result) => result.selectionId));
  const isQuarter = market.line !== null && Math.abs(market.line) % 500 === 250;
  const isValid =
    given.size === results.length &&
    results.length === selectionIds.length &&
    selectionIds.every((id) => given.has(id)) &&
    results.every(
      (result) =>
        (result.deadHeat === null || result.result === 'win') &&
        (isQuarter || (result.result !== 'halfWin' && result.result !== 'halfLose')),
    );
  if (!isValid) throw new AppError('sportsbook_results_invalid');
}

/** Which statuses an event may move to from each. */
const eventSteps: Record<SportEventStatus, readonly SportEventStatus[]> = {
  scheduled: ['scheduled', 'live', 'suspended', 'ended', 'cancelled'],
  live: ['live', 'suspended', 'ended', 'cancelled'],
  suspended: ['scheduled', 'live', 'suspended', 'ended', 'cancelled'],
  ended: ['ended', 'cancelled'],
  cancelled: ['cancelled'],
};

export function canMoveEvent(from: SportEventStatus, to: SportEventStatus): boolean {
  return eventSteps[from].includes(to);
}
