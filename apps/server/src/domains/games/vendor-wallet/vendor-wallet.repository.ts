import { sql, type Selectable } from 'kysely';
import { poolOf, type Db } from '../../../db/database';
import type { GameSessionsTable, VendorTransactionKind } from '../../../db/schema';
import type { Executor } from '../../../db/database';

/** A seamless vendor's connection as the protocol needs it. */
export interface VendorWalletRow {
  merchantId: string;
  currency: string;
  vassalage: string;
  vendorPublicKeyPem: string;
  operatorPrivateKeyPem: string;
  /** Where its games open ({token}, {game}, {lang}, {currency}, {user}); null: not launchable. */
  launchUrlTemplate: string | null;
}

/** Where and how a connected vendor's games open (a transfer-wallet vendor's too). */
export interface VendorLaunchRow {
  launchUrlTemplate: string | null;
  launchMode: 'frame' | 'popup';
}

/** A launch's game session. */
export type GameSessionRow = Selectable<GameSessionsTable>;

/** One recorded vendor call. */
export interface VendorTransactionRow {
  id: string;
  kind: VendorTransactionKind;
  memberId: string;
  round: string | null;
  gameCode: string | null;
  currency: string;
  amountMinor: string;
  referenceTransactionUuid: string | null;
  rolledBackBy: string | null;
}

const transactionColumns = [
  'id',
  'kind',
  'memberId',
  'round',
  'gameCode',
  'currency',
  'amountMinor',
  'referenceTransactionUuid',
  'rolledBackBy',
] as const;

/** A bet or a win as vendor_wallet_call() takes it. */
export interface VendorCallValues {
  kind: 'bet' | 'win';
  merchantId: string;
  vassalage: string;
  transactionUuid: string;
  memberId: string;
  amountMinor: bigint;
  currency: string;
  round: string;
  gameCode: string;
  referenceTransactionUuid: string | null;
  supplierTransactionId: string | null;
  isFree: boolean;
  isRoundClosed: boolean;
  isPlayMoney: boolean;
  /**
   * The member's account and the house's when the caller knows them; null: the call finds them
   * (opening a missing one) once nothing refuses it.
   */
  playerAccountId: string | null;
  houseAccountId: string | null;
  /** A protocol status to refuse with if the call is new (a repeat answers regardless). */
  refusal: string | null;
  now: Date;
}

/** What vendor_wallet_call() answered (a refusal raises SQLSTATE KH001 instead). */
export interface VendorCallRow {
  outcome: 'new' | 'repeat';
  /** The player account's balance after the call (null when no account was named). */
  balanceMinor: string | null;
  /** Members whose balances moved. */
  movedMemberIds: string[] | null;
}

/** The SQLSTATE with which vendor_wallet_call() refuses; the message is the status. */
const vendorRefusalSqlState = 'KH001';

/** How many fields the vendor_call type has. */
const vendorCallFieldCount = 19;

/** A call's fields in the order of the vendor_call type, for `ROW(…)::vendor_call`. */
function vendorCallParameters(values: VendorCallValues): unknown[] {
  return [
    values.kind,
    values.merchantId,
    values.vassalage,
    values.transactionUuid,
    values.memberId,
    values.amountMinor.toString(),
    values.currency,
    values.round,
    values.gameCode,
    values.referenceTransactionUuid,
    values.supplierTransactionId,
    values.isFree,
    values.isRoundClosed,
    values.isPlayMoney,
    values.playerAccountId,
    values.houseAccountId,
    values.refusal,
    values.now,
    // is_round_by_caller: set by a caller that records the round itself (house_play_round).
    null,
  ];
}

/** `ROW($from, …, $from + 18)::vendor_call`. */
function vendorCallRow(from: number): string {
  const places = Array.from({ length: vendorCallFieldCount }, (_, index) => `$${from + index}`);
  return `ROW(${places.join(', ')})::vendor_call`;
}

/**
 * Vendor calls as another statement embeds them: their parameters, to follow the statement's
 * own, and the SQL of each call's row once the position of its first parameter is known.
 */
export interface VendorCallsInSql {
  parameters: unknown[];
  /** `ROW($n, …)::vendor_call` of each call, the first one's parameters starting at $first. */
  rowsFrom(first: number): string[];
}

/** The calls spelled for a statement of another domain's (see VendorCallsInSql). */
export function vendorCallsInSql(calls: VendorCallValues[]): VendorCallsInSql {
  return {
    parameters: calls.flatMap(vendorCallParameters),
    rowsFrom: (first) =>
      calls.map((_, index) => vendorCallRow(first + index * vendorCallFieldCount)),
  };
}

/** A refusal vendor_wallet_call() raised: the protocol status and the balance it carries. */
export interface VendorRefusal {
  kind: 'refused';
  status: string;
  balanceMinor: bigint | undefined;
}

