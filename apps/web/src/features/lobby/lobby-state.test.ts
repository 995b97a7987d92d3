import type { GameItem } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  clampPage,
  firstPaging,
  hasMore,
  initialLobbyState,
  lobbyReducer,
  lobbyScope,
  pagerOf,
  pagingIn,
  parseListType,
  shownPages,
  visibleClassifications,
  withRecentGame,
  type LobbyState,
} from './lobby-state';

const scope = lobbyScope('KHELA', '');

function onPage(firstPage: number, lastPage: number): LobbyState {
  return { ...initialLobbyState, scope, paging: { firstPage, lastPage } };
}

describe('parseListType', () => {
  it('reads the tabs of the page query and treats anything else as all games', () => {
    expect(parseListType('hot')).toBe('hot');
    expect(parseListType('fav')).toBe('fav');
    expect(parseListType('recent')).toBe('recent');
    expect(parseListType('2')).toBe('');
    expect(parseListType(null)).toBe('');
  });
});

describe('clampPage', () => {
  it('keeps a page between 1 and totalPages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
  });

  it('treats an empty list as one page and ignores junk', () => {
    expect(clampPage(4, 0)).toBe(1);
    expect(clampPage(Number.NaN, 9)).toBe(1);
    expect(clampPage(2.7, 9)).toBe(2);
  });
});

describe('hasMore', () => {
  it('is true while totalPages exceeds the last shown page', () => {
    expect(hasMore({ firstPage: 1, lastPage: 1 }, 2)).toBe(true);
    expect(hasMore({ firstPage: 1, lastPage: 2 }, 2)).toBe(false);
    expect(hasMore(firstPaging, 0)).toBe(false);
  });
});

describe('pagerOf', () => {
  it('offers every button of a list whose count is exact', () => {
    expect(pagerOf({ firstPage: 1, lastPage: 1 }, 8, false)).toEqual({
      isFirst: true,
      isLast: false,
      hasMore: true,
      lastPage: 8,
      totalPages: 8,
      isAtLeast: false,
    });
    expect(pagerOf({ firstPage: 8, lastPage: 8 }, 8, false)).toMatchObject({
      isFirst: false,
      isLast: true,
      hasMore: false,
      lastPage: 8,
    });
  });

  it('keeps next and load-more going past a capped count, and leaves out "last"', () => {
    const capped = pagerOf({ firstPage: 100, lastPage: 100 }, 199, true);
    expect(capped).toMatchObject({ isLast: false, hasMore: true, lastPage: null, isAtLeast: true });
    // The first page of a long list knows 100 pages; the 100th knows where it ends.
    let state = lobbyReducer(onPage(1, 1), { type: 'goTo', scope, page: 100, totalPages: 100 });
    expect(state.paging).toEqual({ firstPage: 100, lastPage: 100 });
    state = lobbyReducer(state, { type: 'goTo', scope, page: 101, totalPages: 108 });
    expect(state.paging).toEqual({ firstPage: 101, lastPage: 101 });
    state = lobbyReducer(state, { type: 'loadMore', scope, totalPages: 108 });
    expect(state.paging).toEqual({ firstPage: 101, lastPage: 102 });
    expect(pagerOf(state.paging, 108, false).lastPage).toBe(108);
  });
});

describe('lobbyReducer', () => {
  it('starts again at page 1 when a filter or the search changes', () => {
    const next = lobbyReducer(onPage(3, 4), {
      type: 'filters',
      scope,
      filters: { minBet: '0.05' },
    });
    expect(next.paging).toEqual(firstPaging);
    expect(next.filters.minBet).toBe('0.05');
    const searched = lobbyReducer(next, {
      type: 'filters',
      scope,
      filters: { gameName: 'dragon' },
    });
    expect(searched.filters).toEqual({ gameName: 'dragon', gameClassify: '', minBet: '0.05' });
    expect(searched.paging).toEqual(firstPaging);
  });

  it('clears every filter and the paging on reset', () => {
    const filtered = lobbyReducer(onPage(2, 2), {
      type: 'filters',
      scope,
      filters: { gameName: 'x', gameClassify: 'SLOTS' },
    });
    const paged = lobbyReducer(filtered, { type: 'goTo', scope, page: 2, totalPages: 3 });
    const reset = lobbyReducer(paged, { type: 'resetFilters', scope });
    expect(reset.filters).toEqual({ gameName: '', gameClassify: '', minBet: '' });
    expect(reset.paging).toEqual(firstPaging);
  });

  it('clamps first, last, previous and next to the known pages', () => {
    expect(
      lobbyReducer(onPage(1, 1), { type: 'goTo', scope, page: 0, totalPages: 4 }).paging,
    ).toEqual({ firstPage: 1, lastPage: 1 });
    expect(
      lobbyReducer(onPage(4, 4), { type: 'goTo', scope, page: 5, totalPages: 4 }).paging,
    ).toEqual({ firstPage: 4, lastPage: 4 });
    expect(
      lobbyReducer(onPage(1, 3), { type: 'goTo', scope, page: 4, totalPages: 4 }).paging,
    ).toEqual({ firstPage: 4, lastPage: 4 });
  });

  it('grows the shown pages with load-more only while more exist', () => {
    const more = lobbyReducer(onPage(1, 1), { type: 'loadMore', scope, totalPages: 2 });
    expect(more.paging).toEqual({ firstPage: 1, lastPage: 2 });
    expect(shownPages(more.paging)).toEqual([1, 2]);
    const again = lobbyReducer(more, { type: 'loadMore', scope, totalPages: 2 });
    expect(again.paging).toEqual({ firstPage: 1, lastPage: 2 });
  });

  it('does not carry paging to another vendor or tab', () => {
    const state = onPage(3, 5);
    expect(pagingIn(state, lobbyScope('OTHER', ''))).toEqual(firstPaging);
    expect(pagingIn(state, lobbyScope('KHELA', 'fav'))).toEqual(firstPaging);
    expect(pagingIn(state, scope)).toEqual({ firstPage: 3, lastPage: 5 });
    const other = lobbyScope('OTHER', '');
    expect(lobbyReducer(state, { type: 'loadMore', scope: other, totalPages: 9 }).paging).toEqual({
      firstPage: 1,
      lastPage: 2,
    });
  });
});

describe('visibleClassifications', () => {
  it('shows BINGO only when the merchant supports the ty language', () => {
    const all = ['SLOTS', 'SCRATCH', 'BINGO'];
    expect(visibleClassifications(all, ['bn', 'en', 'th'])).toEqual(['SLOTS', 'SCRATCH']);
    expect(visibleClassifications(all, ['bn', 'ty'])).toEqual(all);
  });
});

describe('withRecentGame', () => {
  const game = (id: string) => ({ id, name: `game ${id}` }) as GameItem;

  it('puts the launched game first, once, and keeps the page size', () => {
    const list = [game('1'), game('2'), game('3')];
    expect(withRecentGame(list, game('2'), 3).map((item) => item.id)).toEqual(['2', '1', '3']);
    expect(withRecentGame(list, game('9'), 3).map((item) => item.id)).toEqual(['9', '1', '2']);
    expect(withRecentGame([], game('9'), 3).map((item) => item.id)).toEqual(['9']);
  });
});
