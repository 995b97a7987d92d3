import type {
  DepositMethod,
  DepositOrder,
  DepositOrderRequest,
  DepositSubmitRequest,
  GatewayCallbackResult,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { DepositCredit } from './deposit.credit';
import { gatewayAdapters } from './deposit.gateways';
import type { DepositRepository } from './deposit.repository';
import { toOrder } from './deposit.rules';

/** A member's order list shows at most this many orders. */
const memberOrdersMax = 30;
/** The expiry sweep marks this many orders per statement. */
const expireBatch = 500;
/** Orders a member may have waiting for payment at once (each shows a receiving account). */
export const openOrdersMax = 3;

/**
 * The player's side of deposits: the player orders a deposit on a channel and gets a receiving
 * account with a countdown (or a gateway's payment page), pays outside, submits the TrxID;
 * finance decides on the desk. An automatic gateway's signed callback credits its order itself.
 */
export function createDepositService(deps: {
  db: Db;
  repository: DepositRepository;
  credit: DepositCredit;
  clock: Clock;
}) {
  return {
    /** The methods players may pay by now, each with its open channels, in the desk's order. */
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
      const opened = await deps.repository.openOrder({
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
      if (opened.kind === 'conflict') throw new AppError('idempotency_conflict');
      if (opened.kind === 'no_account') throw new AppError('deposit_channel_unavailable');
      const row = await deps.repository.memberOrder(context.merchant.id, member.id, opened.id);
      if (!row) throw new Error(`deposit order ${opened.id} vanished`);
      return toOrder(row, now);
    },

    /** The member's latest orders, newest first. */
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

    /**
     * An automatic gateway's signed callback: a paid notice for the order's exact amount
     * credits it once (a late one too — the money arrived); repeats answer the same; anything
     * unsigned, stale, or for another amount is refused and changes nothing.
     */
    async gatewayCallback(
      context: RequestContext,
      gatewayCode: string,
      request: { signature: string | undefined; rawBody: string },
    ): Promise<GatewayCallbackResult> {
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
        const prepared = await deps.credit.prepare(order);
        // A late notice credits too: the money arrived. Another order's reference is refused.
        await deps.db
          .transaction()
          .execute((trx) =>
            deps.credit.credit(
              trx,
              order.id,
              context.merchant.id,
              ['awaiting_payment', 'expired'],
              prepared,
              { decidedBy: null, gatewayReference: notice.reference },
            ),
          );
      }
      const now = deps.clock.now();
      const current = await deps.repository.order(order.id);
      return { orderId: order.id, status: current ? toOrder(current, now).status : order.status };
    },

    /** The expiry job: marks unpaid orders past their time expired, a batch at a time. */
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
