import type { HouseSpinAnswer, HouseSpinRequest, VendorWalletAnswer } from '@khela/contracts';
import { playProvablyFairRound, type SlotGame } from '@khela/games';
import { wire } from '../../lib/amounts';
import { AppError } from '../../lib/errors';
import type { VendorWalletRow } from '../../domains/games';
import type { HouseSessionRow } from './house.repository';
import {
  fairnessOf,
  pairAttemptsMax,
  refusalError,
  roundFields,
  roundOf,
  roundValues,
  seedsOf,
  winResendAfterMs,
  winResendBatch,
  type RoundRequest,
  type RoundSession,
} from './house.rules';
import type { HouseDeps, HouseState } from './house.state';

/**
 * Rounds whose bet and win go over the network (the remote mode), and what every mode does
 * with a spin played already: answer the stored round, sending its win again when remote.
 */
export function createRemoteRounds(deps: HouseDeps, state: HouseState) {
  const { repository } = deps;
  const { call, balanceOf, activePair, pairFor, rememberPair, forgetPair, connectionFor } = state;

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
      const round = playProvablyFairRound(game, request.betMinor, seedsOf(pair));
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

  /**
   * Remote mode: sends again the wins of stored rounds the wallet never answered (lost on the
   * network, the player gone); a win is idempotent by its transaction uuid, so one that did
   * arrive is answered as a repeat and pays nothing twice. Answers how many were sent.
   */
  async function resendWins(): Promise<number> {
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
  }

  return { repeatedSpin, remoteSpin, resendWins };
}
