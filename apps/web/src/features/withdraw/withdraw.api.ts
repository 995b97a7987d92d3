import type {
  BindPayoutAccountRequest,
  PayoutAccount,
  WithdrawOverview,
  WithdrawRequest,
  Withdrawal,
  WithdrawalStatus,
} from '@khela/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPostForm, apiRequest } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import { sentAtOnce, sentAtOnceSecret } from '../../api/mutations';

/** Query keys of the withdraw page (under 'wallet', so a money action refreshes them). */
export const withdrawKeys = {
  overview: (token: string | null) => ['wallet', 'withdraw', 'overview', token] as const,
  requests: (token: string | null) => ['wallet', 'withdraw', 'requests', token] as const,
};

/** Balance, limits, turnover, methods and bound accounts: the page's overview. */
export function useWithdrawOverview() {
  const { token } = useSession();
  return useQuery({
    queryKey: withdrawKeys.overview(token),
    queryFn: () => apiGet<WithdrawOverview>('/wps/v2/withdraw/overview'),
    enabled: token !== null,
    // Money figures are fetched afresh whenever a wallet page opens.
    staleTime: 0,
  });
}

/** Statuses that finance will move on by itself; while one is shown the list is polled. */
const inFlight = new Set<WithdrawalStatus>(['pending', 'approved']);
const inFlightPollMs = 30_000;

/** The member's latest withdrawals, newest first (polled while finance is working on one). */
export function useWithdrawals() {
  const { token } = useSession();
  return useQuery({
    queryKey: withdrawKeys.requests(token),
    queryFn: () => apiGet<Withdrawal[]>('/wps/v2/withdraw/requests'),
    enabled: token !== null,
    // Money figures are fetched afresh whenever a wallet page opens.
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((withdrawal) => inFlight.has(withdrawal.status))
        ? inFlightPollMs
        : false,
  });
}

// The writes below leave refreshing the wallet to the form, which does it after its toast.

/** POST /wps/v2/withdraw/accounts: binds a payout account, proven by the payment password. */
export function useBindPayoutAccount() {
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (request: BindPayoutAccountRequest) =>
      apiRequest<PayoutAccount>('POST', '/wps/v2/withdraw/accounts', { body: request }),
  });
}

/** POST /wps/v2/withdraw/requests: its idempotency key makes a retry the same request. */
export function useRequestWithdrawal() {
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (request: WithdrawRequest) =>
      apiRequest('POST', '/wps/v2/withdraw/requests', { body: request }),
  });
}

/** POST /wps/v2/withdraw/requests/:id/receipt (multipart): the player's answer to a payout. */
export function useSendReceipt() {
  return useMutation({
    ...sentAtOnce,
    mutationFn: ({ withdrawalId, form }: { withdrawalId: string; form: FormData }) =>
      apiPostForm<Withdrawal>(`/wps/v2/withdraw/requests/${withdrawalId}/receipt`, form),
  });
}
