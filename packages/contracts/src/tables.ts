import { z } from 'zod';

// ─── The in-house auto tables (shared rounds), their client at /house/table/:code ───
// Like the slots' client it runs in the /game frame and authenticates with the launch token.

const wireAmount = z.string();
const launchToken = z.string().min(20).max(100);
const positiveAmount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);

/** The vendor code of the in-house tables (its games: auto tables in /live). */
export const tablesVendorCode = 'KTABLES';

export const tableGameNames = [
  'baccarat',
  'baccaratNoCommission',
  'dragonTiger',
  'roulette',
  'sicBo',
  'crash',
  'cockfight',
] as const;
export type TableGameName = (typeof tableGameNames)[number];

export const tableRoundStatuses = [
  'open',
  'closed',
  'resolved',
  'settled',
  'cancelled',
  'refunded',
] as const;
export type TableRoundStatus = (typeof tableRoundStatuses)[number];

const cardSchema = z.object({ rank: z.number().int(), suit: z.number().int() });

/** A round's result as dealt or drawn (packages/games TableResult). */
export const tableResultSchema = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('baccarat'),
    player: z.array(cardSchema),
    banker: z.array(cardSchema),
    playerTotal: z.number().int(),
    bankerTotal: z.number().int(),
    winner: z.enum(['player', 'banker', 'tie']),
    playerPair: z.boolean(),
    bankerPair: z.boolean(),
  }),
  z.object({
    game: z.literal('baccaratNoCommission'),
    player: z.array(cardSchema),
    banker: z.array(cardSchema),
    playerTotal: z.number().int(),
    bankerTotal: z.number().int(),
    winner: z.enum(['player', 'banker', 'tie']),
    playerPair: z.boolean(),
    bankerPair: z.boolean(),
  }),
  z.object({
    game: z.literal('dragonTiger'),
    dragon: cardSchema,
    tiger: cardSchema,
    winner: z.enum(['dragon', 'tiger', 'tie']),
  }),
  z.object({ game: z.literal('roulette'), pocket: z.number().int() }),
  z.object({
    game: z.literal('sicBo'),
    dice: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  }),
  /** Crash: where the multiplier stopped, in hundredths (250 = 2.50×). */
  z.object({ game: z.literal('crash'), bust: z.number().int() }),
  /** Cockfight: the result the operator declared (bdd: both cocks died). */
  z.object({ game: z.literal('cockfight'), winner: z.enum(['meron', 'wala', 'draw', 'bdd']) }),
]);
export type TableResultWire = z.infer<typeof tableResultSchema>;

/** What every player at the table sees of a round: its times and the stakes on each area. */
export const tableRoundViewSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(tableRoundStatuses),
  opensAt: z.string(),
  closesAt: z.string(),
  /**
   * SHA-256 of the seed this round draws from (or its shoe deals from), public before it; none
   * for a declared round (a cockfight's fight).
   */
  seedHash: z.string().nullable(),
  /** A cockfight's fight: its name on the card. */
  label: z.string().nullable().optional(),
  /** Stakes of all players on each area this round. */
  totals: z.array(z.object({ area: z.string(), stake: wireAmount, players: z.number().int() })),
  players: z.number().int(),
  result: tableResultSchema.nullable(),
});
export type TableRoundView = z.infer<typeof tableRoundViewSchema>;

/** A past round in the table's result strip (and the road maps). */
export const tablePastRoundSchema = z.object({
  number: z.string(),
  result: tableResultSchema,
});

/**
 * A crash bet as every player at the table sees it: the player's masked name, the stake, the
 * automatic cash-out (shown once betting has closed) and where it cashed out (hundredths).
 */
export const crashLiveBetSchema = z.object({
  roundId: z.string(),
  player: z.string(),
  stake: wireAmount,
  target: z.number().int().nullable(),
  cashout: z.number().int().nullable(),
  win: wireAmount.nullable(),
});
export type CrashLiveBet = z.infer<typeof crashLiveBetSchema>;

/**
 * GET /tables/api/state?token= and every `state` event of /tables/api/events: the same for
 * every player at the table.
 */
