import { evaluateSpin } from './spin';
import type {
  FloatSource,
  FreeSpinSession,
  ScatterFeature,
  SlotGame,
  SpinResult,
} from './slot-types';

/**
 * Free-spin sessions, one spin at a time: the server stores the session between spins and feeds
 * it back, so a session survives restarts and each spin can use its own provably-fair nonce.
 */

/** What one free spin produced: the spin, the spins it added and the next session state. */
export interface FreeSpinStep {
  spin: SpinResult;
  spinsAdded: number;
  session: FreeSpinSession;
}

function scatterOf(game: SlotGame): ScatterFeature {
  if (game.scatter === null) throw new Error(`${game.id} has no free spins`);
  return game.scatter;
}

function assertSession(scatter: ScatterFeature, session: FreeSpinSession): void {
  const isConsistent =
    session.spinsAwarded === session.spinsPlayed + session.spinsRemaining &&
    session.spinsAwarded <= scatter.freeSpinsPerSessionMax &&
    session.spinsRemaining >= 0 &&
    session.multiplier === scatter.freeSpinMultiplier &&
    Number.isSafeInteger(session.accumulatedWinMinor) &&
    session.accumulatedWinMinor >= 0;
  if (!isConsistent) throw new Error('free-spin session state is inconsistent');
}

/** The session a base spin's scatters start, or null when they award no free spins. */
export function startFreeSpins(game: SlotGame, baseSpin: SpinResult): FreeSpinSession | null {
  if (baseSpin.mode !== 'base' || baseSpin.freeSpinsAwarded === 0) return null;
  const scatter = scatterOf(game);
  const spins = Math.min(baseSpin.freeSpinsAwarded, scatter.freeSpinsPerSessionMax);
  return {
    totalBetMinor: baseSpin.totalBetMinor,
    multiplier: scatter.freeSpinMultiplier,
    spinsAwarded: spins,
    spinsPlayed: 0,
    spinsRemaining: spins,
    accumulatedWinMinor: 0,
  };
}

/** True when the session has no spins left. */
export function isFreeSpinSessionOver(session: FreeSpinSession): boolean {
  return session.spinsRemaining === 0;
}

/**
 * Plays the session's next free spin on the free reels with the session multiplier. A retrigger
 * adds its spins, but never past the game's free spins per session.
 */
export function playFreeSpin(
  game: SlotGame,
  session: FreeSpinSession,
  nextFloat: FloatSource,
): FreeSpinStep {
  const scatter = scatterOf(game);
  assertSession(scatter, session);
  if (isFreeSpinSessionOver(session)) throw new Error('free-spin session is over');
  const spin = evaluateSpin(game, 'free', session.totalBetMinor, session.multiplier, nextFloat);
  const spinsAdded = Math.min(
    spin.freeSpinsAwarded,
    scatter.freeSpinsPerSessionMax - session.spinsAwarded,
  );
  return {
    spin,
    spinsAdded,
    session: {
      ...session,
      spinsAwarded: session.spinsAwarded + spinsAdded,
      spinsPlayed: session.spinsPlayed + 1,
      spinsRemaining: session.spinsRemaining - 1 + spinsAdded,
      accumulatedWinMinor: session.accumulatedWinMinor + spin.totalWinMinor,
    },
  };
}
