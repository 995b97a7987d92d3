import { z } from 'zod';
import { plainText } from './plain-text';
import { catalogueGameTypes } from './constants';

/**
 * The operators' game desk (/ops/api/games/…): the merchant's vendors and their games,
 * connecting a seamless vendor with its key and launch address, and importing game lists.
 * Amounts are decimal strings in the merchant's currency on the wire.
 */

/** What a vendor or a game may be: shown, shown as under maintenance, or hidden. */
export const deskStatuses = ['active', 'maintenance', 'disabled'] as const;
export type DeskStatus = (typeof deskStatuses)[number];

/** Every classification a game may have (the lists' filters use the RNG ones). */
export const deskGameClassifications = [
  'SLOTS',
  'SCRATCH',
  'VIDEO_POKER',
  'TABLE',
  'ARCADE',
  'BINGO',
  'FISH',
  'LIVE',
  'OTHER',
] as const;
export type DeskGameClassification = (typeof deskGameClassifications)[number];

/**
 * How a vendor's games reach money: seamless (the vendor calls our wallet for every bet) or
 * transfer (members move money to the vendor's wallet with GCS_walletTransfer).
 */
export const vendorWalletModes = ['seamless', 'transfer'] as const;
export type VendorWalletMode = (typeof vendorWalletModes)[number];

/** How a vendor's games open on the site: in its /game frame or in a popup window. */
export const vendorLaunchModes = ['frame', 'popup'] as const;
export type VendorLaunchMode = (typeof vendorLaunchModes)[number];

/** The languages a game is named in; English is required and the fallback. */
export const deskGameLanguages = ['en', 'bn', 'th'] as const;

/** At most this many games in one import (one transaction). */
export const gameImportRowsMax = 5_000;
/** The desk's game table pages at most this many games. */
export const deskGamePageSizeMax = 100;
/** A launch address template is at most this long (the database holds the same limit). */
export const launchUrlTemplateLengthMax = 500;
/** A vendor's RSA key must have at least this many bits. */
export const vendorKeyBitsMin = 2048;
/** A pasted PEM is at most this long (a 16,384-bit public key is about 2,900 characters). */
export const vendorKeyPemLengthMax = 10_000;
/** Sort orders are plain integers in this range. */
export const sortOrderMax = 1_000_000;

/** The placeholders a launch template may use; the launch fills them in, URL-encoded. */
export const launchPlaceholders = ['token', 'game', 'lang', 'currency', 'user'] as const;

/**
 * Why a launch address template is refused, or null when it is fine: it starts with https://
 * (an absolute address with a host) or one / (served from the merchant's launch CDN), has no
 * spaces, names the session {token} (the vendor's only way to know the player) and uses no
 * other braces than the placeholders.
 */
export function launchTemplateProblem(
  template: string,
): null | 'start' | 'token' | 'placeholder' | 'length' {
  if (template.length > launchUrlTemplateLengthMax) return 'length';
  if (!/^(https:\/\/[^/\s{}]+|\/(?!\/))\S*$/.test(template) || template.includes('\\')) {
    return 'start';
  }
  const names = [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
  const withoutPlaceholders = template.replace(/\{[^{}]*\}/g, '');
  const isKnown = (name: string) => (launchPlaceholders as readonly string[]).includes(name);
  if (!names.every(isKnown) || /[{}]/.test(withoutPlaceholders)) return 'placeholder';
  if (!names.includes('token')) return 'token';
  return null;
}

/** A picture of a game or a vendor logo: an https:// address or a path under /art/. */
export function isDeskImageUrl(value: string): boolean {
  if (value.length > 500) return false;
  if (/^\/art\/[A-Za-z0-9_./-]+$/.test(value)) return !value.includes('..');
  return /^https:\/\/[^/\s?#]+(\/\S*)?$/.test(value);
}

const vassalage = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_]{2,32}$/);
const gameCode = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const gameName = plainText(100).min(1);
const sortOrder = z.number().int().min(0).max(sortOrderMax);
const imageUrl = z.string().trim().refine(isDeskImageUrl);

/** A game's names per language; English is required. */
export const deskGameNamesSchema = z.object({
  en: gameName,
  bn: gameName.optional(),
  th: gameName.optional(),
});
export type DeskGameNames = z.infer<typeof deskGameNamesSchema>;

/** Every game-desk call names the merchant (a platform operator must; others may). */
export const deskMerchantQuerySchema = z.object({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
});

/** GET /ops/api/games/merchants: the merchants this operator manages. */
export const deskMerchantSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
});
export type DeskMerchant = z.infer<typeof deskMerchantSchema>;

