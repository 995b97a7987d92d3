import type { MemberMessage } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { useSession } from '../../session/SessionProvider';

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
