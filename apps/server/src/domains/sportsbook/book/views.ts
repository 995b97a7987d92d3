import {
  bookOfSport,
  type EventSummary,
  type MarketKind,
  type MarketView,
  type SportCode,
} from '@khela/contracts';
import { mainMarkets } from './book-cache';
import type { BookRepository, EventRow, MarketRow } from './book.repository';
import type { EventChange } from './sports-stream';

/** A market as every player sees it. */
export function marketViewOf(market: MarketRow): MarketView {
  return {
    id: market.id,
    kind: market.kind as MarketKind,
    line: market.line,
    period: market.period,
    status: market.status,
    version: market.version,
    selections: market.selections.map((selection) => ({
      id: selection.id,
      key: selection.key,
      name: selection.name,
      odds: selection.oddsMilli,
      result: selection.result,
      deadHeat: selection.deadHeat,
    })),
  };
}

/** The score of an event once it has one. */
export function scoreOf(event: Pick<EventRow, 'scoreHome' | 'scoreAway' | 'scoreDetail'>) {
  return event.scoreHome === null || event.scoreAway === null
    ? null
    : { home: event.scoreHome, away: event.scoreAway, detail: event.scoreDetail };
}

/** An event in a list, with its main market when it has one to bet on. */
export function eventSummaryOf(event: EventRow, main: MarketRow | undefined): EventSummary {
  return {
    id: event.id,
    sport: event.sport as SportCode,
    competition: { id: event.competitionId, name: event.competition },
    home: event.home,
    away: event.away,
    startsAt: event.startsAt.toISOString(),
    status: event.status,
    score: scoreOf(event),
    mainMarket: main ? marketViewOf(main) : null,
    marketCount: Number(event.marketCount ?? 0),
  };
}

/** How an event's change reads, for its page (every market) and its book's lobby (the main). */
export function eventChangeOf(book: BookRepository) {
  return async (eventId: string): Promise<EventChange | undefined> => {
    const [event] = await book.eventsById([eventId]);
    if (!event) return undefined;
    const markets = (await book.marketsOf([eventId])).filter((market) => market.status !== 'void');
    const base = { eventId, status: event.status, score: scoreOf(event) };
    // The main market by the same rule as the lobby list (a 1X2 before a two-way winner).
    const main = mainMarkets(markets).get(eventId);
    return {
      merchantId: event.merchantId,
      book: bookOfSport(event.sport as SportCode),
      full: { ...base, markets: markets.map(marketViewOf) },
      main: { ...base, markets: main ? [marketViewOf(main)] : [] },
    };
  };
}
