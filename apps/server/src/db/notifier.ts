import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Tells every server which things changed on a channel (tables, sports events): their ids
 * gathered for `windowMs` and sent as one comma-separated NOTIFY; each server's listener wakes
 * what watches them (server.ts).
 */
export function createIdNotifier(
  db: Db,
  channel: string,
  onError: (error: unknown) => void,
  windowMs: number,
) {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    timer = undefined;
    const ids = [...pending];
    pending.clear();
    if (ids.length > 0) await sql`SELECT pg_notify(${channel}, ${ids.join(',')})`.execute(db);
  }

  return {
    changed(ids: readonly string[]) {
      for (const id of ids) pending.add(id);
      timer ??= setTimeout(() => void flush().catch(onError), windowMs);
    },
    async close(): Promise<void> {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}

export type IdNotifier = ReturnType<typeof createIdNotifier>;
