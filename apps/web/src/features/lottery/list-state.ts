import type { LotteryItem, LotteryMenu } from '@khela/contracts';

/** Which games the lottery list shows: the menus (''), the hot, saved or recent ones. */
export type LotteryListType = '' | 'hot' | 'fav' | 'recent';
export const lotteryListTypes: readonly LotteryListType[] = ['', 'hot', 'fav', 'recent'];

/** The list's choices: tab, menu, weekday (Sunday 1 … Saturday 7) and name search. */
export interface LotteryListState {
  listType: LotteryListType;
  menuTag: string;
  weekday: number | null;
  search: string;
}

export const initialListState: LotteryListState = {
  listType: '',
  menuTag: '',
  weekday: null,
  search: '',
};

export type LotteryListAction =
  | { type: 'menu'; tag: string }
  | { type: 'weekday'; weekday: number | null }
  | { type: 'search'; text: string }
  | { type: 'list'; listType: LotteryListType }
  | { type: 'reset' };

/**
 * Spec §4: choosing hot, saved or recent clears the menu tag and the weekday filter; choosing a
 * menu or a weekday goes back to the menus' list. The search narrows whatever is shown.
 */
export function listReducer(state: LotteryListState, action: LotteryListAction): LotteryListState {
  switch (action.type) {
    case 'menu':
      return { ...state, listType: '', menuTag: action.tag };
    case 'weekday':
      return { ...state, listType: '', weekday: action.weekday };
    case 'search':
      return { ...state, search: action.text };
    case 'reset':
      return initialListState;
    case 'list':
      return action.listType === ''
        ? { ...state, listType: '' }
        : { ...state, listType: action.listType, menuTag: '', weekday: null };
  }
}

/** Whether a game draws on a weekday (its drawDayOfWeek lists Sunday 1 … Saturday 7). */
export function drawsOn(item: Pick<LotteryItem, 'drawDayOfWeek'>, weekday: number): boolean {
  return item.drawDayOfWeek
    .split(',')
    .map((day) => Number(day.trim()))
    .includes(weekday);
}

/** Spec §5: the name search is a case-insensitive substring match on remark. */
export function matchesName(item: Pick<LotteryItem, 'remark'>, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  return wanted === '' || item.remark.toLocaleLowerCase().includes(wanted);
}

/** A titled group of the list (a menu), or an untitled one for a tab. */
export interface ListSection {
  tag: string;
  name: string | null;
  games: LotteryItem[];
}

/** Every game of the menus once, in menu order. */
export function allGames(menus: readonly LotteryMenu[]): LotteryItem[] {
  const seen = new Map<string, LotteryItem>();
  for (const menu of menus) {
    for (const game of menu.games) if (!seen.has(game.gameId)) seen.set(game.gameId, game);
  }
  return [...seen.values()];
}

/**
 * What the list shows for its state: the chosen menu (or every menu) by weekday and name, or
 * the hot, saved (favourite ids, in the menus' order) or recent games by name. Empty sections
 * are left out.
 */
export function visibleSections(
  state: LotteryListState,
  sources: {
    menus: readonly LotteryMenu[];
    hot: readonly LotteryItem[];
    recent: readonly LotteryItem[];
    favouriteIds: readonly string[];
  },
): ListSection[] {
  const byName = (games: readonly LotteryItem[]) =>
    games.filter((game) => matchesName(game, state.search));
  if (state.listType === 'hot') return [{ tag: 'hot', name: null, games: byName(sources.hot) }];
  if (state.listType === 'recent') {
    return [{ tag: 'recent', name: null, games: byName(sources.recent) }];
  }
  if (state.listType === 'fav') {
    const saved = allGames(sources.menus).filter((game) =>
      sources.favouriteIds.includes(game.gameId),
    );
    return [{ tag: 'fav', name: null, games: byName(saved) }];
  }
  return sources.menus
    .filter((menu) => state.menuTag === '' || menu.tag === state.menuTag)
    .map((menu) => ({
      tag: menu.tag,
      name: menu.name,
      games: byName(menu.games).filter(
        (game) => state.weekday === null || drawsOn(game, state.weekday),
      ),
    }))
    .filter((section) => section.games.length > 0);
}

/** Whether the menus' list is narrowed by a menu, a weekday or a name. */
export function isNarrowed(state: LotteryListState): boolean {
  return state.menuTag !== '' || state.weekday !== null || state.search.trim() !== '';
}
