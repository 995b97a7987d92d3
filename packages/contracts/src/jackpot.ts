import { z } from 'zod';

const wireAmount = z.string();

/** The rarest chance an operator may set for the jackpot: one in a hundred million spins. */
export const jackpotOddsMax = 100_000_000;
/** The largest share of a stake the jackpot may take, in percent. */
export const jackpotSharePercentMax = 20;

/** The latest award, shown under the counter. */
export const jackpotLastWinSchema = z.object({
  /** Masked like the winner board: first two characters and the last. */
  customerName: z.string(),
  amount: wireAmount,
  gameName: z.string(),
  /** YYYY.MM.DD in the merchant's time zone. */
  date: z.string(),
});

/**
 * GET /wps/system/jackpot: the jackpot counter of home and /rng. 'pool' is the real progressive
 * pool of the in-house slots (re-asked every jackpotTickMs); 'display' is the operator's display
 * counter of spec §4 for a merchant without in-house games: `amount` at `startedAt`, growing by
 * the page's step (jackpotStepHome, jackpotStepRng) every jackpotTickMs since.
 */
export const jackpotViewSchema = z.object({
  mode: z.enum(['pool', 'display']),
  amount: wireAmount,
  currency: z.string(),
  startedAt: z.string(),
  serverTime: z.string(),
  /** Pool mode: the chance per paid spin, one in this many, so anyone can check a round. */
  oddsOneIn: z.number().int().nullable(),
  lastWin: jackpotLastWinSchema.nullable(),
});
export type JackpotView = z.infer<typeof jackpotViewSchema>;

/** A merchant's jackpot settings as the back office edits them. */
export const jackpotSettingsSchema = z.object({
  isEnabled: z.boolean(),
  /** Share of every real-money in-house stake, percent with up to two decimals ("1.25"). */
  sharePercent: z
    .string()
    .trim()
    .max(6)
    .regex(/^\d{1,3}(\.\d{1,2})?$/),
  /** What the pool starts from, and again after every award (paid by the house). */
  seed: z.string().trim().min(1).max(30),
  /** The chance of a paid spin: one in this many. */
  oddsOneIn: z.number().int(),
  /** The display counter's start (merchants without in-house games). */
  displayStart: z.string().trim().min(1).max(30),
});
export type JackpotSettings = z.infer<typeof jackpotSettingsSchema>;
export const updateJackpotSchema = jackpotSettingsSchema;
export type UpdateJackpot = JackpotSettings;

/** One award as the back office lists it. */
export const jackpotWinEntrySchema = z.object({
  id: z.string(),
  username: z.string(),
  gameName: z.string(),
  amount: wireAmount,
  /** The round's draw (0 … 2³² − 1) and the odds it was judged by. */
  draw: z.number().int(),
  oddsOneIn: z.number().int(),
  createdAt: z.string(),
});
export type JackpotWinEntry = z.infer<typeof jackpotWinEntrySchema>;

/** GET /ops/api/jackpot: a merchant's jackpot desk. */
export const jackpotDeskSchema = z.object({
  currency: z.string(),
  /** False until the first save: the site shows the display counter with its defaults. */
  isConfigured: z.boolean(),
  /** Whether the merchant offers in-house slots (else the site shows the display counter). */
  hasHouseGames: z.boolean(),
  settings: jackpotSettingsSchema,
  pool: wireAmount,
  wins: z.array(jackpotWinEntrySchema),
});
export type JackpotDesk = z.infer<typeof jackpotDeskSchema>;
