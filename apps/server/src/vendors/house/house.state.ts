import { randomBytes, randomUUID } from 'node:crypto';
import {
  houseVendorCode,
  type HouseFairnessAnswer,
  type VendorWalletAnswer,
} from '@khela/contracts';
import { slotGames, type SlotGame } from '@khela/games';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../plugins/context';
import type { VendorCall, VendorWalletRow, VendorWalletService } from '../../domains/games';
import type { HouseRepository, HouseSessionRow, SeedPairRow } from './house.repository';
import {
  fairnessOf,
  nextPair,
  refusalError,
  revealedLimit,
  sessionCacheSizeMax,
  sessionCacheTtlMs,
} from './house.rules';
import { RemoteWalletError, type RemoteWallet, type RemoteWalletTarget } from './remote-wallet';

/** What the in-house vendor needs of its world: its dependencies, as the service gets them. */
export interface HouseDeps {
  db: Db;
  repository: HouseRepository;
  vendorWallet: VendorWalletService;
  clock: Clock;
  /** The wallet over HTTP, signed, as a remote vendor reaches it; absent: in process. */
  remote?: RemoteWallet;
}

/**
 * What every house call looks up: the launch behind a token, the wallet connection, the way to
 * the wallet (in process or over HTTP), the member's seed pair as this server last played it.
 * Kept in memory a while; nothing here decides money.
 */
export function createHouseState(deps: HouseDeps) {
  const { repository } = deps;

  function gameOf(code: string): SlotGame {
    const game = slotGames[code];
    if (!game) throw new AppError('game_not_found');
    return game;
  }

  // Launches never change once written: a found one is kept a while (expiry is still checked).
  const sessions = new Map<string, { session: HouseSessionRow; loadedAtMs: number }>();

  async function findSession(token: string, language: string) {
    const nowMs = deps.clock.now().getTime();
    const key = `${language}:${token}`;
    const hit = sessions.get(key);
    if (hit && nowMs - hit.loadedAtMs < sessionCacheTtlMs) return hit.session;
    const session = await repository.findSession(token, language);
    if (session) {
      if (sessions.size >= sessionCacheSizeMax) sessions.clear();
      sessions.set(key, { session, loadedAtMs: nowMs });
    }
    return session;
  }

  /** The launch behind a token: this merchant's, this vendor's, unexpired. */
  async function sessionFor(context: RequestContext, token: string) {
    const session = await findSession(token, context.language);
    if (
      !session ||
      session.merchantId !== context.merchant.id ||
      session.vassalage !== houseVendorCode ||
      session.expiresAt.getTime() <= deps.clock.now().getTime()
    ) {
      throw new AppError('game_session_invalid');
    }
    return session;
  }

  async function connectionFor(merchantId: string): Promise<VendorWalletRow> {
    const connection = await deps.vendorWallet.walletById(merchantId, houseVendorCode);
    if (!connection) throw new AppError('vendor_wallet_unavailable');
    return connection;
  }

  const targets = new Map<string, { target: RemoteWalletTarget; loadedAtMs: number }>();

  /** Where the merchant's wallet is for the remote mode (its operator key is re-read hourly). */
  async function targetFor(merchantId: string): Promise<RemoteWalletTarget> {
    const nowMs = deps.clock.now().getTime();
    const hit = targets.get(merchantId);
    if (hit && nowMs - hit.loadedAtMs < sessionCacheTtlMs) return hit.target;
    const row = await repository.remoteTarget(merchantId, houseVendorCode);
    if (!row?.operatorPublicKeyPem) throw new AppError('vendor_wallet_unavailable');
    const target = { ...row, operatorPublicKeyPem: row.operatorPublicKeyPem };
    targets.set(merchantId, { target, loadedAtMs: nowMs });
    return target;
  }

  /**
   * One protocol call: to the handler in this process, or signed over HTTP in the remote mode,
   * where an answer that is not the wallet's (unsigned, tampered, unreadable) or none at all
   * refuses the spin.
   */
  async function call(
    connection: VendorWalletRow,
    name: VendorCall,
    body: Record<string, unknown>,
  ): Promise<VendorWalletAnswer> {
    const request = { request_uuid: randomUUID(), ...body };
    if (!deps.remote) return deps.vendorWallet.handle(connection, name, request);
    try {
      return await deps.remote.call(await targetFor(connection.merchantId), name, request);
    } catch (error) {
      if (error instanceof RemoteWalletError) throw new AppError('vendor_wallet_unavailable');
      throw error;
    }
  }

  // Each member's active pair as this server last played it. Another server playing it, or a
  // rotation, makes house_play_round() refuse the stale nonce; the pair is then read again.
  const pairs = new Map<string, SeedPairRow>();

  async function pairFor(merchantId: string, memberId: string): Promise<SeedPairRow> {
    const known = pairs.get(`${merchantId}:${memberId}`);
    if (known) return known;
    const pair = await activePair(merchantId, memberId);
    rememberPair(merchantId, memberId, pair);
    return pair;
  }

  function rememberPair(merchantId: string, memberId: string, pair: SeedPairRow) {
    if (pairs.size >= sessionCacheSizeMax) pairs.clear();
    pairs.set(`${merchantId}:${memberId}`, pair);
  }

  function forgetPair(merchantId: string, memberId: string) {
    pairs.delete(`${merchantId}:${memberId}`);
  }

  /** The member's active pair, made when there is none (its hash is shown before play). */
  async function activePair(merchantId: string, memberId: string): Promise<SeedPairRow> {
    const found = await repository.activePair(merchantId, memberId);
    if (found) return found;
    return deps.db
      .transaction()
      .execute((trx) =>
        repository.lockActivePair(
          nextPair({ merchantId, memberId }, randomBytes(8).toString('hex')),
          trx,
        ),
      );
  }

  async function balanceOf(
    connection: VendorWalletRow,
    session: { username: string },
    token: string,
  ): Promise<number> {
    const answer = await call(connection, 'user/balance', { user: session.username, token });
    if (answer.status !== 'RS_OK' || answer.balance === undefined) {
      throw refusalError(answer.status);
    }
    return answer.balance;
  }

  async function fairnessAnswer(
    merchantId: string,
    memberId: string,
    page = 1,
  ): Promise<HouseFairnessAnswer> {
    const [active, { rows: revealed, total }] = await Promise.all([
      activePair(merchantId, memberId),
      repository.revealedPairs(merchantId, memberId, revealedLimit, (page - 1) * revealedLimit),
    ]);
    return {
      active: fairnessOf(active),
      revealedPage: page,
      revealedPages: Math.max(1, Math.ceil(total / revealedLimit)),
      revealed: revealed.map((pair) => ({
        serverSeed: pair.serverSeed,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        scheme: pair.scheme,
        nonceCount: pair.nextNonce,
        rotatedAt: new Date(pair.rotatedAt ?? pair.createdAt).toISOString(),
      })),
    };
  }

  return {
    gameOf,
    sessionFor,
    connectionFor,
    call,
    pairFor,
    rememberPair,
    forgetPair,
    activePair,
    balanceOf,
    fairnessAnswer,
  };
}

export type HouseState = ReturnType<typeof createHouseState>;
