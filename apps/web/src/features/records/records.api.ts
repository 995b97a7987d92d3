import type { RecordType, WalletRecords } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import type { DayRange } from './date-range';

/** Records shown per page (spec §9 page size). */
export const recordsPageSize = 15;

export interface RecordsFilter {
  type: RecordType | null;
  range: DayRange;
  pageNo: number;
}

export const recordKeys = {
  list: (token: string | null, filter: RecordsFilter) =>
    [
      'wallet',
      'records',
      token,
      filter.type,
      filter.range.from,
      filter.range.to,
      filter.pageNo,
    ] as const,
};

/** One page of the account records; the previous page stays on screen while the next loads. */
export function useWalletRecords(filter: RecordsFilter) {
  const { token } = useSession();
  return useQuery({
    queryKey: recordKeys.list(token, filter),
    queryFn: () =>
      apiGet<WalletRecords>('/wps/v2/wallets/records', {
        type: filter.type ?? undefined,
        from: filter.range.from,
        to: filter.range.to,
        pageNo: filter.pageNo,
        pageSize: recordsPageSize,
      }),
    enabled: token !== null,
    // Money figures are fetched afresh whenever a wallet page opens.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
