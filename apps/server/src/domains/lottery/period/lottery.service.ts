import { randomBytes } from 'node:crypto';
import type {
  ErrorCode,
  LotteryBetAnswer,
  LotteryBetRequest,
  LotteryTicket,
  VendorWalletStatus,
} from '@khela/contracts';
import {
  drawSheet,
  hashServerSeed,
  hitsOf,
  oddsMilliOf,
  oddsText,
  parseSelection,
  payoutMaxMinor,
  periodsBetween,
  playTypes,
  scheduleProblem,
  serverSeedBytes,
  upcomingPeriods,
  type LotterySchedule,
  type PlayTypeOffers,
  type ResultSheet,
} from '@khela/games';
import type { Db, Executor } from '../../../db/database';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { MessageService } from '../../content';
import type { VendorCallValues, VendorWalletService } from '../../games';
import type { LedgerService } from '../../money';
import type { BetRefusal, LotteryGameRow, LotteryRepository } from './lottery.repository';

/** The in-house lottery's code (vassalage) in every merchant's catalogue. */
export const lotteryVassalage = 'KLOTTO';

/** What a wallet refusal of a lottery bet means to the player. */
const walletRefusals: Partial<Record<VendorWalletStatus, ErrorCode>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'insufficient_balance',
  RS_ERROR_USER_DISABLED: 'account_disabled',
  RS_ERROR_INVALID_GAME: 'game_maintenance',
  RS_ERROR_DUPLICATE_TRANSACTION: 'idempotency_conflict',
};

/** How many periods of a game exist ahead of now: half an hour of elott, a week of daily draws. */
const periodsAhead = { interval: 30, weekly: 7 } as const;
/** After a downtime, missed periods are made this many per game and run (the next run goes on). */
const catchUpSliceMax = 500;
/** Periods drawn per transaction. */
const drawBatch = 200;
/** Members refunded per run of the refund job (each in a transaction of its own). */
const refundBatch = 200;
/** Periods settled per run, and how long one period's settlement may take. */
const settleBatch = 20;
const settleTimeoutMs = 120_000;

/** A game's schedule as stored, or undefined when it is not one the schedules can keep. */
export function scheduleOf(game: Pick<LotteryGameRow, 'schedule'>): LotterySchedule | undefined {
  const schedule = game.schedule as LotterySchedule;
  try {
    return scheduleProblem(schedule) === undefined ? schedule : undefined;
  } catch {
    return undefined;
  }
}

/** A ticket as its player sees it. */
function toTicket(
  ticket: Awaited<ReturnType<LotteryRepository['ticket']>>,
  currency: string,
): LotteryTicket {
  return {
    id: ticket.id,
    gameId: ticket.gameId,
    numero: ticket.numero,
    playType: ticket.playType,
    selection: ticket.selection,
    stake: wire(ticket.stakeMinor, currency),
    odds: oddsText(Number(ticket.oddsMilli)),
    status: ticket.status,
    win: wire(ticket.winMinor, currency),
    createdAt: new Date(ticket.createdAt).toISOString(),
  };
}

/**
 * Lottery periods and draws. A job makes every game's periods ahead, each with a fresh seed
 * whose hash is published while it is open; at each draw time a worker draws the due periods'
 * sheets from their seeds — once, whichever server gets there first, however late.
 */
