import { z } from 'zod';
import { tableGameNames, tableMyRoundSchema } from './tables';
import { catalogueGameTypes, pageSize } from './constants';

/**
 * The member centre's betting record (personalHistoryCopy) and personal profit and loss
 * (personalProfit): every real-money bet of the member, newest first, and its sums by game type.
 * Days are calendar days of the merchant's time zone, both ends included, at most
 * recordsRangeDaysMax apart (as the account records). Amounts are decimal strings on the wire.
 */

const wireAmount = z.string();
const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const vassalage = z.string().regex(/^[A-Z0-9_]{2,32}$/);

/** Where a bet comes from: a vendor's game round; the lottery's tickets join later. */
export const betSources = ['game'] as const;
export type BetSource = (typeof betSources)[number];

/** A round is open until its vendor closes it, then settled. */
export const betStatuses = ['open', 'settled'] as const;
export type BetStatus = (typeof betStatuses)[number];

/** GET /wps/v2/bets/records: '' in a filter means all (as the site's pickers send it). */
export const betRecordsQuerySchema = z.object({
  gameType: z.enum(catalogueGameTypes).optional().or(z.literal('')),
  vassalage: vassalage.optional().or(z.literal('')),
  from: calendarDay,
  to: calendarDay,
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(pageSize),
});
export type BetRecordsQuery = z.infer<typeof betRecordsQuerySchema>;

/** One bet as the record lists it. */
export const betRecordSchema = z.object({
  source: z.enum(betSources),
  /** The vendor's round id; with `vassalage` it names the round for the detail. */
  roundId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  /** In the request's language, English when the game has no name in it. */
  gameName: z.string(),
  /** Null when the game is no longer in the catalogue. */
  gameType: z.enum(catalogueGameTypes).nullable(),
  stake: wireAmount,
  payout: wireAmount,
  /** payout − stake: positive when the member won money. */
  net: wireAmount,
  status: z.enum(betStatuses),
  startedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

/** Sums over every bet the filter matches, not only the page shown. */
export const betTotalsSchema = z.object({
  count: z.number().int(),
  stake: wireAmount,
  payout: wireAmount,
  net: wireAmount,
});
export type BetTotals = z.infer<typeof betTotalsSchema>;

export const betRecordsSchema = z.object({
  list: z.array(betRecordSchema),
  totals: betTotalsSchema,
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
});
export type BetRecords = z.infer<typeof betRecordsSchema>;

/** GET /wps/v2/bets/records/:roundId?vassalage=: the round id travels in the path. */
export const betRoundQuerySchema = z.object({
  roundId: z.string().min(1).max(100),
  vassalage,
});
export type BetRoundQuery = z.infer<typeof betRoundQuerySchema>;
/** The path of a round's detail: its round id. */
export const betRoundParamsSchema = betRoundQuerySchema.pick({ roundId: true });
/** The query of a round's detail: its vendor. */
export const betRoundVendorQuerySchema = betRoundQuerySchema.pick({ vassalage: true });

const cell = z.object({ reel: z.number().int(), row: z.number().int() });

/** One spin of an in-house round as the record shows it. */
export const betSpinSchema = z.object({
  nonce: z.number().int(),
  mode: z.enum(['base', 'free']),
  /** Each reel's stop: the position on its strip, floor(float × strip length). */
  stops: z.array(z.number().int()),
  /** grid[reel][row], top row first: symbol ids. */
  grid: z.array(z.array(z.string())),
  wins: z.array(
    z.object({
      /** The paying symbol (or group such as 'any-bar'). */
      symbol: z.string(),
      count: z.number().int(),
      /** The pay line, for a line game. */
      line: z.number().int().nullable(),
      /** Combinations, for a ways game. */
      ways: z.number().int().nullable(),
      positions: z.array(cell),
      amount: wireAmount,
    }),
  ),
  scatter: z.object({ count: z.number().int(), positions: z.array(cell), amount: wireAmount }),
  freeSpinsAwarded: z.number().int(),
  multiplier: z.number().int(),
  total: wireAmount,
});
export type BetSpin = z.infer<typeof betSpinSchema>;

/**
 * The provably-fair inputs of an in-house round. The server seed shows only once its pair is
 * rotated; until then the hash is the promise it will match.
 */
export const betFairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  firstNonce: z.number().int(),
  nonceCount: z.number().int(),
  serverSeed: z.string().nullable(),
  /** 2: Stake's encoding (the seed's hex text); 1: Khela's first pairs (its decoded bytes). */
  scheme: z.union([z.literal(1), z.literal(2)]),
  /**
   * The paid spin's jackpot draw (0 … 2³² − 1) and the odds in force it was judged by (it wins
   * when draw × odds < 2³²); null when no jackpot ran.
   */
  jackpot: z
    .object({ draw: z.string(), oddsOneIn: z.number().int(), isHit: z.boolean() })
    .nullable(),
  /** The total bet in minor units, as the verifier replays it. */
  betMinor: z.string(),
});
export type BetFairness = z.infer<typeof betFairnessSchema>;

/** A round with, for the in-house vendor, its spins and provably-fair data. */
export const betRoundDetailSchema = betRecordSchema.extend({
  currency: z.string(),
  /**
   * A round of the in-house tables (auto tables, crash, a cockfight's fight): its result, the
   * member's bets on it and what proves it.
   */
  table: z
    .object({ game: z.enum(tableGameNames), code: z.string(), round: tableMyRoundSchema })
    .nullable()
    .optional(),
  house: z
    .object({
      spins: z.array(betSpinSchema),
      total: wireAmount,
      fairness: betFairnessSchema,
    })
    .nullable(),
});
export type BetRoundDetail = z.infer<typeof betRoundDetailSchema>;

/** The periods of the profit page; custom takes from and to. */
export const profitPeriods = ['today', 'yesterday', 'last7Days', 'last30Days', 'custom'] as const;
export type ProfitPeriod = (typeof profitPeriods)[number];

/** GET /wps/v2/bets/profit. */
export const profitQuerySchema = z.object({
  period: z.enum(profitPeriods).default('today'),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
});
export type ProfitQuery = z.infer<typeof profitQuerySchema>;

/**
 * Sums of a period: stake of every round; valid bet is the stake of settled rounds, and payout
 * and net (payout − valid bet) count settled rounds only, so an open round is no loss yet.
 */
export const profitSumsSchema = z.object({
  count: z.number().int(),
  stake: wireAmount,
  validBet: wireAmount,
  payout: wireAmount,
  net: wireAmount,
});
export type ProfitSums = z.infer<typeof profitSumsSchema>;

export const profitSchema = z.object({
  /** The days the period resolved to in the merchant's time zone. */
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** One row per game type played, in the catalogue's order; null for games no longer listed. */
  rows: z.array(profitSumsSchema.extend({ gameType: z.enum(catalogueGameTypes).nullable() })),
  totals: profitSumsSchema,
});
export type Profit = z.infer<typeof profitSchema>;
