import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** SQL of the agent tree as transfers between members see it. */
export function createTransferRepository(db: Db) {
  return {
    username(merchantId: string, memberId: string) {
      return db
        .selectFrom('members')
        .select(['id', 'username', 'status'])
        .where('merchantId', '=', merchantId)
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    byUsername(merchantId: string, username: string) {
      return db
        .selectFrom('members')
        .select(['id', 'username', 'status', 'isAgent'])
        .where('merchantId', '=', merchantId)
        .where('username', '=', username)
        .executeTakeFirst();
    },

    async directDownlineCount(merchantId: string, memberId: string): Promise<number> {
      const row = await db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('merchantId', '=', merchantId)
        .where('uplineId', '=', memberId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Whether `ancestorId` is somewhere above `memberId` in its merchant's tree. */
    async isAbove(merchantId: string, ancestorId: string, memberId: string): Promise<boolean> {
      const { rows } = await sql<{ found: boolean }>`
        WITH RECURSIVE chain(id, depth) AS (
          SELECT upline_id, 1 FROM members WHERE merchant_id = ${merchantId} AND id = ${memberId}
          UNION ALL
          SELECT m.upline_id, chain.depth + 1 FROM members m JOIN chain ON m.id = chain.id
          WHERE m.merchant_id = ${merchantId} AND chain.depth < 64)
        SELECT EXISTS (SELECT 1 FROM chain WHERE id = ${ancestorId}) AS found`.execute(db);
      return rows[0]?.found === true;
    },
  };
}

export type TransferRepository = ReturnType<typeof createTransferRepository>;
