// Basketball and kabaddi: many points a side, so the final margin and total are priced as normal
// variables around the score now plus what the rest of the match is expected to add.
import type { SportScore } from '@khela/contracts';
import type { Match, MatchEngine, StepResult } from './simulator-engine';
import { createStateCache, marginFor, market, pickSome } from './simulator-engine';
import type { MarketSpec, Outcome } from './simulator-markets';
import type { Random } from './simulator-random';
import { discreteNormal } from './simulator-random';

interface PointsState {
  period: number;
  stepInPeriod: number;
  home: number;
  away: number;
  isBreak: boolean;
  isOver: boolean;
}

/** How a points sport is played and how uncertain its final score is. */
interface PointsRules {
  periods: number;
  periodSteps: number;
  /** Steps of an overtime period; null: a draw stands. */
  overtimeSteps: number | null;
  stepMs: readonly [number, number];
  breakMs(afterPeriod: number): number;
  /** Deviations of the full match's margin and total. */
  marginDeviation: number;
  totalDeviation: number;
  /** Points each side scores in one step, given the sides' expected points a step. */
  play(random: Random, homeRate: number, awayRate: number, step: number): [number, number];
  detail(state: PointsState, rules: PointsRules): string;
}

const basketball: PointsRules = {
  periods: 4,
  periodSteps: 30,
  overtimeSteps: 15,
  stepMs: [35_000, 55_000],
  breakMs: (after) => (after === 2 ? 15 * 60_000 : 2 * 60_000),
  marginDeviation: 12,
  totalDeviation: 14,
  play: (random, homeRate, awayRate) => {
    const points = (rate: number) => {
      let sum = 0;
      for (let play = random.poisson(rate / 2.1); play > 0; play -= 1) {
        sum += random.weighted([
          [2, 0.6],
          [3, 0.25],
          [1, 0.15],
        ]);
      }
      return sum;
    };
    return [points(homeRate), points(awayRate)];
  },
  detail: (state, rules) => {
    if (state.isOver) return 'FT';
    const name = state.period > rules.periods ? 'OT' : `Q${state.period}`;
    if (state.isBreak) return state.period === 2 ? 'HT' : `End of ${name}`;
    const stepsPerPeriod =
      state.period > rules.periods ? (rules.overtimeSteps ?? 0) : rules.periodSteps;
    const secondsLeft = (stepsPerPeriod - state.stepInPeriod) * 20;
    return `${name} ${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`;
  },
};

const kabaddi: PointsRules = {
  periods: 2,
  periodSteps: 40,
  overtimeSteps: null,
  stepMs: [30_000, 40_000],
  breakMs: () => 5 * 60_000,
  marginDeviation: 8,
  totalDeviation: 10,
  // Sides raid in turn: the raider scores touch points, or the defence a tackle point.
  play: (random, homeRate, awayRate, step) => {
    const isHomeRaid = step % 2 === 0;
    const raidRate = (isHomeRaid ? homeRate : awayRate) * 2 * 0.78;
    const raid = random.poisson(raidRate);
    const tackle = raid === 0 && random.chance(0.45) ? 1 : 0;
    return isHomeRaid ? [raid, tackle] : [tackle, raid];
  },
  detail: (state, rules) => {
    if (state.isOver) return 'FT';
    if (state.isBreak) return 'HT';
    const minute = Math.floor(((state.period - 1) * rules.periodSteps + state.stepInPeriod) / 2);
    return `${state.period === 1 ? '1st' : '2nd'} half ${minute + 1}'`;
  },
};

