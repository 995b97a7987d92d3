import { bookOfSport, type SportCode, type SportsbookBook } from '@khela/contracts';
import { sportsOfBook } from '../sportsbook.rules';
import {
  mainMarketKinds,
  type BookRepository,
  type EventRow,
  type MarketRow,
} from './book.repository';

/** A book's open events as its lists read them, and each one's main market. */
export interface BookEntry {
  /** Scheduled, live or suspended, by start then id (as the repository orders them). */
  events: EventRow[];
  main: Map<string, MarketRow>;
  /** Answers made of this state, by the query that asked (dropped with each change). */
  answers: Map<string, string>;
}

/** A book read whole again this often, whatever was heard: a notice lost is not lost long. */
const maxAgeMs = 60_000;

/** Each event's main market: a match winner of the whole match, open or suspended. */
export function mainMarkets(markets: MarketRow[]): Map<string, MarketRow> {
  const main = new Map<string, MarketRow>();
  for (const market of markets) {
    if (market.period !== null || !mainMarketKinds.includes(market.kind)) continue;
    const chosen = main.get(market.eventId);
    if (!chosen || mainMarketKinds.indexOf(market.kind) < mainMarketKinds.indexOf(chosen.kind)) {
      main.set(market.eventId, market);
    }
  }
  return main;
}

const isOpen = (event: EventRow) =>
  event.status === 'scheduled' || event.status === 'live' || event.status === 'suspended';

const byStart = (a: EventRow, b: EventRow) =>
  a.startsAt.getTime() - b.startsAt.getTime() || Number(a.id) - Number(b.id);

/**
 * The books' lobbies in memory, one per merchant and book: read whole once, then kept current
 * event by event from the changes this server makes and the khela_sports notices of the others
 * (a list of thousands of events is otherwise read and built anew for every player who opens
 * the lobby). A change re-reads only the events it names, before the next list is answered.
 */
export function createBookCache(deps: { repository: BookRepository; nowMs: () => number }) {
  const { repository } = deps;
  const entries = new Map<
    string,
    { entry: Promise<BookEntry>; loadedAtMs: number; isReloading?: boolean }
  >();
  /** Events changed since the lists last read them. */
  const pending = new Set<string>();
  /** Events changed while a whole book was being read (that read may predate them). */
  const duringLoads = new Set<Set<string>>();
  let refreshing: Promise<void> | undefined;
  /** Moves on when everything is forgotten: a reading begun before does not come back. */
  let generation = 0;

  async function load(merchantId: string, book: SportsbookBook): Promise<BookEntry> {
    const missed = new Set<string>();
    duringLoads.add(missed);
    try {
      const events = await repository.openEvents(merchantId, sportsOfBook(book));
      const markets = await repository.marketsOf(
        events.map((event) => event.id),
        { kinds: mainMarketKinds, isOpenOnly: true },
      );
      return { events, main: mainMarkets(markets), answers: new Map() };
    } finally {
      duringLoads.delete(missed);
      for (const id of missed) pending.add(id);
    }
  }

  /** The changed events read once and put in (or taken out of) every book held. */
  async function refresh(): Promise<void> {
    const ids = [...pending];
    pending.clear();
    const read = await Promise.all([
      repository.eventsById(ids),
      repository.marketsOf(ids, { kinds: mainMarketKinds, isOpenOnly: true }),
    ]).catch((error: unknown) => {
      for (const id of ids) pending.add(id);
      throw error;
    });
    const [rows, markets] = read;
    const main = mainMarkets(markets);
    const changed = new Set(ids);
    for (const [key, held] of entries) {
      const entry = await held.entry.catch(() => undefined);
      if (!entry) continue;
      const [merchantId, book] = key.split(':');
      const added = rows.filter(
        (row) =>
          row.merchantId === merchantId &&
          bookOfSport(row.sport as SportCode) === book &&
          isOpen(row),
      );
      const kept = entry.events.filter((event) => !changed.has(event.id));
      if (kept.length === entry.events.length && added.length === 0) continue;
      entry.events = [...kept, ...added].sort(byStart);
      for (const id of ids) entry.main.delete(id);
      for (const row of added) {
        const market = main.get(row.id);
        if (market) entry.main.set(row.id, market);
      }
      entry.answers.clear();
    }
  }

  return {
    /** A merchant's book as it stands after every change heard so far. */
    async book(merchantId: string, book: SportsbookBook): Promise<BookEntry> {
      // A read already under way may have started before the latest changes: then one more.
      if (refreshing) await refreshing.catch(() => undefined);
      if (pending.size > 0) {
        refreshing ??= refresh().finally(() => (refreshing = undefined));
        await refreshing;
      }
      const key = `${merchantId}:${book}`;
      const held = entries.get(key);
      if (held) {
        // Old: read whole again beside, the book held answering meanwhile (the changes heard
        // during that read are read again into the new one).
        if (deps.nowMs() - held.loadedAtMs >= maxAgeMs && !held.isReloading) {
          held.isReloading = true;
          const began = generation;
          const next = load(merchantId, book);
          next.then(
            () => {
              if (generation === began) entries.set(key, { entry: next, loadedAtMs: deps.nowMs() });
            },
            () => (held.isReloading = false),
          );
        }
        return held.entry;
      }
      const entry = load(merchantId, book);
      entries.set(key, { entry, loadedAtMs: deps.nowMs() });
      entry.catch(() => {
        if (entries.get(key)?.entry === entry) entries.delete(key);
      });
      return entry;
    },

    /** These events changed (here, or on another server as its notice says). */
    changed(eventIds: readonly string[]): void {
      for (const id of eventIds) {
        pending.add(id);
        for (const missed of duringLoads) missed.add(id);
      }
    },

    /** A notice may have been lost: everything is read anew. */
    forget(): void {
      generation += 1;
      entries.clear();
    },
  };
}

export type BookCache = ReturnType<typeof createBookCache>;
