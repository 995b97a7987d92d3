import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair outcomes (the scheme players know from crypto casinos): HMAC-SHA256 keyed by
 * the server seed over `clientSeed:nonce:round` gives 32 bytes per round; four bytes make one
 * float in [0, 1). Outcomes map floats by floor(f × n), never `random % n` on raw bytes.
 * Pure and synchronous, so a player can recompute any result offline.
 *
 * A seed is 64 lowercase hex characters, used by its scheme:
 * - 2 (Stake's, every seed made now): the HMAC key is the hex *text* (its 64 ASCII bytes) and the
 *   commitment SHA-256 of that text, exactly as Stake and every public Stake verifier;
 * - 1 (Khela's first seeds, kept verifiable): key and commitment use the 32 bytes it decodes to.
 */

export const seedSchemes = [1, 2] as const;
export type SeedScheme = (typeof seedSchemes)[number];
/** The scheme of every seed made now: Stake's encoding. */
export const stakeSeedScheme: SeedScheme = 2;

export const serverSeedBytes = 32;
const bytesPerRound = 32;
const bytesPerFloat = 4;
/** A draw never needs more than this many floats; a larger ask is a programming error. */
export const floatsPerDrawMax = 1024;

/** What identifies one game's random stream. */
export interface SeedPair {
  /** 64 hex characters; kept secret until the seed is rotated. */
  serverSeedHex: string;
  clientSeed: string;
  nonce: number;
  scheme: SeedScheme;
}

/** The bytes a seed stands for in its scheme: its hex text (2) or what the hex decodes to (1). */
function seedBytes(seedHex: string, scheme: SeedScheme): Uint8Array {
  if (!/^[0-9a-f]{64}$/.test(seedHex)) throw new Error('seed must be 64 lowercase hex');
  if (scheme === 2) return utf8ToBytes(seedHex);
  if (scheme === 1) return hexToBytes(seedHex);
  throw new Error('unknown seed scheme');
}

/** The commitment shown before play: SHA-256 of the seed in its scheme, as hex. */
export function hashServerSeed(serverSeedHex: string, scheme: SeedScheme): string {
  return bytesToHex(sha256(seedBytes(serverSeedHex, scheme)));
}

function assertSeedPair(pair: SeedPair): void {
  if (!Number.isSafeInteger(pair.nonce) || pair.nonce < 0)
    throw new Error('nonce must be a whole number ≥ 0');
  if (pair.clientSeed.length === 0 || pair.clientSeed.length > 64)
    throw new Error('client seed must be 1–64 characters');
}

/** `count` bytes of HMAC-SHA256(key, `${label}:${round}`), round 0, 1, … from byte `cursor`. */
function labelledBytes(key: Uint8Array, label: string, cursor: number, count: number): Uint8Array {
  const output = new Uint8Array(count);
  let written = 0;
  let round = Math.floor(cursor / bytesPerRound);
  let offset = cursor % bytesPerRound;
  while (written < count) {
    const block = hmac(sha256, key, utf8ToBytes(`${label}:${round}`));
    const take = Math.min(bytesPerRound - offset, count - written);
    output.set(block.subarray(offset, offset + take), written);
    written += take;
    offset = 0;
    round += 1;
  }
  return output;
}

/** `count` bytes of the stream, starting at byte `cursor`. */
export function streamBytes(pair: SeedPair, cursor: number, count: number): Uint8Array {
  assertSeedPair(pair);
  return labelledBytes(
    seedBytes(pair.serverSeedHex, pair.scheme),
    `${pair.clientSeed}:${pair.nonce}`,
    cursor,
    count,
  );
}

function floatsOf(bytes: Uint8Array, count: number): number[] {
  const floats: number[] = [];
  for (let index = 0; index < count; index += 1) {
    let value = 0;
    let scale = 1;
    for (let byte = 0; byte < bytesPerFloat; byte += 1) {
      scale /= 256;
      value += (bytes[index * bytesPerFloat + byte] ?? 0) * scale;
    }
    floats.push(value);
  }
  return floats;
}

function assertFloatCount(count: number): void {
  if (!Number.isInteger(count) || count < 0 || count > floatsPerDrawMax)
    throw new Error('float count out of range');
}

/**
 * `count` floats of a seed's stream under a label instead of a player's `clientSeed:nonce`:
 * a lottery period's `gameId:numero` (HMAC-SHA256 keyed by the period seed over
 * `label:round`).
 */
export function labelledFloats(
  seedHex: string,
  label: string,
  count: number,
  scheme: SeedScheme,
): number[] {
  if (label.length === 0 || label.length > 200) throw new Error('label must be 1–200 characters');
  assertFloatCount(count);
  const key = seedBytes(seedHex, scheme);
  return floatsOf(labelledBytes(key, label, 0, count * bytesPerFloat), count);
}

/** `count` floats in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴ per four bytes. */
export function streamFloats(pair: SeedPair, count: number, cursor = 0): number[] {
  assertFloatCount(count);
  return floatsOf(streamBytes(pair, cursor, count * bytesPerFloat), count);
}

/** An outcome among n equally likely ones: floor(f × n). */
export function pickIndex(float: number, outcomes: number): number {
  if (!(float >= 0 && float < 1)) throw new Error('float must be in [0, 1)');
  if (!Number.isInteger(outcomes) || outcomes < 1)
    throw new Error('outcomes must be a whole number ≥ 1');
  return Math.floor(float * outcomes);
}

/**
 * Draws `count` distinct items without replacement, Fisher–Yates style: each float picks
 * floor(f × remaining) among the items not yet drawn (lottery balls, card deals).
 */
export function drawWithoutReplacement<T>(
  items: readonly T[],
  floats: readonly number[],
  count: number,
): T[] {
  if (count > items.length || count > floats.length) throw new Error('not enough items or floats');
  const remaining = [...items];
  const drawn: T[] = [];
  for (let index = 0; index < count; index += 1) {
    const position = pickIndex(floats[index] as number, remaining.length);
    drawn.push(remaining.splice(position, 1)[0] as T);
  }
  return drawn;
}
