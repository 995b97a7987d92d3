import {
  proofImagesMax,
  type BindPayoutAccountRequest,
  type PayoutAccount,
  type Withdrawal,
  type WithdrawOverview,
  type WithdrawReceiptFields,
  type WithdrawRequest,
} from '@khela/contracts';
import type { Db, Executor } from '../../../db/database';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { dateIn, dayOf, startOfDay } from '../../../lib/days';
import { AppError } from '../../../lib/errors';
import { imageTypeOf } from '../../../lib/images';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { SecurityService } from '../../identity';
import type { LedgerService } from '../ledger/ledger.service';
import type { TurnoverService } from '../turnover/turnover.service';
import type { WalletService } from '../wallet/wallet.service';
import type { WithdrawalRepository, WithdrawalRow } from './withdrawal.repository';
import { sameName, toAccount, toWithdrawal } from './withdrawal.rules';

const memberListMax = 30;

/** A proof image as the route received it (already within the size limit). */
export interface ProofUpload {
  bytes: Buffer;
}

type Locked = NonNullable<Awaited<ReturnType<WithdrawalRepository['lock']>>>;
type WalletRules = Awaited<ReturnType<WalletService['rules']>>;

/** A member's own daily withdrawal limits (its VIP level's), null where the merchant's apply. */
export type LevelWithdrawLimits = (
  merchantId: string,
  memberId: string,
) => Promise<{ countMax: number | null; amountMaxMinor: bigint | null }>;

/**
 * Withdrawals, the player's side: the amount is held at once (wallet → pending withdrawal) so
 * it cannot be played, and the player cannot take it back; finance decides on the desk
 * (approve, reject, disburse, resolve), and the player confirms the receipt — received,
 * partially received or not received with proof images. Nobody confirming in time counts as
 * received (a job).
 */
export function createWithdrawalService(deps: {
  db: Db;
  repository: WithdrawalRepository;
  ledger: LedgerService;
  wallet: Pick<WalletService, 'rules' | 'wallets'>;
  turnover: Pick<TurnoverService, 'status'>;
  security: SecurityService;
  levelLimits: LevelWithdrawLimits;
  clock: Clock;
}) {
  /** The merchant's rules with the member's level's daily limits where it has its own. */
  async function rulesOf(merchantId: string, memberId: string): Promise<WalletRules> {
    const [rules, level] = await Promise.all([
      deps.wallet.rules(merchantId),
      deps.levelLimits(merchantId, memberId),
    ]);
    return {
      ...rules,
      withdrawDailyCountMax: level.countMax ?? rules.withdrawDailyCountMax,
      withdrawDailyMaxMinor: level.amountMaxMinor?.toString() ?? rules.withdrawDailyMaxMinor,
    };
  }

  async function found(id: string, scope: string | null): Promise<Withdrawal> {
    const row = await deps.repository.byId(id, scope);
    if (!row) throw new AppError('not_found');
    return toWithdrawal(row);
  }

  /** The same key answered before: the same request, or a conflict. */
  function answerEarlier(
    earlier: WithdrawalRow,
    amountMinor: bigint,
    accountId: string,
  ): Withdrawal {
    const isSame =
      BigInt(earlier.amountMinor) === amountMinor && earlier.payoutAccountId === accountId;
    if (!isSame) throw new AppError('idempotency_conflict');
    return toWithdrawal(earlier);
  }

  /** The player's confirmation window is over: counts as received, nothing refunded. */
  async function lapse(trx: Executor, row: Locked, now: Date) {
    await deps.repository.update(trx, row.id, {
      status: 'auto_received',
      receiptAt: now,
      receivedMinor: row.amountMinor,
    });
  }

  /**
   * The hold and the request, in one transaction under the member's lock (so two requests
   * cannot both pass the daily limits): the amount leaves the wallet for the pending-withdrawal
   * account, once per idempotency key. Answers the new withdrawal's id.
   */
  async function hold(
    context: RequestContext,
    member: SignedInMember,
    request: { input: WithdrawRequest; amountMinor: bigint; rules: WalletRules },
  ): Promise<string> {
    const { input, amountMinor, rules } = request;
    const merchantId = context.merchant.id;
    const currency = context.merchant.currency;
    const now = deps.clock.now();
    const today = dayOf(dateIn(now, context.merchant.timezone));
    if (!today) throw new Error('today is no date');
    const [walletId, heldId] = await Promise.all([
      deps.ledger.account({ merchantId, kind: 'player', memberId: member.id, currency }),
      deps.ledger.account({
        merchantId,
        kind: 'pending_withdrawal',
        memberId: member.id,
        currency,
      }),
    ]);
    return deps.db.transaction().execute(async (trx) => {
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
        payoutAccountId: input.accountId,
        amountMinor,
        currency,
        idempotencyKey: input.idempotencyKey,
        holdTransferId: hold.transferId,
        now,
      });
    });
  }

  return {
    async overview(context: RequestContext, member: SignedInMember): Promise<WithdrawOverview> {
      const merchantId = context.merchant.id;
      const currency = context.merchant.currency;
      const today = dayOf(dateIn(deps.clock.now(), context.merchant.timezone));
      if (!today) throw new Error('today is no date');
      const [rules, methods, payout, profile, wallets, turnover, used] = await Promise.all([
        rulesOf(merchantId, member.id),
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
      const rules = await rulesOf(merchantId, member.id);
      const amountMinor = parseAmount(context, input.amount, {
        minMinor: BigInt(rules.withdrawMinMinor),
        maxMinor: BigInt(rules.withdrawMaxMinor),
      });
      if (earlier) return answerEarlier(earlier, amountMinor, input.accountId);
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
      let id: string;
      try {
        id = await hold(context, member, {
          input: { ...input, accountId: account.id },
          amountMinor,
          rules,
        });
      } catch (error) {
        // The same request raced this one and won: answer it.
        const winner = await deps.repository.byKey(merchantId, member.id, input.idempotencyKey);
        if (!winner) throw error;
        return answerEarlier(winner, amountMinor, account.id);
      }
      return found(id, merchantId);
    },

    /** The member's latest withdrawals, newest first. */
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
      return found(id, merchantId);
    },

    /** A proof image, to its player or to finance of its merchant. */
    async proof(id: string, n: number, owner: { scope: string | null; memberId?: string }) {
      const row = await deps.repository.byId(id, owner.scope, owner.memberId);
      const image = row ? await deps.repository.proof(row.id, n) : undefined;
      if (!image) throw new AppError('not_found');
      return image;
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
