import type { Executor } from '../../../db/database';
import type { DepositStatus } from '../../../db/schema';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { MessageService } from '../../content';
import type { LedgerService } from '../ledger/ledger.service';
import type { TurnoverService } from '../turnover/turnover.service';
import type { WalletService } from '../wallet/wallet.service';
import type { DepositRepository } from './deposit.repository';

/** What a credit needs from outside its transaction (which holds one connection only). */
export interface PreparedCredit {
  cashId: string;
  walletId: string;
  turnoverPercent: bigint;
}

/** Who decided a credit: an operator (finance), or none for a gateway's paid notice. */
export interface CreditDecision {
  decidedBy: string | null;
  /** The gateway's own id of the payment, kept once per merchant. */
  gatewayReference?: string;
}

/**
 * Crediting a deposit order, the one way a deposit's money moves: from the house cash account
 * to the player's wallet (kind deposit, keyed by the order), with the order's approval, the
 * deposit's turnover requirement and the player's message, all in the caller's transaction.
 * Finance's approval and a gateway's paid notice both come here.
 */
export function createDepositCredit(deps: {
  repository: DepositRepository;
  ledger: LedgerService;
  wallet: Pick<WalletService, 'rules'>;
  turnover: TurnoverService;
  messages: MessageService;
  clock: Clock;
}) {
  return {
    /** The accounts and the turnover share of an order's credit, read before its transaction. */
    async prepare(order: {
      merchantId: string;
      memberId: string;
      currency: string;
    }): Promise<PreparedCredit> {
      const { merchantId, memberId, currency } = order;
      const [cashId, walletId, rules] = await Promise.all([
        deps.ledger.houseAccount(merchantId, 'cash', currency, memberId),
        deps.ledger.account({ merchantId, kind: 'player', memberId, currency }),
        deps.wallet.rules(merchantId),
      ]);
      return { cashId, walletId, turnoverPercent: BigInt(rules.depositTurnoverPercent) };
    },

    /**
     * Credits an order in `trx`: the order is locked and still in one of `from`, the ledger
     * credits the wallet from the house cash account, the order records the transfer, the
     * deposit's turnover requirement is added and the player gets a message. Answers the
     * locked order, or undefined when it was no longer open (nothing done). A gateway
     * reference another order holds is refused with idempotency_conflict (all rolled back).
     */
    async credit(
      trx: Executor,
      orderId: string,
      scope: string | null,
      from: DepositStatus[],
      prepared: PreparedCredit,
      decision: CreditDecision,
    ) {
      const order = await deps.repository.lockForCredit(trx, orderId, scope, from);
      if (!order) return undefined;
      const { merchantId, memberId, currency } = order;
      const amountMinor = BigInt(order.amountMinor);
      const moved = await deps.ledger.transfer(
        {
          merchantId,
          debitAccountId: prepared.cashId,
          creditAccountId: prepared.walletId,
          amountMinor,
          kind: 'deposit',
          reference: `deposit:${order.id}`,
          idempotencyKey: `deposit:${order.id}`,
        },
        trx,
      );
      // The order was still open under its lock, so its credit cannot exist yet.
      if (moved.isRepeat) throw new Error(`deposit ${order.id} was credited before`);
      const now = deps.clock.now();
      const marked = await deps.repository.markApproved(trx, order.id, {
        transferId: moved.transferId,
        now,
        ...decision,
      });
      // The gateway named another order's payment with this reference.
      if (marked === 'reference_taken') throw new AppError('idempotency_conflict');
      await deps.turnover.require(
        {
          merchantId,
          memberId,
          source: 'deposit',
          reference: `deposit:${order.id}`,
          requiredMinor: (amountMinor * prepared.turnoverPercent) / 100n,
        },
        trx,
      );
      await deps.messages.send(
        {
          merchantId,
          memberId,
          kind: 'deposit_credited',
          params: {
            amount: wire(amountMinor, currency),
            currency,
            trxId: order.trxId ?? decision.gatewayReference ?? '',
          },
          now,
        },
        trx,
      );
      return { ...order, transferId: moved.transferId };
    },
  };
}

export type DepositCredit = ReturnType<typeof createDepositCredit>;
