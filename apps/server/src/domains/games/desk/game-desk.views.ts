import {
  houseVendorCode,
  type DeskGame,
  type DeskMerchant,
  type DeskVendor,
  type GamePage,
  type PageGames,
} from '@khela/contracts';
import { wire } from '../../../lib/amounts';
import { keyFingerprint } from '../vendor-wallet/vendor-wallet.service';
import type { GameDeskRepository } from './game-desk.repository';

// The desk's answers, shaped from its rows: a vendor with its connection (never a key, only
// its fingerprint), a game with its names, and the pages' games.

/** The merchant a desk call acts on. */
export type Merchant = DeskMerchant & { id: string };
type VendorRow = NonNullable<Awaited<ReturnType<GameDeskRepository['vendor']>>>;
type GameRow = NonNullable<Awaited<ReturnType<GameDeskRepository['game']>>>;

/** Where a vendor calls our wallet for a merchant. */
export function walletEndpoint(merchantCode: string, vassalage: string): string {
  return `/vendor-wallet/${encodeURIComponent(merchantCode)}/${vassalage}/`;
}

/** A vendor row under one game type, with its connection. */
export function toVendor(merchant: Merchant, row: VendorRow): DeskVendor {
  return {
    id: row.id,
    vassalage: row.vassalage,
    gameType: row.gameType as DeskVendor['gameType'],
    displayName: row.displayName,
    logoUrl: row.logoUrl,
    status: row.status,
    isHot: row.isHot,
    sortOrder: row.sortOrder,
    walletMode: row.walletMode,
    isHouse: row.vassalage === houseVendorCode,
    gameCount: Number(row.gameCount),
    connection:
      row.connectedAt === null
        ? null
        : {
            launchUrlTemplate: row.launchUrlTemplate,
            launchMode: row.launchMode ?? 'frame',
            keyFingerprint:
              row.vendorPublicKeyPem === null ? null : keyFingerprint(row.vendorPublicKeyPem),
            walletEndpoint:
              row.vendorPublicKeyPem === null ? null : walletEndpoint(merchant.code, row.vassalage),
            connectedAt: new Date(row.connectedAt).toISOString(),
          },
  };
}

/** A game with its names per language and its minimum bet on the wire. */
export function toGame(merchant: Merchant, row: GameRow): DeskGame {
  const names = row.names as Record<string, string | undefined>;
  return {
    id: row.id,
    code: row.code,
    names: {
      en: names.en ?? row.code,
      ...(names.bn ? { bn: names.bn } : {}),
      ...(names.th ? { th: names.th } : {}),
    },
    gameType: row.gameType as DeskGame['gameType'],
    gameClassify: row.gameClassify as DeskGame['gameClassify'],
    minBet: wire(row.minBetMinor, merchant.currency),
    lineCount: row.lineCount,
    isHot: row.isHot,
    imageUrl: row.imagePath,
    status: row.status,
    sortOrder: row.sortOrder,
  };
}

/** Every page with its game, null when the page is not set up. */
export function pageGamesOf(
  rows: { page: string; vassalage: string; gameCode: string | null }[],
): PageGames {
  const of = (page: GamePage) => {
    const row = rows.find((candidate) => candidate.page === page);
    return row ? { vassalage: row.vassalage, gameCode: row.gameCode } : null;
  };
  return { seamless: of('seamless'), fbsports: of('fbsports') };
}
