import type { DepositOrder } from '@khela/contracts';
import { wire } from '../../../lib/amounts';
import { gatewayAdapters } from './deposit.gateways';
import type { DepositRepository } from './deposit.repository';

/** An order as the repository reads it, with its channel, method, account and gateway. */
export type OrderRow = NonNullable<Awaited<ReturnType<DepositRepository['order']>>>;

/** Where the player pays an order of an automatic gateway; null for one paid by hand. */
function payUrlOf(row: OrderRow, amount: string): string | null {
  const adapter = row.gatewayAdapter ? gatewayAdapters[row.gatewayAdapter] : undefined;
  if (!adapter || !row.gatewayCode || !row.gatewayPayUrl || !row.gatewaySecret) return null;
  return adapter.payUrl(
    {
      code: row.gatewayCode,
      adapter: row.gatewayAdapter ?? '',
      payUrl: row.gatewayPayUrl,
      secret: row.gatewaySecret,
    },
    { id: row.id, amount, currency: row.currency },
  );
}

/** An order as the player (and finance) sees it at `now`. */
export function toOrder(row: OrderRow, now: Date): DepositOrder {
  // An order past its time is expired even before the sweep marks it.
  const isLapsed = row.status === 'awaiting_payment' && new Date(row.expiresAt) <= now;
  const amount = wire(row.amountMinor, row.currency);
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
    payUrl: row.status === 'awaiting_payment' && !isLapsed ? payUrlOf(row, amount) : null,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    trxId: row.trxId,
    payingNumber: row.payingNumber,
    rejectReason: row.rejectReason,
  };
}
