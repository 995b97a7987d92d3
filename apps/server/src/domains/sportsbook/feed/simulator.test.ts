import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedMessage } from '@khela/contracts';
import { feedMessageSchema, feedPageSchema, feedSnapshotSchema } from '@khela/contracts';
import type { FeedSimulator } from './simulator';
import { startFeedSimulator } from './simulator';
import { market } from './simulator-engine';
import { priceMarket, settleMarket } from './simulator-markets';
import type { FeedEventState } from './simulator-state';
import { applyFeedMessage, createEventState } from './simulator-state';

const hourMs = 3_600_000;
/** Starting a simulator writes a day of events' stories: seconds on a busy machine. */
const slowMs = 60_000;
const startedAt = new Date('2025-03-10T12:00:00.000Z');

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: await response.json() };
}

/** Every message after the cursor, page by page. */
async function drain(simulator: FeedSimulator, after = '') {
  const messages: FeedMessage[] = [];
  let cursor = after;
  for (;;) {
    const query = cursor === '' ? '' : `&after=${cursor}`;
    const { status, body } = await getJson(`${simulator.url}/messages?limit=1000${query}`);
    expect(status).toBe(200);
    const page = feedPageSchema.parse(body);
    messages.push(...page.messages);
    cursor = page.cursor;
    if (page.messages.length < 1000) return { cursor, messages };
  }
}

/** Replays messages per event, failing on any sequence that is not the last one plus one. */
function replay(messages: FeedMessage[], states = new Map<string, FeedEventState>()) {
  for (const message of messages) {
    const state = states.get(message.event) ?? createEventState(message.event);
    states.set(message.event, state);
    expect(message.seq, `${message.event} after ${state.seq}`).toBe(state.seq + 1);
    applyFeedMessage(state, message);
  }
  return states;
}

const isLive = (state: FeedEventState) => state.status === 'live' || state.status === 'suspended';

