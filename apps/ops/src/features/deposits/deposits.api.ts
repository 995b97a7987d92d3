import type { QueuedDeposit } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsRequest } from '../../api';

export const depositKeys = {
  all: ['deposits'] as const,
  queue: () => [...depositKeys.all, 'queue', 'submitted'] as const,
};

/** Orders the player says are paid, waiting for finance to match the TrxID. */
export function useDepositQueue() {
  return useQuery({
    queryKey: depositKeys.queue(),
    queryFn: () => opsRequest<QueuedDeposit[]>('GET', '/ops/api/deposits?status=submitted'),
  });
}

export function approveDeposit(id: string) {
  return opsRequest<undefined>('POST', `/ops/api/deposits/${encodeURIComponent(id)}/approve`);
}

export function rejectDeposit(id: string, reason: string) {
  return opsRequest<undefined>('POST', `/ops/api/deposits/${encodeURIComponent(id)}/reject`, {
    reason,
  });
}
