import { z } from 'zod';
import { popularLotteryCount, prizeModes, recentLotteryCount, vnNumeroCount } from './constants';

/**
 * The lottery: bets on a period of a lottery game, the lists and results the site shows, and
 * the member's tickets. Amounts are decimal strings in the merchant's currency; odds are
 * decimal multipliers ("95", "1.95").
 */

/** A lottery game's code (ELOTT1, VN_NORTH), in a body, a query or a path. */
export const lotteryGameIdSchema = z.string().regex(/^[A-Z0-9_]{2,32}$/);
/** A play type's name (bigSmall, lo2), in a body or a path. */
export const lotteryPlayTypeSchema = z.string().regex(/^[A-Za-z0-9]{1,16}$/);

/** POST /lotto/lgw/tickets: one bet; the request id makes a repeat answer the first ticket. */
export const lotteryBetRequestSchema = z.object({
  gameId: lotteryGameIdSchema,
  numero: z.string().regex(/^[0-9]{8}(-[0-9]{4})?$/),
  playType: lotteryPlayTypeSchema,
  selection: z.string().min(1).max(32),
  stake: z.string().min(1).max(24),
  requestId: z.string().uuid(),
});
export type LotteryBetRequest = z.infer<typeof lotteryBetRequestSchema>;

/** A ticket as its player sees it, right after the bet or its cancelling. */
export const lotteryTicketSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  numero: z.string(),
  playType: z.string(),
  selection: z.string(),
  stake: z.string(),
  odds: z.string(),
  status: z.enum(['open', 'won', 'lost', 'cancelled']),
  win: z.string(),
  createdAt: z.string(),
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;

/** POST /lotto/lgw/tickets answers the ticket and the wallet's balance after the stake. */
export const lotteryBetAnswerSchema = z.object({
  ticket: lotteryTicketSchema,
  balance: z.string().nullable(),
});
export type LotteryBetAnswer = z.infer<typeof lotteryBetAnswerSchema>;

export type PrizeMode = (typeof prizeModes)[number];

/** The sheets a lottery draws (packages/games lottery sheets). */
export const lotterySheetFormats = ['vn-north', 'vn-south', 'elott-5'] as const;

/** How a game offers one play type: odds (decimal multipliers, stake included) and stakes. */
export const lotteryOfferSchema = z.object({
  playType: z.string(),
  /** One multiplier for every selection, or null when each value has its own (sum). */
  odds: z.string().nullable(),
  /** Multipliers by value (sum 0–45), when the odds differ per value. */
  oddsByValue: z.array(z.string()).nullable(),
  minStake: z.string(),
  maxStake: z.string(),
  /** The most one member may stake on this play type in one period. */
  periodStake: z.string(),
});
export type LotteryOffer = z.infer<typeof lotteryOfferSchema>;

/**
 * A period's place in its game's day chain (scheme 2): the seed at `index` hashes `index` times
 * (SHA-256 of the hex text) to `head`, published at `publishedAt`, before the day began.
 */
export const lotteryChainSchema = z.object({
  day: z.string(),
  index: z.number().int(),
  length: z.number().int(),
  head: z.string(),
  publishedAt: z.string(),
});
export type LotteryChain = z.infer<typeof lotteryChainSchema>;

/** The draw schemes: 1, a seed per period; 2, day chains and the tickets digest. */
export const lotteryDrawSchemes = [1, 2] as const;

/**
 * A lottery item (spec §3): a game with its open period. remainTime is milliseconds until the
 * draw by server time; lockTime is seconds before the draw when betting closes; winningTime
 * is the local draw time (HH:MM) and drawsAt the instant; drawDayOfWeek lists the weekdays
 * (Sunday 1 … Saturday 7) it draws on — every day for the fast games.
 */
