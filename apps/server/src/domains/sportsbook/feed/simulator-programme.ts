// The simulator's programme: which events exist, when they start and when the provider first
// announces them. Time is cut into quarter-hour slots, each holding one or two kick-offs drawn
// from the seed and the slot's number alone, so the programme around any moment is the same
// whenever the simulator was started.
import type { SportCode } from '@khela/contracts';
import type { Match } from './simulator-engine';
import { createCricketMatch } from './simulator-cricket';
import { createEsportsMatch } from './simulator-esports';
import { createFootballMatch } from './simulator-football';
import { competitionsBySport, individualSides } from './simulator-names';
import { createBasketballMatch, createKabaddiMatch } from './simulator-points';
import type { Random } from './simulator-random';
import { createRandom, hashSeed } from './simulator-random';
import { createRallyMatch, createTennisMatch } from './simulator-sets';

/** Events start on the quarter hour. */
export const slotMs = 15 * 60_000;
/** The furthest ahead an event is announced. */
export const announceLeadMaxMs = 47 * 3_600_000;

const minuteMs = 60_000;
const secondEventChance = 0.15;
const cancelChance = 1 / 20;
const rollbackChance = 1 / 25;
const delayChance = 1 / 10;

/** Relative frequency of each sport in the programme. */
const sportWeights: readonly (readonly [SportCode, number])[] = [
  ['cricket', 3],
  ['football', 4],
  ['kabaddi', 1],
  ['tennis', 2],
  ['basketball', 2],
  ['volleyball', 1],
  ['badminton', 1],
  ['tableTennis', 2],
  ['cs2', 1],
  ['dota2', 1],
  ['lol', 1],
  ['valorant', 1],
  ['efootball', 1],
];

/** Everything the simulator decides about an event before it plays. */
export interface EventSpec {
  /** The provider's event id. */
  id: string;
  sport: SportCode;
  competition: string;
  home: string;
  away: string;
  startsAtMs: number;
  /** When the provider announces the event (its fixture message). */
  announceAtMs: number;
  /** When the event is called off before its start, or null when it plays. */
  cancelAtMs: number | null;
  /** The main market is first settled wrongly, rolled back and settled again. */
  hasRollback: boolean;
  /** Play stops for a while (rain) after this many steps; null: it never does. */
  delay: { afterStep: number; durationMs: number } | null;
  /** Seeds everything random in the event's play. */
  seed: number;
}

/** How long before the start the provider announces an event: mostly hours, some days. */
function announceLeadMs(random: Random): number {
  const roll = random.next();
  if (roll < 0.75) return random.int(30, 240) * minuteMs;
  if (roll < 0.95) return random.int(4 * 60, 20 * 60) * minuteMs;
  return random.int(20 * 60, announceLeadMaxMs / minuteMs) * minuteMs;
}

function sidesFor(random: Random, sport: SportCode): { competition: string; sides: string[] } {
  const competition = random.pick(competitionsBySport[sport]);
  if (competition.isIndividual)
    return { competition: competition.name, sides: individualSides(random) };
  const home = random.pick(competition.sides);
  let away = random.pick(competition.sides);
  while (away === home) away = random.pick(competition.sides);
  return { competition: competition.name, sides: [home, away] };
}

function eventSpec(seed: number, slot: number, index: number): EventSpec {
  const id = `sim-${seed}-${slot}-${index}`;
  const random = createRandom(hashSeed(seed, 'event', slot, index));
  const sport = random.weighted(sportWeights);
  const { competition, sides } = sidesFor(random, sport);
  const startsAtMs = slot * slotMs;
  const leadMs = announceLeadMs(random);
  const isCancelled = random.chance(cancelChance);
  const cancelBeforeMs =
    random.int(5, Math.max(5, Math.min(leadMs / 2 / minuteMs, 6 * 60))) * minuteMs;
  const isOutdoor = sport === 'cricket' || sport === 'tennis' || sport === 'football';
  return {
    id,
    sport,
    competition,
    home: sides[0] ?? 'Home',
    away: sides[1] ?? 'Away',
    startsAtMs,
    announceAtMs: startsAtMs - leadMs,
    cancelAtMs: isCancelled ? startsAtMs - cancelBeforeMs : null,
    hasRollback: !isCancelled && random.chance(rollbackChance),
    delay:
      isOutdoor && random.chance(delayChance)
        ? { afterStep: random.int(20, 150), durationMs: random.int(10, 30) * minuteMs }
        : null,
    seed: hashSeed(seed, id),
  };
}

/** The events that start in this slot (one, sometimes two). */
export function eventsOfSlot(seed: number, slot: number): EventSpec[] {
  const random = createRandom(hashSeed(seed, 'slot', slot));
  const count = random.chance(secondEventChance) ? 2 : 1;
  return Array.from({ length: count }, (_, index) => eventSpec(seed, slot, index));
}

/** The slot a moment falls in. */
export function slotOf(timeMs: number): number {
  return Math.floor(timeMs / slotMs);
}

/** The engine and markets of an event, seeded from the event alone. */
export function createMatch(spec: EventSpec): Match {
  const random = createRandom(hashSeed(spec.seed, 'match'));
  switch (spec.sport) {
    case 'cricket':
      return createCricketMatch(random, spec.home, spec.away);
    case 'football':
      return createFootballMatch(random);
    case 'kabaddi':
      return createKabaddiMatch(random);
    case 'basketball':
      return createBasketballMatch(random);
    case 'tennis':
      return createTennisMatch(random);
    case 'volleyball':
    case 'badminton':
    case 'tableTennis':
      return createRallyMatch(random, spec.sport);
    default:
      return createEsportsMatch(random, spec.sport);
  }
}
