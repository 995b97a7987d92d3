import { z } from 'zod';

// ─── The in-house sportsbook (/sportsbook/api): sports and esports events, markets and bets ───
// The book runs in the site itself (/sports, /esports, /fbsports); its money moves through the
// vendor wallet as the in-house vendor KSPORTS. Prices are decimal odds in thousandths (1950 =
// 1.95); amounts are wire strings in major units ("10.00").

const wireAmount = z.string();
const positiveAmount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);
const id = z.string().regex(/^\d{1,18}$/);

export const sportsbookBooks = ['sports', 'esports'] as const;
export type SportsbookBook = (typeof sportsbookBooks)[number];

/** Sports of the book, in their lobby order; each belongs to one book. */
export const sportCodes = [
  'cricket',
  'football',
  'kabaddi',
  'tennis',
  'basketball',
  'volleyball',
  'badminton',
  'tableTennis',
  'cs2',
  'dota2',
  'lol',
  'valorant',
  'efootball',
] as const;
export type SportCode = (typeof sportCodes)[number];

export const esportCodes: readonly SportCode[] = ['cs2', 'dota2', 'lol', 'valorant', 'efootball'];

export function bookOfSport(sport: SportCode): SportsbookBook {
  return esportCodes.includes(sport) ? 'esports' : 'sports';
}

/**
 * Market templates: what a market asks and how its selections are named. `line` markets carry
 * a handicap or total line (quarter lines split the stake); `period` says which innings, map or
 * half a market is about (null: the whole match).
 */
export const marketKinds = [
  /** 1X2: home, draw, away. */
  'matchWinner3',
  /** Two-way match winner: home, away (a tie settles by the market's tie rule). */
  'matchWinner2',
  /** 1X, 12, X2. */
  'doubleChance',
  /** Home or away; a draw gives the stake back. */
  'drawNoBet',
  /** Asian handicap on the home side's score: home, away (line = the home side's handicap). */
  'handicap',
  /** Over or under a total of goals, runs, points or maps. */
  'total',
  /** Both teams to score: yes, no. */
  'bothTeamsToScore',
  /** Correct score: one selection per score ("2-1"), plus "other". */
  'correctScore',
  /** Cricket: runs in an innings (period), over or under the line. */
  'inningsRuns',
  /** Cricket: sixes in the match, over or under the line. */
  'totalSixes',
  /** Cricket: the top batsman (one selection per player; ties dead heat). */
  'topBatsman',
  /** Esports: the winner of a map (period = the map's number). */
  'mapWinner',
] as const;
export type MarketKind = (typeof marketKinds)[number];

export const eventStatuses = ['scheduled', 'live', 'suspended', 'ended', 'cancelled'] as const;
export type SportEventStatus = (typeof eventStatuses)[number];

export const marketStatuses = ['open', 'suspended', 'settled', 'void'] as const;
export type MarketStatus = (typeof marketStatuses)[number];

/** How a selection settled: a half result comes of a quarter line. */
export const legResults = ['win', 'lose', 'void', 'halfWin', 'halfLose'] as const;
export type LegResult = (typeof legResults)[number];

/** Which odds changes a bet accepts between the slip and its acceptance. */
export const oddsPolicies = ['any', 'higher', 'none'] as const;
export type OddsPolicy = (typeof oddsPolicies)[number];

export const scoreSchema = z.object({
  home: z.number().int().min(0),
  away: z.number().int().min(0),
  /** What the sport adds to the score line: "18.4 ov", "2nd half 67'", "Map 2". */
  detail: z.string().max(60).nullable(),
});
export type SportScore = z.infer<typeof scoreSchema>;

export const selectionViewSchema = z.object({
  id,
  /** home, draw, away, over, under, yes, no, 1X, 12, X2, a score "2-1", other, or p:<n>. */
  key: z.string(),
  /** A player's name (top batsman) or a score; null: the client names it from its key. */
  name: z.string().nullable(),
  odds: z.number().int(),
  /** Set once the market is settled: how this selection settled (deadHeat: tied places). */
  result: z.enum(legResults).nullable(),
  deadHeat: z.number().int().nullable(),
});
export type SelectionView = z.infer<typeof selectionViewSchema>;

export const marketViewSchema = z.object({
  id,
  kind: z.enum(marketKinds),
  /** Handicap or total line in thousandths of a unit (-250 = -0.25, 2500 = 2.5); or null. */
  line: z.number().int().nullable(),
  /** Innings, map or half the market is about; null: the match. */
  period: z.number().int().nullable(),
  status: z.enum(marketStatuses),
  /** Rises with every change of odds or status: a slip names the version it saw. */
  version: z.number().int(),
  selections: z.array(selectionViewSchema),
});
export type MarketView = z.infer<typeof marketViewSchema>;

