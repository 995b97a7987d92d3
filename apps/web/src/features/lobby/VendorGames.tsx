import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { useVendorGames, type ListScope } from './games.api';
import { GameGrid, GameGridSkeleton } from './GameGrid';
import { initialLobbyState, lobbyReducer, lobbyScope, pagingIn } from './lobby-state';
import { ListFailed } from './ListFailed';
import { Pagination } from './Pagination';

/**
 * One vendor's games with paging and load-more: the non-electronic lobbies and the popup of
 * a VASSALAGE launch object. Each game launches directly.
 */
export function VendorGames({
  scope,
  label,
  onBeforeLaunch,
}: {
  scope: ListScope;
  label: string;
  onBeforeLaunch?: () => void;
}) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(lobbyReducer, initialLobbyState);
  const key = lobbyScope(`${scope.gameType}:${scope.vassalage}`, '');
  const paging = pagingIn(state, key);
  const list = useVendorGames(scope, paging);
  if (list.isPending) return <GameGridSkeleton count={5} />;
  if (list.isError && list.games.length === 0) return <ListFailed onRetry={list.refetch} />;
  if (list.games.length === 0) {
    return (
      <EmptyState
        testId="vendor-games-empty"
        title={t('lobby.noVendorGames')}
        text={t('lobby.noVendorGamesText')}
      />
    );
  }
  return (
    <>
      <GameGrid games={list.games} label={label} onBeforeLaunch={onBeforeLaunch} />
      <Pagination
        paging={paging}
        totalPages={list.totalPages}
        isTotalCapped={list.isTotalCapped}
        isLoadingMore={list.isFetching}
        onGoTo={(page) => dispatch({ type: 'goTo', scope: key, page, totalPages: list.totalPages })}
        onLoadMore={() => dispatch({ type: 'loadMore', scope: key, totalPages: list.totalPages })}
      />
    </>
  );
}
