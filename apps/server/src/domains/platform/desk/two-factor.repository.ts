import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** SQL of operators' authenticators and recovery codes. */
export function createTwoFactorRepository(db: Db) {
  return {
    /** An operator's authenticator: its secret, whether it is on, the last step taken. */
    find(operatorId: string) {
      return db
        .selectFrom('operatorTwoFactor')
        .select(['secret', 'enabledAt', 'lastStep'])
        .where('operatorId', '=', operatorId)
        .executeTakeFirst();
    },

    /** Keeps a new secret awaiting its first code, unless the authenticator is already on. */
    async savePending(operatorId: string, secret: Buffer, now: Date): Promise<boolean> {
      const row = await db
        .insertInto('operatorTwoFactor')
        .values({ operatorId, secret, createdAt: now })
        .onConflict((conflict) =>
          conflict
            .column('operatorId')
            .doUpdateSet({ secret, createdAt: now, lastStep: '0' })
            .where('operatorTwoFactor.enabledAt', 'is', null),
        )
        .returning('operatorId')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Takes a code's step: true only when the step is later than every step taken before, so a
     * code is never accepted twice, even by two requests at once. `enabled` says whether the
     * authenticator must be on (sign-in) or still pending (its confirmation, which turns it on).
     */
    async takeStep(operatorId: string, step: number, now: Date, enabled: boolean) {
      const { rows } = await sql<{ operatorId: string }>`
        UPDATE operator_two_factor
        SET last_step = ${step}, enabled_at = coalesce(enabled_at, ${now})
        WHERE operator_id = ${operatorId} AND last_step < ${step}
          AND (enabled_at IS NOT NULL) = ${enabled}
        RETURNING operator_id`.execute(db);
      return rows.length > 0;
    },

    /** Replaces an operator's recovery codes. */
    async replaceRecoveryCodes(operatorId: string, hashes: Buffer[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('operatorRecoveryCodes')
          .where('operatorId', '=', operatorId)
          .execute();
        await trx
          .insertInto('operatorRecoveryCodes')
          .values(hashes.map((codeHash) => ({ operatorId, codeHash })))
          .execute();
      });
    },

    /** Uses an unused recovery code once; true when there was one. */
    async useRecoveryCode(operatorId: string, codeHash: Buffer, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('operatorRecoveryCodes')
        .set({ usedAt: now })
        .where('operatorId', '=', operatorId)
        .where('codeHash', '=', codeHash)
        .where('usedAt', 'is', null)
        .returning('operatorId')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** How many recovery codes an operator has left. */
    async recoveryCodesLeft(operatorId: string): Promise<number> {
      const row = await db
        .selectFrom('operatorRecoveryCodes')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('operatorId', '=', operatorId)
        .where('usedAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Takes an operator's authenticator and recovery codes off. */
    async remove(operatorId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('operatorRecoveryCodes')
          .where('operatorId', '=', operatorId)
          .execute();
        await trx.deleteFrom('operatorTwoFactor').where('operatorId', '=', operatorId).execute();
      });
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
