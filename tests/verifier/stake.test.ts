import { describe, expect, it } from 'vitest';
import { commitment, dice, floats, roundBytes } from './stake';

// Published vectors of Stake's scheme, each matching a Stake calculator link in its source:
// KyranRana/stake-provably-fair-api (src/test/resources/GameSeeds.json, Dice.test.ts,
// FloatGenerator.test.ts, commit 5dd1aad6) and provably-fair-betting/verifierform-stake
// (tests/lib/games/testcases/dice.json, commit 45c4bd42).
const published = [
  {
    serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
    clientSeed: 'bb62964774',
    nonce: 1,
    hmacPrefix: 'c590d171',
    firstFloat: 0.7717409993056208,
    dice: 77.18,
  },
  {
    serverSeed: 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6',
    clientSeed: '3c83fc7e07',
    nonce: 3,
    hmacPrefix: '322ab220',
    firstFloat: 0.19596398621797562,
    dice: 19.59,
  },
  {
    serverSeed: 'a5022ccf5dd5a76d2014278e3d91d1dfc47c3f12e683ea0c8151fdc2f944beb1',
    clientSeed: '8b3ca8298c',
    nonce: 54,
    hmacPrefix: '904e9ab7',
    firstFloat: 0.5636994072701782,
    dice: 56.37,
  },
];

describe('the independent Stake verifier', () => {
  it('reproduces published Stake vectors: HMAC, first float and dice result', () => {
    for (const vector of published) {
      const { serverSeed, clientSeed, nonce } = vector;
      expect(roundBytes(serverSeed, clientSeed, nonce, 0).toString('hex')).toMatch(
        new RegExp(`^${vector.hmacPrefix}`),
      );
      const [first] = floats(serverSeed, clientSeed, nonce, 1);
      expect(first).toBe(vector.firstFloat);
      expect(dice(first!)).toBe(vector.dice);
    }
  });

  it('reproduces a published run of dice results over ten nonces', () => {
    const serverSeed = 'f2ac89b608eeb01312d115bce6741b32';
    const clientSeed = '86ff027f15c48241af7f54a726690ee7';
    const results = Array.from({ length: 10 }, (_, nonce) =>
      dice(floats(serverSeed, clientSeed, nonce, 1)[0]!),
    );
    expect(results).toEqual([28.07, 29.02, 5.86, 54.86, 9.66, 93.25, 87.23, 38.99, 90.35, 32.79]);
  });

  it('commits to the seed text, which differs from the hash of its decoded bytes', () => {
    const seed = published[0]!.serverSeed;
    expect(commitment(seed)).toMatch(/^[0-9a-f]{64}$/);
    expect(commitment(seed)).not.toBe(commitment(seed, 1));
  });
});
