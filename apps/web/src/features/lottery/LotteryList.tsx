import type { LotteryItem, PrizeMode } from '@khela/contracts';
import { useId, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { Icon, type IconName } from '../../ui/Icon';
import { LoginRequired } from '../account/LoginRequired';
import { useDrawPoints } from './draw-clock';
import { useLotteryFavourites } from './favourites';
import {
  allGames,
  initialListState,
  isNarrowed,
  listReducer,
  lotteryListTypes,
  visibleSections,
  type LotteryListState,
  type LotteryListType,
} from './list-state';
import { LotteryCard } from './LotteryCard';
import { LotteryMenus } from './LotteryMenus';
import { usePopularLotteries, useRecentLotteries, useLotteryMenu } from './lottery.api';
import { weekdayOrder, useLotteryTexts } from './lottery-texts';
import { LotterySkeleton } from './LotterySkeleton';

const tabs: Record<LotteryListType, { label: string; icon: IconName; testId: string }> = {
  '': { label: 'lottery.tabs.all', icon: 'lottery', testId: 'all' },
  hot: { label: 'lottery.tabs.hot', icon: 'flame', testId: 'hot' },
  fav: { label: 'lottery.tabs.saved', icon: 'star', testId: 'fav' },
  recent: { label: 'lottery.tabs.recent', icon: 'history', testId: 'recent' },
};
const searchLengthMax = 40;

/**
 * The lottery list (spec §2–§5): the family switch (fast draws or Vietnamese), the menu
 * carousel, the hot / saved / recent tabs, the weekday filter and the name search, and the
 * games with their countdowns; the menus are fetched again by the refresh timer rule.
 */
export function LotteryList({ prizeMode, pathname }: { prizeMode: PrizeMode; pathname: string }) {
  const { t } = useTranslation();
  const { isLoggedIn, username } = useSession();
  const [state, dispatch] = useReducer(listReducer, initialListState);
  const menu = useLotteryMenu(prizeMode);
  const popular = usePopularLotteries(prizeMode, state.listType === 'hot');
  const needsLogin = (state.listType === 'fav' || state.listType === 'recent') && !isLoggedIn;
  const recent = useRecentLotteries(prizeMode, state.listType === 'recent' && isLoggedIn);
  const favourites = useLotteryFavourites(username);
  const menus = menu.data?.value.menus ?? [];
  const games = allGames(menus);
  const points = useDrawPoints(games, menu.data?.timing ?? null);
  // Hot and recent games show the menus' copy, so every countdown runs on one answer's clock.
  const byId = new Map(games.map((game) => [game.gameId, game]));
  const sameClock = (items: readonly LotteryItem[] | undefined) =>
    (items ?? []).map((item) => byId.get(item.gameId) ?? item);
  const sections = visibleSections(state, {
    menus,
    hot: sameClock(popular.data),
    recent: sameClock(recent.data),
    favouriteIds: favourites.ids,
  });
  const tabQuery = state.listType === 'hot' ? popular : state.listType === 'recent' ? recent : null;
  const isPending = menu.isPending || (tabQuery !== null && tabQuery.isPending && !needsLogin);
  const isFailed = (menu.isError && !menu.data) || (tabQuery?.isError ?? false);

  return (
    <>
      <header className="lottery-head">
        <h1 className="page-title lottery-head__title">
          {t(prizeMode === 'SEA' ? 'lottery.vnTitle' : 'lottery.title')}
        </h1>
        <FamilySwitch pathname={pathname} />
      </header>
      {menus.length > 0 && (
        <LotteryMenus
          menus={menus}
          selected={state.listType === '' ? state.menuTag : null}
          onSelect={(tag) => dispatch({ type: 'menu', tag })}
        />
      )}
      <div className="lottery-tabs" role="tablist" aria-label={t('lottery.tabs.label')}>
        {lotteryListTypes.map((listType) => (
          <button
            key={listType || 'all'}
            type="button"
            role="tab"
            aria-selected={state.listType === listType}
            className={`lottery-tab ${state.listType === listType ? 'lottery-tab--active' : ''}`}
            onClick={() => dispatch({ type: 'list', listType })}
            data-testid={`lottery-tab-${tabs[listType].testId}`}
          >
            <Icon name={tabs[listType].icon} size={18} />
            <span>{t(tabs[listType].label)}</span>
          </button>
        ))}
      </div>
      <ListFilters state={state} dispatch={dispatch} />
      <section className="lottery-list" aria-live="polite" aria-busy={isPending}>
        {needsLogin ? (
          <LoginRequired testId="lottery-login-required" textKey="lottery.loginForLists" />
        ) : isPending ? (
          <LotterySkeleton cards={4} />
        ) : isFailed ? (
          <EmptyState
            testId="lottery-load-failed"
            art="/art/states/maintenance.svg"
            title={t('lottery.loadFailed')}
            text={t('lottery.loadFailedText')}
            action={
              <button
                type="button"
                className="button button--primary"
                onClick={() => void (tabQuery ?? menu).refetch()}
              >
                {t('common.retry')}
              </button>
            }
          />
        ) : sections.length === 0 || sections.every((section) => section.games.length === 0) ? (
          <EmptyList
            state={state}
            hasGames={games.length > 0}
            pathname={pathname}
            onShowAll={() => dispatch({ type: 'reset' })}
          />
        ) : (
          // One grid for every menu, each card naming its menu when several are shown.
          <ul className="lottery-grid" data-testid="lottery-games">
            {sections.flatMap((section) =>
              section.games.map((game) => (
                <li key={`${section.tag}:${game.gameId}`}>
                  <LotteryCard
                    game={game}
                    menuName={sections.length > 1 ? section.name : null}
                    point={points.get(game.gameId) ?? null}
                    href={`${pathname}?gameCode=${encodeURIComponent(game.gameId)}`}
                    isSaved={favourites.ids.includes(game.gameId)}
                    onToggleSaved={isLoggedIn ? () => favourites.toggle(game.gameId) : null}
                  />
                </li>
              )),
            )}
          </ul>
        )}
      </section>
    </>
  );
}

/** The way between the fast draws (/lottery) and the Vietnamese ones (/vnlottery). */
function FamilySwitch({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const links = [
    { to: '/lottery', label: t('lottery.family.fast'), testId: 'lottery-family-fast' },
    { to: '/vnlottery', label: t('lottery.family.vn'), testId: 'lottery-family-vn' },
  ];
  return (
    <nav className="lottery-family" aria-label={t('lottery.family.label')}>
      {links.map((link) => (
        <AppLink
          key={link.to}
          to={link.to}
          className={`lottery-family__link ${pathname === link.to ? 'lottery-family__link--active' : ''}`}
          aria-current={pathname === link.to ? 'page' : undefined}
          data-testid={link.testId}
        >
          {link.label}
        </AppLink>
      ))}
    </nav>
  );
}

/** Weekday filter (Sunday 1 … Saturday 7, Monday shown first) and the name search. */
function ListFilters({
  state,
  dispatch,
}: {
  state: LotteryListState;
  dispatch: (action: Parameters<typeof listReducer>[1]) => void;
}) {
  const { t } = useTranslation();
  const { weekdayName } = useLotteryTexts();
  const id = useId();
  const days: (number | null)[] = [null, ...weekdayOrder];
  return (
    <div className="lottery-filters" role="search">
      <label className="lottery-search" htmlFor={`${id}-search`}>
        <Icon name="search" size={18} />
        <span className="visually-hidden">{t('lottery.searchLabel')}</span>
        <input
          id={`${id}-search`}
          type="search"
          value={state.search}
          maxLength={searchLengthMax}
          placeholder={t('lottery.searchPlaceholder')}
          onChange={(event) => dispatch({ type: 'search', text: event.target.value })}
          enterKeyHint="search"
          autoComplete="off"
          data-testid="lottery-search"
        />
      </label>
      <div className="lottery-weekdays" role="group" aria-label={t('lottery.weekdayLabel')}>
        {days.map((day) => (
          <button
            key={day ?? 'all'}
            type="button"
            className="chip lottery-weekdays__day"
            aria-pressed={state.weekday === day}
            onClick={() => dispatch({ type: 'weekday', weekday: day })}
            data-testid={`lottery-weekday-${day ?? 'all'}`}
          >
            {day === null ? t('lottery.everyDay') : weekdayName(day)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Why the list is empty, and the next thing to do. */
function EmptyList({
  state,
  hasGames,
  pathname,
  onShowAll,
}: {
  state: LotteryListState;
  hasGames: boolean;
  pathname: string;
  onShowAll: () => void;
}) {
  const { t } = useTranslation();
  const showAll = (
    <button type="button" className="button button--primary" onClick={onShowAll}>
      {t('lottery.showAll')}
    </button>
  );
  if (state.listType !== '' && !(state.search.trim() !== '' && hasGames)) {
    const key = state.listType === 'fav' ? 'saved' : state.listType;
    return (
      <EmptyState
        testId="lottery-empty"
        title={t(`lottery.empty.${key}`)}
        text={t(`lottery.empty.${key}Text`)}
        action={showAll}
      />
    );
  }
  if (hasGames && (isNarrowed(state) || state.listType !== '')) {
    return (
      <EmptyState
        testId="lottery-no-match"
        title={t('lottery.empty.noMatch')}
        text={t('lottery.empty.noMatchText')}
        action={showAll}
      />
    );
  }
  const other = pathname === '/vnlottery' ? '/lottery' : '/vnlottery';
  return (
    <EmptyState
      testId="lottery-empty"
      title={t('lottery.empty.none')}
      text={t('lottery.empty.noneText')}
      action={
        <AppLink to={other} className="button button--primary">
          {t(other === '/lottery' ? 'lottery.family.fast' : 'lottery.family.vn')}
        </AppLink>
      }
    />
  );
}
