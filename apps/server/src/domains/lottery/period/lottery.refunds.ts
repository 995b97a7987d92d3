import type { LotteryBetAnswer } from '@khela/contracts';
import type { Db, Executor } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { MessageService } from '../../content';
import type { VendorWalletService } from '../../games';
import type { LedgerService } from '../../money';
import type { LotteryRepository } from './lottery.repository';
import { lotteryVassalage, ticketOf } from './lottery.rules';

/** Members refunded per run of the refund job (each in a transaction of its own). */
const refundBatch = 200;

/** What a refund names: the member's ticket of a period, and the accounts it moves between. */
interface RefundValues {
  merchantId: string;
  currency: string;
  memberId: string;
  ticket: { id: string; requestId: string };
  gameId: string;
  numero: string;
  accounts: { player: string; house: string };
}

/**
 * Stakes given back: a member's cancelled ticket, and every open ticket of a period an
 * operator cancelled. Each refund is a rollback of the ticket's bet through the vendor wallet,
 * in the transaction that marks the ticket cancelled, so a stake comes back once.
 */
export function createLotteryRefunds(deps: {
  db: Db;
  repository: Pick<
    LotteryRepository,
    | 'lockAccount'
    | 'cancellableTicket'
    | 'releaseExposure'
    | 'markCancelled'
    | 'ticket'
    | 'cancelPeriod'
    | 'refundsDue'
    | 'openTicketsOf'
  >;
  ledger: Pick<LedgerService, 'account' | 'houseAccount' | 'memberBalances'>;
  vendorWallet: Pick<VendorWalletService, 'rollbackInTransaction'>;
  messages: Pick<MessageService, 'send'>;
  clock: Clock;
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
  function refund(trx: Executor, values: RefundValues) {
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

  /** A member's cancelled open tickets of a cancelled period, refunded; false if none were left. */
  async function refundMember(
    trx: Executor,
    due: Awaited<ReturnType<LotteryRepository['refundsDue']>>[number],
    accounts: RefundValues['accounts'],
    now: Date,
  ): Promise<boolean> {
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
  }

  return {
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
        ticket: ticketOf(ticket, merchant.currency),
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
        const isDone = await deps.db
          .transaction()
          .execute((trx) => refundMember(trx, due, accounts, now));
        if (isDone) refunded += 1;
      }
      return refunded;
    },
  };
}
