import type {
  ConnectVendor,
  DeskGame,
  DeskGamePage,
  DeskVendor,
  DeskVendorList,
  GamePage,
  GamesImported,
  PageGames,
  UpdateDeskGame,
  UpdateDeskVendor,
  VendorConnected,
  VendorLaunchMode,
} from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsRequest, withQuery } from '../../api';

/** The desk's game table shows this many games a page. */
export const gamePageSize = 25;

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

export const gameDeskKeys = {
  all: ['gameDesk'] as const,
  vendors: (merchant: MerchantChoice) => [...gameDeskKeys.all, 'vendors', merchant ?? ''] as const,
  games: (merchant: MerchantChoice, vassalage: string) =>
    [...gameDeskKeys.all, 'games', merchant ?? '', vassalage] as const,
  gamePage: (merchant: MerchantChoice, vassalage: string, query: string, pageNo: number) =>
    [...gameDeskKeys.games(merchant, vassalage), query, pageNo] as const,
};

const vendorPath = (vassalage: string) => `/ops/api/games/vendors/${encodeURIComponent(vassalage)}`;

/** The merchant's vendors, one row per game type, with their wallet connections. */
export function useDeskVendors(merchant: MerchantChoice, isEnabled: boolean) {
  return useQuery({
    queryKey: gameDeskKeys.vendors(merchant),
    queryFn: () =>
      opsRequest<DeskVendorList>('GET', withQuery('/ops/api/games/vendors', { merchant })),
    enabled: isEnabled,
  });
}

/** One page of a vendor's games, searched by name or code; the last page stays while paging. */
export function useDeskGames(
  merchant: MerchantChoice,
  vassalage: string,
  query: string,
  pageNo: number,
) {
  return useQuery({
    queryKey: gameDeskKeys.gamePage(merchant, vassalage, query, pageNo),
    queryFn: () =>
      opsRequest<DeskGamePage>(
        'GET',
        withQuery(`${vendorPath(vassalage)}/games`, {
          merchant,
          q: query,
          pageNo: String(pageNo),
          pageSize: String(gamePageSize),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function connectVendor(merchant: MerchantChoice, input: ConnectVendor) {
  return opsRequest<VendorConnected>(
    'POST',
    withQuery('/ops/api/games/vendors', { merchant }),
    input,
  );
}

export function updateVendor(
  merchant: MerchantChoice,
  vendor: Pick<DeskVendor, 'vassalage' | 'gameType'>,
  change: UpdateDeskVendor,
) {
  return opsRequest<DeskVendor>(
    'PATCH',
    withQuery(`${vendorPath(vendor.vassalage)}/types/${vendor.gameType}`, { merchant }),
    change,
  );
}

/** How a connected vendor's games open on the site; answers the vendor list. */
export function setVendorLaunchMode(
  merchant: MerchantChoice,
  vassalage: string,
  launchMode: VendorLaunchMode,
) {
  return opsRequest<DeskVendorList>(
    'PATCH',
    withQuery(`${vendorPath(vassalage)}/launch`, { merchant }),
    { launchMode },
  );
}

export function updateGame(
  merchant: MerchantChoice,
  vassalage: string,
  code: string,
  change: UpdateDeskGame,
) {
  return opsRequest<DeskGame>(
    'PATCH',
    withQuery(`${vendorPath(vassalage)}/games/${encodeURIComponent(code)}`, { merchant }),
    change,
  );
}

export function importGames(merchant: MerchantChoice, vassalage: string, games: unknown[]) {
  return opsRequest<GamesImported>(
    'POST',
    withQuery(`${vendorPath(vassalage)}/games/import`, { merchant }),
    { games },
  );
}

/** What the merchant's /seamless and /fbsports pages open. */
export function usePageGames(merchant: MerchantChoice) {
  return useQuery({
    queryKey: [...gameDeskKeys.all, 'pages', merchant ?? ''],
    queryFn: () => opsRequest<PageGames>('GET', withQuery('/ops/api/games/pages', { merchant })),
  });
}

/** Sets a page's game, or takes the page down with null. */
export function setPageGame(
  merchant: MerchantChoice,
  page: GamePage,
  game: { vassalage: string; gameCode: string } | null,
) {
  return opsRequest<PageGames>('PUT', withQuery(`/ops/api/games/pages/${page}`, { merchant }), {
    game,
  });
}
