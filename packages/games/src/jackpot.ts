import { streamBytes, type SeedPair } from './provably-fair';

/**
 * The progressive jackpot's trigger, provably fair like the reels: a paid spin's own stream
 * (HMAC-SHA256 keyed by the server seed over `clientSeed:nonce:round`) decides it. The reels
 * read round 0 (at most six floats, 24 bytes); the jackpot reads the first four bytes of round
 * 1, which no reel ever reads, as a whole number `draw` in [0, 2³²). With odds of one in N the
 * spin hits when draw × N < 2³², that is when the float draw / 2³² is below 1 / N — the same
 * floor(f × N) = 0 as every other outcome, in whole numbers so nothing rounds.
 */

/** Where the draw sits in the paid spin's stream: the first bytes of HMAC round 1. */
export const jackpotDrawCursorBytes = 32;
/** The rarest chance an operator may set: one in a hundred million spins. */
export const jackpotOddsOneInMax = 100_000_000;
const drawRange = 2n ** 32n;

/** The paid spin's jackpot draw, a whole number in [0, 2³²). */
export function jackpotDraw(pair: SeedPair): number {
  const bytes = streamBytes(pair, jackpotDrawCursorBytes, 4);
  return (
    (bytes[0] ?? 0) * 2 ** 24 +
    (bytes[1] ?? 0) * 2 ** 16 +
    (bytes[2] ?? 0) * 2 ** 8 +
    (bytes[3] ?? 0)
  );
}

/** Whether a draw hits odds of one in `oddsOneIn` (draw × N < 2³², exactly). */
export function isJackpotHit(draw: number, oddsOneIn: number): boolean {
  if (!Number.isInteger(draw) || draw < 0 || draw >= 2 ** 32) throw new Error('draw out of range');
  if (!Number.isInteger(oddsOneIn) || oddsOneIn < 1 || oddsOneIn > jackpotOddsOneInMax) {
    throw new Error('odds out of range');
  }
  return BigInt(draw) * BigInt(oddsOneIn) < drawRange;
}

/** What a verifier recomputes for a round: its draw and whether it won at the odds in force. */
export function verifyJackpot(pair: SeedPair, oddsOneIn: number): { draw: number; isHit: boolean } {
  const draw = jackpotDraw(pair);
  return { draw, isHit: isJackpotHit(draw, oddsOneIn) };
}

/** A share's units in one minor unit: shares are kept in 1/10 000 of a minor unit. */
export const jackpotShareUnitsPerMinor = 10_000n;

/**
 * A stake's share for the pool, exactly: stake × basis points, in 1/10 000 of a minor unit (a
 * 0.20 stake at 1 % is 0.002, which rounding down per spin would lose). The pool receives the
 * whole minor units of the shares as they add up; the rest waits for the next ones.
 */
export function jackpotShareUnits(stakeMinor: bigint, shareBasisPoints: number): bigint {
  if (stakeMinor < 0n) throw new Error('stake must not be negative');
  if (!Number.isInteger(shareBasisPoints) || shareBasisPoints < 0 || shareBasisPoints > 10_000) {
    throw new Error('share out of range');
  }
  return stakeMinor * BigInt(shareBasisPoints);
}
