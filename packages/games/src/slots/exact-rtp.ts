import { compiled, type CompiledGame, type ReelTables } from './compile';
import type { SlotGame } from './slot-types';

/**
 * The exact RTP of a slot, by counting rather than sampling. Reels stop independently and
 * uniformly, so the symbol a line crosses on a reel has the strip's symbol frequencies whatever
 * the row: the expected line pay is a sum over symbol tuples of (product of per-reel counts) ×
 * pay, the same for every line. Ways wins factor per reel in the same way, and the scatter count
 * is the convolution of each reel's histogram of visible scatters. These are whole-number counts
 * over the product of strip lengths, kept exact in doubles (asserted below 2^53).
 *
 * Free spins: each free spin's win is independent of the spins before it and whether the session
 * continues depends only on earlier spins, so (Wald's identity) a session is worth the expected
 * number of spins played × the expected win of one free spin. The expected number of spins is
 * solved exactly over the session states (spins awarded, spins played), cap included. The
 * analysis assumes the max win never binds and refuses a game where it could.
 */

/** Where a game's return comes from, each as a fraction of the total bet. */
export interface RtpBreakdown {
  rtp: number;
  /** Line or ways wins in the base game. */
  baseWinsRtp: number;
  baseScatterRtp: number;
  freeSpinsRtp: number;
  /** Chance that a base spin starts free spins. */
  triggerProbability: number;
  /** Free spins played per session on average, retriggers and the cap included. */
  freeSpinsPerTrigger: number;
  /** The same without the cap (initial award ÷ (1 − expected retrigger award per spin)). */
  freeSpinsPerTriggerUncapped: number;
  /** Expected win of one free spin, its multiplier included, in total bets. */
  freeSpinReturnTotalBets: number;
  /** An upper bound on any one spin's win in total bets (below the max win, so it never binds). */
  maxWinBoundTotalBets: number;
}

function assertExact(value: number): number {
  if (!Number.isSafeInteger(value)) throw new Error('exact RTP count left the safe integers');
  return value;
}

function combinations(reelSet: ReelTables): number {
  return assertExact(reelSet.stripLengths.reduce((product, length) => product * length, 1));
}

// Σ over line keys of (stops showing that symbol tuple) × coins, for one line.
function lineCoinsCount(tables: CompiledGame, reelSet: ReelTables): number {
  const reels = tables.game.reels;
  let total = 0;
  for (let key = 0; key < tables.linePayCoins.length; key += 1) {
    const coins = tables.linePayCoins[key] ?? 0;
    if (coins === 0) continue;
    let weight = coins;
    let rest = key;
    for (let reel = 0; reel < reels; reel += 1) {
      weight *= reelSet.symbolCounts[reel]?.[rest % tables.symbolCount] ?? 0;
      rest = Math.floor(rest / tables.symbolCount);
    }
    total += weight;
  }
  return assertExact(total);
}

// Σ over stop combinations of the ways coins: per symbol and run length, the product of each
// reel's summed counts up to the run, the stops showing none on the reel that ends it, and
// every stop on the reels after.
function waysCoinsCount(tables: CompiledGame, reelSet: ReelTables): number {
  const reels = tables.game.reels;
  const symbols = tables.waysPayCoins.length / (reels + 1);
  let total = 0;
  for (let symbol = 0; symbol < symbols; symbol += 1) {
    let runCount = 1;
    for (let reel = 0; reel < reels; reel += 1) {
      const counts = reelSet.waysCounts[symbol * reels + reel] ?? new Uint8Array(0);
      const endsHere = counts.reduce((zeros, count) => zeros + (count === 0 ? 1 : 0), 0);
      const after = reelSet.stripLengths
        .slice(reel + 1)
        .reduce((product, length) => product * length, 1);
      total +=
        (tables.waysPayCoins[symbol * (reels + 1) + reel] ?? 0) * runCount * endsHere * after;
      runCount *= counts.reduce((sum, count) => sum + count, 0);
    }
    total += (tables.waysPayCoins[symbol * (reels + 1) + reels] ?? 0) * runCount;
  }
  return assertExact(total);
}

