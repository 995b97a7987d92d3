import { createHash, generateKeyPairSync } from 'node:crypto';
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
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { hashToken, newToken } from '../../../lib/tokens';
import type { Executor } from '../../../db/database';
import type { LedgerService } from '../../money';
import {
  vendorCallsInSql,
  type GameSessionRow,
  type VendorCallsInSql,
  type VendorCallValues,
  type VendorLaunchRow,
  type VendorWalletRepository,
  type VendorWalletRow,
} from './vendor-wallet.repository';

export type { VendorWalletRow };

/** The calls of the protocol, as paths under a vendor's wallet endpoint. */
export const vendorCalls = [
  'user/info',
  'user/balance',
  'transaction/bet',
  'transaction/win',
  'transaction/rollback',
] as const;
export type VendorCall = (typeof vendorCalls)[number];

/** How long a launch's token accepts bets. */
export const gameSessionTtlMs = 12 * 60 * 60_000;
/** A connection's keys are read again after this long (an operator may replace them). */
const walletCacheTtlMs = 30_000;
/** Found game sessions are kept this long, at most this many. */
const sessionCacheTtlMs = 60_000;
const sessionCacheSizeMax = 10_000;
/** Trial accounts are agents of this level (see the session module). */
const trialAgentLevel = 4;

/** Thrown inside a call to answer with a protocol status (and roll back what it did). */
class ProtocolRefusal extends Error {
  constructor(
    readonly status: VendorWalletStatus,
    /** The member's balance, which RS_ERROR_NOT_ENOUGH_MONEY carries. */
    readonly balanceMinor?: bigint,
  ) {
    super(status);
  }
}

/** Which of a request's required keys are missing: the syntax is wrong, not only a type. */
function hasMissingKeys(schema: z.ZodObject, body: Record<string, unknown>): boolean {
  return Object.entries(schema.shape).some(
    ([key, field]) => !(field as z.ZodType).safeParse(undefined).success && body[key] === undefined,
  );
}

