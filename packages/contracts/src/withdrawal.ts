import { contractRequestSchema } from './agent-contracts';
import { z } from 'zod';
import { plainText } from './plain-text';
import { idParamsSchema } from './params';

/** Decimal strings on the wire ("1234.50", ARCHITECTURE.md Money). */
const wireAmount = z.string();
const amountInput = z.string().max(30);
const idempotencyKey = z.string().min(8).max(100);
const paymentPassword = z.string().min(1).max(64);

/** A payout account the player bound (the name is the player's payee name). */
export const payoutAccountSchema = z.object({
  id: z.string(),
  methodCode: z.string(),
  methodName: z.string(),
  methodKind: z.enum(['mobile_money', 'bank', 'crypto']),
  accountName: z.string(),
  accountNumber: z.string(),
  bankName: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** POST /wps/v2/withdraw/accounts. */
export const bindPayoutAccountRequestSchema = z.object({
  methodCode: z.string().regex(/^[a-z0-9_]{2,30}$/),
  accountName: plainText(100).min(1),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,60}$/),
  bankName: plainText(100).min(1).optional(),
  paymentPassword,
});
export type BindPayoutAccountRequest = z.infer<typeof bindPayoutAccountRequestSchema>;

/** GET /wps/v2/withdraw/overview: everything the withdraw page needs at once. */
export const withdrawOverviewSchema = z.object({
  currency: z.string(),
  balance: wireAmount,
  held: wireAmount,
  hasPaymentPassword: z.boolean(),
  payeeName: z.string().nullable(),
  methods: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      kind: z.enum(['mobile_money', 'bank', 'crypto']),
    }),
  ),
  accounts: z.array(payoutAccountSchema),
  accountsMax: z.number().int(),
  limits: z.object({
    min: wireAmount,
    max: wireAmount,
    dailyCountMax: z.number().int(),
    dailyAmountMax: wireAmount,
    usedTodayCount: z.number().int(),
    usedTodayAmount: wireAmount,
  }),
  turnover: z.object({ required: wireAmount, wagered: wireAmount, remaining: wireAmount }),
  receiptMinutes: z.number().int(),
});
export type WithdrawOverview = z.infer<typeof withdrawOverviewSchema>;

