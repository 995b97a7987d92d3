import type { RebateClaimAnswer, RebateClaimsPage, RebatePreview } from '@khela/contracts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, apiGet, apiRequest } from '../../api/client';
import { sentAtOnce } from '../../api/mutations';
import { useSession } from '../../session/SessionProvider';
import { newClaimRequestId } from '../rewards/rewards.api';
import { nextClaimsPage } from './rebate.rules';

/** Claims fetched per page of the history (the server allows up to 50). */
export const rebateClaimsPageSize = 10;
/** How often one press of Claim is sent again after the network lost its answer. */
const claimRetriesMax = 2;
const claimRetryDelayMs = 1_000;

/**
 * Query keys of the rebate page. Both sit under 'wallet': a claim here, or a bet or deposit
 * anywhere on the site, refreshes them with the balance, as their figures move with money. The
 * level's name comes in the page's language, so it is part of the preview's key.
 */
export const rebateKeys = {
  preview: (token: string | null, language: string) =>
    ['wallet', 'rebate', 'preview', token, language] as const,
  claims: (token: string | null) => ['wallet', 'rebate', 'claims', token] as const,
};

/** A fresh id for one press of Claim: the same id again is the same claim, never paid twice. */
export const newRebateRequestId = newClaimRequestId;

/** What a claim now would pay, line by line, and what (if anything) stops it. */
export function useRebatePreview() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: rebateKeys.preview(token, i18n.language),
    queryFn: () => apiGet<RebatePreview>('/wps/rebate'),
    enabled: token !== null,
    // The figures are fetched afresh whenever the page opens.
    staleTime: 0,
    retry: false,
  });
}

/** The member's claims, newest first, a page at a time. */
export function useRebateClaims() {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: rebateKeys.claims(token),
    queryFn: ({ pageParam }) =>
      apiGet<RebateClaimsPage>('/wps/rebate/claims', {
        pageNo: pageParam,
        pageSize: rebateClaimsPageSize,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextClaimsPage(pages),
    enabled: token !== null,
    staleTime: 0,
  });
}

/** Whether a failed claim may be sent again as it is: only when its answer never arrived. */
function isAnswerLost(failureCount: number, error: unknown): boolean {
  return (
    failureCount < claimRetriesMax && error instanceof ApiError && error.code === 'network_error'
  );
}

/**
 * Claims the rebate with the id of one press (newRebateRequestId): a retry after a lost answer
 * sends the same id, which the server answers as the first, so one press pays at most once.
 * Refreshing the preview, the history and the balance is the caller's, after its notice.
 */
export function useClaimRebate() {
  return useMutation({
    ...sentAtOnce,
    mutationFn: (requestId: string) =>
      apiRequest<RebateClaimAnswer>('POST', '/wps/rebate/claim', { body: { requestId } }),
    retry: isAnswerLost,
    retryDelay: claimRetryDelayMs,
  });
}
