import { describe, expect, it } from 'vitest';
import { beadPlate, bigRoadColumns, derivedRoad, layRuns, runsOf, type HandResult } from './roads';

const shoe = (text: string): HandResult[] =>
  [...text].map((letter) => (letter === 'B' ? 'banker' : letter === 'P' ? 'player' : 'tie'));

describe('road maps', () => {
  it('lays the bead plate six a column, ties as beads', () => {
    const beads = beadPlate(shoe('BPTBBPP'));
    expect(beads[5]).toEqual({ column: 0, row: 5, value: 'player' });
    expect(beads[6]).toEqual({ column: 1, row: 0, value: 'player' });
    expect(beads[2]?.value).toBe('tie');
  });

  it('runs the big road by winner, marking ties on the entry before them', () => {
    const columns = bigRoadColumns(shoe('TBBTTPPPBP'));
    expect(columns.map((column) => column.map((entry) => entry.winner[0]).join(''))).toEqual([
      'bb',
      'ppp',
      'b',
      'p',
    ]);
    // The leading tie marks the first entry; the two after the second B mark it.
    expect(columns[0]?.map((entry) => entry.ties)).toEqual([1, 2]);
  });

  it('turns a long run right along the bottom, and the next run starts after its column', () => {
    const beads = layRuns([Array(8).fill('b'), ['p', 'p']]);
    expect(beads.slice(5, 8).map((bead) => [bead.column, bead.row])).toEqual([
      [0, 5],
      [1, 5],
      [2, 5],
    ]);
    expect(beads.slice(8).map((bead) => [bead.column, bead.row])).toEqual([
      [1, 0],
      [1, 1],
    ]);
    // A run meeting the dragon tail above turns right early.
    const blocked = layRuns([Array(8).fill('b'), Array(6).fill('p')]);
    expect(blocked.slice(8).map((bead) => [bead.column, bead.row])).toEqual([
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 4],
    ]);
  });

  it('derives big eye boy, small road and cockroach pig from the big road', () => {
    const columns = bigRoadColumns(shoe('BBPPPBP'));
    // Columns BB, PPP, B, P.
    expect(derivedRoad(columns, 1)).toEqual(['red', 'blue', 'blue', 'blue']);
    expect(derivedRoad(columns, 2)).toEqual(['blue']);
    expect(derivedRoad(columns, 3)).toEqual([]);
    // A chop shoe (BPBPBP): every column one long, so every road repeats.
    const chop = bigRoadColumns(shoe('BPBPBPBP'));
    expect(derivedRoad(chop, 1)).toEqual(Array(6).fill('red'));
    expect(derivedRoad(chop, 3)).toEqual(Array(4).fill('red'));
    expect(runsOf(['red', 'red', 'blue'])).toEqual([['red', 'red'], ['blue']]);
  });
});
