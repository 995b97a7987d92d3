import { houseVendorCode } from '@khela/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  ErrorCode,
  HouseFairness,
  HouseFairnessAnswer,
  HouseRound,
  HouseSession,
  HouseSpin,
  HouseSpinAnswer,
  HouseSpinRequest,
  VendorWalletAnswer,
  VendorWalletStatus,
} from '@khela/contracts';
import {
  hashServerSeed,
  jackpotDraw,
  playProvablyFairRound,
  serverSeedBytes,
  slotGames,
  type PlayedSpin,
  type SlotGame,
} from '@khela/games';
import type { Db } from '../../db/database';
import { wire } from '../../lib/amounts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../plugins/context';
import type { VendorCall, VendorWalletRow, VendorWalletService } from '../../domains/games';
import type {
  HouseRepository,
  HouseRoundRow,
  HouseSessionRow,
  SeedPairRow,
} from './house.repository';
import { RemoteWalletError, type RemoteWallet, type RemoteWalletTarget } from './remote-wallet';

/** Where its games open; the site serves the game client at this route. */
export const houseLaunchUrlTemplate = '/house/play/{game}?token={token}&lang={lang}';
export const historyLimitMax = 50;
const revealedLimit = 20;
const sessionCacheTtlMs = 60_000;
const sessionCacheSizeMax = 10_000;
/**
 * How often a spin is decided again when another spin of the member (on this server or
 * another) took the pair's next nonces meanwhile.
 */
const pairAttemptsMax = 10;

/** What a wallet refusal means to the player. */
const refusalCodes: Partial<Record<VendorWalletStatus, ErrorCode>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'insufficient_balance',
  RS_ERROR_INVALID_TOKEN: 'game_session_invalid',
  RS_ERROR_TOKEN_EXPIRED: 'game_session_invalid',
  RS_ERROR_WRONG_CURRENCY: 'game_session_invalid',
  RS_ERROR_INVALID_GAME: 'game_not_found',
  RS_ERROR_USER_DISABLED: 'account_disabled',
  RS_ERROR_DUPLICATE_TRANSACTION: 'idempotency_conflict',
};

function refusalError(status: VendorWalletStatus): AppError {
  return new AppError(refusalCodes[status] ?? 'game_session_invalid');
}

/** How long a remote round's win may be on its way before the job sends it again. */
const winResendAfterMs = 30_000;
/** Pending wins sent per run of the job. */
const winResendBatch = 200;

/** A spin as stored and shown: the engine's result without its internal fields. */
function spinOf(played: PlayedSpin): HouseSpin {
  return {
    nonce: played.nonce,
    mode: played.mode,
    stops: [...played.stops],
    grid: played.grid.map((reel) => [...reel]),
    wins: played.wins.map((win) => ({
      kind: win.kind,
      pays: win.pays,
      count: win.count,
      positions: win.positions.map((cell) => ({ reel: cell.reel, row: cell.row })),
      amountMinor: win.amountMinor,
      ...(win.kind === 'line'
        ? { line: win.line, wildMultiplier: win.wildMultiplier }
        : { ways: win.ways }),
    })),
    scatter: {
      count: played.scatter.count,
      positions: played.scatter.positions.map((cell) => ({ reel: cell.reel, row: cell.row })),
      amountMinor: played.scatter.amountMinor,
    },
    freeSpinsAwarded: played.freeSpinsAwarded,
    winMultiplier: played.winMultiplier,
    isCapped: played.isCapped,
    totalWinMinor: played.totalWinMinor,
  };
}

function fairnessOf(pair: SeedPairRow): HouseFairness {
  return {
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nextNonce,
  };
}

function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = randomBytes(serverSeedBytes).toString('hex');
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

/**
 * The in-house vendor: real slot games decided on the server with provably-fair seeds, paid
 * only through the vendor wallet protocol (in this process it calls the protocol handler
 * directly: same validation, idempotency and statuses as a remote vendor gets).
 *
 * A spin: in one transaction the round (the paid spin and every free spin it triggers) is
 * decided from the member's seed pair, stored, its bet sent and its win: all of it commits or
 * nothing does, not even a used nonce. Repeating a spin with the same request id answers the
 * round stored first.
 */
