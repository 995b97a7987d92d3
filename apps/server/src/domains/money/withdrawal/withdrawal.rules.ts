import type { PayoutAccount, Withdrawal, WithdrawalQueue } from '@khela/contracts';
import type { WithdrawalStatus } from '../../../db/schema';
import { wire } from '../../../lib/amounts';
import type { WithdrawalRow } from './withdrawal.repository';

/** The statuses behind each queue of the withdrawal desk. */
export const withdrawalQueues = {
  pending: ['pending'],
  approved: ['approved'],
  disbursed: ['disbursed'],
  disputed: ['partially_received', 'not_received'],
} as const satisfies Record<WithdrawalQueue, readonly WithdrawalStatus[]>;

/** Names compare without case and extra spaces ("Rahim  Uddin" is "rahim uddin"). */
export function sameName(a: string, b: string): boolean {
  const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(a) === normal(b);
}

/** A payout account as the player sees it. */
export function toAccount(row: {
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

/** A withdrawal as the player (and finance) sees it. */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
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
