import { createHash } from 'node:crypto';
import { labelFloats } from './stake';

/**
 * An independent verifier of Khela's lottery draws (scheme 2), written from their public
 * description (docs/provably-fair.md, ../shared/reference/vn-lottery.md) on Node's own crypto,
 * importing none of Khela's code:
 *
 * - A game's local day commits to its seeds at once: seed n of the day hashes n times
 *   (SHA-256 of the hex text) to the head published before the day began.
 * - A ticket's fingerprint is SHA-256 of `id:requestId:playType:selection:stakeMinor`; the
 *   tickets' digest SHA-256 of the fingerprints sorted by code point, joined by newlines.
 * - The sheet's digits, in prize order and left to right, are floor(f × 10) of the floats of
 *   HMAC-SHA256(seed text, `gameId:numero:digest:round`).
 */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The prizes of each sheet: [tier, how many numbers, digits each] (vn-lottery.md). */
export const sheetTiers: Record<string, [string, number, number][]> = {
  'vn-north': [
    ['special', 1, 5],
    ['g1', 1, 5],
    ['g2', 2, 5],
    ['g3', 6, 5],
    ['g4', 4, 4],
    ['g5', 6, 4],
    ['g6', 3, 3],
    ['g7', 4, 2],
  ],
  'vn-south': [
    ['special', 1, 6],
    ['g1', 1, 5],
    ['g2', 1, 5],
    ['g3', 2, 5],
    ['g4', 7, 5],
    ['g5', 1, 4],
    ['g6', 3, 4],
    ['g7', 1, 3],
    ['g8', 1, 2],
  ],
  'elott-5': [['result', 1, 5]],
};

/** Whether a seed revealed at place `index` of its day hashes `index` times to the head. */
export function reachesHead(seed: string, index: number, head: string): boolean {
  let value = seed;
  for (let step = 0; step < index; step += 1) value = sha256(value);
  return value === head;
}

/** The seed before this one in its day chain: what committed this one. */
export const previousSeed = (seed: string) => sha256(seed);

export function fingerprint(ticket: {
  id: string;
  requestId: string;
  playType: string;
  selection: string;
  stakeMinor: string;
}): string {
  const { id, requestId, playType, selection, stakeMinor } = ticket;
  return sha256(`${id}:${requestId}:${playType}:${selection}:${stakeMinor}`);
}

export function digestOf(fingerprints: readonly string[]): string {
  return sha256([...fingerprints].sort().join('\n'));
}

/** The sheet a period draws: its prizes, each a tier and its numbers. */
export function lotterySheet(
  format: string,
  seed: string,
  gameId: string,
  numero: string,
  digest: string,
): { tier: string; numbers: string[] }[] {
  const tiers = sheetTiers[format];
  if (!tiers) throw new Error(`unknown sheet ${format}`);
  const digits = tiers.reduce((sum, [, count, width]) => sum + count * width, 0);
  const stream = labelFloats(seed, `${gameId}:${numero}:${digest}`, digits);
  let next = 0;
  return tiers.map(([tier, count, width]) => ({
    tier,
    numbers: Array.from({ length: count }, () =>
      Array.from({ length: width }, () => String(Math.floor(stream[next++]! * 10))).join(''),
    ),
  }));
}
