import { randomBytes } from 'node:crypto';
import {
  houseHistoryLimitMax,
  type ErrorCode,
  type HouseFairness,
  type HouseRound,
  type HouseSpin,
  type HouseSpinRequest,
  type VendorWalletStatus,
} from '@khela/contracts';
import {
  hashServerSeed,
  serverSeedBytes,
  stakeSeedScheme,
  type playProvablyFairRound,
  type PlayedSpin,
  type SeedPair,
  type SlotGame,
} from '@khela/games';
import { AppError } from '../../lib/errors';
import type { HouseRoundRow, HouseSessionRow, NewSeedPair, SeedPairRow } from './house.repository';

/** The most rounds a history answer lists. */
export const historyLimitMax = houseHistoryLimitMax;
/** Revealed seed pairs a fairness answer lists. */
export const revealedLimit = 20;
/** Launches, remote targets and seed pairs are kept this long, at most this many. */
export const sessionCacheTtlMs = 60_000;
export const sessionCacheSizeMax = 10_000;
/**
 * How often a spin is decided again when another spin of the member (on this server or
 * another) took the pair's next nonces meanwhile.
 */
export const pairAttemptsMax = 10;

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

export function refusalError(status: VendorWalletStatus): AppError {
  return new AppError(refusalCodes[status] ?? 'game_session_invalid');
}

/** How long a remote round's win may be on its way before the job sends it again. */
export const winResendAfterMs = 30_000;
/** Pending wins sent per run of the job. */
export const winResendBatch = 200;

/** A spin as stored and shown: the engine's result without its internal fields. */
export function spinOf(played: PlayedSpin): HouseSpin {
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

export function fairnessOf(pair: SeedPairRow): HouseFairness {
  return {
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nextNonce,
    scheme: pair.scheme,
    nextServerSeedHash: pair.nextServerSeedHash,
  };
}

/** The pair's stream at its next nonce, as the engine and a verifier read it. */
export function seedsOf(pair: SeedPairRow): SeedPair {
  return {
    serverSeedHex: pair.serverSeed,
    clientSeed: pair.clientSeed,
    nonce: pair.nextNonce,
    scheme: pair.scheme,
  };
}

/** A fresh server seed (Stake's scheme) and its commitment. */
function freshSeed(): { seed: string; hash: string } {
  const seed = randomBytes(serverSeedBytes).toString('hex');
  return { seed, hash: hashServerSeed(seed, stakeSeedScheme) };
}

/**
 * A member's next pair: its server seed the one committed as the next by the pair before (fresh
 * for the first pair, or after a pair made before the next was committed), a new next seed.
 */
export function nextPair(
  owner: { merchantId: string; memberId: string },
  clientSeed: string,
  before?: Pick<SeedPairRow, 'nextServerSeed' | 'nextServerSeedHash'>,
): NewSeedPair {
  const current =
    before?.nextServerSeed && before.nextServerSeedHash
      ? { seed: before.nextServerSeed, hash: before.nextServerSeedHash }
      : freshSeed();
  const next = freshSeed();
  return {
    ...owner,
    serverSeed: current.seed,
    serverSeedHash: current.hash,
    clientSeed,
    scheme: stakeSeedScheme,
    nextServerSeed: next.seed,
    nextServerSeedHash: next.hash,
  };
}

/** A decided round as it is stored. */
export function roundValues(
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

export function roundOf(
  row: Omit<HouseRoundRow, 'spins'> & { spins: unknown[] },
  pair: Pick<SeedPairRow, 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'rotatedAt' | 'scheme'>,
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
    scheme: pair.scheme,
    spins: row.spins as HouseSpin[],
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Who plays which game in which money: what a round's calls need of its session. */
export type RoundSession = Pick<HouseSessionRow, 'username' | 'gameCode' | 'currency'>;
/** Which round, under which token. */
export type RoundRequest = Pick<HouseSpinRequest, 'token' | 'requestId'>;

/** The fields every money call of a round carries. */
export function roundFields(session: RoundSession, request: RoundRequest) {
  return {
    user: session.username,
    token: request.token,
    round: request.requestId,
    game_code: session.gameCode,
    currency: session.currency,
    is_free: false,
  };
}
