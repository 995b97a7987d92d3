import { z } from 'zod';
import { catalogueGameTypes } from './constants';

/**
 * The game catalogue, launch and the in-house vendor's game client (spec §2 game lists, §3
 * game vendor / launch / list, §7 Games). Amounts are decimal strings on the wire.
 */

const wireAmount = z.string();
const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(15);
const vassalage = z.string().regex(/^[A-Z0-9_]{2,32}$/);

/** RNG classifications (spec §9); BINGO only where the TY language is supported. */
export const gameClassifications = [
  'SLOTS',
  'SCRATCH',
  'VIDEO_POKER',
  'TABLE',
  'ARCADE',
  'BINGO',
] as const;
export type GameClassification = (typeof gameClassifications)[number];

/** Minimum-bet filter choices (spec §9), in major units; '' is all. */
export const minimumBetChoices = ['', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/** Page size of every game list (spec §9). */
export const gameListPageSize = 15;

/** A game as the lists show it. `id` is the nodeId of favourites and launches. */
export const gameItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: z.enum(catalogueGameTypes),
  gameClassify: z.string(),
  minBet: wireAmount,
  lineCount: z.number().int(),
  isHot: z.boolean(),
  imageUrl: z.string(),
  status: z.enum(['active', 'maintenance']),
  isFavourite: z.boolean(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

/** GET /lgw/games/game_menus: the game types that have vendors, in menu order. */
export const gameMenuSchema = z.object({ gameType: z.enum(catalogueGameTypes), name: z.string() });
export type GameMenu = z.infer<typeof gameMenuSchema>;

/** GET /wps/relay/GCSGAME_getVassGameType?vassalage=: a vendor's types and classifications. */
export const vendorGameTypesSchema = z.object({
  vassalage: z.string(),
  gameTypes: z.array(z.enum(catalogueGameTypes)),
  classifications: z.array(z.string()),
});
export type VendorGameTypes = z.infer<typeof vendorGameTypesSchema>;
/** GET /wps/relay/GCSGAME_getVassGameType: the vendor is required. */
export const vendorGameTypesQuerySchema = z.object({ vassalage });

/** GET /wps/relay/GCSGAME_gameList (spec §3 game list query). */
export const gameListQuerySchema = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(60).optional(),
  channel: z.string().max(60).optional(),
  merchant: z.string().max(60).optional(),
  gameType: z.enum(catalogueGameTypes).optional(),
  vassalage: vassalage.optional().or(z.literal('')),
  gameClassify: z.enum(gameClassifications).optional().or(z.literal('')),
  gameName: z.string().trim().max(60).optional(),
  /** Major units ('0.05'); games whose minimum bet is at most this. */
  minBet: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/)
    .optional()
    .or(z.literal('')),
  minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
  pageNo: pageNumber,
  pageSize,
  language: z.string().max(10).optional(),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

export const gameListSchema = z.object({
  games: z.array(gameItemSchema),
  totalPages: z.number().int(),
  /**
   * Matches counted from the page asked for up to 1,500 further (100 pages); isTotalCapped
   * says more follow, and totalPages is then the last page known so far.
   */
  total: z.number().int(),
  isTotalCapped: z.boolean(),
});
export type GameList = z.infer<typeof gameListSchema>;

/** GET /wps/relay/GCSGAME_hotGamesV2 (merchantCode, isPlatform 2, vassalage, platform, language). */
export const hotGamesQuerySchema = z.object({
  vassalage: vassalage.optional().or(z.literal('')),
  gameType: z.enum(catalogueGameTypes).optional(),
  merchantCode: z.string().max(60).optional(),
  isPlatform: z.coerce.number().int().optional(),
  platform: z.string().max(60).optional(),
  language: z.string().max(10).optional(),
});

/** GET /wps/relay/GCS_recentGame → value.list, value.totalPages (token). */
export const recentGamesQuerySchema = z.object({
  clientType: z.coerce.number().int().optional(),
  vassalage: vassalage.optional().or(z.literal('')),
  gameType: z.enum(catalogueGameTypes).optional(),
  language: z.string().max(10).optional(),
  pageNo: pageNumber,
  pageSize,
});
export const recentGamesSchema = z.object({
  list: z.array(gameItemSchema),
  totalPages: z.number().int(),
});

/** GET /wps/relay/MCSFE_getFavoriteGames → value.content, value.totalPages (token). */
export const favouriteGamesQuerySchema = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(60).optional(),
  language: z.string().max(10).optional(),
  gameType: z.enum(catalogueGameTypes).optional(),
  vassalage: vassalage.optional().or(z.literal('')),
  pageNo: pageNumber,
  pageSize,
});
export const favouriteGamesSchema = z.object({
  content: z.array(gameItemSchema),
  totalPages: z.number().int(),
});
/** GET /wps/relay/MCSFE_getFavoriteGamesList → the ids (nodeIds) of every saved game. */
export const favouriteIdsSchema = z.array(z.string());
/** The answer of MCSFE_favoriteGame: whether the game is saved now. */
export const favouriteStateSchema = z.object({ isFavourite: z.boolean() });

