import type { TableProof, TableResultWire } from '@khela/contracts';
import {
  crashBust,
  dealtResult,
  drawnResult,
  isChainLink,
  shoeOf,
  tableDayChainLength,
  type TableResult,
} from '@khela/games';

/**
 * A round checked in the browser from what the server revealed: the seed hashes to the hash
 * published before the round (its shoe's, for cards), its place in the table's day chain
 * hashes to the day's head published before the day, and the result drawn again from the seed
 * (or dealt again from the shoe shuffled from it, or a crash round's bust worked out again on
 * bustabit's scheme) is the one the round settled on.
 */

/** A result worked out again here: a table's draw or deal, or a crash round's bust. */
export type RecomputedResult = TableResult | Extract<TableResultWire, { game: 'crash' }>;

export type Verdict =
  /** The seed is not shown yet (a shoe's is shown when the shoe ends). */
  | { kind: 'waiting' }
  | {
      kind: 'checked';
      isSeedHashOk: boolean;
      isChainOk: boolean;
      isResultOk: boolean;
      recomputed: RecomputedResult | null;
    };

/** Whether a verdict passes every check. */
export function isPass(verdict: Verdict): boolean {
  return (
    verdict.kind === 'checked' && verdict.isSeedHashOk && verdict.isChainOk && verdict.isResultOk
  );
}

/** A value as text with its keys in order, so two results compare whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether two results are the same deal or draw. */
export function isSameResult(
  left: TableResultWire | RecomputedResult,
  right: TableResultWire,
): boolean {
  return canonical(left) === canonical(right);
}

/** The result drawn again from a round's revealed seed, or null when it cannot be. */
export function recomputeResult(
  result: TableResultWire,
  proof: TableProof,
): RecomputedResult | null {
  const { seed } = proof;
  // A declared round (a cockfight's fight) has no seed to draw it from.
  if (!seed || result.game === 'cockfight') return null;
  try {
    if (result.game === 'crash') {
      // The bust from the seed with the round's label as the salt, the edge and the most it
      // was made with: min(crashPointCents(seed, label, edge), most).
      if (!proof.crash) return null;
      const { edgePercent, maxMultiplier } = proof.crash;
      return { game: 'crash', bust: crashBust(seed, proof.label, edgePercent, maxMultiplier) };
    }
    if (result.game === 'roulette' || result.game === 'sicBo') {
      return drawnResult(result.game, seed, proof.label);
    }
    if (proof.cardFrom === null) return null;
    const { cards } = shoeOf(seed, proof.label);
    return dealtResult(result.game, cards, proof.cardFrom).result;
  } catch {
    return null;
  }
}

/** The checks of one round of the player's. */
export function verifyRound(round: { result: TableResultWire | null; proof: TableProof }): Verdict {
  const { proof, result } = round;
  if (!proof.seed || !result) return { kind: 'waiting' };
  // One hash of the seed is the hash published before the round; `seedIndex` hashes reach the head.
  const isSeedHashOk = isChainLink(proof.seed, 1, proof.seedHash, tableDayChainLength);
  const isChainOk = isChainLink(proof.seed, proof.seedIndex, proof.chainHead, tableDayChainLength);
  const recomputed = recomputeResult(result, proof);
  return {
    kind: 'checked',
    isSeedHashOk,
    isChainOk,
    isResultOk: recomputed !== null && isSameResult(recomputed, result),
    recomputed,
  };
}
