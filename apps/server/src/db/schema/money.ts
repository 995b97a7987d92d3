import type { Generated } from 'kysely';
import type { Identity, Timestamp } from './columns';

// The money domain's tables, as its migrations made them.

export interface LedgerAccountsTable {
  id: Identity;
  merchantId: string;
  kind: 'player' | 'play_money' | 'pending_withdrawal' | 'vendor_wallet' | 'house';
  purpose: Generated<string>;
  memberId: string | null;
  shard: Generated<number>;
  currency: string;
  balanceMinor: Generated<string>;
  createdAt: Generated<Timestamp>;
}

export interface LedgerTransfersTable {
  id: Identity;
  merchantId: string;
  debitAccountId: string;
  creditAccountId: string;
  amountMinor: string;
  kind: string;
  reference: string | null;
  idempotencyKey: string;
  debitBalanceAfter: string;
  creditBalanceAfter: string;
  createdAt: Generated<Timestamp>;
}

export interface PaymentMethodsTable {
  id: Identity;
  merchantId: string;
  code: string;
  name: string;
  kind: 'mobile_money' | 'bank' | 'crypto';
  iconUrl: string | null;
  isEnabled: Generated<boolean>;
  sortOrder: Generated<number>;
  allowsWithdrawal: Generated<boolean>;
}

export interface PaymentChannelsTable {
  id: Identity;
  merchantId: string;
  methodId: string;
  code: string;
  name: string;
  minMinor: string;
  maxMinor: string;
  chipsMinor: Generated<string[]>;
  orderMinutes: Generated<number>;
  isEnabled: Generated<boolean>;
  sortOrder: Generated<number>;
  gatewayId: string | null;
}

export interface ReceivingAccountsTable {
  id: Identity;
  merchantId: string;
  channelId: string;
  accountName: string;
  accountNumber: string;
  isEnabled: Generated<boolean>;
  lastUsedAt: Timestamp | null;
}

export type DepositStatus = 'awaiting_payment' | 'submitted' | 'approved' | 'rejected' | 'expired';

export interface DepositOrdersTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  channelId: string;
  receivingAccountId: string | null;
  amountMinor: string;
  currency: string;
  status: Generated<DepositStatus>;
  idempotencyKey: string;
  trxId: string | null;
  payingNumber: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  submittedAt: Timestamp | null;
  decidedAt: Timestamp | null;
  decidedBy: string | null;
  rejectReason: string | null;
  transferId: string | null;
  gatewayReference: string | null;
}

export interface WalletRulesTable {
  merchantId: string;
  withdrawMinMinor: Generated<string>;
  withdrawMaxMinor: Generated<string>;
  withdrawDailyCountMax: Generated<number>;
  withdrawDailyMaxMinor: Generated<string>;
  depositTurnoverPercent: Generated<number>;
  receiptMinutes: Generated<number>;
  payoutAccountsMax: Generated<number>;
  transferMinMinor: Generated<string>;
  transferMaxMinor: Generated<string>;
  adjustmentDualMinor: Generated<string>;
  updatedAt: Generated<Date>;
}

export interface TurnoverRequirementsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  source: 'deposit' | 'bonus' | 'adjustment';
  reference: string;
  requiredMinor: string;
  createdAt: Timestamp;
  metAt: Timestamp | null;
}

export interface PayoutAccountsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  methodId: string;
  accountName: string;
  accountNumber: string;
  bankName: string | null;
  createdAt: Timestamp;
}

export type WithdrawalStatus =
  | 'pending'
  | 'approved'
  | 'rejected'
  | 'disbursed'
  | 'received'
  | 'partially_received'
  | 'not_received'
  | 'auto_received'
  | 'resolved';

export interface WithdrawalsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  payoutAccountId: string;
  amountMinor: string;
  currency: string;
  status: Generated<WithdrawalStatus>;
  idempotencyKey: string;
  createdAt: Timestamp;
  approvedAt: Timestamp | null;
  approvedBy: string | null;
  rejectedAt: Timestamp | null;
  rejectedBy: string | null;
  rejectReason: string | null;
  disbursedAt: Timestamp | null;
  disbursedBy: string | null;
  payoutReference: string | null;
  receiptDueAt: Timestamp | null;
  receiptAt: Timestamp | null;
  receivedMinor: string | null;
  receiptNote: string | null;
  resolution: 'refunded' | 'paid_confirmed' | null;
  refundMinor: string | null;
  resolvedAt: Timestamp | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
  holdTransferId: string;
  releaseTransferId: string | null;
  refundTransferId: string | null;
}

export interface WithdrawalProofsTable {
  id: Identity;
  merchantId: string;
  withdrawalId: string;
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  createdAt: Timestamp;
}

export interface BalanceAdjustmentsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  direction: 'credit' | 'debit';
  amountMinor: string;
  currency: string;
  reason: string;
  status: 'awaiting_approval' | 'applied' | 'rejected';
  idempotencyKey: string;
  requestedBy: string;
  requestedAt: Timestamp;
  decidedBy: string | null;
  decidedAt: Timestamp | null;
  transferId: string | null;
}

export interface PaymentGatewaysTable {
  id: Identity;
  merchantId: string;
  code: string;
  adapter: string;
  payUrl: string;
  secret: string;
  isEnabled: Generated<boolean>;
}
