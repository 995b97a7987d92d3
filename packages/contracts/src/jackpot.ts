import { z } from 'zod';

const wireAmount = z.string();

/** The rarest chance an operator may set for the jackpot: one in a hundred million spins. */
export const jackpotOddsMax = 100_000_000;
/** The notice a change of the jackpot's odds waits for, in hours: an hour to thirty days. */
export const jackpotOddsNoticeHoursMin = 1;
export const jackpotOddsNoticeHoursMax = 720;

/** A published change of the odds and the time it takes effect (never the next spin). */
export const jackpotNextOddsSchema = z.object({
  oddsOneIn: z.number().int(),
  takesEffectAt: z.string(),
});
export type JackpotNextOdds = z.infer<typeof jackpotNextOddsSchema>;

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
  /** Pool mode: a change of the odds published ahead, with the time it takes effect. */
  nextOdds: jackpotNextOddsSchema.nullable(),
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
  /**
   * The chance of a paid spin: one in this many. Once the jackpot is open, other odds than those
   * in force are published and take effect after the notice.
   */
  oddsOneIn: z.number().int(),
  /** The notice a change of the odds waits for, in hours. */
  oddsNoticeHours: z.number().int(),
  /** The display counter's start (merchants without in-house games). */
  displayStart: z.string().trim().min(1).max(30),
});
export type JackpotSettings = z.infer<typeof jackpotSettingsSchema>;
/** A save: the notice may be left out (it stays as it is, 24 hours at first). */
export const updateJackpotSchema = jackpotSettingsSchema.extend({
  oddsNoticeHours: z.number().int().optional(),
});
export type UpdateJackpot = z.infer<typeof updateJackpotSchema>;

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
  /** The odds every spin is judged by now, and a change still to come. */
  oddsInForce: z.number().int(),
  nextOdds: jackpotNextOddsSchema.nullable(),
  pool: wireAmount,
  wins: z.array(jackpotWinEntrySchema),
});
export type JackpotDesk = z.infer<typeof jackpotDeskSchema>;
