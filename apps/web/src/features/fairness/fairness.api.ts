import type { LotteryCancellations } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../api/client';
import { cancelledRefreshMs } from './lottery-proof';

/** Query keys of the fairness page; every one starts with 'fairness'. */
export const fairnessKeys = {
  all: ['fairness'] as const,
  cancelled: (language: string, page: number) =>
    ['fairness', 'lottery-cancelled', language, page] as const,
};

/**
 * GET /lgw/vn/numeros/cancelled: the merchant's cancelled lottery periods, latest first, a page
 * at a time (visitors too; game names in the reader's language). Asked again when a reveal it
 * shows coming is due.
 */
export function useCancelledDraws(page: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: fairnessKeys.cancelled(i18n.language, page),
    queryFn: () => apiGet<LotteryCancellations>('/lgw/vn/numeros/cancelled', { page }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchInterval: (query) => cancelledRefreshMs(query.state.data?.items ?? [], Date.now()),
  });
}
