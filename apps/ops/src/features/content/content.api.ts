import type {
  ContentDesk,
  CreateBanner,
  CreateCustomerService,
  CreateHelpArticle,
  CreateLicence,
  CreateNotice,
  DisplaySettings,
  ResourceType,
  SaveRegistrationRule,
  SaveResource,
  UpdateBanner,
  UpdateCustomerService,
  UpdateHelpArticle,
  UpdateLicence,
  UpdateNotice,
} from '@khela/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { opsRequest, withQuery } from '../../api';

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

export const contentKeys = {
  all: ['content'] as const,
  desk: (merchant: MerchantChoice) => [...contentKeys.all, 'desk', merchant ?? ''] as const,
};

/** Everything of the merchant's content desk. */
export function useContentDesk(merchant: MerchantChoice) {
  return useQuery({
    queryKey: contentKeys.desk(merchant),
    queryFn: () => opsRequest<ContentDesk>('GET', withQuery('/ops/api/content', { merchant })),
  });
}

/** Rich text as the server would store it and the site show it (nothing is saved). */
export function previewRichText(html: string, merchant: MerchantChoice) {
  return opsRequest<{ html: string }>('POST', withQuery('/ops/api/content/preview', { merchant }), {
    html,
  });
}

/** The desk's changes, each followed by a fresh desk. */
export function useContentChanges(merchant: MerchantChoice) {
  const queryClient = useQueryClient();
  const send = useCallback(
    async (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
      const value = await opsRequest<unknown>(method, withQuery(path, { merchant }), body);
      await queryClient.invalidateQueries({ queryKey: contentKeys.desk(merchant) });
      return value;
    },
    [merchant, queryClient],
  );
  const base = '/ops/api/content';
  return {
    merchant,
    createBanner: (input: CreateBanner) => send('POST', `${base}/banners`, input),
    updateBanner: (id: string, input: UpdateBanner) =>
      send('PATCH', `${base}/banners/${id}`, input),
    deleteBanner: (id: string) => send('DELETE', `${base}/banners/${id}`),
    createNotice: (input: CreateNotice) => send('POST', `${base}/notices`, input),
    updateNotice: (id: string, input: UpdateNotice) =>
      send('PATCH', `${base}/notices/${id}`, input),
    deleteNotice: (id: string) => send('DELETE', `${base}/notices/${id}`),
    createHelp: (input: CreateHelpArticle) => send('POST', `${base}/help`, input),
    updateHelp: (id: string, input: UpdateHelpArticle) =>
      send('PATCH', `${base}/help/${id}`, input),
    deleteHelp: (id: string) => send('DELETE', `${base}/help/${id}`),
    createService: (input: CreateCustomerService) =>
      send('POST', `${base}/customer-services`, input),
    updateService: (id: string, input: UpdateCustomerService) =>
      send('PATCH', `${base}/customer-services/${id}`, input),
    deleteService: (id: string) => send('DELETE', `${base}/customer-services/${id}`),
    createLicence: (input: CreateLicence) => send('POST', `${base}/licences`, input),
    updateLicence: (id: string, input: UpdateLicence) =>
      send('PATCH', `${base}/licences/${id}`, input),
    deleteLicence: (id: string) => send('DELETE', `${base}/licences/${id}`),
    saveResource: (type: ResourceType, input: SaveResource) =>
      send('PUT', `${base}/resources/${type}`, input),
    deleteResource: (type: ResourceType) => send('DELETE', `${base}/resources/${type}`),
    saveFlag: (code: string, isEnabled: boolean) =>
      send('PUT', `${base}/flags/${code}`, { isEnabled }),
    saveDisplay: (input: DisplaySettings) => send('PUT', `${base}/display`, input),
    saveRule: (field: string, input: SaveRegistrationRule) =>
      send('PUT', `${base}/registration/${field}`, input),
  };
}

export type ContentChanges = ReturnType<typeof useContentChanges>;
