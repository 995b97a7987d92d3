// T20 cricket, ball by ball: two innings of at most 120 balls; the side batting second stops once
// it passes the target. Prices come from the runs each side is expected to add with the balls
// and wickets it has left.
import type { SportScore } from '@khela/contracts';
import type { Match, MatchEngine, StepResult } from './simulator-engine';
import { marginFor, market, pickSome } from './simulator-engine';
import type { MarketSpec, Outcome } from './simulator-markets';
import type { Random } from './simulator-random';
import { battingOrder } from './simulator-names';
import { discreteNormal, normalCdf, poissonProbability } from './simulator-random';

const ballsPerInnings = 120;
const inningsDeviationRuns = 22;
const sixesPerBall = 0.05;
/** Runs a top-order batsman still at the crease, or yet to bat, is expected to add. */
const batsmanExpectedRuns = 20;
const batsmanRunsMax = 220;

type Side = 'home' | 'away';

interface Innings {
  side: Side;
  runs: number;
  balls: number;
  wickets: number;
  striker: number;
  nonStriker: number;
  batsmen: number[];
  isOut: boolean[];
}

const newInnings = (side: Side): Innings => ({
  side,
  runs: 0,
  balls: 0,
  wickets: 0,
  striker: 0,
  nonStriker: 1,
  batsmen: Array.from({ length: 11 }, () => 0),
  isOut: Array.from({ length: 11 }, () => false),
});

/** Runs and wicket of one ball, for a side expected to make `expected` in a full innings. */
function bowl(random: Random, expected: number, ball: number): number | 'wicket' {
  const isDeath = ball >= 90;
  const boundary = (expected / 160) * (isDeath ? 1.3 : ball < 36 ? 1.1 : 1);
  const wicket = isDeath ? 0.065 : 0.045;
  return random.weighted<number | 'wicket'>([
    ['wicket', wicket],
    [6, sixesPerBall * boundary],
    [4, 0.11 * boundary],
    [3, 0.01],
    [2, 0.08],
    [1, 0.36],
    [0, Math.max(0.05, 0.39 - wicket - (sixesPerBall + 0.11) * (boundary - 1))],
  ]);
}

/** Expected remaining runs and their deviation for an innings with balls and wickets left. */
function projection(innings: Innings, expectedFull: number): { mean: number; deviation: number } {
  const ballsLeft = ballsPerInnings - innings.balls;
  const resource = 1 - 0.05 * Math.max(0, innings.wickets - 2);
  return {
    mean: (expectedFull / ballsPerInnings) * ballsLeft * resource,
    deviation: inningsDeviationRuns * Math.sqrt(ballsLeft / ballsPerInnings) + 0.3,
  };
}

/** P(the chasing side wins) and P(tie), given the runs the chase still needs to tie. */
function chaseChances(needToTie: number, mean: number, deviation: number) {
  const win = 1 - normalCdf((needToTie + 0.5 - mean) / deviation);
  const tie =
    normalCdf((needToTie + 0.5 - mean) / deviation) -
    normalCdf((needToTie - 0.5 - mean) / deviation);
  return { win, tie };
}

