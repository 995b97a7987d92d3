import type { LotteryBetAnswer, LotteryBetRequest } from '@khela/contracts';
import { oddsMilliOf, payoutMaxMinor } from '@khela/games';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import type { RequestContext } from '../../../plugins/context';
import type { VendorCallValues, VendorWalletService } from '../../games';
import type { LedgerService } from '../../money';
import type { LotteryRepository } from './lottery.repository';
import { betRefusalError, betTermsOf, lotteryVassalage, ticketOf } from './lottery.rules';

/** The stake of a bet as the vendor wallet's call: a bet of the lottery's round. */
function stakeCallOf(values: {
  merchantId: string;
  currency: string;
  memberId: string;
  request: LotteryBetRequest;
  stakeMinor: bigint;
  accounts: { player: string; house: string };
  now: Date;
}): VendorCallValues {
  const { request } = values;
  return {
    kind: 'bet',
    merchantId: values.merchantId,
    vassalage: lotteryVassalage,
    transactionUuid: `lottery:${values.memberId}:${request.requestId}`,
    memberId: values.memberId,
    amountMinor: values.stakeMinor,
    currency: values.currency,
    round: `${request.gameId}:${request.numero}`,
    gameCode: request.gameId,
    referenceTransactionUuid: null,
    supplierTransactionId: null,
    isFree: false,
    isRoundClosed: false,
    isPlayMoney: false,
    playerAccountId: values.accounts.player,
    houseAccountId: values.accounts.house,
    refusal: null,
    now: values.now,
  };
}

/**
 * A bet on an open period, taken with its stake in one statement (lottery_place_bet, the stake
 * a vendor wallet call inside it): the play type offered, the selection valid, the stake
 * within the game's limits, the period open by server time and under its payout cap. A
 * repeat answers the first ticket.
 */
export function createPlaceBet(deps: {
  repository: Pick<LotteryRepository, 'game' | 'placeBet'>;
  ledger: Pick<LedgerService, 'account' | 'houseAccount'>;
  vendorWallet: Pick<VendorWalletService, 'runWithin'>;
  clock: Clock;
}) {
  const { repository } = deps;

  return async function placeBet(
    context: RequestContext,
    memberId: string,
    request: LotteryBetRequest,
  ): Promise<LotteryBetAnswer> {
    const { merchant } = context;
    const { game, playType, offer, selection } = betTermsOf(
      await repository.game(merchant.id, request.gameId),
      request,
    );
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
    const stakeCall = stakeCallOf({
      merchantId: merchant.id,
      currency: merchant.currency,
      memberId,
      request,
      stakeMinor,
      accounts: { player, house },
      now: deps.clock.now(),
    });
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
    const { numero } = request;
    const ticket = { ...placed, id: placed.ticketId, gameId: game.gameId, numero, stakeMinor };
    return {
      ticket: ticketOf({ ...ticket, playType, selection }, merchant.currency),
      balance: placed.balanceMinor === null ? null : wire(placed.balanceMinor, merchant.currency),
    };
  };
}
