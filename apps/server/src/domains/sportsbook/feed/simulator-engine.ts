// What every sport's match engine offers the timeline, and the probability tools they share:
// a point race won by two clear (a game, a set, a map of rounds) and a best-of series.
import type { SportScore } from '@khela/contracts';
import type { MarketSpec, MatchFacts, Outcome } from './simulator-markets';
import type { Random } from './simulator-random';

/** What one step of play did. */
export interface StepResult {
  /** How long the step took in real time, breaks included. */
  durationMs: number;
  isScoreChange: boolean;
  /** A goal, wicket or the like: the book stops bets around it. */
  isIncident: boolean;
  /** Periods (innings, maps) that ended with this step: their markets settle now. */
  closedPeriods: number[];
}

/** A match as it plays: its state, its next step and what its markets are worth now. */
export interface MatchEngine {
  score(): SportScore;
  isOver(): boolean;
  step(): StepResult;
  /** The distribution of final results this market settles on, from the state now. */
  outcomes(market: MarketSpec): Outcome[];
  /** What the markets settle on (complete once the match is over). */
  facts(): MatchFacts;
  /** Moves the sides' strengths a little before the start (team news, money): prices drift. */
  nudge(shift: number): void;
}

/** A match and the markets offered on it; the first market is the main one. */
export interface Match {
  engine: MatchEngine;
  markets: MarketSpec[];
}

/** Builds a market; selections come from the kind unless given. */
export function market(
  ref: string,
  kind: MarketSpec['kind'],
  margin: number,
  options: { line?: number; period?: number; selections?: MarketSpec['selections'] } = {},
): MarketSpec {
  const keysByKind: Partial<Record<MarketSpec['kind'], string[]>> = {
    matchWinner3: ['home', 'draw', 'away'],
    doubleChance: ['1X', '12', 'X2'],
    total: ['over', 'under'],
    bothTeamsToScore: ['yes', 'no'],
    inningsRuns: ['over', 'under'],
    totalSixes: ['over', 'under'],
  };
  const keys = keysByKind[kind] ?? ['home', 'away'];
  return {
    ref,
    kind,
    line: options.line ?? null,
    period: options.period ?? null,
    selections: options.selections ?? keys.map((key) => ({ key })),
    margin,
  };
}

/**
 * P(home wins a race to `target` points, two clear, from a–b) when home wins each point with
 * probability p; at `cap` the next point decides (badminton's 30). Memoised per race.
 */
export function createRace(target: number, p: number, cap = Number.POSITIVE_INFINITY) {
  const memo = new Map<number, number>();
  const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
  const win = (a: number, b: number): number => {
    if (a >= cap) return 1;
    if (b >= cap) return 0;
    if (a >= target && a - b >= 2) return 1;
    if (b >= target && b - a >= 2) return 0;
    if (a === b && a >= target - 1 && cap === Number.POSITIVE_INFINITY) return deuce;
    const key = a * 1000 + b;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = p * win(a + 1, b) + (1 - p) * win(a, b + 1);
    memo.set(key, value);
    return value;
  };
  return win;
}

/** Whether a race to `target`, two clear (or to `cap`), is over at a–b. */
export function isRaceOver(a: number, b: number, target: number, cap = Number.POSITIVE_INFINITY) {
  if (a >= cap || b >= cap) return true;
  return Math.max(a, b) >= target && Math.abs(a - b) >= 2;
}

/** The final scores of a best-of series and the chance each unit (set, map) is played. */
export interface SeriesForecast {
  finals: { home: number; away: number; p: number }[];
  /** reach[k]: the probability unit k + 1 is played. */
  reach: number[];
}

/**
 * A best-of-n series from home–away: the unit in play goes to home with `current`, every later
 * one with `fresh`.
 */
export function forecastSeries(
  bestOf: number,
  home: number,
  away: number,
  current: number,
  fresh: number,
): SeriesForecast {
  const need = Math.ceil(bestOf / 2);
  const reach: number[] = Array.from({ length: home + away }, () => 1);
  if (home >= need || away >= need) {
    while (reach.length < bestOf) reach.push(0);
    return { finals: [{ home, away, p: 1 }], reach };
  }
  const finals: SeriesForecast['finals'] = [];
  // open[h]: P(the series stands at h–(unit − h) and goes on), for the unit about to be played.
  let open = new Map<number, number>([[home, 1]]);
  for (let unit = home + away; unit < bestOf && open.size > 0; unit += 1) {
    reach.push([...open.values()].reduce((sum, p) => sum + p, 0));
    const q = unit === home + away ? current : fresh;
    const next = new Map<number, number>();
    for (const [h, p] of open) {
      for (const [wonHome, share] of [
        [h + 1, p * q],
        [h, p * (1 - q)],
      ] as const) {
        const wonAway = unit + 1 - wonHome;
        if (wonHome >= need || wonAway >= need) {
          finals.push({ home: wonHome, away: wonAway, p: share });
        } else {
          next.set(wonHome, (next.get(wonHome) ?? 0) + share);
        }
      }
    }
    open = next;
  }
  while (reach.length < bestOf) reach.push(0);
  return { finals, reach };
}

/** Outcomes of a series market: maps or sets won, or the winner of one map. */
export function seriesOutcomes(
  market: MarketSpec,
  forecast: SeriesForecast,
  current: number,
  fresh: number,
  playedUnits: number,
  wonUnits: ('home' | 'away')[],
): Outcome[] {
  if (market.kind !== 'mapWinner') {
    return forecast.finals.map(({ home, away, p }) => ({ p, facts: { home, away } }));
  }
  const index = (market.period ?? 1) - 1;
  const known = wonUnits[index];
  const facts = (winner?: 'home' | 'away'): Outcome['facts'] => {
    const mapWinners = [...wonUnits];
    if (winner) mapWinners[index] = winner;
    return { home: 0, away: 0, mapWinners };
  };
  if (known !== undefined) return [{ p: 1, facts: facts(known) }];
  const reach = forecast.reach[index] ?? 0;
  const q = index === playedUnits ? current : fresh;
  return [
    { p: reach * q, facts: facts('home') },
    { p: reach * (1 - q), facts: facts('away') },
    { p: 1 - reach, facts: facts() },
  ];
}

/** A base margin for a market: main markets are priced tighter than the rest. */
export function marginFor(isMain: boolean, roll: number): number {
  return isMain ? 0.035 + roll * 0.02 : 0.045 + roll * 0.02;
}

/** Between `fewest` and `most` of the items, in a random order. */
export function pickSome<T>(
  random: Random,
  items: readonly T[],
  fewest: number,
  most: number,
): T[] {
  const pool = [...items];
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [pool[index], pool[other]] = [pool[other] as T, pool[index] as T];
  }
  return pool.slice(0, random.int(fewest, Math.min(most, pool.length)));
}

/** Remembers a value worked out from a match's state until that state changes. */
export function createStateCache<T>(compute: () => T) {
  let value: T | undefined;
  return {
    get: (): T => (value ??= compute()),
    reset: (): void => {
      value = undefined;
    },
  };
}
