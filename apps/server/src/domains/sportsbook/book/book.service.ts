import {
  type EventDetail,
  type EventList,
  type SportCode,
  type SportsbookBook,
  type SportsbookRules,
} from '@khela/contracts';

import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import { sportsOfBook } from '../sportsbook.rules';
import { eventSummaryOf, marketViewOf } from './views';
import {
  mainMarketKinds,
  type BookRepository,
  type EventRow,
  type MarketRow,
} from './book.repository';

type ListQuery = {
  book: SportsbookBook;
  sport?: SportCode;
  state: 'live' | 'upcoming' | 'all';
  competition?: string;
};

/** Each event's main market: a match winner of the whole match, open or suspended. */
function mainMarkets(markets: MarketRow[]): Map<string, MarketRow> {
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

function isLive(event: EventRow) {
  return event.status === 'live' || event.status === 'suspended';
}

/** The book as players read it: lists of events, an event's markets, results and the rules. */
export function createBookService(deps: { repository: BookRepository; clock: Clock }) {
  const { repository } = deps;

  return {
    async list(context: RequestContext, query: ListQuery): Promise<EventList> {
      const now = deps.clock.now();
      const open = await repository.openEvents(context.merchant.id, sportsOfBook(query.book));
      const sports = sportsOfBook(query.book)
        .map((sport) => {
          const ofSport = open.filter((event) => event.sport === sport);
          const live = ofSport.filter(isLive).length;
          return { sport, live, upcoming: ofSport.length - live };
        })
        .filter((entry) => entry.live + entry.upcoming > 0);
      const ofSport = open.filter((event) => !query.sport || event.sport === query.sport);
      const competitions = new Map<string, EventList['competitions'][number]>();
      for (const event of ofSport) {
        const entry = competitions.get(event.competitionId) ?? {
          id: event.competitionId,
          sport: event.sport as SportCode,
          name: event.competition,
          events: 0,
        };
        entry.events += 1;
        competitions.set(event.competitionId, entry);
      }
      const events = ofSport.filter(
        (event) =>
          (!query.competition || event.competitionId === query.competition) &&
          (query.state === 'all' || (query.state === 'live') === isLive(event)),
      );
      const main = mainMarkets(
        await repository.marketsOf(
          events.map((event) => event.id),
          { kinds: mainMarketKinds, isOpenOnly: true },
        ),
      );
      return {
        serverTime: now.toISOString(),
        sports,
        competitions: [...competitions.values()],
        events: events.map((event) => eventSummaryOf(event, main.get(event.id))),
      };
    },

    async detail(context: RequestContext, eventId: string): Promise<EventDetail> {
      const event = await repository.event(context.merchant.id, eventId);
      if (!event) throw new AppError('sportsbook_event_not_found');
      const [markets, settings] = await Promise.all([
        repository.marketsOf([event.id]),
        repository.settings(context.merchant.id),
      ]);
      const shown = markets.filter((market) => market.status !== 'void');
      return {
        ...eventSummaryOf(event, mainMarkets(shown).get(event.id)),
        markets: shown.map(marketViewOf),
        inPlayDelaySeconds: isLive(event) ? (settings?.inPlayDelayS ?? 0) : 0,
      };
    },

    async results(
      context: RequestContext,
      query: { book: SportsbookBook; sport?: SportCode; day?: string },
    ) {
      const day = query.day ?? deps.clock.now().toISOString().slice(0, 10);
      const from = new Date(`${day}T00:00:00.000Z`);
      if (Number.isNaN(from.getTime())) throw new AppError('validation_failed', { field: 'day' });
      const to = new Date(from.getTime() + 86_400_000);
      const sports = sportsOfBook(query.book).filter(
        (sport) => !query.sport || sport === query.sport,
      );
      const events = await repository.finishedEvents(context.merchant.id, sports, from, to);
      const markets = await repository.marketsOf(events.map((event) => event.id));
      return {
        events: events.map((event) => {
          const own = markets.filter(
            (market) => market.eventId === event.id && market.status === 'settled',
          );
          return { ...eventSummaryOf(event, undefined), markets: own.map(marketViewOf) };
        }),
      };
    },

    async rules(context: RequestContext): Promise<SportsbookRules> {
      const settings = await repository.settings(context.merchant.id);
      if (!settings) throw new AppError('sportsbook_closed');
      const { currency } = context.merchant;
      return {
        currency,
        minStake: wire(settings.minStakeMinor, currency),
        maxPayout: wire(settings.maxPayoutMinor, currency),
        maxLegs: settings.maxLegs,
        inPlayDelaySeconds: settings.inPlayDelayS,
        isCashOutOffered: settings.isCashOutOffered,
      };
    },
  };
}

export type BookService = ReturnType<typeof createBookService>;