/** A vendor's wallet connection as the desk shows it (never a key itself). */
export const deskConnectionSchema = z.object({
  launchUrlTemplate: z.string().nullable(),
  launchMode: z.enum(vendorLaunchModes),
  /** The first 16 hex digits of SHA-256 over the vendor's public key PEM (null: transfer). */
  keyFingerprint: z.string().nullable(),
  /** The path the vendor calls: /vendor-wallet/<merchant code>/<VASSALAGE>/ (null: transfer). */
  walletEndpoint: z.string().nullable(),
  connectedAt: z.string(),
});
export type DeskConnection = z.infer<typeof deskConnectionSchema>;

/** One vendor row: a vendor under one game type. */
export const deskVendorSchema = z.object({
  id: z.string(),
  vassalage: z.string(),
  gameType: z.enum(catalogueGameTypes),
  displayName: z.string(),
  logoUrl: z.string(),
  status: z.enum(deskStatuses),
  isHot: z.boolean(),
  sortOrder: z.number().int(),
  walletMode: z.enum(vendorWalletModes),
  /** The in-house vendor: shown, never re-keyed or re-imported here. */
  isHouse: z.boolean(),
  /** Games of this vendor under this type (disabled ones included). */
  gameCount: z.number().int(),
  connection: deskConnectionSchema.nullable(),
});
export type DeskVendor = z.infer<typeof deskVendorSchema>;

/** GET /ops/api/games/vendors. */
export const deskVendorListSchema = z.object({
  merchant: deskMerchantSchema,
  vendors: z.array(deskVendorSchema),
});
export type DeskVendorList = z.infer<typeof deskVendorListSchema>;

/** GET /ops/api/games/vendors/:vassalage/games: a page of a vendor's games. */
export const deskGamesQuerySchema = deskMerchantQuerySchema.extend({
  /** A case-insensitive part of a name (any language) or the code. */
  q: z.string().trim().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(deskGamePageSizeMax).default(25),
});
export type DeskGamesQuery = z.infer<typeof deskGamesQuerySchema>;

export const deskGameSchema = z.object({
  id: z.string(),
  code: z.string(),
  names: deskGameNamesSchema,
  gameType: z.enum(catalogueGameTypes),
  gameClassify: z.enum(deskGameClassifications),
  minBet: z.string(),
  lineCount: z.number().int(),
  isHot: z.boolean(),
  imageUrl: z.string(),
  status: z.enum(deskStatuses),
  sortOrder: z.number().int(),
});
export type DeskGame = z.infer<typeof deskGameSchema>;

