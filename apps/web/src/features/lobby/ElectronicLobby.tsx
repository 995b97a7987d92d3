import { gameClassifications, type Vendor } from '@khela/contracts';
import { useCallback, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { Icon, type IconName } from '../../ui/Icon';
import { LoginRequired } from '../account/LoginRequired';
import { useSiteConfig } from '../system/system.api';
import { useHotGames, useLobbyGames, useVendorClassifications, type ListScope } from './games.api';
import { GameGrid, GameGridSkeleton } from './GameGrid';
import { ListFailed } from './ListFailed';
import { LobbyFilters } from './LobbyFilters';
import {
  hasFilters,
  initialLobbyState,
  lobbyReducer,
  lobbyScope,
  pagingIn,
  parseListType,
  visibleClassifications,
  type LobbyFilters as Filters,
  type ListType,
} from './lobby-state';
import { LobbyVendors } from './LobbyVendors';
import { Pagination } from './Pagination';
import { PvpRooms } from './PvpRooms';

/** The address of a tab of a vendor's lobby (no page query for the full list). */
function tabSearch(vassalage: string, listType: ListType): string {
  const search = new URLSearchParams();
  if (vassalage) search.set('vassalage', vassalage);
  if (listType) search.set('page', listType);
  const text = search.toString();
  return text ? `?${text}` : '';
}

const tabLabels: Record<ListType, string> = {
  '': 'lobby.allGames',
  hot: 'lobby.hotGames',
  fav: 'lobby.savedGames',
  recent: 'lobby.recentGames',
};
const tabIcons: Record<ListType, IconName> = {
  '': 'rng',
  hot: 'flame',
  fav: 'heart',
  recent: 'history',
};

/** The classifications offered: the chosen vendor's, or every RNG one for all vendors. */
function useClassifications(gameType: string, vassalage: string) {
  const { info } = useSiteConfig();
  const vendorTypes = useVendorClassifications(vassalage);
  const base = vassalage
    ? (vendorTypes.data?.classifications ?? [])
    : gameType === 'RNG'
      ? [...gameClassifications]
      : [];
  return {
    classifications: visibleClassifications(base, info.languages),
    isKnown: vassalage === '' || vendorTypes.data !== undefined,
  };
}

/**
 * The electronic lobby (/rng, /pvp, /fish): vendor carousel, tabs (all, hot, saved, recent),
 * filters, a grid of games with paging and load-more. The address holds the vendor
 * (vassalage) and the tab (page); filters and paging are local.
 */
export function ElectronicLobby({
  gameType,
  vendors,
  typeIcon,
}: {
  gameType: string;
  vendors: Vendor[];
  typeIcon: IconName;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const { isLoggedIn } = useSession();
  const asked = search.get('vassalage') ?? '';
  // An unknown vendor code shows every vendor rather than an empty list.
  const vassalage = vendors.some((vendor) => vendor.vassalage === asked) ? asked : '';
  const listType = parseListType(search.get('page'));
  const scope: ListScope = { gameType, vassalage };
  const scopeKey = lobbyScope(vassalage, listType);
  const [state, dispatch] = useReducer(lobbyReducer, initialLobbyState);
  const paging = pagingIn(state, scopeKey);
  const { classifications, isKnown } = useClassifications(gameType, vassalage);
  // A classification the newly chosen vendor does not have no longer filters.
  const filters: Filters = {
    ...state.filters,
    gameClassify:
      !isKnown || classifications.includes(state.filters.gameClassify)
        ? state.filters.gameClassify
        : '',
  };
  const hot = useHotGames(scope);
  const hasHot = (hot.data?.length ?? 0) > 0;
  const needsLogin = (listType === 'fav' || listType === 'recent') && !isLoggedIn;
  const list = useLobbyGames(needsLogin ? '' : listType, scope, filters, paging);

  // Spec §4: a new search or filter shows the full list again, from page 1.
  const leaveTab = useCallback(() => {
    if (!search.has('page')) return;
    const next = new URLSearchParams(search);
    next.delete('page');
    setSearch(next, { replace: true, preventScrollReset: true });
  }, [search, setSearch]);
  const changeFilters = useCallback(
    (change: Partial<Filters>) => {
      dispatch({ type: 'filters', scope: lobbyScope(vassalage, ''), filters: change });
      leaveTab();
    },
    [vassalage, leaveTab, dispatch],
  );
  const resetFilters = () => {
    dispatch({ type: 'resetFilters', scope: lobbyScope(vassalage, '') });
    leaveTab();
  };

  const tabs = (['', 'hot', 'fav', 'recent'] as const).filter(
    (tab) =>
      tab === '' ||
      (tab === 'hot' && (hasHot || listType === 'hot')) ||
      ((tab === 'fav' || tab === 'recent') && isLoggedIn),
  );

  return (
    <>
      {vendors.length > 0 && (
        <LobbyVendors
          vendors={vendors}
          selected={vassalage}
          pathname={pathname}
          allIcon={typeIcon}
        />
      )}
      {gameType === 'PVP' && <PvpRooms vassalage={vassalage} isEnabled={isLoggedIn} />}
      <div className="lobby-tabs" role="tablist" aria-label={t('lobby.lists')}>
        {tabs.map((tab) => (
          <AppLink
            key={tab || 'all'}
            role="tab"
            aria-selected={listType === tab}
            to={`${pathname}${tabSearch(vassalage, tab)}`}
            className={`lobby-tab ${listType === tab ? 'lobby-tab--active' : ''}`}
            data-testid={`lobby-tab-${tab || 'all'}`}
            preventScrollReset
          >
            <Icon name={tab === '' ? typeIcon : tabIcons[tab]} size={18} />
            <span>{t(tabLabels[tab])}</span>
          </AppLink>
        ))}
      </div>
      <LobbyFilters
        filters={filters}
        classifications={classifications}
        onChange={changeFilters}
        onReset={resetFilters}
      />
      <section
        className={`lobby-list ${list.isFetching && !list.isPending ? 'lobby-list--refreshing' : ''}`}
        aria-live="polite"
        aria-busy={list.isFetching}
      >
        {needsLogin ? (
          <LoginRequired testId="lobby-login-required" textKey="lobby.loginForLists" />
        ) : list.isPending ? (
          <GameGridSkeleton />
        ) : list.isError && list.games.length === 0 ? (
          <ListFailed onRetry={list.refetch} />
        ) : list.games.length === 0 ? (
          <EmptyList listType={listType} isFiltered={hasFilters(filters)} onReset={resetFilters} />
        ) : (
          <>
            <GameGrid games={list.games} label={t(tabLabels[listType])} />
            <Pagination
              paging={paging}
              totalPages={list.totalPages}
              isTotalCapped={list.isTotalCapped}
              isLoadingMore={list.isFetching}
              onGoTo={(page) =>
                dispatch({ type: 'goTo', scope: scopeKey, page, totalPages: list.totalPages })
              }
              onLoadMore={() =>
                dispatch({ type: 'loadMore', scope: scopeKey, totalPages: list.totalPages })
              }
            />
          </>
        )}
      </section>
    </>
  );
}

/** What an empty list means: filters that match nothing, or a tab with nothing in it yet. */
function EmptyList({
  listType,
  isFiltered,
  onReset,
}: {
  listType: ListType;
  isFiltered: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  if (listType === '' && isFiltered) {
    return (
      <EmptyState
        testId="lobby-no-match"
        title={t('lobby.noMatch')}
        text={t('lobby.noMatchText')}
        action={
          <button type="button" className="button button--primary" onClick={onReset}>
            {t('lobby.resetFilters')}
          </button>
        }
      />
    );
  }
  const texts: Record<ListType, [string, string]> = {
    '': ['lobby.noGames', 'lobby.noGamesText'],
    hot: ['lobby.noHot', 'lobby.noHotText'],
    fav: ['lobby.noSaved', 'lobby.noSavedText'],
    recent: ['lobby.noRecent', 'lobby.noRecentText'],
  };
  const [title, text] = texts[listType];
  return <EmptyState testId="lobby-empty" title={t(title)} text={t(text)} />;
}
