import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Changes are gathered this long, then told in one NOTIFY (after their commits, usually). */
const windowMs = 50;
/** A transaction that moved money is told again this much later, in case it committed late. */
const lateCommitMs = 1_000;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes and more. */
const payloadBytesMax = 7_000;
/** The key of a member's messages is the member's key with this after it. */
export const messageSuffix = ':message';

/**
 * Tells every instance whose balances moved (`merchant:member` keys) or who got a message
 * (`merchant:member:message`): keys gathered for a moment and sent as one comma-separated
 * NOTIFY khela_balance outside the money transactions, so money commits never wait on
 * PostgreSQL's notification lock. Instances hear it by LISTEN (db/listener.ts) and wake the
 * members' streams.
 */
export function createBalanceNotifier(db: Db, onError: (error: unknown) => void) {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    timer = undefined;
    const keys = [...pending];
    pending.clear();
    let payload = '';
    const send = async () => {
      if (payload) await sql`SELECT pg_notify('khela_balance', ${payload})`.execute(db);
      payload = '';
    };
    for (const key of keys) {
      if (payload.length + key.length + 1 > payloadBytesMax) await send();
      payload = payload ? `${payload},${key}` : key;
    }
    await send();
  }

  function add(keys: string[]) {
    for (const key of keys) pending.add(key);
    timer ??= setTimeout(() => void flush().catch(onError), windowMs);
  }

  function tell(keys: string[], isInTransaction: boolean) {
    add(keys);
    if (isInTransaction) setTimeout(() => add(keys), lateCommitMs).unref();
  }

  return {
    /**
     * Members whose balances moved. A move inside a caller's transaction may commit later
     * than the first notice (a decision waiting on a lock): it is told again a moment after.
     */
    changed(merchantId: string, memberIds: string[], isInTransaction = false) {
      tell(
        memberIds.map((memberId) => `${merchantId}:${memberId}`),
        isInTransaction,
      );
    },
    /** A member got a platform message (told again a moment later, as moves are). */
    messaged(merchantId: string, memberId: string, isInTransaction = false) {
      tell([`${merchantId}:${memberId}${messageSuffix}`], isInTransaction);
    },
    /** Sends what is pending now (at shutdown). */
    async close(): Promise<void> {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}

export type BalanceNotifier = ReturnType<typeof createBalanceNotifier>;
