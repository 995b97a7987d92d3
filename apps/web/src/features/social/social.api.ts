import type { LoginValue, SocialProvider } from '@khela/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../api/client';
import { sentAtOnceSecret } from '../../api/mutations';

/** Query keys of social sign-in. */
export const socialKeys = {
  providers: ['social-providers'] as const,
};

/** The merchant's social sign-in providers (empty when none is configured). */
export function useSocialProviders() {
  return useQuery({
    queryKey: socialKeys.providers,
    queryFn: () => apiGet<SocialProvider[]>('/wps/system/social'),
    staleTime: 5 * 60_000,
  });
}

/** Where a provider's button leads: out to the provider, and back to `returnPath`. */
export function socialStartUrl(key: string, returnPath: string): string {
  const query = new URLSearchParams({ returnPath });
  return `/wps/social/${encodeURIComponent(key)}/start?${query.toString()}`;
}

/** POST /wps/session/login/social: the ticket a provider's return carried, for a session. */
export function useSocialLogin() {
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (ticket: string) =>
      apiRequest<LoginValue>('POST', '/wps/session/login/social', { body: { ticket } }),
  });
}