/** POST /wps/relay/MCSFE_favoriteGame: saves or removes one game. */
export const favouriteToggleSchema = z.object({
  nodeId: z.string().regex(/^\d{1,18}$/),
  vendor: vassalage.optional(),
  gameType: z.enum(catalogueGameTypes).optional(),
  isFavourite: z.boolean(),
});
export type FavouriteToggle = z.infer<typeof favouriteToggleSchema>;

/**
 * GET /wps/relay/GCS_gameLaunchFB and /wps/game/launchGame (token): a game by nodeId, or by
 * vendor and code; a vendor alone (and its game type) opens the vendor's own lobby. Trial
 * accounts get play money.
 */
export const gameLaunchQuerySchema = z.object({
  nodeId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  vassalage: vassalage.optional(),
  gameCode: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
  /** With a vendor alone: which of its types to open. */
  gameType: z.enum(catalogueGameTypes).optional(),
  language: z.string().max(10).optional(),
  platform: z.string().max(60).optional(),
});
export const gameLaunchSchema = z.object({
  /** Where the game runs; open it in /game (an embedded frame) or a popup. */
  url: z.string(),
  title: z.string(),
  gameId: z.string(),
  isPlayMoney: z.boolean(),
  mode: z.enum(['frame', 'popup']),
});
export type GameLaunch = z.infer<typeof gameLaunchSchema>;
/** The details of a game_maintenance refusal: other games to play. */
export const gameMaintenanceDetailsSchema = z.object({ recommended: z.array(gameItemSchema) });

/** GET /wps/relay/GLS2_roomList?vassalage= (token): PVP tables a player can join. */
export const gameRoomsQuerySchema = z.object({ vassalage: vassalage.optional() });
export const gameRoomSchema = z.object({
  gameId: z.string(),
  code: z.string(),
  name: z.string(),
  minBet: wireAmount,
  imageUrl: z.string(),
  status: z.enum(['active', 'maintenance']),
});
export type GameRoom = z.infer<typeof gameRoomSchema>;

/** GET /wps/relay/GCSGAME_getRankList (gameCategory 'ALL', language, limitNum 50). */
export const rankListQuerySchema = z.object({
  gameCategory: z.string().max(20).optional(),
  language: z.string().max(10).optional(),
  limitNum: z.coerce.number().int().min(1).max(50).default(50),
});
export const rankEntrySchema = z.object({
  vo: z.object({
    recordId: z.string(),
    iconUrl: z.string(),
    /** Masked: first two and last character. */
    customerName: z.string(),
    winAmount: wireAmount,
    gameName: z.string(),
    /** YYYY.MM.DD in the merchant's time zone. */
    date: z.string(),
    /** The progressive jackpot, not a round's own win. */
    isJackpot: z.boolean().optional(),
  }),
});
export const rankListSchema = z.object({ list: z.array(rankEntrySchema) });
export type RankEntry = z.infer<typeof rankEntrySchema>;

// ─── The in-house vendor's game client (runs in the /game frame, /house/play/:gameCode) ───
// It authenticates with the launch token (`token` query or body), as a vendor's client would.

const launchToken = z.string().min(20).max(100);

/** The provably-fair seed pair a player's spins use now (the server seed stays secret). */
export const houseFairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next spin uses. */
  nonce: z.number().int(),
  /** 2: Stake's encoding (the seed's hex text); 1: Khela's first pairs (its decoded bytes). */
  scheme: z.union([z.literal(1), z.literal(2)]),
  /**
   * The hash of the server seed the next pair will use, fixed now: a new client seed cannot
   * be answered with a seed chosen after it. Null only for a pair made before it was kept.
   */
  nextServerSeedHash: z.string().nullable(),
});
export type HouseFairness = z.infer<typeof houseFairnessSchema>;

/** A rotated seed pair: its server seed revealed. */
export const houseRevealedSeedSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  scheme: z.union([z.literal(1), z.literal(2)]),
  /** Spins played under it: nonces 0 … nonceCount − 1. */
  nonceCount: z.number().int(),
  rotatedAt: z.string(),
});
export type HouseRevealedSeed = z.infer<typeof houseRevealedSeedSchema>;

