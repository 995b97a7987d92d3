import type {
  DownlineTransferRequest,
  MemberWallet,
  TransferOverview,
  TransferResult,
  UplineTransferRequest,
  WalletTransferRequest,
} from '@khela/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import { sentAtOnce, sentAtOnceSecret } from '../../api/mutations';

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

// The writes below leave refreshing the wallet to the form, which does it after its toast.

/** POST /wps/v2/transfer/:target: to the upline, or (agents) to a downline by username. */
export function useMemberTransfer() {
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: ({
      target,
      body,
    }: {
      target: 'upline' | 'downline';
      body: UplineTransferRequest | DownlineTransferRequest;
    }) => apiRequest<TransferResult>('POST', `/wps/v2/transfer/${target}`, { body }),
  });
}

/** POST /wps/relay/GCS_walletTransfer: main wallet ↔ a transfer vendor's wallet. */
export function useWalletTransfer() {
  return useMutation({
    ...sentAtOnce,
    mutationFn: (request: WalletTransferRequest) =>
      apiRequest('POST', '/wps/relay/GCS_walletTransfer', { body: request }),
  });
}
