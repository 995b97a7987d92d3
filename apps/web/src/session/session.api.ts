import type { LoginValue, MemberInfo } from '@khela/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../api/client';
import { sentAtOnceSecret } from '../api/mutations';

/** Query keys of the session; the member's own data starts with 'member'. */
export const sessionKeys = {
  memberInfo: (token: string | null) => ['member', 'info', token] as const,
};

/**
 * Checks a stored token once per page load: a refused one ends the session (the client fires
 * its session-ended event on a 401).
 */
export function useSessionCheck(token: string | null) {
  return useQuery({
    queryKey: sessionKeys.memberInfo(token),
    queryFn: () => apiGet<MemberInfo>('/wps/member/info'),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /wps/session/login/remember: a remember token for a new session (and a successor). */
export function useRememberedLogin() {
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (token: string) =>
      apiRequest<LoginValue>('POST', '/wps/session/login/remember', { body: { token } }),
  });
}

/**
 * DELETE /wps/session/logout: the server forgets the session and this browser's remember
 * token. The session token goes as the header, since this browser has already forgotten it.
 */
export function useLogoutRequest() {
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: ({ token, rememberToken }: { token: string | null; rememberToken?: string }) =>
      apiRequest('DELETE', '/wps/session/logout', {
        body: { rememberToken },
        headers: token ? { Authorization: token } : {},
      }),
  });
}
