// How the simulator's markets settle and how they are priced. One settlement function serves
// both: a price is the fair odds of a selection over the distribution of final results, each
// result settled as the market will settle, so prices and settlements can never disagree.
import type { LegResult, MarketKind } from '@khela/contracts';

/** A market as the simulator offers it: its definition and the margin it is priced at. */
export interface MarketSpec {
  ref: string;
  kind: MarketKind;
  /** Handicap or total line in thousandths (-250 = -0.25), or null. */
  line: number | null;
  period: number | null;
  selections: { key: string; name?: string }[];
  /** The bookmaker's margin: 0.05 prices the market at a 5 % overround. */
  margin: number;
}

/**
 * What a market settles on. `home` and `away` are the match score in the unit its markets
 * count (goals, points, runs, sets, maps); the rest only some sports fill.
 */
export interface MatchFacts {
  home: number;
  away: number;
  /** Runs of each innings, in batting order (cricket). */
  inningsRuns?: number[];
  sixes?: number;
  /** Runs of each named batsman by selection key (cricket). */
  batsmenRuns?: Record<string, number>;
  /** Winner of each map played (esports); a map not played is absent. */
  mapWinners?: ('home' | 'away')[];
}

/** One possible final result and its probability. */
export interface Outcome {
  p: number;
  facts: MatchFacts;
}

export interface SelectionResult {
  key: string;
  result: LegResult;
  deadHeat?: number | null;
}

/** The odds of a market now, and whether it can take bets (no selection all but certain). */
export interface MarketPrice {
  odds: Map<string, number>;
  isTradable: boolean;
}

// A market with a selection this likely (or, with two or three selections, this unlikely) is
// suspended until it settles: its price would sit on the odds bounds and stop meaning anything.
// A runner out of a many-runner market (a batsman out cheaply) is shown at long odds instead.
const impliedMax = 0.93;
const impliedMin = 0.004;
const oddsMin = 1001;
const oddsMax = 1_000_000;

function sign(valueThousandths: number): LegResult {
  if (valueThousandths > 0) return 'win';
  return valueThousandths < 0 ? 'lose' : 'void';
}

/**
 * Settles a stake on `value` (the selection's margin over the line, in thousandths). A quarter
 * line splits the stake over the two lines beside it, which is where half results come from.
 */
export function asianResult(valueThousandths: number, line: number): LegResult {
  if (line % 500 === 0) return sign(valueThousandths);
  const low = sign(valueThousandths - 250);
  const high = sign(valueThousandths + 250);
  if (low === high) return low;
  if (high === 'win') return low === 'void' ? 'halfWin' : 'win';
  return 'halfLose';
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`settling needs ${what}`);
  return value;
}

function winnerOf(facts: MatchFacts): 'home' | 'draw' | 'away' {
  if (facts.home === facts.away) return 'draw';
  return facts.home > facts.away ? 'home' : 'away';
}

const doubleChanceCovers: Record<string, readonly string[]> = {
  '1X': ['home', 'draw'],
  '12': ['home', 'away'],
  X2: ['draw', 'away'],
};

function overUnder(key: string, total: number, line: number): LegResult {
  const value = total * 1000 - line;
  return asianResult(key === 'over' ? value : -value, line);
}

/** The keys that win outright: one, or several tied for a place that pays one. */
function winners(market: MarketSpec, facts: MatchFacts): readonly string[] {
  if (market.kind === 'topBatsman') {
    const runs = required(facts.batsmenRuns, 'batsmen runs');
    let best = Number.NEGATIVE_INFINITY;
    for (const { key } of market.selections) best = Math.max(best, runs[key] ?? 0);
    return market.selections.map(({ key }) => key).filter((key) => (runs[key] ?? 0) === best);
  }
  const winner = winnerOf(facts);
  if (market.kind === 'matchWinner2' && winner === 'draw') return ['home', 'away'];
  return [winner];
}

