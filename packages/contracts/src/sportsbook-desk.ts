import { z } from 'zod';
import {
  eventStatuses,
  legResults,
  marketKinds,
  marketStatuses,
  scoreSchema,
  sportCodes,
  sportsbookBooks,
  ticketStatuses,
} from './sportsbook';

// ─── The trading console (/ops/api/sportsbook): events, markets, odds, liability, settlement ───
// Every call may name the merchant in its query (`?merchant=`; a platform operator must).

const wireAmount = z.string();
const positiveAmount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);
const id = z.string().regex(/^\d{1,18}$/);
const merchant = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/)
  .optional();
const oddsMilli = z.number().int().min(1001).max(1_000_000);

/** `?merchant=` of every call that has no other query. */
export const deskSportsbookMerchantSchema = z.object({ merchant });

/** A selection on the console: its price and what the book pays if it wins. */
export const deskSelectionSchema = z.object({
  id,
  key: z.string(),
  name: z.string().nullable(),
  odds: z.number().int(),
  result: z.enum(legResults).nullable(),
  deadHeat: z.number().int().nullable(),
  bets: z.number().int(),
  stake: wireAmount,
  /** What the book pays its bets (singles, and multiples whose other legs stand) if it wins. */
  payoutIfWins: wireAmount,
});
export type DeskSelection = z.infer<typeof deskSelectionSchema>;

export const deskMarketSchema = z.object({
  id,
  kind: z.enum(marketKinds),
  line: z.number().int().nullable(),
  period: z.number().int().nullable(),
  status: z.enum(marketStatuses),
  version: z.number().int(),
  /** Σ 1/odds − 1 in basis points (500 = 5 %). */
  marginBp: z.number().int(),
  /** From the feed (its market ref) or made on the console (null). */
  feedRef: z.string().nullable(),
  /** Times it has been settled (above 1: resettled). */
  settlements: z.number().int(),
  selections: z.array(deskSelectionSchema),
  /** Stakes taken less the payout on each selection's win, the worst of them (negative: loses). */
  worstCase: wireAmount,
});
export type DeskMarket = z.infer<typeof deskMarketSchema>;

export const deskEventSchema = z.object({
  id,
  sport: z.enum(sportCodes),
  competition: z.object({ id, name: z.string() }),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: z.enum(eventStatuses),
  score: scoreSchema.nullable(),
  /** From the feed (its event id) or made on the console (null). */
  feedRef: z.string().nullable(),
  bets: z.number().int(),
  stake: wireAmount,
  marketCount: z.number().int(),
});
export type DeskEvent = z.infer<typeof deskEventSchema>;

export const deskEventDetailSchema = deskEventSchema.extend({ markets: z.array(deskMarketSchema) });
export type DeskEventDetail = z.infer<typeof deskEventDetailSchema>;

/** GET /ops/api/sportsbook/events?book=&status=&search=&page= */
export const deskEventQuerySchema = z.object({
  merchant,
  book: z.enum(sportsbookBooks).optional(),
  status: z.enum(eventStatuses).optional(),
  search: z.string().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const deskEventListSchema = z.object({
  list: z.array(deskEventSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});

/** POST /ops/api/sportsbook/events: an event made on the console. */
export const deskEventCreateSchema = z.object({
  sport: z.enum(sportCodes),
  competition: z.string().trim().min(1).max(80),
  home: z.string().trim().min(1).max(80),
  away: z.string().trim().min(1).max(80),
  startsAt: z.string().datetime(),
});

/** PATCH /ops/api/sportsbook/events/:id: its status (cancelled voids every bet) and score. */
export const deskEventUpdateSchema = z.object({
  status: z.enum(eventStatuses).optional(),
  score: scoreSchema.nullable().optional(),
  reason: z.string().trim().max(200).optional(),
});

/**
 * POST /ops/api/sportsbook/events/:id/markets: a market from its template. Prices are given as
 * odds, or as fair probabilities (basis points adding up to 10 000) with a margin to spread.
 */
export const deskMarketCreateSchema = z.object({
  kind: z.enum(marketKinds),
  line: z.number().int().min(-100_000).max(1_000_000).nullable().default(null),
  period: z.number().int().min(1).max(10).nullable().default(null),
  selections: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(40),
        name: z.string().trim().max(80).nullable().default(null),
        odds: oddsMilli.optional(),
        probabilityBp: z.number().int().min(1).max(9_999).optional(),
      }),
    )
    .min(2)
    .max(40),
  marginBp: z.number().int().min(0).max(5_000).optional(),
});

/** PATCH /ops/api/sportsbook/markets/:id: new odds, a moved line, or suspend / resume. */
export const deskMarketUpdateSchema = z.object({
  status: z.enum(['open', 'suspended']).optional(),
  line: z.number().int().min(-100_000).max(1_000_000).nullable().optional(),
  odds: z.array(z.object({ selectionId: id, odds: oddsMilli })).optional(),
});

