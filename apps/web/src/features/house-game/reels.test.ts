import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id';
import { passingPerReel, spinColumn, windowOf, winningCells } from './reels';

const strip = ['a', 'b', 'c', 'd', 'e'];

describe('reels', () => {
  it('shows the window of a stop, wrapping round the strip', () => {
    expect(windowOf(strip, 3, 3)).toEqual(['d', 'e', 'a']);
  });

  it('scrolls from the old window through the strip to the new window', () => {
    const column = spinColumn(strip, ['x', 'y', 'z'], 4, 3, 4);
    expect(column.slice(0, 3)).toEqual(['e', 'a', 'b']);
    expect(column.slice(3, 7)).toEqual(['c', 'd', 'e', 'a']);
    expect(column.slice(7)).toEqual(['x', 'y', 'z']);
  });

  it('stops the reels one after another', () => {
    expect(passingPerReel(3, 10, 4)).toEqual([10, 14, 18]);
  });

  it('marks the cells of line wins, and scatters only when they pay', () => {
    const wins = [
      {
        positions: [
          { reel: 0, row: 1 },
          { reel: 1, row: 1 },
        ],
      },
    ];
    const scatter = { count: 2, positions: [{ reel: 4, row: 0 }] };
    expect([...winningCells(wins, scatter, false)]).toEqual(['0:1', '1:1']);
    expect(winningCells(wins, scatter, true).has('4:0')).toBe(true);
  });

  it('makes request ids the API accepts as UUID v4', () => {
    expect(newRequestId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
