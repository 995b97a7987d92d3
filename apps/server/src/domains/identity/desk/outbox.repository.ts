import type { Db } from '../../../db/database';

/** How many of the newest messages the outbox page shows. */
const shownMax = 100;

/** The messages the outbox provider kept (never those a real carrier sent). */
export function createOutboxRepository(db: Db) {
  return {
    sms(to: string | undefined) {
      let query = db
        .selectFrom('smsOutbox')
        .innerJoin('merchants', 'merchants.id', 'smsOutbox.merchantId')
        .select([
          'smsOutbox.id',
          'merchants.code as merchantCode',
          'smsOutbox.recipient',
          'smsOutbox.body',
          'smsOutbox.createdAt',
        ])
        .where('smsOutbox.provider', '=', 'outbox');
      if (to) query = query.where('smsOutbox.recipient', 'like', `%${escapeLike(to)}%`);
      return query.orderBy('smsOutbox.id', 'desc').limit(shownMax).execute();
    },

    mail(to: string | undefined) {
      let query = db
        .selectFrom('mailOutbox')
        .innerJoin('merchants', 'merchants.id', 'mailOutbox.merchantId')
        .select([
          'mailOutbox.id',
          'merchants.code as merchantCode',
          'mailOutbox.recipient',
          'mailOutbox.subject',
          'mailOutbox.bodyText as body',
          'mailOutbox.createdAt',
        ])
        .where('mailOutbox.provider', '=', 'outbox');
      if (to) query = query.where('mailOutbox.recipient', 'ilike', `%${escapeLike(to)}%`);
      return query.orderBy('mailOutbox.id', 'desc').limit(shownMax).execute();
    },
  };
}

/** A text matched literally inside LIKE (its % and _ are not wildcards). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
