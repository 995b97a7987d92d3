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
  serverSeedHex: '3f'.repeat(32),
  clientSeed: 'player-seed',
  nonce: 7,
  scheme: 2,
};

/** The seed's key as each scheme reads it: its hex text (Stake's), or the bytes it decodes to. */
const keyOf = (seed: SeedPair) =>
  seed.scheme === 2
    ? Buffer.from(seed.serverSeedHex, 'ascii')
    : Buffer.from(seed.serverSeedHex, 'hex');

// An independent reference built on Node's own crypto, to check the noble-based code.
function referenceBytes(seed: SeedPair, count: number): Buffer {
  const blocks: Buffer[] = [];
  for (let round = 0; blocks.length * 32 < count; round += 1) {
    blocks.push(
      createHmac('sha256', keyOf(seed))
        .update(`${seed.clientSeed}:${seed.nonce}:${round}`)
        .digest(),
    );
  }
  return Buffer.concat(blocks).subarray(0, count);
}

describe('provably fair stream', () => {
  it("commits to the seed with SHA-256 of its hex text (Stake's), or of its bytes (scheme 1)", () => {
    expect(hashServerSeed(pair.serverSeedHex, 2)).toBe(
      createHash('sha256').update(pair.serverSeedHex, 'ascii').digest('hex'),
    );
    expect(hashServerSeed(pair.serverSeedHex, 1)).toBe(
      createHash('sha256').update(Buffer.from(pair.serverSeedHex, 'hex')).digest('hex'),
    );
    expect(hashServerSeed(pair.serverSeedHex, 1)).not.toBe(hashServerSeed(pair.serverSeedHex, 2));
  });

  it('reproduces a published Stake vector (a Stake calculator link of KyranRana/stake-provably-fair-api)', () => {
    const stake: SeedPair = {
      serverSeedHex: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
      clientSeed: 'bb62964774',
      nonce: 1,
      scheme: 2,
    };
    const [first] = streamFloats(stake, 1);
    expect(first).toBe(0.7717409993056208);
    // Stake's dice on that float: 77.18.
    expect(Math.floor(first! * 10_001) / 100).toBe(77.18);
  });

  it('keys the HMAC by the hex text in scheme 2 and by the decoded bytes in scheme 1', () => {
    const legacy = { ...pair, scheme: 1 } as const;
    expect(Buffer.from(streamBytes(legacy, 0, 64))).toEqual(referenceBytes(legacy, 64));
    expect(Buffer.from(streamBytes(pair, 0, 64))).not.toEqual(referenceBytes(legacy, 64));
    expect(() => streamBytes({ ...pair, scheme: 3 as 2 }, 0, 4)).toThrow();
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
