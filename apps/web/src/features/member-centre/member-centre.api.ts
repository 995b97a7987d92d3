import type {
  BindEmailRequest,
  BindMobileRequest,
  MemberProfile,
  PaymentPasswordRequest,
  SmsCodeValue,
} from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../api/client';
import { apiSealed } from '../../api/envelope';
import { useSession } from '../../session/SessionProvider';
import { sentAtOnce, sentAtOnceSecret } from '../../api/mutations';

/** Query keys of the member's profile; the member's own data starts with 'member'. */
export const memberKeys = {
  profiles: ['member', 'profile'] as const,
  profile: (token: string | null) => ['member', 'profile', token] as const,
};

/** GET /wps/member/profile: what the member's own account page shows. */
export function useMemberProfile() {
  const { token } = useSession();
  return useQuery({
    queryKey: memberKeys.profile(token),
    queryFn: () => apiGet<MemberProfile>('/wps/member/profile'),
  });
}

/** After a change to the account, the profile is fetched again before the change is reported. */
function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.profiles });
}

/** PUT /wps/member/bind/mobile (encrypted): the code sent to the number and the login password. */
export function useBindMobile() {
  const refreshProfile = useRefreshProfile();
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (request: BindMobileRequest) =>
      apiSealed('PUT', '/wps/member/bind/mobile', request),
    onSuccess: refreshProfile,
  });
}

/** POST /wps/member/bind/email/code: a code mailed to the address to bind. */
export function useSendEmailCode() {
  return useMutation({
    ...sentAtOnce,
    mutationFn: (email: string) =>
      apiRequest<SmsCodeValue>('POST', '/wps/member/bind/email/code', { body: { email } }),
  });
}

/** PUT /wps/member/bind/email (encrypted): the mailed code and the login password. */
export function useBindEmail() {
  const refreshProfile = useRefreshProfile();
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (request: BindEmailRequest) => apiSealed('PUT', '/wps/member/bind/email', request),
    onSuccess: refreshProfile,
  });
}

/** PUT /wps/member/paymentPassword (encrypted): set or replace it with the login password. */
export function useSetPaymentPassword() {
  const refreshProfile = useRefreshProfile();
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (request: PaymentPasswordRequest) =>
      apiSealed('PUT', '/wps/member/paymentPassword', request),
    onSuccess: refreshProfile,
  });
}
