import { z } from 'zod';
import {
  lotteryGameIdSchema,
  lotteryOfferSchema,
  lotteryPlayTypeSchema,
  lotterySheetFormats,
} from './lottery';
import { prizeModes } from './constants';
import { deskMerchantQuerySchema } from './game-desk';

/**
 * The operators' lottery desk (/ops/api/lottery/…): a merchant's lottery games with their
 * status, payout cap and the play types they offer (odds and stakes), their periods, and the
 * cancellation of a period not yet drawn (every stake refunded). Amounts are decimal strings
 * in the merchant's currency; odds decimal multipliers with the stake included ("95", "1.95").
 */

export const lotteryGameStatuses = ['active', 'maintenance', 'disabled'] as const;

/** /ops/api/lottery/games/:gameId/…: one game of the merchant. */
export const deskLotteryGameParamsSchema = z.object({ gameId: lotteryGameIdSchema });
/** /ops/api/lottery/games/:gameId/offers/:playType: one play type of the game. */
export const deskLotteryOfferParamsSchema = deskLotteryGameParamsSchema.extend({
  playType: lotteryPlayTypeSchema,
});

export const deskLotteryGameSchema = z.object({
  gameId: z.string(),
  names: z.record(z.string(), z.string()),
  prizeMode: z.enum(prizeModes),
  sheetFormat: z.enum(lotterySheetFormats),
  menuTag: z.string(),
  tag: z.enum(['hot', 'new']).nullable(),
  status: z.enum(lotteryGameStatuses),
  isCancellable: z.boolean(),
  maxPayoutPerPeriod: z.string(),
  /** The schedule in words the desk shows: every N minutes, or weekdays at a time. */
  schedule: z.object({
    kind: z.enum(['interval', 'weekly']),
    periodSeconds: z.number().int().nullable(),
    drawDays: z.array(z.number().int()),
    drawTime: z.string().nullable(),
    lockSeconds: z.number().int(),
    timeZone: z.string(),
  }),
  /** Every play type of the game's sheet, offered or not. */
  offers: z.array(lotteryOfferSchema.extend({ isOffered: z.boolean() })),
});
export type DeskLotteryGame = z.infer<typeof deskLotteryGameSchema>;

/** GET /ops/api/lottery/games: every game of the merchant, disabled ones too. */
export const deskLotteryGamesSchema = z.array(deskLotteryGameSchema);

/** PATCH /ops/api/lottery/games/:gameId. */
export const updateLotteryGameSchema = z
  .object({
    status: z.enum(lotteryGameStatuses).optional(),
    tag: z.enum(['hot', 'new']).nullable().optional(),
    isCancellable: z.boolean().optional(),
    maxPayoutPerPeriod: z.string().trim().max(30).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined));
export type UpdateLotteryGame = z.infer<typeof updateLotteryGameSchema>;

/**
 * PUT /ops/api/lottery/games/:gameId/offers/:playType: offer a play type with its odds and
 * stakes. The sum bet has one odds per value: it takes the share of stakes it returns on
 * average (returnPercent, e.g. "95"), and each value's odds follow from its chance.
 */
export const setLotteryOfferSchema = z.object({
  odds: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,3})?$/)
    .optional(),
  returnPercent: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d)?$/)
    .optional(),
  minStake: z.string().trim().max(30),
  maxStake: z.string().trim().max(30),
  periodStake: z.string().trim().max(30),
});
export type SetLotteryOffer = z.infer<typeof setLotteryOfferSchema>;

export const deskLotteryPeriodSchema = z.object({
  id: z.string(),
  numero: z.string(),
  status: z.enum(['open', 'locked', 'drawn', 'settled', 'cancelled']),
  opensAt: z.string(),
  locksAt: z.string(),
  drawsAt: z.string(),
  tickets: z.number().int(),
  stakes: z.string(),
  wins: z.string(),
  /** The most the open tickets could win together (kept under the game's cap). */
  exposure: z.string(),
});
export type DeskLotteryPeriod = z.infer<typeof deskLotteryPeriodSchema>;

/** GET /ops/api/lottery/games/:gameId/periods: the latest past and the next periods. */
export const deskLotteryPeriodsSchema = z.object({
  past: z.array(deskLotteryPeriodSchema),
  upcoming: z.array(deskLotteryPeriodSchema),
});
export type DeskLotteryPeriods = z.infer<typeof deskLotteryPeriodsSchema>;

/** POST /ops/api/lottery/periods/:id/cancel: why, for the players and the action log. */
export const cancelLotteryPeriodSchema = z.object({
  // Counted in characters, as the database counts them (an emoji is one, not two).
  reason: z
    .string()
    .trim()
    .max(300)
    .refine((reason) => [...reason].length >= 3),
});
export type CancelLotteryPeriod = z.infer<typeof cancelLotteryPeriodSchema>;

/** A cancellation's state: made at once before lock; after it, asked and decided by another. */
export const deskLotteryCancelStatuses = ['pending', 'approved', 'rejected', 'lapsed'] as const;

/**
 * A period's cancellation (/ops/api/lottery/cancels): before betting closes one operator's
 * (approved at once); after it a request that another operator approves or rejects, lapsing
 * if the period draws first.
 */
export const deskLotteryCancelSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  gameNames: z.record(z.string(), z.string()),
  numero: z.string(),
  periodId: z.string(),
  locksAt: z.string(),
  drawsAt: z.string(),
  reason: z.string(),
  isAfterLock: z.boolean(),
  status: z.enum(deskLotteryCancelStatuses),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  tickets: z.number().int(),
  stakes: z.string(),
  exposure: z.string(),
});
export type DeskLotteryCancel = z.infer<typeof deskLotteryCancelSchema>;

/** GET /ops/api/lottery/cancels: pending first, then the latest decided. */
export const deskLotteryCancelsQuerySchema = deskMerchantQuerySchema.extend({
  status: z.enum(deskLotteryCancelStatuses).optional(),
});
export const deskLotteryCancelsSchema = z.object({ items: z.array(deskLotteryCancelSchema) });
export type DeskLotteryCancels = z.infer<typeof deskLotteryCancelsSchema>;
