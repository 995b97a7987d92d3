import type { DeskFeedbackPage } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsRequest, withQuery } from '../../api';

/** How many notes one page of the desk shows. */
export const feedbackPageSize = 25;

export const feedbackDeskKeys = {
  page: (merchant: string | undefined, pageNo: number) =>
    ['feedback', merchant ?? '', pageNo] as const,
};

/** One page of what visitors and members told the merchant, newest first. */
export function useFeedbackPage(merchant: string | undefined, pageNo: number, isEnabled: boolean) {
  return useQuery({
    queryKey: feedbackDeskKeys.page(merchant, pageNo),
    queryFn: () =>
      opsRequest<DeskFeedbackPage>(
        'GET',
        withQuery('/ops/api/feedback', {
          merchant,
          pageNo: String(pageNo),
          pageSize: String(feedbackPageSize),
        }),
      ),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
