// Esports: a best-of series of maps. Shooters (cs2, valorant) play rounds to 13; MOBAs (dota2,
// lol) play a map whose lead wanders until a side breaks through; efootball plays games of
// football decided by penalties when level. Every map ends a period: its map-winner market
// settles then and there.
import type { SportScore } from '@khela/contracts';
import type { Match, MatchEngine, StepResult } from './simulator-engine';
import {
  createRace,
  createStateCache,
  forecastSeries,
  marginFor,
  market,
  pickSome,
  seriesOutcomes,
} from './simulator-engine';
import type { MarketSpec } from './simulator-markets';
import type { Random } from './simulator-random';
import { clamp, normalCdf, poissonProbability } from './simulator-random';

export type EsportCode = 'cs2' | 'dota2' | 'lol' | 'valorant' | 'efootball';

/** The map in play, whatever the game: its two counters and how far it has run. */
interface MapState {
  home: number;
  away: number;
  steps: number;
  /** MOBAs: how far the home side is ahead; efootball: unused. */
  lead: number;
  /** MOBAs: the step the map ends at. */
  length: number;
}

/** How one game's maps are played and priced. */
interface MapRules {
  word: 'Map' | 'Game';
  /** Plays one step of the map; answers the winner when the map ends. */
  play(random: Random, map: MapState, edge: number): 'home' | 'away' | null;
  /** P(home wins the map) from its state (a fresh map when `map` is its start). */
  chance(map: MapState, edge: number): number;
  stepMs: readonly [number, number];
  detail(map: MapState): string;
}

const roundsToWin = 13;
const mobaExpectedSteps = 70;
const gameSteps = 24;

const shooter: MapRules = {
  word: 'Map',
  play: (random, map, edge) => {
    if (random.chance(0.5 + edge)) map.home += 1;
    else map.away += 1;
    map.steps += 1;
    if (Math.max(map.home, map.away) < roundsToWin || Math.abs(map.home - map.away) < 2) {
      return null;
    }
    return map.home > map.away ? 'home' : 'away';
  },
  chance: (map, edge) => createRace(roundsToWin, 0.5 + edge)(map.home, map.away),
  stepMs: [85_000, 130_000],
  detail: (map) => `${map.home}-${map.away}`,
};

const moba: MapRules = {
  word: 'Map',
  play: (random, map, edge) => {
    map.lead += random.normal(edge * 3, 1);
    const pressure = clamp(map.lead / 10, -0.5, 0.5);
    map.home += random.poisson(0.35 * (1 + pressure));
    map.away += random.poisson(0.35 * (1 - pressure));
    map.steps += 1;
    if (map.steps < map.length) return null;
    if (map.lead === 0) return random.chance(0.5) ? 'home' : 'away';
    return map.lead > 0 ? 'home' : 'away';
  },
  chance: (map, edge) => {
    const remaining = Math.max(4, mobaExpectedSteps - map.steps);
    return normalCdf((map.lead + edge * 3 * remaining) / Math.sqrt(remaining + 4));
  },
  stepMs: [28_000, 32_000],
  detail: (map) => `${map.home}-${map.away} kills, ${Math.floor(map.steps / 2)}'`,
};

const goalRatePerGame = 1.4;

const virtualFootball: MapRules = {
  word: 'Game',
  play: (random, map, edge) => {
    if (random.chance((goalRatePerGame + edge * 10) / gameSteps)) map.home += 1;
    if (random.chance((goalRatePerGame - edge * 10) / gameSteps)) map.away += 1;
    map.steps += 1;
    if (map.steps < gameSteps) return null;
    if (map.home !== map.away) return map.home > map.away ? 'home' : 'away';
    return random.chance(0.5 + edge) ? 'home' : 'away';
  },
  chance: (map, edge) => {
    const share = (gameSteps - map.steps) / gameSteps;
    let chance = 0;
    for (let home = 0; home <= 8; home += 1) {
      for (let away = 0; away <= 8; away += 1) {
        const p =
          poissonProbability(home, (goalRatePerGame + edge * 10) * share) *
          poissonProbability(away, (goalRatePerGame - edge * 10) * share);
        const margin = map.home + home - (map.away + away);
        chance += margin > 0 ? p : margin === 0 ? p * (0.5 + edge) : 0;
      }
    }
    return chance;
  },
  stepMs: [28_000, 32_000],
  detail: (map) =>
    `${map.home}-${map.away}, ${Math.min(90, Math.round((map.steps * 90) / gameSteps))}'`,
};