/** How a stake on one selection settles on these facts (dead heats aside: see deadHeatOf). */
function selectionResult(market: MarketSpec, key: string, facts: MatchFacts): LegResult {
  const { home, away } = facts;
  const line = market.line ?? 0;
  switch (market.kind) {
    case 'matchWinner3':
    case 'matchWinner2':
    case 'topBatsman':
      return winners(market, facts).includes(key) ? 'win' : 'lose';
    case 'doubleChance':
      return (doubleChanceCovers[key] ?? []).includes(winnerOf(facts)) ? 'win' : 'lose';
    case 'drawNoBet': {
      const winner = winnerOf(facts);
      return winner === 'draw' ? 'void' : key === winner ? 'win' : 'lose';
    }
    case 'handicap': {
      const value = (home - away) * 1000 + line;
      return asianResult(key === 'home' ? value : -value, line);
    }
    case 'total':
      return overUnder(key, home + away, line);
    case 'bothTeamsToScore':
      return (key === 'yes') === (home > 0 && away > 0) ? 'win' : 'lose';
    case 'correctScore': {
      const exact = `${home}-${away}`;
      const isListed = market.selections.some((selection) => selection.key === exact);
      return key === (isListed ? exact : 'other') ? 'win' : 'lose';
    }
    case 'inningsRuns': {
      const innings = required(facts.inningsRuns, 'innings runs');
      return overUnder(key, required(innings[(market.period ?? 1) - 1], 'the innings'), line);
    }
    case 'totalSixes':
      return overUnder(key, required(facts.sixes, 'sixes'), line);
    case 'mapWinner': {
      const winner = required(facts.mapWinners, 'map winners')[(market.period ?? 1) - 1];
      if (winner === undefined) return 'void';
      return key === winner ? 'win' : 'lose';
    }
  }
}

/** How many share a winning place (a tied match or top batsman): the stake is split so. */
function deadHeatOf(market: MarketSpec, facts: MatchFacts): number {
  const canTie = market.kind === 'matchWinner2' || market.kind === 'topBatsman';
  return canTie ? winners(market, facts).length : 1;
}

/** How every selection of the market settles on these facts. */
export function settleMarket(market: MarketSpec, facts: MatchFacts): SelectionResult[] {
  const deadHeat = deadHeatOf(market, facts);
  return market.selections.map(({ key }) => {
    const result = selectionResult(market, key, facts);
    return result === 'win' && deadHeat > 1 ? { key, result, deadHeat } : { key, result };
  });
}

/** Odds are shown to two decimals below 10, one below 50, whole above. */
function roundDown(oddsThousandths: number): number {
  const tick = oddsThousandths < 10_000 ? 10 : oddsThousandths < 50_000 ? 100 : 1000;
  return Math.floor(oddsThousandths / tick) * tick;
}

/**
 * Fair odds d make a stake's expected return one: P(win)·d + P(halfWin)·(d+1)/2 + P(void) +
 * P(halfLose)/2 = 1; the implied probability is 1/d, and the margin scales it up.
 */
export function priceMarket(market: MarketSpec, outcomes: readonly Outcome[]): MarketPrice {
  const sums = new Map(
    market.selections.map((selection) => [selection.key, { win: 0, halfWin: 0, back: 0 }]),
  );
  for (const outcome of outcomes) {
    let deadHeat = 0;
    for (const [key, sum] of sums) {
      const result = selectionResult(market, key, outcome.facts);
      if (result === 'win') {
        deadHeat ||= deadHeatOf(market, outcome.facts);
        sum.win += outcome.p / deadHeat;
      } else if (result === 'halfWin') sum.halfWin += outcome.p;
      else if (result === 'void') sum.back += outcome.p;
      else if (result === 'halfLose') sum.back += outcome.p / 2;
    }
  }
  const total = outcomes.reduce((sum, outcome) => sum + outcome.p, 0);
  const odds = new Map<string, number>();
  let isTradable = total > 0;
  for (const [key, sum] of sums) {
    const stake = total - sum.back - sum.halfWin / 2;
    const implied = stake > total * 1e-6 ? (sum.win + sum.halfWin / 2) / stake : 0;
    const isOutsider = implied < impliedMin && sums.size <= 3;
    if (implied > impliedMax || isOutsider) isTradable = false;
    const fair = implied > 0 ? 1000 / (implied * (1 + market.margin)) : oddsMax;
    odds.set(key, Math.min(oddsMax, Math.max(oddsMin, roundDown(fair))));
  }
  return { odds, isTradable };
}
