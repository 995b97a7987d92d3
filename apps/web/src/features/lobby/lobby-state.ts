import { gameListPageSize, type GameItem } from '@khela/contracts';

/** The list an electronic lobby shows (spec §4): all games ('') or a tab. */
export type ListType = '' | 'hot' | 'fav' | 'recent';

const tabs: readonly ListType[] = ['hot', 'fav', 'recent'];

/** The list type named by the `page` query; anything else is the full list. */
export function parseListType(page: string | null): ListType {
  return tabs.find((tab) => tab === page) ?? '';
}

/** Name search, classification and minimum bet ('' means any). */
export interface LobbyFilters {
  gameName: string;
  gameClassify: string;
  minBet: string;
}

export const noFilters: LobbyFilters = { gameName: '', gameClassify: '', minBet: '' };

export function hasFilters(filters: LobbyFilters): boolean {
  return filters.gameName.trim() !== '' || filters.gameClassify !== '' || filters.minBet !== '';
}

/**
 * The pages shown: firstPage … lastPage, each of gameListPageSize games. Paging moves both;
 * load-more moves only lastPage, so the shown list grows.
 */
export interface Paging {
  firstPage: number;
  lastPage: number;
}

export const firstPaging: Paging = { firstPage: 1, lastPage: 1 };

/** The page size of every list; a reset returns to it (spec §4, §9). */
export const lobbyPageSize = gameListPageSize;

/** A page number kept between 1 and totalPages (spec §5); an empty list has page 1. */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** More pages follow the last shown one (spec §4: hasMore while totalPages exceeds the page). */
export function hasMore(paging: Paging, totalPages: number): boolean {
  return totalPages > paging.lastPage;
}

/** What the pager offers for the pages shown, the pages known and whether more follow. */
export interface Pager {
  isFirst: boolean;
  /** No page after the last shown one: next and load-more are off. */
  isLast: boolean;
  hasMore: boolean;
  /** The page "last" opens; null while the count is capped and the real last page unknown. */
  lastPage: number | null;
  /** The page count to show, with `isAtLeast` when more pages follow it. */
  totalPages: number;
  isAtLeast: boolean;
}

/**
 * The pager of a list. A capped count (a long list counted 100 pages at a time) gives the last
 * page known so far: next and load-more go on past it, "last" waits until the real end is known.
 */
export function pagerOf(paging: Paging, totalPages: number, isTotalCapped: boolean): Pager {
  return {
    isFirst: paging.firstPage <= 1,
    isLast: paging.lastPage >= totalPages,
    hasMore: hasMore(paging, totalPages),
    lastPage: isTotalCapped ? null : Math.max(1, totalPages),
    totalPages,
    isAtLeast: isTotalCapped,
  };
}

/** The lobby's local state: filters and paging, and the vendor and tab they belong to. */
export interface LobbyState {
  /** `${vassalage}|${listType}`: paging from another vendor or tab does not carry over. */
  scope: string;
  filters: LobbyFilters;
  paging: Paging;
}

export type LobbyAction =
  | { type: 'filters'; scope: string; filters: Partial<LobbyFilters> }
  | { type: 'resetFilters'; scope: string }
  | { type: 'goTo'; scope: string; page: number; totalPages: number }
  | { type: 'loadMore'; scope: string; totalPages: number };

export function lobbyScope(vassalage: string, listType: ListType): string {
  return `${vassalage}|${listType}`;
}

export const initialLobbyState: LobbyState = {
  scope: lobbyScope('', ''),
  filters: noFilters,
  paging: firstPaging,
};

/** The paging to show in a scope: a change of vendor or tab starts again at page 1. */
export function pagingIn(state: LobbyState, scope: string): Paging {
  return state.scope === scope ? state.paging : firstPaging;
}

/**
 * The lobby's transitions. Filters and their reset start at page 1 (the caller also clears
 * the list type, which lives in the address); paging is clamped to the known page count.
 */
export function lobbyReducer(state: LobbyState, action: LobbyAction): LobbyState {
  const paging = pagingIn(state, action.scope);
  switch (action.type) {
    case 'filters':
      return {
        scope: action.scope,
        filters: { ...state.filters, ...action.filters },
        paging: firstPaging,
      };
    case 'resetFilters':
      return { scope: action.scope, filters: noFilters, paging: firstPaging };
    case 'goTo': {
      const page = clampPage(action.page, action.totalPages);
      return { ...state, scope: action.scope, paging: { firstPage: page, lastPage: page } };
    }
    case 'loadMore': {
      if (!hasMore(paging, action.totalPages)) return { ...state, scope: action.scope, paging };
      return {
        ...state,
        scope: action.scope,
        paging: { firstPage: paging.firstPage, lastPage: paging.lastPage + 1 },
      };
    }
  }
}

/** The page numbers a paging shows, in order. */
export function shownPages(paging: Paging): number[] {
  const pages: number[] = [];
  for (let page = paging.firstPage; page <= paging.lastPage; page += 1) pages.push(page);
  return pages;
}

/** Classifications a player may filter by: BINGO only where the merchant offers 'ty'. */
export function visibleClassifications(
  classifications: readonly string[],
  languages: readonly string[],
): string[] {
  const hasTy = languages.some((language) => language.toLowerCase() === 'ty');
  return classifications.filter((item) => hasTy || item.toUpperCase() !== 'BINGO');
}

/** A recent-games page with a just-launched game first, each game once, still one page long. */
export function withRecentGame(list: readonly GameItem[], game: GameItem, size: number) {
  return [game, ...list.filter((item) => item.id !== game.id)].slice(0, size);
}
