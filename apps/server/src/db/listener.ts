import pg from 'pg';

const reconnectDelayMs = 1000;

/** What arrives on each channel; `onMissed` runs after a reconnect, when notices may be lost. */
export interface Channel {
  onNotify: (payload: string) => void;
  onMissed: () => void;
}

/**
 * One connection listening on PostgreSQL channels (NOTIFY khela_config, khela_balance, ...):
 * every instance hears every change. Reconnects after a lost connection and tells each
 * channel it may have missed notices.
 */
export function listenForNotifications(
  url: string,
  channels: Record<string, Channel>,
  log: (m: string) => void,
) {
  let client: pg.Client | undefined;
  let isStopped = false;

  async function connect(): Promise<void> {
    if (isStopped) return;
    const next = new pg.Client({ connectionString: url, application_name: 'khela-listener' });
    next.on('notification', (message) => {
      channels[message.channel]?.onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      log(`listener lost its connection: ${error.message}`);
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      for (const channel of Object.values(channels)) channel.onMissed();
      setTimeout(() => void connect().catch(() => undefined), reconnectDelayMs).unref();
    });
    await next.connect();
    for (const name of Object.keys(channels)) await next.query(`LISTEN ${name}`);
    client = next;
  }

  return {
    start: connect,
    async stop(): Promise<void> {
      isStopped = true;
      await client?.end().catch(() => undefined);
    },
  };
}
