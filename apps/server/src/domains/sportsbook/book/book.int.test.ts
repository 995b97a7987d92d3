import { answerSchema, eventListSchema, type EventList } from '@khela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookRepository } from './book.repository';
import { eventChangeOf } from './views';
import {
  app,
  db,
  desk,
  footballEvent,
  host,
  notices,
  setUpBook,
  site,
  tearDownBook,
} from '../sportsbook.fixture';

beforeAll(setUpBook);
afterAll(tearDownBook);

const list = async (query = 'book=sports') =>
  (await site<EventList>('GET', `/events?${query}`)).body.value;

const homeOddsIn = (listed: EventList, eventId: string) =>
  listed.events
    .find((event) => event.id === eventId)
    ?.mainMarket?.selections.find((selection) => selection.key === 'home')?.odds;

describe('the lobby list', () => {
  it('answers what its schema says, only the book asked for', async () => {
    const event = await footballEvent();
    const answer = await app.inject({
      url: '/sportsbook/api/events?book=sports',
      headers: { host },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const parsed = answerSchema(eventListSchema).parse(answer.json());
    expect(parsed.value.events.map((listed) => listed.id)).toContain(event.id);
    expect(parsed.value.events.find((listed) => listed.id === event.id)).toMatchObject({
      home: 'Dhaka Tigers',
      marketCount: 1,
      mainMarket: { kind: 'matchWinner2', status: 'open' },
    });
    expect(parsed.value.sports).toContainEqual({ sport: 'football', live: 0, upcoming: 1 });
    expect((await list('book=esports')).events).toEqual([]);
  });

  it('shows a console change at once: odds moved, an event added, one cancelled', async () => {
    const event = await footballEvent(7_200_000, 'Rajshahi Royals');
    const market = event.markets[0]!;
    const home = market.selections.find((selection) => selection.key === 'home')!;
    expect(homeOddsIn(await list(), event.id)).toBe(2000);
    const moved = await desk('PATCH', `/markets/${market.id}`, {
      odds: [{ selectionId: home.id, odds: 2150 }],
    });
    expect(moved.status).toBe(200);
    expect(homeOddsIn(await list(), event.id)).toBe(2150);
    expect(homeOddsIn(await list('book=sports&sport=football&state=upcoming'), event.id)).toBe(
      2150,
    );

    const added = await footballEvent(9_000_000, 'Sylhet Strikers');
    expect((await list()).events.map((listed) => listed.id)).toContain(added.id);
    const cancelled = await desk('PATCH', `/events/${added.id}`, {
      status: 'cancelled',
      reason: 'Rain',
    });
    expect(cancelled.status).toBe(200);
    expect((await list()).events.map((listed) => listed.id)).not.toContain(added.id);
  });

  it('answers the first events asked for, live first, and how many there are', async () => {
    const later = await footballEvent(20_000_000, 'Barishal Bulls');
    const live = await footballEvent(30_000_000, 'Comilla Victorians');
    const started = await desk('PATCH', `/events/${live.id}`, { status: 'live' });
    expect(started.status).toBe(200);
    const all = await list();
    expect(all.total).toBe(all.events.length);
    expect(all.events[0]?.id).toBe(live.id);
    const first = await list('book=sports&limit=2');
    expect(first.total).toBe(all.total);
    expect(first.events.map((event) => event.id)).toEqual(all.events.slice(0, 2).map((e) => e.id));
    expect(first.events.map((event) => event.id)).not.toContain(later.id);
    for (const limit of ['0', '501', '1.5', 'x']) {
      const refused = await site('GET', `/events?book=sports&limit=${limit}`);
      expect(refused.status, limit).toBe(400);
      expect(refused.body.success).toBe(false);
    }
  });

  it('names the same main market in the list and in a change the stream sends', async () => {
    const event = await footballEvent(40_000_000, 'Rangpur Riders');
    const added = await desk<{ markets: { id: string; kind: string }[] }>(
      'POST',
      `/events/${event.id}/markets`,
      {
        kind: 'matchWinner3',
        selections: [
          { key: 'home', odds: 2500 },
          { key: 'draw', odds: 3200 },
          { key: 'away', odds: 2800 },
        ],
      },
    );
    expect(added.status).toBe(200);
    const listed = (await list()).events.find((item) => item.id === event.id);
    expect(listed?.mainMarket?.kind).toBe('matchWinner3');
    const change = await eventChangeOf(createBookRepository(db))(event.id);
    expect(change?.main.markets.map((market) => market.id)).toEqual([listed?.mainMarket?.id]);
  });

  it("holds the book between changes and takes another server's change from its notice", async () => {
    const event = await footballEvent(10_800_000, 'Khulna Titans');
    const marketId = event.markets[0]!.id;
    expect(homeOddsIn(await list(), event.id)).toBe(2000);
    // Another server moves the odds: its row changes here, its notice comes a moment later.
    await db
      .updateTable('sbSelections')
      .set({ oddsMilli: 2400 })
      .where('marketId', '=', marketId)
      .where('key', '=', 'home')
      .execute();
    expect(homeOddsIn(await list(), event.id)).toBe(2000);
    notices.publish(`${event.id}`);
    expect(homeOddsIn(await list(), event.id)).toBe(2400);

    // A lost notice: the whole book is read again.
    await db
      .updateTable('sbSelections')
      .set({ oddsMilli: 2500 })
      .where('marketId', '=', marketId)
      .where('key', '=', 'home')
      .execute();
    notices.publishAll();
    expect(homeOddsIn(await list(), event.id)).toBe(2500);
  });
});
