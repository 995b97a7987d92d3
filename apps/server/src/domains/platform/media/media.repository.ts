import type { Db } from '../../../db/database';
import type { MediaTable, MediaVariantsTable } from '../../../db/schema';
import type { Executor } from '../../../db/database';

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

    /** What a picture is, without its bytes. */
    findHead(id: string) {
      return db
        .selectFrom('media')
        .select(['contentType', 'sha256', 'width'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** A narrower version made before, if any. */
    findVariant(mediaId: string, width: number) {
      return db
        .selectFrom('mediaVariants')
        .select(['bytes'])
        .where('mediaId', '=', mediaId)
        .where('width', '=', width)
        .executeTakeFirst();
    },

    /** Keeps a narrower version; two pages asking at once both made the same one. */
    async insertVariant(values: Omit<MediaVariantsTable, 'createdAt'>): Promise<void> {
      await db
        .insertInto('mediaVariants')
        .values(values)
        .onConflict((conflict) => conflict.columns(['mediaId', 'width']).doNothing())
        .execute();
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
