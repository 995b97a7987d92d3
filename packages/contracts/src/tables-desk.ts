import { z } from 'zod';
import { tableGameNames, tableResultSchema, tableRoundStatuses } from './tables';

// ─── The back office's tables desk (/ops/api/tables): tables, their rounds and takings ───

const amountText = z.string().trim().max(30);
const areaKind = z.string().regex(/^[a-zA-Z]{2,20}$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const deskTableLimitSchema = z.object({ minStake: z.string(), maxStake: z.string() });

/** A table as the desk shows it, with its takings over the asked days. */
export const deskTableSchema = z.object({
  code: z.string(),
  game: z.enum(tableGameNames),
  names: z.record(z.string(), z.string()),
  status: z.enum(['active', 'paused']),
  bettingSeconds: z.number().int(),
  resultSeconds: z.number().int(),
  minStake: z.string(),
  maxStake: z.string(),
  maxRoundPayout: z.string(),
  /** Limits of area kinds ('tie', 'straight', …) that differ from the table's. */
  areaLimits: z.record(z.string(), deskTableLimitSchema),
  /** Crash tables: the house edge (percent) and the most a round runs to (hundredths). */
  crash: z.object({ edgePercent: z.number(), maxMultiplier: z.number().int() }).nullable(),
  /** Cockfight arenas: how fights are priced, the draw's odds and the video stream. */
  cockfight: z
    .object({
      pricing: z.enum(['fixed', 'pool']),
      commissionPercent: z.number(),
      drawOdds: z.number().int(),
      /** The BDD side bet (both cocks die): its odds; null: not offered. */
      bddOdds: z.number().int().nullable(),
      streamUrl: z.string().nullable(),
    })
    .nullable(),
  /** The round under way now, if any. */
  current: z
    .object({ id: z.string(), number: z.string(), status: z.enum(tableRoundStatuses) })
    .nullable(),
  takings: z.object({
    rounds: z.number().int(),
    bets: z.number().int(),
    players: z.number().int(),
    stake: z.string(),
    payout: z.string(),
    /** Stakes less payouts of settled rounds: what the house kept. */
    ggr: z.string(),
  }),
});
export type DeskTable = z.infer<typeof deskTableSchema>;

/** GET /ops/api/tables?from=&to=: the merchant's tables with their takings over those days. */
export const deskTablesQuerySchema = z.object({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  from: day.optional(),
  to: day.optional(),
});
export const deskTablesSchema = z.object({
  from: z.string(),
  to: z.string(),
  tables: z.array(deskTableSchema),
});
export type DeskTables = z.infer<typeof deskTablesSchema>;

const tableSettings = {
  names: z.object({
    bn: z.string().trim().min(1).max(60),
    en: z.string().trim().min(1).max(60),
    th: z.string().trim().min(1).max(60),
  }),
  bettingSeconds: z.number().int().min(5).max(120),
  resultSeconds: z.number().int().min(3).max(60),
  minStake: amountText,
  maxStake: amountText,
  maxRoundPayout: amountText,
  areaLimits: z
    .record(areaKind, z.object({ minStake: amountText, maxStake: amountText }))
    .refine((limits) => Object.keys(limits).length <= 20),
  /** Crash: the house edge in percent, to the hundredth (1 = 1 %). */
  crashEdgePercent: z
    .number()
    .min(0.01)
    .max(20)
    .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6)
    .optional(),
  /** Crash: the most a round runs to, in hundredths (every bet still in cashes out there). */
  crashMaxMultiplier: z.number().int().min(101).max(100_000_000).optional(),
  /** Cockfight: fixed odds set per fight, or pari-mutuel pools. */
  pricing: z.enum(['fixed', 'pool']).optional(),
  /** Cockfight pools: the commission on the losing side's pool, in percent to the hundredth. */
  commissionPercent: z
    .number()
    .min(0)
    .max(30)
    .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6)
    .optional(),
  /** Cockfight: what a Draw bet returns, decimal odds in thousandths (9000 = 8:1). */
  drawOdds: z.number().int().min(1001).max(1_000_000).optional(),
  /** Cockfight: the BDD side bet (both cocks die), its decimal odds in thousandths; null: none. */
  bddOdds: z.number().int().min(1001).max(1_000_000).nullable().optional(),
  /** Cockfight: the arena's live video, an HLS address (https, .m3u8); null: the poster. */
  streamUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^https:\/\/[^\s"'<>]+\.m3u8(\?[^\s"'<>]*)?$/)
    .nullable()
    .optional(),
};

/** POST /ops/api/tables: a new table (its game in the catalogue too), active at once. */
export const createTableSchema = z.object({
  code: z.string().regex(/^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/),
  game: z.enum(tableGameNames),
  ...tableSettings,
});
export type CreateTable = z.infer<typeof createTableSchema>;

/** PATCH /ops/api/tables/:code: pause or resume it, its schedule and limits (next round on). */
export const updateTableSchema = z
  .object({
    status: z.enum(['active', 'paused']).optional(),
    names: tableSettings.names.optional(),
    bettingSeconds: tableSettings.bettingSeconds.optional(),
    resultSeconds: tableSettings.resultSeconds.optional(),
    minStake: amountText.optional(),
    maxStake: amountText.optional(),
    maxRoundPayout: amountText.optional(),
    areaLimits: tableSettings.areaLimits.optional(),
    crashEdgePercent: tableSettings.crashEdgePercent,
    crashMaxMultiplier: tableSettings.crashMaxMultiplier,
    pricing: tableSettings.pricing,
    commissionPercent: tableSettings.commissionPercent,
    drawOdds: tableSettings.drawOdds,
    bddOdds: tableSettings.bddOdds,
    streamUrl: tableSettings.streamUrl,
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined));
export type UpdateTable = z.infer<typeof updateTableSchema>;

export const deskTableParamsSchema = z.object({ code: z.string().regex(/^[a-z0-9-]{2,40}$/) });

/** A round in the desk's history of a table. */
export const deskTableRoundSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(tableRoundStatuses),
  opensAt: z.string(),
  closesAt: z.string(),
  result: tableResultSchema.nullable(),
  seedHash: z.string().nullable(),
  seed: z.string().nullable(),
  bets: z.number().int(),
  players: z.number().int(),
  stake: z.string(),
  payout: z.string(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type DeskTableRound = z.infer<typeof deskTableRoundSchema>;

/** GET /ops/api/tables/:code/rounds?page=: the table's rounds, newest first. */
export const deskTableRoundsQuerySchema = z.object({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const deskTableRoundsSchema = z.object({
  rounds: z.array(deskTableRoundSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type DeskTableRounds = z.infer<typeof deskTableRoundsSchema>;

/** POST /ops/api/tables/rounds/:id/cancel: a round still taking bets, its stakes refunded. */
export const cancelTableRoundSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(300)
    .refine((reason) => [...reason].length >= 3),
});
export type CancelTableRound = z.infer<typeof cancelTableRoundSchema>;
