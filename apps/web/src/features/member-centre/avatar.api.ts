import type { MemberIcon, PlayerAvatars } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../api/client';
import { useSession } from '../../session/SessionProvider';

/** The signed-in member's portrait (none for visitors). */
export function useMemberIcon() {
  const { token } = useSession();
  return useQuery({
    queryKey: ['member', 'icon', token],
    queryFn: () => apiGet<MemberIcon>('/wps/member/info/icon'),
    enabled: token !== null,
    staleTime: Infinity,
  });
}

/** The portraits to pick from, and picking one (the header follows at once). */
export function useAvatars() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const avatars = useQuery({
    queryKey: ['member', 'avatars', token],
    queryFn: () => apiGet<PlayerAvatars>('/wps/relay/MCSFE_getPlayerAvatar'),
    enabled: token !== null,
  });
  const pick = useMutation({
    mutationFn: (avatarId: number) =>
      apiRequest<MemberIcon>('PUT', '/wps/member/info/icon', { body: { avatarId } }),
    onSuccess: (icon, avatarId) => {
      queryClient.setQueryData(['member', 'icon', token], icon);
      queryClient.setQueryData<PlayerAvatars>(['member', 'avatars', token], (current) =>
        current ? { ...current, selected: avatarId } : current,
      );
    },
  });
  return { avatars, pick };
}