export const deskGamePageSchema = z.object({
  games: z.array(deskGameSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});
export type DeskGamePage = z.infer<typeof deskGamePageSchema>;

/**
 * POST /ops/api/games/vendors: connects (or re-keys) a vendor. A seamless vendor needs its key,
 * checked by parsing it on the server (RSA, at least 2,048 bits, public); a transfer-wallet
 * vendor has none. The template is checked by launchTemplateProblem.
 */
export const connectVendorSchema = z.object({
  vassalage,
  gameTypes: z
    .array(z.enum(catalogueGameTypes))
    .min(1)
    .max(catalogueGameTypes.length)
    .refine((types) => new Set(types).size === types.length),
  displayName: plainText(60).min(1),
  logoUrl: imageUrl.optional(),
  walletMode: z.enum(vendorWalletModes).default('seamless'),
  /** Required for a seamless vendor, refused for a transfer-wallet one. */
  vendorPublicKeyPem: z.string().trim().min(1).max(vendorKeyPemLengthMax).optional(),
  launchUrlTemplate: z.string().trim().min(1).max(launchUrlTemplateLengthMax),
  launchMode: z.enum(vendorLaunchModes).default('frame'),
});
export type ConnectVendor = z.infer<typeof connectVendorSchema>;

/** What the operator hands the vendor after a connection. */
export const vendorConnectedSchema = z.object({
  vassalage: z.string(),
  walletMode: z.enum(vendorWalletModes),
  launchMode: z.enum(vendorLaunchModes),
  /**
   * Our public key for this vendor (PEM): the vendor checks our answers' signatures with it.
   * Null, like the endpoint and fingerprint, for a transfer-wallet vendor.
   */
  operatorPublicKeyPem: z.string().nullable(),
  walletEndpoint: z.string().nullable(),
  keyFingerprint: z.string().nullable(),
});
export type VendorConnected = z.infer<typeof vendorConnectedSchema>;

const hasChange = (value: object) => Object.values(value).some((field) => field !== undefined);

/** PATCH /ops/api/games/vendors/:vassalage/types/:gameType. */
export const updateDeskVendorSchema = z
  .object({
    status: z.enum(deskStatuses).optional(),
    isHot: z.boolean().optional(),
    sortOrder: sortOrder.optional(),
    displayName: plainText(60).min(1).optional(),
  })
  .refine(hasChange);
export type UpdateDeskVendor = z.infer<typeof updateDeskVendorSchema>;

/** PATCH /ops/api/games/vendors/:vassalage/launch: how a connected vendor's games open. */
export const updateVendorLaunchSchema = z.object({ launchMode: z.enum(vendorLaunchModes) });
export type UpdateVendorLaunch = z.infer<typeof updateVendorLaunchSchema>;

/** PATCH /ops/api/games/vendors/:vassalage/games/:code. `names` replaces all names. */
export const updateDeskGameSchema = z
  .object({
    status: z.enum(deskStatuses).optional(),
    isHot: z.boolean().optional(),
    sortOrder: sortOrder.optional(),
    /** Major units of the merchant's currency ("0.20"). */
    minBet: z.string().trim().max(30).optional(),
    names: deskGameNamesSchema.optional(),
  })
  .refine(hasChange);
export type UpdateDeskGame = z.infer<typeof updateDeskGameSchema>;

/** One game of an import list, as a vendor's catalogue usually gives it. */
export const importGameSchema = z.object({
  code: gameCode,
  names: deskGameNamesSchema,
  gameType: z.enum(catalogueGameTypes),
  gameClassify: z.enum(deskGameClassifications),
  /** Major units of the merchant's currency; a JSON number is read as its decimal text. */
  minBet: z.union([z.string().trim().max(30), z.number().transform(String)]),
  lines: z.number().int().min(0).max(10_000).default(0),
  imageUrl,
});
export type ImportGame = z.infer<typeof importGameSchema>;

/** POST /ops/api/games/vendors/:vassalage/games/import: rows are checked one by one. */
export const importGamesSchema = z.object({
  games: z.array(z.unknown()).min(1).max(gameImportRowsMax),
});

export const gamesImportedSchema = z.object({
  inserted: z.number().int(),
  updated: z.number().int(),
});
export type GamesImported = z.infer<typeof gamesImportedSchema>;

/** The value of a refused import: how many errors there were (the fields list is capped). */
export const importRefusalSchema = z.object({
  errorCount: z.number().int(),
  rowCount: z.number().int(),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

/** The site pages whose frame opens a game the operators choose (spec §2 /seamless, /fbsports). */
export const gamePages = ['seamless', 'fbsports'] as const;
export type GamePage = (typeof gamePages)[number];

/** A page's game: a vendor's game, or the vendor's own lobby when there is no game code. */
export const pageGameSchema = z.object({
  vassalage: z.string(),
  gameCode: z.string().nullable(),
});
export type PageGame = z.infer<typeof pageGameSchema>;

/** Every page with its game, null when the page is not set up. */
export const pageGamesSchema = z.object({
  seamless: pageGameSchema.nullable(),
  fbsports: pageGameSchema.nullable(),
});
export type PageGames = z.infer<typeof pageGamesSchema>;

/** PUT /ops/api/games/pages/:page: the page's game, or null to take the page down. */
export const setPageGameSchema = z.object({
  game: z
    .object({
      vassalage,
      gameCode: z
        .string()
        .trim()
        .transform((text) => (text === '' ? null : text))
        .pipe(gameCode.nullable())
        .nullable()
        .optional(),
    })
    .nullable(),
});
export type SetPageGame = z.infer<typeof setPageGameSchema>;

/** A vendor code in a desk path: already upper case (a body's is trimmed and upper-cased). */
const pathVendorCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);

/** /ops/api/games/vendors/:vassalage/…: the vendor. */
export const deskVendorParamsSchema = z.object({ vassalage: pathVendorCode });
/** /ops/api/games/vendors/:vassalage/types/:gameType: one of the vendor's rows. */
export const deskVendorTypeParamsSchema = deskVendorParamsSchema.extend({
  gameType: z.enum(catalogueGameTypes),
});
/** /ops/api/games/vendors/:vassalage/games/:code: one game of the vendor. */
export const deskGameParamsSchema = deskVendorParamsSchema.extend({ code: gameCode });
/** /ops/api/games/pages/:page: a page whose frame opens a game. */
export const gamePageParamsSchema = z.object({ page: z.enum(gamePages) });
