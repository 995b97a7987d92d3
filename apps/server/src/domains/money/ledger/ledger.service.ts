import { AppError } from '../../../lib/errors';
import type { AccountKey, LedgerRepository } from './ledger.repository';
import type { Executor } from '../../../db/database';

export type { AccountKey };

/** Busy house accounts are spread over this many rows (shards); the sum is the balance. */
export const houseShards = 16;

/** A transfer as the ledger recorded it (a repeated key answers the first one). */
export interface Transfer {
  transferId: string;
  isRepeat: boolean;
  debitBalanceAfter: bigint;
  creditBalanceAfter: bigint;
}

/**
 * The ledger's one way to move money: from an account to another, in minor units, once per
 * idempotency key, all or nothing. Account ids never change, so they are remembered.
 */
export function createLedgerService(deps: {
  repository: LedgerRepository;
  /**
   * Hears of the members whose balances moved (the balance streams). A transfer inside a
   * caller's transaction is heard before that commits; the listener publishes a moment later.
   */
  onMoved?: (merchantId: string, memberIds: string[], isInTransaction: boolean) => void;
}) {
  const accountIds = new Map<string, string>();
  const cacheKeyOf = (key: AccountKey) =>
    `${key.merchantId}|${key.kind}|${key.purpose ?? ''}|${key.memberId ?? ''}|${key.shard ?? 0}|${key.currency}`;

  /**
   * An account's id, made when missing. An id is kept once the account is known committed:
   * not one a caller's transaction opened (it may yet roll back).
   */
  async function account(key: AccountKey, executor?: Executor): Promise<string> {
    const cacheKey = cacheKeyOf(key);
    const cached = accountIds.get(cacheKey);
    if (cached) return cached;
    const { id, isCommitted } = await deps.repository.ensureAccount(key, executor);
    if (isCommitted) accountIds.set(cacheKey, id);
    return id;
  }

  return {
    account,

    /**
     * An account's id when this instance already knows it, without waiting: the hot paths
     * (a bet-sized debit) skip a promise per account and call account() only when it is new.
     */
    knownAccount(key: AccountKey): string | undefined {
      return accountIds.get(cacheKeyOf(key));
    },

    /** A house account of a purpose; `spreadBy` (e.g. a member id) picks its shard. */
    houseAccount(
      merchantId: string,
      purpose: string,
      currency: string,
      spreadBy = '0',
      executor?: Executor,
    ) {
      const shard = Number(BigInt(spreadBy.replace(/\D/g, '') || '0') % BigInt(houseShards));
      return account({ merchantId, kind: 'house', purpose, shard, currency }, executor);
    },

    /**
     * Moves `amountMinor` (> 0) from one account to another of the same merchant and currency.
     * A player-side account that cannot afford it refuses with insufficient_balance and moves
     * nothing; the same idempotency key again answers the first transfer.
     */
    async transfer(
      values: {
        merchantId: string;
        debitAccountId: string;
        creditAccountId: string;
        amountMinor: bigint;
        kind: string;
        reference?: string | null;
        idempotencyKey: string;
      },
      /** A caller's transaction: then a racing repeat of the key fails it instead (retry it). */
      executor?: Executor,
    ): Promise<Transfer> {
      if (values.amountMinor <= 0n) throw new AppError('amount_invalid');
      const row = await deps.repository.transfer(
        { ...values, reference: values.reference ?? null },
        executor,
      );
      if (row.outcome === 'insufficient') throw new AppError('insufficient_balance');
      if (row.outcome === 'conflict') throw new AppError('idempotency_conflict');
      if (
        row.transferId === null ||
        row.debitBalanceAfter === null ||
        row.creditBalanceAfter === null
      ) {
        throw new Error('ledger_transfer answered an incomplete row');
      }
      if (row.outcome === 'new' && deps.onMoved) {
        const moved = [row.debitMemberId, row.creditMemberId].filter(
          (id): id is string => id !== null,
        );
        if (moved.length > 0) deps.onMoved(values.merchantId, moved, executor !== undefined);
      }
      return {
        transferId: row.transferId,
        isRepeat: row.outcome === 'repeat',
        debitBalanceAfter: BigInt(row.debitBalanceAfter),
        creditBalanceAfter: BigInt(row.creditBalanceAfter),
      };
    },

    /**
     * Tells the balance streams of committed moves made by SQL that called ledger_transfer()
     * itself (the vendor wallet's one-statement calls).
     */
    noteMoved(merchantId: string, memberIds: string[]) {
      if (memberIds.length > 0) deps.onMoved?.(merchantId, memberIds, false);
    },

    memberBalances: deps.repository.memberBalances,
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
