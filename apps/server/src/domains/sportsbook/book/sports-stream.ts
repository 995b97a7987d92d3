import type { SportsChange, SportsbookBook } from '@khela/contracts';
import type { StreamWrite } from '../../../plugins/event-stream';

/** An event's change as the lobby (its main market) and its own page (every market) see it. */
export interface EventChange {
  merchantId: string;
  book: SportsbookBook;
  /** For the event's page: every market still shown. */
  full: SportsChange;
  /** For the book's lobby: the main market only. */
  main: SportsChange;
}

const resync = Buffer.from('event: resync\ndata: {}\n\n');

function encode(change: SportsChange): Buffer {
  return Buffer.from(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
}

/**
 * The book's live streams on this server: players watch a book's lobby or one event; a change
 * of an event is read once (not once per player) and the same bytes written to everyone
 * watching it, in the lobby or on its page.
 */
export function createSportsStream(deps: {
  changeOf: (eventId: string) => Promise<EventChange | undefined>;
  onError: (error: unknown) => void;
}) {
  const topics = new Map<string, Set<StreamWrite>>();
  const busy = new Map<string, boolean>();

  function write(topic: string, event: Buffer) {
    for (const client of topics.get(topic) ?? []) client(event);
  }

  async function tell(eventId: string): Promise<void> {
    if (busy.has(eventId)) {
      busy.set(eventId, true);
      return;
    }
    busy.set(eventId, false);
    try {
      do {
        busy.set(eventId, false);
        const change = await deps.changeOf(eventId);
        if (!change) continue;
        const ofEvent = eventTopic(change.merchantId, eventId);
        const ofBook = bookTopic(change.merchantId, change.book);
        if (topics.has(ofEvent)) write(ofEvent, encode(change.full));
        if (topics.has(ofBook)) write(ofBook, encode(change.main));
      } while (busy.get(eventId));
    } catch (error) {
      deps.onError(error);
    } finally {
      busy.delete(eventId);
    }
  }

  return {
    /** Writes every change of the topic's events to `write`; answers the unsubscribe. */
    subscribe(topic: string, client: StreamWrite): () => void {
      const clients = topics.get(topic) ?? new Set<StreamWrite>();
      topics.set(topic, clients);
      clients.add(client);
      return () => {
        clients.delete(client);
        if (clients.size === 0 && topics.get(topic) === clients) topics.delete(topic);
      };
    },

    /** NOTIFY khela_sports: the events named changed. */
    publish(payload: string): void {
      if (topics.size === 0) return;
      for (const id of payload.split(',')) if (id) void tell(id);
    },

    /** After a lost listener: every client reads its lobby or event again. */
    publishAll(): void {
      for (const topic of topics.keys()) write(topic, resync);
    },

    watchers: () => [...topics.values()].reduce((sum, clients) => sum + clients.size, 0),
  };
}

export type SportsStream = ReturnType<typeof createSportsStream>;

export function bookTopic(merchantId: string, book: SportsbookBook) {
  return `book:${merchantId}:${book}`;
}

export function eventTopic(merchantId: string, eventId: string) {
  return `event:${merchantId}:${eventId}`;
}
