import type { Db } from '../../db/database';
import type { MediaTable } from '../../db/schema';
import type { Executor } from '../ledger/ledger.repository';

/** A merchant's listing shows at most this many pictures of a purpose, newest first. */
const listMax = 200;

/** SQL of uploaded pictures. */
export function createMediaRepository(db: Db) {
  return {
    async insert(
      trx: Executor,
      values: Omit<MediaTable, 'id' | 'createdAt'>,
    ): Promise<{ id: string; createdAt: Date }> {
      return trx
        .insertInto('media')
        .values(values)
        .returning(['id', 'createdAt'])
        .executeTakeFirstOrThrow();
    },

    list(merchantId: string, purpose: MediaTable['purpose']) {
      return db
        .selectFrom('media')
        .select([
          'id',
          'purpose',
          'contentType',
          'width',
          'height',
          'sha256',
          'createdAt',
          (eb) => eb.fn<number>('length', ['bytes']).as('size'),
        ])
        .where('merchantId', '=', merchantId)
        .where('purpose', '=', purpose)
        .orderBy('id', 'desc')
        .limit(listMax)
        .execute();
    },

    /** A picture's bytes, for serving. */
    find(id: string) {
      return db
        .selectFrom('media')
        .select(['contentType', 'bytes', 'sha256'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