/** POST /wps/v2/withdraw/requests. */
export const withdrawRequestSchema = z.object({
  accountId: z.string().regex(/^\d{1,18}$/),
  amount: amountInput,
  paymentPassword,
  idempotencyKey,
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const withdrawalStatuses = [
  'pending',
  'approved',
  'rejected',
  'disbursed',
  'received',
  'partially_received',
  'not_received',
  'auto_received',
  'resolved',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** A withdrawal as the player (and finance) sees it. */
export const withdrawalSchema = z.object({
  id: z.string(),
  status: z.enum(withdrawalStatuses),
  amount: wireAmount,
  currency: z.string(),
  account: payoutAccountSchema,
  createdAt: z.string(),
  disbursedAt: z.string().nullable(),
  payoutReference: z.string().nullable(),
  receiptDueAt: z.string().nullable(),
  receiptAt: z.string().nullable(),
  receivedAmount: wireAmount.nullable(),
  remainingAmount: wireAmount.nullable(),
  receiptNote: z.string().nullable(),
  proofCount: z.number().int(),
  rejectReason: z.string().nullable(),
  resolution: z.enum(['refunded', 'paid_confirmed']).nullable(),
  refundAmount: wireAmount.nullable(),
  resolutionNote: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** The queues of the withdrawal desk (disputed: partially or not received). */
export const withdrawalQueueNames = ['pending', 'approved', 'disbursed', 'disputed'] as const;
export type WithdrawalQueue = (typeof withdrawalQueueNames)[number];

/** GET /ops/api/withdrawals?status=: one queue of the desk. */
export const withdrawalQueueQuerySchema = z.object({
  status: z.enum(withdrawalQueueNames).default('pending'),
});

/** GET /ops/api/withdrawals: a request in finance's queue, with whose it is. */
export const queuedWithdrawalSchema = withdrawalSchema.extend({
  username: z.string(),
  merchantId: z.string(),
});
export type QueuedWithdrawal = z.infer<typeof queuedWithdrawalSchema>;

/**
 * POST /wps/v2/withdraw/requests/:id/receipt (multipart/form-data): the fields below, and for
 * not_received (optionally partially_received) up to three png/jpeg images named `proof`.
 */
export const withdrawReceiptFieldsSchema = z.object({
  outcome: z.enum(['received', 'partially_received', 'not_received']),
  receivedAmount: amountInput.optional(),
  note: plainText(300).optional(),
});
export type WithdrawReceiptFields = z.infer<typeof withdrawReceiptFieldsSchema>;
export const proofImagesMax = 3;
export const proofImageBytesMax = 5 * 1024 * 1024;

/** GET …/withdraw/requests/:id/proofs/:n and the desk's: the n-th proof image, from 1. */
export const withdrawalProofParamsSchema = idParamsSchema.extend({
  n: z.coerce.number().int().min(1).max(proofImagesMax),
});

/** POST /wps/v2/transfer/upline. */
export const uplineTransferRequestSchema = z.object({
  amount: amountInput,
  paymentPassword,
  idempotencyKey,
});
export type UplineTransferRequest = z.infer<typeof uplineTransferRequestSchema>;

/** POST /wps/v2/transfer/downline (agents). */
export const downlineTransferRequestSchema = uplineTransferRequestSchema.extend({
  username: z.string().trim().min(1).max(64),
});
export type DownlineTransferRequest = z.infer<typeof downlineTransferRequestSchema>;

/** GET /wps/v2/transfer/overview: who the member can send to and within what bounds. */
export const transferOverviewSchema = z.object({
  currency: z.string(),
  balance: wireAmount,
  upline: z.object({ username: z.string() }).nullable(),
  isAgent: z.boolean(),
  downlineCount: z.number().int(),
  hasPaymentPassword: z.boolean(),
  min: wireAmount,
  max: wireAmount,
});
export type TransferOverview = z.infer<typeof transferOverviewSchema>;

export const transferResultSchema = z.object({
  transferId: z.string(),
  balance: wireAmount,
});
export type TransferResult = z.infer<typeof transferResultSchema>;

/** A wallet of the member (GCS_merchantWallet): the main wallet and each transfer vendor's. */
export const memberWalletSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['main', 'held', 'vendor']),
  balance: wireAmount,
  status: z.enum(['active', 'maintenance', 'disabled']),
});
export type MemberWallet = z.infer<typeof memberWalletSchema>;

/**
 * GET /wps/member/info/funds/consolidated: the member's funds in one answer, with the agent
 * programme's request of each kind waiting for the member (null: none).
 */
export const consolidatedFundsSchema = z.object({
  currency: z.string(),
  main: wireAmount,
  held: wireAmount,
  vendors: wireAmount,
  total: wireAmount,
  /** The agent programme's request waiting for the member's answer, per kind of contract. */
  dailysalreqtype: contractRequestSchema.nullable(),
  divtypereq: contractRequestSchema.nullable(),
  contracthoursalreq: contractRequestSchema.nullable(),
  realtimesalreqtype: contractRequestSchema.nullable(),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

/** POST /wps/relay/GCS_walletTransfer: main wallet ↔ a transfer vendor's wallet. */
export const walletTransferRequestSchema = z.object({
  from: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  to: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  amount: amountInput,
  idempotencyKey,
});
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;
export const mainWalletCode = 'MAIN';

/** Kinds of account record (transactionHistory) a player can filter by. */
export const recordTypes = [
  'deposit',
  'withdrawal',
  'transfer',
  'bet',
  'win',
  'bonus',
  'adjustment',
] as const;
export type RecordType = (typeof recordTypes)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /wps/v2/wallets/records: dates in the merchant's time zone, both days included. */
export const recordsQuerySchema = z.object({
  type: z.enum(recordTypes).optional(),
  from: isoDate,
  to: isoDate,
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type RecordsQuery = z.infer<typeof recordsQuerySchema>;
/** The widest range one query may span. */
export const recordsRangeDaysMax = 92;

export const walletRecordSchema = z.object({
  id: z.string(),
  time: z.string(),
  type: z.enum(recordTypes),
  /** The ledger's own kind (deposit, withdrawal_hold, transfer_upline, ...). */
  kind: z.string(),
  /** Signed: positive into the wallet, negative out of it. */
  amount: wireAmount,
  balanceAfter: wireAmount,
  reference: z.string().nullable(),
});
export type WalletRecord = z.infer<typeof walletRecordSchema>;

export const walletRecordsSchema = z.object({
  list: z.array(walletRecordSchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
});
export type WalletRecords = z.infer<typeof walletRecordsSchema>;
