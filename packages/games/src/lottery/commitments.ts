import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * What commits a lottery draw before anyone can know it (scheme 2 periods):
 *
 * - **A day chain.** Each game's local day has a chain of seeds made at once: its last seed is
 *   random, and each seed before it is SHA-256 of the next one's hex text. The period numbered
 *   n in the day uses seed n; the chain's head, SHA-256 of seed 1, is published before the day
 *   starts. A revealed seed n hashes n times to the head, so every seed of the day was fixed
 *   when the head was; seed n tells nothing of seed n + 1 (that would need SHA-256 undone).
 * - **The tickets.** At lock, the fingerprints of every ticket accepted for the period are
 *   hashed together; the sheet is drawn from the seed over `gameId:numero:digest:round`, so it
 *   also depends on what was bet, which nobody knows before betting closes.
 */

/** The most periods a day has (a draw every minute). */
export const chainLengthMax = 1440;

const hexSeed = /^[0-9a-f]{64}$/;

/** SHA-256 of a text, as lowercase hex. */
function sha256Text(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

function assertChain(endSeedHex: string, length: number, lengthMax: number): void {
  if (!hexSeed.test(endSeedHex)) throw new Error('seed must be 64 lowercase hex');
  if (!Number.isInteger(length) || length < 1 || length > lengthMax)
    throw new Error(`chain length must be 1–${lengthMax}`);
}

/**
 * The chain's seeds in the order periods (or table rounds) use them: index 0 is seed 1, the
 * last is `endSeedHex`. The tables' day chains are longer than the lottery's (`lengthMax`).
 */
export function chainSeeds(
  endSeedHex: string,
  length: number,
  lengthMax = chainLengthMax,
): string[] {
  assertChain(endSeedHex, length, lengthMax);
  const seeds = [endSeedHex];
  while (seeds.length < length) seeds.push(sha256Text(seeds.at(-1) ?? ''));
  return seeds.reverse();
}

/** The head a chain publishes ahead: SHA-256 of its first seed's hex text. */
export function chainHead(endSeedHex: string, length: number, lengthMax = chainLengthMax): string {
  return sha256Text(chainSeeds(endSeedHex, length, lengthMax)[0] ?? '');
}

/** Whether a seed revealed as the chain's `index`-th (from 1) hashes `index` times to `head`. */
export function isChainLink(
  seedHex: string,
  index: number,
  head: string,
  lengthMax = chainLengthMax,
): boolean {
  if (!hexSeed.test(seedHex) || !Number.isInteger(index) || index < 1 || index > lengthMax)
    return false;
  let value = seedHex;
  for (let step = 0; step < index; step += 1) value = sha256Text(value);
  return value === head;
}

/** A ticket as its fingerprint states it. */
export interface FingerprintedTicket {
  id: string;
  requestId: string;
  playType: string;
  selection: string;
  stakeMinor: string;
}

/** A ticket's fingerprint: SHA-256 of `id:requestId:playType:selection:stakeMinor`. */
export function ticketFingerprint(ticket: FingerprintedTicket): string {
  return sha256Text(
    `${ticket.id}:${ticket.requestId}:${ticket.playType}:${ticket.selection}:${ticket.stakeMinor}`,
  );
}

/**
 * What a period's tickets add to its draw: SHA-256 of their fingerprints sorted and joined by
 * newlines (no tickets: SHA-256 of the empty text).
 */
export function ticketsDigest(fingerprints: readonly string[]): string {
  return sha256Text([...fingerprints].sort().join('\n'));
}
