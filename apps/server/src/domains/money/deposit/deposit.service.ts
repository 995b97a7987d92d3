import type {
  DepositMethod,
  DepositOrder,
  DepositOrderRequest,
  DepositSubmitRequest,
  QueuedDeposit,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import type { DepositStatus } from '../../../db/schema';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { Executor } from '../../../db/database';
import type { LedgerService } from '../ledger/ledger.service';
import type { MessageService } from '../../content';
import { opsRoles, requireRole, type OpsService } from '../../platform';
import { type OperatorScope } from '../../../plugins/operator-auth';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { RequestContext } from '../../../plugins/context';
import type { TurnoverService } from '../turnover/turnover.service';
import type { WalletService } from '../wallet/wallet.service';
import { gatewayAdapters } from './deposit.gateways';
import type { DepositRepository } from './deposit.repository';

/** A member's order list shows at most this many orders. */
const memberOrdersMax = 30;
/** Finance's queue shows at most this many orders, oldest first. */
const queueRowsMax = 200;
/** The expiry sweep marks this many orders per statement. */
const expireBatch = 500;
/** Orders a member may have waiting for payment at once (each shows a receiving account). */
export const openOrdersMax = 3;

type OrderRow = NonNullable<Awaited<ReturnType<DepositRepository['order']>>>;

function toOrder(row: OrderRow, now: Date): DepositOrder {
  // An order past its time is expired even before the sweep marks it.
  const isLapsed = row.status === 'awaiting_payment' && new Date(row.expiresAt) <= now;
  const amount = wire(row.amountMinor, row.currency);
  const adapter = row.gatewayAdapter ? gatewayAdapters[row.gatewayAdapter] : undefined;
  const payUrl =
    adapter && row.gatewayCode && row.gatewayPayUrl && row.gatewaySecret
      ? adapter.payUrl(
          {
            code: row.gatewayCode,
            adapter: row.gatewayAdapter ?? '',
            payUrl: row.gatewayPayUrl,
            secret: row.gatewaySecret,
          },
          { id: row.id, amount, currency: row.currency },
        )
      : null;
  return {
    id: row.id,
    status: isLapsed ? 'expired' : row.status,
    amount,
    currency: row.currency,
    methodName: row.methodName,
    channelName: row.channelName,
    receivingAccount:
      row.accountName !== null && row.accountNumber !== null
        ? { name: row.accountName, number: row.accountNumber }
        : null,
    payUrl: row.status === 'awaiting_payment' && !isLapsed ? payUrl : null,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    trxId: row.trxId,
    payingNumber: row.payingNumber,
    rejectReason: row.rejectReason,
  };
}

/**
 * The deposit desk (issue 4): the player orders a deposit on a channel and gets a receiving
 * account with a countdown, pays outside, submits the TrxID; finance approves (the ledger
 * credits the wallet from the house cash account, a message tells the player) or rejects.
 */
export function createDepositService(deps: {
  db: Db;
  repository: DepositRepository;
  ledger: LedgerService;
  wallet: WalletService;
  turnover: TurnoverService;
  messages: MessageService;
  ops: OpsService;
  clock: Clock;
}) {
  /** What a credit needs from outside its transaction (which holds one connection only). */
  async function prepare(order: { merchantId: string; memberId: string; currency: string }) {
    const { merchantId, memberId, currency } = order;
    const [cashId, walletId, rules] = await Promise.all([
      deps.ledger.houseAccount(merchantId, 'cash', currency, memberId),
      deps.ledger.account({ merchantId, kind: 'player', memberId, currency }),
      deps.wallet.rules(merchantId),
    ]);
    return { cashId, walletId, turnoverPercent: BigInt(rules.depositTurnoverPercent) };
  }

  /**
   * Credits an order in one transaction: the order is locked and still in one of `from`, the
   * ledger credits the wallet from the house cash account, the order records the transfer,
   * the deposit's turnover requirement is added and the player gets a message. Answers the
   * locked order, or undefined when it was no longer open (nothing done).
   */
  async function credit(
    trx: Executor,
    orderId: string,
    scope: string | null,
    from: DepositStatus[],
    prepared: Awaited<ReturnType<typeof prepare>>,
    decision: { decidedBy: string | null; gatewayReference?: string },
  ) {
    const order = await deps.repository.lockForCredit(trx, orderId, scope, from);
    if (!order) return undefined;
    const { merchantId, memberId, currency } = order;
    const amountMinor = BigInt(order.amountMinor);
    const moved = await deps.ledger.transfer(
      {
        merchantId,
        debitAccountId: prepared.cashId,
        creditAccountId: prepared.walletId,
        amountMinor,
        kind: 'deposit',
        reference: `deposit:${order.id}`,
        idempotencyKey: `deposit:${order.id}`,
      },
      trx,
    );
    // The order was still open under its lock, so its credit cannot exist yet.
    if (moved.isRepeat) throw new Error(`deposit ${order.id} was credited before`);
    const now = deps.clock.now();
    await deps.repository.markApproved(trx, order.id, {
      transferId: moved.transferId,
      now,
      ...decision,
    });
    await deps.turnover.require(
      {
        merchantId,
        memberId,
        source: 'deposit',
        reference: `deposit:${order.id}`,
        requiredMinor: (amountMinor * prepared.turnoverPercent) / 100n,
      },
      trx,
    );
    await deps.messages.send(
      {
        merchantId,
        memberId,
        kind: 'deposit_credited',
        params: {
          amount: wire(amountMinor, currency),
          currency,
          trxId: order.trxId ?? decision.gatewayReference ?? '',
        },
        now,
      },
      trx,
    );
    return { ...order, transferId: moved.transferId };
  }

  return {
    async methods(context: RequestContext): Promise<DepositMethod[]> {
      const rows = await deps.repository.channels(context.merchant.id);
      const currency = context.merchant.currency;
      const methods = new Map<string, DepositMethod>();
      for (const row of rows) {
        const method = methods.get(row.methodCode) ?? {
          code: row.methodCode,
          name: row.methodName,
          kind: row.methodKind,
          iconUrl: row.methodIconUrl,
          channels: [],
        };
        method.channels.push({
          id: row.id,
          code: row.code,
          name: row.name,
          min: wire(row.minMinor, currency),
          max: wire(row.maxMinor, currency),
          chips: row.chipsMinor.map((chip) => wire(chip, currency)),
          orderMinutes: row.orderMinutes,
        });
        methods.set(row.methodCode, method);
      }
      return [...methods.values()];
    },

    /** Opens an order (once per idempotency key) inside the channel's limits. */
    async open(
      context: RequestContext,
      member: SignedInMember,
      input: DepositOrderRequest,
    ): Promise<DepositOrder> {
      const channel = (await deps.repository.channels(context.merchant.id)).find(
        (row) => row.id === input.channelId,
      );
      if (!channel) throw new AppError('deposit_channel_unavailable');
      const currency = context.merchant.currency;
      const amountMinor = parseAmount(context, input.amount, {
        minMinor: BigInt(channel.minMinor),
        maxMinor: BigInt(channel.maxMinor),
      });
      const now = deps.clock.now();
      const open = await deps.repository.countOpen(context.merchant.id, member.id, now);
      if (open >= openOrdersMax) throw new AppError('too_many_requests');
      const orderId = await deps.repository.openOrder({
        merchantId: context.merchant.id,
        memberId: member.id,
        channelId: channel.id,
        amountMinor,
        currency,
        idempotencyKey: input.idempotencyKey,
        isGateway: channel.gatewayId !== null,
        now,
        expiresAt: new Date(now.getTime() + channel.orderMinutes * 60_000),
      });
      if (orderId === 'conflict') throw new AppError('idempotency_conflict');
      if (!orderId) throw new AppError('deposit_channel_unavailable');
      const row = await deps.repository.memberOrder(context.merchant.id, member.id, orderId);
      if (!row) throw new Error(`deposit order ${orderId} vanished`);
      return toOrder(row, now);
    },

    async orders(context: RequestContext, member: SignedInMember): Promise<DepositOrder[]> {
      const rows = await deps.repository.memberOrders(
        context.merchant.id,
        member.id,
        memberOrdersMax,
      );
      const now = deps.clock.now();
      return rows.map((row) => toOrder(row, now));
    },

    /** The player's TrxID and paying number, while the order is open; a TrxID works once. */
    async submit(
      context: RequestContext,
      member: SignedInMember,
      orderId: string,
      input: DepositSubmitRequest,
    ): Promise<DepositOrder> {
      const row = await deps.repository.memberOrder(context.merchant.id, member.id, orderId);
      if (!row) throw new AppError('not_found');
      const now = deps.clock.now();
      const outcome = await deps.repository.submit({
        orderId,
        trxId: input.trxId.toUpperCase(),
        payingNumber: input.payingNumber,
        now,
      });
      if (outcome === 'used') throw new AppError('trx_id_used');
      if (outcome === 'closed') throw new AppError('deposit_order_closed');
      const updated = await deps.repository.memberOrder(context.merchant.id, member.id, orderId);
      if (!updated) throw new Error(`deposit order ${orderId} vanished`);
      return toOrder(updated, now);
    },

    /** Orders waiting for finance (and, with awaiting_payment, those not paid yet). */
    async queue(
      actor: OperatorScope,
      status: 'submitted' | 'awaiting_payment',
    ): Promise<QueuedDeposit[]> {
      requireRole(actor.operator, opsRoles.finance);
      const now = deps.clock.now();
      const rows = await deps.repository.queue(actor.scope, status, now, queueRowsMax);
      return rows.map((row) => ({
        ...toOrder(row, now),
        username: row.username,
        merchantId: row.merchantId,
      }));
    },

    /** Finance approves a submitted order: credited, messaged and logged; twice is refused. */
    async approve(actor: OperatorScope, orderId: string) {
      requireRole(actor.operator, opsRoles.finance);
      const found = await deps.repository.order(orderId);
      if (!found) throw new AppError('deposit_order_closed');
      const prepared = await prepare(found);
      const decided = await deps.db.transaction().execute(async (trx) => {
        const order = await credit(trx, orderId, actor.scope, ['submitted'], prepared, {
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
      if (!decided) throw new AppError('deposit_order_closed');
    },

    /** Rejects a submitted order with a reason the player reads in a message. */
    async reject(actor: OperatorScope, orderId: string, reason: string) {
      requireRole(actor.operator, opsRoles.finance);
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

    /**
     * An automatic gateway's signed callback: a paid notice for the order's exact amount
     * credits it once (a late one too — the money arrived); repeats answer the same; anything
     * unsigned, stale, or for another amount is refused and changes nothing.
     */
    async gatewayCallback(
      context: RequestContext,
      gatewayCode: string,
      request: { signature: string | undefined; rawBody: string },
    ): Promise<{ orderId: string; status: DepositOrder['status'] }> {
      const gateway = await deps.repository.gateway(context.merchant.id, gatewayCode);
      const adapter = gateway ? gatewayAdapters[gateway.adapter] : undefined;
      const notice =
        gateway && adapter
          ? adapter.readCallback(gateway, { ...request, now: deps.clock.now() })
          : null;
      if (!notice) throw new AppError('gateway_signature_invalid');
      const order = /^\d{1,18}$/.test(notice.orderId)
        ? await deps.repository.gatewayOrder(context.merchant.id, gatewayCode, notice.orderId)
        : undefined;
      if (!order) throw new AppError('not_found');
      if (notice.status === 'paid' && order.status !== 'approved') {
        if (notice.amount !== wire(order.amountMinor, order.currency)) {
          throw new AppError('amount_invalid');
        }
        const prepared = await prepare(order);
        try {
          await deps.db.transaction().execute((trx) =>
            credit(trx, order.id, context.merchant.id, ['awaiting_payment', 'expired'], prepared, {
              decidedBy: null,
              gatewayReference: notice.reference,
            }),
          );
        } catch (error) {
          // The gateway named another order's payment with this reference.
          if ((error as { code?: string }).code === '23505') {
            throw new AppError('idempotency_conflict');
          }
          throw error;
        }
      }
      const now = deps.clock.now();
      const current = await deps.repository.order(order.id);
      return { orderId: order.id, status: current ? toOrder(current, now).status : order.status };
    },

    /** The expiry job: orders whose countdown ran out without a TrxID become expired. */
    /** The sweep: marks unpaid orders past their time expired, a batch at a time. */
    async expire(): Promise<number> {
      const now = deps.clock.now();
      let expired = 0;
      for (;;) {
        const count = await deps.repository.expire(now, expireBatch);
        expired += count;
        if (count < expireBatch) return expired;
      }
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
