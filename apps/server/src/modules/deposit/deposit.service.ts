import {
  type DepositMethod,
  type DepositOrder,
  type DepositOrderRequest,
  type DepositSubmitRequest,
  type Operator,
} from '@khela/contracts';
import { minor, parseMoney, toWire, type CurrencyCode } from '@khela/money';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { translate, translateWith } from '../../lib/messages';
import type { LedgerService } from '../ledger/ledger.service';
import type { MessageRepository } from '../message/message.repository';
import type { SignedInMember } from '../session/session.service';
import type { RequestContext } from '../system/system.service';
import type { DepositRepository } from './deposit.repository';

/** Operators who may decide deposits. */
const financeRoles = new Set(['owner', 'admin', 'finance']);
const memberOrdersMax = 30;
/** Orders a member may have waiting for payment at once (each shows a receiving account). */
export const openOrdersMax = 3;

type OrderRow = NonNullable<Awaited<ReturnType<DepositRepository['order']>>>;

function wire(amountMinor: string | bigint, currency: string): string {
  return toWire(minor(BigInt(amountMinor)), currency as CurrencyCode);
}

function toOrder(row: OrderRow, now: Date): DepositOrder {
  // An order past its time is expired even before the sweep marks it.
  const isLapsed = row.status === 'awaiting_payment' && new Date(row.expiresAt) <= now;
  return {
    id: row.id,
    status: isLapsed ? 'expired' : row.status,
    amount: wire(row.amountMinor, row.currency),
    currency: row.currency,
    methodName: row.methodName,
    channelName: row.channelName,
    receivingAccount: { name: row.accountName, number: row.accountNumber },
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
  messages: MessageRepository;
  clock: Clock;
}) {
  function amountFieldError(
    context: RequestContext,
    code: string,
    bounds?: { min: string; max: string },
  ) {
    return new AppError('validation_failed', {
      fields: [
        {
          path: 'amount',
          code,
          message: bounds
            ? translateWith(context.language, 'amount_range', bounds)
            : translate(context.language, 'amount_invalid'),
          ...(bounds ? { params: bounds } : {}),
        },
      ],
    });
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
      const currency = context.merchant.currency;
      const parsed = parseMoney(input.amount, currency);
      if (!parsed.ok || parsed.value <= 0n) throw amountFieldError(context, 'validation.amount');
      const channel = (await deps.repository.channels(context.merchant.id)).find(
        (row) => row.id === input.channelId,
      );
      if (!channel) throw new AppError('deposit_channel_unavailable');
      const min = BigInt(channel.minMinor);
      const max = BigInt(channel.maxMinor);
      if (parsed.value < min || parsed.value > max) {
        throw amountFieldError(context, 'validation.amountRange', {
          min: wire(min, currency),
          max: wire(max, currency),
        });
      }
      const now = deps.clock.now();
      const open = await deps.repository.countOpen(context.merchant.id, member.id, now);
      if (open >= openOrdersMax) throw new AppError('too_many_requests');
      const orderId = await deps.repository.openOrder({
        merchantId: context.merchant.id,
        memberId: member.id,
        channelId: channel.id,
        amountMinor: parsed.value,
        currency,
        idempotencyKey: input.idempotencyKey,
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
      operator: Operator,
      merchantId: string | null,
      status: 'submitted' | 'awaiting_payment',
    ) {
      if (!financeRoles.has(operator.role)) throw new AppError('forbidden');
      const now = deps.clock.now();
      await deps.repository.expire(now);
      const rows = await deps.repository.queue(merchantId, status, 200);
      return rows.map((row) => ({
        ...toOrder(row, now),
        username: row.username,
        merchantId: row.merchantId,
      }));
    },

    /**
     * Approves a submitted order: in one transaction the order is locked and still submitted,
     * the ledger credits the player from the house cash account, the order records the
     * transfer, the player gets a message and the action is logged. Twice is refused.
     */
    async approve(operator: Operator, orderId: string, scope: string | null) {
      if (!financeRoles.has(operator.role)) throw new AppError('forbidden');
      const now = deps.clock.now();
      // Account ids come first, outside the transaction that holds its own connection.
      const found = await deps.repository.order(orderId);
      if (!found || found.status !== 'submitted') throw new AppError('deposit_order_closed');
      const cashId = await deps.ledger.houseAccount(
        found.merchantId,
        'cash',
        found.currency,
        found.memberId,
      );
      const walletId = await deps.ledger.account({
        merchantId: found.merchantId,
        kind: 'player',
        memberId: found.memberId,
        currency: found.currency,
      });
      const decided = await deps.db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom('depositOrders')
          .selectAll()
          .where('id', '=', orderId)
          .where('status', '=', 'submitted');
        if (scope !== null) query = query.where('merchantId', '=', scope);
        const order = await query.forUpdate().executeTakeFirst();
        if (!order) return undefined;
        const merchantId = order.merchantId;
        const moved = await deps.ledger.transfer(
          {
            merchantId,
            debitAccountId: cashId,
            creditAccountId: walletId,
            amountMinor: BigInt(order.amountMinor),
            kind: 'deposit',
            reference: `deposit:${order.id}`,
            idempotencyKey: `deposit:${order.id}`,
          },
          trx,
        );
        // The order was still submitted under its lock, so its credit cannot exist yet.
        if (moved.isRepeat) throw new Error(`deposit ${order.id} was credited before`);
        await trx
          .updateTable('depositOrders')
          .set({
            status: 'approved',
            transferId: moved.transferId,
            decidedAt: now,
            decidedBy: operator.id,
          })
          .where('id', '=', order.id)
          .execute();
        const values = {
          amount: wire(order.amountMinor, order.currency),
          currency: order.currency,
          trxId: order.trxId ?? '',
        };
        await deps.messages.insert(
          {
            merchantId,
            memberId: order.memberId,
            kind: 'deposit_credited',
            params: values,
            now,
          },
          trx,
        );
        await trx
          .insertInto('operatorActions')
          .values({
            operatorId: operator.id,
            merchantId,
            action: 'deposit_approve',
            target: `deposit:${order.id}`,
            detail: JSON.stringify({
              amountMinor: order.amountMinor,
              transferId: moved.transferId,
            }),
            createdAt: now,
          })
          .execute();
        return order.id;
      });
      if (!decided) throw new AppError('deposit_order_closed');
    },

    /** Rejects a submitted order with a reason the player reads in a message. */
    async reject(operator: Operator, orderId: string, reason: string, scope: string | null) {
      if (!financeRoles.has(operator.role)) throw new AppError('forbidden');
      const now = deps.clock.now();
      const decided = await deps.db.transaction().execute(async (trx) => {
        let query = trx
          .updateTable('depositOrders')
          .set({ status: 'rejected', rejectReason: reason, decidedAt: now, decidedBy: operator.id })
          .where('id', '=', orderId)
          .where('status', '=', 'submitted');
        if (scope !== null) query = query.where('merchantId', '=', scope);
        const order = await query.returningAll().executeTakeFirst();
        if (!order) return undefined;
        const values = {
          amount: wire(order.amountMinor, order.currency),
          currency: order.currency,
          trxId: order.trxId ?? '',
          reason,
        };
        await deps.messages.insert(
          {
            merchantId: order.merchantId,
            memberId: order.memberId,
            kind: 'deposit_rejected',
            params: values,
            now,
          },
          trx,
        );
        await trx
          .insertInto('operatorActions')
          .values({
            operatorId: operator.id,
            merchantId: order.merchantId,
            action: 'deposit_reject',
            target: `deposit:${order.id}`,
            detail: { reason },
            createdAt: now,
          })
          .execute();
        return order.id;
      });
      if (!decided) throw new AppError('deposit_order_closed');
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
