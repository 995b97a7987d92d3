import type { GameMenu } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { advertisesMissingCategory, gameTypeEntries, shownGameTypeEntries } from './game-types';

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

describe('advertisesMissingCategory', () => {
  const shown = shownGameTypeEntries([{ gameType: 'RNG' }, { gameType: 'ELOTT' }], []);
  const banner = (groupName: string, linkageValue: string | null, linkageType = 'route') => ({
    groupName,
    linkageType: linkageValue ? linkageType : null,
    linkageValue,
  });

  it('holds back a banner of a category page or route the merchant has no games in', () => {
    expect(advertisesMissingCategory(banner('home', '/live'), shown)).toBe(true);
    expect(advertisesMissingCategory(banner('live', '/live'), shown)).toBe(true);
    expect(advertisesMissingCategory(banner('cockfight', null), shown)).toBe(true);
    expect(advertisesMissingCategory(banner('home', '/sports?tab=cricket'), shown)).toBe(true);
  });

  it('keeps banners of categories with games, and banners of no category', () => {
    expect(advertisesMissingCategory(banner('home', '/rng'), shown)).toBe(false);
    expect(advertisesMissingCategory(banner('elott', '/lottery'), shown)).toBe(false);
    expect(advertisesMissingCategory(banner('home', '/register'), shown)).toBe(false);
    expect(advertisesMissingCategory(banner('w_login', null), shown)).toBe(false);
    expect(advertisesMissingCategory(banner('home', '/live', 'url'), shown)).toBe(false);
  });

  it('waits with any category’s banner until the categories are known', () => {
    expect(advertisesMissingCategory(banner('home', '/rng'), undefined)).toBe(true);
    expect(advertisesMissingCategory(banner('home', '/promotions'), undefined)).toBe(false);
  });
});
