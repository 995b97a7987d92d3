import { randomUUID } from 'node:crypto';
import type {
  HouseFairnessAnswer,
  HouseSession,
  HouseSpinAnswer,
  HouseSpinRequest,
} from '@khela/contracts';
import { jackpotDraw, playProvablyFairRound, type SlotGame } from '@khela/games';
import { wire } from '../../lib/amounts';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../plugins/context';
import type { VendorCallValues, VendorWalletRow } from '../../domains/games';
import type { HouseSessionRow } from './house.repository';
import { createRemoteRounds } from './house.remote';
import {
  fairnessOf,
  historyLimitMax,
  nextPair,
  pairAttemptsMax,
  refusalError,
  roundOf,
  roundValues,
  seedsOf,
} from './house.rules';
import { createHouseState, type HouseDeps } from './house.state';

export { historyLimitMax } from './house.rules';

/** Where its games open; the site serves the game client at this route. */
export const houseLaunchUrlTemplate = '/house/play/{game}?token={token}&lang={lang}';

/**
 * The in-house vendor: real slot games decided on the server with provably-fair seeds, paid
 * only through the vendor wallet protocol (in this process it calls the protocol handler
 * directly: same validation, idempotency and statuses as a remote vendor gets).
 *
 * A spin: in one statement the round (the paid spin and every free spin it triggers) is
 * decided from the member's seed pair, stored, its bet and its win made: all of it commits or
 * nothing does, not even a used nonce. Repeating a spin with the same request id answers the
 * round stored first.
 */
export function createHouseService(deps: HouseDeps) {
  const { repository } = deps;
  const state = createHouseState(deps);
  const remote = createRemoteRounds(deps, state);
  const { sessionFor, gameOf, connectionFor, pairFor, forgetPair, fairnessAnswer } = state;

  /** The bet and the win of a spin, checked by the protocol handler before the round is decided. */
  async function prepareCalls(
    connection: VendorWalletRow,
    session: HouseSessionRow,
    game: SlotGame,
    request: HouseSpinRequest,
  ): Promise<{ bet: VendorCallValues; win: VendorCallValues }> {
    const fields = {
      user: session.username,
      token: request.token,
      round: request.requestId,
      game_code: game.id,
      currency: session.currency,
      is_free: false,
    };
    const [bet, win] = await Promise.all([
      deps.vendorWallet.prepare(connection, 'transaction/bet', {
        ...fields,
        request_uuid: randomUUID(),
        transaction_uuid: `${request.requestId}:bet`,
        amount: request.betMinor,
        round_closed: false,
      }),
      // Its amount is the round's win, known once decided.
      deps.vendorWallet.prepare(connection, 'transaction/win', {
        ...fields,
        request_uuid: randomUUID(),
        transaction_uuid: `${request.requestId}:win`,
        reference_transaction_uuid: `${request.requestId}:bet`,
        amount: 0,
        round_closed: true,
      }),
    ]);
    if ('refusal' in bet) throw refusalError(bet.refusal);
    if ('refusal' in win) throw refusalError(win.refusal);
    return { bet: bet.values, win: win.values };
  }

  /**
   * A spin in this process: the round decided from the member's pair and played in one
   * statement with its bet and win (house_play_round, through the wallet's runWithin); decided
   * again when another spin took the pair's nonces meanwhile.
   */
  async function localSpin(
    connection: VendorWalletRow,
    session: HouseSessionRow,
    game: SlotGame,
    request: HouseSpinRequest,
  ): Promise<HouseSpinAnswer> {
    const { merchantId, memberId } = session;
    const calls = await prepareCalls(connection, session, game, request);
    for (let attempt = 1; ; attempt += 1) {
      const pair = await pairFor(merchantId, memberId);
      const seeds = seedsOf(pair);
      const round = playProvablyFairRound(game, request.betMinor, seeds);
      const values = roundValues(session, game, request, pair, round);
      // The paid spin's own stream decides the jackpot too (packages/games jackpot.ts).
      const draw = jackpotDraw(seeds);
      const win = { ...calls.win, amountMinor: BigInt(round.totalWinMinor) };
      const outcome = await deps.vendorWallet.runWithin([calls.bet, win], (inSql) =>
        repository.playRound(values, inSql, draw),
      );
      if (outcome.kind === 'refused') throw refusalError(outcome.status);
      const played = outcome.row;
      if (played.kind === 'repeated')
        return remote.repeatedSpin(connection, session, game, request);
      if (played.kind === 'pair-moved') {
        // Another spin took the pair's next nonces, or it was rotated: decide again.
        if (attempt >= pairAttemptsMax) throw new Error('house: the seed pair kept moving on');
        forgetPair(merchantId, memberId);
        continue;
      }
      const next = { ...pair, nextNonce: pair.nextNonce + round.nonceCount };
      state.rememberPair(merchantId, memberId, next);
      return {
        round: roundOf({ ...values, id: played.id, createdAt: played.createdAt }, pair),
        balance: wire(BigInt(played.balanceMinor), session.currency),
        fairness: fairnessOf(next),
        ...(played.jackpotWinMinor !== '0'
          ? { jackpotWin: wire(BigInt(played.jackpotWinMinor), session.currency) }
          : {}),
      };
    }
  }

  return {
    /** What the game client needs before the first spin. */
    async session(context: RequestContext, token: string): Promise<HouseSession> {
      const session = await sessionFor(context, token);
      const game = gameOf(session.gameCode);
      const connection = await connectionFor(session.merchantId);
      const [balance, pair] = await Promise.all([
        state.balanceOf(connection, session, token),
        state.activePair(session.merchantId, session.memberId),
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
      if (deps.remote) return remote.remoteSpin(connection, session, game, request);
      return localSpin(connection, session, game, request);
    },

    resendWins: remote.resendWins,

    /** The member's rounds of the launched game, newest first, a page at a time. */
    async history(context: RequestContext, token: string, limit: number, page = 1) {
      const session = await sessionFor(context, token);
      const size = Math.min(limit, historyLimitMax);
      const { rows, total } = await repository.history(
        session.merchantId,
        session.memberId,
        session.gameCode,
        size,
        (page - 1) * size,
      );
      return {
        rounds: rows.map((row) => roundOf(row, row)),
        page,
        totalPages: Math.max(1, Math.ceil(total / size)),
      };
    },

    async fairness(context: RequestContext, token: string, page = 1): Promise<HouseFairnessAnswer> {
      const session = await sessionFor(context, token);
      return fairnessAnswer(session.merchantId, session.memberId, page);
    },

    /** A new pair with the player's client seed; the old server seed is revealed. */
    async rotate(
      context: RequestContext,
      token: string,
      clientSeed: string,
    ): Promise<HouseFairnessAnswer> {
      const session = await sessionFor(context, token);
      const { merchantId, memberId } = session;
      const owner = { merchantId, memberId };
      await deps.db.transaction().execute(async (trx) => {
        const current = await repository.lockActivePair(nextPair(owner, clientSeed), trx);
        await repository.rotatePair(current.id, deps.clock.now(), trx);
        // The new pair's server seed is the one the player saw committed as the next.
        await repository.lockActivePair(nextPair(owner, clientSeed, current), trx);
      });
      forgetPair(merchantId, memberId);
      return fairnessAnswer(merchantId, memberId);
    },
  };
}

export type HouseService = ReturnType<typeof createHouseService>;
