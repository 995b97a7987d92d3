import type { Adjustment } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsRequest } from '../../api';

export const adjustmentKeys = {
  all: ['adjustments'] as const,
  awaiting: () => [...adjustmentKeys.all, 'awaiting_approval'] as const,
};

/** Adjustments at or above the merchant's threshold, waiting for a second operator. */
export function useAwaitingAdjustments() {
  return useQuery({
    queryKey: adjustmentKeys.awaiting(),
    queryFn: () => opsRequest<Adjustment[]>('GET', '/ops/api/adjustments?status=awaiting_approval'),
  });
}

/** Approves (the money moves) or rejects; the server refuses the requester's own. */
export function decideAdjustment(id: string, decision: 'approve' | 'reject') {
  return opsRequest<Adjustment>(
    'POST',
    `/ops/api/adjustments/${encodeURIComponent(id)}/${decision}`,
  );
}
