// Sports played in sets of points (volleyball, badminton, table tennis) and tennis (points in
// games in sets). Each is a best-of series of races; prices come from exact recursions over the
// chance a side wins a point, so they move with every point.
import type { SportScore } from '@khela/contracts';
import type { Match, MatchEngine, StepResult } from './simulator-engine';
import {
  createRace,
  createStateCache,
  forecastSeries,
  isRaceOver,
  marginFor,
  market,
  pickSome,
  seriesOutcomes,
} from './simulator-engine';
import type { MarketSpec } from './simulator-markets';
import type { Random } from './simulator-random';

/** How a set of rallies is played. */
interface RallyRules {
  bestOf: number;
  target: number;
  /** The deciding set's target (volleyball's fifth set goes to 15). */
  deciderTarget: number;
  cap?: number;
  pointMs: readonly [number, number];
  setBreakMs: number;
  word: 'Set' | 'Game';
}

const rallyRules = {
  volleyball: {
    bestOf: 5,
    target: 25,
    deciderTarget: 15,
    pointMs: [25_000, 40_000],
    setBreakMs: 3 * 60_000,
    word: 'Set',
  },
  badminton: {
    bestOf: 3,
    target: 21,
    deciderTarget: 21,
    cap: 30,
    pointMs: [20_000, 35_000],
    setBreakMs: 2 * 60_000,
    word: 'Game',
  },
  tableTennis: {
    bestOf: 5,
    target: 11,
    deciderTarget: 11,
    pointMs: [12_000, 22_000],
    setBreakMs: 60_000,
    word: 'Game',
  },
} satisfies Record<string, RallyRules>;

/** Match winner, a set handicap for the favourite and the total number of sets. */
function setMarkets(random: Random, bestOf: number, edge: number): MarketSpec[] {
  const favourite = edge >= 0 ? -1 : 1;
  const candidates = [
    market(`hcp:${favourite * 1500}`, 'handicap', marginFor(false, random.next()), {
      line: favourite * 1500,
    }),
    market(`total:${bestOf === 3 ? 2500 : 3500}`, 'total', marginFor(false, random.next()), {
      line: bestOf === 3 ? 2500 : 3500,
    }),
  ];
  if (bestOf === 5) {
    candidates.push(
      market(`hcp:${favourite * 2500}`, 'handicap', marginFor(false, random.next()), {
        line: favourite * 2500,
      }),
      market('total:4500', 'total', marginFor(false, random.next()), { line: 4500 }),
    );
  }
  const main = market('ml', 'matchWinner2', marginFor(true, random.next()));
  return [main, ...pickSome(random, candidates, 2, candidates.length)];
}

/** A match of sets of rallies: every rally is a point, every set a race won by two clear. */
export function createRallyMatch(random: Random, sport: keyof typeof rallyRules): Match {
  const rules: RallyRules = rallyRules[sport];
  let edge = random.normal(0, 0.035);
  const sets = { home: 0, away: 0 };
  const points = { home: 0, away: 0 };
  const setWinners: ('home' | 'away')[] = [];
  let pendingBreakMs = 0;
  const targetOf = (setIndex: number) =>
    setIndex === rules.bestOf - 1 ? rules.deciderTarget : rules.target;
  const isOver = () => Math.max(sets.home, sets.away) > rules.bestOf / 2;
  const forecast = createStateCache(() => {
    const p = 0.5 + edge;
    const current = createRace(targetOf(setWinners.length), p, rules.cap)(points.home, points.away);
    const fresh = createRace(rules.target, p, rules.cap)(0, 0);
    return {
      current,
      fresh,
      series: forecastSeries(rules.bestOf, sets.home, sets.away, current, fresh),
    };
  });

  const step = (): StepResult => {
    forecast.reset();
    const winner = random.chance(0.5 + edge) ? 'home' : 'away';
    points[winner] += 1;
    const durationMs = random.int(rules.pointMs[0], rules.pointMs[1]) + pendingBreakMs;
    pendingBreakMs = 0;
    if (isRaceOver(points.home, points.away, targetOf(setWinners.length), rules.cap)) {
      setWinners.push(winner);
      sets[winner] += 1;
      points.home = 0;
      points.away = 0;
      pendingBreakMs = rules.setBreakMs;
    }
    return { durationMs, isScoreChange: true, isIncident: false, closedPeriods: [] };
  };

  const engine: MatchEngine = {
    score: (): SportScore => ({
      home: sets.home,
      away: sets.away,
      detail: isOver()
        ? 'Ended'
        : `${rules.word} ${setWinners.length + 1}, ${points.home}-${points.away}`,
    }),
    isOver,
    step,
    outcomes: (spec) => {
      const { current, fresh, series } = forecast.get();
      return seriesOutcomes(spec, series, current, fresh, setWinners.length, setWinners);
    },
    facts: () => ({ home: sets.home, away: sets.away }),
    nudge: (shift) => {
      edge += shift / 4;
      forecast.reset();
    },
  };
  return { engine, markets: setMarkets(random, rules.bestOf, edge) };
}