export const eventSummarySchema = z.object({
  id,
  sport: z.enum(sportCodes),
  competition: z.object({ id, name: z.string() }),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: z.enum(eventStatuses),
  score: scoreSchema.nullable(),
  /** The event's main market (match winner), when it has one open or suspended. */
  mainMarket: marketViewSchema.nullable(),
  marketCount: z.number().int(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventDetailSchema = eventSummarySchema.extend({
  markets: z.array(marketViewSchema),
  /** Seconds a bet in play waits before it is accepted (0 before the start). */
  inPlayDelaySeconds: z.number().int(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** GET /sportsbook/api/events?book=&sport=&state=&competition= */
/** A lobby's page of events, and the most one answer gives. */
export const eventListPageSize = 50;
export const eventListMaxLimit = 500;

export const eventListQuerySchema = z.object({
  book: z.enum(sportsbookBooks),
  sport: z.enum(sportCodes).optional(),
  state: z.enum(['live', 'upcoming', 'all']).default('all'),
  competition: id.optional(),
  /** The first this many events (live first, then by start); the lobby asks for more. */
  limit: z.coerce.number().int().min(1).max(eventListMaxLimit).default(eventListPageSize),
});

export const eventListSchema = z.object({
  /** The events of the sport, state and competition asked for, before the limit. */
  total: z.number().int(),
  serverTime: z.string(),
  /** Every sport of the book with events to bet on, and how many are live and upcoming. */
  sports: z.array(
    z.object({ sport: z.enum(sportCodes), live: z.number().int(), upcoming: z.number().int() }),
  ),
  competitions: z.array(
    z.object({ id, sport: z.enum(sportCodes), name: z.string(), events: z.number().int() }),
  ),
  events: z.array(eventSummarySchema),
});
export type EventList = z.infer<typeof eventListSchema>;

/** GET /sportsbook/api/results?book=&sport=&day=YYYY-MM-DD: events ended or cancelled that day. */
export const resultsQuerySchema = z.object({
  book: z.enum(sportsbookBooks),
  sport: z.enum(sportCodes).optional(),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export const resultsSchema = z.object({
  events: z.array(eventSummarySchema.extend({ markets: z.array(marketViewSchema) })),
});

/**
 * GET /sportsbook/api/stream?book=[&event=]: Server-Sent Events. `change` carries an event whose
 * status, score or markets moved: on an event's stream with every market it shows (whole, void
 * ones left out), on a book's with its main market only. `resync` (no data) says changes may
 * have been missed: read again what is shown.
 */
export const sportsChangeSchema = z.object({
  eventId: id,
  status: z.enum(eventStatuses),
  score: scoreSchema.nullable(),
  markets: z.array(marketViewSchema),
});
export type SportsChange = z.infer<typeof sportsChangeSchema>;

/** The book's limits as a player sees them on the slip. */
export const sportsbookRulesSchema = z.object({
  currency: z.string(),
  minStake: wireAmount,
  /** The most one bet may pay, stake included. */
  maxPayout: wireAmount,
  maxLegs: z.number().int(),
  /** Seconds a bet with a leg in play waits before it is accepted. */
  inPlayDelaySeconds: z.number().int(),
  /** Cash-out is offered on open bets. */
  isCashOutOffered: z.boolean(),
});
export type SportsbookRules = z.infer<typeof sportsbookRulesSchema>;

/**
 * POST /sportsbook/api/bets: one bet — a single (one leg) or a multiple (2 to maxLegs legs, one
 * per event) — at the odds the player saw, under the policy for changes; `requestId` makes a
 * repeat answer the first. In play, the answer comes after the delay.
 */
export const placeBetRequestSchema = z.object({
  requestId: z.string().uuid(),
  stake: positiveAmount,
  policy: z.enum(oddsPolicies),
  legs: z
    .array(z.object({ selectionId: id, odds: z.number().int().min(1001).max(1_000_000) }))
    .min(1)
    .max(20),
});
export type PlaceBetRequest = z.infer<typeof placeBetRequestSchema>;

export const ticketStatuses = ['open', 'won', 'lost', 'void', 'cashedOut'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketLegSchema = z.object({
  eventId: id,
  sport: z.enum(sportCodes),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  marketKind: z.enum(marketKinds),
  line: z.number().int().nullable(),
  period: z.number().int().nullable(),
  selectionKey: z.string(),
  selectionName: z.string().nullable(),
  odds: z.number().int(),
  result: z.enum(legResults).nullable(),
  deadHeat: z.number().int().nullable(),
});
export type TicketLeg = z.infer<typeof ticketLegSchema>;

export const ticketViewSchema = z.object({
  id,
  kind: z.enum(['single', 'multiple']),
  stake: wireAmount,
  /** The product of the legs' odds (thousandths). */
  odds: z.number().int(),
  potentialReturn: wireAmount,
  status: z.enum(ticketStatuses),
  /** What it paid (stake included) once settled or cashed out. */
  paid: wireAmount.nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(ticketLegSchema),
  /** What cashing out pays now; null: not offered (settled, a leg suspended, or off). */
  cashOut: wireAmount.nullable(),
  isPlayMoney: z.boolean(),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

export const placeBetAnswerSchema = z.object({ ticket: ticketViewSchema, balance: wireAmount });

/** GET /sportsbook/api/bets?state=open|settled&page= */
export const ticketListQuerySchema = z.object({
  state: z.enum(['open', 'settled']),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const ticketListSchema = z.object({
  list: z.array(ticketViewSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});

/** POST /sportsbook/api/bets/:id/cashout: at the offer the player saw, or refused. */
export const cashOutRequestSchema = z.object({
  requestId: z.string().uuid(),
  offer: positiveAmount,
});

// ─── The feed (docs/sportsbook-feed.md): what an odds provider's adapter hands the book ───
// Messages per event carry a sequence that rises by one; the book applies each once, and on a
// gap asks the provider for the event's snapshot.

const feedSelection = z.object({
  key: z.string().min(1).max(40),
  name: z.string().max(80).nullable().optional(),
  odds: z.number().int().min(1001).max(1_000_000),
});
export const feedMarketSchema = z.object({
  /** The provider's id of the market within the event. */
  ref: z.string().min(1).max(60),
  kind: z.enum(marketKinds),
  line: z.number().int().nullable().optional(),
  period: z.number().int().nullable().optional(),
  status: z.enum(['open', 'suspended']),
  selections: z.array(feedSelection).min(2).max(40),
});
export type FeedMarket = z.infer<typeof feedMarketSchema>;

const feedBase = {
  /** The provider's event id. */
  event: z.string().min(1).max(60),
  seq: z.number().int().min(1),
  at: z.string().datetime(),
};

export const feedMessageSchema = z.discriminatedUnion('type', [
  z.object({
    ...feedBase,
    type: z.literal('fixture'),
    sport: z.enum(sportCodes),
    competition: z.string().min(1).max(80),
    home: z.string().min(1).max(80),
    away: z.string().min(1).max(80),
    startsAt: z.string().datetime(),
    status: z.enum(eventStatuses),
    score: scoreSchema.nullable().optional(),
  }),
  z.object({ ...feedBase, type: z.literal('odds'), markets: z.array(feedMarketSchema) }),
  z.object({
    ...feedBase,
    type: z.literal('score'),
    status: z.enum(['live', 'suspended', 'ended']),
    score: scoreSchema,
  }),
  /** Bet stop: the named markets (none named: all of the event) stop taking bets. */
  z.object({ ...feedBase, type: z.literal('betStop'), markets: z.array(z.string()).optional() }),
  z.object({
    ...feedBase,
    type: z.literal('settlement'),
    market: z.string(),
    results: z.array(
      z.object({
        key: z.string(),
        result: z.enum(legResults),
        deadHeat: z.number().int().min(2).max(20).nullable().optional(),
      }),
    ),
  }),
  /** Bet cancel: the market (none named: the whole event) is void, its bets given back. */
  z.object({ ...feedBase, type: z.literal('cancel'), market: z.string().optional() }),
  /** Rollback: the market's settlement is undone; it is open to settle again. */
  z.object({ ...feedBase, type: z.literal('rollback'), market: z.string() }),
]);
export type FeedMessage = z.infer<typeof feedMessageSchema>;

/** GET <feed>/messages?after=<cursor>: what came since the cursor, oldest first. */
export const feedPageSchema = z.object({
  cursor: z.string(),
  messages: z.array(feedMessageSchema),
});
/** GET <feed>/snapshot/<event>: an event as it stands, to recover from a gap. */
export const feedSnapshotSchema = z.object({
  seq: z.number().int(),
  messages: z.array(feedMessageSchema),
});