/** GET /house/api/session?token=: what the client needs before the first spin. */
export const houseSessionSchema = z.object({
  gameCode: z.string(),
  title: z.string(),
  currency: z.string(),
  balance: wireAmount,
  isPlayMoney: z.boolean(),
  fairness: houseFairnessSchema,
});
export type HouseSession = z.infer<typeof houseSessionSchema>;

/** POST /house/api/spin: one paid spin at a bet level; `requestId` makes a retry safe. */
export const houseSpinRequestSchema = z.object({
  token: launchToken,
  /** The total bet in minor units, one of the game's bet levels. */
  betMinor: z.number().int().positive().max(10_000_000),
  requestId: z.string().uuid(),
});
export type HouseSpinRequest = z.infer<typeof houseSpinRequestSchema>;

/** One spin of a round as stored and shown: the engine's SpinResult plus its nonce. */
export const houseSpinSchema = z.object({
  nonce: z.number().int(),
  mode: z.enum(['base', 'free']),
  stops: z.array(z.number().int()),
  grid: z.array(z.array(z.string())),
  wins: z.array(
    z.object({
      kind: z.enum(['line', 'ways']),
      line: z.number().int().optional(),
      pays: z.string(),
      count: z.number().int(),
      ways: z.number().int().optional(),
      wildMultiplier: z.number().int().optional(),
      positions: z.array(z.object({ reel: z.number().int(), row: z.number().int() })),
      amountMinor: z.number().int(),
    }),
  ),
  scatter: z.object({
    count: z.number().int(),
    positions: z.array(z.object({ reel: z.number().int(), row: z.number().int() })),
    amountMinor: z.number().int(),
  }),
  freeSpinsAwarded: z.number().int(),
  winMultiplier: z.number().int(),
  isCapped: z.boolean(),
  totalWinMinor: z.number().int(),
});
export type HouseSpin = z.infer<typeof houseSpinSchema>;

/** A round: the paid spin and the free spins it triggered, played at once, in nonce order. */
export const houseRoundSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  betMinor: z.number().int(),
  winMinor: z.number().int(),
  currency: z.string(),
  isPlayMoney: z.boolean(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Null while the seed pair is active; shown once it is rotated. */
  serverSeed: z.string().nullable(),
  scheme: z.union([z.literal(1), z.literal(2)]),
  spins: z.array(houseSpinSchema),
  createdAt: z.string(),
});
export type HouseRound = z.infer<typeof houseRoundSchema>;

/** The answer to a spin: the round, the balance after it, the fairness for the next spin. */
export const houseSpinAnswerSchema = z.object({
  round: houseRoundSchema,
  balance: wireAmount,
  fairness: houseFairnessSchema,
  /** The progressive jackpot this spin won (already in `balance`); absent on most spins. */
  jackpotWin: wireAmount.optional(),
});
export type HouseSpinAnswer = z.infer<typeof houseSpinAnswerSchema>;

/**
 * GET /house/api/history?token=&limit=&page=: the player's rounds of this game, newest first,
 * a page of `limit` at a time back to the first.
 */
export const houseHistorySchema = z.object({
  rounds: z.array(houseRoundSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type HouseHistory = z.infer<typeof houseHistorySchema>;

/** GET /house/api/fairness?token=: the active pair and the last rotated ones. */
export const houseFairnessAnswerSchema = z.object({
  active: houseFairnessSchema,
  /** A page of the rotated pairs, newest first (page 1 unless asked), back to the first. */
  revealed: z.array(houseRevealedSeedSchema),
  revealedPage: z.number().int(),
  revealedPages: z.number().int(),
});
export type HouseFairnessAnswer = z.infer<typeof houseFairnessAnswerSchema>;

/** POST /house/api/fairness/rotate: a new pair with the player's client seed; reveals the old. */
export const houseRotateRequestSchema = z.object({
  token: launchToken,
  clientSeed: z
    .string()
    .trim()
    .regex(/^[\x20-\x7e]{1,64}$/),
});

/** The most rounds GET /house/api/history lists. */
export const houseHistoryLimitMax = 50;

/** The house game client's calls name the launch token they were opened with. */
export const houseTokenQuerySchema = z.object({ token: z.string().min(20).max(100) });

/** GET /house/api/history: the launch token and how many of the last rounds. */
export const houseHistoryQuerySchema = houseTokenQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(houseHistoryLimitMax).default(20),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

/** GET /house/api/fairness: the launch token and the page of rotated pairs. */
export const houseFairnessQuerySchema = houseTokenQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
