import type { MemberMessage } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import { sentAtOnce } from '../../api/mutations';

export const messageKeys = {
  unread: (token: string | null) => ['member', 'messages', 'unread', token] as const,
  list: (token: string | null) => ['member', 'messages', 'list', token] as const,
};

/** Unread platform messages (CSP_unreadCount), for the member centre's badge. */
export function useUnreadCount() {
  const { token, isTrial } = useSession();
  return useQuery({
    queryKey: messageKeys.unread(token),
    queryFn: () => apiGet<{ count: number }>('/wps/relay/CSP_unreadCount'),
    enabled: token !== null && !isTrial,
    // The member's stream (useBalance) tells of new messages; this is a safety net.
    refetchInterval: 5 * 60_000,
  });
}

export function useMessages() {
  const { token } = useSession();
  return useQuery({
    queryKey: messageKeys.list(token),
    queryFn: () => apiGet<MemberMessage[]>('/wps/member/messages'),
    enabled: token !== null,
  });
}

/** POST /wps/member/messages/read: one message read; the list and the unread count follow. */
export function useMarkMessageRead() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    ...sentAtOnce,
    mutationFn: (id: string) =>
      apiRequest('POST', '/wps/member/messages/read', { body: { ids: [id] } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.list(token) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.unread(token) }),
      ]),
  });
}
