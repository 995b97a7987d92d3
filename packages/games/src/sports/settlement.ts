import type { LegResult, MarketKind } from './markets';

/**
 * Settling a selection from a final score, for the templates a score decides. Lines are
 * thousandths of a unit (-250 = −0.25); an Asian quarter line puts half the stake on each of
 * its neighbours, and each half settles alone.
 */

/** How a selection settled: its result, and the places tied for it (null: no dead heat). */
export interface ScoreSettlement {
  readonly result: LegResult;
  readonly deadHeat: number | null;
}

/** A final score; for innings runs and total sixes the figure is `home`, with `away` 0. */
export interface FinalScore {
  readonly home: number;
  readonly away: number;
}

/** Scores beyond this are a feed's mistake, not a match. */
export const scoreMax = 1_000_000;

/** A quarter line's two halves (nearer zero first); a whole or half line is itself. */
export function splitLine(line: number): number[] {
  if (!Number.isSafeInteger(line) || line % 250 !== 0) {
    throw new Error('a line is whole quarters: thousandths divisible by 250');
  }
  if (line % 500 === 0) return [line];
  const towardZero = line > 0 ? line - 250 : line + 250;
  const awayFromZero = line > 0 ? line + 250 : line - 250;
  return [towardZero, awayFromZero];
}

type Part = 'win' | 'lose' | 'void';

function partOf(marginThousandths: number): Part {
  if (marginThousandths > 0) return 'win';
  return marginThousandths < 0 ? 'lose' : 'void';
}

/**
 * Settles a line selection: `marginAt(part)` is by how much (thousandths) the selection beats
 * one part of the line. Two parts 500 apart can never win one half and lose the other.
 */
function settleLine(line: number, marginAt: (partLine: number) => number): ScoreSettlement {
  const parts = splitLine(line).map((partLine) => partOf(marginAt(partLine)));
  const [first, second = first] = parts;
  if (first === undefined) throw new Error('a line has at least one part');
  if (first === second) return { result: first, deadHeat: null };
  if (first === 'lose' || second === 'lose') {
    if (first === 'win' || second === 'win') throw new Error('a quarter line won and lost');
    return { result: 'halfLose', deadHeat: null };
  }
  return { result: 'halfWin', deadHeat: null };
}

const won: ScoreSettlement = { result: 'win', deadHeat: null };
const lost: ScoreSettlement = { result: 'lose', deadHeat: null };
const voided: ScoreSettlement = { result: 'void', deadHeat: null };

function outcome(isWin: boolean): ScoreSettlement {
  return isWin ? won : lost;
}

function settleMatchWinner3(key: string, { home, away }: FinalScore): ScoreSettlement | null {
  if (key === 'home') return outcome(home > away);
  if (key === 'draw') return outcome(home === away);
  if (key === 'away') return outcome(away > home);
  return null;
}

/** Two-way winner: a tie is a dead heat of two — each side wins at half its stake. */
function settleTwoWay(key: string, { home, away }: FinalScore): ScoreSettlement | null {
  if (key !== 'home' && key !== 'away') return null;
  if (home === away) return { result: 'win', deadHeat: 2 };
  return outcome(key === 'home' ? home > away : away > home);
}

function settleDoubleChance(key: string, { home, away }: FinalScore): ScoreSettlement | null {
  if (key === '1X') return outcome(home >= away);
  if (key === '12') return outcome(home !== away);
  if (key === 'X2') return outcome(away >= home);
  return null;
}

function settleDrawNoBet(key: string, { home, away }: FinalScore): ScoreSettlement | null {
  if (key !== 'home' && key !== 'away') return null;
  if (home === away) return voided;
  return outcome(key === 'home' ? home > away : away > home);
}

/** Asian handicap: the line is added to the home side's score (the away side's is −line). */
function settleHandicap(line: number, key: string, score: FinalScore): ScoreSettlement | null {
  const homeMarginThousandths = (score.home - score.away) * 1000;
  if (key === 'home') return settleLine(line, (part) => homeMarginThousandths + part);
  if (key === 'away') return settleLine(line, (part) => -homeMarginThousandths - part);
  return null;
}

function settleTotal(line: number, key: string, total: number): ScoreSettlement | null {
  if (key === 'over') return settleLine(line, (part) => total * 1000 - part);
  if (key === 'under') return settleLine(line, (part) => part - total * 1000);
  return null;
}

function settleCorrectScore(key: string, { home, away }: FinalScore): ScoreSettlement | null {
  // "other" wins when no listed score came up, which only the market's list can tell.
  const match = /^(\d{1,7})-(\d{1,7})$/.exec(key);
  if (!match) return null;
  return outcome(Number(match[1]) === home && Number(match[2]) === away);
}

function lineOf(kind: MarketKind, line: number | null): number {
  if (line === null) throw new Error(`a ${kind} market has a line`);
  return line;
}

function assertScore({ home, away }: FinalScore): void {
  for (const figure of [home, away]) {
    if (!Number.isSafeInteger(figure) || figure < 0 || figure > scoreMax) {
      throw new Error(`a score is a whole number in [0, ${scoreMax}]`);
    }
  }
}

/**
 * How a selection settles on a final score, or null when the score cannot say: a key the
 * template does not have, correct score's "other", a top batsman.
 */
export function settleByScore(
  kind: MarketKind,
  line: number | null,
  selectionKey: string,
  score: FinalScore,
): ScoreSettlement | null {
  assertScore(score);
  switch (kind) {
    case 'matchWinner3':
      return settleMatchWinner3(selectionKey, score);
    case 'matchWinner2':
    case 'mapWinner':
      return settleTwoWay(selectionKey, score);
    case 'doubleChance':
      return settleDoubleChance(selectionKey, score);
    case 'drawNoBet':
      return settleDrawNoBet(selectionKey, score);
    case 'handicap':
      return settleHandicap(lineOf(kind, line), selectionKey, score);
    case 'total':
    case 'inningsRuns':
    case 'totalSixes':
      return settleTotal(lineOf(kind, line), selectionKey, score.home + score.away);
    case 'bothTeamsToScore':
      if (selectionKey !== 'yes' && selectionKey !== 'no') return null;
      return outcome((score.home > 0 && score.away > 0) === (selectionKey === 'yes'));
    case 'correctScore':
      return settleCorrectScore(selectionKey, score);
    case 'topBatsman':
      return null;
  }
}
