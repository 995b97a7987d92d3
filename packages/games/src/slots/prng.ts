import type { FloatSource } from './slot-types';

/**
 * A small, fast seeded generator for simulation only (never for real play, which reads the
 * provably-fair stream): sfc32, seeded through splitmix32 so nearby seeds give unrelated streams.
 * Floats carry 32 bits, the same resolution as the provably-fair floats.
 */

const twoToThe32 = 4294967296;
/** sfc32's author discards this many outputs after seeding. */
const warmUpRounds = 12;

function splitmix32(seed: number): () => number {
  // Both halves of a seed above 2^32 count.
  let state = (seed ^ Math.floor(seed / twoToThe32)) | 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 16), 0x21f0aaad);
    mixed = Math.imul(mixed ^ (mixed >>> 15), 0x735a2d97);
    return (mixed ^ (mixed >>> 15)) >>> 0;
  };
}

/** A reproducible float source in [0, 1) for a whole-number seed. */
export function seededFloatSource(seed: number): FloatSource {
  if (!Number.isSafeInteger(seed)) throw new Error('seed must be a whole number');
  const words = splitmix32(seed);
  let a = words();
  let b = words();
  let c = words();
  let d = words();
  const next = (): number => {
    const sum = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + sum) | 0;
    return (sum >>> 0) / twoToThe32;
  };
  for (let round = 0; round < warmUpRounds; round += 1) next();
  return next;
}
