import type {
  DeskVipMemberList,
  SaveVipLevels,
  SaveVipMember,
  SaveVipSettings,
  VipDesk,
} from '@khela/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { opsRequest, withQuery } from '../../api';

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

/** Members the server answers in one page. */
export const vipMemberPageSize = 50;

/** Which members the members tab lists: a level (0: none) or any, and a username's start. */
export interface MemberFilter {
  rank: number | undefined;
  query: string;
}

export const vipKeys = {
  all: ['vip'] as const,
  desk: (merchant: MerchantChoice) => [...vipKeys.all, 'desk', merchant ?? ''] as const,
  members: (merchant: MerchantChoice, filter: MemberFilter, page: number) =>
    [...vipKeys.all, 'members', merchant ?? '', filter.rank ?? 'any', filter.query, page] as const,
};

/** The merchant's VIP programme: settings, level table, members per level and costs. */
export function useVipDesk(merchant: MerchantChoice) {
  return useQuery({
    queryKey: vipKeys.desk(merchant),
    queryFn: () => opsRequest<VipDesk>('GET', withQuery('/ops/api/vip', { merchant })),
  });
}

/** One page of the members a filter finds, highest level first. */
export function useVipMembers(merchant: MerchantChoice, filter: MemberFilter, page: number) {
  return useQuery({
    queryKey: vipKeys.members(merchant, filter, page),
    queryFn: () =>
      opsRequest<DeskVipMemberList>(
        'GET',
        withQuery('/ops/api/vip/members', {
          merchant,
          rank: filter.rank === undefined ? undefined : String(filter.rank),
          q: filter.query || undefined,
          page: String(page),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The desk's changes, each followed by a fresh desk and member lists. */
export function useVipChanges(merchant: MerchantChoice) {
  const queryClient = useQueryClient();
  const send = useCallback(
    async (path: string, body: unknown) => {
      await opsRequest<null>('PUT', withQuery(path, { merchant }), body);
      await queryClient.invalidateQueries({ queryKey: vipKeys.all });
    },
    [merchant, queryClient],
  );
  return {
    saveSettings: (input: SaveVipSettings) => send('/ops/api/vip/settings', input),
    saveLevels: (input: SaveVipLevels) => send('/ops/api/vip/levels', input),
    saveMember: (memberId: string, input: SaveVipMember) =>
      send(`/ops/api/vip/members/${encodeURIComponent(memberId)}`, input),
  };
}

export type VipChanges = ReturnType<typeof useVipChanges>;
