// Football: goals arrive as a Poisson process whose rates come from the sides' expected goals;
// prices come from the goals still to come, added to the score.
import type { SportScore } from '@khela/contracts';
import type { Match, MatchEngine, StepResult } from './simulator-engine';
import { createStateCache, marginFor, market, pickSome } from './simulator-engine';
import type { MarketSpec, Outcome } from './simulator-markets';
import type { Random } from './simulator-random';
import { clamp, poissonProbability } from './simulator-random';

const halfMinutes = 45;
const stepMinutes = 0.5;
const stepMs = 30_000;
const halfTimeMs = 15 * 60_000;
/** Goals still to come are counted up to this many a side: beyond it the chance is negligible. */
const goalsAheadMax = 9;

interface FootballState {
  half: 1 | 2;
  minute: number;
  home: number;
  away: number;
  isHalfTime: boolean;
  isOver: boolean;
}

function minuteDetail(state: FootballState): string {
  if (state.isOver) return 'FT';
  if (state.isHalfTime) return 'HT';
  const end = state.half * halfMinutes;
  const shown = Math.floor(state.minute) + 1;
  return shown > end ? `${end}+${shown - end}'` : `${shown}'`;
}

/** Football goal rates, in goals per 90 minutes, from the expected total and supremacy. */
function goalRates(expected: number, supremacy: number): [number, number] {
  return [Math.max(0.15, (expected + supremacy) / 2), Math.max(0.15, (expected - supremacy) / 2)];
}

function footballMarkets(random: Random, expected: number, supremacy: number): MarketSpec[] {
  const handicapLine = clamp(-Math.round(supremacy * 4) * 250, -2500, 2500);
  const totalLine = Math.round(expected * 4) * 250;
  const extras = pickSome(
    random,
    [
      market(`ah:${handicapLine}`, 'handicap', marginFor(false, random.next()), {
        line: handicapLine,
      }),
      market(`ou:${totalLine}`, 'total', marginFor(false, random.next()), { line: totalLine }),
      market('btts', 'bothTeamsToScore', marginFor(false, random.next())),
      market('dc', 'doubleChance', marginFor(false, random.next())),
      market('dnb', 'drawNoBet', marginFor(false, random.next())),
    ],
    2,
    5,
  );
  return [market('1x2', 'matchWinner3', marginFor(true, random.next())), ...extras];
}

/** A football match of two halves with stoppage time and a half-time break. */
export function createFootballMatch(random: Random): Match {
  const expected = 2.2 + random.next() * 0.9;
  let supremacy = random.normal(0.3, 0.6);
  const stoppage = [random.int(1, 4), random.int(2, 6)] as const;
  const state: FootballState = {
    half: 1,
    minute: 0,
    home: 0,
    away: 0,
    isHalfTime: false,
    isOver: false,
  };
  const markets = footballMarkets(random, expected, supremacy);

  const remainingMinutes = (): number => {
    if (state.isOver) return 0;
    const secondHalf = halfMinutes + (state.half === 2 ? stoppage[1] : 4);
    if (state.half === 2) return Math.max(0, 2 * halfMinutes + stoppage[1] - state.minute);
    return Math.max(0, halfMinutes + stoppage[0] - state.minute) + secondHalf;
  };

  // The final scores still possible from here, with their chances: every market prices on them.
  const cells = createStateCache((): Outcome[] => {
    const [homeRate, awayRate] = goalRates(expected, supremacy);
    const share = remainingMinutes() / 90;
    const found: Outcome[] = [];
    for (let home = 0; home <= goalsAheadMax; home += 1) {
      const pHome = poissonProbability(home, homeRate * share);
      if (pHome < 1e-7) continue;
      for (let away = 0; away <= goalsAheadMax; away += 1) {
        const p = pHome * poissonProbability(away, awayRate * share);
        if (p < 1e-7) continue;
        found.push({ p, facts: { home: state.home + home, away: state.away + away } });
      }
    }
    return found;
  });

  const step = (): StepResult => {
    cells.reset();
    if (state.isHalfTime) {
      Object.assign(state, { isHalfTime: false, half: 2, minute: halfMinutes });
      return { durationMs: halfTimeMs, isScoreChange: true, isIncident: false, closedPeriods: [] };
    }
    const before = Math.floor(state.minute);
    state.minute += stepMinutes;
    const [homeRate, awayRate] = goalRates(expected, supremacy);
    // The side behind late on pushes, and scores (and concedes) a little more often.
    const isLate = state.minute > 60 && state.home !== state.away;
    const push = (isBehind: boolean) => (isLate ? (isBehind ? 1.2 : 0.95) : 1);
    const homeGoal = random.chance((homeRate * push(state.home < state.away) * stepMinutes) / 90);
    const awayGoal =
      !homeGoal && random.chance((awayRate * push(state.away < state.home) * stepMinutes) / 90);
    if (homeGoal) state.home += 1;
    if (awayGoal) state.away += 1;
    const halfEnd = state.half * halfMinutes + (state.half === 1 ? stoppage[0] : stoppage[1]);
    const isHalfOver = state.minute >= halfEnd;
    if (isHalfOver && state.half === 1) state.isHalfTime = true;
    if (isHalfOver && state.half === 2) state.isOver = true;
    const isGoal = homeGoal || awayGoal;
    const isClock = Math.floor(state.minute) % 5 === 0 && Math.floor(state.minute) !== before;
    return {
      durationMs: stepMs,
      isScoreChange: isGoal || isHalfOver || isClock,
      isIncident: isGoal,
      closedPeriods: [],
    };
  };

  const engine: MatchEngine = {
    score: (): SportScore => ({
      home: state.home,
      away: state.away,
      detail: minuteDetail(state),
    }),
    isOver: () => state.isOver,
    step,
    outcomes: () => cells.get(),
    facts: () => ({ home: state.home, away: state.away }),
    nudge: (shift) => {
      supremacy += shift * 2;
      cells.reset();
    },
  };
  return { engine, markets };
}
