import type {
  DeskRedemptionList,
  PointsDesk,
  RedemptionStatus,
  SavePointsSettings,
  SaveReward,
} from '@khela/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { opsRequest, withQuery } from '../../api';

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

/** Redemptions the server answers in one page of the queue. */
export const redemptionPageSize = 50;

export const pointsKeys = {
  all: ['points'] as const,
  desk: (merchant: MerchantChoice) => [...pointsKeys.all, 'desk', merchant ?? ''] as const,
  redemptions: (merchant: MerchantChoice, status: RedemptionStatus, page: number) =>
    [...pointsKeys.all, 'redemptions', merchant ?? '', status, page] as const,
};

/** The merchant's points programme: its settings, the mall's rewards and what it owes. */
export function usePointsDesk(merchant: MerchantChoice) {
  return useQuery({
    queryKey: pointsKeys.desk(merchant),
    queryFn: () => opsRequest<PointsDesk>('GET', withQuery('/ops/api/points', { merchant })),
  });
}

/** One page of the redemptions of a status, newest first. */
export function useRedemptions(merchant: MerchantChoice, status: RedemptionStatus, page: number) {
  return useQuery({
    queryKey: pointsKeys.redemptions(merchant, status, page),
    queryFn: () =>
      opsRequest<DeskRedemptionList>(
        'GET',
        withQuery('/ops/api/points/redemptions', { merchant, status, page: String(page) }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Reloads the desk and every queue: after a change, and after a refusal that says it is stale. */
export function useRefreshPoints() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
    [queryClient],
  );
}

/** The desk's changes, each followed by a fresh desk and queues. */
export function usePointsChanges(merchant: MerchantChoice) {
  const refresh = useRefreshPoints();
  const send = useCallback(
    async <T>(method: 'POST' | 'PUT', path: string, body?: unknown) => {
      const value = await opsRequest<T>(method, withQuery(path, { merchant }), body);
      await refresh();
      return value;
    },
    [merchant, refresh],
  );
  return {
    saveSettings: (input: SavePointsSettings) =>
      send<null>('PUT', '/ops/api/points/settings', input),
    createReward: (input: SaveReward) =>
      send<{ id: string }>('POST', '/ops/api/points/rewards', input),
    updateReward: (id: string, input: SaveReward) =>
      send<null>('PUT', `/ops/api/points/rewards/${id}`, input),
    approve: (id: string) => send<null>('POST', `/ops/api/points/redemptions/${id}/approve`),
    reject: (id: string, reason: string) =>
      send<null>('POST', `/ops/api/points/redemptions/${id}/reject`, { reason }),
  };
}

export type PointsChanges = ReturnType<typeof usePointsChanges>;
