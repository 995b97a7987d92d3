import { streamFloats, type SeedPair } from '../provably-fair';
import type { FloatSource, SlotGame } from './slot-types';

/** Floats one spin reads: one per reel, in reel order. */
export function floatsNeededPerSpin(game: SlotGame): number {
  return game.reels;
}

/** A float source that hands out `floats` in order; asking for one more is a programming error. */
export function floatSourceFromArray(floats: readonly number[]): FloatSource {
  let next = 0;
  return () => {
    const float = floats[next];
    if (float === undefined) throw new Error('float source exhausted');
    next += 1;
    return float;
  };
}

/**
 * The provably-fair floats of one spin: the first floatsNeededPerSpin floats of the seed pair's
 * stream from byte `cursor`, so a player can recompute the stops offline.
 */
export function floatSourceFromSeedPair(game: SlotGame, pair: SeedPair, cursor = 0): FloatSource {
  return floatSourceFromArray(streamFloats(pair, floatsNeededPerSpin(game), cursor));
}
