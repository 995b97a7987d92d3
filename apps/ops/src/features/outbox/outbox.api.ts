import type { Operator, OutboxKind, OutboxMessage, OutboxState } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsRequest, withQuery } from '../../api';
import { isPlatformOwner } from '../../navigation';

/** The outboxes in use on this deployment (asked only by the platform owner). */
export function useOutboxKinds(operator: Operator): OutboxKind[] {
  const isOwner = isPlatformOwner(operator);
  const { data } = useQuery({
    queryKey: ['outbox', 'state'],
    queryFn: () => opsRequest<OutboxState>('GET', '/ops/api/outbox'),
    enabled: isOwner,
    staleTime: Infinity,
  });
  return isOwner ? (data?.kinds ?? []) : [];
}

/** The newest messages of one outbox, to one recipient when `to` is given. */
export function useOutboxMessages(kind: OutboxKind, to: string) {
  return useQuery({
    queryKey: ['outbox', kind, to],
    queryFn: () =>
      opsRequest<OutboxMessage[]>(
        'GET',
        withQuery('/ops/api/outbox/messages', { kind, to: to || undefined }),
      ),
  });
}
