import type { Db } from '../../../db/database';
import type { FeedbackTable } from '../../../db/schema';

/** SQL of feedback. */
export function createFeedbackRepository(db: Db) {
  return {
    async insert(values: Omit<FeedbackTable, 'id' | 'createdAt'>): Promise<void> {
      await db.insertInto('feedback').values(values).execute();
    },

    count(merchantId: string): Promise<number> {
      return db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('merchantId', '=', merchantId)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count));
    },

    /** One page of a merchant's feedback, newest first, with the member's username. */
    page(merchantId: string, offset: number, limit: number) {
      return db
        .selectFrom('feedback')
        .leftJoin('members', 'members.id', 'feedback.memberId')
        .select([
          'feedback.id',
          'feedback.content',
          'feedback.language',
          'feedback.ip',
          'feedback.createdAt',
          'members.username',
        ])
        .where('feedback.merchantId', '=', merchantId)
        .orderBy('feedback.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
