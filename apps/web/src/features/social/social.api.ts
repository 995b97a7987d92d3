import type { SocialProvider } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';

/** The merchant's social sign-in providers (empty when none is configured). */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['social-providers'],
    queryFn: () => apiGet<SocialProvider[]>('/wps/system/social'),
    staleTime: 5 * 60_000,
  });
}

/** Where a provider's button leads: out to the provider, and back to `returnPath`. */
export function socialStartUrl(key: string, returnPath: string): string {
  const query = new URLSearchParams({ returnPath });
  return `/wps/social/${encodeURIComponent(key)}/start?${query.toString()}`;
}
