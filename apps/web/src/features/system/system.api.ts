import type {
  Announcement,
  Banner,
  GameMenu,
  HelpCenterValue,
  PermissionValue,
  SystemStatusValue,
  Vendor,
} from '@khela/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import { vendorsKey, vendorsQuery } from './vendors-cache';

const statusPollMs = 60_000;

/** Query keys of site-wide data; language is part of every translated key. */
export const systemKeys = {
  status: () => ['system', 'status'] as const,
  permission: (language: string) => ['system', 'permission', language] as const,
  banners: (group: string, language: string) => ['content', 'banners', group, language] as const,
  announcements: (types: string, language: string) =>
    ['content', 'announcements', types, language] as const,
  helpCenter: (language: string) => ['content', 'help', language] as const,
  vendors: vendorsKey,
  menus: (language: string) => ['games', 'menus', language] as const,
};

/** Normal, maintenance or region-blocked; re-checked every minute. */
export function useSystemStatus() {
  return useQuery({
    queryKey: systemKeys.status(),
    queryFn: () => apiGet<SystemStatusValue>('/wps/system/status'),
    refetchInterval: statusPollMs,
  });
}

/** The site configuration last loaded in any language, newest first. */
function latestPermission(queryClient: QueryClient): PermissionValue | undefined {
  const cached = queryClient
    .getQueryCache()
    .findAll({ queryKey: ['system', 'permission'] })
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return cached[0]?.state.data as PermissionValue | undefined;
}

/**
 * Everything the site needs to render: brand, flags, languages, customer service, ... While
 * another language's copy loads, the last one stands in, also for a component that mounts in
 * the middle of the switch (it has no previous answer of its own).
 */
export function usePermission() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: systemKeys.permission(i18n.language),
    queryFn: () => apiGet<PermissionValue>('/wps/system/permission', { url: window.location.host }),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous ?? latestPermission(queryClient),
  });
}

/** The site configuration once loaded; only used below the gate that waits for it. */
export function useSiteConfig(): PermissionValue {
  const { data } = usePermission();
  if (!data) throw new Error('useSiteConfig used before the site configuration loaded');
  return data;
}

/**
 * A page's banner group (spec §4: the list refreshes on route change). A slot that mounts on a
 * new route asks again even when it has the list from a moment ago; it shows that list meanwhile.
 */
export function useBanners(group: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: systemKeys.banners(group, i18n.language),
    queryFn: () => apiGet<Banner[]>('/wps/system/banners', { group }),
    refetchOnMount: 'always',
  });
}

export function useAnnouncements(types: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: systemKeys.announcements(types, i18n.language),
    queryFn: () =>
      apiGet<Announcement[]>('/wps/relay/MCSFE_getListAnnouncements', {
        types,
        platform: 'W',
        execution: 'B',
      }),
  });
}

export function useHelpCenter() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: systemKeys.helpCenter(i18n.language),
    queryFn: () => apiGet<HelpCenterValue>('/wps/system/helpCenter'),
  });
}

/** GET /lgw/games/game_menus: the game types that have vendors, in menu order. */
export function useGameMenus() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: systemKeys.menus(i18n.language),
    queryFn: () => apiGet<GameMenu[]>('/lgw/games/game_menus'),
    staleTime: 5 * 60_000,
  });
}

/**
 * The merchant's game vendors (footer strip, navigation dropdowns, lobbies), each under its
 * navigation game type: esports out of SPORTS, the cockfight providers under COCKFIGHT.
 */
export function useVendors() {
  const { i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  return useQuery(
    vendorsQuery({
      language: i18n.language,
      isLoggedIn,
      storage: () => sessionStorage,
      fetchVendors: () =>
        apiGet<Vendor[]>('/wps/relay/GCSGAME_newGameVendor', { platform: 'html5-desktop' }),
      now: Date.now,
    }),
  );
}