const rulesByGame: Record<EsportCode, MapRules> = {
  cs2: shooter,
  valorant: shooter,
  dota2: moba,
  lol: moba,
  efootball: virtualFootball,
};

function esportsMarkets(random: Random, bestOf: number, edge: number): MarketSpec[] {
  const favourite = edge >= 0 ? -1500 : 1500;
  const totalLine = bestOf === 3 ? 2500 : 4500;
  const candidates = [1, 2, 3].map((map) =>
    market(`map:${map}`, 'mapWinner', marginFor(false, random.next()), { period: map }),
  );
  candidates.push(
    market(`total:${totalLine}`, 'total', marginFor(false, random.next()), { line: totalLine }),
    market(`hcp:${favourite}`, 'handicap', marginFor(false, random.next()), { line: favourite }),
  );
  const extras = pickSome(random, candidates, 2, 5);
  extras.sort((a, b) => a.ref.localeCompare(b.ref));
  return [market('ml', 'matchWinner2', marginFor(true, random.next())), ...extras];
}

/** A best-of-three (sometimes five) series of the game's maps. */
export function createEsportsMatch(random: Random, game: EsportCode): Match {
  const rules = rulesByGame[game];
  const bestOf = game !== 'efootball' && random.chance(0.15) ? 5 : 3;
  let edge = random.normal(0, 0.03);
  const maps = { home: 0, away: 0 };
  const mapWinners: ('home' | 'away')[] = [];
  const freshMap = (): MapState => ({
    home: 0,
    away: 0,
    steps: 0,
    lead: 0,
    length: random.int(50, 85),
  });
  let map = freshMap();
  let pendingBreakMs = 0;
  const isOver = () => Math.max(maps.home, maps.away) > bestOf / 2;

  const forecast = createStateCache(() => {
    const current = rules.chance(map, edge);
    const fresh = rules.chance({ home: 0, away: 0, steps: 0, lead: 0, length: 0 }, edge);
    return { current, fresh, series: forecastSeries(bestOf, maps.home, maps.away, current, fresh) };
  });

  const step = (): StepResult => {
    forecast.reset();
    const durationMs = random.int(rules.stepMs[0], rules.stepMs[1]) + pendingBreakMs;
    pendingBreakMs = 0;
    const before = `${map.home}-${map.away}`;
    const winner = rules.play(random, map, edge);
    if (winner === null) {
      const isChange = before !== `${map.home}-${map.away}`;
      return { durationMs, isScoreChange: isChange, isIncident: false, closedPeriods: [] };
    }
    maps[winner] += 1;
    mapWinners.push(winner);
    map = freshMap();
    pendingBreakMs = random.int(5, 10) * 60_000;
    return {
      durationMs,
      isScoreChange: true,
      isIncident: true,
      closedPeriods: [mapWinners.length],
    };
  };

  const engine: MatchEngine = {
    score: (): SportScore => ({
      home: maps.home,
      away: maps.away,
      detail: isOver() ? 'Ended' : `${rules.word} ${mapWinners.length + 1}, ${rules.detail(map)}`,
    }),
    isOver,
    step,
    outcomes: (spec) => {
      const { current, fresh, series } = forecast.get();
      return seriesOutcomes(spec, series, current, fresh, mapWinners.length, mapWinners);
    },
    facts: () => ({ home: maps.home, away: maps.away, mapWinners: [...mapWinners] }),
    nudge: (shift) => {
      edge += shift / 4;
      forecast.reset();
    },
  };
  return { engine, markets: esportsMarkets(random, bestOf, edge) };
}
