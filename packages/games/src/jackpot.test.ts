import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isJackpotHit,
  jackpotShareUnits,
  jackpotShareUnitsPerMinor,
  jackpotDraw,
  jackpotOddsOneInMax,
  verifyJackpot,
} from './jackpot';
import type { SeedPair } from './provably-fair';
import { floatsNeededPerSpin } from './slots';
import { slotGames } from './slots/games';

const pair: SeedPair = { serverSeedHex: 'c'.repeat(64), clientSeed: 'lucky', nonce: 12, scheme: 2 };

describe('jackpot trigger', () => {
  it('reads the first four bytes of HMAC round 1 of the paid spin, big-endian', () => {
    const block = createHmac('sha256', pair.serverSeedHex)
      .update(`${pair.clientSeed}:${pair.nonce}:1`)
      .digest();
    expect(jackpotDraw(pair)).toBe(block.readUInt32BE(0));
  });

  it('lies beyond every byte a spin reads (no reel shares its randomness)', () => {
    for (const game of Object.values(slotGames)) {
      expect(floatsNeededPerSpin(game) * 4).toBeLessThanOrEqual(32);
    }
  });

  it('hits exactly when draw × N < 2³²', () => {
    expect(isJackpotHit(0, jackpotOddsOneInMax)).toBe(true);
    expect(isJackpotHit(2 ** 32 - 1, 1)).toBe(true);
    // One in two: the lower half of the draws.
    expect(isJackpotHit(2 ** 31 - 1, 2)).toBe(true);
    expect(isJackpotHit(2 ** 31, 2)).toBe(false);
    // 2³² / 3 = 1431655765.33…: 1431655765 × 3 < 2³², 1431655766 × 3 is not.
    expect(isJackpotHit(1_431_655_765, 3)).toBe(true);
    expect(isJackpotHit(1_431_655_766, 3)).toBe(false);
  });

  it('agrees with floor(draw / 2³² × N) = 0 wherever doubles are exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (draw, odds) => {
          expect(isJackpotHit(draw, odds)).toBe(Math.floor((draw / 2 ** 32) * odds) === 0);
        },
      ),
    );
  });

  it('hits about once in N over many nonces', () => {
    let hits = 0;
    const spins = 20_000;
    for (let nonce = 0; nonce < spins; nonce += 1) {
      if (verifyJackpot({ ...pair, nonce }, 100).isHit) hits += 1;
    }
    // Binomial(20 000, 1 %): mean 200, sd ≈ 14; ±5 sd.
    expect(hits).toBeGreaterThan(130);
    expect(hits).toBeLessThan(270);
  });

  it('refuses draws and odds out of range', () => {
    expect(() => isJackpotHit(-1, 10)).toThrow();
    expect(() => isJackpotHit(2 ** 32, 10)).toThrow();
    expect(() => isJackpotHit(5, 0)).toThrow();
    expect(() => isJackpotHit(5, jackpotOddsOneInMax + 1)).toThrow();
    expect(() => isJackpotHit(5, 1.5)).toThrow();
  });

  it('a verifier recomputes the same answer from the revealed seeds', () => {
    const { draw, isHit } = verifyJackpot(pair, 7);
    expect(draw).toBe(jackpotDraw(pair));
    expect(isHit).toBe(isJackpotHit(draw, 7));
  });
});

describe('jackpot share', () => {
  it('is the stake times the share in 1/10 000 of a minor unit, nothing rounded away', () => {
    expect(jackpotShareUnits(10_000n, 100)).toBe(100n * jackpotShareUnitsPerMinor);
    expect(jackpotShareUnits(150n, 100)).toBe(15_000n);
    expect(jackpotShareUnits(20n, 100)).toBe(2_000n);
    expect(jackpotShareUnits(12_345n, 0)).toBe(0n);
    expect(jackpotShareUnits(12_345n, 10_000)).toBe(12_345n * jackpotShareUnitsPerMinor);
  });

  it('never exceeds the stake and never refuses a share in range', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 10_000 }),
        (stake, share) => {
          const part = jackpotShareUnits(stake, share);
          expect(part >= 0n && part <= stake * jackpotShareUnitsPerMinor).toBe(true);
        },
      ),
    );
  });

  it('refuses a share out of range', () => {
    expect(() => jackpotShareUnits(100n, -1)).toThrow();
    expect(() => jackpotShareUnits(100n, 10_001)).toThrow();
    expect(() => jackpotShareUnits(-1n, 100)).toThrow();
  });
});