describe('feed simulator', () => {
  let simulator: FeedSimulator;
  let history: FeedMessage[];
  let cursor: string;

  beforeAll(async () => {
    simulator = await startFeedSimulator({ now: () => startedAt, seed: 7, tickMs: 0 });
    ({ cursor, messages: history } = await drain(simulator));
  }, slowMs);
  afterAll(() => simulator.close());

  it('sends only contract messages, in time order, each event counting from 1 without gaps', () => {
    expect(history.length).toBeGreaterThan(1000);
    for (const message of history) feedMessageSchema.parse(message);
    const times = history.map((message) => Date.parse(message.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThanOrEqual(startedAt.getTime());
    const states = replay(history);
    for (const state of states.values()) expect(state.fixture).not.toBeNull();
  });

  it(
    'keeps a programme of live, upcoming and recently finished events',
    async () => {
      const counts = (messages: FeedMessage[], nowMs: number) => {
        const states = [...replay(messages).values()];
        return {
          live: states.filter(isLive).length,
          upcoming: states.filter(
            (state) =>
              state.status === 'scheduled' &&
              Date.parse(state.fixture?.startsAt ?? '') <= nowMs + 48 * hourMs,
          ).length,
          finished: states.filter((state) => state.status === 'ended').length,
          sports: new Set(states.map((state) => state.fixture?.sport)).size,
        };
      };
      const here = counts(history, startedAt.getTime());
      expect(here.live).toBeGreaterThanOrEqual(3);
      expect(here.live).toBeLessThanOrEqual(16);
      expect(here.upcoming).toBeGreaterThanOrEqual(12);
      expect(here.upcoming).toBeLessThanOrEqual(45);
      expect(here.finished).toBeGreaterThanOrEqual(10);
      expect(here.sports).toBeGreaterThanOrEqual(8);
      // Another seed at another hour of another day tells another story of the same shape.
      const nightAt = new Date('2025-07-02T03:30:00.000Z');
      const night = await startFeedSimulator({ now: () => nightAt, seed: 2, tickMs: 0 });
      try {
        const elsewhere = counts((await drain(night)).messages, nightAt.getTime());
        expect(elsewhere.live).toBeGreaterThanOrEqual(3);
        expect(elsewhere.upcoming).toBeGreaterThanOrEqual(12);
        expect(elsewhere.finished).toBeGreaterThanOrEqual(10);
      } finally {
        await night.close();
      }
    },
    slowMs,
  );

  it('prices open markets with a margin of 3 to 8 per cent', () => {
    let checked = 0;
    for (const message of history) {
      if (message.type !== 'odds') continue;
      for (const market of message.markets) {
        if (market.status !== 'open') continue;
        const implied = market.selections.reduce((sum, { odds }) => sum + 1000 / odds, 0);
        const margin = implied / (market.kind === 'doubleChance' ? 2 : 1) - 1;
        expect(margin, `${message.event} ${market.ref}`).toBeGreaterThanOrEqual(0.03);
        expect(margin, `${message.event} ${market.ref}`).toBeLessThanOrEqual(0.08);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('reopens markets a few seconds after a bet stop in play', () => {
    const reopenDelays: number[] = [];
    history.forEach((message, index) => {
      if (message.type !== 'betStop' || message.markets !== undefined) return;
      const next = history
        .slice(index + 1)
        .find((later) => later.event === message.event && later.type !== 'score');
      if (next?.type !== 'odds' || next.markets.every((market) => market.status !== 'open')) {
        return;
      }
      reopenDelays.push(Date.parse(next.at) - Date.parse(message.at));
    });
    expect(reopenDelays.length).toBeGreaterThan(10);
    expect(reopenDelays.filter((delay) => delay >= 3000 && delay <= 8000).length).toBeGreaterThan(
      reopenDelays.length / 2,
    );
  });

  it('answers a snapshot that restates the event as its history leaves it', async () => {
    const states = replay(history);
    for (const [event, state] of states) {
      const { status, body } = await getJson(`${simulator.url}/snapshot/${event}`);
      expect(status).toBe(200);
      const snapshot = feedSnapshotSchema.parse(body);
      expect(snapshot.seq).toBe(state.seq);
      expect(snapshot.messages.every((message) => message.seq === state.seq)).toBe(true);
      const restated = createEventState(event);
      for (const message of snapshot.messages) applyFeedMessage(restated, message);
      expect(restated).toEqual(state);
    }
  });

  it(
    'ends a live event when the clock passes its end, then settles every market',
    async () => {
      const before = replay(history);
      const live = [...before.values()].filter(isLive).map((state) => state.event);
      expect(live.length).toBeGreaterThan(0);
      simulator.tick(new Date(startedAt.getTime() + 5 * hourMs));
      const later = await drain(simulator, cursor);
      for (const message of later.messages) feedMessageSchema.parse(message);
      const after = replay(later.messages, before);
      for (const event of live) {
        const state = after.get(event);
        expect(state?.status).toBe('ended');
        const messages = later.messages.filter((message) => message.event === event);
        const endedAt = messages.findIndex(
          (message) => message.type === 'score' && message.status === 'ended',
        );
        expect(endedAt).toBeGreaterThanOrEqual(0);
        expect(messages.slice(endedAt).some((message) => message.type === 'odds')).toBe(false);
        for (const market of state?.markets.values() ?? []) {
          expect(market.status, `${event} ${market.ref}`).toBe('settled');
          expectConsistent(state as FeedEventState, market.ref);
        }
      }
    },
    slowMs,
  );

  it('answers unknown routes, events and bad queries with JSON errors', async () => {
    expect((await getJson(`${simulator.url}/nothing`)).status).toBe(404);
    expect((await getJson(`${simulator.url}/snapshot/no-such-event`)).status).toBe(404);
    expect((await getJson(`${simulator.url}/messages?limit=0`)).status).toBe(400);
    expect((await getJson(`${simulator.url}/messages?limit=1001`)).status).toBe(400);
    expect((await getJson(`${simulator.url}/messages?after=nonsense`)).status).toBe(400);
    // Another run's cursor (the provider restarted) starts from the oldest message kept.
    const foreign = feedPageSchema.parse(
      (await getJson(`${simulator.url}/messages?after=00000000.5&limit=3`)).body,
    );
    expect(foreign.messages).toEqual(history.slice(0, 3));
    const first = feedPageSchema.parse((await getJson(`${simulator.url}/messages?limit=4`)).body);
    const next = feedPageSchema.parse(
      (await getJson(`${simulator.url}/messages?limit=4&after=${first.cursor}`)).body,
    );
    expect([...first.messages, ...next.messages]).toEqual(history.slice(0, 8));
  });
});

/** The settlement of a market agrees with the final score, checked from first principles. */
function expectConsistent(state: FeedEventState, ref: string): void {
  const market = state.markets.get(ref);
  const score = state.score;
  if (market === undefined || market.results === null || score === null)
    throw new Error(`${ref} is not settled`);
  const result = (key: string) => market.results?.find((entry) => entry.key === key)?.result;
  const { home, away } = score;
  const label = `${state.event} ${ref} ${home}-${away}`;
  if (market.kind === 'matchWinner3') {
    const winner = home > away ? 'home' : home < away ? 'away' : 'draw';
    for (const key of ['home', 'draw', 'away']) {
      expect(result(key), label).toBe(key === winner ? 'win' : 'lose');
    }
  }
  if (market.kind === 'matchWinner2' && home !== away) {
    expect(result(home > away ? 'home' : 'away'), label).toBe('win');
    expect(result(home > away ? 'away' : 'home'), label).toBe('lose');
  }
  if (market.kind === 'matchWinner2' && home === away) {
    expect(market.results, label).toEqual([
      { key: 'home', result: 'win', deadHeat: 2 },
      { key: 'away', result: 'win', deadHeat: 2 },
    ]);
  }
  if (market.kind === 'handicap' || market.kind === 'total') {
    const value = market.kind === 'handicap' ? home - away : home + away;
    const line = (market.line ?? 0) / 1000;
    const halves = line * 4 === Math.round(line * 4) && (line * 2) % 1 !== 0;
    const lines = halves ? [line - 0.25, line + 0.25] : [line];
    const first = market.kind === 'handicap' ? 'home' : 'over';
    const outcomes = lines.map((each) => {
      const margin = market.kind === 'handicap' ? value + each : value - each;
      return Math.sign(margin);
    });
    const halfResults: Record<number, string> = { 2: 'win', 1: 'halfWin', [-1]: 'halfLose' };
    const expected = (signs: number[]) => {
      const total = signs.reduce((sum, sign) => sum + sign, 0);
      if (signs.length === 2 && total !== 2 && total !== -2) return halfResults[total];
      return total > 0 ? 'win' : total < 0 ? 'lose' : 'void';
    };
    expect(result(first), label).toBe(expected(outcomes));
    expect(result(first === 'home' ? 'away' : 'under'), label).toBe(
      expected(outcomes.map((sign) => -sign)),
    );
  }
  if (market.kind === 'drawNoBet') {
    const winner = home > away ? 'home' : 'away';
    expect(result(winner), label).toBe(home === away ? 'void' : 'win');
  }
  if (market.kind === 'bothTeamsToScore') {
    expect(result('yes'), label).toBe(home > 0 && away > 0 ? 'win' : 'lose');
  }
  if (market.kind === 'topBatsman') {
    const winners = market.results.filter((entry) => entry.result === 'win');
    expect(winners.length, label).toBeGreaterThanOrEqual(1);
    const deadHeat = winners.length > 1 ? winners.length : null;
    for (const winner of winners) expect(winner.deadHeat, label).toBe(deadHeat);
  }
  if (market.kind === 'mapWinner') {
    const results = market.results.map((entry) => entry.result).sort();
    expect(
      [
        ['lose', 'win'],
        ['void', 'void'],
      ],
      label,
    ).toContainEqual(results);
  }
}

describe('feed simulator over a day', () => {
  it(
    'tells the same story from the same seed, whenever it was started',
    async () => {
      const laterAt = new Date(startedAt.getTime() + hourMs);
      const early = await startFeedSimulator({ now: () => startedAt, seed: 11, tickMs: 0 });
      const late = await startFeedSimulator({ now: () => laterAt, seed: 11, tickMs: 0 });
      try {
        early.tick(laterAt);
        const earlyMessages = (await drain(early)).messages;
        const lateMessages = (await drain(late)).messages;
        const byEvent = (messages: FeedMessage[], event: string) =>
          messages.filter((message) => message.event === event);
        const events = new Set(lateMessages.map((message) => message.event));
        expect(events.size).toBeGreaterThan(40);
        for (const event of events) {
          expect(byEvent(lateMessages, event)).toEqual(byEvent(earlyMessages, event));
        }
      } finally {
        await Promise.all([early.close(), late.close()]);
      }
    },
    slowMs,
  );

  it(
    'calls some events off before they start and corrects a settlement by a rollback',
    async () => {
      let nowMs = startedAt.getTime();
      const simulator = await startFeedSimulator({ now: () => startedAt, seed: 5, tickMs: 0 });
      try {
        let { cursor, messages } = await drain(simulator);
        const states = replay(messages);
        const seen: FeedMessage[] = [];
        for (; nowMs < startedAt.getTime() + 24 * hourMs; nowMs += 10 * 60_000) {
          simulator.tick(new Date(nowMs));
          ({ cursor, messages } = await drain(simulator, cursor));
          replay(messages, states);
          seen.push(...messages);
        }
        const cancels = seen.filter((message) => message.type === 'cancel');
        expect(cancels.length).toBeGreaterThanOrEqual(2);
        for (const cancel of cancels) {
          expect(states.get(cancel.event)?.score).toBeNull();
          expect(states.get(cancel.event)?.status).toBe('cancelled');
        }
        const rollbacks = seen.filter((message) => message.type === 'rollback');
        expect(rollbacks.length).toBeGreaterThanOrEqual(1);
        for (const rollback of rollbacks) {
          if (rollback.type !== 'rollback') continue;
          const settlements = seen.filter(
            (message) => message.type === 'settlement' && message.market === rollback.market,
          );
          const [wrong, right] = settlements.filter((message) => message.event === rollback.event);
          expect(wrong?.seq).toBeLessThan(rollback.seq);
          expect(right?.seq).toBeGreaterThan(rollback.seq);
          expect(right).not.toEqual(wrong);
          expectConsistent(states.get(rollback.event) as FeedEventState, rollback.market);
        }
      } finally {
        await simulator.close();
      }
    },
    slowMs,
  );
});

describe('settlement rules', () => {
  const handicap = market('ah', 'handicap', 0.05, { line: -250 });
  const total = (line: number) => market('ou', 'total', 0.05, { line });

  it('splits quarter lines into half results', () => {
    expect(settleMarket(handicap, { home: 1, away: 1 })).toEqual([
      { key: 'home', result: 'halfLose' },
      { key: 'away', result: 'halfWin' },
    ]);
    expect(settleMarket(handicap, { home: 2, away: 1 })).toEqual([
      { key: 'home', result: 'win' },
      { key: 'away', result: 'lose' },
    ]);
    expect(settleMarket(total(2750), { home: 2, away: 1 })).toEqual([
      { key: 'over', result: 'halfWin' },
      { key: 'under', result: 'halfLose' },
    ]);
    expect(settleMarket(total(3000), { home: 2, away: 1 })).toEqual([
      { key: 'over', result: 'void' },
      { key: 'under', result: 'void' },
    ]);
  });

  it('dead-heats ties for a place that pays one', () => {
    expect(settleMarket(market('ml', 'matchWinner2', 0.05), { home: 150, away: 150 })).toEqual([
      { key: 'home', result: 'win', deadHeat: 2 },
      { key: 'away', result: 'win', deadHeat: 2 },
    ]);
    const top = market('top', 'topBatsman', 0.05, {
      selections: [{ key: 'p:1' }, { key: 'p:2' }, { key: 'p:3' }],
    });
    expect(
      settleMarket(top, { home: 0, away: 0, batsmenRuns: { 'p:1': 40, 'p:2': 61, 'p:3': 61 } }),
    ).toEqual([
      { key: 'p:1', result: 'lose' },
      { key: 'p:2', result: 'win', deadHeat: 2 },
      { key: 'p:3', result: 'win', deadHeat: 2 },
    ]);
  });

  it('prices a market so that its fair odds return the stake on average', () => {
    const price = priceMarket(handicap, [
      { p: 0.5, facts: { home: 2, away: 0 } },
      { p: 0.3, facts: { home: 1, away: 1 } },
      { p: 0.2, facts: { home: 0, away: 1 } },
    ]);
    // Home -0.25: 0.5 win, 0.3 half lose: fair odds (1 - 0.15) / 0.5 = 1.70, less the margin.
    expect(price.odds.get('home')).toBe(Math.floor(1000 / ((0.5 / 0.85) * 1.05) / 10) * 10);
    expect(price.isTradable).toBe(true);
  });
});
