import type {
  EventDetail,
  EventList,
  EventSummary,
  MarketView,
  SportsChange,
} from '@khela/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { patchEventDetail, patchEventList, patchMarkets } from './change-patch';
import { applyChange, readServerEvents } from './change-apply';
import { sportsbookKeys } from './sportsbook-keys';

function market(
  id: string,
  version: number,
  odds: number[],
  status: MarketView['status'] = 'open',
): MarketView {
  return {
    id,
    kind: 'matchWinner3',
    line: null,
    period: null,
    status,
    version,
    selections: odds.map((price, index) => ({
      id: `${id}${index}`,
      key: ['home', 'draw', 'away'][index] ?? 'other',
      name: null,
      odds: price,
      result: null,
      deadHeat: null,
    })),
  };
}

function event(id: string, values: Partial<EventSummary> = {}): EventSummary {
  return {
    id,
    sport: 'football',
    competition: { id: '7', name: 'Premier League' },
    home: 'Abahani',
    away: 'Mohammedan',
    startsAt: '2030-01-01T12:00:00Z',
    status: 'scheduled',
    score: null,
    mainMarket: market(`${id}1`, 1, [2000, 3200, 3600]),
    marketCount: 2,
    ...values,
  };
}

function list(...events: EventSummary[]): EventList {
  return {
    serverTime: '2030-01-01T11:00:00Z',
    total: events.length,
    sports: [{ sport: 'football', live: 0, upcoming: events.length }],
    competitions: [{ id: '7', sport: 'football', name: 'Premier League', events: events.length }],
    events,
  };
}

function change(values: Partial<SportsChange> & { eventId: string }): SportsChange {
  return { status: 'scheduled', score: null, markets: [], ...values };
}

describe('patching the lobby list', () => {
  it('moves the main market to its new prices in place', () => {
    const before = list(event('1'), event('2'));
    const after = patchEventList(
      before,
      change({ eventId: '1', markets: [market('11', 2, [1900, 3300, 3800])] }),
    );
    expect(after.events[0]?.mainMarket?.selections.map((item) => item.odds)).toEqual([
      1900, 3300, 3800,
    ]);
    expect(after.events[1]).toBe(before.events[1]);
  });

  it('greys out a suspended market and carries the score and status', () => {
    const after = patchEventList(
      list(event('1')),
      change({
        eventId: '1',
        status: 'live',
        score: { home: 1, away: 0, detail: "23'" },
        markets: [market('11', 2, [1500, 4000, 6000], 'suspended')],
      }),
    );
    expect(after.events[0]).toMatchObject({
      status: 'live',
      score: { home: 1, away: 0 },
      mainMarket: { status: 'suspended' },
    });
    expect(after.sports[0]).toEqual({ sport: 'football', live: 1, upcoming: 0 });
  });

  it('keeps a newer market than the change brings', () => {
    const before = list(event('1', { mainMarket: market('11', 5, [2000, 3200, 3600]) }));
    const after = patchEventList(
      before,
      change({ eventId: '1', markets: [market('11', 4, [9000, 9000, 9000])] }),
    );
    expect(after).toBe(before);
  });

  it('returns the very list when the change is of another event', () => {
    const before = list(event('1'));
    expect(patchEventList(before, change({ eventId: '9', status: 'live' }))).toBe(before);
  });
});

describe('patching the event page', () => {
  const detail: EventDetail = {
    ...event('1'),
    markets: [market('11', 1, [2000, 3200, 3600]), market('12', 1, [1800, 2000])],
    inPlayDelaySeconds: 0,
  };

  it('replaces changed markets and adds new ones', () => {
    const after = patchEventDetail(
      detail,
      change({
        eventId: '1',
        markets: [market('12', 3, [1700, 2100]), market('13', 1, [1900, 1900])],
      }),
    );
    expect(after.markets.map((item) => [item.id, item.version])).toEqual([
      ['11', 1],
      ['12', 3],
      ['13', 1],
    ]);
    expect(after.markets[0]).toBe(detail.markets[0]);
    expect(after.marketCount).toBe(3);
  });

  it('is unchanged by a change that repeats what it holds', () => {
    expect(patchEventDetail(detail, change({ eventId: '1', markets: [detail.markets[0]!] }))).toBe(
      detail,
    );
  });

  it('adds no market to a list without asking', () => {
    const markets = [market('11', 1, [2000])];
    expect(patchMarkets(markets, [market('99', 1, [2000])], false)).toBe(markets);
  });
});

describe('applying a change to the caches', () => {
  it('patches every lobby list of the book and the event, without reading again', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sportsbookKeys.list('sports', null, null, 50), list(event('1')));
    queryClient.setQueryData(
      sportsbookKeys.list('sports', 'football', null, 100),
      list(event('1')),
    );
    queryClient.setQueryData(sportsbookKeys.event('1'), {
      ...event('1'),
      markets: [market('11', 1, [2000, 3200, 3600])],
      inPlayDelaySeconds: 5,
    });
    applyChange(
      queryClient,
      'sports',
      change({ eventId: '1', markets: [market('11', 2, [2100, 3100, 3500])] }),
    );
    for (const [sport, limit] of [
      [null, 50],
      ['football', 100],
    ] as const) {
      const data = queryClient.getQueryData<EventList>(
        sportsbookKeys.list('sports', sport, null, limit),
      );
      expect(data?.events[0]?.mainMarket?.version).toBe(2);
    }
    const detail = queryClient.getQueryData<EventDetail>(sportsbookKeys.event('1'));
    expect(detail?.markets[0]?.selections[0]?.odds).toBe(2100);
  });
});

describe('reading the stream', () => {
  it('splits events by blank lines, however the chunks fall', async () => {
    const text = 'event: change\ndata: {"a":1}\n\n: ping\n\nevent: change\r\ndata: {"b":2}\r\n\r\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < bytes.length; index += 7)
          controller.enqueue(bytes.slice(index, index + 7));
        controller.close();
      },
    });
    const seen: [string, string][] = [];
    await readServerEvents(body, (name, data) => seen.push([name, data]));
    expect(seen).toEqual([
      ['change', '{"a":1}'],
      ['change', '{"b":2}'],
    ]);
  });
});