/** The refusal vendor_wallet_call() raised, when an error is one. */
function vendorRefusalOf(error: unknown): VendorRefusal | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, detail } = error as {
    code?: unknown;
    message?: unknown;
    detail?: unknown;
  };
  if (code !== vendorRefusalSqlState || typeof message !== 'string') return undefined;
  return {
    kind: 'refused',
    status: message,
    balanceMinor: typeof detail === 'string' ? BigInt(detail) : undefined,
  };
}

/**
 * Runs a statement that embeds vendor calls (this domain's or another's): a vendor refusal it
 * raised is answered as such; any other failure is the statement's own.
 */
async function runEmbedding<T>(
  statement: () => Promise<T>,
): Promise<{ kind: 'done'; row: T } | VendorRefusal> {
  try {
    return { kind: 'done', row: await statement() };
  } catch (error) {
    const refusal = vendorRefusalOf(error);
    if (refusal) return refusal;
    throw error;
  }
}

const callStatement = {
  name: 'vendor_wallet_call',
  text: `SELECT outcome, balance_minor AS "balanceMinor", moved_member_ids AS "movedMemberIds"
    FROM vendor_wallet_call(${vendorCallRow(1)})`,
};

/** SQL of the vendor wallet protocol: connections, sessions, vendor calls and rounds. */
export function createVendorWalletRepository(db: Db) {
  return {
    /** A seamless vendor of a merchant (by the merchant's code) with its keys. */
    async findWallet(merchantCode: string, vassalage: string) {
      return (
        db
          .selectFrom('vendorWallets as w')
          .innerJoin('merchants as m', 'm.id', 'w.merchantId')
          .select([
            'w.merchantId',
            'm.currency',
            'w.vassalage',
            'w.vendorPublicKeyPem',
            'w.operatorPrivateKeyPem',
            'w.launchUrlTemplate',
          ])
          .where('m.code', '=', merchantCode)
          .where('w.vassalage', '=', vassalage)
          // A transfer-wallet vendor's connection has no keys: it never calls the wallet.
          .where('w.vendorPublicKeyPem', 'is not', null)
          .executeTakeFirst() as Promise<VendorWalletRow | undefined>
      );
    },

    /** The same connection by merchant id (the in-house vendor calls in process). */
    async findWalletById(merchantId: string, vassalage: string) {
      return db
        .selectFrom('vendorWallets as w')
        .innerJoin('merchants as m', 'm.id', 'w.merchantId')
        .select([
          'w.merchantId',
          'm.currency',
          'w.vassalage',
          'w.vendorPublicKeyPem',
          'w.operatorPrivateKeyPem',
          'w.launchUrlTemplate',
        ])
        .where('w.merchantId', '=', merchantId)
        .where('w.vassalage', '=', vassalage)
        .where('w.vendorPublicKeyPem', 'is not', null)
        .executeTakeFirst() as Promise<VendorWalletRow | undefined>;
    },

    /** Where and how a vendor's games open, seamless or transfer-wallet. */
    findLaunch(merchantId: string, vassalage: string): Promise<VendorLaunchRow | undefined> {
      return db
        .selectFrom('vendorWallets')
        .select(['launchUrlTemplate', 'launchMode'])
        .where('merchantId', '=', merchantId)
        .where('vassalage', '=', vassalage)
        .executeTakeFirst();
    },

    /**
     * Stores a transfer-wallet vendor's connection (a launch address, no keys); a known one
     * takes the new address and mode.
     */
    async insertTransferConnection(
      values: {
        merchantId: string;
        vassalage: string;
        launchUrlTemplate: string;
        launchMode: 'frame' | 'popup';
      },
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .insertInto('vendorWallets')
        .values(values)
        .onConflict((conflict) =>
          conflict
            .columns(['merchantId', 'vassalage'])
            .doUpdateSet({
              launchUrlTemplate: values.launchUrlTemplate,
              launchMode: values.launchMode,
            })
            .where('vendorWallets.vendorPublicKeyPem', 'is', null),
        )
        .execute();
    },

    /** Sets how a vendor's games open; answers the mode before, or undefined: no connection. */
    async setLaunchMode(
      merchantId: string,
      vassalage: string,
      launchMode: 'frame' | 'popup',
      executor: Executor,
    ): Promise<'frame' | 'popup' | undefined> {
      const before = await executor
        .selectFrom('vendorWallets')
        .select('launchMode')
        .where('merchantId', '=', merchantId)
        .where('vassalage', '=', vassalage)
        .forUpdate()
        .executeTakeFirst();
      if (!before) return undefined;
      await executor
        .updateTable('vendorWallets')
        .set({ launchMode })
        .where('merchantId', '=', merchantId)
        .where('vassalage', '=', vassalage)
        .execute();
      return before.launchMode;
    },

    /**
     * Stores a connection; a known one only takes the vendor's new key and keeps our pair.
     * Answers our public key as stored.
     */
    async insertWallet(
      values: {
        merchantId: string;
        vassalage: string;
        vendorPublicKeyPem: string;
        operatorPrivateKeyPem: string;
        operatorPublicKeyPem: string;
        launchUrlTemplate?: string | null;
        launchMode?: 'frame' | 'popup';
      },
      executor: Executor = db,
    ): Promise<string> {
      const row = await executor
        .insertInto('vendorWallets')
        .values(values)
        .onConflict((conflict) =>
          conflict.columns(['merchantId', 'vassalage']).doUpdateSet({
            vendorPublicKeyPem: values.vendorPublicKeyPem,
            launchUrlTemplate: values.launchUrlTemplate ?? null,
            ...(values.launchMode ? { launchMode: values.launchMode } : {}),
          }),
        )
        .returning('operatorPublicKeyPem')
        .executeTakeFirstOrThrow();
      if (row.operatorPublicKeyPem === null) {
        throw new Error(`the connection of ${values.vassalage} has no keys after connecting`);
      }
      return row.operatorPublicKeyPem;
    },

    findMember(merchantId: string, username: string, executor: Executor = db) {
      return executor
        .selectFrom('members')
        .select(['id', 'username', 'status', 'isAgent', 'nickname'])
        .where('merchantId', '=', merchantId)
        .where('username', '=', username)
        .executeTakeFirst();
    },

    findSession(tokenHash: Buffer, executor: Executor = db) {
      return executor
        .selectFrom('gameSessions')
        .selectAll()
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },

    async insertSession(values: {
      tokenHash: Buffer;
      merchantId: string;
      memberId: string;
      vassalage: string;
      gameCode: string;
      currency: string;
      isPlayMoney: boolean;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db.insertInto('gameSessions').values(values).execute();
    },

    /** A recorded call; `isLocked` holds its row until the caller's transaction ends. */
    async findTransaction(
      key: { merchantId: string; vassalage: string; transactionUuid: string },
      executor: Executor = db,
      isLocked = false,
    ): Promise<VendorTransactionRow | undefined> {
      const query = executor
        .selectFrom('vendorTransactions')
        .select(transactionColumns)
        .where('merchantId', '=', key.merchantId)
        .where('vassalage', '=', key.vassalage)
        .where('transactionUuid', '=', key.transactionUuid);
      return (isLocked ? query.forUpdate() : query).executeTakeFirst();
    },

    /** Records a call; answers its id, or undefined when the uuid was already recorded. */
    async insertTransaction(
      values: {
        merchantId: string;
        vassalage: string;
        transactionUuid: string;
        kind: VendorTransactionKind;
        memberId: string;
        round: string | null;
        gameCode: string | null;
        currency: string;
        amountMinor: bigint;
        referenceTransactionUuid: string | null;
        supplierTransactionId: string | null;
        isFree: boolean;
        transferId: string | null;
      },
      executor: Executor,
    ): Promise<string | undefined> {
      const row = await executor
        .insertInto('vendorTransactions')
        .values({ ...values, amountMinor: values.amountMinor.toString() })
        .onConflict((conflict) =>
          conflict.columns(['merchantId', 'vassalage', 'transactionUuid']).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async setTransfer(id: string, transferId: string, executor: Executor) {
      await executor
        .updateTable('vendorTransactions')
        .set({ transferId })
        .where('id', '=', id)
        .where('transferId', 'is', null)
        .execute();
    },

    /** Marks a bet refunded by a rollback, once; answers whether this call did it. */
    async markRolledBack(betId: string, rollbackId: string, executor: Executor) {
      const result = await executor
        .updateTable('vendorTransactions')
        .set({ rolledBackBy: rollbackId })
        .where('id', '=', betId)
        .where('rolledBackBy', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * A bet or a win in one statement: recorded, checked, money moved, round updated; or the
     * refusal it raised.
     */
    call(values: VendorCallValues): Promise<{ kind: 'done'; row: VendorCallRow } | VendorRefusal> {
      return runEmbedding(async () => {
        const parameters = vendorCallParameters(values);
        // One round trip, prepared once per connection.
        const pool = poolOf(db);
        if (!pool) throw new Error('the database was not opened by createDatabase');
        const { rows } = await pool.query<VendorCallRow>({ ...callStatement, values: parameters });
        const row = rows[0];
        if (!row) throw new Error('vendor_wallet_call answered nothing');
        return row;
      });
    },

    runEmbedding,

    /** Takes a refunded stake off its round. */
    async refundFromRound(
      values: {
        merchantId: string;
        vassalage: string;
        round: string;
        memberId: string;
        stakeMinor: bigint;
        isClosed: boolean;
        now: Date;
      },
      executor: Executor,
    ) {
      await sql`UPDATE game_rounds SET stake_minor = stake_minor - ${values.stakeMinor.toString()},
          is_closed = is_closed OR ${values.isClosed},
          closed_at = coalesce(closed_at, CASE WHEN ${values.isClosed} THEN ${values.now}::timestamptz END)
        WHERE merchant_id = ${values.merchantId} AND vassalage = ${values.vassalage}
          AND round = ${values.round} AND member_id = ${values.memberId}`.execute(executor);
    },
  };
}

export type VendorWalletRepository = ReturnType<typeof createVendorWalletRepository>;
