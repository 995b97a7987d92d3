import { z } from 'zod';
import { plainText } from './plain-text';
import { deskMerchantQuerySchema } from './game-desk';
import { languages } from './languages';
import { isServedImageUrl, pictureSourceSchema } from './media';
import { richTextLengthMax } from './rich-text';

/**
 * Promotions (spec §4 activity statuses, §5 application rules): the site's list and
 * detail, applying with a remark and images, claiming, the raffle, the member's bonuses, and
 * the operators' promotions desk. Amounts are decimal strings in the merchant's currency.
 */

/** How a promotion is taken up: apply (reviewed), claim (instant bonus), raffle (instant draw). */
export const promotionKinds = ['apply', 'claim', 'raffle'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** The site's category tabs, in their order. */
export const promotionCategories = [
  'welcome',
  'deposit',
  'rebate',
  'raffle',
  'vip',
  'event',
] as const;
export type PromotionCategory = (typeof promotionCategories)[number];

/** A fixed bonus, or a share of a qualifying deposit with a cap. */
export const bonusTypes = ['fixed', 'percent'] as const;
export type BonusType = (typeof bonusTypes)[number];

/** A member's status on a promotion (spec §4 activity statuses). */
export const promotionStatuses = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'coming soon',
] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

/** Spec §5/§9: an application's remark is at most 140 characters. */
export const promotionRemarkMax = 140;
/** Spec §5/§9: at most three png or jpg images of 5 MB each. */
export const promotionImagesMax = 3;
export const promotionImageBytesMax = 5 * 1024 * 1024;
/** A raffle offers at most this many prizes. */
export const rafflePrizesMax = 10;
/** The bonus is wagered at most this many times. */
export const turnoverMultipleMax = 100;

/** The bonus rule as the site shows it. */
export const bonusRuleSchema = z.object({
  type: z.enum(bonusTypes),
  /** Fixed bonus. */
  amount: z.string().nullable(),
  /** Percent of the qualifying deposit ("10" or "12.5"). */
  percent: z.string().nullable(),
  cap: z.string().nullable(),
  depositMin: z.string().nullable(),
  turnoverMultiple: z.number().int(),
  currency: z.string(),
});
export type BonusRule = z.infer<typeof bonusRuleSchema>;

export const rafflePrizeSchema = z.object({ amount: z.string(), weight: z.number().int() });
export type RafflePrize = z.infer<typeof rafflePrizeSchema>;

/** One promotion in the site's list. */
export const promotionSummarySchema = z.object({
  id: z.string(),
  category: z.enum(promotionCategories),
  kind: z.enum(promotionKinds),
  name: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  /** An uploaded picture's width in pixels (null for our own art, drawn as SVG). */
  imageWidth: z.number().int().nullable(),
  /** The uploaded picture's narrower versions (WebP), narrowest first. */
  imageSources: z.array(pictureSourceSchema),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** The member's status; for a visitor what the schedule says (join, coming soon, close). */
  status: z.enum(promotionStatuses),
  bonus: bonusRuleSchema,
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

/** GET /wps/promotions: the categories that have promotions, and the promotions. */
export const promotionListSchema = z.object({
  categories: z.array(z.enum(promotionCategories)),
  promotions: z.array(promotionSummarySchema),
});
export type PromotionList = z.infer<typeof promotionListSchema>;

/** The member's own take-up of a promotion, as the detail shows it. */
export const promotionEntrySchema = z.object({
  id: z.string(),
  status: z.enum(['applying', 'rejected', 'issued', 'claimed', 'joined']),
  remark: z.string(),
  imageCount: z.number().int(),
  bonus: z.string().nullable(),
  turnover: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PromotionEntry = z.infer<typeof promotionEntrySchema>;

/** GET /wps/promotions/:id. */
export const promotionDetailSchema = promotionSummarySchema.extend({
  /** Cleaned rich text; the site cleans it again when it shows it. */
  terms: z.string(),
  prizes: z.array(rafflePrizeSchema),
  entry: promotionEntrySchema.nullable(),
  /** What claiming would credit now (a percent bonus: of the qualifying deposit), if known. */
  bonusNow: z.string().nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionListQuerySchema = z.object({
  category: z.enum(promotionCategories).optional(),
});

export const promotionIdSchema = z.string().regex(/^\d{1,18}$/);

/** The application's text field (multipart field `remark`; images in fields `image`). */
export const promotionApplyFieldsSchema = z.object({
  remark: plainText(promotionRemarkMax).default(''),
});
export type PromotionApplyFields = z.infer<typeof promotionApplyFieldsSchema>;

/** POST /wps/relay/MCS2_claimRafflePromotion. */
export const claimRaffleRequestSchema = z.object({ promotionId: promotionIdSchema });
export type ClaimRaffleRequest = z.infer<typeof claimRaffleRequestSchema>;

/** One image of an application: the entry's id and the image's place in it (from 1). */
export const applicationImageParamsSchema = z.object({
  id: promotionIdSchema,
  n: z.coerce.number().int().min(1).max(promotionImagesMax),
});

/** What a claim or a raffle credited. */
export const promotionCreditSchema = z.object({
  entry: promotionEntrySchema,
  bonus: z.string(),
  turnover: z.string(),
  currency: z.string(),
});
export type PromotionCredit = z.infer<typeof promotionCreditSchema>;

/** One of the member's bonuses (bonusDetails), with its turnover requirement. */
export const memberBonusSchema = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionName: z.string(),
  kind: z.enum(promotionKinds),
  amount: z.string(),
  currency: z.string(),
  turnoverRequired: z.string(),
  turnoverWagered: z.string(),
  /** Whole percent of the requirement wagered, 0–100. */
  progressPercent: z.number().int(),
  status: z.enum(['in_progress', 'met']),
  creditedAt: z.string(),
});
export type MemberBonus = z.infer<typeof memberBonusSchema>;

// ---- The operators' desk ----

const language = z.enum(languages);
const typedAmount = z.string().trim().max(30);
const instant = z.string().datetime({ offset: true });

export const promotionTextSchema = z.object({
  name: plainText(120).min(1),
  summary: plainText(300),
  /** Rich text as typed; the server cleans it and measures it again once clean. */
  terms: z.string().max(richTextLengthMax * 2),
});
export type PromotionText = z.infer<typeof promotionTextSchema>;

const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => isServedImageUrl(value));

/** POST /ops/api/promotions and PUT /ops/api/promotions/:id: the whole promotion. */
export const savePromotionSchema = z.object({
  category: z.enum(promotionCategories),
  kind: z.enum(promotionKinds),
  imageUrl,
  startsAt: instant,
  endsAt: instant.nullable(),
  bonusType: z.enum(bonusTypes),
  /** Fixed bonus (fixed type). */
  bonusAmount: typedAmount.nullable(),
  /** Percent of the qualifying deposit (percent type), up to two decimals. */
  bonusPercent: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,2})?$/)
    .nullable(),
  bonusCap: typedAmount.nullable(),
  depositMin: typedAmount.nullable(),
  prizes: z
    .array(z.object({ amount: typedAmount, weight: z.number().int().min(1).max(1_000_000) }))
    .max(rafflePrizesMax),
  turnoverMultiple: z.number().int().min(0).max(turnoverMultipleMax),
  sortOrder: z.number().int().min(0).max(1_000_000),
  /** Every language of the merchant; at least one. */
  texts: z.partialRecord(language, promotionTextSchema),
});
export type SavePromotion = z.infer<typeof savePromotionSchema>;

