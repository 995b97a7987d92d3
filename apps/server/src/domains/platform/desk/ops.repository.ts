import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { OperatorActionCode, OperatorRole } from '@khela/contracts';
import type { Executor } from '../../../db/database';

/** Which entries of the action log to read: of one kind, about one target, before an id. */
export interface ActionLogFilter {
  target?: string | undefined;
  action?: OperatorActionCode | undefined;
  beforeId?: string | undefined;
}

/** What a desk knows of the merchant it works on. */
const deskMerchantColumns = [
  'id',
  'code',
  'name',
  'currency',
  'timezone as timeZone',
  'status',
] as const;

/** Whether the operator's authenticator is on. */
const hasTwoFactor = sql<boolean>`EXISTS (SELECT 1 FROM operator_two_factor AS t
  WHERE t.operator_id = operators.id AND t.enabled_at IS NOT NULL)`.as('hasTwoFactor');

/** SQL of operators and their sessions. */
export function createOpsRepository(db: Db) {
  return {
    findOperatorByUsername(username: string) {
      return db
        .selectFrom('operators')
        .leftJoin('merchants', 'merchants.id', 'operators.merchantId')
        .select(hasTwoFactor)
        .select([
          'operators.id',
          'operators.username',
          'operators.passwordHash',
          'operators.role',
          'operators.isActive',
          'operators.merchantId',
          'merchants.code as merchantCode',
        ])
        .where('operators.username', '=', username)
        .executeTakeFirst();
    },

    async insertSession(tokenHash: Buffer, operatorId: string, now: Date, expiresAt: Date) {
      await db
        .insertInto('operatorSessions')
        .values({ tokenHash, operatorId, createdAt: now, lastSeenAt: now, expiresAt })
        .execute();
    },

    /** Finds a live session and moves its idle clock in one statement. */
    touchSession(tokenHash: Buffer, now: Date, idleSince: Date) {
      return db
        .updateTable('operatorSessions')
        .set({ lastSeenAt: now })
        .where('tokenHash', '=', tokenHash)
        .where('expiresAt', '>', now)
        .where('lastSeenAt', '>', idleSince)
        .returning('operatorId')
        .executeTakeFirst();
    },

    findOperatorById(operatorId: string) {
      return db
        .selectFrom('operators')
        .leftJoin('merchants', 'merchants.id', 'operators.merchantId')
        .select(hasTwoFactor)
        .select([
          'operators.id',
          'operators.username',
          'operators.role',
          'operators.isActive',
          'merchants.code as merchantCode',
        ])
        .where('operators.id', '=', operatorId)
        .executeTakeFirst();
    },

    async deleteSession(tokenHash: Buffer): Promise<void> {
      await db.deleteFrom('operatorSessions').where('tokenHash', '=', tokenHash).execute();
    },

    /**
     * The recent failures of a username (since its last success) and of an address, each with
     * the time of the last one, for the sign-in throttle.
     */
    async signInFailures(username: string, address: string, since: Date) {
      const { rows } = await sql<{
        accountFailures: number;
        accountLastAt: Date | null;
        addressFailures: number;
        addressLastAt: Date | null;
      }>`
        WITH recent AS (
          SELECT username, address, outcome, created_at FROM operator_sign_ins
          WHERE created_at > ${since} AND (username = ${username} OR address = ${address})),
        account_success AS (
          SELECT max(created_at) AS at FROM recent
          WHERE username = ${username} AND outcome = 'success')
        SELECT
          count(*) FILTER (WHERE username = ${username} AND outcome = 'wrong'
            AND created_at > coalesce((SELECT at FROM account_success), '-infinity'))::int
            AS account_failures,
          max(created_at) FILTER (WHERE username = ${username} AND outcome = 'wrong')
            AS account_last_at,
          count(*) FILTER (WHERE address = ${address} AND outcome = 'wrong')::int
            AS address_failures,
          max(created_at) FILTER (WHERE address = ${address} AND outcome = 'wrong')
            AS address_last_at
        FROM recent`.execute(db);
      const row = rows[0];
      return {
        account: { count: row?.accountFailures ?? 0, lastAt: row?.accountLastAt ?? null },
        address: { count: row?.addressFailures ?? 0, lastAt: row?.addressLastAt ?? null },
      };
    },

    /** Records a sign-in attempt. */
    async recordSignIn(values: {
      username: string;
      operatorId: string | null;
      address: string;
      userAgent: string;
      outcome: 'success' | 'wrong' | 'throttled' | 'second_factor';
      now: Date;
    }) {
      await db
        .insertInto('operatorSignIns')
        .values({
          username: values.username,
          operatorId: values.operatorId,
          address: values.address,
          userAgent: values.userAgent,
          outcome: values.outcome,
          createdAt: values.now,
        })
        .execute();
    },

    /** Adds to the hash-chained action log (operator_actions_chain); in the caller's transaction. */
    async insertAction(
      values: {
        operatorId: string;
        merchantId: string | null;
        action: OperatorActionCode;
        target: string;
        detail: Record<string, unknown>;
        now: Date;
      },
      executor: Executor = db,
    ) {
      await executor
        .insertInto('operatorActions')
        .values({
          operatorId: values.operatorId,
          merchantId: values.merchantId,
          action: values.action,
          target: values.target,
          detail: JSON.stringify(values.detail),
          createdAt: values.now,
        })
        .execute();
    },

    /** Newest first, of one merchant (or all), optionally of one kind and about one target. */
    actions(scope: string | null, { target, action, beforeId }: ActionLogFilter) {
      let query = db
        .selectFrom('operatorActions')
        .innerJoin('operators', 'operators.id', 'operatorActions.operatorId')
        .leftJoin('merchants', 'merchants.id', 'operatorActions.merchantId')
        .select([
          'operatorActions.id',
          'operators.username as operator',
          'operatorActions.action',
          'operatorActions.target',
          'operatorActions.detail',
          'merchants.currency',
          'operatorActions.createdAt',
        ])
        .orderBy('operatorActions.id', 'desc')
        .limit(50);
      if (scope !== null) query = query.where('operatorActions.merchantId', '=', scope);
      if (target) query = query.where('operatorActions.target', '=', target);
      if (action) query = query.where('operatorActions.action', '=', action);
      if (beforeId) query = query.where('operatorActions.id', '<', beforeId);
      return query.execute();
    },

    operators(scope: string | null) {
      let query = db
        .selectFrom('operators')
        .leftJoin('merchants', 'merchants.id', 'operators.merchantId')
        .select(hasTwoFactor)
        .select([
          'operators.id',
          'operators.username',
          'operators.role',
          'operators.isActive',
          'operators.createdAt',
          'merchants.code as merchantCode',
        ])
        .orderBy('operators.id');
      if (scope !== null) query = query.where('operators.merchantId', '=', scope);
      return query.execute();
    },

    /** A new operator, or undefined when the username is taken. */
    async insertOperator(values: {
      merchantId: string | null;
      username: string;
      passwordHash: string;
      role: OperatorRole;
      now: Date;
    }) {
      const { now, ...operator } = values;
      const row = await db
        .insertInto('operators')
        .values({ ...operator, createdAt: now, passwordChangedAt: now })
        .onConflict((conflict) => conflict.column('username').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async updateOperator(
      id: string,
      scope: string | null,
      values: { role?: OperatorRole; isActive?: boolean; passwordHash?: string },
      now: Date,
    ) {
      let query = db
        .updateTable('operators')
        .set({ ...values, ...(values.passwordHash ? { passwordChangedAt: now } : {}) })
        .where('id', '=', id);
      if (scope !== null) query = query.where('merchantId', '=', scope);
      const row = await query.returning('id').executeTakeFirst();
      return row?.id;
    },

    /** Since when an operator has had its account and its present password. */
    credentialsSince(operatorId: string) {
      return db
        .selectFrom('operators')
        .select(['createdAt', 'passwordChangedAt'])
        .where('id', '=', operatorId)
        .executeTakeFirst();
    },

    async deleteSessionsOf(operatorId: string) {
      await db.deleteFrom('operatorSessions').where('operatorId', '=', operatorId).execute();
    },

    /** A merchant as the desks show it, by id or by code. */
    deskMerchant(key: { id: string } | { code: string }) {
      const query = db.selectFrom('merchants').select(deskMerchantColumns);
      return (
        'id' in key ? query.where('id', '=', key.id) : query.where('code', '=', key.code)
      ).executeTakeFirst();
    },

    /** Every merchant, by code (a platform operator's choice). */
    deskMerchants(limit: number) {
      return db
        .selectFrom('merchants')
        .select(deskMerchantColumns)
        .orderBy('code')
        .limit(limit)
        .execute();
    },

    async merchantIdOf(code: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('merchants')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirst();
      return row?.id;
    },
  };
}

export type OpsRepository = ReturnType<typeof createOpsRepository>;