export const tableSnapshotSchema = z.object({
  serverTime: z.string(),
  status: z.enum(['active', 'paused']),
  /** The round taking bets now, or the next one (its window not open yet). */
  round: tableRoundViewSchema.nullable(),
  /** The round before it, with its result once drawn. */
  previous: tableRoundViewSchema.nullable(),
  /** Results of the current shoe (baccarat, dragon tiger) or the last rounds, oldest first. */
  results: z.array(tablePastRoundSchema),
  shoe: z
    .object({ number: z.string(), seedHash: z.string(), cardsLeft: z.number().int() })
    .nullable(),
  /** Cockfight arenas: the fight's prices and what each side has taken. */
  cockfight: z
    .object({
      pricing: z.enum(['fixed', 'pool']),
      /** Pool fights: the house's commission on the losing side's pool, in percent. */
      commissionPercent: z.number(),
      /** The arena's live video (HLS); none: the arena's poster is shown. */
      streamUrl: z.string().nullable(),
      /** The fight's name on the card ("Fight 12"), once one is announced. */
      label: z.string().nullable(),
      /**
       * Decimal odds in thousandths (1800 = 1.80) a bet is taken at now: fixed fights' odds set
       * by the operator (draw at the arena's), pool fights' what a unit would get back now;
       * BDD (both cocks die), the house's side bet: null where the fight does not offer it.
       */
      odds: z.object({
        meron: z.number().int().nullable(),
        wala: z.number().int().nullable(),
        draw: z.number().int().nullable(),
        bdd: z.number().int().nullable(),
      }),
      /** Stakes on each side this fight. */
      pools: z.object({ meron: wireAmount, wala: wireAmount, draw: wireAmount, bdd: wireAmount }),
      /** Sides no longer taking bets: the house's payout on them reached the fight's cap. */
      closedSides: z.array(z.enum(['meron', 'wala', 'draw', 'bdd'])),
    })
    .nullable()
    .optional(),
  /** Crash tables: the curve's rule and every bet of the round (and of the one before). */
  crash: z
    .object({
      /** The multiplier `ms` after the round's close: floor(100 × e^(growthPerMs × ms)) / 100. */
      growthPerMs: z.number(),
      /** The most a round runs to, in hundredths: every bet still in cashes out there. */
      maxMultiplier: z.number().int(),
      /** House edge in percent (1 = 1 %). */
      edgePercent: z.number(),
      bets: z.array(crashLiveBetSchema),
    })
    .nullable()
    .optional(),
});
export type TableSnapshot = z.infer<typeof tableSnapshotSchema>;

const stakeLimitSchema = z.object({ min: wireAmount, max: wireAmount });

/** GET /tables/api/session?token=: the table, its limits, the balance and the state now. */
export const tableSessionSchema = z.object({
  tableCode: z.string(),
  game: z.enum(tableGameNames),
  title: z.string(),
  currency: z.string(),
  balance: wireAmount,
  isPlayMoney: z.boolean(),
  /** Stake limits of an area per player and round; `areas` overrides them by kind. */
  limits: stakeLimitSchema.extend({
    areas: z.record(z.string(), stakeLimitSchema),
    roundPayout: wireAmount,
  }),
  chips: z.array(wireAmount),
  snapshot: tableSnapshotSchema,
});
export type TableSession = z.infer<typeof tableSessionSchema>;

export const tableTokenQuerySchema = z.object({ token: launchToken });

/** POST /tables/api/bet: the chips a player confirms on a round, one slip (`requestId`). */
export const tableBetRequestSchema = z.object({
  token: launchToken,
  requestId: z.string().uuid(),
  roundId: z.string().regex(/^\d{1,18}$/),
  bets: z
    .array(z.object({ area: z.string().min(1).max(32), stake: positiveAmount }))
    .min(1)
    .max(60),
  /** Crash: cash out automatically at this multiplier (hundredths, from 1.01×). */
  autoCashout: z.number().int().min(101).max(100_000_000).optional(),
  /**
   * Fixed-odds cockfight: the decimal odds (thousandths) the player accepted; the bet is
   * refused when they have moved since (`cockfight_odds_changed`).
   */
  odds: z.number().int().min(1001).max(1_000_000).optional(),
});
export type TableBetRequest = z.infer<typeof tableBetRequestSchema>;

