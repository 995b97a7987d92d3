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
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { Executor } from '../ledger/ledger.repository';
import type { LedgerService } from '../ledger/ledger.service';
import type {
  GameSessionRow,
  VendorTransactionRow,
  VendorWalletRepository,
  VendorWalletRow,
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
  constructor(readonly status: VendorWalletStatus) {
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

/** The identifying fields of a call; a repeat must match them all (rule 2). */
function isSameCall(
  row: VendorTransactionRow,
  call: {
    kind: string;
    memberId: string;
    amountMinor: bigint;
    currency: string;
    round: string;
    gameCode: string;
    reference: string | null;
  },
): boolean {
  return (
    row.kind === call.kind &&
    row.memberId === call.memberId &&
    BigInt(row.amountMinor) === call.amountMinor &&
    row.currency === call.currency &&
    row.round === call.round &&
    row.gameCode === call.gameCode &&
    row.referenceTransactionUuid === call.reference
  );
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

  // Game sessions never change once written, so a found one is kept a while (expiry is still
  // checked against the clock on every bet).
  const sessions = new Map<string, { row: GameSessionRow; loadedAtMs: number }>();

  async function findSession(
    token: string,
    executor?: Executor,
  ): Promise<GameSessionRow | undefined> {
    const nowMs = deps.clock.now().getTime();
    const hit = sessions.get(token);
    if (hit && nowMs - hit.loadedAtMs < sessionCacheTtlMs) return hit.row;
    const row = await deps.repository.findSession(hashToken(token), executor);
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
    executor?: Executor,
  ): Promise<{ player: string; house: string }> {
    const { merchantId, currency } = connection;
    const player = await deps.ledger.account(
      { merchantId, kind: isPlayMoney ? 'play_money' : 'player', memberId, currency },
      executor,
    );
    const purpose = isPlayMoney ? 'play_money' : 'games';
    const house = await deps.ledger.houseAccount(merchantId, purpose, currency, memberId, executor);
    return { player, house };
  }

  async function balanceOf(
    connection: VendorWalletRow,
    memberId: string,
    isPlayMoney: boolean,
    executor?: Executor,
  ): Promise<number> {
    const rows = await deps.ledger.memberBalances(connection.merchantId, memberId, executor);
    const kind = isPlayMoney ? 'play_money' : 'player';
    const row = rows.find(
      (candidate) =>
        candidate.kind === kind &&
        candidate.purpose === '' &&
        candidate.currency === connection.currency,
    );
    return Number(row?.balanceMinor ?? 0);
  }

  async function member(connection: VendorWalletRow, username: string, executor?: Executor) {
    const found = await deps.repository.findMember(connection.merchantId, username, executor);
    if (!found) throw new ProtocolRefusal('RS_ERROR_INVALID_TOKEN');
    return found;
  }

  /** The game session of a token; bets also need it unexpired. */
  async function session(
    connection: VendorWalletRow,
    token: string,
    memberId: string,
    isExpiryChecked: boolean,
    executor?: Executor,
  ) {
    const found = await findSession(token, executor);
    if (
      !found ||
      found.merchantId !== connection.merchantId ||
      found.vassalage !== connection.vassalage ||
      found.memberId !== memberId
    ) {
      throw new ProtocolRefusal('RS_ERROR_INVALID_TOKEN');
    }
    if (isExpiryChecked && found.expiresAt.getTime() <= deps.clock.now().getTime()) {
      throw new ProtocolRefusal('RS_ERROR_TOKEN_EXPIRED');
    }
    return found;
  }

  /** A repeat of a recorded uuid: the same call answers OK, anything else is a duplicate. */
  function answerRepeat(
    existing: VendorTransactionRow,
    call: Parameters<typeof isSameCall>[1],
  ): void {
    if (!isSameCall(existing, call)) throw new ProtocolRefusal('RS_ERROR_DUPLICATE_TRANSACTION');
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
    const game = await session(connection, request.token, found.id, false);
    return { memberId: found.id, isPlayMoney: game.isPlayMoney };
  }

  async function bet(connection: VendorWalletRow, body: unknown, executor?: Executor) {
    const request: VendorBetRequest = parse(vendorBetRequestSchema, body);
    const found = await member(connection, request.user, executor);
    const amountMinor = BigInt(request.amount);
    const call = {
      kind: 'bet',
      memberId: found.id,
      amountMinor,
      currency: request.currency,
      round: request.round,
      gameCode: request.game_code,
      reference: null,
    };
    const key = {
      merchantId: connection.merchantId,
      vassalage: connection.vassalage,
      transactionUuid: request.transaction_uuid,
    };
    const existing = await deps.repository.findTransaction(key, executor);
    if (existing) {
      answerRepeat(existing, call);
      const game = await findSession(request.token, executor);
      return { memberId: found.id, isPlayMoney: game?.isPlayMoney ?? false };
    }
    const game = await session(connection, request.token, found.id, true, executor);
    if (found.status !== 'active') throw new ProtocolRefusal('RS_ERROR_USER_DISABLED');
    if (request.currency !== connection.currency || game.currency !== request.currency) {
      throw new ProtocolRefusal('RS_ERROR_WRONG_CURRENCY');
    }
    const listed = await deps.repository.findGame(
      connection.merchantId,
      connection.vassalage,
      request.game_code,
      executor,
    );
    if (!listed || listed.status !== 'active') throw new ProtocolRefusal('RS_ERROR_INVALID_GAME');
    const { player, house } = await accounts(connection, found.id, game.isPlayMoney, executor);
    const balanceMinor = await record(connection, request, executor, {
      kind: 'bet',
      memberId: found.id,
      amountMinor,
      reference: null,
      move: amountMinor > 0n ? { from: player, to: house, kind: 'bet' } : undefined,
      playerAccountId: player,
      round: { stakeMinor: amountMinor, payoutMinor: 0n },
      isPlayMoney: game.isPlayMoney,
      repeatOf: call,
    });
    return { memberId: found.id, isPlayMoney: game.isPlayMoney, balanceMinor };
  }

  /**
   * Records a call and moves its money in one transaction. A uuid recorded meanwhile by a
   * racing request answers as a repeat; a refused debit leaves nothing behind.
   */
  async function record(
    connection: VendorWalletRow,
    request: VendorBetRequest | VendorWinRequest,
    executor: Executor | undefined,
    values: {
      kind: 'bet' | 'win';
      memberId: string;
      amountMinor: bigint;
      reference: string | null;
      move: { from: string; to: string; kind: string } | undefined;
      /** The member's account, whose balance after the move the answer reports. */
      playerAccountId: string;
      round: { stakeMinor: bigint; payoutMinor: bigint };
      isPlayMoney: boolean;
      repeatOf: Parameters<typeof isSameCall>[1];
      /** Checks inside the transaction, after the row is recorded (a win's bet). */
      check?: (trx: Executor) => Promise<void>;
    },
  ): Promise<bigint | undefined> {
    const key = {
      merchantId: connection.merchantId,
      vassalage: connection.vassalage,
      transactionUuid: request.transaction_uuid,
    };
    let balanceMinor: bigint | undefined;
    const inTransaction = async (trx: Executor) => {
      const id = await deps.repository.insertTransaction(
        {
          ...key,
          kind: values.kind,
          memberId: values.memberId,
          round: request.round,
          gameCode: request.game_code,
          currency: request.currency,
          amountMinor: values.amountMinor,
          referenceTransactionUuid: values.reference,
          supplierTransactionId: request.supplier_transaction_id ?? null,
          isFree: request.is_free ?? false,
          transferId: null,
        },
        trx,
      );
      if (id === undefined) return true;
      await values.check?.(trx);
      if (values.move) {
        const moved = await deps.ledger.transfer(
          {
            merchantId: connection.merchantId,
            debitAccountId: values.move.from,
            creditAccountId: values.move.to,
            amountMinor: values.amountMinor,
            kind: values.move.kind,
            reference: `vendor:${connection.vassalage}:${request.round}`,
            idempotencyKey: `vendor-wallet:${connection.merchantId}:${connection.vassalage}:${request.transaction_uuid}`,
          },
          trx,
        );
        await deps.repository.setTransfer(id, moved.transferId, trx);
        balanceMinor =
          values.move.from === values.playerAccountId
            ? moved.debitBalanceAfter
            : moved.creditBalanceAfter;
      }
      await deps.repository.addToRound(
        {
          merchantId: connection.merchantId,
          vassalage: connection.vassalage,
          round: request.round,
          memberId: values.memberId,
          gameCode: request.game_code,
          currency: request.currency,
          ...values.round,
          isClosed: request.round_closed ?? false,
          isPlayMoney: values.isPlayMoney,
          now: deps.clock.now(),
        },
        trx,
      );
      return false;
    };
    // In a caller's transaction (the in-house vendor's round) the call commits with it.
    const isRepeat = executor
      ? await inTransaction(executor)
      : await deps.db.transaction().execute(inTransaction);
    if (isRepeat) {
      const existing = await deps.repository.findTransaction(key, executor);
      if (!existing) throw new Error('a recorded vendor transaction vanished');
      answerRepeat(existing, values.repeatOf);
    }
    return balanceMinor;
  }

  async function win(connection: VendorWalletRow, body: unknown, executor?: Executor) {
    const request: VendorWinRequest = parse(vendorWinRequestSchema, body);
    const found = await member(connection, request.user, executor);
    if (request.currency !== connection.currency) {
      throw new ProtocolRefusal('RS_ERROR_WRONG_CURRENCY');
    }
    const amountMinor = BigInt(request.amount);
    const call = {
      kind: 'win',
      memberId: found.id,
      amountMinor,
      currency: request.currency,
      round: request.round,
      gameCode: request.game_code,
      reference: request.reference_transaction_uuid,
    };
    const key = {
      merchantId: connection.merchantId,
      vassalage: connection.vassalage,
      transactionUuid: request.transaction_uuid,
    };
    const existing = await deps.repository.findTransaction(key, executor);
    if (existing) {
      answerRepeat(existing, call);
      return {
        memberId: found.id,
        isPlayMoney: await isPlayMoneyBet(connection, request, executor),
      };
    }
    const isPlayMoney = await isPlayMoneyBet(connection, request, executor);
    const { player, house } = await accounts(connection, found.id, isPlayMoney, executor);
    const balanceMinor = await record(connection, request, executor, {
      kind: 'win',
      memberId: found.id,
      amountMinor,
      reference: request.reference_transaction_uuid,
      move: amountMinor > 0n ? { from: house, to: player, kind: 'win' } : undefined,
      playerAccountId: player,
      round: { stakeMinor: 0n, payoutMinor: amountMinor },
      isPlayMoney,
      repeatOf: call,
      check: async (trx) => {
        // The bet is held until this commits, so a racing rollback waits or goes first.
        const referenced = await deps.repository.findTransaction(
          { ...key, transactionUuid: request.reference_transaction_uuid },
          trx,
          true,
        );
        if (
          !referenced ||
          referenced.kind !== 'bet' ||
          referenced.memberId !== found.id ||
          referenced.rolledBackBy !== null
        ) {
          throw new ProtocolRefusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        }
      },
    });
    return { memberId: found.id, isPlayMoney, balanceMinor };
  }

  /** Whether the bet a call refers to was played with play money (its launch said so). */
  async function isPlayMoneyBet(
    connection: VendorWalletRow,
    request: { token: string },
    executor?: Executor,
  ) {
    const game = await findSession(request.token, executor);
    return game?.merchantId === connection.merchantId ? game.isPlayMoney : false;
  }

  async function rollback(connection: VendorWalletRow, body: unknown) {
    const request: VendorRollbackRequest = parse(vendorRollbackRequestSchema, body);
    const found = await member(connection, request.user);
    const isPlayMoney = await isPlayMoneyBet(connection, request);
    const key = { merchantId: connection.merchantId, vassalage: connection.vassalage };
    const { player, house } = await accounts(connection, found.id, isPlayMoney);
    await deps.db.transaction().execute(async (trx) => {
      const id = await deps.repository.insertTransaction(
        {
          ...key,
          transactionUuid: request.transaction_uuid,
          kind: 'rollback',
          memberId: found.id,
          round: request.round,
          gameCode: request.game_code,
          currency: connection.currency,
          amountMinor: 0n,
          referenceTransactionUuid: request.reference_transaction_uuid,
          supplierTransactionId: request.supplier_transaction_id ?? null,
          isFree: false,
          transferId: null,
        },
        trx,
      );
      // A repeated rollback is OK and refunds nothing more.
      if (id === undefined) return;
      const referenced = await deps.repository.findTransaction(
        { ...key, transactionUuid: request.reference_transaction_uuid },
        trx,
        true,
      );
      if (!referenced) {
        const tombstone = await deps.repository.insertTransaction(
          {
            ...key,
            transactionUuid: request.reference_transaction_uuid,
            kind: 'tombstone',
            memberId: found.id,
            round: request.round,
            gameCode: request.game_code,
            currency: connection.currency,
            amountMinor: 0n,
            referenceTransactionUuid: null,
            supplierTransactionId: null,
            isFree: false,
            transferId: null,
          },
          trx,
        );
        // The bet arrived meanwhile: the vendor retries the rollback, which then finds it.
        if (tombstone === undefined) throw new ProtocolRefusal('RS_ERROR_UNKNOWN');
        return;
      }
      if (referenced.kind !== 'bet' || referenced.memberId !== found.id) {
        throw new ProtocolRefusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      }
      if (!(await deps.repository.markRolledBack(referenced.id, id, trx))) return;
      const amountMinor = BigInt(referenced.amountMinor);
      if (amountMinor > 0n) {
        const moved = await deps.ledger.transfer(
          {
            merchantId: connection.merchantId,
            debitAccountId: house,
            creditAccountId: player,
            amountMinor,
            kind: 'bet_rollback',
            reference: `vendor:${connection.vassalage}:${request.round}`,
            idempotencyKey: `vendor-wallet:${connection.merchantId}:${connection.vassalage}:refund:${referenced.id}`,
          },
          trx,
        );
        await deps.repository.setTransfer(id, moved.transferId, trx);
      }
      await deps.repository.refundFromRound(
        {
          ...key,
          round: referenced.round ?? request.round,
          memberId: found.id,
          stakeMinor: amountMinor,
          isClosed: request.round_closed ?? false,
          now: deps.clock.now(),
        },
        trx,
      );
    });
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
    (connection: VendorWalletRow, body: unknown, executor?: Executor) => Promise<Handled>
  > = {
    'user/info': userInfo,
    'user/balance': userBalance,
    'transaction/bet': bet,
    'transaction/win': win,
    'transaction/rollback': rollback,
  };

  /** What a refusal answers: the user and request echoed, the balance when it is known. */
  async function refusal(
    connection: VendorWalletRow,
    body: unknown,
    status: VendorWalletStatus,
    executor?: Executor,
  ): Promise<VendorWalletAnswer> {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const user = typeof fields.user === 'string' ? fields.user.slice(0, 100) : '';
    const requestUuid =
      typeof fields.request_uuid === 'string' ? fields.request_uuid.slice(0, 100) : '';
    const answer: VendorWalletAnswer = { user, status, request_uuid: requestUuid };
    // Not enough money carries the real balance, so the vendor can show it.
    if (status === 'RS_ERROR_NOT_ENOUGH_MONEY' && user) {
      const found = await deps.repository.findMember(connection.merchantId, user, executor);
      const isPlayMoney =
        typeof fields.token === 'string' &&
        (await isPlayMoneyBet(connection, { token: fields.token }, executor));
      if (found) {
        answer.currency = connection.currency;
        answer.balance = await balanceOf(connection, found.id, isPlayMoney, executor);
      }
    }
    return answer;
  }

  return {
    wallet,

    /** The same connection by merchant id, for the in-house vendor in this process. */
    walletById(merchantId: string, vassalage: string) {
      return cached(`id:${merchantId}:${vassalage}`, () =>
        deps.repository.findWalletById(merchantId, vassalage),
      );
    },

    /**
     * Answers one protocol call on a connection. `body` is the parsed JSON (its signature,
     * when it came over the network, was checked by the caller). With `executor` a bet or win
     * records and moves money inside the caller's transaction (the in-house vendor's round):
     * the same checks, and a refusal leaves the caller to roll back.
     */
    async handle(
      connection: VendorWalletRow,
      call: VendorCall,
      body: unknown,
      executor?: Executor,
    ): Promise<VendorWalletAnswer> {
      try {
        const done = await handlers[call](connection, body, executor);
        const fields = body as { user: string; request_uuid: string };
        return {
          user: fields.user,
          status: 'RS_OK',
          request_uuid: fields.request_uuid,
          currency: connection.currency,
          balance:
            done.balanceMinor === undefined
              ? await balanceOf(connection, done.memberId, done.isPlayMoney, executor)
              : Number(done.balanceMinor),
          ...done.extra,
        };
      } catch (error) {
        if (error instanceof ProtocolRefusal) {
          return refusal(connection, body, error.status, executor);
        }
        if (error instanceof AppError && error.code === 'insufficient_balance') {
          return refusal(connection, body, 'RS_ERROR_NOT_ENOUGH_MONEY', executor);
        }
        throw error;
      }
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
      return stored;
    },
  };
}

export type VendorWalletService = ReturnType<typeof createVendorWalletService>;

/** A short fingerprint of a public key, for logs and the back office. */
export function keyFingerprint(publicKeyPem: string): string {
  return createHash('sha256').update(publicKeyPem).digest('hex').slice(0, 16);
}
