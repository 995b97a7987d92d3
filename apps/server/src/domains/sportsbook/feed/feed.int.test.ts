import type { EventList, TicketView } from '@khela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceMinor,
  clock,
  db,
  desk,
  merchantId,
  placeBet,
  players,
  reader,
  setUpBook,
  site,
  tearDownBook,
} from '../sportsbook.fixture';
import { startFeedSimulator, type FeedSimulator } from './simulator';

let simulator: FeedSimulator;

beforeAll(async () => {
  await setUpBook();
  simulator = await startFeedSimulator({ now: () => clock.now(), seed: 7, tickMs: 0 });
  await db
    .updateTable('sbSettings')
    .set({ feedUrl: simulator.url, isFeedOn: true })
    .where('merchantId', '=', merchantId)
    .execute();
});

afterAll(async () => {
  await simulator.close();
  await tearDownBook();
});

/** Reads the feed until it has nothing new. */
async function readAll() {
  let total = 0;
  for (
    let read = await reader.readOnce(merchantId);
    read > 0;
    read = await reader.readOnce(merchantId)
  ) {
    total += read;
  }
  return total;
}

async function snapshotSeq(ref: string): Promise<number> {
  const response = await fetch(`${simulator.url}/snapshot/${encodeURIComponent(ref)}`);
  return ((await response.json()) as { seq: number }).seq;
}

describe('the feed adapter, against the simulator over HTTP', () => {
  it('builds the programme: events live, upcoming and finished, each at the provider’s sequence', async () => {
    expect(await readAll()).toBeGreaterThan(100);
    const live = await site<EventList>('GET', '/events?book=sports&state=live');
    const upcoming = await site<EventList>('GET', '/events?book=sports&state=upcoming');
    expect(live.body.value.events.length).toBeGreaterThan(0);
    expect(upcoming.body.value.events.length).toBeGreaterThan(5);
    const events = await db
      .selectFrom('sbEvents')
      .select(['feedRef', 'feedSeq', 'status'])
      .execute();
    expect(events.some((event) => event.status === 'ended')).toBe(true);
    for (const event of events.slice(0, 10)) {
      expect(event.feedSeq, event.feedRef ?? '').toBe(await snapshotSeq(event.feedRef!));
    }
  });

  it('recovers an event from its snapshot when a message is missing', async () => {
    const [live] = await db
      .selectFrom('sbEvents')
      .select(['id', 'feedRef', 'feedSeq'])
      .where('status', '=', 'live')
      .execute();
    await db
      .updateTable('sbEvents')
      .set({ feedSeq: live!.feedSeq - 1 })
      .where('id', '=', live!.id)
      .execute();
    const recoveries = async () =>
      (
        await db
          .selectFrom('sbSettings')
          .select('feedRecoveries')
          .where('merchantId', '=', merchantId)
          .executeTakeFirstOrThrow()
      ).feedRecoveries;
    const before = await recoveries();
    const shown = await desk<{ recoveries: number; messages: number }>('GET', '/feed');
    expect(shown.body.value).toMatchObject({ recoveries: before, messages: expect.any(Number) });
    for (let minute = 0; minute < 30; minute += 1) {
      clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
      simulator.tick();
      await readAll();
    }
    expect(await recoveries()).toBeGreaterThan(before);
    const event = await db
      .selectFrom('sbEvents')
      .select('feedSeq')
      .where('id', '=', live!.id)
      .executeTakeFirstOrThrow();
    expect(event.feedSeq).toBe(await snapshotSeq(live!.feedRef!));
  });

  it('settles a live bet from the feed: the balance and my bets agree', async () => {
    const [member] = await players('feedbet', 1);
    const live = await site<EventList>('GET', '/events?book=sports&state=live');
    const event = live.body.value.events.find(
      (candidate) => candidate.mainMarket?.status === 'open',
    );
    const selection = event!.mainMarket!.selections[0]!;
    const placed = await placeBet(
      member!.token,
      [{ selectionId: selection.id, odds: selection.odds }],
      '10.00',
      {
        policy: 'any',
      },
    );
    expect(placed.body.success).toBe(true);
    for (let step = 0; step < 72; step += 1) {
      clock.set(new Date(clock.now().getTime() + 5 * 60_000).toISOString());
      simulator.tick();
      await readAll();
      const open = await site<{ list: TicketView[] }>('GET', '/bets?state=open', member!.token);
      if (open.body.value.list.length === 0) break;
    }
    const settled = await site<{ list: TicketView[] }>('GET', '/bets?state=settled', member!.token);
    const [ticket] = settled.body.value.list;
    expect(ticket?.status).toMatch(/^(won|lost|void)$/);
    const paidMinor = BigInt(Math.round(Number(ticket!.paid) * 100));
    expect(await balanceMinor(member!.id)).toBe(1_000_000n - 1_000n + paidMinor);
  });

  it('rests a feed that fails longer after each failure in a row, and reads it again once it answers', async () => {
    const feedError = async () =>
      (
        await db
          .selectFrom('sbSettings')
          .select('feedError')
          .where('merchantId', '=', merchantId)
          .executeTakeFirstOrThrow()
      ).feedError;
    const setFeed = (values: { feedUrl?: string; feedError: null }) =>
      db.updateTable('sbSettings').set(values).where('merchantId', '=', merchantId).execute();
    const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Nothing listens on port 1: the provider has gone.
    await setFeed({ feedUrl: 'http://127.0.0.1:1', feedError: null });
    await reader.readAll();
    expect(await feedError()).toMatch(/fetch failed/);
    // Asked again within its second of rest: not asked.
    await setFeed({ feedError: null });
    await reader.readAll();
    expect(await feedError()).toBeNull();
    // After it, asked again; failing again, it rests two seconds.
    await rest(1_100);
    await reader.readAll();
    expect(await feedError()).not.toBeNull();
    await setFeed({ feedError: null });
    await rest(1_100);
    await reader.readAll();
    expect(await feedError()).toBeNull();
    // The provider is back: read at the end of the rest, and the feed's record is clean.
    await setFeed({ feedUrl: simulator.url, feedError: null });
    await rest(1_000);
    clock.set(new Date(clock.now().getTime() + 5 * 60_000).toISOString());
    simulator.tick();
    expect(await reader.readAll()).toBeGreaterThan(0);
    expect(await feedError()).toBeNull();
  });
});
