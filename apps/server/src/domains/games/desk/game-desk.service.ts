import { roleTable } from '@khela/contracts';
import { houseVendorCode } from '@khela/contracts';
import type {
  ConnectVendor,
  DeskGame,
  DeskGamePage,
  DeskGamesQuery,
  DeskVendor,
  DeskVendorList,
  GamePage,
  GamesImported,
  OperatorActionCode,
  PageGames,
  SetPageGame,
  UpdateDeskGame,
  UpdateDeskVendor,
  UpdateVendorLaunch,
  VendorConnected,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import { parseAmount } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import { changesOf, createDeskAccess } from '../../platform';
import type { OpsService } from '../../platform';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { keyFingerprint, type VendorWalletService } from '../vendor-wallet/vendor-wallet.service';
import type { GameDeskRepository } from './game-desk.repository';
import { checkImportRows, connectionProblems, fieldError, namesRecord } from './game-desk.rules';
import { pageGamesOf, toGame, toVendor, walletEndpoint, type Merchant } from './game-desk.views';

/** A merchant lists at most this many vendor rows (one per vendor and game type). */
const vendorsMax = 500;
/** The largest minimum bet a game may have, in minor units (the protocol's amount bound). */
const minBetMaxMinor = 10n ** 12n;

/**
 * The operators' game desk: a merchant's vendors and games, connecting seamless vendors with
 * their keys and launch addresses, and importing game lists. Every change is logged with the
 * operator in the same transaction. There is no delete: disabling hides.
 */
export function createGameDeskService(deps: {
  db: Db;
  repository: GameDeskRepository;
  vendorWallet: VendorWalletService;
  ops: OpsService;
}) {
  const { repository } = deps;

  const access = createDeskAccess(deps);

  /** The merchant a call acts on (ops.deskMerchant), for the game desk's roles only. */
  function merchantOf(
    actor: OperatorScope,
    code: string | undefined,
    language: string,
  ): Promise<Merchant> {
    return access.merchantOf(actor, code, language, roleTable.gameDesk);
  }

  async function vendorTypes(merchant: Merchant, vassalage: string) {
    const rows = await repository.vendorTypes(merchant.id, vassalage);
    if (rows.length === 0) throw new AppError('not_found');
    return rows;
  }

  function audit(
    actor: OperatorScope,
    merchant: Merchant,
    action: OperatorActionCode,
    target: string,
    detail: object,
    trx: Parameters<OpsService['audit']>[2],
  ) {
    return deps.ops.audit(actor.operator, { merchantId: merchant.id, action, target, detail }, trx);
  }

  /** The merchant's vendors, one row per game type, with their connections. */
  async function vendors(
    actor: OperatorScope,
    code: string | undefined,
    language: string,
  ): Promise<DeskVendorList> {
    const merchant = await merchantOf(actor, code, language);
    const rows = await repository.vendors(merchant.id, vendorsMax);
    const { code: merchantCode, name, currency } = merchant;
    return {
      merchant: { code: merchantCode, name, currency },
      vendors: rows.map((row) => toVendor(merchant, row)),
    };
  }

  return {
    vendors,

    async games(
      actor: OperatorScope,
      vassalage: string,
      query: DeskGamesQuery,
      language: string,
    ): Promise<DeskGamePage> {
      const merchant = await merchantOf(actor, query.merchant, language);
      await vendorTypes(merchant, vassalage);
      const { rows, total } = await repository.gamesPage(
        merchant.id,
        vassalage,
        query.q ? query.q.toLowerCase() : undefined,
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      return {
        games: rows.map((row) => toGame(merchant, row)),
        total,
        pageNo: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      };
    },

    /**
     * Connects a vendor, or gives a connected one a new key, launch address or launch mode: its
     * rows per game type and its connection. A seamless vendor's key is checked (RSA public,
     * ≥ 2,048 bits) and our signing pair made for it (kept on a re-connection); a
     * transfer-wallet vendor has no keys. A vendor keeps its wallet mode for good, and the
     * in-house vendor is never re-keyed.
     */
    async connect(
      actor: OperatorScope,
      code: string | undefined,
      input: ConnectVendor,
      language: string,
    ): Promise<VendorConnected> {
      const merchant = await merchantOf(actor, code, language);
      if (input.vassalage === houseVendorCode) throw new AppError('vendor_protected');
      const { fields, keyPem } = connectionProblems(language, input);
      const existing = await repository.vendorTypes(merchant.id, input.vassalage);
      if (existing.some((row) => row.walletMode !== input.walletMode)) {
        const reason =
          input.walletMode === 'seamless' ? 'vendor_transfer_wallet' : 'vendor_seamless_wallet';
        fields.push(fieldError(language, 'vassalage', reason));
      }
      if (fields.length > 0 || (input.walletMode === 'seamless' && keyPem === null)) {
        throw new AppError('validation_failed', { fields });
      }
      const fingerprint = keyPem === null ? null : keyFingerprint(keyPem);
      const operatorPublicKeyPem = await deps.db.transaction().execute(async (trx) => {
        await repository.upsertVendorTypes(trx, {
          merchantId: merchant.id,
          vassalage: input.vassalage,
          gameTypes: input.gameTypes,
          displayName: input.displayName,
          logoUrl: input.logoUrl,
          walletMode: input.walletMode,
        });
        // The connection commits with the vendor rows and the log line. The log goes last: it
        // holds the chain's lock until the commit.
        const connection = {
          merchantId: merchant.id,
          vassalage: input.vassalage,
          launchUrlTemplate: input.launchUrlTemplate,
          launchMode: input.launchMode,
        };
        const ours =
          keyPem === null
            ? (await deps.vendorWallet.connectTransfer(connection, trx), null)
            : await deps.vendorWallet.connect({ ...connection, vendorPublicKeyPem: keyPem }, trx);
        await audit(
          actor,
          merchant,
          'vendor_connect',
          `vendor:${input.vassalage}`,
          {
            gameTypes: input.gameTypes,
            displayName: input.displayName,
            walletMode: input.walletMode,
            keyFingerprint: fingerprint,
            launchUrlTemplate: input.launchUrlTemplate,
            launchMode: input.launchMode,
            isReconnection: existing.length > 0,
          },
          trx,
        );
        return ours;
      });
      return {
        vassalage: input.vassalage,
        walletMode: input.walletMode,
        launchMode: input.launchMode,
        operatorPublicKeyPem,
        walletEndpoint:
          operatorPublicKeyPem === null ? null : walletEndpoint(merchant.code, input.vassalage),
        keyFingerprint: fingerprint,
      };
    },

    /** How a connected vendor's games open on the site (frame or popup); audited. */
    async setLaunchMode(
      actor: OperatorScope,
      key: { merchant: string | undefined; vassalage: string },
      input: UpdateVendorLaunch,
      language: string,
    ): Promise<DeskVendorList> {
      const merchant = await merchantOf(actor, key.merchant, language);
      await deps.db.transaction().execute(async (trx) => {
        const before = await deps.vendorWallet.setLaunchMode(
          merchant.id,
          key.vassalage,
          input.launchMode,
          trx,
        );
        if (before === undefined) throw new AppError('not_found');
        await audit(
          actor,
          merchant,
          'vendor_update',
          `vendor:${key.vassalage}`,
          { changes: { launchMode: { from: before, to: input.launchMode } } },
          trx,
        );
      });
      return vendors(actor, merchant.code, language);
    },

    /** A vendor's status, hot mark, place or display name under one game type. */
    async updateVendor(
      actor: OperatorScope,
      key: { merchant: string | undefined; vassalage: string; gameType: string },
      input: UpdateDeskVendor,
      language: string,
    ): Promise<DeskVendor> {
      const merchant = await merchantOf(actor, key.merchant, language);
      await deps.db.transaction().execute(async (trx) => {
        const row = await repository.lockVendor(trx, merchant.id, key.vassalage, key.gameType);
        if (!row) throw new AppError('not_found');
        const changes = changesOf(row, input);
        // A save that changes nothing writes nothing, and no empty line in the log.
        if (Object.keys(changes).length === 0) return;
        await repository.updateVendor(trx, row.id, input);
        await audit(
          actor,
          merchant,
          'vendor_update',
          `vendor:${key.vassalage}`,
          { gameType: key.gameType, changes },
          trx,
        );
      });
      const updated = await repository.vendor(merchant.id, key.vassalage, key.gameType);
      if (!updated) throw new Error(`vendor ${key.vassalage} ${key.gameType} vanished`);
      return toVendor(merchant, updated);
    },

    /** What the merchant's /seamless and /fbsports pages open. */
    async pageGames(actor: OperatorScope, code: string | undefined, language: string) {
      const merchant = await merchantOf(actor, code, language);
      return pageGamesOf(await repository.pageGames(merchant.id));
    },

    /**
     * Sets the game a page opens — a game of one of the merchant's vendors, or the vendor's
     * own lobby without a game code — or takes the page down (null). Audited.
     */
    async setPageGame(
      actor: OperatorScope,
      code: string | undefined,
      page: GamePage,
      input: SetPageGame,
      language: string,
    ): Promise<PageGames> {
      const merchant = await merchantOf(actor, code, language);
      const game = input.game
        ? { vassalage: input.game.vassalage, gameCode: input.game.gameCode ?? null }
        : undefined;
      if (game) {
        const types = await repository.vendorTypes(merchant.id, game.vassalage);
        if (types.length === 0) {
          throw new AppError('validation_failed', {
            fields: [fieldError(language, 'vassalage', 'page_vendor_unknown')],
          });
        }
        if (
          game.gameCode !== null &&
          !(await repository.game(merchant.id, game.vassalage, game.gameCode))
        ) {
          throw new AppError('validation_failed', {
            fields: [fieldError(language, 'gameCode', 'page_game_unknown')],
          });
        }
      }
      await deps.db.transaction().execute(async (trx) => {
        const before = await repository.setPageGame(trx, merchant.id, page, game);
        await audit(
          actor,
          merchant,
          'page_game_update',
          `page:${page}`,
          { before: before ?? null, after: game ?? null },
          trx,
        );
      });
      return pageGamesOf(await repository.pageGames(merchant.id));
    },

    /** A game's status, hot mark, place, minimum bet or names. */
    async updateGame(
      actor: OperatorScope,
      key: { merchant: string | undefined; vassalage: string; code: string },
      input: UpdateDeskGame,
      language: string,
    ): Promise<DeskGame> {
      const merchant = await merchantOf(actor, key.merchant, language);
      const minBetMinor =
        input.minBet === undefined
          ? undefined
          : parseAmount({ language, merchant }, input.minBet, {
              path: 'minBet',
              maxMinor: minBetMaxMinor,
            });
      const names = input.names === undefined ? undefined : namesRecord(input.names);
      const changes = {
        status: input.status,
        isHot: input.isHot,
        sortOrder: input.sortOrder,
        minBetMinor,
        names,
      };
      await deps.db.transaction().execute(async (trx) => {
        const row = await repository.lockGame(trx, merchant.id, key.vassalage, key.code);
        if (!row) throw new AppError('not_found');
        const changed = changesOf(row, { ...changes, minBetMinor: minBetMinor?.toString() });
        // A save that changes nothing writes nothing, and no empty line in the log.
        if (Object.keys(changed).length === 0) return;
        await repository.updateGame(trx, row.id, changes);
        await audit(
          actor,
          merchant,
          'game_update',
          `game:${key.vassalage}:${key.code}`,
          { changes: changed },
          trx,
        );
      });
      const updated = await repository.game(merchant.id, key.vassalage, key.code);
      if (!updated) throw new Error(`game ${key.vassalage} ${key.code} vanished`);
      return toGame(merchant, updated);
    },

    /**
     * Imports a vendor's game list: every row is checked first and any problem refuses the
     * whole list; then all rows are inserted or updated by code in one transaction.
     */
    async importGames(
      actor: OperatorScope,
      key: { merchant: string | undefined; vassalage: string },
      rows: unknown[],
      language: string,
    ): Promise<GamesImported> {
      const merchant = await merchantOf(actor, key.merchant, language);
      if (key.vassalage === houseVendorCode) throw new AppError('vendor_protected');
      const types = await vendorTypes(merchant, key.vassalage);
      const games = checkImportRows(rows, {
        language,
        currency: merchant.currency,
        gameTypes: new Set(types.map((row) => row.gameType)),
      });
      return deps.db.transaction().execute(async (trx) => {
        const counts = await repository.upsertGames(trx, merchant.id, key.vassalage, games);
        await audit(
          actor,
          merchant,
          'games_import',
          `vendor:${key.vassalage}`,
          { rowCount: games.length, ...counts },
          trx,
        );
        return counts;
      });
    },
  };
}

export type GameDeskService = ReturnType<typeof createGameDeskService>;
