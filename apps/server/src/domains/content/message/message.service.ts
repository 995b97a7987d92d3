import type { MemberMessage } from '@khela/contracts';
import type { Clock } from '../../../lib/clock';
import { translate, translateWith, type MessageKey } from '../../../lib/messages';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { RequestContext } from '../../../plugins/context';
import type { MessageParam, MessageRepository } from './message.repository';

const pageSize = 20;

const platformKinds: Record<string, { title: MessageKey; body: MessageKey }> = {
  deposit_credited: { title: 'deposit_credited_title', body: 'deposit_credited_body' },
  deposit_rejected: { title: 'deposit_rejected_title', body: 'deposit_rejected_body' },
  withdrawal_approved: { title: 'withdrawal_approved_title', body: 'withdrawal_approved_body' },
  withdrawal_rejected: { title: 'withdrawal_rejected_title', body: 'withdrawal_rejected_body' },
  withdrawal_refunded: { title: 'withdrawal_refunded_title', body: 'withdrawal_refunded_body' },
  adjustment_credit: { title: 'adjustment_credit_title', body: 'adjustment_credit_body' },
  adjustment_debit: { title: 'adjustment_debit_title', body: 'adjustment_debit_body' },
  lottery_refunded: { title: 'lottery_refunded_title', body: 'lottery_refunded_body' },
  promotion_approved: { title: 'promotion_approved_title', body: 'promotion_approved_body' },
  promotion_rejected: { title: 'promotion_rejected_title', body: 'promotion_rejected_body' },
  promotion_credited: { title: 'promotion_credited_title', body: 'promotion_credited_body' },
  contract_offered: { title: 'contract_offered_title', body: 'contract_offered_body' },
  contract_termination: { title: 'contract_termination_title', body: 'contract_termination_body' },
};

/** A value in the reader's language: theirs, else English, else the first one written. */
function paramIn(language: string, value: MessageParam): string {
  if (typeof value === 'string') return value;
  return value[language] ?? value.en ?? Object.values(value)[0] ?? '';
}

/** A platform message in the reader's language; an operator's as written. */
function wording(
  language: string,
  row: {
    kind: string;
    params: Record<string, MessageParam>;
    title: string | null;
    body: string | null;
  },
) {
  const keys = platformKinds[row.kind];
  if (!keys) return { title: row.title ?? '', body: row.body ?? '' };
  const params = Object.fromEntries(
    Object.entries(row.params).map(([name, value]) => [name, paramIn(language, value)]),
  );
  return {
    title: translate(language, keys.title),
    body: translateWith(language, keys.body, params),
  };
}

/** Platform messages (messageV2): the inbox, newest first, and what is unread. */
export function createMessageService(deps: {
  repository: MessageRepository;
  clock: Clock;
  /** Told of each message sent, so the member's open pages can show it at once. */
  onSent?: (merchantId: string, memberId: string, isInTransaction: boolean) => void;
}) {
  return {
    /** Sends a platform message; inside the caller's transaction when given one. */
    async send(
      values: Parameters<MessageRepository['insert']>[0],
      executor?: Parameters<MessageRepository['insert']>[1],
    ): Promise<void> {
      await deps.repository.insert(values, executor);
      deps.onSent?.(values.merchantId, values.memberId, executor !== undefined);
    },

    async list(
      context: RequestContext,
      member: SignedInMember,
      beforeId: string | undefined,
    ): Promise<MemberMessage[]> {
      const rows = await deps.repository.list(context.merchant.id, member.id, pageSize, beforeId);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        ...wording(context.language, row),
        createdAt: new Date(row.createdAt).toISOString(),
        isRead: row.readAt !== null,
      }));
    },

    unreadCount(context: RequestContext, member: SignedInMember): Promise<number> {
      return deps.repository.unreadCount(context.merchant.id, member.id);
    },

    markRead(context: RequestContext, member: SignedInMember, ids: string[]): Promise<void> {
      return deps.repository.markRead(context.merchant.id, member.id, ids, deps.clock.now());
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
