import type {
  ApplicationQueue,
  DeskApplication,
  Media,
  PromotionDesk,
  SavePromotion,
} from '@khela/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useCallback } from 'react';
import { OpsApiError, opsRequest, opsToken, withQuery } from '../../api';

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

/** Uploads a promotion picture (png, jpeg or webp); answers where the site loads it. */
export async function uploadPicture(merchant: MerchantChoice, file: File): Promise<Media> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = opsToken();
  const response = await fetch(withQuery('/ops/api/media', { purpose: 'promotion', merchant }), {
    method: 'POST',
    headers: { Language: i18next.language, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  }).catch(() => undefined);
  const envelope = (await response?.json().catch(() => undefined)) as
    { success: boolean; code?: string; message?: string; value?: Media } | undefined;
  if (!envelope?.success || !envelope.value) {
    throw new OpsApiError(envelope?.code ?? 'network_error', envelope?.message ?? '');
  }
  return envelope.value;
}
