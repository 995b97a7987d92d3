import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Crash on bustabit's scheme: a chain of game hashes made backwards (hash[i] = SHA-256 of
 * hash[i + 1]'s hex text), its terminating hash published before the first game, games using
 * it from the end so each revealed hash hashes to the previous game's. A game's bust point
 * comes from HMAC-SHA256(key = the game's hash text, message = a public salt fixed before the
 * chain was used), with the operator's house edge.
 */

const hexHash = /^[0-9a-f]{64}$/;

/** SHA-256 of a hash's hex text: the game before it in the chain. */
export function previousGameHash(gameHash: string): string {
  if (!hexHash.test(gameHash)) throw new Error('game hash must be 64 lowercase hex');
  return bytesToHex(sha256(utf8ToBytes(gameHash)));
}

/**
 * A bust point in hundredths (100 = 1.00×): r = the HMAC's first 52 bits / 2^52, bust =
 * max(1, floor((100 − e) / (1 − r)) / 100) for a house edge of e percent (0 < e < 100).
 */
export function crashPointCents(gameHash: string, salt: string, edgePercent: number): number {
  if (!hexHash.test(gameHash)) throw new Error('game hash must be 64 lowercase hex');
  if (!(edgePercent > 0 && edgePercent < 100)) throw new Error('house edge must be in (0, 100)');
  const digest = hmac(sha256, utf8ToBytes(gameHash), utf8ToBytes(salt));
  // 52 bits: 6 whole bytes and the high nibble of the seventh.
  let bits = 0;
  for (let index = 0; index < 6; index += 1) bits = bits * 256 + (digest[index] ?? 0);
  bits = bits * 16 + ((digest[6] ?? 0) >> 4);
  const r = bits / 2 ** 52;
  return Math.max(100, Math.floor((100 - edgePercent) / (1 - r)));
}

/** What a bet cashing out at `targetCents` returns per unit, in hundredths (0 when it busts first). */
export function crashReturnCents(bustCents: number, targetCents: number): number {
  return bustCents >= targetCents ? targetCents : 0;
}

/**
 * The curve of a crash round: the multiplier `ms` after betting closed is
 * floor(100 × e^(crashGrowthPerMs × ms)) hundredths — 2.00× after 11.6 s, 10× after 38.4 s.
 */
export const crashGrowthPerMs = 0.00006;

/** The multiplier in hundredths `elapsedMs` into a round's run (100 before it). */
export function crashMultiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 100;
  return Math.floor(100 * Math.exp(crashGrowthPerMs * elapsedMs) + 1e-9);
}

/**
 * When a round busting at `bustCents` busts: the first whole millisecond of its run at which the
 * multiplier reaches it. A cash-out is taken when it arrives before this instant, at the
 * multiplier of its arrival — always below the bust.
 */
export function crashBustAfterMs(bustCents: number): number {
  if (bustCents <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(bustCents / 100) / crashGrowthPerMs) - 2);
  while (crashMultiplierAt(ms) < bustCents) ms += 1;
  return ms;
}

/**
 * A crash round's bust from its seed: bustabit's point over the round's label as the public
 * salt, with the table's house edge, stopped at the table's most (where every bet still in
 * cashes out).
 */
export function crashBust(
  seedHex: string,
  label: string,
  edgePercent: number,
  maxMultiplier: number,
): number {
  return Math.min(crashPointCents(seedHex, label, edgePercent), maxMultiplier);
}

/**
 * What a crash bet returns per unit in hundredths: where it cashed out, else its automatic
 * target when the round reached it, else the round's most when it got there; 0 when it busted.
 */
export function crashBetReturn(
  bet: { cashout: number | null; target: number | null },
  bust: number,
  maxMultiplier: number,
): number {
  if (bet.cashout !== null) return bet.cashout;
  if (bet.target !== null && bet.target <= bust) return bet.target;
  return bust >= maxMultiplier ? maxMultiplier : 0;
}
