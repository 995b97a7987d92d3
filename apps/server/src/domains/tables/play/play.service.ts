import { randomUUID } from 'node:crypto';
import type {
  CrashCashoutAnswer,
  CrashCashoutRequest,
  TableBetAnswer,
  TableBetRequest,
  TableMineAnswer,
  TableSession,
  TableSnapshot,
  TableRoundStatus,
} from '@khela/contracts';
import { parseArea, payoutByClass, usesShoe, type TableGame } from '@khela/games';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import { walletRefusalError, type VendorWalletService } from '../../games';
import {
  areaKind,
  betOf,
  chipsOf,
  myRoundOf,
  resultOf,
  stakeLimitsOf,
  tablesVassalage,
} from '../tables.rules';
import type { TableSeeds } from '../rounds/table-seeds';
import { createCockfightPlay } from './cockfight-play';
import { createCrashPlay } from './crash-play';
import type { PlayRepository } from './play.repository';

type PlaySession = NonNullable<Awaited<ReturnType<PlayRepository['session']>>>;

/**
 * Launches and rounds looked up once a while: a bet reads nothing before its one statement.
 * A table's limits changed on the desk apply within the launch cache's life.
 */
const sessionCacheTtlMs = 10_000;
const cacheSizeMax = 10_000;

/** Rounds of the player's listed a page at a time; results a table's strip shows. */
const myRoundsPageSize = 10;
const resultsShown = 80;

/**
 * A player at a table, through the launch token the table's client was opened with: the
 * table and its state, bets on the open round (one slip at a time, its stake through the
 * vendor wallet in the statement that takes it), and the player's rounds with their proofs.
 */
