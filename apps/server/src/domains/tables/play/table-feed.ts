import type { Db } from '../../../db/database';
import { createIdNotifier, type IdNotifier } from '../../../db/notifier';
import type { StreamWrite } from '../../../plugins/event-stream';

/**
 * Tells every server which tables changed (a round's step, new stakes): one NOTIFY khela_tables
 * with the table ids of a moment (100 ms: stakes come in bursts while betting is open); each
 * server's listener wakes its feed (server.ts).
 */
export function createTablesNotifier(db: Db, onError: (error: unknown) => void) {
  return createIdNotifier(db, 'khela_tables', onError, 100);
}

export type TablesNotifier = IdNotifier;

interface Watched {
  clients: Set<StreamWrite>;
  isLoading: boolean;
  isDirty: boolean;
  /** The last state event written, for a player who joins meanwhile. */
  last: Buffer | undefined;
}

/**
 * The tables' state streams of this server: each watched table's state read once per change
 * (not once per player) and the same event written to every player at it.
 */
export function createTableFeed(deps: {
  /** A table's state as its event's data. */
  stateOf: (tableId: string) => Promise<unknown>;
  onError: (error: unknown) => void;
}) {
  const tables = new Map<string, Watched>();

  async function refresh(tableId: string): Promise<void> {
    const watched = tables.get(tableId);
    if (!watched) return;
    if (watched.isLoading) {
      watched.isDirty = true;
      return;
    }
    watched.isLoading = true;
    try {
      do {
        watched.isDirty = false;
        // Encoded once: thousands of players get the same bytes.
        const event = Buffer.from(
          `event: state\ndata: ${JSON.stringify(await deps.stateOf(tableId))}\n\n`,
        );
        watched.last = event;
        for (const write of watched.clients) write(event);
      } while (watched.isDirty);
    } catch (error) {
      deps.onError(error);
    } finally {
      watched.isLoading = false;
    }
  }

  return {
    /** Writes the table's state to `write` now and on every change; answers the unsubscribe. */
    subscribe(tableId: string, write: StreamWrite): () => void {
      let watched = tables.get(tableId);
      if (!watched) {
        watched = { clients: new Set(), isLoading: false, isDirty: false, last: undefined };
        tables.set(tableId, watched);
      }
      watched.clients.add(write);
      if (watched.last) write(watched.last);
      else void refresh(tableId);
      const own = watched;
      return () => {
        own.clients.delete(write);
        if (own.clients.size === 0 && tables.get(tableId) === own) tables.delete(tableId);
      };
    },

    /** NOTIFY khela_tables: the tables named changed. */
    publish(payload: string): void {
      for (const id of payload.split(',')) if (tables.has(id)) void refresh(id);
    },

    /** After a lost listener: every watched table is read again. */
    publishAll(): void {
      for (const id of tables.keys()) void refresh(id);
    },

    watchers: () => [...tables.values()].reduce((sum, watched) => sum + watched.clients.size, 0),
  };
}

export type TableFeed = ReturnType<typeof createTableFeed>;
