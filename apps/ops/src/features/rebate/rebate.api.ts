import type { RebateReport, SaveRebateSettings } from '@khela/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { opsRequest, withQuery } from '../../api';
import type { DayRange } from './rebate-form';

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

export const rebateKeys = {
  all: ['rebate'] as const,
  /** No range: the server's default days (the last 30, today included). */
  report: (merchant: MerchantChoice, range: DayRange | undefined) =>
    [...rebateKeys.all, 'report', merchant ?? '', range?.from ?? '', range?.to ?? ''] as const,
};

/** The programme's settings and what its rebates paid over the days asked for. */
export function useRebateReport(merchant: MerchantChoice, range: DayRange | undefined) {
  return useQuery({
    queryKey: rebateKeys.report(merchant, range),
    queryFn: () =>
      opsRequest<RebateReport>(
        'GET',
        withQuery('/ops/api/rebate', { merchant, from: range?.from, to: range?.to }),
      ),
    // Other days keep the desk on screen (the form included) while they load.
    placeholderData: keepPreviousData,
  });
}

/** The desk's one change, followed by a fresh report. */
export function useRebateChanges(merchant: MerchantChoice) {
  const queryClient = useQueryClient();
  const saveSettings = useCallback(
    async (input: SaveRebateSettings) => {
      await opsRequest<null>('PUT', withQuery('/ops/api/rebate/settings', { merchant }), input);
      await queryClient.invalidateQueries({ queryKey: rebateKeys.all });
    },
    [merchant, queryClient],
  );
  return { saveSettings };
}

export type RebateChanges = ReturnType<typeof useRebateChanges>;