/**
 * POST /ops/api/sportsbook/markets/:id/settle: each selection's result (resettling a settled
 * market moves only the difference); or `void` with a reason.
 */
export const deskSettleSchema = z.object({
  results: z
    .array(
      z.object({
        selectionId: id,
        result: z.enum(legResults),
        deadHeat: z.number().int().min(2).max(20).nullable().default(null),
      }),
    )
    .min(1)
    .max(40),
  reason: z.string().trim().max(200).optional(),
});
export const deskVoidSchema = z.object({ reason: z.string().trim().min(1).max(200) });

export const deskSettleAnswerSchema = z.object({
  tickets: z.number().int(),
  /** What moved to players (negative: taken back on a resettlement). */
  paid: wireAmount,
  /** Taken back beyond a player's balance: owed, shown on the ticket for the operator. */
  unrecovered: wireAmount,
});

/** GET /ops/api/sportsbook/tickets: the bet ticker (newest first). */
export const deskTicketQuerySchema = z.object({
  merchant,
  event: id.optional(),
  member: z.string().max(32).optional(),
  status: z.enum(ticketStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const deskTicketSchema = z.object({
  id,
  member: z.string(),
  kind: z.enum(['single', 'multiple']),
  stake: wireAmount,
  odds: z.number().int(),
  potentialReturn: wireAmount,
  status: z.enum(ticketStatuses),
  paid: wireAmount.nullable(),
  unrecovered: wireAmount,
  placedAt: z.string(),
  legs: z.array(
    z.object({
      eventId: id,
      /** "Home v Away". */
      event: z.string(),
      home: z.string(),
      away: z.string(),
      marketKind: z.enum(marketKinds),
      line: z.number().int().nullable(),
      selectionKey: z.string(),
      selectionName: z.string().nullable(),
      odds: z.number().int(),
      result: z.enum(legResults).nullable(),
    }),
  ),
  isPlayMoney: z.boolean(),
});
export type DeskTicket = z.infer<typeof deskTicketSchema>;
export const deskTicketListSchema = z.object({
  list: z.array(deskTicketSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});

/** The book's settings per merchant (GET and PUT /ops/api/sportsbook/settings). */
export const deskSportsbookSettingsSchema = z.object({
  minStake: positiveAmount,
  /** Most staked by all members on one selection, market and event (singles and legs). */
  maxStakeSelection: positiveAmount,
  maxStakeMarket: positiveAmount,
  maxStakeEvent: positiveAmount,
  /** Most one member may stake on one event in all their bets. */
  maxStakeMemberEvent: positiveAmount,
  maxPayout: positiveAmount,
  maxPayoutDay: positiveAmount,
  maxLegs: z.number().int().min(2).max(20),
  inPlayDelaySeconds: z.number().int().min(0).max(30),
  isCashOutOffered: z.boolean(),
  /** Kept from a cash-out's fair value, in basis points. */
  cashOutMarginBp: z.number().int().min(0).max(5_000),
  /** Where the odds feed is read from (http(s) URL), and whether it is read. */
  feedUrl: z.string().max(300).nullable(),
  isFeedOn: z.boolean(),
});
export type DeskSportsbookSettings = z.infer<typeof deskSportsbookSettingsSchema>;

/** PUT /ops/api/sportsbook/members/:account/stake-factor: a sharp bettor's limits × factor. */
export const deskStakeFactorSchema = z.object({
  /** In hundredths: 100 = the normal limits, 10 = a tenth of them, 0 = no bets. */
  factor: z.number().int().min(0).max(1_000),
});

/** What PUT …/stake-factor answers: the member and the factor now set. */
export const deskStakeFactorAnswerSchema = z.object({
  member: z.string(),
  factor: z.number().int(),
});

/** GET /ops/api/sportsbook/members: members whose limits are not the normal ones, newest first. */
export const deskStakeFactorListSchema = z.object({
  list: z.array(deskStakeFactorAnswerSchema.extend({ updatedAt: z.string() })),
});
export type DeskStakeFactorList = z.infer<typeof deskStakeFactorListSchema>;

/** GET /ops/api/sportsbook/ggr?from=&to=: gross gaming revenue by sport and competition. */
export const deskGgrQuerySchema = z.object({
  merchant,
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const deskGgrSchema = z.object({
  rows: z.array(
    z.object({
      sport: z.enum(sportCodes),
      competition: z.string(),
      bets: z.number().int(),
      stake: wireAmount,
      paid: wireAmount,
      ggr: wireAmount,
    }),
  ),
  total: z.object({ bets: z.number().int(), stake: wireAmount, paid: wireAmount, ggr: wireAmount }),
});

/** GET /ops/api/sportsbook/feed: the feed's state. */
export const deskFeedStatusSchema = z.object({
  url: z.string().nullable(),
  isOn: z.boolean(),
  cursor: z.string().nullable(),
  lastReadAt: z.string().nullable(),
  lastError: z.string().nullable(),
  messages: z.number().int(),
  recoveries: z.number().int(),
});
