import type { ReferralReport, SaveReferralSettings } from '@khela/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { opsRequest, withQuery } from '../../api';

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

/** Days of a report (the merchant's time zone), both included. */
export interface DayRange {
  from: string;
  to: string;
}

export const referralKeys = {
  all: ['referral'] as const,
  report: (merchant: MerchantChoice, range: DayRange | undefined) =>
    [...referralKeys.all, 'report', merchant ?? '', range?.from ?? '', range?.to ?? ''] as const,
};

/** The programme, its withheld friends and what it paid over the days asked for. */
export function useReferralReport(merchant: MerchantChoice, range: DayRange | undefined) {
  return useQuery({
    queryKey: referralKeys.report(merchant, range),
    queryFn: () =>
      opsRequest<ReferralReport>(
        'GET',
        withQuery('/ops/api/referral', { merchant, from: range?.from, to: range?.to }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The desk's changes, each followed by a fresh report. */
export function useReferralChanges(merchant: MerchantChoice) {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
    [queryClient],
  );
  const saveSettings = useCallback(
    async (input: SaveReferralSettings) => {
      await opsRequest<null>('PUT', withQuery('/ops/api/referral/settings', { merchant }), input);
      await refresh();
    },
    [merchant, refresh],
  );
  const decide = useCallback(
    async (inviteeId: string, decision: 'release' | 'reject', reason: string) => {
      const path = `/ops/api/referral/invitees/${inviteeId}/${decision}`;
      await opsRequest<null>('POST', withQuery(path, { merchant }), { reason });
      await refresh();
    },
    [merchant, refresh],
  );
  return { saveSettings, decide };
}

export type ReferralChanges = ReturnType<typeof useReferralChanges>;
