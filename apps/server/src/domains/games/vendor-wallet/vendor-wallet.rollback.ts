import type { Executor } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { LedgerService } from '../../money';
import { ProtocolRefusal } from './vendor-wallet.protocol';
import type { VendorWalletRepository } from './vendor-wallet.repository';

/** A rollback as the wallet records it: whose, of which bet, and the accounts it refunds. */
export interface RollbackValues {
  merchantId: string;
  vassalage: string;
  currency: string;
  memberId: string;
  transactionUuid: string;
  referenceUuid: string;
  round: string;
  gameCode: string | null;
  supplierTransactionId: string | null;
  isRoundClosed: boolean;
  playerAccountId: string;
  houseAccountId: string;
}

/**
 * Rollbacks of bets (the protocol's transaction/rollback, and the lottery's refunds of tickets
 * and cancelled periods), inside the caller's transaction.
 */
export function createVendorRollback(deps: {
  repository: VendorWalletRepository;
  ledger: LedgerService;
  clock: Clock;
}) {
  /**
   * A rollback inside the caller's transaction: recorded once by its uuid (a repeat refunds
   * nothing more), an unknown reference leaves a tombstone (a late bet with it is refused),
   * a known bet of the member is refunded once into the account it came from. Answers
   * whether money moved.
   */
  async function rollbackInTransaction(trx: Executor, values: RollbackValues): Promise<boolean> {
    const key = { merchantId: values.merchantId, vassalage: values.vassalage };
    const record = (transactionUuid: string, kind: 'rollback' | 'tombstone') =>
      deps.repository.insertTransaction(
        {
          ...key,
          transactionUuid,
          kind,
          memberId: values.memberId,
          round: values.round,
          gameCode: values.gameCode,
          currency: values.currency,
          amountMinor: 0n,
          referenceTransactionUuid: kind === 'rollback' ? values.referenceUuid : null,
          supplierTransactionId: kind === 'rollback' ? values.supplierTransactionId : null,
          isFree: false,
          transferId: null,
        },
        trx,
      );
    const id = await record(values.transactionUuid, 'rollback');
    // A repeated rollback is OK and refunds nothing more.
    if (id === undefined) return false;
    const referenced = await deps.repository.findTransaction(
      { ...key, transactionUuid: values.referenceUuid },
      trx,
      true,
    );
    if (!referenced) {
      // The bet arrived meanwhile: the vendor retries the rollback, which then finds it.
      if ((await record(values.referenceUuid, 'tombstone')) === undefined) {
        throw new ProtocolRefusal('RS_ERROR_UNKNOWN');
      }
      return false;
    }
    if (referenced.kind !== 'bet' || referenced.memberId !== values.memberId) {
      throw new ProtocolRefusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    }
    if (!(await deps.repository.markRolledBack(referenced.id, id, trx))) return false;
    const amountMinor = BigInt(referenced.amountMinor);
    if (amountMinor > 0n) {
      const moved = await deps.ledger.transfer(
        {
          merchantId: values.merchantId,
          debitAccountId: values.houseAccountId,
          creditAccountId: values.playerAccountId,
          amountMinor,
          kind: 'bet_rollback',
          reference: `vendor:${values.vassalage}:${values.round}`,
          idempotencyKey: `vendor-wallet:${values.merchantId}:${values.vassalage}:refund:${referenced.id}`,
        },
        trx,
      );
      await deps.repository.setTransfer(id, moved.transferId, trx);
    }
    await deps.repository.refundFromRound(
      {
        ...key,
        round: referenced.round ?? values.round,
        memberId: values.memberId,
        stakeMinor: amountMinor,
        isClosed: values.isRoundClosed,
        now: deps.clock.now(),
      },
      trx,
    );
    return amountMinor > 0n;
  }

  return rollbackInTransaction;
}
