import { describe, expect, it } from 'vitest';
import { lobbyGameType } from './game-type';

describe('lobbyGameType', () => {
  it('takes the type from the route, or the upper-cased games parameter', () => {
    expect(lobbyGameType('/rng', undefined)).toBe('RNG');
    expect(lobbyGameType('/games/fish', 'fish')).toBe('FISH');
    expect(lobbyGameType('/cockfight', undefined)).toBe('COCKFIGHT');
  });
});
