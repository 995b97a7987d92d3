import type { Clock } from '../../../lib/clock';
import { deliverAndRecord } from '../../../lib/delivery';
import type { RequestContext } from '../../../plugins/context';
import type { MailProvider } from './mail.providers';
import type { MailRepository } from './mail.repository';

/** Sends e-mail through the provider; every message is recorded in the outbox. */
export function createMailService(deps: {
  repository: MailRepository;
  provider: MailProvider;
  clock: Clock;
}) {
  return {
    async send(
      context: RequestContext,
      message: { to: string; subject: string; text: string },
    ): Promise<void> {
      const base = {
        merchantId: context.merchant.id,
        recipient: message.to,
        subject: message.subject,
        bodyText: message.text,
        provider: deps.provider.name,
        createdAt: deps.clock.now(),
      };
      await deliverAndRecord(
        () => deps.provider.send(message),
        (outcome) => deps.repository.insertOutbox({ ...base, ...outcome }),
        'mail_send_failed',
      );
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
