import {
  proofImagesMax,
  type BindPayoutAccountRequest,
  type OperatorActionCode,
  type PayoutAccount,
  type QueuedWithdrawal,
  type ResolveWithdrawal,
  type Withdrawal,
  type WithdrawOverview,
  type WithdrawReceiptFields,
  type WithdrawRequest,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import type { WithdrawalStatus } from '../../../db/schema';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { dateIn, dayOf, startOfDay } from '../../../lib/days';
import { AppError } from '../../../lib/errors';
import { imageTypeOf } from '../../../lib/images';
import type { Executor } from '../../../db/database';
import type { LedgerService } from '../ledger/ledger.service';
import type { MessageService } from '../../content';
import { opsRoles, requireRole, type OpsService } from '../../platform';
import { type OperatorScope } from '../../../plugins/operator-auth';
import type { SecurityService } from '../../identity';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { RequestContext } from '../../../plugins/context';
import type { TurnoverService } from '../turnover/turnover.service';
import type { WalletService } from '../wallet/wallet.service';
import type { WithdrawalRepository, WithdrawalRow } from './withdrawal.repository';

const memberListMax = 30;
const queueMax = 200;

/** A proof image as the route received it (already within the size limit). */
export interface ProofUpload {
  bytes: Buffer;
}

/** The queues of the withdrawal desk. */
export const withdrawalQueues = {
  pending: ['pending'],
  approved: ['approved'],
  disbursed: ['disbursed'],
  disputed: ['partially_received', 'not_received'],
} as const satisfies Record<string, readonly WithdrawalStatus[]>;
export type WithdrawalQueue = keyof typeof withdrawalQueues;

/** Names compare without case and extra spaces ("Rahim  Uddin" is "rahim uddin"). */
function sameName(a: string, b: string): boolean {
  const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(a) === normal(b);
}

function toAccount(row: {
  id: string;
  methodCode: string;
  methodName: string;
  methodKind: 'mobile_money' | 'bank' | 'crypto';
  accountName: string;
  accountNumber: string;
  bankName: string | null;
}): PayoutAccount {
  return {
    id: row.id,
    methodCode: row.methodCode,
    methodName: row.methodName,
    methodKind: row.methodKind,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    bankName: row.bankName,
  };
}

function toWithdrawal(row: WithdrawalRow): Withdrawal {
  const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
  const received = row.receivedMinor === null ? null : BigInt(row.receivedMinor);
  return {
    id: row.id,
    status: row.status,
    amount: wire(row.amountMinor, row.currency),
    currency: row.currency,
    account: toAccount({ ...row, id: row.payoutAccountId }),
    createdAt: new Date(row.createdAt).toISOString(),
    disbursedAt: iso(row.disbursedAt),
    payoutReference: row.payoutReference,
    receiptDueAt: iso(row.receiptDueAt),
    receiptAt: iso(row.receiptAt),
    receivedAmount: received === null ? null : wire(received, row.currency),
    remainingAmount:
      received === null ? null : wire(BigInt(row.amountMinor) - received, row.currency),
    receiptNote: row.receiptNote,
    proofCount: Number(row.proofCount ?? 0),
    rejectReason: row.rejectReason,
    resolution: row.resolution,
    refundAmount: row.refundMinor === null ? null : wire(row.refundMinor, row.currency),
    resolutionNote: row.resolutionNote,
  };
}

/**
 * Withdrawals (issue 4): the amount is held at once (wallet → pending withdrawal) so it cannot
 * be played, and the player cannot take it back; finance approves or rejects (the hold comes
 * back), disburses (the hold leaves to the house cash account), and the player confirms the
 * receipt — received, partially received or not received with proof images. Nobody confirming
 * in time counts as received (a job). A dispute is resolved by finance: the missing part
 * refunded, or the payment confirmed.
 */
export function createWithdrawalService(deps: {
  db: Db;
  repository: WithdrawalRepository;
  ledger: LedgerService;
  wallet: WalletService;
  turnover: TurnoverService;
  security: SecurityService;
  messages: MessageService;
  ops: OpsService;
  clock: Clock;
}) {
  const accounts = (merchantId: string, memberId: string, currency: string) => ({
    wallet: () => deps.ledger.account({ merchantId, kind: 'player', memberId, currency }),
    held: () => deps.ledger.account({ merchantId, kind: 'pending_withdrawal', memberId, currency }),
    cash: () => deps.ledger.houseAccount(merchantId, 'cash', currency, memberId),
  });

  async function found(id: string, scope: string | null): Promise<WithdrawalRow> {
    const row = await deps.repository.byId(id, scope);
    if (!row) throw new AppError('not_found');
    return row;
  }

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
    requireRole(actor.operator, opsRoles.finance);
    const current = await found(id, actor.scope);
    const ledger = accounts(current.merchantId, current.memberId, current.currency);
    const [walletId, heldId, cashId, rules] = await Promise.all([
      ledger.wallet(),
      ledger.held(),
      ledger.cash(),
      deps.wallet.rules(current.merchantId),
    ]);
    const prepared = {
      walletId,
      heldId,
      cashId,
      receiptMinutes: rules.receiptMinutes,
      accountNumber: current.accountNumber,
    };
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
    return toWithdrawal(await found(id, actor.scope));
  }

  /** The player's confirmation window is over: counts as received, nothing refunded. */
  async function lapse(trx: Executor, row: Locked, now: Date) {
    await deps.repository.update(trx, row.id, {
      status: 'auto_received',
      receiptAt: now,
      receivedMinor: row.amountMinor,
    });
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

  return {
    async overview(context: RequestContext, member: SignedInMember): Promise<WithdrawOverview> {
      const merchantId = context.merchant.id;
      const currency = context.merchant.currency;
      const today = dayOf(dateIn(deps.clock.now(), context.merchant.timezone));
      if (!today) throw new Error('today is no date');
      const [rules, methods, payout, profile, wallets, turnover, used] = await Promise.all([
        deps.wallet.rules(merchantId),
        deps.repository.methods(merchantId),
        deps.repository.payoutAccounts(merchantId, member.id),
        deps.security.paymentProfile(context, member),
        deps.wallet.wallets(context, member),
        deps.turnover.status(merchantId, member.id),
        deps.repository.usedSince(
          deps.db,
          merchantId,
          member.id,
          startOfDay(today, context.merchant.timezone),
        ),
      ]);
      const balanceOf = (kind: string) =>
        wallets.find((wallet) => wallet.kind === kind)?.balance ?? wire(0n, currency);
      return {
        currency,
        balance: balanceOf('main'),
        held: balanceOf('held'),
        hasPaymentPassword: profile.hasPaymentPassword,
        payeeName: profile.payeeName,
        methods: methods.map(({ code, name, kind }) => ({ code, name, kind })),
        accounts: payout.filter((row) => row.isEnabled && row.allowsWithdrawal).map(toAccount),
        accountsMax: rules.payoutAccountsMax,
        limits: {
          min: wire(rules.withdrawMinMinor, currency),
          max: wire(rules.withdrawMaxMinor, currency),
          dailyCountMax: rules.withdrawDailyCountMax,
          dailyAmountMax: wire(rules.withdrawDailyMaxMinor, currency),
          usedTodayCount: used.count,
          usedTodayAmount: wire(used.totalMinor, currency),
        },
        turnover: {
          required: wire(turnover.requiredMinor, currency),
          wagered: wire(turnover.wageredMinor, currency),
          remaining: wire(turnover.remainingMinor, currency),
        },
        receiptMinutes: rules.receiptMinutes,
      };
    },

    /**
     * Binds a payout account in the member's own name: the first one records the payee name,
     * later ones must carry it. The payment password proves it is the member.
     */
    async bindAccount(
      context: RequestContext,
      member: SignedInMember,
      input: BindPayoutAccountRequest,
    ): Promise<PayoutAccount> {
      const merchantId = context.merchant.id;
      const method = (await deps.repository.methods(merchantId)).find(
        (row) => row.code === input.methodCode,
      );
      if (!method) throw new AppError('deposit_channel_unavailable');
      await deps.security.checkPaymentPassword(context, member, input.paymentPassword);
      const [rules, existing] = await Promise.all([
        deps.wallet.rules(merchantId),
        deps.repository.payoutAccounts(merchantId, member.id),
      ]);
      if (existing.length >= rules.payoutAccountsMax) throw new AppError('payout_accounts_full');
      const accountName = input.accountName.trim().replace(/\s+/g, ' ');
      const payeeName = await deps.security.claimPayeeName(context, member, accountName);
      if (payeeName === null || !sameName(payeeName, accountName)) {
        throw new AppError('payout_account_name_mismatch', { params: { name: payeeName ?? '' } });
      }
      const id = await deps.repository.insertPayoutAccount({
        merchantId,
        memberId: member.id,
        methodId: method.id,
        accountName: payeeName,
        accountNumber: input.accountNumber,
        bankName: method.kind === 'bank' ? (input.bankName ?? null) : null,
        now: deps.clock.now(),
      });
      if (!id) throw new AppError('payout_account_taken');
      const bound = (await deps.repository.payoutAccounts(merchantId, member.id)).find(
        (row) => row.id === id,
      );
      if (!bound) throw new Error(`payout account ${id} vanished`);
      return toAccount(bound);
    },

    /**
     * A withdrawal request: the payment password, the merchant's limits (per request, per day),
     * the turnover requirement, then — in one transaction under the member's lock — the hold
     * and the request. The same idempotency key answers the first request.
     */
    async request(
      context: RequestContext,
      member: SignedInMember,
      input: WithdrawRequest,
    ): Promise<Withdrawal> {
      const merchantId = context.merchant.id;
      const currency = context.merchant.currency;
      const earlier = await deps.repository.byKey(merchantId, member.id, input.idempotencyKey);
      const rules = await deps.wallet.rules(merchantId);
      const amountMinor = parseAmount(context, input.amount, {
        minMinor: BigInt(rules.withdrawMinMinor),
        maxMinor: BigInt(rules.withdrawMaxMinor),
      });
      if (earlier) {
        const isSame =
          BigInt(earlier.amountMinor) === amountMinor &&
          earlier.payoutAccountId === input.accountId;
        if (!isSame) throw new AppError('idempotency_conflict');
        return toWithdrawal(earlier);
      }
      const account = (await deps.repository.payoutAccounts(merchantId, member.id)).find(
        (row) => row.id === input.accountId && row.isEnabled && row.allowsWithdrawal,
      );
      if (!account) throw new AppError('not_found');
      await deps.security.checkPaymentPassword(context, member, input.paymentPassword);
      const turnover = await deps.turnover.status(merchantId, member.id);
      if (turnover.remainingMinor > 0n) {
        throw new AppError('withdraw_turnover_unmet', {
          params: { remaining: wire(turnover.remainingMinor, currency) },
        });
      }
      const now = deps.clock.now();
      const today = dayOf(dateIn(now, context.merchant.timezone));
      if (!today) throw new Error('today is no date');
      const ledger = accounts(merchantId, member.id, currency);
      const [walletId, heldId] = await Promise.all([ledger.wallet(), ledger.held()]);
      let id: string;
      try {
        id = await deps.db.transaction().execute(async (trx) => {
          await deps.repository.lockMember(trx, merchantId, member.id);
          const used = await deps.repository.usedSince(
            trx,
            merchantId,
            member.id,
            startOfDay(today, context.merchant.timezone),
          );
          if (
            used.count >= rules.withdrawDailyCountMax ||
            used.totalMinor + amountMinor > BigInt(rules.withdrawDailyMaxMinor)
          ) {
            throw new AppError('withdraw_daily_limit');
          }
          const id = await deps.repository.nextId(trx);
          const hold = await deps.ledger.transfer(
            {
              merchantId,
              debitAccountId: walletId,
              creditAccountId: heldId,
              amountMinor,
              kind: 'withdrawal_hold',
              reference: `withdrawal:${id}`,
              idempotencyKey: `withdrawal:${member.id}:${input.idempotencyKey}`,
            },
            trx,
          );
          return deps.repository.insert(trx, {
            id,
            merchantId,
            memberId: member.id,
            payoutAccountId: account.id,
            amountMinor,
            currency,
            idempotencyKey: input.idempotencyKey,
            holdTransferId: hold.transferId,
            now,
          });
        });
      } catch (error) {
        // The same request raced this one and won: answer it.
        const winner = await deps.repository.byKey(merchantId, member.id, input.idempotencyKey);
        if (!winner) throw error;
        const isSame =
          BigInt(winner.amountMinor) === amountMinor && winner.payoutAccountId === account.id;
        if (!isSame) throw new AppError('idempotency_conflict');
        return toWithdrawal(winner);
      }
      return toWithdrawal(await found(id, merchantId));
    },

    async list(context: RequestContext, member: SignedInMember): Promise<Withdrawal[]> {
      const rows = await deps.repository.ofMember(context.merchant.id, member.id, memberListMax);
      return rows.map(toWithdrawal);
    },

    /**
     * The player's word on a disbursed withdrawal: received; partially received (the amount
     * that arrived, less than the whole); not received (with at least one proof image). After
     * the deadline the withdrawal has counted as received and nothing more is taken.
     */
    async receipt(
      context: RequestContext,
      member: SignedInMember,
      id: string,
      fields: WithdrawReceiptFields,
      proofs: ProofUpload[],
    ): Promise<Withdrawal> {
      const merchantId = context.merchant.id;
      const images = proofs.map((proof) => ({ ...proof, type: imageTypeOf(proof.bytes) }));
      if (images.length > proofImagesMax || images.some((image) => image.type === null)) {
        throw new AppError('proof_image_invalid');
      }
      if (fields.outcome === 'not_received' && images.length === 0) {
        throw new AppError('proof_image_required');
      }
      const current = await deps.repository.byId(id, merchantId, member.id);
      if (!current) throw new AppError('not_found');
      const amountMinor = BigInt(current.amountMinor);
      let receivedMinor = fields.outcome === 'received' ? amountMinor : 0n;
      if (fields.outcome === 'partially_received') {
        receivedMinor = parseAmount(context, fields.receivedAmount, {
          path: 'receivedAmount',
          minMinor: 1n,
          maxMinor: amountMinor - 1n,
        });
      }
      const now = deps.clock.now();
      const isLate = await deps.db.transaction().execute(async (trx) => {
        const row = await deps.repository.lock(trx, id, merchantId);
        if (!row || row.memberId !== member.id || row.status !== 'disbursed') {
          throw new AppError('withdrawal_closed');
        }
        if (row.receiptDueAt && new Date(row.receiptDueAt) <= now) {
          await lapse(trx, row, now);
          return true;
        }
        await deps.repository.update(trx, row.id, {
          status: fields.outcome,
          receiptAt: now,
          receivedMinor: receivedMinor.toString(),
          receiptNote: fields.note ?? null,
        });
        for (const image of images) {
          await deps.repository.insertProof(trx, {
            merchantId,
            withdrawalId: row.id,
            contentType: image.type ?? 'image/png',
            bytes: image.bytes,
            now,
          });
        }
        return false;
      });
      if (isLate) throw new AppError('withdrawal_closed');
      return toWithdrawal(await found(id, merchantId));
    },

    /** A proof image, to its player or to finance of its merchant. */
    async proof(id: string, n: number, owner: { scope: string | null; memberId?: string }) {
      const row = await deps.repository.byId(id, owner.scope, owner.memberId);
      const image = row ? await deps.repository.proof(row.id, n) : undefined;
      if (!image) throw new AppError('not_found');
      return image;
    },

    async queue(actor: OperatorScope, queue: WithdrawalQueue): Promise<QueuedWithdrawal[]> {
      requireRole(actor.operator, opsRoles.finance);
      const rows = await deps.repository.queue(actor.scope, [...withdrawalQueues[queue]], queueMax);
      return rows.map((row) => ({
        ...toWithdrawal(row),
        username: row.username,
        merchantId: row.merchantId,
      }));
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
      return decide(
        actor,
        id,
        ['pending', 'approved'],
        'withdrawal_reject',
        async (trx, row, prepared) => {
          const moved = await deps.ledger.transfer(
            {
              merchantId: row.merchantId,
              debitAccountId: prepared.heldId,
              creditAccountId: prepared.walletId,
              amountMinor: BigInt(row.amountMinor),
              kind: 'withdrawal_return',
              reference: `withdrawal:${row.id}`,
              idempotencyKey: `withdrawal:return:${row.id}`,
            },
            trx,
          );
          await deps.repository.update(trx, row.id, {
            status: 'rejected',
            rejectedAt: deps.clock.now(),
            rejectedBy: actor.operator.id,
            rejectReason: reason,
            releaseTransferId: moved.transferId,
          });
          await message(row, 'withdrawal_rejected', { reason }, trx);
          return { reason, transferId: moved.transferId };
        },
      );
    },

    /** Paid out: the held amount leaves to the house cash account; the player's clock starts. */
    disburse(actor: OperatorScope, id: string, payoutReference: string) {
      return decide(actor, id, ['approved'], 'withdrawal_disburse', async (trx, row, prepared) => {
        const now = deps.clock.now();
        const moved = await deps.ledger.transfer(
          {
            merchantId: row.merchantId,
            debitAccountId: prepared.heldId,
            creditAccountId: prepared.cashId,
            amountMinor: BigInt(row.amountMinor),
            kind: 'withdrawal_payout',
            reference: `withdrawal:${row.id}`,
            idempotencyKey: `withdrawal:payout:${row.id}`,
          },
          trx,
        );
        await deps.repository.update(trx, row.id, {
          status: 'disbursed',
          disbursedAt: now,
          disbursedBy: actor.operator.id,
          payoutReference,
          receiptDueAt: new Date(now.getTime() + prepared.receiptMinutes * 60_000),
          releaseTransferId: moved.transferId,
        });
        return { payoutReference, transferId: moved.transferId };
      });
    },

    /** Closes a dispute: the part that did not arrive refunded, or the payment confirmed. */
    resolve(actor: OperatorScope, id: string, input: ResolveWithdrawal) {
      return decide(
        actor,
        id,
        ['partially_received', 'not_received'],
        'withdrawal_resolve',
        async (trx, row, prepared) => {
          const missingMinor = BigInt(row.amountMinor) - BigInt(row.receivedMinor ?? '0');
          let refundTransferId: string | undefined;
          if (input.resolution === 'refunded' && missingMinor > 0n) {
            const moved = await deps.ledger.transfer(
              {
                merchantId: row.merchantId,
                debitAccountId: prepared.cashId,
                creditAccountId: prepared.walletId,
                amountMinor: missingMinor,
                kind: 'withdrawal_refund',
                reference: `withdrawal:${row.id}`,
                idempotencyKey: `withdrawal:refund:${row.id}`,
              },
              trx,
            );
            refundTransferId = moved.transferId;
            await deps.messages.send(
              {
                merchantId: row.merchantId,
                memberId: row.memberId,
                kind: 'withdrawal_refunded',
                params: { amount: wire(missingMinor, row.currency), currency: row.currency },
                now: deps.clock.now(),
              },
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
        },
      );
    },

    /**
     * The auto-receipt job: disbursed withdrawals nobody confirmed in time count as received
     * (nothing refunded). Bounded batches; each in its own transaction, safe to run anywhere.
     */
    async autoReceipt(batch = 100): Promise<number> {
      const now = deps.clock.now();
      const ids = await deps.repository.overdueReceipts(now, batch);
      let count = 0;
      for (const id of ids) {
        const isLapsed = await deps.db.transaction().execute(async (trx) => {
          const row = await deps.repository.lock(trx, id, null);
          if (!row || row.status !== 'disbursed') return false;
          await lapse(trx, row, now);
          return true;
        });
        if (isLapsed) count += 1;
      }
      return count;
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