export const tableBetSchema = z.object({
  area: z.string(),
  stake: wireAmount,
  status: z.enum(['open', 'won', 'lost', 'refunded']),
  win: wireAmount.nullable(),
  /** Crash: the automatic cash-out asked for and where the bet cashed out (hundredths). */
  target: z.number().int().nullable().optional(),
  cashout: z.number().int().nullable().optional(),
  /** Fixed-odds cockfight: the decimal odds (thousandths) the bet was taken at. */
  odds: z.number().int().nullable().optional(),
});
export type TableBet = z.infer<typeof tableBetSchema>;

export const tableBetAnswerSchema = z.object({
  roundId: z.string(),
  bets: z.array(tableBetSchema),
  balance: wireAmount,
});
export type TableBetAnswer = z.infer<typeof tableBetAnswerSchema>;

/** What proves a round: its seed's place in the table's day chain, and the seed once shown. */
export const tableProofSchema = z.object({
  day: z.string(),
  chainHead: z.string(),
  chainLength: z.number().int(),
  /** The seed's place in the chain (from 1): it hashes this many times to the head. */
  seedIndex: z.number().int(),
  seedHash: z.string(),
  /** Shown once the round is drawn (roulette, sic bo) or its shoe ended (cards). */
  seed: z.string().nullable(),
  /** What the seed is hashed with: `<table>:<round>` or `<table>:shoe:<first round>`. */
  label: z.string(),
  /** Cards: where in its shoe the round's cards were dealt from. */
  cardFrom: z.number().int().nullable(),
  /**
   * Crash: the bust is min(crashPointCents(seed, label, edgePercent), maxMultiplier) — the
   * label is the public salt of bustabit's scheme.
   */
  crash: z
    .object({ edgePercent: z.number(), maxMultiplier: z.number().int() })
    .nullable()
    .optional(),
});
export type TableProof = z.infer<typeof tableProofSchema>;

/** A round of the player's, with their bets, the result and its proof. */
export const tableMyRoundSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(tableRoundStatuses),
  result: tableResultSchema.nullable(),
  stake: wireAmount,
  win: wireAmount.nullable(),
  bets: z.array(tableBetSchema),
  /** None for a declared round (a cockfight's fight: the operator's declaration). */
  proof: tableProofSchema.nullable(),
  /** When its betting opened. */
  opensAt: z.string(),
  /**
   * When its betting closed (or closes). A fight still taking bets closes when its operator
   * says: until then this is only the latest it may (its longest window).
   */
  closesAt: z.string(),
});
export type TableMyRound = z.infer<typeof tableMyRoundSchema>;

/** GET /tables/api/mine?token=&page=: the player's rounds at this table, newest first. */
export const tableMineQuerySchema = z.object({
  token: launchToken,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const tableMineAnswerSchema = z.object({
  rounds: z.array(tableMyRoundSchema),
  balance: wireAmount,
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type TableMineAnswer = z.infer<typeof tableMineAnswerSchema>;

/**
 * POST /tables/api/cashout: the player's crash bet on a running round cashed out at the
 * multiplier of the server's time when the request arrived (or its automatic target, when
 * lower); refused once the round has busted. A repeat answers the first cash-out. The win is
 * paid when the round settles, a moment after the bust.
 */
export const crashCashoutRequestSchema = z.object({
  token: launchToken,
  roundId: z.string().regex(/^\d{1,18}$/),
});
export type CrashCashoutRequest = z.infer<typeof crashCashoutRequestSchema>;
export const crashCashoutAnswerSchema = z.object({
  roundId: z.string(),
  /** Where it cashed out, in hundredths. */
  cashout: z.number().int(),
  /** What the bet returns (stake included), paid at settlement. */
  win: wireAmount,
});
export type CrashCashoutAnswer = z.infer<typeof crashCashoutAnswerSchema>;
