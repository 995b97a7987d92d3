import type { DepositMethod, DepositOrder } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { useSession } from '../../session/SessionProvider';

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

/** A fresh idempotency key for one deposit attempt (works outside secure contexts too). */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