export function createLotteryService(deps: {
  db: Db;
  repository: LotteryRepository;
  ledger: LedgerService;
  vendorWallet: Pick<VendorWalletService, 'rollbackInTransaction' | 'runWithin'>;
  messages: Pick<MessageService, 'send'>;
  clock: Clock;
  onProblem?: (message: string, detail: object) => void;
}) {
  const { repository } = deps;

  /** The wallet and the lottery's house account a member's tickets move between. */
  async function accountsOf(merchantId: string, memberId: string, currency: string) {
    const [player, house] = await Promise.all([
      deps.ledger.account({ merchantId, kind: 'player', memberId, currency }),
      deps.ledger.houseAccount(merchantId, 'lottery', currency, memberId),
    ]);
    return { player, house };
  }

  /** Refunds a ticket's stake: a rollback of its bet, once (the uuid names the ticket). */
  function refund(
    trx: Executor,
    values: {
      merchantId: string;
      currency: string;
      memberId: string;
      ticket: { id: string; requestId: string };
      gameId: string;
      numero: string;
      accounts: { player: string; house: string };
    },
  ) {
    return deps.vendorWallet.rollbackInTransaction(trx, {
      merchantId: values.merchantId,
      vassalage: lotteryVassalage,
      currency: values.currency,
      memberId: values.memberId,
      transactionUuid: `lottery-refund:${values.ticket.id}`,
      referenceUuid: `lottery:${values.memberId}:${values.ticket.requestId}`,
      round: `${values.gameId}:${values.numero}`,
      gameCode: values.gameId,
      supplierTransactionId: null,
      isRoundClosed: false,
      playerAccountId: values.accounts.player,
      houseAccountId: values.accounts.house,
    });
  }

  /** The refusal of a bet, as the player's error: the lottery's own, or the wallet's. */
  function betRefusalError(
    refusal: { kind: 'wallet'; status: VendorWalletStatus } | BetRefusal,
    currency: string,
  ): AppError {
    if (refusal.kind === 'wallet') {
      return new AppError(walletRefusals[refusal.status] ?? 'game_maintenance');
    }
    const code = refusal.code as ErrorCode;
    const remaining = refusal.remainingMinor;
    if (remaining === undefined) return new AppError(code);
    // What the period still takes is money, worded as the site words amounts.
    const isStakeLimit = code === 'lottery_period_stake_limit';
    return new AppError(code, {
      params: { remaining: isStakeLimit ? wire(remaining, currency) : remaining },
    });
  }

  return {
    /**
     * Makes each drawing game's periods up to its horizon, from its latest one (so periods a
     * downtime missed are made too, in slices). Answers how many it made.
     */
    async schedulePeriods(): Promise<number> {
      const now = deps.clock.now();
      let made = 0;
      for (const game of await repository.drawingGames()) {
        const schedule = scheduleOf(game);
        if (!schedule) {
          deps.onProblem?.('lottery game with a schedule it cannot keep', { game: game.gameId });
          continue;
        }
        const ahead = upcomingPeriods(schedule, now, periodsAhead[schedule.kind]);
        const horizon = ahead.at(-1)?.drawsAt;
        if (!horizon) continue;
        const last = await repository.lastDrawsAt(game.id);
        if (last && last.getTime() >= horizon.getTime()) continue;
        const periods = last ? periodsBetween(schedule, last, horizon, catchUpSliceMax) : ahead;
        made += await repository.insertPeriods(
          periods.map((period) => {
            const seed = randomBytes(serverSeedBytes).toString('hex');
            return {
              ...period,
              lotteryGameId: game.id,
              merchantId: game.merchantId,
              seed,
              seedHash: hashServerSeed(seed),
            };
          }),
        );
      }
      return made;
    },

    /**
     * Draws every period whose time has come, oldest first: its sheet from its seed, status
     * drawn. Two servers drawing at once take different periods; none is drawn twice.
     * Answers how many it drew.
     */
    async drawDue(): Promise<number> {
      let drawn = 0;
      for (;;) {
        const now = deps.clock.now();
        const count = await deps.db.transaction().execute(async (trx) => {
          const due = await repository.duePeriods(trx, now, drawBatch);
          for (const period of due) {
            const sheet = drawSheet(period.sheetFormat, period.seed, period.gameId, period.numero);
            if (await repository.markDrawn(trx, period.id, sheet, now)) drawn += 1;
          }
          return due.length;
        });
        if (count < drawBatch) return drawn;
      }
    },

    /**
     * A bet on an open period, taken with its stake in one statement (lottery_place_bet):
     * the play type offered, the selection valid, the stake within the game's limits, the
     * period open by server time and under its payout cap. A repeat answers the first ticket.
     */
    async placeBet(
      context: RequestContext,
      memberId: string,
      request: LotteryBetRequest,
    ): Promise<LotteryBetAnswer> {
      const { merchant } = context;
      const game = await repository.game(merchant.id, request.gameId);
      if (!game || game.status === 'disabled') throw new AppError('lottery_not_found');
      if (game.status === 'maintenance') throw new AppError('game_maintenance');
      const offers = game.playTypes as PlayTypeOffers;
      const playType = playTypes.find((candidate) => candidate === request.playType);
      const offer = playType ? offers[playType] : undefined;
      if (!playType || !offer) throw new AppError('lottery_play_unavailable');
      const selection = parseSelection(playType, request.selection);
      if (selection === undefined) throw new AppError('lottery_selection_invalid');
      const stakeMinor = parseAmount(context, request.stake, {
        path: 'stake',
        minMinor: BigInt(offer.minStakeMinor),
        maxMinor: BigInt(offer.maxStakeMinor),
      });
      const [player, house] = await Promise.all([
        deps.ledger.account({
          merchantId: merchant.id,
          kind: 'player',
          memberId,
          currency: merchant.currency,
        }),
        deps.ledger.houseAccount(merchant.id, 'lottery', merchant.currency, memberId),
      ]);
      const stakeCall: VendorCallValues = {
        kind: 'bet',
        merchantId: merchant.id,
        vassalage: lotteryVassalage,
        transactionUuid: `lottery:${memberId}:${request.requestId}`,
        memberId,
        amountMinor: stakeMinor,
        currency: merchant.currency,
        round: `${game.gameId}:${request.numero}`,
        gameCode: game.gameId,
        referenceTransactionUuid: null,
        supplierTransactionId: null,
        isFree: false,
        isRoundClosed: false,
        isPlayMoney: false,
        playerAccountId: player,
        houseAccountId: house,
        refusal: null,
        now: deps.clock.now(),
      };
      const bet = {
        lotteryGameId: game.id,
        numero: request.numero,
        requestId: request.requestId,
        playType,
        selection,
        oddsMilli: oddsMilliOf(playType, selection, offer),
        maxPayoutMinor: payoutMaxMinor(stakeMinor, playType, selection, game.sheetFormat, offer),
        periodStakeMaxMinor: offer.maxPeriodStakeMinor,
        payoutCapMinor: game.maxPayoutPerPeriodMinor,
      };
      const outcome = await deps.vendorWallet.runWithin([stakeCall], (calls) =>
        repository.placeBet(bet, calls),
      );
      if (outcome.kind === 'refused') {
        throw betRefusalError({ kind: 'wallet', status: outcome.status }, merchant.currency);
      }
      const placed = outcome.row;
      if (placed.kind === 'refused') throw betRefusalError(placed, merchant.currency);
      return {
        ticket: {
          id: placed.ticketId,
          gameId: game.gameId,
          numero: request.numero,
          playType,
          selection,
          stake: wire(stakeMinor, merchant.currency),
          odds: oddsText(Number(placed.oddsMilli)),
          status: placed.status,
          win: wire(placed.winMinor, merchant.currency),
          createdAt: new Date(placed.createdAt).toISOString(),
        },
        balance: placed.balanceMinor === null ? null : wire(placed.balanceMinor, merchant.currency),
      };
    },

    /**
     * A member cancels a ticket while betting on its period is open, when the game allows
     * it: the stake comes back and the period's exposure drops, all in one transaction.
     */
    async cancelTicket(
      context: RequestContext,
      memberId: string,
      ticketId: string,
    ): Promise<LotteryBetAnswer> {
      const { merchant } = context;
      const now = deps.clock.now();
      const accounts = await accountsOf(merchant.id, memberId, merchant.currency);
      await deps.db.transaction().execute(async (trx) => {
        await repository.lockAccount(trx, accounts.player);
        const ticket = await repository.cancellableTicket(trx, merchant.id, memberId, ticketId);
        if (!ticket) throw new AppError('not_found');
        if (!ticket.isCancellable || ticket.status !== 'open') {
          throw new AppError('lottery_cancel_unavailable');
        }
        if (!(await repository.releaseExposure(trx, ticket.periodId, ticket.maxPayoutMinor, now))) {
          throw new AppError('lottery_period_closed');
        }
        await repository.markCancelled(trx, [ticket.id], now);
        await refund(trx, {
          merchantId: merchant.id,
          currency: merchant.currency,
          memberId,
          ticket,
          gameId: ticket.gameId,
          numero: ticket.numero,
          accounts,
        });
      });
      const ticket = await repository.ticket(ticketId);
      const balances = await deps.ledger.memberBalances(merchant.id, memberId);
      const wallet = balances.find((row) => row.kind === 'player' && row.purpose === '');
      return {
        ticket: toTicket(ticket, merchant.currency),
        balance: wallet ? wire(wallet.balanceMinor, merchant.currency) : null,
      };
    },

    /**
     * Cancels a period not drawn yet (inside the caller's transaction, with its log line):
     * no more bets, no draw; the refund job gives every stake back. Answers false when the
     * period was drawn or cancelled already.
     */
    cancelPeriod(
      trx: Executor,
      values: { merchantId: string; periodId: string; reason: string },
    ): Promise<boolean> {
      return repository.cancelPeriod(trx, { ...values, now: deps.clock.now() });
    },

    /**
     * Refunds the open tickets of cancelled periods, one member and period per transaction
     * (their stakes back and one message); resumable, and never twice. Answers how many
     * members it refunded.
     */
    async refundCancelled(): Promise<number> {
      let refunded = 0;
      for (const due of await repository.refundsDue(refundBatch)) {
        const accounts = await accountsOf(due.merchantId, due.memberId, due.currency);
        const now = deps.clock.now();
        const isDone = await deps.db.transaction().execute(async (trx) => {
          await repository.lockAccount(trx, accounts.player);
          const tickets = await repository.openTicketsOf(trx, due.periodId, due.memberId);
          if (tickets.length === 0) return false;
          await repository.markCancelled(
            trx,
            tickets.map((ticket) => ticket.id),
            now,
          );
          let totalMinor = 0n;
          for (const ticket of tickets) {
            await refund(trx, { ...due, ticket, accounts });
            totalMinor += BigInt(ticket.stakeMinor);
          }
          await deps.messages.send(
            {
              merchantId: due.merchantId,
              memberId: due.memberId,
              kind: 'lottery_refunded',
              params: {
                game: Object.keys(due.names).length > 0 ? due.names : due.gameId,
                numero: due.numero,
                amount: wire(totalMinor, due.currency),
                currency: due.currency,
                reason: due.cancelReason ?? '',
              },
              now,
            },
            trx,
          );
          return true;
        });
        if (isDone) refunded += 1;
      }
      return refunded;
    },

    /**
     * Settles drawn periods, oldest first: each ticket's hits by the play types' rules (one
     * evaluation per distinct selection), wins credited through the vendor wallet, all of a
     * period or nothing. A period that fails waits for the next run and holds no other back;
     * the failures are thrown together once the rest are settled. Answers how many tickets it
     * settled.
     */
    async settleDrawn(): Promise<number> {
      let settled = 0;
      const failures: { periodId: string; error: unknown }[] = [];
      for (const period of await repository.drawnPeriods(settleBatch)) {
        const sheet = period.sheet as ResultSheet;
        const evaluations = (await repository.openSelections(period.id)).map((row) => {
          const playType = playTypes.find((candidate) => candidate === row.playType);
          // A ticket of a play type no rule knows stays open and fails the settlement loudly.
          return { ...row, hits: playType ? hitsOf(playType, row.selection, sheet) : -1 };
        });
        const known = evaluations.filter((row) => row.hits >= 0);
        try {
          const done = await repository.settle(period.id, known, deps.clock.now(), settleTimeoutMs);
          settled += done.tickets;
          deps.ledger.noteMoved(period.merchantId, [...new Set(done.movedMemberIds)]);
        } catch (error) {
          failures.push({ periodId: period.id, error });
        }
      }
      if (failures.length > 0) {
        throw new AggregateError(
          failures.map((failure) => failure.error),
          `lottery: periods ${failures.map((failure) => failure.periodId).join(', ')} could not be settled (${settled} tickets of others were)`,
        );
      }
      return settled;
    },

    /** When the next draw is due, if any period is open. */
    nextDrawAt: () => repository.nextDrawAt(),
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
