import { describe, expect, it } from 'vitest';
import { inputFromQuery, problemsOf } from './verify-input';

const games = { 'tiger-lotus': { betLevelsMinor: [20, 40] } };

describe('verifier input', () => {
  it('reads a history link', () => {
    const input = inputFromQuery(
      new URLSearchParams('game=tiger-lotus&serverSeed=ab&clientSeed=x&nonce=4&bet=40'),
      'jade-ways',
    );
    expect(input).toEqual({
      game: 'tiger-lotus',
      serverSeed: 'ab',
      hash: '',
      clientSeed: 'x',
      nonce: '4',
      bet: '40',
    });
  });

  it('names every problem, and none for a complete round', () => {
    const good = {
      game: 'tiger-lotus',
      serverSeed: 'a'.repeat(64),
      hash: '',
      clientSeed: 'seed',
      nonce: '12',
      bet: '40',
    };
    expect(problemsOf(good, games)).toEqual([]);
    expect(
      problemsOf({ ...good, game: 'x', serverSeed: 'XYZ', clientSeed: ' ', nonce: '-1' }, games),
    ).toEqual(['game', 'serverSeed', 'clientSeed', 'nonce', 'bet']);
    expect(problemsOf({ ...good, bet: '30' }, games)).toEqual(['bet']);
  });
});
