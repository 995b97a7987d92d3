import type {
  ErrorCode,
  LotteryBetRequest,
  LotteryTicket,
  VendorWalletStatus,
} from '@khela/contracts';
import {
  oddsText,
  parseSelection,
  playTypes,
  scheduleProblem,
  type LotterySchedule,
  type PlayTypeOffers,
} from '@khela/games';
import { wire } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import type { BetRefusal, LotteryGameRow } from './lottery.repository';

/** The in-house lottery's code (vassalage) in every merchant's catalogue. */
export const lotteryVassalage = 'KLOTTO';

/** What a wallet refusal of a lottery bet means to the player. */
const walletRefusals: Partial<Record<VendorWalletStatus, ErrorCode>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'insufficient_balance',
  RS_ERROR_USER_DISABLED: 'account_disabled',
  RS_ERROR_INVALID_GAME: 'game_maintenance',
  RS_ERROR_DUPLICATE_TRANSACTION: 'idempotency_conflict',
};

/** A game's schedule as stored, or undefined when it is not one the schedules can keep. */
export function scheduleOf(game: Pick<LotteryGameRow, 'schedule'>): LotterySchedule | undefined {
  const schedule = game.schedule as LotterySchedule;
  try {
    return scheduleProblem(schedule) === undefined ? schedule : undefined;
  } catch {
    return undefined;
  }
}

/** Where a period sits in its game's day chain (see @khela/games commitments). */
export interface ChainPlace {
  /** The local day, YYYYMMDD: the numero's first part. */
  day: string;
  /** The period's place in the day, from 1: an interval game's draw number, else 1. */
  index: number;
  /** How many periods the day has: one for a daily draw. */
  length: number;
}

/** A period's place in its day chain, from its numero and the game's schedule. */
export function chainPlaceOf(schedule: LotterySchedule, numero: string): ChainPlace {
  const day = numero.slice(0, 8);
  if (schedule.kind === 'weekly') return { day, index: 1, length: 1 };
  return { day, index: Number(numero.slice(9)), length: 86_400 / schedule.periodSeconds };
}

/**
 * What a bet asks of its game, checked before any money is looked at: the game open to bets,
 * the play type offered, the selection one the play type knows.
 */
export function betTermsOf(game: LotteryGameRow | undefined, request: LotteryBetRequest) {
  if (!game || game.status === 'disabled') throw new AppError('lottery_not_found');
  if (game.status === 'maintenance') throw new AppError('game_maintenance');
  const offers = game.playTypes as PlayTypeOffers;
  const playType = playTypes.find((candidate) => candidate === request.playType);
  const offer = playType ? offers[playType] : undefined;
  if (!playType || !offer) throw new AppError('lottery_play_unavailable');
  const selection = parseSelection(playType, request.selection);
  if (selection === undefined) throw new AppError('lottery_selection_invalid');
  return { game, playType, offer, selection };
}

/** The refusal of a bet, as the player's error: the lottery's own, or the wallet's. */
export function betRefusalError(
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

/** A ticket as its player sees it. */
export function ticketOf(
  ticket: {
    id: string;
    gameId: string;
    numero: string;
    playType: string;
    selection: string;
    stakeMinor: string | bigint;
    oddsMilli: string;
    status: LotteryTicket['status'];
    winMinor: string;
    createdAt: Date | string;
  },
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
