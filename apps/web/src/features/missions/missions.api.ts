import type {
  LeaderboardSpan,
  MissionClaimAnswer,
  MissionClaimRequest,
  MissionLeaderboard,
  MissionSummary,
} from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, apiGet, apiRequest } from '../../api/client';
import { sentAtOnce } from '../../api/mutations';
import { useSession } from '../../session/SessionProvider';
import { walletKeys } from '../wallet/wallet.api';

/** How often one press of Claim is sent again after the network lost its answer. */
const claimRetriesMax = 2;
const claimRetryDelayMs = 1_000;
/** The badge is fetched again after this long at most (a claim, bet or deposit refreshes it). */
const countRefreshMs = 5 * 60_000;
const countStaleMs = 60_000;

/**
 * Query keys of the missions page. They sit under 'wallet': a claim here, or a bet or deposit
 * anywhere on the site, refreshes them with the balance, as progress moves with money. Names
 * come in the page's language, so it is part of the summary's key.
 */
export const missionKeys = {
  summary: (token: string | null, language: string) =>
    ['wallet', 'missions', 'summary', token, language] as const,
  count: (token: string | null) => ['wallet', 'missions', 'count', token] as const,
  board: (token: string | null, span: LeaderboardSpan) =>
    ['wallet', 'missions', 'board', token, span] as const,
};

/** Missions are for real accounts (a trial account has no money to earn them with). */
function useIsRealMember(): { token: string | null; isReal: boolean } {
  const { token, isTrial } = useSession();
  return { token, isReal: token !== null && !isTrial };
}

/** Every open mission with this period's progress; the badge follows from it. */
export function useMissionSummary() {
  const { token, isReal } = useIsRealMember();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: missionKeys.summary(token, i18n.language),
    queryFn: async () => {
      const summary = await apiGet<MissionSummary>('/wps/relay/MCSFE_getMissionSummaryDetails');
      queryClient.setQueryData(missionKeys.count(token), { count: summary.claimableCount });
      return summary;
    },
    enabled: isReal,
    staleTime: 0,
    retry: false,
  });
}

/** How many missions wait to be claimed, for the member centre's badge. */
export function useMissionCount(isWanted = true) {
  const { token, isReal } = useIsRealMember();
  return useQuery({
    queryKey: missionKeys.count(token),
    queryFn: () => apiGet<{ count: number }>('/wps/missions/count'),
    enabled: isReal && isWanted,
    staleTime: countStaleMs,
    refetchInterval: countRefreshMs,
  });
}

export function useMissionLeaderboard(span: LeaderboardSpan, isWanted: boolean) {
  const { token, isReal } = useIsRealMember();
  return useQuery({
    queryKey: missionKeys.board(token, span),
    queryFn: () => apiGet<MissionLeaderboard>('/wps/relay/MCSFE_getMissionLeaderboard', { span }),
    enabled: isReal && isWanted,
    staleTime: 30_000,
  });
}

function isAnswerLost(failureCount: number, error: unknown): boolean {
  return (
    failureCount < claimRetriesMax && error instanceof ApiError && error.code === 'network_error'
  );
}

/**
 * Claims a mission with the id of one press: a retry after a lost answer sends the same id,
 * which the server answers as the first, so one press pays at most once. Afterwards (or after
 * a refusal: the mission changed under us) everything under 'wallet' is fetched again.
 */
export function useClaimMission() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  return useMutation({
    ...sentAtOnce,
    mutationFn: (request: MissionClaimRequest) =>
      apiRequest<MissionClaimAnswer>('POST', '/wps/missions/claim', { body: request }),
    retry: isAnswerLost,
    retryDelay: claimRetryDelayMs,
    onSuccess: refresh,
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code !== 'network_error') refresh();
    },
  });
}
