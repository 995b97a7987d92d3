import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { Executor } from '../../../db/database';

/** SQL of the back office's member lookup and manual adjustments. */
export function createMemberDeskRepository(db: Db) {
  function members(scope: string | null) {
    let query = db
      .selectFrom('members as m')
      .innerJoin('merchants as s', 's.id', 'm.merchantId')
      .select([
        'm.id',
        'm.merchantId',
        's.code as merchantCode',
        's.currency',
        'm.username',
        'm.mobileNum',
        'm.payeeName',
        'm.isAgent',
        'm.status',
        'm.createdAt',
        sql<string>`coalesce((SELECT sum(balance_minor) FROM ledger_accounts a
          WHERE a.member_id = m.id AND a.kind = 'player' AND a.currency = s.currency), 0)::text`.as(
          'balanceMinor',
        ),
        sql<string>`coalesce((SELECT sum(balance_minor) FROM ledger_accounts a
          WHERE a.member_id = m.id AND a.kind = 'pending_withdrawal' AND a.currency = s.currency),
          0)::text`.as('heldMinor'),
      ]);
    if (scope !== null) query = query.where('m.merchantId', '=', scope);
    return query;
  }

  function adjustmentRows(scope: string | null) {
    let query = db
      .selectFrom('balanceAdjustments as j')
      .innerJoin('members as m', 'm.id', 'j.memberId')
      .innerJoin('operators as r', 'r.id', 'j.requestedBy')
      .leftJoin('operators as d', 'd.id', 'j.decidedBy')
      .selectAll('j')
      .select(['m.username', 'r.username as requester', 'd.username as decider'])
      .orderBy('j.id', 'desc');
    if (scope !== null) query = query.where('j.merchantId', '=', scope);
    return query;
  }

  return {
    /** Members whose username, mobile number or payee name contains the text. */
    search(scope: string | null, text: string, limit: number) {
      const pattern = `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
      return members(scope)
        .where((eb) =>
          eb.or([
            eb('m.username', 'ilike', pattern),
            eb('m.mobileNum', 'ilike', pattern),
            eb('m.payeeName', 'ilike', pattern),
          ]),
        )
        .orderBy('m.id', 'desc')
        .limit(limit)
        .execute();
    },

    byId(scope: string | null, id: string) {
      return members(scope).where('m.id', '=', id).executeTakeFirst();
    },

    /** A new adjustment, or the one already made with this key. */
    async insertAdjustment(
      trx: Executor,
      values: {
        merchantId: string;
        memberId: string;
        direction: 'credit' | 'debit';
        amountMinor: bigint;
        currency: string;
        reason: string;
        idempotencyKey: string;
        requestedBy: string;
        now: Date;
      },
    ) {
      const row = await trx
        .insertInto('balanceAdjustments')
        .values({
          merchantId: values.merchantId,
          memberId: values.memberId,
          direction: values.direction,
          amountMinor: values.amountMinor.toString(),
          currency: values.currency,
          reason: values.reason,
          // An immediate one is marked applied with its transfer right after.
          status: 'awaiting_approval',
          idempotencyKey: values.idempotencyKey,
          requestedBy: values.requestedBy,
          requestedAt: values.now,
        })
        .onConflict((conflict) => conflict.columns(['merchantId', 'idempotencyKey']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    byKey(merchantId: string, idempotencyKey: string) {
      return db
        .selectFrom('balanceAdjustments')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('idempotencyKey', '=', idempotencyKey)
        .executeTakeFirst();
    },

    /** What one operator adjusted of one member since an instant (applied or waiting). */
    async recentTotal(values: {
      merchantId: string;
      memberId: string;
      requestedBy: string;
      since: Date;
    }): Promise<bigint> {
      const row = await db
        .selectFrom('balanceAdjustments')
        .select(sql<string>`coalesce(sum(amount_minor), 0)::text`.as('total'))
        .where('merchantId', '=', values.merchantId)
        .where('memberId', '=', values.memberId)
        .where('requestedBy', '=', values.requestedBy)
        .where('requestedAt', '>', values.since)
        .where('status', 'in', ['applied', 'awaiting_approval'])
        .executeTakeFirstOrThrow();
      return BigInt(row.total);
    },

    async lockAdjustment(trx: Executor, id: string, scope: string | null) {
      let query = trx.selectFrom('balanceAdjustments').selectAll().where('id', '=', id);
      if (scope !== null) query = query.where('merchantId', '=', scope);
      return query.forUpdate().executeTakeFirst();
    },

    async decideAdjustment(
      trx: Executor,
      id: string,
      values: {
        status: 'applied' | 'rejected';
        decidedBy: string | null;
        decidedAt: Date;
        transferId: string | null;
      },
    ) {
      await trx.updateTable('balanceAdjustments').set(values).where('id', '=', id).execute();
    },

    adjustments(scope: string | null, status: 'awaiting_approval' | 'applied' | 'rejected') {
      return adjustmentRows(scope).where('j.status', '=', status).limit(200).execute();
    },

    adjustment(scope: string | null, id: string) {
      return adjustmentRows(scope).where('j.id', '=', id).executeTakeFirst();
    },
  };
}

export type MemberDeskRepository = ReturnType<typeof createMemberDeskRepository>;