function createPointsMatch(
  random: Random,
  rules: PointsRules,
  expectedTotal: number,
  initialSupremacy: number,
  markets: MarketSpec[],
): Match {
  let supremacy = initialSupremacy;
  const state: PointsState = {
    period: 1,
    stepInPeriod: 0,
    home: 0,
    away: 0,
    isBreak: false,
    isOver: false,
  };
  const regulationSteps = rules.periods * rules.periodSteps;
  const remainingSteps = (): number => {
    if (state.isOver) return 0;
    if (state.period > rules.periods) return (rules.overtimeSteps ?? 0) - state.stepInPeriod;
    return (rules.periods - state.period + 1) * rules.periodSteps - state.stepInPeriod;
  };
  const step = (): StepResult => {
    if (state.isBreak) {
      const durationMs = rules.breakMs(state.period);
      Object.assign(state, { isBreak: false, period: state.period + 1, stepInPeriod: 0 });
      return { durationMs, isScoreChange: true, isIncident: false, closedPeriods: [] };
    }
    const homeRate = (expectedTotal + supremacy) / 2 / regulationSteps;
    const awayRate = (expectedTotal - supremacy) / 2 / regulationSteps;
    const [home, away] = rules.play(random, homeRate, awayRate, state.stepInPeriod);
    state.home += home;
    state.away += away;
    state.stepInPeriod += 1;
    const steps = state.period > rules.periods ? (rules.overtimeSteps ?? 0) : rules.periodSteps;
    if (state.stepInPeriod >= steps) {
      const isTied = state.home === state.away && rules.overtimeSteps !== null;
      if (state.period >= rules.periods && !isTied) state.isOver = true;
      else state.isBreak = true;
    }
    return {
      durationMs: random.int(rules.stepMs[0], rules.stepMs[1]),
      isScoreChange: home + away > 0 || state.isBreak || state.isOver,
      isIncident: false,
      closedPeriods: [],
    };
  };
  const totals = createStateCache((): Outcome[] => {
    const share = remainingSteps() / regulationSteps;
    const mean = state.home + state.away + expectedTotal * share;
    return discreteNormal(mean, rules.totalDeviation * Math.sqrt(share)).map(([total, p]) => ({
      p,
      facts: { home: total, away: 0 },
    }));
  });
  const margins = createStateCache((): Outcome[] => {
    const share = remainingSteps() / regulationSteps;
    const mean = state.home - state.away + supremacy * share;
    const cells = discreteNormal(mean, rules.marginDeviation * Math.sqrt(share));
    return cells.flatMap(([margin, p]): Outcome[] => {
      // Without draws a tie goes to overtime, a coin toss between the sides.
      if (margin === 0 && rules.overtimeSteps !== null) {
        return [
          { p: p / 2, facts: { home: 1, away: 0 } },
          { p: p / 2, facts: { home: 0, away: 1 } },
        ];
      }
      return [{ p, facts: { home: Math.max(margin, 0), away: Math.max(-margin, 0) } }];
    });
  });
  const engine: MatchEngine = {
    score: (): SportScore => ({
      home: state.home,
      away: state.away,
      detail: rules.detail(state, rules),
    }),
    isOver: () => state.isOver,
    step: () => {
      totals.reset();
      margins.reset();
      return step();
    },
    outcomes: (spec) => (spec.kind === 'total' ? totals.get() : margins.get()),
    facts: () => ({ home: state.home, away: state.away }),
    nudge: (shift) => {
      supremacy += shift * 20;
      margins.reset();
    },
  };
  return { engine, markets };
}

function pointsMarkets(
  random: Random,
  main: MarketSpec,
  total: number,
  supremacy: number,
  withDrawNoBet: boolean,
): MarketSpec[] {
  const handicapLine = -(Math.round(supremacy) * 1000 + (supremacy >= 0 ? 500 : -500));
  const totalLine = Math.round(total) * 1000 + 500;
  const alternative = totalLine + (random.chance(0.5) ? 6000 : -6000);
  const candidates = [
    market(`hcp:${handicapLine}`, 'handicap', marginFor(false, random.next()), {
      line: handicapLine,
    }),
    market(`total:${totalLine}`, 'total', marginFor(false, random.next()), { line: totalLine }),
    market(`total:${alternative}`, 'total', marginFor(false, random.next()), {
      line: alternative,
    }),
  ];
  if (withDrawNoBet) candidates.push(market('dnb', 'drawNoBet', marginFor(false, random.next())));
  return [main, ...pickSome(random, candidates, 2, candidates.length)];
}

/** A basketball game of four ten-minute quarters; a tie goes to overtime. */
export function createBasketballMatch(random: Random): Match {
  const total = 150 + random.next() * 30;
  const supremacy = random.normal(3, 7);
  const main = market('ml', 'matchWinner2', marginFor(true, random.next()));
  return createPointsMatch(
    random,
    basketball,
    total,
    supremacy,
    pointsMarkets(random, main, total, supremacy, false),
  );
}

/** A kabaddi match of two twenty-minute halves; a draw stands. */
export function createKabaddiMatch(random: Random): Match {
  const total = 70 + random.next() * 16;
  const supremacy = random.normal(2, 6);
  const main = market('1x2', 'matchWinner3', marginFor(true, random.next()));
  return createPointsMatch(
    random,
    kabaddi,
    total,
    supremacy,
    pointsMarkets(random, main, total, supremacy, true),
  );
}