/** P(each named batsman ends top), each one's runs to come taken as geometric. */
function topBatsmanChances(fixedRuns: number[], expectedMore: number[]): number[] {
  const count = fixedRuns.length;
  const ratios = expectedMore.map((more) => more / (1 + more));
  const below = new Float64Array(count);
  const here = new Float64Array(count);
  const chances = new Float64Array(count);
  for (let value = 0; value <= batsmanRunsMax; value += 1) {
    for (let index = 0; index < count; index += 1) {
      const runs = fixedRuns[index] ?? 0;
      const ratio = ratios[index] ?? 0;
      if (value < runs) here[index] = 0;
      else if (ratio === 0) here[index] = value === runs ? 1 : 0;
      else here[index] = (1 - ratio) * ratio ** (value - runs);
    }
    for (let index = 0; index < count; index += 1) {
      let others = 1;
      for (let other = 0; other < count; other += 1) {
        if (other !== index) others *= below[other] ?? 0;
      }
      chances[index] = (chances[index] ?? 0) + (here[index] ?? 0) * others;
    }
    for (let index = 0; index < count; index += 1) {
      below[index] = (below[index] ?? 0) + (here[index] ?? 0);
    }
  }
  const total = chances.reduce((sum, p) => sum + p, 0);
  return [...chances].map((p) => (total > 0 ? p / total : 1 / count));
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

interface NamedBatsman {
  side: Side;
  order: number;
  name: string;
}

/** Four to six top-order batsmen of the two sides, for the top batsman market. */
function namedBatsmen(random: Random, home: string, away: string): NamedBatsman[] {
  const named = random.int(4, 6);
  const top = (side: Side, team: string, count: number) =>
    battingOrder(team)
      .slice(0, count)
      .map((name, order) => ({ side, order, name }));
  return [...top('home', home, Math.ceil(named / 2)), ...top('away', away, Math.floor(named / 2))];
}

function cricketMarkets(random: Random, players: NamedBatsman[], expected: number): MarketSpec[] {
  const line = Math.round(expected) * 1000 + 500;
  const sixesLine = Math.round(sixesPerBall * 230) * 1000 + 500;
  const extras = pickSome(
    random,
    [
      market(`innings:1:${line}`, 'inningsRuns', marginFor(false, random.next()), {
        line,
        period: 1,
      }),
      market(`sixes:${sixesLine}`, 'totalSixes', marginFor(false, random.next()), {
        line: sixesLine,
      }),
      market('topbat', 'topBatsman', marginFor(false, random.next()), {
        selections: players.map((player, index) => ({ key: `p:${index + 1}`, name: player.name })),
      }),
    ],
    2,
    3,
  );
  return [market('ml', 'matchWinner2', marginFor(true, random.next())), ...extras];
}

/** A T20 match: the toss decides who bats first; a tie stands (the market dead-heats it). */
export function createCricketMatch(random: Random, home: string, away: string): Match {
  const pitchRuns = 155 + random.next() * 20;
  let supremacy = random.normal(0, 12);
  const expectedOf = (side: Side) => pitchRuns + (side === 'home' ? supremacy : -supremacy) / 2;
  const first: Side = random.chance(0.5) ? 'home' : 'away';
  const second: Side = first === 'home' ? 'away' : 'home';
  const innings: Innings[] = [newInnings(first)];
  const state = { isBreak: false, isOver: false, sixes: 0, pendingMs: 0 };
  const players = namedBatsmen(random, home, away);
  const markets = cricketMarkets(random, players, expectedOf(first));
  const inningsOf = (index: number): Innings => {
    const found = innings[index];
    if (found === undefined) throw new Error(`no innings ${index + 1}`);
    return found;
  };
  const runsOf = (side: Side) => innings.find((entry) => entry.side === side)?.runs ?? 0;

  const step = (): StepResult => {
    if (state.isBreak) {
      state.isBreak = false;
      innings.push(newInnings(second));
      return { durationMs: 15 * 60_000, isScoreChange: true, isIncident: false, closedPeriods: [] };
    }
    const batting = inningsOf(innings.length - 1);
    const ball = bowl(random, expectedOf(batting.side), batting.balls);
    batting.balls += 1;
    const durationMs = random.int(35_000, 45_000) + state.pendingMs;
    state.pendingMs = 0;
    const swap = () =>
      ([batting.striker, batting.nonStriker] = [batting.nonStriker, batting.striker]);
    if (ball === 'wicket') {
      batting.isOut[batting.striker] = true;
      batting.wickets += 1;
      batting.striker = Math.min(10, batting.wickets + 1);
      state.pendingMs += 60_000;
    } else {
      batting.runs += ball;
      batting.batsmen[batting.striker] = (batting.batsmen[batting.striker] ?? 0) + ball;
      if (ball === 6) state.sixes += 1;
      if (ball % 2 === 1) swap();
    }
    if (batting.balls % 6 === 0) {
      swap();
      state.pendingMs += 40_000;
    }
    const isChase = innings.length === 2;
    const isInningsOver =
      batting.balls >= ballsPerInnings ||
      batting.wickets >= 10 ||
      (isChase && batting.runs > inningsOf(0).runs);
    if (isInningsOver && isChase) state.isOver = true;
    if (isInningsOver && !isChase) state.isBreak = true;
    return {
      durationMs,
      isScoreChange: ball !== 0 || isInningsOver,
      isIncident: ball === 'wicket' || ball === 6,
      closedPeriods: isInningsOver && !isChase ? [1] : [],
    };
  };

  const isInningsDone = (index: number) =>
    index < innings.length - 1 || (index === innings.length - 1 && (state.isBreak || state.isOver));

  /** P(home wins), P(tie), P(away wins). */
  const winChances = (): [number, number, number] => {
    let chances: { win: number; tie: number };
    if (innings.length === 1) {
      const setting = projection(inningsOf(0), expectedOf(first));
      const deviation = Math.hypot(setting.deviation, inningsDeviationRuns);
      chances = chaseChances(inningsOf(0).runs + setting.mean, expectedOf(second), deviation);
    } else {
      const chase = projection(inningsOf(1), expectedOf(second));
      chances = chaseChances(inningsOf(0).runs - inningsOf(1).runs, chase.mean, chase.deviation);
    }
    const firstWins = Math.max(0, 1 - chances.win - chances.tie);
    return first === 'home'
      ? [firstWins, chances.tie, chances.win]
      : [chances.win, chances.tie, firstWins];
  };

  const batsmanKeys = players.map((_, index) => `p:${index + 1}`);
  const topBatsmanOutcomes = (): Outcome[] => {
    const fixed: number[] = [];
    const more: number[] = [];
    for (const player of players) {
      const index = innings.findIndex((entry) => entry.side === player.side);
      const entry = innings[index];
      fixed.push(entry?.batsmen[player.order] ?? 0);
      const isDone = entry !== undefined && (isInningsDone(index) || entry.isOut[player.order]);
      const ballsLeft = entry === undefined ? ballsPerInnings : ballsPerInnings - entry.balls;
      more.push(isDone ? 0 : batsmanExpectedRuns * Math.sqrt(ballsLeft / ballsPerInnings));
    }
    return topBatsmanChances(fixed, more).map((p, index) => ({
      p,
      facts: { home: 0, away: 0, batsmenRuns: { [batsmanKeys[index] ?? '']: 1 } },
    }));
  };

  const outcomes = (spec: MarketSpec): Outcome[] => {
    if (spec.kind === 'inningsRuns') {
      const opening = inningsOf(0);
      const { mean, deviation } = projection(opening, expectedOf(first));
      return discreteNormal(opening.runs + mean, deviation).map(([runs, p]) => ({
        p,
        facts: { home: 0, away: 0, inningsRuns: [runs] },
      }));
    }
    if (spec.kind === 'totalSixes') {
      const current = inningsOf(innings.length - 1);
      const ballsLeft =
        ballsPerInnings - current.balls + (innings.length === 1 ? ballsPerInnings - 10 : 0);
      const mean = state.isOver ? 0 : ballsLeft * sixesPerBall * 1.05;
      return Array.from({ length: 40 }, (_, extra) => ({
        p: poissonProbability(extra, mean),
        facts: { home: 0, away: 0, sixes: state.sixes + extra },
      }));
    }
    if (spec.kind === 'topBatsman') return topBatsmanOutcomes();
    const [homeWins, tie, awayWins] = winChances();
    return [
      { p: homeWins, facts: { home: 1, away: 0 } },
      { p: tie, facts: { home: 0, away: 0 } },
      { p: awayWins, facts: { home: 0, away: 1 } },
    ];
  };

  const names: Record<Side, string> = { home, away };
  const detail = (): string => {
    if (state.isBreak) return 'Innings break';
    const batting = inningsOf(innings.length - 1);
    if (state.isOver) {
      const target = inningsOf(0).runs;
      if (batting.runs > target)
        return `${names[second]} won by ${plural(10 - batting.wickets, 'wicket')}`;
      if (batting.runs === target) return 'Match tied';
      return `${names[first]} won by ${plural(target - batting.runs, 'run')}`;
    }
    const overs = `${Math.floor(batting.balls / 6)}.${batting.balls % 6} ov, ${plural(batting.wickets, 'wkt')}`;
    if (innings.length === 1) return overs;
    const need = inningsOf(0).runs + 1 - batting.runs;
    return `${overs}, need ${need} off ${ballsPerInnings - batting.balls}`;
  };

  const engine: MatchEngine = {
    score: (): SportScore => ({ home: runsOf('home'), away: runsOf('away'), detail: detail() }),
    isOver: () => state.isOver,
    step,
    outcomes,
    facts: () => ({
      home: runsOf('home'),
      away: runsOf('away'),
      inningsRuns: innings.map((entry) => entry.runs),
      sixes: state.sixes,
      batsmenRuns: Object.fromEntries(
        players.map((player, index) => [
          `p:${index + 1}`,
          innings.find((entry) => entry.side === player.side)?.batsmen[player.order] ?? 0,
        ]),
      ),
    }),
    nudge: (shift) => {
      supremacy += shift * 30;
    },
  };
  return { engine, markets };
}
