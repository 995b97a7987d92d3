import type { LotteryItem, LotteryMenu } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  allGames,
  drawsOn,
  initialListState,
  isNarrowed,
  listReducer,
  matchesName,
  visibleSections,
  type LotteryListState,
} from './list-state';

function game(gameId: string, remark: string, drawDayOfWeek = '1,2,3,4,5,6,7'): LotteryItem {
  return {
    gameId,
    remark,
    gameMenuTag: 'x',
    gameMenus: ['x'],
    tag: null,
    prizeMode: 'SEA',
    sheetFormat: 'vn-south',
    status: 'active',
    isCancellable: false,
    numero: '20261128',
    remainTime: 1000,
    lockTime: 900,
    drawDayOfWeek,
    winningTime: '16:15',
    timeZone: 'Asia/Ho_Chi_Minh',
    periodSeconds: null,
    drawsAt: null,
    seedHash: null,
    chain: null,
    offers: [],
  };
}

const north = game('VN_MB', 'Northern (Hà Nội)');
const hcm = game('VN_HCM', 'Hồ Chí Minh City', '2,7');
const danang = game('VN_DN', 'Đà Nẵng', '4,7');
const menus: LotteryMenu[] = [
  { tag: 'north', name: 'Northern', games: [north] },
  { tag: 'south', name: 'Southern', games: [hcm] },
  { tag: 'central', name: 'Central', games: [danang] },
];
const sources = { menus, hot: [north, danang], recent: [hcm], favouriteIds: ['VN_DN', 'VN_MB'] };
const ids = (state: LotteryListState) =>
  visibleSections(state, sources).map((section) => [
    section.tag,
    section.games.map((item) => item.gameId),
  ]);

describe('the lottery list filters', () => {
  it('reads drawDayOfWeek as Sunday 1 … Saturday 7', () => {
    expect(drawsOn(hcm, 2)).toBe(true); // Monday
    expect(drawsOn(hcm, 7)).toBe(true); // Saturday
    expect(drawsOn(hcm, 1)).toBe(false); // Sunday
    expect(drawsOn(game('X', 'x', '1, 4'), 4)).toBe(true);
  });

  it('searches remark case-insensitively, anywhere in the name', () => {
    expect(matchesName(north, 'hà')).toBe(true);
    expect(matchesName(north, 'NORTH')).toBe(true);
    expect(matchesName(hcm, 'minh ci')).toBe(true);
    expect(matchesName(hcm, '  ')).toBe(true);
    expect(matchesName(hcm, 'nẵng')).toBe(false);
  });

  it('shows every menu, one menu, a weekday and a name', () => {
    expect(ids(initialListState)).toEqual([
      ['north', ['VN_MB']],
      ['south', ['VN_HCM']],
      ['central', ['VN_DN']],
    ]);
    const wednesday = listReducer(initialListState, { type: 'weekday', weekday: 4 });
    expect(ids(wednesday)).toEqual([
      ['north', ['VN_MB']],
      ['central', ['VN_DN']],
    ]);
    const south = listReducer(wednesday, { type: 'menu', tag: 'south' });
    expect(ids(south)).toEqual([]);
    expect(ids(listReducer(south, { type: 'weekday', weekday: 2 }))).toEqual([
      ['south', ['VN_HCM']],
    ]);
    expect(ids(listReducer(initialListState, { type: 'search', text: 'NẴNG' }))).toEqual([
      ['central', ['VN_DN']],
    ]);
  });

  it('clears the menu and the weekday when hot, saved or recent is chosen (spec §4)', () => {
    const narrowed = [
      { type: 'menu', tag: 'south' },
      { type: 'weekday', weekday: 2 },
      { type: 'search', text: 'n' },
    ] as const;
    const state = narrowed.reduce(listReducer, initialListState);
    for (const listType of ['hot', 'fav', 'recent'] as const) {
      expect(listReducer(state, { type: 'list', listType })).toEqual({
        listType,
        menuTag: '',
        weekday: null,
        search: 'n',
      });
    }
    // Back to the menus: a menu or a weekday leaves the tab.
    const hot = listReducer(state, { type: 'list', listType: 'hot' });
    expect(listReducer(hot, { type: 'menu', tag: 'north' }).listType).toBe('');
    expect(listReducer(hot, { type: 'weekday', weekday: 3 }).listType).toBe('');
    expect(listReducer(hot, { type: 'search', text: 'x' }).listType).toBe('hot');
    expect(listReducer(state, { type: 'reset' })).toEqual(initialListState);
  });

  it('lists the hot, saved and recent games, by name too', () => {
    const hot = listReducer(initialListState, { type: 'list', listType: 'hot' });
    expect(ids(hot)).toEqual([['hot', ['VN_MB', 'VN_DN']]]);
    // Saved games come in the menus' order, whatever order they were saved in.
    const saved = listReducer(initialListState, { type: 'list', listType: 'fav' });
    expect(ids(saved)).toEqual([['fav', ['VN_MB', 'VN_DN']]]);
    expect(ids(listReducer(saved, { type: 'search', text: 'đà' }))).toEqual([['fav', ['VN_DN']]]);
    const recent = listReducer(initialListState, { type: 'list', listType: 'recent' });
    expect(ids(recent)).toEqual([['recent', ['VN_HCM']]]);
  });

  it('lists a game in two menus once among all games, and tells a narrowed list', () => {
    expect(allGames([...menus, { tag: 'hot', name: 'Hot', games: [north] }])).toHaveLength(3);
    expect(isNarrowed(initialListState)).toBe(false);
    expect(isNarrowed({ ...initialListState, weekday: 1 })).toBe(true);
    expect(isNarrowed({ ...initialListState, search: ' ' })).toBe(false);
  });
});
