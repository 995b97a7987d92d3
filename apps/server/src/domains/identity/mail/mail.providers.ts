import nodemailer from 'nodemailer';

/** A carrier of e-mail. */
export interface MailProvider {
  name: string;
  /** Sends one message; throws when the server refuses it. */
  send(message: {
    to: string;
    subject: string;
    text: string;
  }): Promise<{ status: 'stored' | 'sent'; providerRef: string | null }>;
}

/** The default: messages are only kept in the outbox (the back office and tests read them). */
export const outboxMailProvider: MailProvider = {
  name: 'outbox',
  send: async () => ({ status: 'stored', providerRef: null }),
};

/** SMTP through nodemailer: `smtp://user:pass@host:587` or `smtps://…`. */
export function createSmtpMailProvider(options: { url: string; from: string }): MailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      return { status: 'sent', providerRef: info.messageId ?? null };
    },
  };
}

/** The provider chosen by the environment (MAIL_PROVIDER=outbox|smtp). */
export function mailProviderFromEnv(env: NodeJS.ProcessEnv = process.env): MailProvider {
  if (env.MAIL_PROVIDER !== 'smtp') return outboxMailProvider;
  if (!env.SMTP_URL) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL');
  return createSmtpMailProvider({
    url: env.SMTP_URL,
    from: env.MAIL_FROM ?? 'Khela <no-reply@localhost>',
  });
}
