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
import type { RequestContext } from '../../modules/system/system.service';
import type {
  VendorCall,
  VendorWalletRow,
  VendorWalletService,
} from '../../modules/vendor-wallet/vendor-wallet.service';
import type { Executor } from '../../modules/ledger/ledger.repository';
import type {
  HouseRepository,
  HouseRoundRow,
  HouseSessionRow,
  SeedPairRow,
} from './house.repository';

/** The in-house vendor's code (vassalage) in every merchant's catalogue. */
export const houseVassalage = 'KHELA';
/** Where its games open; the site serves the game client at this route. */
export const houseLaunchUrlTemplate = '/house/play/{game}?token={token}&lang={lang}';
export const historyLimitMax = 50;
const revealedLimit = 20;
/** A round still 'settling' after this long has its win sent again by the job. */
const settlingGraceMs = 10_000;
const settlingBatch = 200;
const sessionCacheTtlMs = 60_000;
const sessionCacheSizeMax = 10_000;

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

/** Rolls back a round's transaction when the wallet refuses its bet. */
class BetRefused extends Error {
  constructor(readonly status: VendorWalletStatus) {
    super(status);
  }
}

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
 * decided from the member's seed pair, stored, and its bet sent — a refused bet leaves nothing,
 * not even a used nonce; then the win closes the round. Repeating a spin with the same request
 * id is safe, and a job sends the win of rounds a crash left settling.
 */
export function createHouseService(deps: {
  db: Db;
  repository: HouseRepository;
  vendorWallet: VendorWalletService;
  clock: Clock;
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
      session.vassalage !== houseVassalage ||
      session.expiresAt.getTime() <= deps.clock.now().getTime()
    ) {
      throw new AppError('game_session_invalid');
    }
    return session;
  }

  async function connectionFor(merchantId: string): Promise<VendorWalletRow> {
    const connection = await deps.vendorWallet.walletById(merchantId, houseVassalage);
    if (!connection) throw new AppError('vendor_wallet_unavailable');
    return connection;
  }

  function call(
    connection: VendorWalletRow,
    name: VendorCall,
    body: Record<string, unknown>,
    executor?: Executor,
  ): Promise<VendorWalletAnswer> {
    return deps.vendorWallet.handle(
      connection,
      name,
      { request_uuid: randomUUID(), ...body },
      executor,
    );
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

  /** The protocol fields every call of a round carries. */
  function roundFields(row: HouseRoundRow) {
    return {
      user: row.username,
      token: row.sessionToken,
      round: row.requestId,
      game_code: row.gameCode,
    };
  }

  /**
   * Sends a settling round's win and closes the round in the same transaction; answers the
   * balance after it, or undefined when the wallet refused (the job sends it again).
   */
  async function settle(
    connection: VendorWalletRow,
    row: HouseRoundRow,
  ): Promise<number | undefined> {
    return deps.db.transaction().execute(async (trx) => {
      const answer = await call(
        connection,
        'transaction/win',
        {
          ...roundFields(row),
          transaction_uuid: `${row.requestId}:win`,
          reference_transaction_uuid: `${row.requestId}:bet`,
          currency: row.currency,
          amount: Number(row.winMinor),
          is_free: false,
          round_closed: true,
        },
        trx,
      );
      if (answer.status !== 'RS_OK') return undefined;
      await repository.markClosed(row.id, trx);
      return answer.balance;
    });
  }

  function roundOf(
    row: HouseRoundRow,
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
      const { merchantId, memberId } = session;
      const stored = await repository.findRound(merchantId, memberId, request.requestId);
      let played: { row: HouseRoundRow; pair: SeedPairRow } | null;
      if (stored) {
        played = { row: stored, pair: await repository.pair(stored.seedPairId) };
      } else {
        try {
          played = await deps.db.transaction().execute(async (trx) => {
            const pair = await repository.lockActivePair(
              {
                merchantId,
                memberId,
                ...newServerSeed(),
                clientSeed: randomBytes(8).toString('hex'),
              },
              trx,
            );
            const round = playProvablyFairRound(game, request.betMinor, {
              serverSeedHex: pair.serverSeed,
              clientSeed: pair.clientSeed,
              nonce: pair.nextNonce,
            });
            const row = await repository.insertRound(
              {
                merchantId,
                memberId,
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
              },
              trx,
            );
            // A racing request with this id stored the round first: answer that one.
            if (!row) return null;
            const bet = await call(
              connection,
              'transaction/bet',
              {
                ...roundFields(row),
                transaction_uuid: `${row.requestId}:bet`,
                currency: row.currency,
                amount: request.betMinor,
                is_free: false,
                round_closed: false,
              },
              trx,
            );
            if (bet.status !== 'RS_OK') throw new BetRefused(bet.status);
            await repository.advanceNonce(pair.id, round.nonceCount, trx);
            return { row, pair: { ...pair, nextNonce: pair.nextNonce + round.nonceCount } };
          });
        } catch (error) {
          if (error instanceof BetRefused) throw refusalError(error.status);
          throw error;
        }
      }
      if (played === null) {
        const raced = await repository.findRound(merchantId, memberId, request.requestId);
        if (!raced) throw new Error('a stored round vanished');
        played = { row: raced, pair: await repository.pair(raced.seedPairId) };
      }
      const { row } = played;
      if (row.gameCode !== game.id || Number(row.betMinor) !== request.betMinor) {
        throw new AppError('idempotency_conflict');
      }
      const balance =
        (row.status === 'settling' ? await settle(connection, row) : undefined) ??
        (await balanceOf(connection, session, request.token));
      const active = played.pair.rotatedAt ? await activePair(merchantId, memberId) : played.pair;
      return {
        round: roundOf(row, played.pair),
        balance: wire(BigInt(balance), session.currency),
        fairness: fairnessOf(active),
      };
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
      return fairnessAnswer(merchantId, memberId);
    },

    /** The job: sends the win of rounds a crash left settling; answers how many it closed. */
    async settleStranded(): Promise<number> {
      const rows = await repository.settling(
        new Date(deps.clock.now().getTime() - settlingGraceMs),
        settlingBatch,
      );
      let closed = 0;
      for (const row of rows) {
        const connection = await deps.vendorWallet.walletById(row.merchantId, houseVassalage);
        if (connection && (await settle(connection, row)) !== undefined) closed += 1;
      }
      return closed;
    },
  };
}

export type HouseService = ReturnType<typeof createHouseService>;