// Stop combinations showing each scatter count (index = count), by convolving the reels.
function scatterCountCombinations(tables: CompiledGame, reelSet: ReelTables): number[] {
  let distribution = [1];
  for (const counts of reelSet.scatterCounts) {
    const next = new Array<number>(distribution.length + tables.game.rows).fill(0);
    for (const visible of counts)
      distribution.forEach((stopCombinations, count) => {
        next[count + visible] = (next[count + visible] ?? 0) + stopCombinations;
      });
    distribution = next;
  }
  return distribution.map(assertExact);
}

// Expected coins one spin on these reels wins, before any free-spin multiplier.
function spinCoins(tables: CompiledGame, reelSet: ReelTables): { wins: number; scatter: number } {
  const total = combinations(reelSet);
  const wins =
    tables.game.kind === 'lines'
      ? (lineCoinsCount(tables, reelSet) * tables.game.lines.length) / total
      : waysCoinsCount(tables, reelSet) / total;
  const scatter = scatterCountCombinations(tables, reelSet).reduce(
    (sum, stopCombinations, count) => sum + stopCombinations * (tables.scatterPayCoins[count] ?? 0),
    0,
  );
  return { wins, scatter: scatter / total };
}

// The chance of each free-spin award (spins → probability) on these reels.
function awardProbabilities(tables: CompiledGame, reelSet: ReelTables): Map<number, number> {
  const total = combinations(reelSet);
  const awards = new Map<number, number>();
  scatterCountCombinations(tables, reelSet).forEach((stopCombinations, count) => {
    const spins = tables.freeSpinsAwarded[count] ?? 0;
    if (spins > 0) awards.set(spins, (awards.get(spins) ?? 0) + stopCombinations / total);
  });
  return awards;
}

/**
 * Expected free spins played in a session that starts with `initialSpins`, when each spin
 * awards `spins` more with the given probability, never past `spinsMax` awarded in all.
 * expected[awarded][played] = 1 + Σ p × expected[min(awarded + spins, max)][played + 1].
 */
export function expectedFreeSpinsPlayed(
  initialSpins: number,
  awards: ReadonlyMap<number, number>,
  spinsMax: number,
): number {
  const size = spinsMax + 1;
  const expected = new Float64Array(size * size);
  const noAward = 1 - [...awards.values()].reduce((sum, probability) => sum + probability, 0);
  for (let awarded = spinsMax; awarded >= 1; awarded -= 1) {
    for (let played = awarded - 1; played >= 0; played -= 1) {
      let value = 1 + noAward * (expected[awarded * size + played + 1] ?? 0);
      for (const [spins, probability] of awards) {
        const next = Math.min(awarded + spins, spinsMax);
        value += probability * (expected[next * size + played + 1] ?? 0);
      }
      expected[awarded * size + played] = value;
    }
  }
  return expected[Math.min(initialSpins, spinsMax) * size] ?? 0;
}

// Spreading a table of 161,051 entries into Math.max would overflow the call stack.
function largest(values: ArrayLike<number>): number {
  let best = 0;
  for (let index = 0; index < values.length; index += 1) best = Math.max(best, values[index] ?? 0);
  return best;
}

