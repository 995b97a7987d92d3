import type { GameMenu } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { gameTypeEntries, shownGameTypeEntries } from './game-types';

const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);

describe('shownGameTypeEntries', () => {
  it('shows the game types the menus name, in the navigation order', () => {
    const menus: Pick<GameMenu, 'gameType'>[] = [
      { gameType: 'PVP' },
      { gameType: 'RNG' },
      { gameType: 'ELOTT' },
    ];
    expect(keys(shownGameTypeEntries(menus, []))).toEqual(['rng', 'pvp', 'lottery']);
  });

  it('adds the types the vendor rules file vendors under', () => {
    // An esports vendor the catalogue lists under SPORTS: its menu is SPORTS, the site's ESPORTS.
    const menus: Pick<GameMenu, 'gameType'>[] = [{ gameType: 'RNG' }, { gameType: 'SPORTS' }];
    const vendors = [{ gameType: 'RNG' }, { gameType: 'ESPORTS' }, { gameType: 'COCKFIGHT' }];
    expect(keys(shownGameTypeEntries(menus, vendors))).toEqual([
      'rng',
      'sports',
      'esports',
      'cockfight',
    ]);
  });

  it('shows every entry until the menus are known, and none of a merchant without vendors', () => {
    expect(shownGameTypeEntries(undefined, undefined)).toBe(gameTypeEntries);
    expect(shownGameTypeEntries([], [])).toEqual([]);
  });
});
