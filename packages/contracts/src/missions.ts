import { z } from 'zod';
import { catalogueGameTypes } from './constants';
import { deskMerchantQuerySchema } from './game-desk';
import { languages } from './languages';
import { plainText } from './plain-text';

/**
 * Missions (spec §2 member centre missionLeaderboard with its badge; §7 MCSFE_getMissionSummary
 * Details and MCSFE_getMissionLeaderboard; issue 36): daily, weekly and event goals a member
 * reaches by paying in and playing, each claimed once per period for a reward (with a turnover)
 * and a score that ranks the members; and the operators' missions desk. Amounts are decimal
 * strings in the merchant's currency.
 */

const wireAmount = z.string();
const amountInput = z.string().max(30);
const idText = z.string().regex(/^\d{1,18}$/);

/** How often a mission starts again: every day, every ISO week, or once (an event). */
export const missionPeriods = ['day', 'week', 'event'] as const;
export type MissionPeriod = (typeof missionPeriods)[number];

/**
 * What a mission asks: deposits adding up to the target, valid bets (of a game type, or any)
 * adding up to it, rounds of a game (or any) counted to it, that many winning rounds in a row,
 * or that many invited friends making their first deposit.
 */
export const missionKinds = ['deposit', 'bet', 'play', 'win_streak', 'invite'] as const;
export type MissionKind = (typeof missionKinds)[number];

/** Kinds whose target and progress are money (the others count). */
export const moneyMissionKinds: readonly MissionKind[] = ['deposit', 'bet'];

export const missionStatuses = ['in_progress', 'claimable', 'claimed'] as const;
export type MissionStatus = (typeof missionStatuses)[number];

const gameSchema = z.object({ vassalage: z.string(), code: z.string(), name: z.string() });

/** One mission as the member sees it now, with the progress of this period. */
export const missionSchema = z.object({
  id: z.string(),
  name: z.string(),
  period: z.enum(missionPeriods),
  kind: z.enum(missionKinds),
  gameType: z.enum(catalogueGameTypes).nullable(),
  game: gameSchema.nullable(),
  /** A decimal amount for money kinds, a whole count for the others. */
  target: z.string(),
  progress: z.string(),
  reward: wireAmount,
  turnover: wireAmount,
  score: z.number().int(),
  status: z.enum(missionStatuses),
  /** The period this progress belongs to (2026-12-01, 2026-W49, event). */
  periodKey: z.string(),
  /** When this period's progress starts over (or the event ends): unclaimed rewards lapse. */
  endsAt: z.string().nullable(),
});
export type Mission = z.infer<typeof missionSchema>;

/** GET /wps/relay/MCSFE_getMissionSummaryDetails. */
export const missionSummarySchema = z.object({
  currency: z.string(),
  missions: z.array(missionSchema),
  claimableCount: z.number().int(),
  /** Missions claimed and the score earned this ISO week (the leaderboard's). */
  weekClaims: z.number().int(),
  weekScore: z.number().int(),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

/** GET /wps/missions/count: the menu's badge. */
export const missionCountSchema = z.object({ count: z.number().int() });

/** POST /wps/missions/claim: a request id makes a retry answer as the first. */
export const missionClaimRequestSchema = z.object({ missionId: idText, requestId: z.uuid() });
export type MissionClaimRequest = z.infer<typeof missionClaimRequestSchema>;

export const missionClaimSchema = z.object({
  id: z.string(),
  missionId: z.string(),
  name: z.string(),
  period: z.string(),
  amount: wireAmount,
  turnover: wireAmount,
  score: z.number().int(),
  createdAt: z.string(),
});
export type MissionClaim = z.infer<typeof missionClaimSchema>;

export const missionClaimAnswerSchema = z.object({
  claim: missionClaimSchema,
  balance: wireAmount,
});
export type MissionClaimAnswer = z.infer<typeof missionClaimAnswerSchema>;

/** The leaderboard's span: this ISO week or this month (the merchant's time zone). */
export const leaderboardSpans = ['week', 'month'] as const;
export type LeaderboardSpan = (typeof leaderboardSpans)[number];

export const missionLeaderboardQuerySchema = z.object({
  span: z.enum(leaderboardSpans).default('week'),
});

/** The most members a leaderboard lists. */
export const leaderboardSize = 20;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** Masked, except the member's own. */
  account: z.string(),
  score: z.number().int(),
  missions: z.number().int(),
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** GET /wps/relay/MCSFE_getMissionLeaderboard. */
export const missionLeaderboardSchema = z.object({
  span: z.enum(leaderboardSpans),
  from: z.string(),
  to: z.string(),
  entries: z.array(leaderboardEntrySchema),
  /** The member's own place (null: no score yet in this span). */
  me: z.object({
    rank: z.number().int().nullable(),
    score: z.number().int(),
    missions: z.number().int(),
  }),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

// ——— The desk ———

/** A mission as the desk writes it. */
export const saveMissionSchema = z.object({
  names: z.partialRecord(z.enum(languages), plainText(60).min(1)),
  period: z.enum(missionPeriods),
  kind: z.enum(missionKinds),
  gameType: z.enum(catalogueGameTypes).nullable(),
  game: z
    .object({
      vassalage: z.string().regex(/^[A-Z0-9_]{2,32}$/),
      code: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
    })
    .nullable(),
  target: amountInput,
  reward: amountInput,
  turnoverMultiple: z.number().int().min(0).max(100),
  score: z.number().int().min(0).max(100_000),
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  sortOrder: z.number().int().min(0).max(10_000),
  isActive: z.boolean(),
});
export type SaveMission = z.infer<typeof saveMissionSchema>;

/** A mission on the desk, with what it has paid. */
export const deskMissionSchema = saveMissionSchema.extend({
  id: z.string(),
  claims: z.number().int(),
  paid: wireAmount,
});
export type DeskMission = z.infer<typeof deskMissionSchema>;

/** GET /ops/api/missions. */
export const missionDeskSchema = z.object({
  currency: z.string(),
  /** The merchant's time zone: an event's bounds are typed and shown on its clock. */
  timeZone: z.string(),
  missions: z.array(deskMissionSchema),
  /** Whether this operator may write missions (owner, admin). */
  canEdit: z.boolean(),
});
export type MissionDesk = z.infer<typeof missionDeskSchema>;

/** GET /ops/api/missions/report?merchant=&from=&to= (days, the merchant's time zone). */
export const missionReportQuerySchema = deskMerchantQuerySchema.extend({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type MissionReportQuery = z.infer<typeof missionReportQuerySchema>;

export const missionReportSchema = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  byMission: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      claims: z.number().int(),
      members: z.number().int(),
      amount: wireAmount,
    }),
  ),
  claims: z.number().int(),
  members: z.number().int(),
  total: wireAmount,
});
export type MissionReport = z.infer<typeof missionReportSchema>;

export const missionIdParamsSchema = z.object({ id: idText });
