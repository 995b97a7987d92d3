import { z } from 'zod';

/**
 * The vendor wallet protocol (Hub88-style operator wallet): what a seamless vendor sends us.
 * Unknown keys are dropped, as the protocol asks; amounts are integers in minor units.
 */

/** Answer statuses of the protocol. */
export const vendorWalletStatuses = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
] as const;
export type VendorWalletStatus = (typeof vendorWalletStatuses)[number];

/** The largest amount a single call may carry, in minor units (well inside 2^53). */
export const vendorAmountMinorMax = 1_000_000_000_000;

const identifier = z.string().min(1).max(100);
const optionalText = z.string().max(200).nullish();

export const vendorUserInfoRequestSchema = z.object({
  user: identifier,
  request_uuid: identifier,
});

export const vendorBalanceRequestSchema = z.object({
  user: identifier,
  token: identifier,
  request_uuid: identifier,
  game_code: identifier.nullish(),
});

const transactionFields = {
  user: identifier,
  token: identifier,
  request_uuid: identifier,
  transaction_uuid: identifier,
  supplier_transaction_id: optionalText,
  supplier_user: optionalText,
  round: identifier,
  round_closed: z.boolean().nullish(),
  reward_uuid: optionalText,
  is_free: z.boolean().nullish(),
  is_aggregated: z.boolean().nullish(),
  game_code: identifier,
  currency: z.string().regex(/^[A-Z]{3,5}$/),
  bet: optionalText,
  amount: z.number().int().min(0).max(vendorAmountMinorMax),
  meta: z.record(z.string(), z.unknown()).nullish(),
};

export const vendorBetRequestSchema = z.object(transactionFields);
export type VendorBetRequest = z.infer<typeof vendorBetRequestSchema>;

export const vendorWinRequestSchema = z.object({
  ...transactionFields,
  reference_transaction_uuid: identifier,
});
export type VendorWinRequest = z.infer<typeof vendorWinRequestSchema>;

export const vendorRollbackRequestSchema = z.object({
  user: identifier,
  token: identifier,
  request_uuid: identifier,
  transaction_uuid: identifier,
  supplier_transaction_id: optionalText,
  round: identifier,
  round_closed: z.boolean().nullish(),
  reference_transaction_uuid: identifier,
  game_code: identifier,
  meta: z.record(z.string(), z.unknown()).nullish(),
});
export type VendorRollbackRequest = z.infer<typeof vendorRollbackRequestSchema>;

/** Every answer: the user, a status, the echoed request id, and the balance in minor units. */
export const vendorWalletAnswerSchema = z.object({
  user: z.string(),
  status: z.enum(vendorWalletStatuses),
  request_uuid: z.string(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
  country: z.string().optional(),
  display_name: z.string().optional(),
});
export type VendorWalletAnswer = z.infer<typeof vendorWalletAnswerSchema>;

/** POST /vendor-wallet/:merchant/:vendor/<call>: whose wallet, which vendor (any text: an
 * unknown pair is answered RS_ERROR_INVALID_PARTNER, as the protocol says). */
export const vendorWalletParamsSchema = z.object({ merchant: z.string(), vendor: z.string() });
