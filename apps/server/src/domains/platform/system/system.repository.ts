import type { Db } from '../../../db/database';

/** SQL of the system endpoints that are not part of the cached merchant configuration. */
export function createSystemRepository(db: Db) {
  return {
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