export function createPlayService(deps: {
  repository: PlayRepository;
  vendorWallet: Pick<VendorWalletService, 'walletById' | 'prepare' | 'runWithin' | 'handle'>;
  clock: Clock;
  seeds: TableSeeds;
  /** Tells the table's players that its stakes changed (gathered, then told). */
  staked: (tableId: string) => void;
}) {
  const { repository, clock } = deps;
  const crash = createCrashPlay(deps);
  const cockfight = createCockfightPlay(deps);
  const sessions = new Map<string, { session: PlaySession | undefined; loadedAtMs: number }>();
  const loading = new Map<string, Promise<PlaySession | undefined>>();
  const rounds = new Map<string, { number: string }>();

  async function findSession(token: string, language: string) {
    const key = `${language}:${token}`;
    const nowMs = clock.now().getTime();
    const hit = sessions.get(key);
    if (hit && nowMs - hit.loadedAtMs < sessionCacheTtlMs) return hit.session;
    // Many players' streams open at once with one launch: the database is asked once.
    const inFlight = loading.get(key);
    if (inFlight) return inFlight;
    const load = repository.session(token, language).finally(() => loading.delete(key));
    loading.set(key, load);
    const session = await load;
    if (sessions.size >= cacheSizeMax) sessions.clear();
    if (session) sessions.set(key, { session, loadedAtMs: nowMs });
    return session;
  }

  /** A round of the table (its number never changes; whether it is open is the statement's). */
  async function roundOf(tableId: string, roundId: string) {
    const key = `${tableId}:${roundId}`;
    const known = rounds.get(key);
    if (known) return known;
    const round = await repository.round(tableId, roundId);
    if (!round) throw new AppError('table_round_closed');
    if (rounds.size >= cacheSizeMax) rounds.clear();
    rounds.set(key, { number: round.number });
    return round;
  }

  async function sessionFor(context: RequestContext, token: string): Promise<PlaySession> {
    const session = await findSession(token, context.language);
    if (
      !session ||
      session.merchantId !== context.merchant.id ||
      session.expiresAt.getTime() <= clock.now().getTime()
    ) {
      throw new AppError('game_session_invalid');
    }
    return session;
  }

  async function connectionFor(merchantId: string) {
    const connection = await deps.vendorWallet.walletById(merchantId, tablesVassalage);
    if (!connection) throw new AppError('vendor_wallet_unavailable');
    return connection;
  }

  async function balanceOf(session: PlaySession, token: string): Promise<string> {
    const connection = await connectionFor(session.merchantId);
    const answer = await deps.vendorWallet.handle(connection, 'user/balance', {
      request_uuid: randomUUID(),
      user: session.username,
      token,
    });
    if (answer.status !== 'RS_OK' || answer.balance === undefined) {
      throw walletRefusalError(answer.status);
    }
    return wire(BigInt(answer.balance), session.currency);
  }

  /** What every player at the table sees now. */
  async function snapshot(
    session: Pick<
      PlaySession,
      | 'tableId'
      | 'game'
      | 'status'
      | 'currency'
      | 'crashEdgeBp'
      | 'crashMaxMultiplier'
      | 'pricing'
      | 'commissionBp'
      | 'drawOddsMilli'
      | 'bddOddsMilli'
      | 'streamUrl'
      | 'minStakeMinor'
      | 'maxRoundPayoutMinor'
    >,
  ): Promise<TableSnapshot> {
    const { current, previous } = await repository.currentRounds(session.tableId);
    const viewOf = async (round: typeof current) => {
      if (!round) return null;
      const totals = await repository.totals(round.id);
      return {
        id: round.id,
        number: round.number,
        status: round.status as TableRoundStatus,
        opensAt: round.opensAt.toISOString(),
        closesAt: round.closesAt.toISOString(),
        seedHash: round.seedHash,
        label: round.label,
        totals: totals.areas.map((row) => ({
          area: row.area,
          stake: wire(row.stakeMinor, session.currency),
          players: Number(row.players),
        })),
        players: totals.players,
        result: resultOf(round.status as TableRoundStatus, round.result),
      };
    };
    const shoeId = usesShoe(session.game as TableGame) ? (current?.shoeId ?? null) : null;
    const [round, before, results, shoe, crashView, fight] = await Promise.all([
      viewOf(current),
      viewOf(previous),
      repository.results(session.tableId, shoeId, resultsShown),
      shoeId ? repository.shoe(shoeId) : undefined,
      session.game === 'crash' ? crash.view(session, [current, previous]) : null,
      session.game === 'cockfight' ? cockfight.view(session, current) : null,
    ]);
    return {
      serverTime: clock.now().toISOString(),
      status: session.status,
      round,
      previous: before,
      results: results.map((row) => ({
        number: row.number,
        result: resultOf('settled', row.result) as NonNullable<ReturnType<typeof resultOf>>,
      })),
      shoe: shoe
        ? { number: shoe.number, seedHash: shoe.seedHash, cardsLeft: shoe.cardCount - shoe.cursor }
        : null,
      crash: crashView,
      cockfight: fight,
    };
  }

  /** The slip's areas checked, merged and priced: each within its limits, its payouts by class. */
  function slipOf(context: RequestContext, session: PlaySession, request: TableBetRequest) {
    const game = session.game as TableGame;
    const stakes = new Map<string, bigint>();
    request.bets.forEach((bet, index) => {
      const area = parseArea(game, bet.area);
      if (!area) throw new AppError('table_area_invalid', { field: `bets.${index}.area` });
      const stakeMinor = parseAmount(context, bet.stake, { path: `bets.${index}.stake` });
      stakes.set(area, (stakes.get(area) ?? 0n) + stakeMinor);
    });
    const bets = [...stakes].map(([area, stakeMinor]) => {
      const limits = stakeLimitsOf(session, areaKind(area));
      if (stakeMinor < limits.minMinor || stakeMinor > limits.maxMinor) {
        throw new AppError('table_stake_limit', {
          params: {
            min: wire(limits.minMinor, session.currency),
            max: wire(limits.maxMinor, session.currency),
          },
        });
      }
      return { area, stakeMinor, maxMinor: limits.maxMinor };
    });
    const payouts = bets
      .map((bet) => payoutByClass(game, bet.area, bet.stakeMinor))
      .reduce((sum, next) => sum.map((value, index) => value + (next[index] ?? 0n)));
    return {
      bets,
      payouts,
      totalMinor: bets.reduce((sum, bet) => sum + bet.stakeMinor, 0n),
      target: null,
      odds: null,
    };
  }

  return {
    sessionFor,
    snapshot,

    async session(context: RequestContext, token: string): Promise<TableSession> {
      const session = await sessionFor(context, token);
      const limits = stakeLimitsOf(session, '');
      const areas = session.areaLimits as Record<
        string,
        { minStakeMinor: number; maxStakeMinor: number }
      >;
      const [balance, state] = await Promise.all([balanceOf(session, token), snapshot(session)]);
      return {
        tableCode: session.code,
        game: session.game,
        title: session.title ?? session.code,
        currency: session.currency,
        balance,
        isPlayMoney: session.isPlayMoney,
        limits: {
          min: wire(limits.minMinor, session.currency),
          max: wire(limits.maxMinor, session.currency),
          areas: Object.fromEntries(
            Object.entries(areas).map(([kind, own]) => [
              kind,
              {
                min: wire(BigInt(own.minStakeMinor), session.currency),
                max: wire(BigInt(own.maxStakeMinor), session.currency),
              },
            ]),
          ),
          roundPayout: wire(session.maxRoundPayoutMinor, session.currency),
        },
        chips: chipsOf(limits.minMinor, limits.maxMinor).map((chip) =>
          wire(chip, session.currency),
        ),
        snapshot: state,
      };
    },

    async state(context: RequestContext, token: string): Promise<TableSnapshot> {
      return snapshot(await sessionFor(context, token));
    },

    /** A slip on the open round: all its bets and its stake, or nothing; a repeat answers it. */
    async bet(context: RequestContext, request: TableBetRequest): Promise<TableBetAnswer> {
      // The server's time when the bet arrived decides whether the window was open.
      const arrivedAt = clock.now();
      const session = await sessionFor(context, request.token);
      const slip =
        session.game === 'crash'
          ? crash.slipOf(context, session, request)
          : session.game === 'cockfight'
            ? cockfight.slipOf(context, session, request)
            : slipOf(context, session, request);
      const round = await roundOf(session.tableId, request.roundId);
      const connection = await connectionFor(session.merchantId);
      const prepared = await deps.vendorWallet.prepare(connection, 'transaction/bet', {
        user: session.username,
        token: request.token,
        request_uuid: randomUUID(),
        transaction_uuid: `${request.requestId}:bet`,
        round: `${session.code}:${round.number}`,
        game_code: session.code,
        currency: session.currency,
        amount: Number(slip.totalMinor),
        is_free: false,
        round_closed: false,
      });
      if ('refusal' in prepared) throw walletRefusalError(prepared.refusal);
      const stake = { ...prepared.values, now: arrivedAt };
      const outcome = await deps.vendorWallet.runWithin([stake], (calls) =>
        repository.placeSlip(
          {
            roundId: request.roundId,
            requestId: request.requestId,
            bets: slip.bets,
            payouts: slip.payouts,
            capMinor: session.maxRoundPayoutMinor,
            target: slip.target,
            odds: slip.odds,
          },
          calls,
        ),
      );
      if (outcome.kind === 'refused') throw walletRefusalError(outcome.status);
      const placed = outcome.row;
      if (placed.kind === 'refused') {
        const bet = slip.bets.find((candidate) => candidate.area === placed.area);
        const limits = bet ? stakeLimitsOf(session, areaKind(bet.area)) : undefined;
        throw new AppError(placed.code as 'table_round_closed', {
          ...(limits
            ? {
                params: {
                  min: wire(limits.minMinor, session.currency),
                  max: wire(limits.maxMinor, session.currency),
                },
              }
            : {}),
        });
      }
      if (placed.kind === 'placed') deps.staked(session.tableId);
      // A repeat is the same slip (the statement compared them): it answers as the first did.
      return {
        roundId: request.roundId,
        bets: slip.bets.map((bet) =>
          betOf(
            {
              area: bet.area,
              stakeMinor: bet.stakeMinor.toString(),
              status: 'open',
              winMinor: null,
              cashoutTarget: slip.target,
              cashout: null,
              oddsMilli: slip.odds,
            },
            session.currency,
          ),
        ),
        balance:
          placed.balanceMinor === null
            ? await balanceOf(session, request.token)
            : wire(placed.balanceMinor, session.currency),
      };
    },

    /** Cashes the player's crash bet out at the curve of the request's arrival. */
    async cashout(
      context: RequestContext,
      request: CrashCashoutRequest,
    ): Promise<CrashCashoutAnswer> {
      // The server's time when the request arrived decides where it cashed out.
      const arrivedAt = clock.now();
      return crash.cashOut(await sessionFor(context, request.token), request, arrivedAt);
    },

    /** The player's rounds at this table, newest first, with their bets and proofs. */
    async mine(context: RequestContext, token: string, page: number): Promise<TableMineAnswer> {
      const session = await sessionFor(context, token);
      const { rounds, bets, total } = await repository.myRounds({
        merchantId: session.merchantId,
        memberId: session.memberId,
        tableId: session.tableId,
        limit: myRoundsPageSize,
        offset: (page - 1) * myRoundsPageSize,
      });
      const { currency } = session;
      return {
        rounds: rounds.map((round) => myRoundOf(session.code, currency, round, bets)),
        balance: await balanceOf(session, token),
        page,
        totalPages: Math.max(1, Math.ceil(total / myRoundsPageSize)),
      };
    },
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
