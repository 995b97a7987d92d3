import type {
  RewardClaimAnswer,
  RewardClaimRequest,
  RewardCount,
  RewardList,
} from '@khela/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, apiGet, apiRequest } from '../../api/client';
import { sentAtOnce } from '../../api/mutations';
import { useSession } from '../../session/SessionProvider';
import { promotionKeys } from '../promotions/promotions.api';
import { walletKeys } from '../wallet/wallet.api';
import { uuidFromBytes } from './rewards.rules';

/** How often one press of Claim is sent again after the network lost its answer. */
const claimRetriesMax = 2;
const claimRetryDelayMs = 1_000;
/** The badge is fetched again after this long at most (a claim or deposit refreshes it sooner). */
const countRefreshMs = 5 * 60_000;
/** A badge this fresh is not fetched again when another screen asks for it. */
const countStaleMs = 60_000;

/**
 * Query keys of the reward centre. Both sit under 'wallet': a claim here, or a deposit or claim
 * anywhere on the site, refreshes them with the balance, as the rewards move with money. Names
 * (a VIP level's, a promotion's) come in the page's language, so it is part of the list's key.
 */
export const rewardKeys = {
  all: ['wallet', 'rewards'] as const,
  list: (token: string | null, language: string) =>
    ['wallet', 'rewards', 'list', token, language] as const,
  count: (token: string | null) => ['wallet', 'rewards', 'count', token] as const,
};

/** A fresh id for one press of Claim: the same id again is the same claim, never paid twice. */
export function newClaimRequestId(): string {
  // randomUUID exists only on secure pages; the same shape from random bytes elsewhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)));
}

/** Whether the signed-in member may ask (the reward centre is for real accounts only). */
function useIsRealMember(): { token: string | null; isReal: boolean } {
  const { token, isTrial } = useSession();
  return { token, isReal: token !== null && !isTrial };
}

/** Every reward of the member: the claimable first, then those claimed or expired lately. */
export function useRewards() {
  const { token, isReal } = useIsRealMember();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: rewardKeys.list(token, i18n.language),
    queryFn: async () => {
      const list = await apiGet<RewardList>('/wps/rewards');
      // The list counts what the badge shows: the badge follows without a call of its own.
      queryClient.setQueryData<RewardCount>(rewardKeys.count(token), {
        count: list.claimableCount,
      });
      return list;
    },
    enabled: isReal,
    // Rewards are fetched afresh whenever the page opens.
    staleTime: 0,
    retry: false,
  });
}

/**
 * How many rewards wait to be claimed, for the member centre's badge. The server gathers every
 * programme to count them, so a screen that shows no badge (the centre closed) passes
 * `isWanted` false and nothing is asked.
 */
export function useRewardCount(isWanted = true) {
  const { token, isReal } = useIsRealMember();
  return useQuery({
    queryKey: rewardKeys.count(token),
    queryFn: () => apiGet<RewardCount>('/wps/rewards/count'),
    enabled: isReal && isWanted,
    staleTime: countStaleMs,
    refetchInterval: countRefreshMs,
  });
}

/** Whether a failed claim may be sent again as it is: only when its answer never arrived. */
function isAnswerLost(failureCount: number, error: unknown): boolean {
  return (
    failureCount < claimRetriesMax && error instanceof ApiError && error.code === 'network_error'
  );
}

/** The claimed reward settles in the list and the badge at once, before they are fetched again. */
function writeClaimed(
  queryClient: QueryClient,
  token: string | null,
  language: string,
  request: RewardClaimRequest,
  answer: RewardClaimAnswer,
) {
  const key = rewardKeys.list(token, language);
  const list = queryClient.getQueryData<RewardList>(key);
  if (!list) return;
  const rewards = list.rewards.map((reward) =>
    reward.source === request.source && reward.id === request.id && reward.status === 'claimable'
      ? { ...reward, status: 'claimed' as const, amount: answer.amount, turnover: answer.turnover }
      : reward,
  );
  const claimableCount = rewards.filter((reward) => reward.status === 'claimable').length;
  queryClient.setQueryData<RewardList>(key, { ...list, rewards, claimableCount });
  queryClient.setQueryData<RewardCount>(rewardKeys.count(token), { count: claimableCount });
}

/**
 * Claims one reward with the id of one press (newClaimRequestId): a retry after a lost answer
 * sends the same id, which the server answers as the first, so one press pays at most once.
 * Afterwards everything under 'wallet' is fetched again — the balance, the rewards and their
 * badge, the VIP status and the rebate preview, the bonuses' turnover — and the promotions'
 * statuses after a promotion. A refusal refreshes them too: the reward changed under us.
 */
export function useClaimReward() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const { i18n } = useTranslation();
  function refresh(request: RewardClaimRequest) {
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    if (request.source === 'promotion') {
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    }
  }
  return useMutation({
    ...sentAtOnce,
    mutationFn: (request: RewardClaimRequest) =>
      apiRequest<RewardClaimAnswer>('POST', '/wps/rewards/claim', { body: request }),
    retry: isAnswerLost,
    retryDelay: claimRetryDelayMs,
    onSuccess: (answer, request) => {
      writeClaimed(queryClient, token, i18n.language, request, answer);
      refresh(request);
    },
    onError: (failure, request) => {
      if (failure instanceof ApiError && failure.code !== 'network_error') refresh(request);
    },
  });
}
