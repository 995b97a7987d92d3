import type {
  BetRecords,
  BetRoundDetail,
  CatalogueGameType,
  Profit,
  ProfitPeriod,
  RecordType,
  WalletRecords,
} from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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

/** What the betting record shows: one game type and vendor (null: all), days, a page. */
export interface BetsFilter {
  gameType: CatalogueGameType | null;
  vassalage: string | null;
  range: DayRange;
  pageNo: number;
}

/** A round of the betting record: the vendor's round id with its vendor. */
export interface RoundTarget {
  vassalage: string;
  roundId: string;
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
  // Game names come in the page's language, so it is part of every betting key.
  bets: (token: string | null, language: string, filter: BetsFilter) =>
    [
      'bets',
      'records',
      token,
      language,
      filter.gameType,
      filter.vassalage,
      filter.range.from,
      filter.range.to,
      filter.pageNo,
    ] as const,
  round: (token: string | null, language: string, target: RoundTarget | null) =>
    ['bets', 'round', token, language, target?.vassalage, target?.roundId] as const,
  profit: (token: string | null, period: ProfitPeriod, range: DayRange) =>
    [
      'bets',
      'profit',
      token,
      period,
      ...(period === 'custom' ? [range.from, range.to] : []),
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

/** One page of the betting record with the totals of its whole range. */
export function useBetRecords(filter: BetsFilter) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: recordKeys.bets(token, i18n.language, filter),
    queryFn: () =>
      apiGet<BetRecords>('/wps/v2/bets/records', {
        gameType: filter.gameType ?? undefined,
        vassalage: filter.vassalage ?? undefined,
        from: filter.range.from,
        to: filter.range.to,
        pageNo: filter.pageNo,
        pageSize: recordsPageSize,
      }),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** One round's detail, loaded when a round is picked; a settled round never changes. */
export function useBetRound(target: RoundTarget | null) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: recordKeys.round(token, i18n.language, target),
    queryFn: () =>
      apiGet<BetRoundDetail>(`/wps/v2/bets/records/${encodeURIComponent(target?.roundId ?? '')}`, {
        vassalage: target?.vassalage,
      }),
    enabled: token !== null && target !== null,
    staleTime: 60_000,
  });
}

/** Stake, valid bet, payout and net by game type over a period (custom: the range given). */
export function useProfit(period: ProfitPeriod, range: DayRange) {
  const { token } = useSession();
  return useQuery({
    queryKey: recordKeys.profit(token, period, range),
    queryFn: () =>
      apiGet<Profit>(
        '/wps/v2/bets/profit',
        period === 'custom' ? { period, from: range.from, to: range.to } : { period },
      ),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
