import { roleTable } from '@khela/contracts';
import type {
  OperatorActionCode,
  QueuedWithdrawal,
  ResolveWithdrawal,
  Withdrawal,
  WithdrawalQueue,
} from '@khela/contracts';
import type { Db, Executor } from '../../../db/database';
import type { WithdrawalStatus } from '../../../db/schema';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { MessageService } from '../../content';
import { requireRole, type OpsService } from '../../platform';
import type { LedgerService } from '../ledger/ledger.service';
import type { WalletService } from '../wallet/wallet.service';
import type { WithdrawalRepository } from '../withdrawal/withdrawal.repository';
import { toWithdrawal, withdrawalQueues } from '../withdrawal/withdrawal.rules';

/** Finance's queue shows at most this many requests, oldest first. */
const queueMax = 200;

type Locked = NonNullable<Awaited<ReturnType<WithdrawalRepository['lock']>>>;

/** What a decision needs from outside its transaction (which holds one connection only). */
interface Prepared {
  walletId: string;
  heldId: string;
  cashId: string;
  receiptMinutes: number;
  accountNumber: string;
}

/**
 * Finance's withdrawal desk: approve or reject a held request (the hold comes back to the
 * wallet), disburse it (the hold leaves to the house cash account, the player's receipt clock
 * starts), and resolve a dispute (the missing part refunded from the house cash account, or
 * the payment confirmed). Each decision is one transaction with its log line.
 */
