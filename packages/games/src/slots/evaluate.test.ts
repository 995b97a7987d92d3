import { describe, expect, it } from 'vitest';
import {
  evaluateLine,
  evaluateWays,
  freeSpinsForScatters,
  scatterPayTotalBets,
  scatterPositions,
  type Grid,
} from './evaluate';
import { jadeWays } from './games/jade-ways';
import { sevensAndBars } from './games/sevens-and-bars';
import { tigerLotus } from './games/tiger-lotus';

/** A grid written as rows of the window, top row first, turned into grid[reel][row]. */
function gridFromRows(rows: readonly string[]): Grid {
  const cells = rows.map((row) => row.trim().split(/\s+/));
  return (cells[0] ?? []).map((_, reel) => cells.map((row) => row[reel] ?? ''));
}

function linePay(symbols: string) {
  const match = evaluateLine(tigerLotus, symbols.split(' '));
  return match && { pays: match.pay.pays, count: match.pay.count, coins: match.coins };
}

function classicPay(symbols: string) {
  const match = evaluateLine(sevensAndBars, symbols.split(' '));
  return match && { pays: match.pay.pays, count: match.pay.count, coins: match.coins };
}

describe('line evaluation (Tiger Lotus)', () => {
  it('pays the longest run from the left', () => {
    expect(linePay('tiger tiger tiger ace king')).toEqual({ pays: 'tiger', count: 3, coins: 50 });
    expect(linePay('tiger tiger tiger tiger king')).toEqual({
      pays: 'tiger',
      count: 4,
      coins: 250,
    });
    expect(linePay('tiger tiger tiger tiger tiger')).toEqual({
      pays: 'tiger',
      count: 5,
      coins: 750,
    });
  });

  it('pays nothing unless the run starts on the first reel', () => {
    expect(linePay('ace tiger tiger tiger tiger')).toBeNull();
    expect(linePay('tiger tiger ace tiger tiger')).toBeNull();
  });

  it('lets the wild stand in for any symbol', () => {
    expect(linePay('wild tiger wild tiger ace')).toEqual({ pays: 'tiger', count: 4, coins: 250 });
    expect(linePay('ten wild wild king ace')).toEqual({ pays: 'ten', count: 3, coins: 10 });
  });

  it('pays the wild as itself when that is worth more', () => {
    expect(linePay('wild wild wild wild ace')).toEqual({ pays: 'wild', count: 4, coins: 500 });
    expect(linePay('wild wild wild tiger tiger')).toEqual({
      pays: 'tiger',
      count: 5,
      coins: 750,
    });
  });

  it('never lets the wild stand in for the scatter, which breaks a line', () => {
    expect(linePay('tiger wild scatter tiger tiger')).toBeNull();
    expect(linePay('scatter scatter scatter ace ace')).toBeNull();
  });
});

describe('line evaluation (Sevens and Bars)', () => {
  it('pays three of a bar, or any three bars for less', () => {
    expect(classicPay('triple-bar triple-bar triple-bar')?.coins).toBe(50);
    expect(classicPay('bar double-bar triple-bar')).toEqual({
      pays: 'any-bar',
      count: 3,
      coins: 5,
    });
    expect(classicPay('bar double-bar seven')).toBeNull();
  });

  it('pays cherries from the left for one, two or three', () => {
    expect(classicPay('cherry blank seven')).toEqual({ pays: 'cherry', count: 1, coins: 2 });
    expect(classicPay('cherry cherry blank')).toEqual({ pays: 'cherry', count: 2, coins: 5 });
    expect(classicPay('cherry cherry cherry')).toEqual({ pays: 'cherry', count: 3, coins: 20 });
    expect(classicPay('blank cherry cherry')).toBeNull();
  });

  it('doubles a win for every wild standing in', () => {
    expect(classicPay('seven wild seven')).toEqual({ pays: 'seven', count: 3, coins: 200 });
    expect(classicPay('wild seven wild')).toEqual({ pays: 'seven', count: 3, coins: 400 });
    expect(classicPay('bar wild triple-bar')).toEqual({ pays: 'any-bar', count: 3, coins: 10 });
    expect(evaluateLine(sevensAndBars, ['seven', 'wild', 'seven'])?.wildMultiplier).toBe(2);
  });

  it('pays three wilds their own top prize, without the multiplier', () => {
    const match = evaluateLine(sevensAndBars, ['wild', 'wild', 'wild']);
    expect(match).toMatchObject({ coins: 1000, wildMultiplier: 1 });
    expect(match?.pay.pays).toBe('wild');
  });
});

describe('scatters', () => {
  const grid = gridFromRows([
    'scatter ace     king    queen   jack',
    'ten     tiger   lotus   scatter coin',
    'king    queen   scatter ace     lantern',
  ]);

  it('count anywhere in the window, adjacent or not', () => {
    expect(scatterPositions(tigerLotus, grid)).toEqual([
      { reel: 0, row: 0 },
      { reel: 2, row: 2 },
      { reel: 3, row: 1 },
    ]);
  });

  it('pay on the total bet and award free spins by count', () => {
    expect([2, 3, 4, 5].map((count) => scatterPayTotalBets(tigerLotus, count))).toEqual([
      0, 2, 10, 50,
    ]);
    expect([2, 3, 4, 5].map((count) => freeSpinsForScatters(tigerLotus, count))).toEqual([
      0, 10, 15, 20,
    ]);
    expect(freeSpinsForScatters(sevensAndBars, 3)).toBe(0);
  });
});

describe('ways evaluation (Jade Ways)', () => {
  it('multiplies the counts on adjacent reels from the left', () => {
    const grid = gridFromRows([
      'dragon wild  dragon jack  ten',
      'ace    king  dragon ten   koi',
      'dragon queen ten    queen fan',
    ]);
    const wins = evaluateWays(jadeWays, grid);
    expect(wins.map(({ symbol, count, ways, coins }) => ({ symbol, count, ways, coins }))).toEqual([
      { symbol: 'dragon', count: 3, ways: 4, coins: 160 },
    ]);
    expect(wins[0]?.positions).toHaveLength(5);
  });

  it('counts the wild for every symbol on its reel', () => {
    const grid = gridFromRows([
      'ace  wild wild ace  ten',
      'king fan  ace  jade koi',
      'king wild ten  ace  ace',
    ]);
    const wins = evaluateWays(jadeWays, grid);
    const summary = wins.map(({ symbol, count, ways }) => ({ symbol, count, ways }));
    expect(summary).toEqual([
      { symbol: 'ace', count: 5, ways: 8 },
      { symbol: 'king', count: 3, ways: 4 },
    ]);
    expect(wins.map((win) => win.coins)).toEqual([100 * 8, 10 * 4]);
  });

  it('pays nothing for runs shorter than three or starting after the first reel', () => {
    const grid = gridFromRows([
      'ace  ace  jade king queen',
      'ten  fan  koi  king queen',
      'jack koi  ten  king queen',
    ]);
    expect(evaluateWays(jadeWays, grid)).toEqual([]);
  });
});
