import {
  clientType,
  type GameItem,
  type GameLaunch,
  type GameList,
  type GameRoom,
  type VendorGameTypes,
} from '@khela/contracts';
import {
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, apiRequest } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import type { LaunchQuery } from './launch-plan';
import {
  lobbyPageSize,
  shownPages,
  withRecentGame,
  type LobbyFilters,
  type ListType,
  type Paging,
} from './lobby-state';

/** The game type and vendor a list belongs to ('' vendor: every vendor of the type). */
export interface ListScope {
  gameType: string;
  vassalage: string;
}

// Spec §3 game list query: the platforms a web client plays.
const listPlatform = 'flash,html5-desktop';
// Spec §7: hot games are asked for with isPlatform 2.
const hotIsPlatform = 2;
const catalogueStaleMs = 60_000;
/** The recent games the side panel shows. */
export const recentPanelSize = 10;

/** Query keys of the game catalogue; language is part of every translated key. */
export const gameKeys = {
  all: ['games'] as const,
  classifications: (vassalage: string, language: string) =>
    ['games', 'classifications', vassalage, language] as const,
  list: (language: string, query: Record<string, string | number>) =>
    ['games', 'list', language, query] as const,
  hot: (language: string, scope: ListScope) => ['games', 'hot', language, scope] as const,
  favourites: (token: string | null, language: string, scope: ListScope, pageNo: number) =>
    ['games', 'favourites', token, language, scope, pageNo] as const,
  favouriteIds: (token: string | null) => ['games', 'favourite-ids', token] as const,
  rooms: (token: string | null, language: string, vassalage: string) =>
    ['games', 'rooms', token, language, vassalage] as const,
  recentAll: (token: string | null) => ['games', 'recent', token] as const,
  recent: (
    token: string | null,
    language: string,
    scope: ListScope,
    pageNo: number,
    pageSize: number,
  ) => ['games', 'recent', token, language, scope, pageNo, pageSize] as const,
};

/** GET /wps/relay/GLS2_roomList: the PVP rooms a signed-in player can join ('' vendor: all). */
export function usePvpRooms(vassalage: string, isEnabled: boolean) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useQuery({
    queryKey: gameKeys.rooms(token, i18n.language, vassalage),
    queryFn: () =>
      apiGet<GameRoom[]>('/wps/relay/GLS2_roomList', { vassalage: vassalage || undefined }),
    enabled: isEnabled && token !== null,
    staleTime: catalogueStaleMs,
  });
}

/** A vendor's classifications for the lobby filter (none asked for without a vendor). */
export function useVendorClassifications(vassalage: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gameKeys.classifications(vassalage, i18n.language),
    queryFn: () => apiGet<VendorGameTypes>('/wps/relay/GCSGAME_getVassGameType', { vassalage }),
    enabled: vassalage !== '',
    staleTime: 5 * 60_000,
  });
}

function scopeQuery(scope: ListScope) {
  return { gameType: scope.gameType || undefined, vassalage: scope.vassalage || undefined };
}

/** The hot games of a type (and vendor); visitors see them too. */
export function useHotGames(scope: ListScope, isEnabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gameKeys.hot(i18n.language, scope),
    queryFn: () =>
      apiGet<GameItem[]>('/wps/relay/GCSGAME_hotGamesV2', {
        ...scopeQuery(scope),
        isPlatform: hotIsPlatform,
        platform: listPlatform,
        language: i18n.language,
      }),
    staleTime: catalogueStaleMs,
    enabled: isEnabled,
  });
}