const tennisPointNames = ['0', '15', '30', '40'];

function tennisPoints(home: number, away: number): string {
  if (home >= 3 && away >= 3) {
    if (home === away) return '40-40';
    return home > away ? 'AD-40' : '40-AD';
  }
  return `${tennisPointNames[home] ?? '40'}-${tennisPointNames[away] ?? '40'}`;
}

/** P(home wins the set) from games gh–ga with `isHomeServing` next, and from a fresh set. */
function tennisSetOdds(holdHome: number, breakHome: number, tiebreak: number) {
  const memo = new Map<number, number>();
  const set = (home: number, away: number, isHomeServing: boolean): number => {
    if (home >= 6 && home - away >= 2) return 1;
    if (away >= 6 && away - home >= 2) return 0;
    if (home === 7) return 1;
    if (away === 7) return 0;
    if (home === 6 && away === 6) return tiebreak;
    const key = home * 100 + away * 10 + (isHomeServing ? 1 : 0);
    const known = memo.get(key);
    if (known !== undefined) return known;
    const game = isHomeServing ? holdHome : breakHome;
    const value =
      game * set(home + 1, away, !isHomeServing) + (1 - game) * set(home, away + 1, !isHomeServing);
    memo.set(key, value);
    return value;
  };
  return set;
}

/** A best-of-three tennis match, point by point, with tie-breaks at six games all. */
export function createTennisMatch(random: Random): Match {
  let edge = random.normal(0, 0.04);
  const serve = 0.6 + random.next() * 0.06;
  const sets = { home: 0, away: 0 };
  const games = { home: 0, away: 0 };
  const points = { home: 0, away: 0 };
  const setWinners: ('home' | 'away')[] = [];
  let isHomeServing = random.chance(0.5);
  let pendingBreakMs = 0;
  const isTiebreak = () => games.home === 6 && games.away === 6;
  const isOver = () => Math.max(sets.home, sets.away) >= 2;
  const pointChance = () => {
    if (isTiebreak()) return 0.5 + edge;
    return isHomeServing ? serve + edge : 1 - serve + edge;
  };

  const endGame = (winner: 'home' | 'away') => {
    games[winner] += 1;
    points.home = 0;
    points.away = 0;
    isHomeServing = !isHomeServing;
    const isSetOver =
      Math.max(games.home, games.away) === 7 ||
      (Math.max(games.home, games.away) >= 6 && Math.abs(games.home - games.away) >= 2);
    if (isSetOver) {
      sets[winner] += 1;
      setWinners.push(winner);
      games.home = 0;
      games.away = 0;
      pendingBreakMs = 120_000;
    } else if ((games.home + games.away) % 2 === 1) {
      pendingBreakMs = 90_000;
    }
  };

  const forecast = createStateCache(() => {
    const hold = createRace(4, serve + edge)(0, 0);
    const breakServe = createRace(4, 1 - serve + edge)(0, 0);
    const set = tennisSetOdds(hold, breakServe, createRace(7, 0.5 + edge)(0, 0));
    const game = createRace(isTiebreak() ? 7 : 4, pointChance())(points.home, points.away);
    const current = isTiebreak()
      ? game
      : game * set(games.home + 1, games.away, !isHomeServing) +
        (1 - game) * set(games.home, games.away + 1, !isHomeServing);
    const fresh = (set(0, 0, true) + set(0, 0, false)) / 2;
    return { current, fresh, series: forecastSeries(3, sets.home, sets.away, current, fresh) };
  });

  const step = (): StepResult => {
    forecast.reset();
    const winner = random.chance(pointChance()) ? 'home' : 'away';
    points[winner] += 1;
    const durationMs = random.int(30_000, 50_000) + pendingBreakMs;
    pendingBreakMs = 0;
    if (isRaceOver(points.home, points.away, isTiebreak() ? 7 : 4)) endGame(winner);
    return { durationMs, isScoreChange: true, isIncident: false, closedPeriods: [] };
  };

  const detail = (): string => {
    if (isOver()) return 'Ended';
    const prefix = `Set ${setWinners.length + 1}, ${games.home}-${games.away}`;
    if (isTiebreak()) return `${prefix}, TB ${points.home}-${points.away}`;
    return `${prefix}, ${tennisPoints(points.home, points.away)}`;
  };

  const engine: MatchEngine = {
    score: (): SportScore => ({ home: sets.home, away: sets.away, detail: detail() }),
    isOver,
    step,
    outcomes: (spec) => {
      const { current, fresh, series } = forecast.get();
      return seriesOutcomes(spec, series, current, fresh, setWinners.length, setWinners);
    },
    facts: () => ({ home: sets.home, away: sets.away }),
    nudge: (shift) => {
      edge += shift / 4;
      forecast.reset();
    },
  };
  return { engine, markets: setMarkets(random, 3, edge) };
}
