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

  let delayMs = reconnectDelayMs;

  /** After a lost connection: try again, waiting longer each time (up to a minute). */
  function reconnect(): void {
    if (isStopped) return;
    setTimeout(() => {
      connect().then(
        () => {
          delayMs = reconnectDelayMs;
          // Notices sent while nobody listened are lost: every channel catches up now.
          for (const channel of Object.values(channels)) channel.onMissed();
        },
        (error: unknown) => {
          log(`listener could not reconnect: ${String(error)}`);
          delayMs = Math.min(delayMs * 2, 60_000);
          reconnect();
        },
      );
    }, delayMs).unref();
  }

  async function connect(): Promise<void> {
    if (isStopped) return;
    const next = new pg.Client({ connectionString: url, application_name: 'khela-listener' });
    next.on('notification', (message) => {
      channels[message.channel]?.onNotify(message.payload ?? '');
    });
    const lost = (reason: string) => {
      if (client !== next) return;
      client = undefined;
      log(`listener lost its connection: ${reason}`);
      void next.end().catch(() => undefined);
      reconnect();
    };
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('ended'));
    try {
      await next.connect();
      for (const name of Object.keys(channels)) await next.query(`LISTEN ${name}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  }

  return {
    start: connect,
    async stop(): Promise<void> {
      isStopped = true;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
