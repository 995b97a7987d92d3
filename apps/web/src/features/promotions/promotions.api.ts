import type {
  MemberBonus,
  PromotionCategory,
  PromotionDetail,
  PromotionList,
} from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { useSession } from '../../session/SessionProvider';

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
