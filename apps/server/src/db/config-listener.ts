import pg from 'pg';

const reconnectDelayMs = 1000;

/**
 * Listens for configuration changes (NOTIFY khela_config) and calls onChange. Reconnects
 * after a lost connection and calls onChange then too, since a notice may have been missed.
 */
export function listenForConfigChanges(
  url: string,
  onChange: () => void,
  log: (m: string) => void,
) {
  let client: pg.Client | undefined;
  let isStopped = false;

  async function connect(): Promise<void> {
    if (isStopped) return;
    const next = new pg.Client({ connectionString: url, application_name: 'khela-listener' });
    next.on('notification', () => onChange());
    next.on('error', (error) => {
      log(`config listener lost its connection: ${error.message}`);
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      onChange();
      setTimeout(() => void connect().catch(() => undefined), reconnectDelayMs).unref();
    });
    await next.connect();
    await next.query('LISTEN khela_config');
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
