import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawWithoutReplacement,
  hashServerSeed,
  pickIndex,
  streamBytes,
  streamFloats,
  type SeedPair,
} from './provably-fair';

const pair: SeedPair = {
  serverSeedHex: 'a'.repeat(64),
  clientSeed: 'player-seed',
  nonce: 7,
};

// An independent reference built on Node's own crypto, to check the noble-based code.
function referenceBytes(seed: SeedPair, count: number): Buffer {
  const blocks: Buffer[] = [];
  for (let round = 0; blocks.length * 32 < count; round += 1) {
    blocks.push(
      createHmac('sha256', Buffer.from(seed.serverSeedHex, 'hex'))
        .update(`${seed.clientSeed}:${seed.nonce}:${round}`)
        .digest(),
    );
  }
  return Buffer.concat(blocks).subarray(0, count);
}

describe('provably fair stream', () => {
  it('commits to the seed with SHA-256', () => {
    expect(hashServerSeed(pair.serverSeedHex)).toBe(
      createHash('sha256').update(Buffer.from(pair.serverSeedHex, 'hex')).digest('hex'),
    );
  });

  it('matches an independent HMAC-SHA256 reference across rounds and cursors', () => {
    const reference = referenceBytes(pair, 100);
    expect(Buffer.from(streamBytes(pair, 0, 100))).toEqual(reference);
    expect(Buffer.from(streamBytes(pair, 30, 40))).toEqual(reference.subarray(30, 70));
  });

  it('turns four bytes into one float in [0, 1)', () => {
    const bytes = referenceBytes(pair, 4);
    const expected =
      bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
    expect(streamFloats(pair, 1)[0]).toBe(expected);
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000 }),
        fc.string({ minLength: 1, maxLength: 20 }),
        (nonce, clientSeed) => {
          for (const float of streamFloats({ ...pair, nonce, clientSeed }, 8)) {
            expect(float).toBeGreaterThanOrEqual(0);
            expect(float).toBeLessThan(1);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses bad seeds, nonces and counts', () => {
    expect(() => streamBytes({ ...pair, serverSeedHex: 'xyz' }, 0, 4)).toThrow();
    expect(() => streamBytes({ ...pair, nonce: -1 }, 0, 4)).toThrow();
    expect(() => streamBytes({ ...pair, clientSeed: '' }, 0, 4)).toThrow();
    expect(() => streamFloats(pair, 5000)).toThrow();
    expect(() => pickIndex(1, 10)).toThrow();
    expect(() => pickIndex(0.5, 0)).toThrow();
  });

  it('draws distinct items, reproducibly, spread evenly', () => {
    const balls = Array.from({ length: 10 }, (_, index) => index);
    const first = drawWithoutReplacement(balls, streamFloats(pair, 5), 5);
    expect(new Set(first).size).toBe(5);
    expect(drawWithoutReplacement(balls, streamFloats(pair, 5), 5)).toEqual(first);
    const counts = new Array(10).fill(0) as number[];
    for (let nonce = 0; nonce < 5000; nonce += 1) {
      const [ball] = drawWithoutReplacement(balls, streamFloats({ ...pair, nonce }, 1), 1);
      counts[ball!] = (counts[ball!] ?? 0) + 1;
    }
    // Chi-square with 9 degrees of freedom: 21.67 is the 99% critical value.
    const chiSquare = counts.reduce((sum, count) => sum + (count - 500) ** 2 / 500, 0);
    expect(chiSquare).toBeLessThan(21.67);
  });
});