export function createWithdrawalDeskService(deps: {
  db: Db;
  repository: WithdrawalRepository;
  ledger: LedgerService;
  wallet: Pick<WalletService, 'rules'>;
  messages: MessageService;
  ops: OpsService;
  clock: Clock;
}) {
  async function found(id: string, scope: string | null): Promise<Withdrawal> {
    const row = await deps.repository.byId(id, scope);
    if (!row) throw new AppError('not_found');
    return toWithdrawal(row);
  }

  /** The accounts and rules a decision on `id` may need, read before its transaction. */
  async function prepare(id: string, scope: string | null): Promise<Prepared> {
    const current = await deps.repository.byId(id, scope);
    if (!current) throw new AppError('not_found');
    const { merchantId, memberId, currency } = current;
    const [walletId, heldId, cashId, rules] = await Promise.all([
      deps.ledger.account({ merchantId, kind: 'player', memberId, currency }),
      deps.ledger.account({ merchantId, kind: 'pending_withdrawal', memberId, currency }),
      deps.ledger.houseAccount(merchantId, 'cash', currency, memberId),
      deps.wallet.rules(merchantId),
    ]);
    return {
      walletId,
      heldId,
      cashId,
      receiptMinutes: rules.receiptMinutes,
      accountNumber: current.accountNumber,
    };
  }

  /**
   * One decision on a withdrawal in one transaction: the row is locked and must still be in
   * one of `from` (else withdrawal_closed, nothing done); `apply` moves money and records what
   * it did; the operator's action is logged with the detail it answers. Account ids and rules
   * are read before the transaction, so it never waits for a second connection.
   */
  async function decide(
    actor: OperatorScope,
    id: string,
    from: readonly WithdrawalStatus[],
    action: OperatorActionCode,
    apply: (trx: Executor, row: Locked, prepared: Prepared) => Promise<object>,
  ): Promise<Withdrawal> {
    requireRole(actor.operator, roleTable.finance);
    const prepared = await prepare(id, actor.scope);
    await deps.db.transaction().execute(async (trx) => {
      const row = await deps.repository.lock(trx, id, actor.scope);
      if (!row) throw new AppError('not_found');
      if (!from.includes(row.status)) throw new AppError('withdrawal_closed');
      const detail = await apply(trx, row, prepared);
      await deps.ops.audit(
        actor.operator,
        {
          merchantId: row.merchantId,
          action,
          target: `withdrawal:${row.id}`,
          detail: { amountMinor: row.amountMinor, ...detail },
        },
        trx,
      );
    });
    return found(id, actor.scope);
  }

  function message(
    row: Locked,
    kind: 'withdrawal_approved' | 'withdrawal_rejected' | 'withdrawal_refunded',
    params: Record<string, string>,
    trx: Executor,
  ) {
    return deps.messages.send(
      {
        merchantId: row.merchantId,
        memberId: row.memberId,
        kind,
        params: { amount: wire(row.amountMinor, row.currency), currency: row.currency, ...params },
        now: deps.clock.now(),
      },
      trx,
    );
  }

  /** Moves `amountMinor` of a withdrawal between two accounts, once per `step`. */
  async function move(
    trx: Executor,
    row: Locked,
    values: { from: string; to: string; amountMinor: bigint; kind: string; step: string },
  ): Promise<string> {
    const moved = await deps.ledger.transfer(
      {
        merchantId: row.merchantId,
        debitAccountId: values.from,
        creditAccountId: values.to,
        amountMinor: values.amountMinor,
        kind: values.kind,
        reference: `withdrawal:${row.id}`,
        idempotencyKey: `withdrawal:${values.step}:${row.id}`,
      },
      trx,
    );
    return moved.transferId;
  }

  return {
    async queue(actor: OperatorScope, queue: WithdrawalQueue): Promise<QueuedWithdrawal[]> {
      requireRole(actor.operator, roleTable.finance);
      const rows = await deps.repository.queue(actor.scope, [...withdrawalQueues[queue]], queueMax);
      return rows.map((row) => ({
        ...toWithdrawal(row),
        username: row.username,
        merchantId: row.merchantId,
      }));
    },

    /** A proof image of a withdrawal of the operator's merchant, to finance. */
    async proof(actor: OperatorScope, id: string, n: number) {
      requireRole(actor.operator, roleTable.finance);
      const row = await deps.repository.byId(id, actor.scope);
      const image = row ? await deps.repository.proof(row.id, n) : undefined;
      if (!image) throw new AppError('not_found');
      return image;
    },

    approve(actor: OperatorScope, id: string) {
      return decide(actor, id, ['pending'], 'withdrawal_approve', async (trx, row, prepared) => {
        await deps.repository.update(trx, row.id, {
          status: 'approved',
          approvedAt: deps.clock.now(),
          approvedBy: actor.operator.id,
        });
        await message(row, 'withdrawal_approved', { account: prepared.accountNumber }, trx);
        return {};
      });
    },

    /** Turns a withdrawal down (before it is paid): the held amount returns to the wallet. */
    reject(actor: OperatorScope, id: string, reason: string) {
      const from = ['pending', 'approved'] as const;
      return decide(actor, id, from, 'withdrawal_reject', async (trx, row, prepared) => {
        const transferId = await move(trx, row, {
          from: prepared.heldId,
          to: prepared.walletId,
          amountMinor: BigInt(row.amountMinor),
          kind: 'withdrawal_return',
          step: 'return',
        });
        await deps.repository.update(trx, row.id, {
          status: 'rejected',
          rejectedAt: deps.clock.now(),
          rejectedBy: actor.operator.id,
          rejectReason: reason,
          releaseTransferId: transferId,
        });
        await message(row, 'withdrawal_rejected', { reason }, trx);
        return { reason, transferId };
      });
    },

    /** Paid out: the held amount leaves to the house cash account; the player's clock starts. */
    disburse(actor: OperatorScope, id: string, payoutReference: string) {
      return decide(actor, id, ['approved'], 'withdrawal_disburse', async (trx, row, prepared) => {
        const now = deps.clock.now();
        const transferId = await move(trx, row, {
          from: prepared.heldId,
          to: prepared.cashId,
          amountMinor: BigInt(row.amountMinor),
          kind: 'withdrawal_payout',
          step: 'payout',
        });
        await deps.repository.update(trx, row.id, {
          status: 'disbursed',
          disbursedAt: now,
          disbursedBy: actor.operator.id,
          payoutReference,
          receiptDueAt: new Date(now.getTime() + prepared.receiptMinutes * 60_000),
          releaseTransferId: transferId,
        });
        return { payoutReference, transferId };
      });
    },

    /** Closes a dispute: the part that did not arrive refunded, or the payment confirmed. */
    resolve(actor: OperatorScope, id: string, input: ResolveWithdrawal) {
      const from = ['partially_received', 'not_received'] as const;
      return decide(actor, id, from, 'withdrawal_resolve', async (trx, row, prepared) => {
        const missingMinor = BigInt(row.amountMinor) - BigInt(row.receivedMinor ?? '0');
        let refundTransferId: string | undefined;
        if (input.resolution === 'refunded' && missingMinor > 0n) {
          refundTransferId = await move(trx, row, {
            from: prepared.cashId,
            to: prepared.walletId,
            amountMinor: missingMinor,
            kind: 'withdrawal_refund',
            step: 'refund',
          });
          await message(
            { ...row, amountMinor: missingMinor.toString() },
            'withdrawal_refunded',
            {},
            trx,
          );
        }
        await deps.repository.update(trx, row.id, {
          status: 'resolved',
          resolution: refundTransferId ? 'refunded' : 'paid_confirmed',
          resolvedAt: deps.clock.now(),
          resolvedBy: actor.operator.id,
          resolutionNote: input.note,
          ...(refundTransferId ? { refundMinor: missingMinor.toString(), refundTransferId } : {}),
        });
        return { resolution: input.resolution, note: input.note, refundTransferId };
      });
    },
  };
}

export type WithdrawalDeskService = ReturnType<typeof createWithdrawalDeskService>;
