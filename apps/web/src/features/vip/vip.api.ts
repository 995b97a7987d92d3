import type { VipClaimAnswer, VipProgramme, VipStatus } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, apiRequest } from '../../api/client';
import { sentAtOnce } from '../../api/mutations';
import { useSession } from '../../session/SessionProvider';

/**
 * Query keys of the VIP page. Level names come in the page's language, so it is part of every
 * key. The member's status sits under 'wallet': a deposit, a bet or a claim anywhere on the site
 * refreshes it with the balance, as its figures and bonuses move with money.
 */
export const vipKeys = {
  programme: (language: string) => ['vip', 'programme', language] as const,
  status: (token: string | null, language: string) =>
    ['wallet', 'vip', 'status', token, language] as const,
};

/** The programme and its level table, for anyone (levels empty while it is off). */
export function useVipProgramme() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: vipKeys.programme(i18n.language),
    queryFn: () => apiGet<VipProgramme>('/wps/vip/levels'),
  });
}

/** The signed-in member's level, window figures and bonuses (evaluated by the server as asked). */
export function useVipStatus() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: vipKeys.status(token, i18n.language),
    queryFn: () => apiGet<VipStatus>('/wps/vip'),
    enabled: token !== null,
    // Figures and bonuses are fetched afresh whenever the page opens.
    staleTime: 0,
    retry: false,
  });
}

/**
 * Claims one bonus. Claiming twice answers as the first claim did, so a retry after a lost
 * answer is safe. The claimed bonus is written into the status at once (its button settles
 * without waiting); refreshing the wallet is the caller's, after its notice.
 */
export function useClaimVipBonus() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useMutation({
    ...sentAtOnce,
    mutationFn: (bonusId: string) =>
      apiRequest<VipClaimAnswer>('POST', `/wps/vip/bonuses/${encodeURIComponent(bonusId)}/claim`),
    onSuccess: (answer) => {
      queryClient.setQueryData<VipStatus>(vipKeys.status(token, i18n.language), (status) =>
        status
          ? {
              ...status,
              bonuses: status.bonuses.map((bonus) =>
                bonus.id === answer.bonus.id ? answer.bonus : bonus,
              ),
            }
          : status,
      );
    },
  });
}
