import type { QueuedWithdrawal, ResolveWithdrawal } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsRequest } from '../../api';

/** The queues finance works through; `disputed` holds partially and not received ones. */
export const withdrawalQueues = ['pending', 'approved', 'disbursed', 'disputed'] as const;
export type WithdrawalQueue = (typeof withdrawalQueues)[number];

export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  queue: (status: WithdrawalQueue) => [...withdrawalKeys.all, 'queue', status] as const,
};

export function useWithdrawalQueue(status: WithdrawalQueue) {
  return useQuery({
    queryKey: withdrawalKeys.queue(status),
    queryFn: () => opsRequest<QueuedWithdrawal[]>('GET', `/ops/api/withdrawals?status=${status}`),
  });
}

function path(id: string, action: string): string {
  return `/ops/api/withdrawals/${encodeURIComponent(id)}/${action}`;
}

export function approveWithdrawal(id: string) {
  return opsRequest<unknown>('POST', path(id, 'approve'));
}

export function rejectWithdrawal(id: string, reason: string) {
  return opsRequest<unknown>('POST', path(id, 'reject'), { reason });
}

export function disburseWithdrawal(id: string, payoutReference: string) {
  return opsRequest<unknown>('POST', path(id, 'disburse'), { payoutReference });
}

export function resolveWithdrawal(id: string, input: ResolveWithdrawal) {
  return opsRequest<unknown>('POST', path(id, 'resolve'), input);
}

/** Where the n-th (1-based) proof image of a withdrawal is served, behind the operator token. */
export function proofPath(id: string, index: number): string {
  return path(id, `proofs/${index}`);
}
