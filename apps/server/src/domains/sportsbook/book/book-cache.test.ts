import { describe, expect, it } from 'vitest';
import { createBookCache } from './book-cache';
import type { BookRepository, EventRow } from './book.repository';

function event(id: string, values: Partial<EventRow> = {}): EventRow {
  return {
    id,
    merchantId: '1',
    sport: 'football',
    competitionId: '7',
    competition: 'League',
    home: `Home ${id}`,
    away: `Away ${id}`,
    startsAt: new Date(`2030-01-01T1${id}:00:00Z`),
    status: 'scheduled',
    scoreHome: null,
    scoreAway: null,
    scoreDetail: null,
    feedRef: null,
    marketCount: 0,
    ...values,
  };
}

/** A repository over rows the test changes, counting whole reads and reads by id. */
function fakeRepository(rows: Map<string, EventRow>) {
  const reads = { whole: 0, byId: [] as string[][] };
  let gate: Promise<void> = Promise.resolve();
  const repository = {
    async openEvents() {
      reads.whole += 1;
      const snapshot = [...rows.values()];
      await gate;
      return snapshot.filter((row) => row.status !== 'ended');
    },
    async eventsById(ids: readonly string[]) {
      reads.byId.push([...ids]);
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
    async marketsOf() {
      return [];
    },
  } as unknown as BookRepository;
  return { repository, reads, hold: (until: Promise<void>) => (gate = until) };
}

describe('the book held in memory', () => {
  it('reads a book whole once, then only the events a change names', async () => {
    const rows = new Map([['1', event('1')]]);
    const { repository, reads } = fakeRepository(rows);
    const cache = createBookCache({ repository, nowMs: () => 0 });
    expect((await cache.book('1', 'sports')).events.map((row) => row.id)).toEqual(['1']);
    rows.set('2', event('2'));
    rows.set('1', event('1', { status: 'ended' }));
    cache.changed(['1', '2']);
    expect((await cache.book('1', 'sports')).events.map((row) => row.id)).toEqual(['2']);
    expect(reads).toEqual({ whole: 1, byId: [['1', '2']] });
    // Another merchant's event, or one of the other book, is not this book's.
    rows.set('3', event('3', { merchantId: '2' }));
    rows.set('4', event('4', { sport: 'cs2' }));
    cache.changed(['3', '4']);
    expect((await cache.book('1', 'sports')).events.map((row) => row.id)).toEqual(['2']);
  });

  it('answers the book held while an old one is read again, then the new one', async () => {
    const rows = new Map([['1', event('1')]]);
    const { repository, reads, hold } = fakeRepository(rows);
    let nowMs = 0;
    const cache = createBookCache({ repository, nowMs: () => nowMs });
    await cache.book('1', 'sports');
    let release = () => {};
    hold(new Promise<void>((resolve) => (release = resolve)));
    rows.set('2', event('2'));
    nowMs = 61_000;
    // The reading starts (with 1 and 2), and an event changes meanwhile.
    expect((await cache.book('1', 'sports')).events.map((row) => row.id)).toEqual(['1']);
    rows.set('3', event('3'));
    cache.changed(['3']);
    expect((await cache.book('1', 'sports')).events.map((row) => row.id)).toEqual(['1', '3']);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The new book, with the change heard while it was read.
    expect((await cache.book('1', 'sports')).events.map((row) => row.id)).toEqual(['1', '2', '3']);
    expect(reads.whole).toBe(2);
  });

  it('forgets everything when a notice may have been lost', async () => {
    const rows = new Map([['1', event('1')]]);
    const { repository, reads } = fakeRepository(rows);
    const cache = createBookCache({ repository, nowMs: () => 0 });
    await cache.book('1', 'sports');
    rows.set('2', event('2'));
    cache.forget();
    expect((await cache.book('1', 'sports')).events.map((row) => row.id)).toEqual(['1', '2']);
    expect(reads.whole).toBe(2);
  });
});
