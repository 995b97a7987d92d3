import type { Db } from '../../../db/database';
import type { Executor } from '../../../db/database';

/** The platform's message kinds, worded from their params in the reader's language. */
export type MessageKind =
  | 'deposit_credited'
  | 'deposit_rejected'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'withdrawal_refunded'
  | 'adjustment_credit'
  | 'adjustment_debit'
  | 'lottery_refunded'
  | 'promotion_approved'
  | 'promotion_rejected'
  | 'promotion_credited'
  | 'contract_offered'
  | 'contract_termination';

/**
 * A message's value: as it is (amounts, numbers, an operator's reason), or one per language
 * (a name the operator wrote in each), worded in the reader's language when read.
 */
export type MessageParam = string | Readonly<Record<string, string>>;

/** SQL of members' platform messages (messageV2). */
export function createMessageRepository(db: Db) {
  return {
    /** Adds a message; inside the caller's transaction when given one. */
    async insert(
      values: {
        merchantId: string;
        memberId: string;
        kind: MessageKind;
        params: Record<string, MessageParam>;
        now: Date;
      },
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .insertInto('memberMessages')
        .values({
          merchantId: values.merchantId,
          memberId: values.memberId,
          kind: values.kind,
          params: values.params,
          createdAt: values.now,
        })
        .execute();
    },

    list(merchantId: string, memberId: string, limit: number, beforeId?: string) {
      let query = db
        .selectFrom('memberMessages')
        .select(['id', 'kind', 'params', 'title', 'body', 'createdAt', 'readAt'])
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .orderBy('id', 'desc')
        .limit(limit);
      if (beforeId) query = query.where('id', '<', beforeId);
      return query.execute();
    },

    async unreadCount(merchantId: string, memberId: string): Promise<number> {
      const row = await db
        .selectFrom('memberMessages')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('readAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async markRead(merchantId: string, memberId: string, ids: string[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('memberMessages')
        .set({ readAt: now })
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('id', 'in', ids)
        .where('readAt', 'is', null)
        .execute();
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
