import { jackpotTickMs, type JackpotView } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../api/client';

/** Query keys of the jackpot; the last winner's game name is translated. */
export const jackpotKeys = {
  view: (language: string) => ['jackpot', 'view', language] as const,
};

/**
 * GET /wps/system/jackpot, asked again every tick while the page is visible (the server answers
 * it from memory): the pool's amount, or the display counter's start.
 */
export function useJackpot() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: jackpotKeys.view(i18n.language),
    queryFn: () => apiGet<JackpotView>('/wps/system/jackpot'),
    refetchInterval: jackpotTickMs,
    refetchIntervalInBackground: false,
    placeholderData: (previous) => previous,
    staleTime: jackpotTickMs,
  });
}
