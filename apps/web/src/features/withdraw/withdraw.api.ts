import type { WithdrawOverview, Withdrawal, WithdrawalStatus } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { useSession } from '../../session/SessionProvider';

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