/** What POST /ops/api/promotions answers: the new promotion's id. */
export const createdPromotionSchema = z.object({ id: z.string() });

/** PATCH /ops/api/promotions/:id/publish. */
export const publishPromotionSchema = z.object({ isPublished: z.boolean() });

/** A promotion as the desk edits it. */
export const deskPromotionSchema = z.object({
  id: z.string(),
  category: z.enum(promotionCategories),
  kind: z.enum(promotionKinds),
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  isPublished: z.boolean(),
  bonusType: z.enum(bonusTypes),
  bonusAmount: z.string().nullable(),
  bonusPercent: z.string().nullable(),
  bonusCap: z.string().nullable(),
  depositMin: z.string().nullable(),
  prizes: z.array(rafflePrizeSchema),
  turnoverMultiple: z.number().int(),
  sortOrder: z.number().int(),
  texts: z.partialRecord(language, promotionTextSchema),
  applying: z.number().int(),
  taken: z.number().int(),
});
export type DeskPromotion = z.infer<typeof deskPromotionSchema>;

/** GET /ops/api/promotions. */
export const promotionDeskSchema = z.object({
  merchant: z.object({
    code: z.string(),
    name: z.string(),
    currency: z.string(),
    languages: z.array(z.string()),
    /** The zone schedules are shown and typed in: the one the merchant's site shows. */
    timeZone: z.string(),
  }),
  promotions: z.array(deskPromotionSchema),
});
export type PromotionDesk = z.infer<typeof promotionDeskSchema>;

/** The review queue: pending applications, or those decided lately. */
export const applicationQueues = ['applying', 'decided'] as const;
export type ApplicationQueue = (typeof applicationQueues)[number];

/** GET /ops/api/promotions/applications?merchant=…&status=…: pending unless told otherwise. */
export const applicationQueueQuerySchema = deskMerchantQuerySchema.extend({
  status: z.enum(applicationQueues).default('applying'),
});

/** An application as the review queue shows it, with what approving would credit. */
export const deskApplicationSchema = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionName: z.string(),
  username: z.string(),
  status: z.enum(['applying', 'rejected', 'issued']),
  remark: z.string(),
  imageCount: z.number().int(),
  createdAt: z.string(),
  currency: z.string(),
  /** What approving credits and asks to be wagered; null when no deposit qualifies yet. */
  bonus: z.string().nullable(),
  turnover: z.string().nullable(),
  deposit: z.string().nullable(),
  rejectReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type DeskApplication = z.infer<typeof deskApplicationSchema>;

/** POST /ops/api/promotions/applications/:id/reject. */
export const rejectApplicationSchema = z.object({ reason: plainText(300).min(2) });