/** What a list of games shows: its pages joined, how many pages exist, and its state. */
export interface GamePages {
  games: GameItem[];
  totalPages: number;
  /** More games follow the pages counted so far (a long list is counted 100 pages at a time). */
  isTotalCapped: boolean;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

interface PageAnswer {
  games: GameItem[];
  totalPages: number;
  isTotalCapped?: boolean;
}

function joinPages(
  results: { data?: PageAnswer; isPending: boolean; isError: boolean; isFetching: boolean }[],
  refetch: () => void,
): GamePages {
  const seen = new Set<string>();
  const games: GameItem[] = [];
  for (const result of results) {
    for (const game of result.data?.games ?? []) {
      if (seen.has(game.id)) continue;
      seen.add(game.id);
      games.push(game);
    }
  }
  const last = results.findLast((result) => result.data !== undefined);
  return {
    games,
    totalPages: last?.data?.totalPages ?? 0,
    isTotalCapped: last?.data?.isTotalCapped ?? false,
    // Pending while the first page is: later pages show the earlier ones meanwhile.
    isPending: results[0]?.isPending ?? false,
    isError: results.some((result) => result.isError),
    isFetching: results.some((result) => result.isFetching),
    refetch,
  };
}

/**
 * The games an electronic lobby shows for its list type: all games with filters, hot games,
 * saved games or recent games, pages firstPage … lastPage of 15 each.
 */
export function useLobbyGames(
  listType: ListType,
  scope: ListScope,
  filters: LobbyFilters,
  paging: Paging,
): GamePages {
  const { i18n } = useTranslation();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const language = i18n.language;
  const pages = shownPages(paging);
  const hot = useHotGames(scope, listType === 'hot');
  const queries = pages.map((pageNo) => {
    if (listType === 'fav') {
      return {
        queryKey: gameKeys.favourites(token, language, scope, pageNo),
        queryFn: async (): Promise<PageAnswer> => {
          const value = await apiGet<{ content: GameItem[]; totalPages: number }>(
            '/wps/relay/MCSFE_getFavoriteGames',
            {
              ...scopeQuery(scope),
              clientType,
              platform: 'flash',
              language,
              pageNo,
              pageSize: lobbyPageSize,
            },
          );
          return { games: value.content, totalPages: value.totalPages };
        },
        enabled: token !== null,
      };
    }
    if (listType === 'recent') {
      return {
        queryKey: gameKeys.recent(token, language, scope, pageNo, lobbyPageSize),
        queryFn: () => fetchRecent(scope, language, pageNo, lobbyPageSize),
        enabled: token !== null,
      };
    }
    const query = {
      ...scopeQuery(scope),
      clientType,
      platform: listPlatform,
      gameClassify: filters.gameClassify || undefined,
      gameName: filters.gameName.trim() || undefined,
      minBet: filters.minBet || undefined,
      pageNo,
      pageSize: lobbyPageSize,
      language,
    };
    const keyQuery = Object.fromEntries(
      Object.entries(query).filter((entry): entry is [string, string | number] => !!entry[1]),
    );
    return {
      queryKey: gameKeys.list(language, keyQuery),
      queryFn: () => apiGet<GameList>('/wps/relay/GCSGAME_gameList', query),
      enabled: listType === '',
      staleTime: catalogueStaleMs,
      // Typing a search keeps the last answer on screen until the new one arrives.
      placeholderData: (previous: PageAnswer | undefined) => previous,
    };
  });
  const results = useQueries({ queries });
  const paged = joinPages(results, () => {
    for (const query of queries) void queryClient.refetchQueries({ queryKey: query.queryKey });
  });
  if (listType !== 'hot') return paged;
  // Hot games come in one answer; they are shown 15 at a time like the other lists.
  const all = hot.data ?? [];
  const start = (paging.firstPage - 1) * lobbyPageSize;
  return {
    games: all.slice(start, paging.lastPage * lobbyPageSize),
    totalPages: Math.ceil(all.length / lobbyPageSize),
    isTotalCapped: false,
    isPending: hot.isPending,
    isError: hot.isError,
    isFetching: hot.isFetching,
    refetch: () => void hot.refetch(),
  };
}

function fetchRecent(scope: ListScope, language: string, pageNo: number, pageSize: number) {
  return apiGet<{ list: GameItem[]; totalPages: number }>('/wps/relay/GCS_recentGame', {
    ...scopeQuery(scope),
    clientType,
    language,
    pageNo,
    pageSize,
  }).then((value) => ({ games: value.list, totalPages: value.totalPages }));
}

const everyVendor: ListScope = { gameType: '', vassalage: '' };

/** The member's latest games for the side panel (none for visitors). */
export function useRecentGames() {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useQuery({
    queryKey: gameKeys.recent(token, i18n.language, everyVendor, 1, recentPanelSize),
    queryFn: () => fetchRecent(everyVendor, i18n.language, 1, recentPanelSize),
    enabled: token !== null,
  });
}

/** The games of one vendor, for its popup list and the non-electronic lobbies. */
export function useVendorGames(scope: ListScope, paging: Paging) {
  return useLobbyGames('', scope, { gameName: '', gameClassify: '', minBet: '' }, paging);
}

/** Ids of the member's saved games: the hearts on every card. */
export function useFavouriteIds() {
  const { token } = useSession();
  return useQuery({
    queryKey: gameKeys.favouriteIds(token),
    queryFn: () => apiGet<string[]>('/wps/relay/MCSFE_getFavoriteGamesList'),
    enabled: token !== null,
    select: (ids) => new Set(ids),
  });
}

/** Saves or removes a game; the heart changes at once and returns if the server refuses. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const idsKey = gameKeys.favouriteIds(token);
  return useMutation({
    mutationFn: ({ game, isFavourite }: { game: GameItem; isFavourite: boolean }) =>
      apiRequest<{ isFavourite: boolean }>('POST', '/wps/relay/MCSFE_favoriteGame', {
        body: { nodeId: game.id, vendor: game.vassalage, gameType: game.gameType, isFavourite },
      }),
    onMutate: async ({ game, isFavourite }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<string[]>(idsKey);
      queryClient.setQueryData<string[]>(idsKey, (ids = []) =>
        isFavourite ? [...new Set([...ids, game.id])] : ids.filter((id) => id !== game.id),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(idsKey, context?.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: idsKey });
      void queryClient.invalidateQueries({ queryKey: ['games', 'favourites', token] });
    },
  });
}

/** GET /wps/relay/GCS_gameLaunchFB (spec §7: game calls are GETs with query data). */
export function fetchLaunch(query: LaunchQuery, language: string) {
  const platform = window.matchMedia('(min-width: 1024px)').matches ? 'html5-desktop' : 'html5';
  return apiGet<GameLaunch>('/wps/relay/GCS_gameLaunchFB', { ...query, language, platform });
}

/** Puts a launched game first in every cached first page of recent games, then refreshes. */
export function rememberRecentGame(queryClient: QueryClient, token: string | null, game: GameItem) {
  for (const [key, data] of queryClient.getQueriesData<PageAnswer>({
    queryKey: gameKeys.recentAll(token),
  })) {
    const [, , , , scope, pageNo, pageSize] = key as ReturnType<typeof gameKeys.recent>;
    const fits =
      (!scope.gameType || scope.gameType === game.gameType) &&
      (!scope.vassalage || scope.vassalage === game.vassalage);
    if (!data || pageNo !== 1 || !fits) continue;
    queryClient.setQueryData<PageAnswer>(key, {
      ...data,
      games: withRecentGame(data.games, game, pageSize),
    });
  }
  void queryClient.invalidateQueries({ queryKey: gameKeys.recentAll(token) });
}
