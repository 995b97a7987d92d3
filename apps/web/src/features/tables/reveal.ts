import type { TableResultWire } from '@khela/contracts';
import { outcomeOf, areaReturnMilli, type TableResult } from '@khela/games';

/**
 * How a result is revealed, in time: cards dealt face down then turned, the wheel's spin, the
 * dice's tumble. Each reveal has a natural length and is quickened (never slowed) to fit the
 * time the table gives its result, so it always ends before the next round opens.
 */

/** A card of a reveal: its side, place in the hand, and when it is dealt and turned (ms). */
export interface CardMoment {
  side: 'player' | 'banker' | 'dragon' | 'tiger';
  place: number;
  dealAtMs: number;
  flipAtMs: number;
}

export interface RevealPlan {
  cards: CardMoment[];
  /** When each side's total shows (ms). */
  totalsAtMs: Record<string, number>;
  /** When the whole result is shown: the winner's banner, the winning areas lit. */
  doneAtMs: number;
  /** Lengths of one card's deal and turn, or of the spin or the tumble (ms). */
  dealMs: number;
  flipMs: number;
  motionMs: number;
}

/**
 * The share of the result's time a reveal may take at most; a reveal that would have to run
 * faster than `tempoMin` (a result that arrived late) is shown at once instead.
 */
const shareOfResultTime = 0.65;
const tempoMin = 0.15;

const natural = { dealMs: 320, flipMs: 420, dealGapMs: 160, flipGapMs: 520 };
const spinMs = 4_600;
const tumbleMs = 1_700;
const settleMs = 250;

/** The natural plan of a result, before it is fitted to the time there is. */
function naturalPlan(result: TableResultWire): RevealPlan {
  const { dealMs, flipMs, dealGapMs, flipGapMs } = natural;
  if (result.game === 'crash' || result.game === 'cockfight') {
    // The curve ran up to the bust, the fight was watched: nothing left to reveal.
    return { cards: [], totalsAtMs: {}, doneAtMs: 0, dealMs, flipMs, motionMs: 0 };
  }
  if (result.game === 'roulette' || result.game === 'sicBo') {
    const motionMs = result.game === 'roulette' ? spinMs : tumbleMs;
    return { cards: [], totalsAtMs: {}, doneAtMs: motionMs + settleMs, dealMs, flipMs, motionMs };
  }
  if (result.game === 'dragonTiger') {
    const cards: CardMoment[] = [
      { side: 'dragon', place: 0, dealAtMs: 0, flipAtMs: 700 },
      { side: 'tiger', place: 0, dealAtMs: dealGapMs, flipAtMs: 700 + flipGapMs + 300 },
    ];
    const tigerShown = (cards[1]?.flipAtMs ?? 0) + flipMs;
    return {
      cards,
      totalsAtMs: { dragon: 700 + flipMs, tiger: tigerShown },
      doneAtMs: tigerShown + settleMs,
      dealMs,
      flipMs,
      motionMs: 0,
    };
  }
  // Punto banco: Player, Banker, Player, Banker face down; Player's two turned, then Banker's;
  // then each third card, Player's first.
  const firstFlipAtMs = 4 * dealGapMs + dealMs + 200;
  const cards: CardMoment[] = [
    { side: 'player', place: 0, dealAtMs: 0, flipAtMs: firstFlipAtMs },
    { side: 'banker', place: 0, dealAtMs: dealGapMs, flipAtMs: firstFlipAtMs + 2 * flipGapMs },
    { side: 'player', place: 1, dealAtMs: 2 * dealGapMs, flipAtMs: firstFlipAtMs + flipGapMs },
    { side: 'banker', place: 1, dealAtMs: 3 * dealGapMs, flipAtMs: firstFlipAtMs + 3 * flipGapMs },
  ];
  let nextAtMs = firstFlipAtMs + 3 * flipGapMs + flipMs + 200;
  for (const side of ['player', 'banker'] as const) {
    if (result[side].length < 3) continue;
    cards.push({ side, place: 2, dealAtMs: nextAtMs, flipAtMs: nextAtMs + dealMs + 150 });
    nextAtMs += dealMs + 150 + flipMs + 250;
  }
  const lastFlip = (side: 'player' | 'banker') =>
    Math.max(...cards.filter((card) => card.side === side).map((card) => card.flipAtMs)) + flipMs;
  const totalsAtMs = { player: lastFlip('player'), banker: lastFlip('banker') };
  return {
    cards,
    totalsAtMs,
    doneAtMs: Math.max(totalsAtMs.player, totalsAtMs.banker) + settleMs,
    dealMs,
    flipMs,
    motionMs: 0,
  };
}

/** A result's reveal, quickened to fit `availableMs` (the time until the next round opens). */
export function revealPlan(result: TableResultWire, availableMs: number): RevealPlan {
  const plan = naturalPlan(result);
  const tempo = Math.min(1, (availableMs * shareOfResultTime) / plan.doneAtMs);
  if (tempo < tempoMin) return stillPlan(result);
  const scale = (ms: number) => Math.round(ms * tempo);
  return {
    cards: plan.cards.map((card) => ({
      ...card,
      dealAtMs: scale(card.dealAtMs),
      flipAtMs: scale(card.flipAtMs),
    })),
    totalsAtMs: Object.fromEntries(
      Object.entries(plan.totalsAtMs).map(([side, ms]) => [side, scale(ms)]),
    ),
    doneAtMs: scale(plan.doneAtMs),
    dealMs: scale(plan.dealMs),
    flipMs: scale(plan.flipMs),
    motionMs: scale(plan.motionMs),
  };
}

/** The plan of a result already shown (a page opened after it): everything at once. */
export function stillPlan(result: TableResultWire): RevealPlan {
  const plan = naturalPlan(result);
  return {
    ...plan,
    cards: plan.cards.map((card) => ({ ...card, dealAtMs: 0, flipAtMs: 0 })),
    totalsAtMs: Object.fromEntries(Object.keys(plan.totalsAtMs).map((side) => [side, 0])),
    doneAtMs: 0,
    dealMs: 0,
    flipMs: 0,
    motionMs: 0,
  };
}

/** The areas a result pays (a push, such as a tie's half back, is not a win). */
export function winningAreas(result: TableResultWire, areas: readonly string[]): Set<string> {
  const outcome = outcomeOf(result as TableResult);
  return new Set(areas.filter((area) => areaReturnMilli(area, outcome) > 1000));
}

/** A roulette ball's spin: from the pocket it rested in, turns backwards to the new one. */
export function ballTurn(values: {
  fromIndex: number;
  toIndex: number;
  pockets: number;
  turns: number;
}): { fromDeg: number; toDeg: number } {
  const step = 360 / values.pockets;
  const fromDeg = values.fromIndex * step;
  let toDeg = values.toIndex * step - values.turns * 360;
  // Always backwards by at least the whole turns asked.
  while (toDeg > fromDeg - values.turns * 360) toDeg -= 360;
  return { fromDeg, toDeg };
}

/** The turn that shows a die's face on top, as X and Y rotations of the cube (degrees). */
export function dieTurn(face: number): { x: number; y: number } {
  const turns: Record<number, { x: number; y: number }> = {
    1: { x: 0, y: 0 },
    2: { x: -90, y: 0 },
    3: { x: 0, y: -90 },
    4: { x: 0, y: 90 },
    5: { x: 90, y: 0 },
    6: { x: 0, y: 180 },
  };
  return turns[face] ?? { x: 0, y: 0 };
}
