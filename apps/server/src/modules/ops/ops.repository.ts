import type { Db } from '../../db/database';

/** SQL of operators and their sessions. */
export function createOpsRepository(db: Db) {
  return {
    findOperatorByUsername(username: string) {
      return db
        .selectFrom('operators')
        .leftJoin('merchants', 'merchants.id', 'operators.merchantId')
        .select([
          'operators.id',
          'operators.username',
          'operators.passwordHash',
          'operators.role',
          'operators.isActive',
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
