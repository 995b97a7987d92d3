import { describe, expect, it } from 'vitest';
import { defineLineGame } from './define-game';
import { jadeWays } from './games/jade-ways';
import { sevensAndBars } from './games/sevens-and-bars';
import { tigerLotus } from './games/tiger-lotus';
import type { LineGame } from './slot-types';
import { tinyLineGame, tinyLineSpec } from './test-games';

type LineSpec = Omit<LineGame, 'kind' | 'rules'>;

/** The tiny line game's spec with one thing changed. */
function tinyWith(change: Partial<LineSpec>): () => LineGame {
  return () => defineLineGame({ ...tinyLineSpec(), ...change });
}

describe('slot definitions', () => {
  it('refuses bets that are not whole coins or are too large', () => {
    expect(tinyWith({ betLevelsMinor: [4] })).toThrow(/whole number of coins/);
    expect(tinyWith({ betLevelsMinor: [] })).toThrow(/bet level/);
    expect(tinyWith({ betLevelsMinor: [30_000_000] })).toThrow(/bet level out of range/);
  });

  it('refuses unknown symbols, short strips and lines off the window', () => {
    const strips = tinyLineGame().baseStrips;
    expect(tinyWith({ baseStrips: [['a', 'b', 'x'], ...strips.slice(1)] })).toThrow(/unknown/);
    expect(tinyWith({ baseStrips: [['a', 'b'], ...strips.slice(1)] })).toThrow(/strip length/);
    expect(tinyWith({ lines: [[0, 0, 0, 0, 3]] })).toThrow();
  });

  it('refuses pays that are not whole coins or do not grow with the count', () => {
    const pays = tinyLineGame().linePays;
    expect(tinyWith({ linePays: [{ ...pays[0]!, coins: 2.5 }] })).toThrow(/whole coins/);
    expect(
      tinyWith({
        linePays: [
          { pays: 'a', symbols: ['a'], count: 3, coins: 10 },
          { pays: 'a', symbols: ['a'], count: 4, coins: 5 },
        ],
      }),
    ).toThrow(/grow/);
    expect(
      tinyWith({ linePays: [{ pays: 's', symbols: ['scatter'], count: 3, coins: 1 }] }),
    ).toThrow(/scatter/);
  });

  it('summarises rules and paytable for the screens before play', () => {
    expect(tigerLotus.rules).toMatchObject({ reels: 5, rows: 3, lines: 20, ways: null });
    expect(jadeWays.rules).toMatchObject({ lines: null, ways: 243, coinsPerBet: 25 });
    const tiger = tigerLotus.rules.paytable.find((row) => row.pays === 'tiger');
    expect(tiger?.wins).toEqual([
      { count: 3, amount: 50 },
      { count: 4, amount: 250 },
      { count: 5, amount: 750 },
    ]);
    const scatter = tigerLotus.rules.paytable.find((row) => row.basis === 'total-bets');
    expect(scatter?.pays).toBe('scatter');
    const anyBar = sevensAndBars.rules.paytable.find((row) => row.pays === 'any-bar');
    expect(anyBar?.symbols).toEqual(['triple-bar', 'double-bar', 'bar']);
    const keys = sevensAndBars.rules.rules.map((rule) => rule.key);
    expect(keys).toContain('slots.rules.wildMultiplies');
    expect(keys).not.toContain('slots.rules.freeSpinsAwarded');
    expect(tigerLotus.rules.declaredRtp).toBe(tigerLotus.declaredRtp);
  });

  it('freezes definitions', () => {
    expect(Object.isFrozen(tigerLotus)).toBe(true);
  });
});
