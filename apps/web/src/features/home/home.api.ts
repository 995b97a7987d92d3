import { winnerBoardLimit, type RankEntry } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../api/client';

/** Query keys of the home page's own data; the language is part of each (game names). */
export const homeKeys = {
  winners: (language: string) => ['home', 'winners', language] as const,
};

/**
 * GET /wps/relay/GCSGAME_getRankList (spec §7: gameCategory ALL, language, limitNum 50): the
 * biggest wins of late, rounds and jackpots; asked again on a change of language.
 */
export function useWinners() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: homeKeys.winners(i18n.language),
    queryFn: async () =>
      (
        await apiGet<{ list: RankEntry[] }>('/wps/relay/GCSGAME_getRankList', {
          gameCategory: 'ALL',
          language: i18n.language,
          limitNum: winnerBoardLimit,
        })
      ).list,
    staleTime: 60_000,
  });
}
