import type { Adjustment, AdjustmentRequest, LedgerEntry, MemberSummary } from '@khela/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { opsRequest, withQuery } from '../../api';

/** The search needs this many characters before it asks the server. */
export const searchLengthMin = 2;
/** The server answers the ledger 50 entries at a time, newest first. */
export const ledgerPageSize = 50;

/** GET /ops/api/members/:id: the member and one page of ledger entries, newest first. */
export interface MemberDetailPage {
  member: MemberSummary;
  ledger: LedgerEntry[];
}

export const memberKeys = {
  all: ['members'] as const,
  search: (query: string) => [...memberKeys.all, 'search', query] as const,
  detail: (id: string) => [...memberKeys.all, 'detail', id] as const,
};

/** Members by username, mobile or payee name. */
export function useMemberSearch(query: string) {
  return useQuery({
    queryKey: memberKeys.search(query),
    queryFn: () => opsRequest<MemberSummary[]>('GET', withQuery('/ops/api/members', { q: query })),
    enabled: query.length >= searchLengthMin,
  });
}

/** A member with the ledger, paged back with beforeId as "older" is pressed. */
export function useMemberDetail(id: string) {
  return useInfiniteQuery({
    queryKey: memberKeys.detail(id),
    queryFn: ({ pageParam }) =>
      opsRequest<MemberDetailPage>(
        'GET',
        withQuery(`/ops/api/members/${encodeURIComponent(id)}`, { beforeId: pageParam }),
      ),
    initialPageParam: undefined as string | undefined,
    // A short page is the start of the ledger: there is nothing older.
    getNextPageParam: (last) =>
      last.ledger.length >= ledgerPageSize ? last.ledger.at(-1)?.id : undefined,
  });
}

/** Applied at once below the merchant's threshold, otherwise waits for a second operator. */
export function requestAdjustment(memberId: string, input: AdjustmentRequest) {
  return opsRequest<Adjustment>(
    'POST',
    `/ops/api/members/${encodeURIComponent(memberId)}/adjustments`,
    input,
  );
}