export const lotteryItemSchema = z.object({
  gameId: z.string(),
  remark: z.string(),
  gameMenuTag: z.string(),
  gameMenus: z.array(z.string()),
  tag: z.enum(['hot', 'new']).nullable(),
  prizeMode: z.enum(prizeModes),
  sheetFormat: z.enum(lotterySheetFormats),
  status: z.enum(['active', 'maintenance']),
  isCancellable: z.boolean(),
  numero: z.string().nullable(),
  remainTime: z.number().int().nullable(),
  lockTime: z.number().int(),
  drawDayOfWeek: z.string(),
  winningTime: z.string(),
  timeZone: z.string(),
  /** Seconds between draws of a fast game; null for a daily or weekly draw. */
  periodSeconds: z.number().int().nullable(),
  drawsAt: z.string().nullable(),
  /**
   * What commits the open period's seed before betting: SHA-256 of it (for a chained period,
   * the seed before it in its day chain once that is revealed; null until then).
   */
  seedHash: z.string().nullable(),
  /** The open period's day chain (scheme 2): its head, published before the day started. */
  chain: lotteryChainSchema.nullable(),
  offers: z.array(lotteryOfferSchema),
});
export type LotteryItem = z.infer<typeof lotteryItemSchema>;

/** A menu of the lottery list (menu carousel), with its games. */
export const lotteryMenuSchema = z.object({
  tag: z.string(),
  name: z.string(),
  games: z.array(lotteryItemSchema),
});
export type LotteryMenu = z.infer<typeof lotteryMenuSchema>;

/** GET /lgw/vn/games/game_menu: every menu with its games, and the server's clock. */
export const lotteryMenuAnswerSchema = z.object({
  serverTime: z.string(),
  menus: z.array(lotteryMenuSchema),
});
export type LotteryMenuAnswer = z.infer<typeof lotteryMenuAnswerSchema>;

/** Query of the lottery lists (game_menu, recent, popular). */
export const lotteryListQuerySchema = z.object({
  prizeMode: z.enum(prizeModes).optional(),
  device: z.string().max(16).optional(),
  recentCount: z.coerce.number().int().min(1).max(recentLotteryCount).default(recentLotteryCount),
  count: z.coerce.number().int().min(1).max(popularLotteryCount).default(popularLotteryCount),
});
export type LotteryListQuery = z.infer<typeof lotteryListQuerySchema>;

/** GET /lgw/games/popular and /lgw/vn/games/game_menu/recent: games with their open periods. */
export const lotteryItemsSchema = z.array(lotteryItemSchema);

const prizeTierSchema = z.object({ tier: z.string(), numbers: z.array(z.string()) });

/** A drawn period: its sheet and, revealed with it, the seed anyone can recompute it from. */
export const lotteryResultSchema = z.object({
  gameId: z.string(),
  numero: z.string(),
  drawsAt: z.string(),
  status: z.enum(['drawn', 'settled', 'cancelled']),
  sheetFormat: z.enum(lotterySheetFormats),
  /** Null for a period cancelled before its draw. */
  prizes: z.array(prizeTierSchema).nullable(),
  /** A cancelled period's sheet had it drawn, revealed at its draw time. */
  voidPrizes: z.array(prizeTierSchema).nullable(),
  /** Revealed once drawn (a cancelled period: at its draw time). */
  seed: z.string().nullable(),
  seedHash: z.string().nullable(),
  scheme: z.union([z.literal(1), z.literal(2)]),
  chain: lotteryChainSchema.nullable(),
  /** Scheme 2: SHA-256 of the sorted fingerprints of every ticket accepted, fixed at lock. */
  ticketsDigest: z.string().nullable(),
  ticketCount: z.number().int().nullable(),
  /** Why it was cancelled, in the operator's words. */
  cancelReason: z.string().nullable(),
});
export type LotteryResult = z.infer<typeof lotteryResultSchema>;

/** GET /lgw/vn/numeros/opened/game answers a game's latest results, newest first. */
export const lotteryResultsSchema = z.array(lotteryResultSchema);

