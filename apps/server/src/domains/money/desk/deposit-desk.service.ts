import { roleTable } from '@khela/contracts';
import type { DepositQueueQuery, QueuedDeposit } from '@khela/contracts';
import type { Db } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { MessageService } from '../../content';
import { requireRole, type OpsService } from '../../platform';
import type { DepositCredit } from '../deposit/deposit.credit';
import type { DepositRepository } from '../deposit/deposit.repository';
import { toOrder } from '../deposit/deposit.rules';

/** Finance's queue shows at most this many orders, oldest first. */
const queueRowsMax = 200;

/**
 * Finance's deposit desk: the orders players submitted (or not yet paid), approved — the wallet
 * credited from the house cash account, a message, a log line — or rejected with a reason the
 * player reads. Each decision is one transaction; approving again answers as the first approval
 * did, and any other second decision on an order is refused.
 */
export function createDepositDeskService(deps: {
  db: Db;
  repository: DepositRepository;
  credit: DepositCredit;
  messages: MessageService;
  ops: OpsService;
  clock: Clock;
}) {
  return {
    /** Orders waiting for finance (and, with awaiting_payment, those not paid yet). */
    async queue(
      actor: OperatorScope,
      status: DepositQueueQuery['status'],
    ): Promise<QueuedDeposit[]> {
      requireRole(actor.operator, roleTable.finance);
      const now = deps.clock.now();
      const rows = await deps.repository.queue(actor.scope, status, now, queueRowsMax);
      return rows.map((row) => ({
        ...toOrder(row, now),
        username: row.username,
        merchantId: row.merchantId,
      }));
    },

    /** Finance approves a submitted order: credited, messaged and logged, once. */
    async approve(actor: OperatorScope, orderId: string) {
      requireRole(actor.operator, roleTable.finance);
      const found = await deps.repository.order(orderId);
      if (!found) throw new AppError('deposit_order_closed');
      const prepared = await deps.credit.prepare(found);
      const decided = await deps.db.transaction().execute(async (trx) => {
        const order = await deps.credit.credit(trx, orderId, actor.scope, ['submitted'], prepared, {
          decidedBy: actor.operator.id,
        });
        if (!order) return undefined;
        await deps.ops.audit(
          actor.operator,
          {
            merchantId: order.merchantId,
            action: 'deposit_approve',
            target: `deposit:${order.id}`,
            detail: { amountMinor: order.amountMinor, transferId: order.transferId },
          },
          trx,
        );
        return order.id;
      });
      if (decided) return;
      // The same decision again (a retry, a double click racing the first) answers as the first
      // did, once that one has committed; only another decision on a closed order is refused.
      const after = await deps.repository.order(orderId);
      const isOwn = actor.scope === null || after?.merchantId === actor.scope;
      if (!isOwn || after?.status !== 'approved') throw new AppError('deposit_order_closed');
    },

    /** Rejects a submitted order with a reason the player reads in a message. */
    async reject(actor: OperatorScope, orderId: string, reason: string) {
      requireRole(actor.operator, roleTable.finance);
      const now = deps.clock.now();
      const decided = await deps.db.transaction().execute(async (trx) => {
        const order = await deps.repository.reject(trx, orderId, actor.scope, {
          reason,
          now,
          decidedBy: actor.operator.id,
        });
        if (!order) return undefined;
        await deps.messages.send(
          {
            merchantId: order.merchantId,
            memberId: order.memberId,
            kind: 'deposit_rejected',
            params: {
              amount: wire(order.amountMinor, order.currency),
              currency: order.currency,
              trxId: order.trxId ?? '',
              reason,
            },
            now,
          },
          trx,
        );
        await deps.ops.audit(
          actor.operator,
          {
            merchantId: order.merchantId,
            action: 'deposit_reject',
            target: `deposit:${order.id}`,
            detail: { reason },
          },
          trx,
        );
        return order.id;
      });
      if (!decided) throw new AppError('deposit_order_closed');
    },
  };
}

export type DepositDeskService = ReturnType<typeof createDepositDeskService>;
