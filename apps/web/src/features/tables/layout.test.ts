import { parseArea, redPockets } from '@khela/games';
import { describe, expect, it } from 'vitest';
import {
  areaName,
  baccaratAreas,
  dragonTigerAreas,
  limitsOfArea,
  oddsText,
  rouletteCoverage,
} from './areas';
import { rouletteLayout, wheelOrder, type RouletteOrientation } from './roulette-layout';
import { facesOf, sicBoSections } from './sic-bo-layout';

const orientations: RouletteOrientation[] = ['upright', 'lying'];

describe('the roulette layout', () => {
  for (const orientation of orientations) {
    it(`${orientation}: every spot is an area the server takes, each once`, () => {
      const { spots } = rouletteLayout(orientation);
      for (const spot of spots) expect(parseArea('roulette', spot.area), spot.area).toBe(spot.area);
      const areas = spots.map((spot) => spot.area);
      expect(new Set(areas).size).toBe(areas.length);
      const count = (kind: string) => spots.filter((spot) => spot.kind === kind).length;
      expect(count('straight')).toBe(37);
      expect(count('split')).toBe(60);
      expect(count('street')).toBe(12);
      expect(count('corner')).toBe(22);
      expect(count('sixLine')).toBe(11);
      expect(count('firstFour')).toBe(1);
      expect(count('dozen') + count('column') + count('evenMoney')).toBe(12);
    });

    it(`${orientation}: every spot lies on the board, the numbers in their cells`, () => {
      const { spots, columns, rows } = rouletteLayout(orientation);
      for (const spot of spots) {
        expect(spot.x - spot.width / 2).toBeGreaterThanOrEqual(0);
        expect(spot.y - spot.height / 2).toBeGreaterThanOrEqual(0);
        expect(spot.x + spot.width / 2).toBeLessThanOrEqual(columns);
        expect(spot.y + spot.height / 2).toBeLessThanOrEqual(rows);
      }
      const cell = (number: number) => spots.find((spot) => spot.area === `straight:${number}`)!;
      // A split lies on the line between its two numbers.
      const split = spots.find((spot) => spot.area === 'split:14-17')!;
      expect(split.x).toBeCloseTo((cell(14).x + cell(17).x) / 2);
      expect(split.y).toBeCloseTo((cell(14).y + cell(17).y) / 2);
      const corner = spots.find((spot) => spot.area === 'corner:1-2-4-5')!;
      expect(corner.x).toBeCloseTo((cell(1).x + cell(5).x) / 2);
      expect(corner.y).toBeCloseTo((cell(1).y + cell(5).y) / 2);
    });
  }

  it('stands upright on phones (zero on top) and lies on wide screens (3 on top)', () => {
    const upright = rouletteLayout('upright').spots;
    const lying = rouletteLayout('lying').spots;
    const find = (spots: typeof upright, area: string) => spots.find((spot) => spot.area === area)!;
    expect(find(upright, 'straight:0').y).toBeLessThan(find(upright, 'straight:1').y);
    expect(find(upright, 'straight:1').y).toBe(find(upright, 'straight:3').y);
    expect(find(lying, 'straight:3').y).toBeLessThan(find(lying, 'straight:1').y);
    expect(find(lying, 'straight:0').x).toBeLessThan(find(lying, 'straight:1').x);
  });

  it('has the wheel’s 37 pockets once each, half the numbers red', () => {
    expect([...wheelOrder].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect(redPockets).toHaveLength(18);
  });
});

describe('the other layouts', () => {
  it('sic bo: 52 areas the server takes, each once, with their faces', () => {
    const areas = sicBoSections().flatMap((section) => section.areas);
    expect(areas).toHaveLength(52);
    for (const { area, odds } of areas) {
      expect(parseArea('sicBo', area), area).toBe(area);
      expect(odds).toBeGreaterThan(0);
    }
    expect(new Set(areas.map((item) => item.area)).size).toBe(52);
    expect(facesOf('double:4')).toEqual([4, 4]);
    expect(facesOf('combination:2-5')).toEqual([2, 5]);
    expect(facesOf('big')).toEqual([]);
  });

  it('baccarat and dragon tiger areas are the server’s', () => {
    for (const area of baccaratAreas) expect(parseArea('baccarat', area)).toBe(area);
    for (const area of dragonTigerAreas) expect(parseArea('dragonTiger', area)).toBe(area);
  });

  it('writes the odds the tables pay', () => {
    expect(oddsText('baccarat', 'banker')).toBe('0.95:1');
    expect(oddsText('baccaratNoCommission', 'banker')).toBe('1:1');
    expect(oddsText('baccarat', 'tie')).toBe('8:1');
    expect(oddsText('baccarat', 'playerPair')).toBe('11:1');
    expect(oddsText('dragonTiger', 'tiger')).toBe('1:1');
    expect(oddsText('dragonTiger', 'tie')).toBe('8:1');
    expect(oddsText('roulette', 'straight:0')).toBe('35:1');
    expect(oddsText('roulette', 'split:0-3')).toBe('17:1');
    expect(oddsText('roulette', 'sixLine:1-2-3-4-5-6')).toBe('5:1');
    expect(oddsText('roulette', 'firstFour')).toBe('8:1');
    expect(oddsText('roulette', 'dozen:2')).toBe('2:1');
    expect(oddsText('roulette', 'red')).toBe('1:1');
    expect(oddsText('sicBo', 'total:4')).toBe('60:1');
    expect(oddsText('sicBo', 'triple:6')).toBe('180:1');
    expect(rouletteCoverage('corner:1-2-4-5')).toBe(4);
  });

  it('names areas through the texts, with their numbers', () => {
    const t = ((key: string, values?: Record<string, unknown>) =>
      `${key}${values ? JSON.stringify(values) : ''}`) as unknown as Parameters<typeof areaName>[0];
    expect(areaName(t, 'banker')).toBe('tables.area.banker');
    expect(areaName(t, 'split:14-17')).toBe('tables.area.split{"numbers":"14–17"}');
    expect(areaName(t, 'dozen:2')).toBe('tables.area.dozen{"from":13,"to":24}');
    expect(areaName(t, 'combination:2-5')).toBe(
      'tables.area.combination{"first":"2","second":"5"}',
    );
  });

  it('takes an area kind’s own limits where the table sets them', () => {
    const limits = { min: 1, max: 100, areas: { tie: { min: 1, max: 10 } } };
    expect(limitsOfArea(limits, 'tie')).toEqual({ min: 1, max: 10 });
    expect(limitsOfArea(limits, 'straight:7')).toEqual({ min: 1, max: 100 });
  });
});
