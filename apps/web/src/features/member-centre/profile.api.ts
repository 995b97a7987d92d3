import type { MemberProfileDetails, UpdateProfileRequest } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../api/client';
import { sentAtOnce } from '../../api/mutations';
import { useSession } from '../../session/SessionProvider';

/** Query keys of the profile details; the member's own data starts with 'member'. */
export const profileKeys = {
  details: (token: string | null) => ['member', 'profile', 'details', token] as const,
};

/** GET /wps/member/profile/details: the fields the merchant shows, and the locked ones. */
export function useProfileDetails() {
  const { token } = useSession();
  return useQuery({
    queryKey: profileKeys.details(token),
    queryFn: () => apiGet<MemberProfileDetails>('/wps/member/profile/details'),
  });
}

/**
 * PUT /wps/member/profile/details: the changed fields. The answer is the new profile; the
 * account summary and the header's member info (the nickname) are fetched again.
 */
export function useSaveProfileDetails() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    ...sentAtOnce,
    mutationFn: (request: UpdateProfileRequest) =>
      apiRequest<MemberProfileDetails>('PUT', '/wps/member/profile/details', { body: request }),
    onSuccess: async (value) => {
      queryClient.setQueryData(profileKeys.details(token), value);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['member', 'profile', token], exact: true }),
        queryClient.invalidateQueries({ queryKey: ['member', 'info'] }),
      ]);
    },
  });
}