/** Parses a request: RS_ERROR_WRONG_SYNTAX when keys are missing, WRONG_TYPES otherwise. */
function parse<T extends z.ZodObject>(schema: T, body: unknown): z.infer<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ProtocolRefusal('RS_ERROR_WRONG_SYNTAX');
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const isMissing = hasMissingKeys(schema, body as Record<string, unknown>);
  throw new ProtocolRefusal(isMissing ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_WRONG_TYPES');
}

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
  const wallets = new Map<string, { row: VendorWalletRow | undefined; loadedAtMs: number }>();

  async function cached(key: string, load: () => Promise<VendorWalletRow | undefined>) {
    const nowMs = deps.clock.now().getTime();
    const hit = wallets.get(key);
    if (hit && nowMs - hit.loadedAtMs < walletCacheTtlMs) return hit.row;
    const row = await load();
    wallets.set(key, { row, loadedAtMs: nowMs });
    return row;
  }

  const launches = new Map<string, { row: VendorLaunchRow | undefined; loadedAtMs: number }>();

  // Game sessions never change once written, so a found one is kept a while (expiry is still
  // checked against the clock on every bet).
  const sessions = new Map<string, { row: GameSessionRow; loadedAtMs: number }>();

  async function findSession(token: string): Promise<GameSessionRow | undefined> {
    const nowMs = deps.clock.now().getTime();
    const hit = sessions.get(token);
    if (hit && nowMs - hit.loadedAtMs < sessionCacheTtlMs) return hit.row;
    const row = await deps.repository.findSession(hashToken(token));
    if (row) {
      if (sessions.size >= sessionCacheSizeMax) sessions.clear();
      sessions.set(token, { row, loadedAtMs: nowMs });
    }
    return row;
  }

  /** A connection by merchant code and vendor (the remote endpoint's path). */
  function wallet(merchantCode: string, vassalage: string) {
    return cached(`code:${merchantCode}:${vassalage}`, () =>
      deps.repository.findWallet(merchantCode, vassalage),
    );
  }

  /** The member's wallet account and the house's side, real or play money. */
  async function accounts(
    connection: VendorWalletRow,
    memberId: string,
    isPlayMoney: boolean,
  ): Promise<{ player: string; house: string }> {
    const { merchantId, currency } = connection;
    const player = await deps.ledger.account({
      merchantId,
      kind: isPlayMoney ? 'play_money' : 'player',
      memberId,
      currency,
    });
    const purpose = isPlayMoney ? 'play_money' : 'games';
    const house = await deps.ledger.houseAccount(merchantId, purpose, currency, memberId);
    return { player, house };
  }

  async function balanceOf(
    connection: VendorWalletRow,
    memberId: string,
    isPlayMoney: boolean,
  ): Promise<number> {
    const rows = await deps.ledger.memberBalances(connection.merchantId, memberId);
    const kind = isPlayMoney ? 'play_money' : 'player';
    const row = rows.find(
      (candidate) =>
        candidate.kind === kind &&
        candidate.purpose === '' &&
        candidate.currency === connection.currency,
    );
    return Number(row?.balanceMinor ?? 0);
  }

  async function member(connection: VendorWalletRow, username: string) {
    const found = await deps.repository.findMember(connection.merchantId, username);
    if (!found) throw new ProtocolRefusal('RS_ERROR_INVALID_TOKEN');
    return found;
  }

  /**
   * What is wrong with the game session of a token for a member, if anything; bets also need
   * it unexpired and in their currency.
   */
  function sessionProblem(
    connection: VendorWalletRow,
    found: GameSessionRow | undefined,
    memberId: string,
    bet?: { currency: string },
  ): VendorWalletStatus | null {
    if (
      !found ||
      found.merchantId !== connection.merchantId ||
      found.vassalage !== connection.vassalage ||
      found.memberId !== memberId
    ) {
      return 'RS_ERROR_INVALID_TOKEN';
    }
    if (!bet) return null;
    if (found.expiresAt.getTime() <= deps.clock.now().getTime()) return 'RS_ERROR_TOKEN_EXPIRED';
    if (bet.currency !== connection.currency || found.currency !== bet.currency) {
      return 'RS_ERROR_WRONG_CURRENCY';
    }
    return null;
  }

  async function userInfo(connection: VendorWalletRow, body: unknown) {
    const request = parse(vendorUserInfoRequestSchema, body);
    const found = await member(connection, request.user);
    return {
      memberId: found.id,
      isPlayMoney: found.isAgent === trialAgentLevel,
      extra: { display_name: found.nickname ?? found.username },
    };
  }

  async function userBalance(connection: VendorWalletRow, body: unknown) {
    const request = parse(vendorBalanceRequestSchema, body);
    const found = await member(connection, request.user);
    const game = await findSession(request.token);
    const problem = sessionProblem(connection, game, found.id);
    if (problem || !game) throw new ProtocolRefusal(problem ?? 'RS_ERROR_INVALID_TOKEN');
    return { memberId: found.id, isPlayMoney: game.isPlayMoney };
  }

  // A username names one member for good, so a found one is kept a while (bets check the
  // member's status in SQL, fresh, every time).
  const members = new Map<string, { id: string; loadedAtMs: number }>();

  async function memberIdOf(connection: VendorWalletRow, username: string): Promise<string> {
    const nowMs = deps.clock.now().getTime();
    const key = `${connection.merchantId}:${username}`;
    const hit = members.get(key);
    if (hit && nowMs - hit.loadedAtMs < sessionCacheTtlMs) return hit.id;
    const { id } = await member(connection, username);
    if (members.size >= sessionCacheSizeMax) members.clear();
    members.set(key, { id, loadedAtMs: nowMs });
    return id;
  }

  /**
   * A bet checked as far as the server can from memory and made ready for
   * vendor_wallet_call(); what the session and currency refuse is passed along, since it
   * applies only to a new bet (a repeat answers OK).
   */
  async function prepareBet(connection: VendorWalletRow, body: unknown) {
    const request: VendorBetRequest = parse(vendorBetRequestSchema, body);
    const memberId = await memberIdOf(connection, request.user);
    const game = await findSession(request.token);
    const refusal = sessionProblem(connection, game, memberId, request);
    const isPlayMoney = refusal === 'RS_ERROR_INVALID_TOKEN' ? false : (game?.isPlayMoney ?? false);
    return callValues(connection, request, { kind: 'bet', memberId, isPlayMoney, refusal });
  }

  async function prepareWin(connection: VendorWalletRow, body: unknown) {
    const request: VendorWinRequest = parse(vendorWinRequestSchema, body);
    const memberId = await memberIdOf(connection, request.user);
    if (request.currency !== connection.currency) {
      throw new ProtocolRefusal('RS_ERROR_WRONG_CURRENCY');
    }
    const isPlayMoney = await isPlayMoneyBet(connection, request);
    return callValues(connection, request, { kind: 'win', memberId, isPlayMoney, refusal: null });
  }

  // Members whose accounts a committed transfer of theirs found or opened: later calls name
  // them (the ledger remembers their ids), so the SQL looks nothing up. Until then a call finds
  // them itself, after its refusal checks, so a refused first call opens nothing.
  const openedAccounts = new Set<string>();
  const openedKey = (merchantId: string, memberId: string, isPlayMoney: boolean) =>
    `${merchantId}:${memberId}:${isPlayMoney}`;

  function noteOpened(values: VendorCallValues) {
    if (openedAccounts.size >= sessionCacheSizeMax) openedAccounts.clear();
    openedAccounts.add(openedKey(values.merchantId, values.memberId, values.isPlayMoney));
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
      values.refusal === null &&
      openedAccounts.has(openedKey(connection.merchantId, memberId, isPlayMoney))
        ? await accounts(connection, memberId, isPlayMoney)
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
      noteOpened(values);
    }
    return {
      memberId: values.memberId,
      isPlayMoney: values.isPlayMoney,
      balanceMinor: row.balanceMinor === null ? undefined : BigInt(row.balanceMinor),
    };
  }

  async function bet(connection: VendorWalletRow, body: unknown) {
    return perform(await prepareBet(connection, body));
  }

  async function win(connection: VendorWalletRow, body: unknown) {
    return perform(await prepareWin(connection, body));
  }

  /** Whether the bet a call refers to was played with play money (its launch said so). */
  async function isPlayMoneyBet(connection: VendorWalletRow, request: { token: string }) {
    const game = await findSession(request.token);
    return game?.merchantId === connection.merchantId ? game.isPlayMoney : false;
  }

  /**
   * A rollback inside the caller's transaction: recorded once by its uuid (a repeat refunds
   * nothing more), an unknown reference leaves a tombstone (a late bet with it is refused),
   * a known bet of the member is refunded once into the account it came from. Answers
   * whether money moved.
   */
  async function rollbackInTransaction(
    trx: Executor,
    values: {
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
    },
  ): Promise<boolean> {
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

  async function rollback(connection: VendorWalletRow, body: unknown) {
    const request: VendorRollbackRequest = parse(vendorRollbackRequestSchema, body);
    const found = await member(connection, request.user);
    const isPlayMoney = await isPlayMoneyBet(connection, request);
    const { player, house } = await accounts(connection, found.id, isPlayMoney);
    await deps.db.transaction().execute((trx) =>
      rollbackInTransaction(trx, {
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

  /** What a handled call tells the answer: whose balance, which money, extra fields. */
  type Handled = {
    memberId: string;
    isPlayMoney: boolean;
    /** The balance after the call when its money move told it. */
    balanceMinor?: bigint;
    extra?: Pick<VendorWalletAnswer, 'display_name'>;
  };
  const handlers: Record<
    VendorCall,
    (connection: VendorWalletRow, body: unknown) => Promise<Handled>
  > = {
    'user/info': userInfo,
    'user/balance': userBalance,
    'transaction/bet': bet,
    'transaction/win': win,
    'transaction/rollback': rollback,
  };

  /** What a refusal answers: the user and request echoed, and the balance when it carries one. */
  function refusal(
    connection: VendorWalletRow,
    body: unknown,
    refused: ProtocolRefusal,
  ): VendorWalletAnswer {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const user = typeof fields.user === 'string' ? fields.user.slice(0, 100) : '';
    const requestUuid =
      typeof fields.request_uuid === 'string' ? fields.request_uuid.slice(0, 100) : '';
    const answer: VendorWalletAnswer = { user, status: refused.status, request_uuid: requestUuid };
    if (refused.balanceMinor !== undefined) {
      answer.currency = connection.currency;
      answer.balance = Number(refused.balanceMinor);
    }
    return answer;
  }

  return {
    wallet,
    rollbackInTransaction,

    /** The same connection by merchant id, for the in-house vendor in this process. */
    walletById(merchantId: string, vassalage: string) {
      return cached(`id:${merchantId}:${vassalage}`, () =>
        deps.repository.findWalletById(merchantId, vassalage),
      );
    },

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
              ? await balanceOf(connection, done.memberId, done.isPlayMoney)
              : Number(done.balanceMinor),
          ...done.extra,
        };
      } catch (error) {
        if (error instanceof ProtocolRefusal) return refusal(connection, body, error);
        throw error;
      }
    },

    /**
     * A bet or a win checked by the handler exactly as handle() checks it, made ready for SQL
     * that runs it with rows of its own (the in-house vendor's round: vendor_wallet_call()
     * inside house_play_round()); or the refusal the handler found already.
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
        for (const call of calls) if (call.playerAccountId === null) noteOpened(call);
      }
      return outcome;
    },

    /** Where and how a vendor's games open (seamless or transfer-wallet); read every 30 s. */
    async launchOf(merchantId: string, vassalage: string): Promise<VendorLaunchRow | undefined> {
      const key = `${merchantId}:${vassalage}`;
      const nowMs = deps.clock.now().getTime();
      const hit = launches.get(key);
      if (hit && nowMs - hit.loadedAtMs < walletCacheTtlMs) return hit.row;
      const row = await deps.repository.findLaunch(merchantId, vassalage);
      launches.set(key, { row, loadedAtMs: nowMs });
      return row;
    },

    /** Launch: a token for the vendor naming member, game and currency. */
    async openSession(values: {
      merchantId: string;
      memberId: string;
      vassalage: string;
      gameCode: string;
      currency: string;
      isPlayMoney: boolean;
    }): Promise<string> {
      const token = newToken();
      const now = deps.clock.now();
      await deps.repository.insertSession({
        ...values,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + gameSessionTtlMs),
      });
      return token;
    },

    /**
     * Connects a seamless vendor: stores its public key and makes our signing pair for it;
     * answers our public key (PEM) to hand to the vendor.
     */
    async connect(
      values: {
        merchantId: string;
        vassalage: string;
        vendorPublicKeyPem: string;
        launchUrlTemplate?: string | null;
        launchMode?: 'frame' | 'popup';
      },
      /** A caller's transaction, so the connection commits with its audit line. */
      executor?: Executor,
    ): Promise<string> {
      const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const operatorPublicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
      const stored = await deps.repository.insertWallet(
        {
          ...values,
          operatorPrivateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          operatorPublicKeyPem,
        },
        executor,
      );
      wallets.clear();
      launches.clear();
      return stored;
    },

    /**
     * Connects a transfer-wallet vendor: where its games open, no keys (it holds the money
     * members move to it and never calls the wallet).
     */
    async connectTransfer(
      values: {
        merchantId: string;
        vassalage: string;
        launchUrlTemplate: string;
        launchMode: 'frame' | 'popup';
      },
      executor?: Executor,
    ): Promise<void> {
      await deps.repository.insertTransferConnection(values, executor);
      launches.clear();
    },

    /** Sets how a connected vendor's games open; answers the mode before (undefined: none). */
    async setLaunchMode(
      merchantId: string,
      vassalage: string,
      launchMode: 'frame' | 'popup',
      executor: Executor,
    ): Promise<'frame' | 'popup' | undefined> {
      const before = await deps.repository.setLaunchMode(
        merchantId,
        vassalage,
        launchMode,
        executor,
      );
      launches.clear();
      return before;
    },
  };
}

export type VendorWalletService = ReturnType<typeof createVendorWalletService>;

/** A short fingerprint of a public key, for logs and the back office. */
export function keyFingerprint(publicKeyPem: string): string {
  return createHash('sha256').update(publicKeyPem).digest('hex').slice(0, 16);
}
