import type { Clock } from '../../../lib/clock';
import { wire } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import type { Executor } from '../../../db/database';
import type { MessageKind, MessageParam, MessageService } from '../../content';
import { LedgerKeyRaced, type LedgerService, type TurnoverService } from '../../money';

/** The house account bonuses are paid from. */
export const promotionsPurpose = 'promotions';

/** The turnover requirement's reference of an entry: one requirement per bonus. */
export function turnoverReference(entryId: string): string {
  return `promotion:${entryId}`;
}

/**
 * What paying a bonus gave: the transfer, or the member's bonus of this promotion was paid
 * before — `repeat` (the same amount, or a racing payment that committed first) or `conflict`
 * (another amount under the same key: a new raffle draw, a bigger deposit since).
 */
export type BonusPayment = { kind: 'paid'; transferId: string } | { kind: 'repeat' | 'conflict' };

/** The accounts a bonus moves between, read before the transaction that moves it. */
export interface BonusAccounts {
  houseId: string;
  walletId: string;
}

/**
 * Paying a bonus: from the house 'promotions' account to the player's wallet (kind bonus),
 * once per member and promotion whatever the route (the idempotency key names both), with
 * its turnover requirement and a platform message, all in the caller's transaction.
 */
export function createBonusCredit(deps: {
  ledger: LedgerService;
  turnover: TurnoverService;
  messages: MessageService;
  clock: Clock;
}) {
  return {
    async accounts(merchantId: string, memberId: string, currency: string): Promise<BonusAccounts> {
      const [houseId, walletId] = await Promise.all([
        deps.ledger.houseAccount(merchantId, promotionsPurpose, currency, memberId),
        deps.ledger.account({ merchantId, kind: 'player', memberId, currency }),
      ]);
      return { houseId, walletId };
    },

    /** Moves the bonus, once per member and promotion: a second time answers how it was. */
    async pay(
      trx: Executor,
      accounts: BonusAccounts,
      values: { merchantId: string; memberId: string; promotionId: string; bonusMinor: bigint },
    ): Promise<BonusPayment> {
      try {
        const moved = await deps.ledger.transfer(
          {
            merchantId: values.merchantId,
            debitAccountId: accounts.houseId,
            creditAccountId: accounts.walletId,
            amountMinor: values.bonusMinor,
            kind: 'bonus',
            reference: `promotion:${values.promotionId}`,
            idempotencyKey: `promotion:${values.promotionId}:member:${values.memberId}`,
          },
          trx,
        );
        return moved.isRepeat ? { kind: 'repeat' } : { kind: 'paid', transferId: moved.transferId };
      } catch (error) {
        if (error instanceof AppError && error.code === 'idempotency_conflict') {
          return { kind: 'conflict' };
        }
        // A racing claim with the same key committed first: this one is its repeat.
        if (error instanceof LedgerKeyRaced) return { kind: 'repeat' };
        throw error;
      }
    },

    /** The bonus's turnover requirement and the member's message, once the entry exists. */
    async follow(
      trx: Executor,
      values: {
        merchantId: string;
        memberId: string;
        entryId: string;
        bonusMinor: bigint;
        turnoverMinor: bigint;
        currency: string;
        /** Its name per language (promotion.view namesByLanguage). */
        promotionName: MessageParam;
        kind: Extract<MessageKind, 'promotion_approved' | 'promotion_credited'>;
      },
    ) {
      await deps.turnover.require(
        {
          merchantId: values.merchantId,
          memberId: values.memberId,
          source: 'bonus',
          reference: turnoverReference(values.entryId),
          requiredMinor: values.turnoverMinor,
        },
        trx,
      );
      await deps.messages.send(
        {
          merchantId: values.merchantId,
          memberId: values.memberId,
          kind: values.kind,
          params: {
            promotion: values.promotionName,
            amount: wire(values.bonusMinor, values.currency),
            turnover: wire(values.turnoverMinor, values.currency),
            currency: values.currency,
          },
          now: deps.clock.now(),
        },
        trx,
      );
    },

    /** Tells the member an application was turned down, and why. */
    async reject(
      trx: Executor,
      values: {
        merchantId: string;
        memberId: string;
        promotionName: MessageParam;
        reason: string;
      },
    ) {
      await deps.messages.send(
        {
          merchantId: values.merchantId,
          memberId: values.memberId,
          kind: 'promotion_rejected',
          params: { promotion: values.promotionName, reason: values.reason },
          now: deps.clock.now(),
        },
        trx,
      );
    },
  };
}

export type BonusCredit = ReturnType<typeof createBonusCredit>;
