/** A carrier of text messages. */
export interface SmsProvider {
  name: string;
  /** Sends one message; throws when the carrier refuses it. */
  send(message: {
    to: string;
    body: string;
  }): Promise<{ status: 'stored' | 'sent'; providerRef: string | null }>;
}

/** The default: messages are only kept in the outbox (the back office and tests read them). */
export const outboxSmsProvider: SmsProvider = {
  name: 'outbox',
  send: async () => ({ status: 'stored', providerRef: null }),
};

const httpTimeoutMs = 10_000;

/**
 * A generic HTTP SMS gateway: POST {to, text, sender} as JSON with a bearer token; any 2xx is
 * accepted and an `id` (or `messageId`) in the answer is kept as the provider's reference.
 */
export function createHttpSmsProvider(options: {
  url: string;
  token: string;
  sender: string;
}): SmsProvider {
  return {
    name: 'http',
    async send(message) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ to: message.to, text: message.body, sender: options.sender }),
        signal: AbortSignal.timeout(httpTimeoutMs),
      });
      if (!response.ok) throw new Error(`gateway answered ${response.status}`);
      const answer = (await response.json().catch(() => ({}))) as {
        id?: unknown;
        messageId?: unknown;
      };
      const reference = answer.id ?? answer.messageId;
      return { status: 'sent', providerRef: reference === undefined ? null : String(reference) };
    },
  };
}

/** The provider chosen by the environment (SMS_PROVIDER=outbox|http). */
export function smsProviderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsProvider {
  if (env.SMS_PROVIDER !== 'http') return outboxSmsProvider;
  if (!env.SMS_HTTP_URL || !env.SMS_HTTP_TOKEN) {
    throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL and SMS_HTTP_TOKEN');
  }
  return createHttpSmsProvider({
    url: env.SMS_HTTP_URL,
    token: env.SMS_HTTP_TOKEN,
    sender: env.SMS_SENDER ?? 'Khela',
  });
}
