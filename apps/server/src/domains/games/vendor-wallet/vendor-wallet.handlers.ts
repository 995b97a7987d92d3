import {
  vendorBalanceRequestSchema,
  vendorBetRequestSchema,
  vendorRollbackRequestSchema,
  vendorUserInfoRequestSchema,
  vendorWinRequestSchema,
  type VendorBetRequest,
  type VendorRollbackRequest,
  type VendorWalletAnswer,
  type VendorWalletStatus,
  type VendorWinRequest,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { LedgerService } from '../../money';
import type { VendorCallValues } from './vendor-wallet.calls';
import type { VendorLookups } from './vendor-wallet.lookups';
import {
  parseCall,
  ProtocolRefusal,
  sessionProblem,
  trialAgentLevel,
  type VendorCall,
} from './vendor-wallet.protocol';
import type { VendorWalletRepository, VendorWalletRow } from './vendor-wallet.repository';
import type { createVendorRollback } from './vendor-wallet.rollback';

/** What a handled call tells the answer: whose balance, which money, extra fields. */
export interface Handled {
  memberId: string;
  isPlayMoney: boolean;
  /** The balance after the call when its money move told it. */
  balanceMinor?: bigint;
  extra?: Pick<VendorWalletAnswer, 'display_name'>;
}

/**
 * The protocol's calls, each checked as far as the server can from memory before the database
 * does the rest: balance and user info read; a bet or a win is one statement
 * (vendor_wallet_call); a rollback refunds a bet once in one transaction.
 */
export function createProtocolHandlers(deps: {
  db: Db;
  repository: VendorWalletRepository;
  ledger: LedgerService;
  clock: Clock;
  lookups: VendorLookups;
  rollbackInTransaction: ReturnType<typeof createVendorRollback>;
}) {
  const { lookups } = deps;
  const nowMs = () => deps.clock.now().getTime();

  async function userInfo(connection: VendorWalletRow, body: unknown): Promise<Handled> {
    const request = parseCall(vendorUserInfoRequestSchema, body);
    const found = await lookups.member(connection, request.user);
    return {
      memberId: found.id,
      isPlayMoney: found.isAgent === trialAgentLevel,
      extra: { display_name: found.nickname ?? found.username },
    };
  }

  async function userBalance(connection: VendorWalletRow, body: unknown): Promise<Handled> {
    const request = parseCall(vendorBalanceRequestSchema, body);
    const found = await lookups.member(connection, request.user);
    const game = await lookups.findSession(request.token);
    const problem = sessionProblem(connection, game, found.id, nowMs());
    if (problem || !game) throw new ProtocolRefusal(problem ?? 'RS_ERROR_INVALID_TOKEN');
    return { memberId: found.id, isPlayMoney: game.isPlayMoney };
  }

  /** Whether the bet a call refers to was played with play money (its launch said so). */
  async function isPlayMoneyBet(connection: VendorWalletRow, request: { token: string }) {
    const game = await lookups.findSession(request.token);
    return game?.merchantId === connection.merchantId ? game.isPlayMoney : false;
  }

  async function callValues(
    connection: VendorWalletRow,
    request: VendorBetRequest | VendorWinRequest,
    values: {
      kind: 'bet' | 'win';
      memberId: string;
      isPlayMoney: boolean;
      refusal: VendorWalletStatus | null;
    },
  ): Promise<VendorCallValues> {
    const { memberId, isPlayMoney } = values;
    const known =
      values.refusal === null && lookups.isOpened(connection.merchantId, memberId, isPlayMoney)
        ? await lookups.accounts(connection, memberId, isPlayMoney)
        : undefined;
    return {
      kind: values.kind,
      merchantId: connection.merchantId,
      vassalage: connection.vassalage,
      transactionUuid: request.transaction_uuid,
      memberId,
      amountMinor: BigInt(request.amount),
      currency: request.currency,
      round: request.round,
      gameCode: request.game_code,
      referenceTransactionUuid:
        'reference_transaction_uuid' in request ? request.reference_transaction_uuid : null,
      supplierTransactionId: request.supplier_transaction_id ?? null,
      isFree: request.is_free ?? false,
      isRoundClosed: request.round_closed ?? false,
      isPlayMoney,
      // Else found (or opened) by the call itself once nothing refuses it.
      playerAccountId: known?.player ?? null,
      houseAccountId: known?.house ?? null,
      refusal: values.refusal,
      now: deps.clock.now(),
    };
  }

  /**
   * A bet checked as far as the server can from memory and made ready for
   * vendor_wallet_call(); what the session and currency refuse is passed along, since it
   * applies only to a new bet (a repeat answers OK).
   */
  async function prepareBet(connection: VendorWalletRow, body: unknown) {
    const request: VendorBetRequest = parseCall(vendorBetRequestSchema, body);
    const memberId = await lookups.memberIdOf(connection, request.user);
    const game = await lookups.findSession(request.token);
    const refusal = sessionProblem(connection, game, memberId, nowMs(), request);
    const isPlayMoney = refusal === 'RS_ERROR_INVALID_TOKEN' ? false : (game?.isPlayMoney ?? false);
    return callValues(connection, request, { kind: 'bet', memberId, isPlayMoney, refusal });
  }

  async function prepareWin(connection: VendorWalletRow, body: unknown) {
    const request: VendorWinRequest = parseCall(vendorWinRequestSchema, body);
    const memberId = await lookups.memberIdOf(connection, request.user);
    if (request.currency !== connection.currency) {
      throw new ProtocolRefusal('RS_ERROR_WRONG_CURRENCY');
    }
    const isPlayMoney = await isPlayMoneyBet(connection, request);
    return callValues(connection, request, { kind: 'win', memberId, isPlayMoney, refusal: null });
  }

  /**
   * Records a bet or a win and moves its money in one statement (vendor_wallet_call, which
   * also answers repeats and duplicates); a refusal leaves nothing.
   */
  async function perform(values: VendorCallValues): Promise<Handled> {
    const outcome = await deps.repository.call(values);
    if (outcome.kind === 'refused') {
      throw new ProtocolRefusal(outcome.status as VendorWalletStatus, outcome.balanceMinor);
    }
    const { row } = outcome;
    if (row.movedMemberIds) {
      deps.ledger.noteMoved(values.merchantId, row.movedMemberIds);
      lookups.noteOpened(values);
    }
    return {
      memberId: values.memberId,
      isPlayMoney: values.isPlayMoney,
      balanceMinor: row.balanceMinor === null ? undefined : BigInt(row.balanceMinor),
    };
  }

  async function rollback(connection: VendorWalletRow, body: unknown): Promise<Handled> {
    const request: VendorRollbackRequest = parseCall(vendorRollbackRequestSchema, body);
    const found = await lookups.member(connection, request.user);
    const isPlayMoney = await isPlayMoneyBet(connection, request);
    const { player, house } = await lookups.accounts(connection, found.id, isPlayMoney);
    await deps.db.transaction().execute((trx) =>
      deps.rollbackInTransaction(trx, {
        merchantId: connection.merchantId,
        vassalage: connection.vassalage,
        currency: connection.currency,
        memberId: found.id,
        transactionUuid: request.transaction_uuid,
        referenceUuid: request.reference_transaction_uuid,
        round: request.round,
        gameCode: request.game_code,
        supplierTransactionId: request.supplier_transaction_id ?? null,
        isRoundClosed: request.round_closed ?? false,
        playerAccountId: player,
        houseAccountId: house,
      }),
    );
    return { memberId: found.id, isPlayMoney };
  }

  const handlers: Record<
    VendorCall,
    (connection: VendorWalletRow, body: unknown) => Promise<Handled>
  > = {
    'user/info': userInfo,
    'user/balance': userBalance,
    'transaction/bet': async (connection, body) => perform(await prepareBet(connection, body)),
    'transaction/win': async (connection, body) => perform(await prepareWin(connection, body)),
    'transaction/rollback': rollback,
  };
  return { handlers, prepareBet, prepareWin };
}