/** GET /lgw/vn/numeros/opened/game: a game's latest results, newest first. */
export const lotteryResultsQuerySchema = z.object({
  gameId: lotteryGameIdSchema,
  count: z.coerce.number().int().min(1).max(vnNumeroCount).default(vnNumeroCount),
});
export type LotteryResultsQuery = z.infer<typeof lotteryResultsQuerySchema>;

/** GET /lotto/lgw/games/opened/numero: a game's open period and its latest result. */
export const lotteryOpenedQuerySchema = z.object({ gameId: lotteryGameIdSchema });
export const lotteryOpenedAnswerSchema = z.object({
  serverTime: z.string(),
  game: lotteryItemSchema,
  latest: lotteryResultSchema.nullable(),
});
export type LotteryOpenedAnswer = z.infer<typeof lotteryOpenedAnswerSchema>;

/** GET /lotto/lgw/tickets: the member's tickets, newest first, by game and status. */
export const lotteryTicketsQuerySchema = z.object({
  gameId: lotteryGameIdSchema.optional(),
  status: z.enum(['open', 'won', 'lost', 'cancelled']).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(15),
});
export type LotteryTicketsQuery = z.infer<typeof lotteryTicketsQuerySchema>;

export const lotteryTicketViewSchema = lotteryTicketSchema.extend({
  gameName: z.string(),
  drawsAt: z.string(),
  /** How many times the selection matched (lô counts each prize); null until settled. */
  hits: z.number().int().nullable(),
  /** Whether the member may still cancel it (the game allows it and betting is open). */
  isCancellable: z.boolean(),
  /** SHA-256 of `id:requestId:playType:selection:stake in minor units`: find it among the draw's. */
  fingerprint: z.string(),
});
export type LotteryTicketView = z.infer<typeof lotteryTicketViewSchema>;

export const lotteryTicketsAnswerSchema = z.object({
  tickets: z.array(lotteryTicketViewSchema),
  totalPages: z.number().int(),
});
export type LotteryTicketsAnswer = z.infer<typeof lotteryTicketsAnswerSchema>;

/** POST /lotto/lgw/tickets/:id/cancel answers the cancelled ticket and the balance. */
export const lotteryCancelAnswerSchema = lotteryBetAnswerSchema;

/** A page of a public list: page numbers from 1. */
const publicPageSchema = z.coerce.number().int().min(1).max(10_000).default(1);

/** A cancelled period on the public list (/fairness): its reason and who agreed to it. */
export const lotteryCancellationSchema = lotteryResultSchema.extend({
  gameName: z.string(),
  cancelledAt: z.string(),
  /** Cancelled after betting closed: asked by one operator, approved by another. */
  isAfterLock: z.boolean(),
  /** How many operators it took: one before lock, two after. */
  operatorCount: z.number().int(),
});
export type LotteryCancellation = z.infer<typeof lotteryCancellationSchema>;

/** GET /lgw/vn/numeros/cancelled: the merchant's cancelled periods, latest first. */
export const lotteryCancellationsQuerySchema = z.object({ page: publicPageSchema });
export const lotteryCancellationsSchema = z.object({
  items: z.array(lotteryCancellationSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type LotteryCancellations = z.infer<typeof lotteryCancellationsSchema>;

/** GET /lgw/vn/numeros/fingerprints: the tickets a revealed period's draw was made from. */
export const lotteryFingerprintsQuerySchema = z.object({
  gameId: lotteryGameIdSchema,
  numero: z.string().regex(/^[0-9]{8}(-[0-9]{4})?$/),
  page: publicPageSchema,
});
export const lotteryFingerprintsSchema = z.object({
  gameId: z.string(),
  numero: z.string(),
  ticketsDigest: z.string().nullable(),
  ticketCount: z.number().int().nullable(),
  /** Sorted by code point, 1,000 a page; SHA-256 of all of them joined by newlines is the digest. */
  fingerprints: z.array(z.string()),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type LotteryFingerprints = z.infer<typeof lotteryFingerprintsSchema>;