export function createHouseService(deps: {
  db: Db;
  repository: HouseRepository;
  vendorWallet: VendorWalletService;
  clock: Clock;
  /** The wallet over HTTP, signed, as a remote vendor reaches it; absent: in process. */
  remote?: RemoteWallet;
}) {
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
    return deps.db.transaction().execute((trx) =>
      repository.lockActivePair(
        {
          merchantId,
          memberId,
          ...newServerSeed(),
          clientSeed: randomBytes(8).toString('hex'),
        },
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

  /** A decided round as it is stored. */
  function roundValues(
    session: HouseSessionRow,
    game: SlotGame,
    request: HouseSpinRequest,
    pair: SeedPairRow,
    round: ReturnType<typeof playProvablyFairRound>,
  ) {
    return {
      merchantId: session.merchantId,
      memberId: session.memberId,
      username: session.username,
      gameCode: game.id,
      requestId: request.requestId,
      sessionToken: request.token,
      seedPairId: pair.id,
      firstNonce: pair.nextNonce,
      nonceCount: round.nonceCount,
      betMinor: String(request.betMinor),
      winMinor: String(round.totalWinMinor),
      currency: session.currency,
      isPlayMoney: session.isPlayMoney,
      spins: round.spins.map(spinOf),
    };
  }

  function roundOf(
    row: Omit<HouseRoundRow, 'spins'> & { spins: unknown[] },
    pair: {
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
      rotatedAt: Date | null;
    },
  ): HouseRound {
    return {
      roundId: row.requestId,
      gameCode: row.gameCode,
      betMinor: Number(row.betMinor),
      winMinor: Number(row.winMinor),
      currency: row.currency,
      isPlayMoney: row.isPlayMoney,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      serverSeed: pair.rotatedAt ? pair.serverSeed : null,
      spins: row.spins as HouseSpin[],
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }

  /** A spin whose request id was played already: the stored round, if it is the same spin. */
  async function repeatedSpin(
    connection: VendorWalletRow,
    session: HouseSessionRow,
    game: SlotGame,
    request: HouseSpinRequest,
  ): Promise<HouseSpinAnswer> {
    const { merchantId, memberId } = session;
    const row = await repository.findRound(merchantId, memberId, request.requestId);
    if (!row) throw new Error('a played round vanished');
    if (row.gameCode !== game.id || Number(row.betMinor) !== request.betMinor) {
      throw new AppError('idempotency_conflict');
    }
    // Over the network the win may have been lost after the round was stored: send it again
    // (a repeat answers OK and pays nothing twice).
    if (deps.remote) {
      await sendWin(connection, session, request, { id: row.id, winMinor: Number(row.winMinor) });
    }
    const [pair, balance] = await Promise.all([
      repository.pair(row.seedPairId),
      balanceOf(connection, session, request.token),
    ]);
    const active = pair.rotatedAt ? await activePair(merchantId, memberId) : pair;
    return {
      round: roundOf(row, pair),
      balance: wire(BigInt(balance), session.currency),
      fairness: fairnessOf(active),
    };
  }

  /** Who plays which game in which money: what a round's calls need of its session. */
  type RoundSession = Pick<HouseSessionRow, 'username' | 'gameCode' | 'currency'>;
  /** Which round, under which token. */
  type RoundRequest = Pick<HouseSpinRequest, 'token' | 'requestId'>;

  /** The fields every money call of a round carries. */
  function roundFields(session: RoundSession, request: RoundRequest) {
    return {
      user: session.username,
      token: request.token,
      round: request.requestId,
      game_code: session.gameCode,
      currency: session.currency,
      is_free: false,
    };
  }

  /**
   * Sends a stored round's win (remote mode). Once the wallet has answered it, paid or refused
   * for good, it is no longer pending; a win lost on the way stays pending for resendWins.
   */
  async function sendWin(
    connection: VendorWalletRow,
    session: RoundSession,
    request: RoundRequest,
    round: { id: string; winMinor: number },
  ): Promise<VendorWalletAnswer> {
    const answer = await call(connection, 'transaction/win', {
      ...roundFields(session, request),
      transaction_uuid: `${request.requestId}:win`,
      reference_transaction_uuid: `${request.requestId}:bet`,
      amount: round.winMinor,
      round_closed: true,
    });
    await repository.markWinSent(round.id);
    if (answer.status !== 'RS_OK') throw refusalError(answer.status);
    return answer;
  }

  /**
   * A spin in the remote mode, as an outside vendor plays it: the bet first (a refusal leaves
   * nothing), then the round decided and stored with its nonces, then its win. A spin whose
   * bet went out but whose round could not be stored rolls the bet back.
   */
  async function remoteSpin(
    connection: VendorWalletRow,
    session: HouseSessionRow,
    game: SlotGame,
    request: HouseSpinRequest,
  ): Promise<HouseSpinAnswer> {
    const { merchantId, memberId } = session;
    if (await repository.findRound(merchantId, memberId, request.requestId)) {
      return repeatedSpin(connection, session, game, request);
    }
    const rollback = () =>
      call(connection, 'transaction/rollback', {
        ...roundFields(session, request),
        transaction_uuid: `${request.requestId}:rollback`,
        reference_transaction_uuid: `${request.requestId}:bet`,
        round_closed: true,
      });
    let bet: VendorWalletAnswer;
    try {
      bet = await call(connection, 'transaction/bet', {
        ...roundFields(session, request),
        transaction_uuid: `${request.requestId}:bet`,
        amount: request.betMinor,
        round_closed: false,
      });
    } catch (error) {
      // No answer to trust: the bet may have been taken, so it is taken back (a rollback of a
      // bet the wallet never saw leaves a tombstone that refuses it if it arrives late).
      await rollback().catch(() => undefined);
      throw error;
    }
    if (bet.status !== 'RS_OK') throw refusalError(bet.status);
    for (let attempt = 1; ; attempt += 1) {
      const pair = await pairFor(merchantId, memberId);
      const round = playProvablyFairRound(game, request.betMinor, {
        serverSeedHex: pair.serverSeed,
        clientSeed: pair.clientSeed,
        nonce: pair.nextNonce,
      });
      const values = roundValues(session, game, request, pair, round);
      let stored;
      try {
        stored = await repository.storeRound(values, deps.clock.now());
      } catch (error) {
        await rollback().catch(() => undefined);
        throw error;
      }
      if (stored.kind === 'repeated') return repeatedSpin(connection, session, game, request);
      if (stored.kind === 'pair-moved') {
        if (attempt < pairAttemptsMax) {
          forgetPair(merchantId, memberId);
          continue;
        }
        await rollback().catch(() => undefined);
        throw new Error('house: the seed pair kept moving on');
      }
      const next = { ...pair, nextNonce: pair.nextNonce + round.nonceCount };
      rememberPair(merchantId, memberId, next);
      const win = await sendWin(connection, session, request, {
        id: stored.id,
        winMinor: round.totalWinMinor,
      });
      return {
        round: roundOf({ ...values, id: stored.id, createdAt: stored.createdAt }, pair),
        balance: wire(BigInt(win.balance ?? 0), session.currency),
        fairness: fairnessOf(next),
      };
    }
  }

  async function fairnessAnswer(
    merchantId: string,
    memberId: string,
  ): Promise<HouseFairnessAnswer> {
    const [active, revealed] = await Promise.all([
      activePair(merchantId, memberId),
      repository.revealedPairs(merchantId, memberId, revealedLimit),
    ]);
    return {
      active: fairnessOf(active),
      revealed: revealed.map((pair) => ({
        serverSeed: pair.serverSeed,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        nonceCount: pair.nextNonce,
        rotatedAt: new Date(pair.rotatedAt ?? pair.createdAt).toISOString(),
      })),
    };
  }

  return {
    /** What the game client needs before the first spin. */
    async session(context: RequestContext, token: string): Promise<HouseSession> {
      const session = await sessionFor(context, token);
      const game = gameOf(session.gameCode);
      const connection = await connectionFor(session.merchantId);
      const [balance, pair] = await Promise.all([
        balanceOf(connection, session, token),
        activePair(session.merchantId, session.memberId),
      ]);
      return {
        gameCode: game.id,
        title: session.gameName ?? game.id,
        currency: session.currency,
        balance: wire(BigInt(balance), session.currency),
        isPlayMoney: session.isPlayMoney,
        fairness: fairnessOf(pair),
      };
    },

    /** One paid spin and the free spins it triggers; a repeat answers the same round. */
    async spin(context: RequestContext, request: HouseSpinRequest): Promise<HouseSpinAnswer> {
      const session = await sessionFor(context, request.token);
      const game = gameOf(session.gameCode);
      if (!game.betLevelsMinor.includes(request.betMinor)) throw new AppError('bet_invalid');
      const connection = await connectionFor(session.merchantId);
      if (deps.remote) return remoteSpin(connection, session, game, request);
      const { merchantId, memberId } = session;
      const fields = {
        user: session.username,
        token: request.token,
        round: request.requestId,
        game_code: game.id,
      };
      // The protocol handler checks both calls before the round is decided.
      const [bet, win] = await Promise.all([
        deps.vendorWallet.prepare(connection, 'transaction/bet', {
          ...fields,
          request_uuid: randomUUID(),
          transaction_uuid: `${request.requestId}:bet`,
          currency: session.currency,
          amount: request.betMinor,
          is_free: false,
          round_closed: false,
        }),
        // Its amount is the round's win, known once decided.
        deps.vendorWallet.prepare(connection, 'transaction/win', {
          ...fields,
          request_uuid: randomUUID(),
          transaction_uuid: `${request.requestId}:win`,
          reference_transaction_uuid: `${request.requestId}:bet`,
          currency: session.currency,
          amount: 0,
          is_free: false,
          round_closed: true,
        }),
      ]);
      if ('refusal' in bet) throw refusalError(bet.refusal);
      if ('refusal' in win) throw refusalError(win.refusal);
      for (let attempt = 1; ; attempt += 1) {
        const pair = await pairFor(merchantId, memberId);
        const round = playProvablyFairRound(game, request.betMinor, {
          serverSeedHex: pair.serverSeed,
          clientSeed: pair.clientSeed,
          nonce: pair.nextNonce,
        });
        const values = roundValues(session, game, request, pair, round);
        // The paid spin's own stream decides the jackpot too (packages/games jackpot.ts).
        const draw = jackpotDraw({
          serverSeedHex: pair.serverSeed,
          clientSeed: pair.clientSeed,
          nonce: pair.nextNonce,
        });
        const outcome = await deps.vendorWallet.runWithin(
          [bet.values, { ...win.values, amountMinor: BigInt(round.totalWinMinor) }],
          (calls) => repository.playRound(values, calls, draw),
        );
        if (outcome.kind === 'refused') throw refusalError(outcome.status);
        const played = outcome.row;
        if (played.kind === 'repeated') break;
        if (played.kind === 'pair-moved') {
          // Another spin took the pair's next nonces, or it was rotated: decide again.
          if (attempt >= pairAttemptsMax) throw new Error('house: the seed pair kept moving on');
          forgetPair(merchantId, memberId);
          continue;
        }
        const next = { ...pair, nextNonce: pair.nextNonce + round.nonceCount };
        rememberPair(merchantId, memberId, next);
        return {
          round: roundOf({ ...values, id: played.id, createdAt: played.createdAt }, pair),
          balance: wire(BigInt(played.balanceMinor), session.currency),
          fairness: fairnessOf(next),
          ...(played.jackpotWinMinor !== '0'
            ? { jackpotWin: wire(BigInt(played.jackpotWinMinor), session.currency) }
            : {}),
        };
      }
      return repeatedSpin(connection, session, game, request);
    },

    /**
     * Remote mode: sends again the wins of stored rounds the wallet never answered (lost on the
     * network, the player gone); a win is idempotent by its transaction uuid, so one that did
     * arrive is answered as a repeat and pays nothing twice. Answers how many were sent.
     */
    async resendWins(): Promise<number> {
      if (!deps.remote) return 0;
      const before = new Date(deps.clock.now().getTime() - winResendAfterMs);
      let sent = 0;
      const failures: unknown[] = [];
      for (const row of await repository.pendingWins(before, winResendBatch)) {
        try {
          const connection = await connectionFor(row.merchantId);
          const request = { token: row.sessionToken, requestId: row.requestId };
          await sendWin(connection, row, request, { id: row.id, winMinor: Number(row.winMinor) });
          sent += 1;
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) {
        throw new AggregateError(failures, `house: ${failures.length} pending wins not sent`);
      }
      return sent;
    },

    /** The member's last rounds of the launched game, newest first. */
    async history(context: RequestContext, token: string, limit: number) {
      const session = await sessionFor(context, token);
      const rows = await repository.history(
        session.merchantId,
        session.memberId,
        session.gameCode,
        Math.min(limit, historyLimitMax),
      );
      return { rounds: rows.map((row) => roundOf(row, row)) };
    },

    async fairness(context: RequestContext, token: string): Promise<HouseFairnessAnswer> {
      const session = await sessionFor(context, token);
      return fairnessAnswer(session.merchantId, session.memberId);
    },

    /** A new pair with the player's client seed; the old server seed is revealed. */
    async rotate(
      context: RequestContext,
      token: string,
      clientSeed: string,
    ): Promise<HouseFairnessAnswer> {
      const session = await sessionFor(context, token);
      const { merchantId, memberId } = session;
      await deps.db.transaction().execute(async (trx) => {
        const current = await repository.lockActivePair(
          { merchantId, memberId, ...newServerSeed(), clientSeed },
          trx,
        );
        await repository.rotatePair(current.id, deps.clock.now(), trx);
        await repository.lockActivePair(
          { merchantId, memberId, ...newServerSeed(), clientSeed },
          trx,
        );
      });
      forgetPair(merchantId, memberId);
      return fairnessAnswer(merchantId, memberId);
    },
  };
}

export type HouseService = ReturnType<typeof createHouseService>;
