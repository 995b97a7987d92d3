import { z } from 'zod';
import { plainText } from './plain-text';
import { depositMethodKinds } from './wallet';

/**
 * The operators' payment desk (/ops/api/payments/…): how players pay in — methods, their
 * channels with limits and amount chips, the receiving accounts a channel rotates among,
 * automatic gateways — and the merchant's wallet rules (withdrawal limits, turnover, receipt
 * minutes, transfer limits, the two-operator threshold). Amounts are decimal strings in the
 * merchant's currency on the wire; the server parses them with the currency's places.
 */

/** A typed amount, parsed by the server in the merchant's currency. */
const typedAmount = z.string().trim().max(30);
const code = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{2,30}$/);
const displayName = plainText(60).min(1);
const sortOrder = z.number().int().min(0).max(1_000_000);

/** A channel offers at most this many amount chips. */
export const channelChipsMax = 10;
/** An order waits for its payment between these many minutes. */
export const orderMinutesBounds = { min: 1, max: 1440 } as const;
/** The gateway adapters the server knows (each a way of signing and reading notices). */
export const gatewayAdapters = ['hmac_v1'] as const;
/** A gateway's shared secret is at least this long. */
export const gatewaySecretLengthMin = 32;

export const deskReceivingAccountSchema = z.object({
  id: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  isEnabled: z.boolean(),
  lastUsedAt: z.string().nullable(),
  /** Orders waiting for a payment to this account. */
  openOrders: z.number().int(),
});
export type DeskReceivingAccount = z.infer<typeof deskReceivingAccountSchema>;

export const deskChannelSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  min: z.string(),
  max: z.string(),
  chips: z.array(z.string()),
  orderMinutes: z.number().int(),
  gatewayCode: z.string().nullable(),
  isEnabled: z.boolean(),
  sortOrder: z.number().int(),
  accounts: z.array(deskReceivingAccountSchema),
});
export type DeskChannel = z.infer<typeof deskChannelSchema>;

export const deskMethodSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(depositMethodKinds),
  iconUrl: z.string().nullable(),
  isEnabled: z.boolean(),
  /** Players may bind payout accounts of this method for withdrawals. */
  allowsWithdrawal: z.boolean(),
  sortOrder: z.number().int(),
  channels: z.array(deskChannelSchema),
});
export type DeskMethod = z.infer<typeof deskMethodSchema>;

/** A gateway as the desk shows it: its secret never leaves the server, only a fingerprint. */
export const deskGatewaySchema = z.object({
  code: z.string(),
  adapter: z.enum(gatewayAdapters),
  payUrl: z.string(),
  secretFingerprint: z.string(),
  isEnabled: z.boolean(),
  callbackPath: z.string(),
});
export type DeskGateway = z.infer<typeof deskGatewaySchema>;

export const walletRulesSchema = z.object({
  withdrawMin: z.string(),
  withdrawMax: z.string(),
  withdrawDailyCountMax: z.number().int(),
  withdrawDailyMax: z.string(),
  depositTurnoverPercent: z.number().int(),
  receiptMinutes: z.number().int(),
  payoutAccountsMax: z.number().int(),
  transferMin: z.string(),
  transferMax: z.string(),
  adjustmentDual: z.string(),
});
export type WalletRules = z.infer<typeof walletRulesSchema>;

/** GET /ops/api/payments: everything of one merchant's payment desk. */
export const paymentDeskSchema = z.object({
  merchant: z.object({ code: z.string(), name: z.string(), currency: z.string() }),
  methods: z.array(deskMethodSchema),
  gateways: z.array(deskGatewaySchema),
  rules: walletRulesSchema,
});
export type PaymentDesk = z.infer<typeof paymentDeskSchema>;

const iconUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/art\/[A-Za-z0-9_./-]+|https:\/\/[^/\s?#]+(\/\S*)?)$/)
  .refine((value) => !value.includes('..'))
  .nullable();

/** POST /ops/api/payments/methods. */
export const createMethodSchema = z.object({
  code,
  name: displayName,
  kind: z.enum(depositMethodKinds),
  iconUrl: iconUrl.optional(),
  allowsWithdrawal: z.boolean().default(true),
  sortOrder: sortOrder.default(0),
});
export type CreateMethod = z.infer<typeof createMethodSchema>;

const someField = (value: Record<string, unknown>) =>
  Object.values(value).some((field) => field !== undefined);

/** PATCH /ops/api/payments/methods/:id. */
export const updateMethodSchema = z
  .object({
    name: displayName.optional(),
    iconUrl: iconUrl.optional(),
    isEnabled: z.boolean().optional(),
    allowsWithdrawal: z.boolean().optional(),
    sortOrder: sortOrder.optional(),
  })
  .refine(someField);
export type UpdateMethod = z.infer<typeof updateMethodSchema>;

const channelFields = {
  name: displayName,
  min: typedAmount,
  max: typedAmount,
  chips: z.array(typedAmount).max(channelChipsMax),
  orderMinutes: z.number().int().min(orderMinutesBounds.min).max(orderMinutesBounds.max),
  /** Payments through an automatic gateway instead of receiving accounts; null for none. */
  gatewayCode: code.nullable(),
  sortOrder,
};

/** POST /ops/api/payments/methods/:id/channels. */
export const createChannelSchema = z.object({
  code,
  ...channelFields,
  chips: channelFields.chips.default([]),
  orderMinutes: channelFields.orderMinutes.default(10),
  gatewayCode: channelFields.gatewayCode.default(null),
  sortOrder: sortOrder.default(0),
});
export type CreateChannel = z.infer<typeof createChannelSchema>;

/** PATCH /ops/api/payments/channels/:id. */
export const updateChannelSchema = z
  .object({
    name: channelFields.name.optional(),
    min: channelFields.min.optional(),
    max: channelFields.max.optional(),
    chips: channelFields.chips.optional(),
    orderMinutes: channelFields.orderMinutes.optional(),
    gatewayCode: channelFields.gatewayCode.optional(),
    isEnabled: z.boolean().optional(),
    sortOrder: sortOrder.optional(),
  })
  .refine(someField);
export type UpdateChannel = z.infer<typeof updateChannelSchema>;

/** POST /ops/api/payments/channels/:id/accounts: a wallet number or bank account to pay into. */
export const createReceivingAccountSchema = z.object({
  accountName: plainText(100).min(1),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 .:_-]{3,100}$/),
});
export type CreateReceivingAccount = z.infer<typeof createReceivingAccountSchema>;

/** PATCH /ops/api/payments/accounts/:id. */
export const updateReceivingAccountSchema = z
  .object({
    accountName: plainText(100).min(1).optional(),
    isEnabled: z.boolean().optional(),
  })
  .refine(someField);
export type UpdateReceivingAccount = z.infer<typeof updateReceivingAccountSchema>;

const payUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s]+$/);
const secret = z.string().min(gatewaySecretLengthMin).max(200);

/** POST /ops/api/payments/gateways. */
export const createGatewaySchema = z.object({
  code,
  adapter: z.enum(gatewayAdapters),
  payUrl,
  secret,
});
export type CreateGateway = z.infer<typeof createGatewaySchema>;

/** PATCH /ops/api/payments/gateways/:code: a new address, a new secret, on or off. */
export const updateGatewaySchema = z
  .object({
    payUrl: payUrl.optional(),
    secret: secret.optional(),
    isEnabled: z.boolean().optional(),
  })
  .refine(someField);
export type UpdateGateway = z.infer<typeof updateGatewaySchema>;

/** PUT /ops/api/payments/rules: the whole set, amounts typed as on the desk. */
export const updateWalletRulesSchema = z.object({
  withdrawMin: typedAmount,
  withdrawMax: typedAmount,
  withdrawDailyCountMax: z.number().int().min(1).max(1000),
  withdrawDailyMax: typedAmount,
  depositTurnoverPercent: z.number().int().min(0).max(10_000),
  receiptMinutes: z.number().int().min(1).max(10_080),
  payoutAccountsMax: z.number().int().min(1).max(20),
  transferMin: typedAmount,
  transferMax: typedAmount,
  adjustmentDual: typedAmount,
});
export type UpdateWalletRules = z.infer<typeof updateWalletRulesSchema>;
