import type { Db } from '../../../db/database';

/** SQL of the e-mail outbox. */
export function createMailRepository(db: Db) {
  return {
    async insertOutbox(values: {
      merchantId: string;
      recipient: string;
      subject: string;
      bodyText: string;
      provider: string;
      status: 'stored' | 'sent' | 'failed';
      providerRef: string | null;
      error: string | null;
      createdAt: Date;
    }): Promise<void> {
      await db.insertInto('mailOutbox').values(values).execute();
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
