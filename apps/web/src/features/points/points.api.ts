import type {
  ConvertPointsAnswer,
  ConvertPointsRequest,
  PointBalance,
  PointConfig,
  PointReward,
  PointsRecordList,
  PointsRecordType,
  RedeemRequest,
  Redemption,
  RedemptionList,
  RedemptionStatus,
} from '@khela/contracts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, apiRequest } from '../../api/client';
import { sentAtOnceSecret } from '../../api/mutations';
import { useSession } from '../../session/SessionProvider';
import { newAttemptKey } from '../deposit/deposit.api';

/** Rows fetched per page of the redeem history and the points record. */
export const pointsPageSize = 20;

/**
 * Query keys of the point mall. The member's figures sit under 'wallet', so any money action
 * (a deposit earns points; a conversion pays cash) refreshes them with the wallet; reward names
 * and remarks come in the page's language, so it is part of their keys.
 */
export const pointsKeys = {
  config: (token: string | null) => ['points', 'config', token] as const,
  balance: (token: string | null) => ['wallet', 'points', 'balance', token] as const,
  rewards: (token: string | null, language: string) =>
    ['wallet', 'points', 'rewards', token, language] as const,
  redemptions: (token: string | null, language: string, status: RedemptionStatus | null) =>
    ['wallet', 'points', 'redemptions', token, language, status] as const,
  record: (token: string | null, language: string, type: PointsRecordType | null) =>
    ['wallet', 'points', 'record', token, language, type] as const,
};

/** A fresh id for a redemption or a conversion: the same id again is the same request. */
export function newPointsRequestId(): string {
  // randomUUID exists only on secure pages; the site's attempt key works everywhere.
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : newAttemptKey();
}

/** How points are earned and what they convert to. */
export function usePointConfig() {
  const { token } = useSession();
  return useQuery({
    queryKey: pointsKeys.config(token),
    queryFn: () => apiGet<PointConfig>('/wps/relay/MCS2_getPointConfig'),
    enabled: token !== null,
    retry: false,
  });
}

/** The member's points, those held by redemptions in process, and their worth. */
export function usePointBalance(isEnabled: boolean) {
  const { token } = useSession();
  return useQuery({
    queryKey: pointsKeys.balance(token),
    queryFn: () => apiGet<PointBalance>('/wps/relay/MCS2_getPointBalance'),
    enabled: token !== null && isEnabled,
    // Money figures are fetched afresh whenever the page opens.
    staleTime: 0,
  });
}

/** The mall's rewards with the member's use of each. */
export function usePointRewards(isEnabled: boolean) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: pointsKeys.rewards(token, i18n.language),
    queryFn: () => apiGet<PointReward[]>('/wps/relay/MCS2_getPointReward'),
    enabled: token !== null && isEnabled,
    staleTime: 0,
  });
}

/** The next page to ask for, or undefined when every row is in. */
function nextPageOf(pages: { list: unknown[]; total: number }[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.list.length, 0);
  const last = pages[pages.length - 1];
  if (!last || last.list.length === 0 || loaded >= last.total) return undefined;
  return pages.length + 1;
}

/** The redeem history, newest first, a page at a time (of one status when given). */
export function useRedemptions(status: RedemptionStatus | null) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: pointsKeys.redemptions(token, i18n.language, status),
    queryFn: ({ pageParam }) =>
      apiGet<RedemptionList>('/wps/relay/MCS2_getRedeemPointList', {
        page: pageParam,
        size: pointsPageSize,
        status: status ?? undefined,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    enabled: token !== null,
    staleTime: 0,
  });
}

/** The points record, newest first, a page at a time (of one type when given). */
export function usePointsRecord(type: PointsRecordType | null) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: pointsKeys.record(token, i18n.language, type),
    queryFn: ({ pageParam }) =>
      apiGet<PointsRecordList>('/wps/relay/ODSFE2_MemTransDet', {
        page: pageParam,
        size: pointsPageSize,
        type: type ?? undefined,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    enabled: token !== null,
    staleTime: 0,
  });
}

// The writes below leave refreshing to the dialog, which does it after its notice.

/** Redeems a reward with the payment password; its request id makes a retry the same one. */
export function useRedeemReward() {
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (request: RedeemRequest) =>
      apiRequest<Redemption>('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
        body: request,
      }),
  });
}

/** Converts points to cash in the wallet at the merchant's rate. */
export function useConvertPoints() {
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (request: ConvertPointsRequest) =>
      apiRequest<ConvertPointsAnswer>('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
        body: request,
      }),
  });
}
