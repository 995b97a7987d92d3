import { sql, type Selectable } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { GameSessionsTable, VendorTransactionKind } from '../../../db/schema';
import { callVendorWallet, runEmbedding, type VendorCallValues } from './vendor-wallet.calls';

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

/** SQL of the vendor wallet protocol: connections, sessions, vendor calls and rounds. */
export function createVendorWalletRepository(db: Db) {
  /** A vendor's seamless connections with their keys (a transfer-wallet vendor has none). */
  const seamlessConnections = (vassalage: string) =>
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
      .where('w.vassalage', '=', vassalage)
      .where('w.vendorPublicKeyPem', 'is not', null);

  return {
    /** A seamless vendor of a merchant (by the merchant's code) with its keys. */
    async findWallet(merchantCode: string, vassalage: string) {
      return seamlessConnections(vassalage)
        .where('m.code', '=', merchantCode)
        .executeTakeFirst() as Promise<VendorWalletRow | undefined>;
    },

    /** The same connection by merchant id (the in-house vendor calls in process). */
    async findWalletById(merchantId: string, vassalage: string) {
      return seamlessConnections(vassalage)
        .where('w.merchantId', '=', merchantId)
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

    /** The launch addresses of a merchant's vendors whose games open in the site's frame. */
    async framedLaunches(merchantId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('vendorWallets')
        .select('launchUrlTemplate')
        .where('merchantId', '=', merchantId)
        .where('launchMode', '=', 'frame')
        .where('launchUrlTemplate', 'is not', null)
        .execute();
      return rows.flatMap((row) => (row.launchUrlTemplate ? [row.launchUrlTemplate] : []));
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
    call: (values: VendorCallValues) => callVendorWallet(db, values),

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