// An upper bound on one spin's coins on these reels, before any free-spin multiplier.
function spinCoinsBound(tables: CompiledGame, reelSet: ReelTables): number {
  const scatterMax = largest(tables.scatterPayCoins);
  if (tables.game.kind === 'lines')
    return largest(tables.linePayCoins) * tables.game.lines.length + scatterMax;
  // A symbol's ways win is linear in its count on the first reel; bound the later reels by
  // their largest counts, then take the worst stop of the first reel over all symbols at once.
  const reels = tables.game.reels;
  const symbols = tables.waysPayCoins.length / (reels + 1);
  const perFirstReelCell = Array.from({ length: symbols }, (_, symbol) => {
    let best = 0;
    let later = 1;
    for (let count = 1; count <= reels; count += 1) {
      best = Math.max(best, (tables.waysPayCoins[symbol * (reels + 1) + count] ?? 0) * later);
      if (count < reels) later *= largest(reelSet.waysCounts[symbol * reels + count] ?? []);
    }
    return best;
  });
  const firstReelStops = reelSet.stripLengths[0] ?? 0;
  let worst = 0;
  for (let stop = 0; stop < firstReelStops; stop += 1) {
    const coins = perFirstReelCell.reduce(
      (sum, bound, symbol) => sum + bound * (reelSet.waysCounts[symbol * reels]?.[stop] ?? 0),
      0,
    );
    worst = Math.max(worst, coins);
  }
  return worst + scatterMax;
}

interface FreeSpinsPart {
  triggerProbability: number;
  /** Free spins played per base spin, and the same without the session cap. */
  freeSpinsPerSpin: number;
  freeSpinsPerSpinUncapped: number;
  freeSpinReturnTotalBets: number;
}

// What free spins add per base spin; nothing for a game without a scatter.
function freeSpinsPart(game: SlotGame, tables: CompiledGame): FreeSpinsPart {
  const part = {
    triggerProbability: 0,
    freeSpinsPerSpin: 0,
    freeSpinsPerSpinUncapped: 0,
    freeSpinReturnTotalBets: 0,
  };
  if (game.scatter === null) return part;
  const free = spinCoins(tables, tables.free);
  part.freeSpinReturnTotalBets =
    ((free.wins + free.scatter) * game.scatter.freeSpinMultiplier) / game.coinsPerBet;
  const retriggers = awardProbabilities(tables, tables.free);
  const retriggerSpins = [...retriggers].reduce((sum, [spins, chance]) => sum + spins * chance, 0);
  for (const [spins, probability] of awardProbabilities(tables, tables.base)) {
    const played = expectedFreeSpinsPlayed(spins, retriggers, game.scatter.freeSpinsPerSessionMax);
    part.triggerProbability += probability;
    part.freeSpinsPerSpin += probability * played;
    part.freeSpinsPerSpinUncapped += (probability * spins) / (1 - retriggerSpins);
  }
  return part;
}

/** Every part of the game's exact RTP (see the note at the top of this file). */
export function rtpBreakdown(game: SlotGame): RtpBreakdown {
  const tables = compiled(game);
  const multiplier = game.scatter?.freeSpinMultiplier ?? 1;
  const maxWinBoundTotalBets =
    Math.max(
      spinCoinsBound(tables, tables.base),
      spinCoinsBound(tables, tables.free) * multiplier,
    ) / game.coinsPerBet;
  if (maxWinBoundTotalBets > game.maxWinTotalBets)
    throw new Error(`${game.id}: the max win could bind, so the RTP would need a cap term`);
  const base = spinCoins(tables, tables.base);
  const free = freeSpinsPart(game, tables);
  const perTrigger = (value: number) =>
    free.triggerProbability > 0 ? value / free.triggerProbability : 0;
  const baseWinsRtp = base.wins / game.coinsPerBet;
  const baseScatterRtp = base.scatter / game.coinsPerBet;
  const freeSpinsRtp = free.freeSpinsPerSpin * free.freeSpinReturnTotalBets;
  return {
    rtp: baseWinsRtp + baseScatterRtp + freeSpinsRtp,
    baseWinsRtp,
    baseScatterRtp,
    freeSpinsRtp,
    triggerProbability: free.triggerProbability,
    freeSpinsPerTrigger: perTrigger(free.freeSpinsPerSpin),
    freeSpinsPerTriggerUncapped: perTrigger(free.freeSpinsPerSpinUncapped),
    freeSpinReturnTotalBets: free.freeSpinReturnTotalBets,
    maxWinBoundTotalBets,
  };
}

/** The game's exact return to player as a fraction of the total bet. */
export function exactRtp(game: SlotGame): number {
  return rtpBreakdown(game).rtp;
}
