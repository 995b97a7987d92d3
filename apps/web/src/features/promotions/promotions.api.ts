import type {
  MemberBonus,
  PromotionCategory,
  PromotionCredit,
  PromotionDetail,
  PromotionList,
} from '@khela/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPostForm, apiRequest } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import { sentAtOnce } from '../../api/mutations';

/**
 * Query keys of promotions. The member's bonuses sit under 'wallet' so any money action
 * refreshes them; the list and detail carry the token because statuses are the member's.
 */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (token: string | null, category: PromotionCategory | undefined) =>
    ['promotions', 'list', token, category ?? 'all'] as const,
  detail: (token: string | null, id: string) => ['promotions', 'detail', token, id] as const,
  bonuses: (token: string | null) => ['wallet', 'bonuses', token] as const,
};

/** Published promotions (of a category) with the member's status on each. */
export function usePromotions(category: PromotionCategory | undefined) {
  const { token } = useSession();
  return useQuery({
    queryKey: promotionKeys.list(token, category),
    queryFn: () => apiGet<PromotionList>('/wps/promotions', { category }),
  });
}

/** One promotion with its terms and the member's entry. */
export function usePromotion(id: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: promotionKeys.detail(token, id),
    queryFn: () => apiGet<PromotionDetail>(`/wps/promotions/${id}`),
    enabled: /^\d{1,18}$/.test(id),
    retry: false,
  });
}

/** The member's bonuses with their turnover progress (bonusDetails). */
export function useBonuses() {
  const { token } = useSession();
  return useQuery({
    queryKey: promotionKeys.bonuses(token),
    queryFn: () => apiGet<MemberBonus[]>('/wps/promotions/bonuses'),
    enabled: token !== null,
    staleTime: 0,
  });
}

// The writes below leave the refresh to the caller: it runs after failures too (a promotion
// taken meanwhile changes what the page shows).

/** POST /wps/promotions/:id/apply (multipart): a remark and images for an operator to review. */
export function useApplyPromotion() {
  return useMutation({
    ...sentAtOnce,
    mutationFn: ({ promotionId, form }: { promotionId: string; form: FormData }) =>
      apiPostForm(`/wps/promotions/${promotionId}/apply`, form),
  });
}

/** Claims an instant bonus, or draws a raffle's prize (MCS2_claimRafflePromotion). */
export function useClaimPromotion() {
  return useMutation({
    ...sentAtOnce,
    mutationFn: ({ promotionId, isRaffle }: { promotionId: string; isRaffle: boolean }) =>
      isRaffle
        ? apiRequest<PromotionCredit>('POST', '/wps/relay/MCS2_claimRafflePromotion', {
            body: { promotionId },
          })
        : apiRequest<PromotionCredit>('POST', `/wps/promotions/${promotionId}/claim`),
  });
}
