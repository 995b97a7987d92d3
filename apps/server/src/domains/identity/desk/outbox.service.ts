import type { OutboxKind, OutboxMessage, OutboxState } from '@khela/contracts';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { requirePlatformOwner } from '../../platform';
import type { OutboxRepository } from './outbox.repository';

/**
 * The outbox page: what the outbox carriers kept, for a tester to read the codes and mails the
 * site "sent". Only the platform's owner reads it, and only while a carrier is the outbox: a
 * deployment that really sends has nothing here (not_found), so it is never a way to read real
 * members' codes.
 */
export function createOutboxService(deps: {
  repository: OutboxRepository;
  /** The carriers in use: 'outbox' keeps messages here. */
  providers: Record<OutboxKind, string>;
}) {
  const kinds = (['sms', 'mail'] as const).filter((kind) => deps.providers[kind] === 'outbox');

  return {
    state(actor: OperatorScope): OutboxState {
      requirePlatformOwner(actor);
      return { kinds };
    },

    async messages(
      actor: OperatorScope,
      query: { kind: OutboxKind; to?: string },
    ): Promise<OutboxMessage[]> {
      requirePlatformOwner(actor);
      if (!kinds.includes(query.kind)) throw new AppError('not_found');
      const rows =
        query.kind === 'sms'
          ? (await deps.repository.sms(query.to)).map((row) => ({ ...row, subject: null }))
          : await deps.repository.mail(query.to);
      return rows.map((row) => ({
        id: row.id,
        merchantCode: row.merchantCode,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: new Date(row.createdAt).toISOString(),
      }));
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
