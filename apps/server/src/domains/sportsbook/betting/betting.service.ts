import type { ErrorCode, PlaceBetRequest, TicketView } from '@khela/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import { walletRefusalError, type VendorCallValues, type VendorWalletService } from '../../games';
import { sportsbookVassalage } from '../sportsbook.rules';
import type { BettingRepository, BookRefusal, TicketRow } from './betting.repository';
import { cashOutOffer, legsByTicket, ticketViewOf, type CashOutTerms } from './tickets';

const pageSize = 20;

/** The error a player sees for the book's refusal, with the limit it names. */
function refusalError(refusal: BookRefusal, currency: string): AppError {
  const code = refusal.code as ErrorCode;
  const { detail } = refusal;
  if (detail === undefined) return new AppError(code);
  if (code === 'sportsbook_legs_limit') return new AppError(code, { params: { max: detail } });
  if (code === 'sportsbook_stake_too_low') {
    return new AppError(code, { params: { min: wire(detail, currency) } });
  }
  if (code === 'sportsbook_payout_limit') {
    return new AppError(code, { params: { max: wire(detail, currency) } });
  }
  return new AppError(code);
}

function walletCall(values: {
  context: RequestContext;
  memberId: string;
  kind: 'bet' | 'win';
  transactionUuid: string;
  amountMinor: bigint;
  now: Date;
}): VendorCallValues {
  return {
    kind: values.kind,
    merchantId: values.context.merchant.id,
    vassalage: sportsbookVassalage,
    transactionUuid: values.transactionUuid,
    memberId: values.memberId,
    amountMinor: values.amountMinor,
    currency: values.context.merchant.currency,
    // The ticket's round and game (its book) are the statement's to name.
    round: '',
    gameCode: '',
    referenceTransactionUuid: null,
    supplierTransactionId: null,
    isFree: false,
    isRoundClosed: values.kind === 'win',
    isPlayMoney: false,
    playerAccountId: null,
    houseAccountId: null,
    refusal: null,
    now: values.now,
  };
}

/** A member's bets: placed (after the in-play delay), listed, cashed out. */
export function createBettingService(deps: {
  repository: BettingRepository;
  /** The merchant's cash-out terms, if it has a book. */
  settings: (merchantId: string) => Promise<CashOutTerms | undefined>;
  vendorWallet: Pick<VendorWalletService, 'runWithin'>;
  clock: Clock;
}) {
  const { repository } = deps;

  async function ticketView(merchantId: string, ticketId: string): Promise<TicketView> {
    const [ticket, legs, settings] = await Promise.all([
      repository.ticket(merchantId, ticketId),
      repository.legs([ticketId]),
      deps.settings(merchantId),
    ]);
    if (!ticket) throw new AppError('sportsbook_ticket_not_found');
    return ticketViewOf(ticket, legs, settings);
  }

  return {
    async place(context: RequestContext, memberId: string, request: PlaceBetRequest) {
      const arrivedAt = deps.clock.now();
      const { merchant } = context;
      const stakeMinor = parseAmount(context, request.stake, { path: 'stake', minMinor: 1n });
      const take = async (hasWaited: boolean) => {
        const stake = walletCall({
          context,
          memberId,
          kind: 'bet',
          transactionUuid: `sb:${memberId}:${request.requestId}`,
          amountMinor: stakeMinor,
          now: deps.clock.now(),
        });
        const outcome = await deps.vendorWallet.runWithin([stake], (calls) =>
          repository.place(
            {
              requestId: request.requestId,
              selectionIds: request.legs.map((leg) => leg.selectionId),
              seenOdds: request.legs.map((leg) => leg.odds),
              policy: request.policy,
              since: arrivedAt,
              hasWaited,
            },
            calls,
          ),
        );
        if (outcome.kind === 'refused') throw walletRefusalError(outcome.status);
        if (outcome.row.kind === 'refused') throw refusalError(outcome.row, merchant.currency);
        return outcome.row;
      };
      // A bet in play is checked at once (a refusal needs no wait), then taken after the delay
      // unless its market stopped or its line moved meanwhile.
      let placed = await take(false);
      if (placed.kind === 'wait') {
        await sleep(placed.waitS * 1000);
        placed = await take(true);
      }
      if (placed.kind === 'wait') throw new Error('sb_place_bet held a bet that had waited');
      const balance = wire(placed.balanceMinor ?? '0', merchant.currency);
      if (placed.kind === 'repeat') {
        return { ticket: await ticketView(merchant.id, placed.ticketId), balance };
      }
      const ticket: TicketRow = {
        ...placed.ticket,
        id: placed.ticketId,
        memberId,
        currency: merchant.currency,
        stakeMinor: stakeMinor.toString(),
        status: 'open',
        paidMinor: '0',
        unrecoveredMinor: '0',
        settledAt: null,
      };
      return { ticket: ticketViewOf(ticket, placed.legs, placed.terms), balance };
    },

    async tickets(
      context: RequestContext,
      memberId: string,
      query: { state: 'open' | 'settled'; page: number },
    ) {
      const { list, total } = await repository.tickets(memberId, query.state, query.page, pageSize);
      const [legs, settings] = await Promise.all([
        repository.legs(list.map((ticket) => ticket.id)),
        deps.settings(context.merchant.id),
      ]);
      const grouped = legsByTicket(legs);
      return {
        list: list.map((ticket) => ticketViewOf(ticket, grouped.get(ticket.id) ?? [], settings)),
        total,
        pageSize,
      };
    },

    /** Cashes a ticket out at the offer the player saw, if the book still makes it. */
    async cashOut(
      context: RequestContext,
      memberId: string,
      ticketId: string,
      request: { requestId: string; offer: string },
    ) {
      const { merchant } = context;
      const offerMinor = parseAmount(context, request.offer, { path: 'offer', minMinor: 1n });
      const [ticket, legs, settings] = await Promise.all([
        repository.ticket(merchant.id, ticketId),
        repository.legs([ticketId]),
        deps.settings(merchant.id),
      ]);
      if (!ticket || ticket.memberId !== memberId) {
        throw new AppError('sportsbook_ticket_not_found');
      }
      const isRepeat = ticket.status === 'cashedOut' && BigInt(ticket.paidMinor) === offerMinor;
      if (!isRepeat) {
        const offer = cashOutOffer(ticket, legs, settings);
        if (offer === null) throw new AppError('sportsbook_cash_out_unavailable');
        if (offer !== offerMinor) throw new AppError('sportsbook_cash_out_changed');
      }
      const win = walletCall({
        context,
        memberId,
        kind: 'win',
        transactionUuid: `sb-cashout:${ticketId}`,
        amountMinor: offerMinor,
        now: deps.clock.now(),
      });
      const versions = legs.map((leg) => leg.marketVersion);
      const outcome = await deps.vendorWallet.runWithin([win], (calls) =>
        repository.cashOut({ ticketId, versions, offerMinor }, calls),
      );
      if (outcome.kind === 'refused') throw walletRefusalError(outcome.status);
      const cashed = outcome.row;
      if (cashed.kind === 'refused') throw refusalError(cashed, merchant.currency);
      return {
        ticket: await ticketView(merchant.id, ticketId),
        balance: wire(cashed.balanceMinor ?? '0', merchant.currency),
      };
    },
  };
}

export type BettingService = ReturnType<typeof createBettingService>;
