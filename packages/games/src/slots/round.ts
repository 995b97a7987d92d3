import type { SeedPair } from '../provably-fair';
import { floatSourceFromSeedPair } from './float-source';
import { isFreeSpinSessionOver, playFreeSpin, startFreeSpins } from './free-spins';
import type { FloatSource, SlotGame, SpinResult } from './slot-types';
import { spin } from './spin';

/** A spin of a round with the nonce whose stream decided it. */
export interface PlayedSpin extends SpinResult {
  nonce: number;
}

/** A paid spin and the free spins it triggered, in the order they were played. */
export interface PlayedRound {
  spins: PlayedSpin[];
  totalWinMinor: number;
  /** Nonces used: firstNonce … firstNonce + nonceCount − 1. */
  nonceCount: number;
}

/**
 * Plays a whole round: the paid spin on `firstNonce`, then every free spin it triggers (and
 * retriggers), one nonce each, all at once. The same function replays a round for a verifier.
 */
export function playRound(
  game: SlotGame,
  totalBetMinor: number,
  floatsAt: (nonce: number) => FloatSource,
  firstNonce: number,
): PlayedRound {
  const base = spin(game, totalBetMinor, floatsAt(firstNonce));
  const spins: PlayedSpin[] = [{ ...base, nonce: firstNonce }];
  let totalWinMinor = base.totalWinMinor;
  let session = startFreeSpins(game, base);
  while (session !== null && !isFreeSpinSessionOver(session)) {
    const nonce = firstNonce + spins.length;
    const step = playFreeSpin(game, session, floatsAt(nonce));
    spins.push({ ...step.spin, nonce });
    totalWinMinor += step.spin.totalWinMinor;
    session = step.session;
  }
  if (!Number.isSafeInteger(totalWinMinor)) throw new Error('round win must be a safe integer');
  return { spins, totalWinMinor, nonceCount: spins.length };
}

/** A round decided by a provably-fair seed pair (the nonce of the pair is the first nonce). */
export function playProvablyFairRound(
  game: SlotGame,
  totalBetMinor: number,
  pair: SeedPair,
): PlayedRound {
  return playRound(
    game,
    totalBetMinor,
    (nonce) => floatSourceFromSeedPair(game, { ...pair, nonce }),
    pair.nonce,
  );
}
