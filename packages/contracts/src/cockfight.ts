import { z } from 'zod';

// ─── The back office's cockfight console (/ops/api/cockfight): operator-run fights ───
// An arena is a table of game 'cockfight' (made and set on the tables desk); its fights are
// announced, closed, declared or cancelled here, with the house's exposure on each side live.

const merchantQuery = z.object({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
});
/** Decimal odds in thousandths: 1.01 to 1 000. */
const oddsMilli = z.number().int().min(1001).max(1_000_000);
/** Meron, Wala, Draw, and BDD (both cocks die: the side bet, where the arena offers it). */
export const cockfightSideNames = ['meron', 'wala', 'draw', 'bdd'] as const;
export type CockfightSideName = (typeof cockfightSideNames)[number];

/** A side of a fight on the console: its stakes and what the house pays if it wins. */
export const cockfightSideSchema = z.object({
  side: z.enum(cockfightSideNames),
  /** Fixed fights: the odds bets are taken at now (thousandths); pool fights: null. */
  odds: z.number().int().nullable(),
  stake: z.string(),
  bets: z.number().int(),
  /** What every bet of the fight would be paid (stakes included) if this side won. */
  payoutIfWins: z.string(),
  /** Stakes taken less that payout: what the house keeps (negative: loses) on this side. */
  houseIfWins: z.string(),
  isClosed: z.boolean(),
});
export type CockfightSide = z.infer<typeof cockfightSideSchema>;

export const cockfightFightSchema = z.object({
  id: z.string(),
  number: z.string(),
  label: z.string(),
  status: z.enum(['open', 'closed', 'resolved', 'settled', 'cancelled', 'refunded']),
  winner: z.enum(cockfightSideNames).nullable(),
  opensAt: z.string(),
  closedAt: z.string().nullable(),
  players: z.number().int(),
  sides: z.array(cockfightSideSchema),
  cancelReason: z.string().nullable(),
});
export type CockfightFight = z.infer<typeof cockfightFightSchema>;

export const cockfightArenaSchema = z.object({
  code: z.string(),
  name: z.string(),
  status: z.enum(['active', 'paused']),
  pricing: z.enum(['fixed', 'pool']),
  commissionPercent: z.number(),
  drawOdds: z.number().int(),
  /** The BDD side bet's odds fights are announced with; null: not offered. */
  bddOdds: z.number().int().nullable(),
  streamUrl: z.string().nullable(),
  /** The most a fight pays on any result, stakes included: a side reaching it closes. */
  maxFightPayout: z.string(),
  /** The fight under way (announced, not yet settled or refunded), if any. */
  current: cockfightFightSchema.nullable(),
  /** The last fights, newest first. */
  recent: z.array(cockfightFightSchema),
});
export type CockfightArena = z.infer<typeof cockfightArenaSchema>;

/** GET /ops/api/cockfight?merchant=: the merchant's arenas with their fights. */
export const cockfightArenasQuerySchema = merchantQuery;
export const cockfightArenasSchema = z.object({ arenas: z.array(cockfightArenaSchema) });
export type CockfightArenas = z.infer<typeof cockfightArenasSchema>;

export const cockfightArenaParamsSchema = z.object({ code: z.string().regex(/^[a-z0-9-]{2,40}$/) });
export const cockfightFightParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/**
 * POST /ops/api/cockfight/:code/fights: announces the arena's next fight, taking bets at once
 * (fixed pricing: its Meron and Wala odds).
 */
export const announceFightSchema = z.object({
  label: z.string().trim().min(1).max(40),
  meronOdds: oddsMilli.optional(),
  walaOdds: oddsMilli.optional(),
});
export type AnnounceFight = z.infer<typeof announceFightSchema>;

/** PATCH /ops/api/cockfight/fights/:id/odds: a fixed fight's odds moved (bets after: at them). */
export const moveOddsSchema = z.object({ meronOdds: oddsMilli, walaOdds: oddsMilli });
export type MoveOdds = z.infer<typeof moveOddsSchema>;

/**
 * POST /ops/api/cockfight/fights/:id/declare: the result of a fight whose betting closed (BDD
 * only where the fight offered it).
 */
export const declareFightSchema = z.object({ winner: z.enum(cockfightSideNames) });
export type DeclareFight = z.infer<typeof declareFightSchema>;

// POST /ops/api/cockfight/fights/:id/close (no body): betting closes.
// POST /ops/api/cockfight/fights/:id/cancel {reason}: not yet declared; every stake refunded
// (cancelTableRoundSchema).
