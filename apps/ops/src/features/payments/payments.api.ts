import type {
  CreateChannel,
  CreateGateway,
  CreateMethod,
  CreateReceivingAccount,
  PaymentDesk,
  UpdateChannel,
  UpdateGateway,
  UpdateMethod,
  UpdateReceivingAccount,
  UpdateWalletRules,
  WalletRules,
} from '@khela/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { opsRequest, withQuery } from '../../api';

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

export const paymentKeys = {
  all: ['payments'] as const,
  desk: (merchant: MerchantChoice) => [...paymentKeys.all, 'desk', merchant ?? ''] as const,
};

/** Everything of the merchant's payment desk. */
export function usePaymentDesk(merchant: MerchantChoice) {
  return useQuery({
    queryKey: paymentKeys.desk(merchant),
    queryFn: () => opsRequest<PaymentDesk>('GET', withQuery('/ops/api/payments', { merchant })),
  });
}

/** The desk's changes, each followed by a fresh desk. */
export function usePaymentChanges(merchant: MerchantChoice) {
  const queryClient = useQueryClient();
  const send = useCallback(
    async (method: 'POST' | 'PATCH' | 'PUT', path: string, body: unknown) => {
      const value = await opsRequest<unknown>(method, withQuery(path, { merchant }), body);
      await queryClient.invalidateQueries({ queryKey: paymentKeys.desk(merchant) });
      return value;
    },
    [merchant, queryClient],
  );
  return {
    createMethod: (input: CreateMethod) => send('POST', '/ops/api/payments/methods', input),
    updateMethod: (id: string, input: UpdateMethod) =>
      send('PATCH', `/ops/api/payments/methods/${id}`, input),
    createChannel: (methodId: string, input: CreateChannel) =>
      send('POST', `/ops/api/payments/methods/${methodId}/channels`, input),
    updateChannel: (id: string, input: UpdateChannel) =>
      send('PATCH', `/ops/api/payments/channels/${id}`, input),
    createAccount: (channelId: string, input: CreateReceivingAccount) =>
      send('POST', `/ops/api/payments/channels/${channelId}/accounts`, input),
    updateAccount: (id: string, input: UpdateReceivingAccount) =>
      send('PATCH', `/ops/api/payments/accounts/${id}`, input),
    createGateway: (input: CreateGateway) => send('POST', '/ops/api/payments/gateways', input),
    updateGateway: (code: string, input: UpdateGateway) =>
      send('PATCH', `/ops/api/payments/gateways/${code}`, input),
    saveRules: (input: UpdateWalletRules) =>
      send('PUT', '/ops/api/payments/rules', input) as Promise<WalletRules>,
  };
}

export type PaymentChanges = ReturnType<typeof usePaymentChanges>;
