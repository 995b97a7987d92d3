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
      scheme: '2',
      serverSeed: 'ab',
      hash: '',
      clientSeed: 'x',
      nonce: '4',
      bet: '40',
    });
    // A round of a first-generation pair says so; anything else is Stake's encoding.
    expect(inputFromQuery(new URLSearchParams('scheme=1'), 'jade-ways').scheme).toBe('1');
    expect(inputFromQuery(new URLSearchParams('scheme=9'), 'jade-ways').scheme).toBe('2');
  });

  it('names every problem, and none for a complete round', () => {
    const good = {
      game: 'tiger-lotus',
      scheme: '2',
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
