import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  crashBetReturn,
  crashBust,
  crashBustAfterMs,
  crashMultiplierAt,
  crashPointCents,
  crashReturnCents,
  previousGameHash,
} from './crash';

const hash = (seed: string) => createHash('sha256').update(seed).digest('hex');

describe('crash', () => {
  it('chains each game hash to the one before it', () => {
    const last = 'ab'.repeat(32);
    expect(previousGameHash(last)).toBe(hash(last));
  });

  it('busts by the formula, on the first 52 bits of the HMAC', () => {
    const game = hash('game');
    const salt = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
    const digest = createHmac('sha256', game).update(salt).digest('hex');
    const r = parseInt(digest.slice(0, 13), 16) / 2 ** 52;
    expect(crashPointCents(game, salt, 1)).toBe(Math.max(100, Math.floor(99 / (1 - r))));
  });

  it('returns 1 − edge on average at any target, and never below 1.00×', () => {
    let busts = 0;
    let returned = 0;
    const games = 40_000;
    for (let game = 0; game < games; game += 1) {
      const bust = crashPointCents(hash(String(game)), 'salt', 1);
      expect(bust).toBeGreaterThanOrEqual(100);
      if (bust === 100) busts += 1;
      returned += crashReturnCents(bust, 200);
    }
    // Busting at 1.00× needs 99 / (1 − r) < 101: r < 1.98 %. A 2.00× target returns 0.99 a
    // unit on average (P(bust ≥ m) = 0.99 / m).
    expect(busts / games).toBeGreaterThan(0.015);
    expect(busts / games).toBeLessThan(0.025);
    expect(returned / games / 100).toBeGreaterThan(0.97);
    expect(returned / games / 100).toBeLessThan(1.01);
  });
});

describe('crash curve', () => {
  it('starts at 1.00× and doubles after ln 2 / growth', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(-5)).toBe(100);
    expect(crashMultiplierAt(11_552)).toBe(199);
    expect(crashMultiplierAt(11_553)).toBe(200);
  });

  it('busts at the first millisecond the multiplier reaches the bust, for every bust', () => {
    for (const bust of [100, 101, 150, 199, 200, 1_000, 12_345, 100_000]) {
      const at = crashBustAfterMs(bust);
      expect(crashMultiplierAt(at)).toBeGreaterThanOrEqual(bust);
      if (bust > 100) expect(crashMultiplierAt(at - 1)).toBeLessThan(bust);
    }
  });

  it('stops at the table maximum and pays what each bet reached', () => {
    const seed = hash('capped');
    expect(crashBust(seed, 'crash:1', 1, 150)).toBe(
      Math.min(crashPointCents(seed, 'crash:1', 1), 150),
    );
    expect(crashBetReturn({ cashout: 130, target: 200 }, 500, 10_000)).toBe(130);
    expect(crashBetReturn({ cashout: null, target: 200 }, 200, 10_000)).toBe(200);
    expect(crashBetReturn({ cashout: null, target: 201 }, 200, 10_000)).toBe(0);
    expect(crashBetReturn({ cashout: null, target: null }, 5_000, 10_000)).toBe(0);
    expect(crashBetReturn({ cashout: null, target: null }, 10_000, 10_000)).toBe(10_000);
  });
});
