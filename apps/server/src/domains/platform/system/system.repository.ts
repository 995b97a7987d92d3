import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** SQL of the system endpoints that are not part of the cached merchant configuration. */
export function createSystemRepository(db: Db) {
  return {
    /** Whether the database answers a trivial query (readiness). */
    async isReachable(): Promise<boolean> {
      try {
        await sql`SELECT 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },

    helpArticles(merchantId: string, language: string) {
      return db
        .selectFrom('helpArticles')
        .select(['id', 'category', 'slug', 'title', 'content'])
        .where('merchantId', '=', merchantId)
        .where('language', '=', language)
        .where('isPublished', '=', true)
        .orderBy('sortOrder')
        .orderBy('id')
        .execute();
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
