import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../provably-fair';
import { seededFloatSource } from './prng';
import { playProvablyFairRound, playRound } from './round';
import { tigerLotus } from './games/tiger-lotus';
import { spin } from './spin';

const serverSeedHex = 'a'.repeat(64);

describe('playRound', () => {
  it('plays the paid spin on the first nonce and a free spin on each nonce after it', () => {
    // Find a seed whose first spin triggers free spins.
    let found = null;
    for (let seed = 1; seed < 5000 && !found; seed += 1) {
      const round = playRound(
        tigerLotus,
        100,
        (nonce) => seededFloatSource(seed * 1000 + nonce),
        7,
      );
      if (round.spins.length > 1) found = round;
    }
    expect(found).not.toBeNull();
    const round = found!;
    expect(round.spins.map((s) => s.nonce)).toEqual(
      Array.from({ length: round.nonceCount }, (_, index) => 7 + index),
    );
    expect(round.spins[0]?.mode).toBe('base');
    expect(round.spins.slice(1).every((s) => s.mode === 'free')).toBe(true);
    expect(round.totalWinMinor).toBe(round.spins.reduce((sum, s) => sum + s.totalWinMinor, 0));
  });

  it('replays a provably-fair round exactly from the revealed seeds', () => {
    const pair = { serverSeedHex, clientSeed: 'lucky', nonce: 3, scheme: 2 } as const;
    const first = playProvablyFairRound(tigerLotus, 200, pair);
    expect(playProvablyFairRound(tigerLotus, 200, pair)).toEqual(first);
    expect(first.spins[0]?.stops).toEqual(
      playProvablyFairRound(tigerLotus, 200, { ...pair, nonce: 3 }).spins[0]?.stops,
    );
    expect(hashServerSeed(serverSeedHex, 2)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a round without free spins is its single paid spin', () => {
    const round = playRound(tigerLotus, 100, () => () => 0, 0);
    expect(round.spins).toHaveLength(1);
    expect(round.totalWinMinor).toBe(spin(tigerLotus, 100, () => 0).totalWinMinor);
  });
});
