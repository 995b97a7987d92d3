import type { ReferralClaimAnswer, ReferralRewardsPage, ReferralSummary } from '@khela/contracts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, apiRequest } from '../../api/client';
import { sentAtOnce } from '../../api/mutations';
import { useSession } from '../../session/SessionProvider';
import { newClaimRequestId } from '../rewards/rewards.api';
import { nextPageOf } from './referral.rules';

/** Friends shown per page of the list (the server allows up to 50). */
export const referralInviteesPageSize = 10;
/** Rewards fetched per page (the server allows up to 50). */
export const referralRewardsPageSize = 20;
/** How often one press of Claim is sent again after the network lost its answer. */
const claimRetriesMax = 2;
const claimRetryDelayMs = 1_000;

/**
 * Query keys of the referral page. They sit under 'wallet': a claim here, or a friend's deposit
 * anywhere, refreshes them with the balance, as their figures move with money.
 */
export const referralKeys = {
  summary: (token: string | null, pageNo: number) =>
    ['wallet', 'referral', 'summary', token, pageNo] as const,
  rewards: (token: string | null) => ['wallet', 'referral', 'rewards', token] as const,
};

/** A fresh id for one press of Claim: the same id again is the same claim, never paid twice. */
export const newReferralRequestId = newClaimRequestId;

/** The member's code, tiers, figures and a page of friends. */
export function useReferralSummary(pageNo: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: referralKeys.summary(token, pageNo),
    queryFn: () =>
      apiGet<ReferralSummary>('/wps/referral', { pageNo, pageSize: referralInviteesPageSize }),
    enabled: token !== null,
    staleTime: 0,
    retry: false,
    placeholderData: (previous) => previous,
  });
}

/** The member's rewards, claimable first, a page at a time. */
export function useReferralRewards() {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: referralKeys.rewards(token),
    queryFn: ({ pageParam }) =>
      apiGet<ReferralRewardsPage>('/wps/referral/rewards', {
        pageNo: pageParam,
        pageSize: referralRewardsPageSize,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
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
 * Claims one reward with the id of one press: a retry after a lost answer sends the same id,
 * which the server answers as the first, so one press pays at most once.
 */
export function useClaimReferral() {
  return useMutation({
    ...sentAtOnce,
    mutationFn: (values: { id: string; requestId: string }) =>
      apiRequest<ReferralClaimAnswer>('POST', '/wps/referral/claim', { body: values }),
    retry: isAnswerLost,
    retryDelay: claimRetryDelayMs,
  });
}
