import type {
  DepositMethod,
  DepositOrder,
  DepositOrderRequest,
  DepositSubmitRequest,
} from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import { sentAtOnce } from '../../api/mutations';

export const depositKeys = {
  methods: ['wallet', 'deposit', 'methods'] as const,
  orders: (token: string | null) => ['wallet', 'deposit', 'orders', token] as const,
};

export function useDepositMethods() {
  return useQuery({
    queryKey: depositKeys.methods,
    queryFn: () => apiGet<DepositMethod[]>('/wps/v2/deposit/methods'),
  });
}

export function useDepositOrders() {
  const { token } = useSession();
  return useQuery({
    queryKey: depositKeys.orders(token),
    queryFn: () => apiGet<DepositOrder[]>('/wps/v2/deposit/orders'),
    enabled: token !== null,
  });
}

/** POST /wps/v2/deposit/orders: opens an order; its idempotency key makes a retry the same one. */
export function useOpenDepositOrder() {
  return useMutation({
    ...sentAtOnce,
    mutationFn: (request: DepositOrderRequest) =>
      apiRequest<DepositOrder>('POST', '/wps/v2/deposit/orders', { body: request }),
  });
}

/** POST /wps/v2/deposit/orders/:id/submit: the TrxID of a payment by hand; the list follows. */
export function useSubmitDepositPayment() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    ...sentAtOnce,
    mutationFn: ({ orderId, payment }: { orderId: string; payment: DepositSubmitRequest }) =>
      apiRequest('POST', `/wps/v2/deposit/orders/${orderId}/submit`, { body: payment }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositKeys.orders(token) }),
  });
}

/** A fresh idempotency key for one deposit attempt (works outside secure contexts too). */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
