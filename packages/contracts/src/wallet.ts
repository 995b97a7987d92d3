import { z } from 'zod';
import { plainText } from './plain-text';

/** Decimal strings on the wire ("1234.50", ARCHITECTURE.md Money). */
const wireAmount = z.string();

/** GET /wps/v2/deposit/methods: the desk's methods and their channels, in order. */
export const depositChannelSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  min: wireAmount,
  max: wireAmount,
  chips: z.array(wireAmount),
  orderMinutes: z.number().int(),
});
/** What kind of money a payment method moves. */
export const depositMethodKinds = ['mobile_money', 'bank', 'crypto'] as const;
export const depositMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(depositMethodKinds),
  iconUrl: z.string().nullable(),
  channels: z.array(depositChannelSchema),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/** POST /wps/v2/deposit/orders: a channel, an amount, and the browser's key for this order. */
export const depositOrderRequestSchema = z.object({
  channelId: z.string().regex(/^\d{1,18}$/),
  amount: z.string().max(30),
  idempotencyKey: z.string().min(8).max(100),
});
export type DepositOrderRequest = z.infer<typeof depositOrderRequestSchema>;

/** POST /wps/v2/deposit/orders/:id/submit: the payment's transaction id and paying number. */
export const depositSubmitRequestSchema = z.object({
  trxId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,40}$/),
  payingNumber: z.string().trim().min(3).max(40),
});
export type DepositSubmitRequest = z.infer<typeof depositSubmitRequestSchema>;

export const depositStatuses = [
  'awaiting_payment',
  'submitted',
  'approved',
  'rejected',
  'expired',
] as const;

/** A deposit order as the player sees it. */
export const depositOrderSchema = z.object({
  id: z.string(),
  status: z.enum(depositStatuses),
  amount: wireAmount,
  currency: z.string(),
  methodName: z.string(),
  channelName: z.string(),
  /** Where to pay by hand; null when an automatic gateway takes the payment (payUrl). */
  receivingAccount: z.object({ name: z.string(), number: z.string() }).nullable(),
  payUrl: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  trxId: z.string().nullable(),
  payingNumber: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

/** GET /ops/api/deposits: an order in finance's queue, with whose it is. */
export const queuedDepositSchema = depositOrderSchema.extend({
  username: z.string(),
  merchantId: z.string(),
});
export type QueuedDeposit = z.infer<typeof queuedDepositSchema>;

/** GET /ops/api/deposits: finance's queue of submitted orders, or of those not paid yet. */
export const depositQueueQuerySchema = z.object({
  status: z.enum(['submitted', 'awaiting_payment']).default('submitted'),
});
export type DepositQueueQuery = z.infer<typeof depositQueueQuerySchema>;

/** POST /ops/api/deposits/:id/reject (and a withdrawal's reject): the reason the player reads. */
export const depositRejectRequestSchema = z.object({ reason: plainText(300).min(1) });

/** An automatic gateway's code in a path: /wps/v2/deposit/gateways/:code/callback and the desk's. */
export const gatewayCodeParamsSchema = z.object({ code: z.string().regex(/^[a-z0-9_]{2,30}$/) });

/**
 * POST /wps/v2/deposit/gateways/:code/callback: the order the gateway named and its status now.
 * The gateway's request is its own raw JSON, read and verified by the server (docs: wallet API).
 */
export const gatewayCallbackResultSchema = z.object({
  orderId: z.string(),
  status: z.enum(depositStatuses),
});
export type GatewayCallbackResult = z.infer<typeof gatewayCallbackResultSchema>;

/** GET /wps/relay/CSP_unreadCount. */
export const unreadCountSchema = z.object({ count: z.number().int() });

/** A platform message (messageV2). */
export const memberMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;
