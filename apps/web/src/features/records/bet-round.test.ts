import type { BetSpin } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { fairnessLink, gridRows, paidCells, signOf, symbolLabel } from './bet-round';

const fairness = {
  serverSeedHash: 'c'.repeat(64),
  clientSeed: 'my seed/1',
  firstNonce: 7,
  nonceCount: 2,
  serverSeed: 'a'.repeat(64),
  scheme: 2 as const,
  jackpot: null,
  betMinor: '1000',
};

describe('a betting record round', () => {
  it('links to the verifier only once the server seed is revealed', () => {
    const link = fairnessLink('lucky-7', fairness);
    const url = new URL(link!, 'https://site.test');
    expect(url.pathname).toBe('/fairness');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: 'lucky-7',
      scheme: '2',
      serverSeed: 'a'.repeat(64),
      hash: 'c'.repeat(64),
      clientSeed: 'my seed/1',
      nonce: '7',
      bet: '1000',
    });
    expect(fairnessLink('lucky-7', { ...fairness, serverSeed: null })).toBeNull();
  });

  it('turns reels into rows', () => {
    expect(
      gridRows([
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
      ]),
    ).toEqual([
      ['a', 'd'],
      ['b', 'e'],
      ['c', 'f'],
    ]);
    expect(gridRows([])).toEqual([]);
  });

  it('marks the cells a spin paid for', () => {
    const spin = {
      wins: [{ positions: [{ reel: 0, row: 1 }] }],
      scatter: { positions: [{ reel: 2, row: 0 }] },
    } as unknown as BetSpin;
    expect([...paidCells(spin)]).toEqual(['0:1', '2:0']);
  });

  it('words symbols and signs amounts', () => {
    expect(symbolLabel('any-bar')).toBe('any bar');
    expect(symbolLabel('wild_7')).toBe('wild 7');
    expect(signOf('-0.50')).toBe(-1);
    expect(signOf('0.00')).toBe(0);
    expect(signOf('12.00')).toBe(1);
  });
});
