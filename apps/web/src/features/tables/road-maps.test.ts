import type { TableResultWire } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { roadMaps } from './road-maps';

describe('the road maps', () => {
  const hand = (winner: 'player' | 'banker' | 'tie', pair = false): TableResultWire => ({
    game: 'baccarat',
    player: [],
    banker: [],
    playerTotal: 0,
    bankerTotal: 0,
    winner,
    playerPair: pair,
    bankerPair: false,
  });

  it('lays a shoe’s hands on the bead plate and the big road, ties marked', () => {
    const results = [hand('banker'), hand('banker', true), hand('tie'), hand('player')];
    const maps = roadMaps(results);
    expect(maps.plate.map((bead) => [bead.column, bead.row, bead.value.winner])).toEqual([
      [0, 0, 'banker'],
      [0, 1, 'banker'],
      [0, 2, 'tie'],
      [0, 3, 'player'],
    ]);
    expect(maps.plate[1]?.value.playerPair).toBe(true);
    expect(maps.bigRoad.map((bead) => [bead.column, bead.row, bead.value])).toEqual([
      [0, 0, { winner: 'banker', ties: 0 }],
      [0, 1, { winner: 'banker', ties: 1 }],
      [1, 0, { winner: 'player', ties: 0 }],
    ]);
  });

  it('reads dragon as red and tiger as blue', () => {
    const results: TableResultWire[] = [
      {
        game: 'dragonTiger',
        dragon: { rank: 9, suit: 0 },
        tiger: { rank: 2, suit: 1 },
        winner: 'dragon',
      },
      {
        game: 'dragonTiger',
        dragon: { rank: 1, suit: 0 },
        tiger: { rank: 2, suit: 1 },
        winner: 'tiger',
      },
    ];
    const maps = roadMaps(results);
    expect(maps.bigRoad.map((bead) => bead.value.winner)).toEqual(['banker', 'player']);
  });

  it('derives the big eye road from the big road', () => {
    const winners: ('banker' | 'player')[] = ['banker', 'banker', 'player', 'banker', 'player'];
    const maps = roadMaps(winners.map((winner) => hand(winner)));
    expect(maps.bigEye.length).toBeGreaterThan(0);
    expect(maps.cockroach).toEqual([]);
  });
});
