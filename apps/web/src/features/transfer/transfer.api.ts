import type { MemberWallet, TransferOverview } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { useSession } from '../../session/SessionProvider';

/** Query keys of the transfer pages (under 'wallet', so a money action refreshes them). */
export const transferKeys = {
  overview: (token: string | null) => ['wallet', 'transfer', 'overview', token] as const,
  wallets: (token: string | null) => ['wallet', 'wallets', token] as const,
};

/** Upline, agent standing, balance and the bounds of a transfer between members. */
export function useTransferOverview() {
  const { token } = useSession();
  return useQuery({
    queryKey: transferKeys.overview(token),
    queryFn: () => apiGet<TransferOverview>('/wps/v2/transfer/overview'),
    enabled: token !== null,
    // Money figures are fetched afresh whenever a wallet page opens.
    staleTime: 0,
  });
}

/** The member's wallets: main, held for withdrawals, and one per transfer vendor. */
export function useMemberWallets() {
  const { token } = useSession();
  return useQuery({
    queryKey: transferKeys.wallets(token),
    queryFn: () => apiGet<MemberWallet[]>('/wps/relay/GCS_merchantWallet'),
    enabled: token !== null,
    // Money figures are fetched afresh whenever a wallet page opens.
    staleTime: 0,
  });
}
