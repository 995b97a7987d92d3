import type { VendorWalletAnswer, VendorWalletStatus } from '@khela/contracts';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { LedgerService } from '../../money';
import {
  vendorCallsInSql,
  type VendorCallsInSql,
  type VendorCallValues,
} from './vendor-wallet.calls';
import { createVendorConnections } from './vendor-wallet.connections';
import { createProtocolHandlers } from './vendor-wallet.handlers';
import { createVendorLookups } from './vendor-wallet.lookups';
import { ProtocolRefusal, refusalAnswer, type VendorCall } from './vendor-wallet.protocol';
import type { VendorWalletRepository, VendorWalletRow } from './vendor-wallet.repository';
import { createVendorRollback } from './vendor-wallet.rollback';

export { gameSessionTtlMs, keyFingerprint, vendorCalls } from './vendor-wallet.protocol';
export type { VendorCall } from './vendor-wallet.protocol';
export type { VendorWalletRow };

/**
 * The operator side of the vendor wallet protocol (Hub88-style): balance, bet, win and
 * rollback on the member's wallet, once per transaction_uuid, each in one database
 * transaction. Answers are protocol answers, never exceptions; the signature is the routes'.
 */
export function createVendorWalletService(deps: {
  db: Db;
  repository: VendorWalletRepository;
  ledger: LedgerService;
  clock: Clock;
}) {
  const lookups = createVendorLookups(deps);
  const rollbackInTransaction = createVendorRollback(deps);
  const { handlers, prepareBet, prepareWin } = createProtocolHandlers({
    ...deps,
    lookups,
    rollbackInTransaction,
  });

  return {
    wallet: lookups.wallet,
    walletById: lookups.walletById,
    launchOf: lookups.launchOf,
    rollbackInTransaction,
    ...createVendorConnections({ ...deps, lookups }),

    /**
     * Answers one protocol call on a connection. `body` is the parsed JSON (its signature,
     * when it came over the network, was checked by the caller).
     */
    async handle(
      connection: VendorWalletRow,
      call: VendorCall,
      body: unknown,
    ): Promise<VendorWalletAnswer> {
      try {
        const done = await handlers[call](connection, body);
        const fields = body as { user: string; request_uuid: string };
        return {
          user: fields.user,
          status: 'RS_OK',
          request_uuid: fields.request_uuid,
          currency: connection.currency,
          balance:
            done.balanceMinor === undefined
              ? await lookups.balanceOf(connection, done.memberId, done.isPlayMoney)
              : Number(done.balanceMinor),
          ...done.extra,
        };
      } catch (error) {
        if (error instanceof ProtocolRefusal) return refusalAnswer(connection, body, error);
        throw error;
      }
    },

    /**
     * A bet or a win checked by the handler exactly as handle() checks it, made ready for
     * runWithin() (the in-house vendor's round); or the refusal the handler found already.
     */
    async prepare(
      connection: VendorWalletRow,
      call: 'transaction/bet' | 'transaction/win',
      body: unknown,
    ): Promise<{ values: VendorCallValues } | { refusal: VendorWalletStatus }> {
      try {
        const values =
          call === 'transaction/bet'
            ? await prepareBet(connection, body)
            : await prepareWin(connection, body);
        return { values };
      } catch (error) {
        if (error instanceof ProtocolRefusal) return { refusal: error.status };
        throw error;
      }
    },

    /**
     * The wallet's one call for what runs beside it in this process (the lottery's tickets, the
     * in-house vendor's rounds): bets and wins, already checked (prepare(), or the operator's
     * own values), run inside the caller's statement so that its rows commit with the money.
     * The wallet spells the calls in SQL for the statement, tells the balance streams whose
     * money moved, and answers a refusal with its protocol status.
     */
    async runWithin<Row extends { movedMemberIds: string[] | null }>(
      calls: VendorCallValues[],
      statement: (inSql: VendorCallsInSql) => Promise<Row>,
    ): Promise<{ kind: 'done'; row: Row } | { kind: 'refused'; status: VendorWalletStatus }> {
      const outcome = await deps.repository.runEmbedding(() => statement(vendorCallsInSql(calls)));
      if (outcome.kind === 'refused') {
        return { kind: 'refused', status: outcome.status as VendorWalletStatus };
      }
      const [first] = calls;
      const moved = outcome.row.movedMemberIds;
      if (first && moved) {
        deps.ledger.noteMoved(first.merchantId, moved);
        // The calls that found their accounts themselves have them from now on.
        for (const call of calls) if (call.playerAccountId === null) lookups.noteOpened(call);
      }
      return outcome;
    },
  };
}

export type VendorWalletService = ReturnType<typeof createVendorWalletService>;
