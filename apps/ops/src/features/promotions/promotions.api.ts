import type {
  ApplicationQueue,
  DeskApplication,
  PromotionDesk,
  SavePromotion,
} from '@khela/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { opsRequest, withQuery } from '../../api';

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

export const promotionKeys = {
  all: ['promotions'] as const,
  desk: (merchant: MerchantChoice) => [...promotionKeys.all, 'desk', merchant ?? ''] as const,
  queue: (merchant: MerchantChoice, queue: ApplicationQueue) =>
    [...promotionKeys.all, 'queue', merchant ?? '', queue] as const,
};

/** The merchant's promotions with their texts in every language. */
export function usePromotionDesk(merchant: MerchantChoice) {
  return useQuery({
    queryKey: promotionKeys.desk(merchant),
    queryFn: () => opsRequest<PromotionDesk>('GET', withQuery('/ops/api/promotions', { merchant })),
  });
}

/** Applications waiting for review, or those decided lately. */
export function useApplications(merchant: MerchantChoice, queue: ApplicationQueue) {
  return useQuery({
    queryKey: promotionKeys.queue(merchant, queue),
    queryFn: () =>
      opsRequest<DeskApplication[]>(
        'GET',
        withQuery('/ops/api/promotions/applications', { merchant, status: queue }),
      ),
  });
}

/** The desk's changes, each followed by a fresh desk and queues. */
export function usePromotionChanges(merchant: MerchantChoice) {
  const queryClient = useQueryClient();
  const send = useCallback(
    async <T>(method: 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown) => {
      const value = await opsRequest<T>(method, withQuery(path, { merchant }), body);
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      return value;
    },
    [merchant, queryClient],
  );
  return {
    create: (input: SavePromotion) => send<{ id: string }>('POST', '/ops/api/promotions', input),
    update: (id: string, input: SavePromotion) =>
      send<null>('PUT', `/ops/api/promotions/${id}`, input),
    publish: (id: string, isPublished: boolean) =>
      send<null>('PATCH', `/ops/api/promotions/${id}/publish`, { isPublished }),
    approve: (id: string) =>
      send<DeskApplication>('POST', `/ops/api/promotions/applications/${id}/approve`),
    reject: (id: string, reason: string) =>
      send<DeskApplication>('POST', `/ops/api/promotions/applications/${id}/reject`, { reason }),
  };
}

export type PromotionChanges = ReturnType<typeof usePromotionChanges>;

/** Where an application's n-th image is fetched (with the operator's token). */
export function imagePath(applicationId: string, n: number): string {
  return `/ops/api/promotions/applications/${applicationId}/images/${n}`;
}
