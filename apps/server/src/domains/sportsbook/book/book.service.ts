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
import { mainMarkets, type BookCache, type BookEntry } from './book-cache';
import type { BookRepository, EventRow } from './book.repository';
import { eventSummaryOf, marketViewOf } from './views';

type ListQuery = {
  book: SportsbookBook;
  sport?: SportCode;
  state: 'live' | 'upcoming' | 'all';
  competition?: string;
  limit: number;
};

function isLive(event: EventRow) {
  return event.status === 'live' || event.status === 'suspended';
}

/** A lobby's list from the book held in memory: everything but the server's time. */
function listOf(entry: BookEntry, query: ListQuery): Omit<EventList, 'serverTime'> {
  const { events: open, main } = entry;
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
  const chosen = ofSport.filter(
    (event) =>
      (!query.competition || event.competitionId === query.competition) &&
      (query.state === 'all' || (query.state === 'live') === isLive(event)),
  );
  // Live first, then the rest by start (the order the book holds them in).
  const events = [...chosen.filter(isLive), ...chosen.filter((event) => !isLive(event))];
  return {
    total: events.length,
    sports,
    competitions: [...competitions.values()],
    events: events.slice(0, query.limit).map((event) => eventSummaryOf(event, main.get(event.id))),
  };
}

/** Lists kept made per book: the lobby's usual queries, not every one a client could send. */
const maxAnswersHeld = 64;

/** The book as players read it: lists of events, an event's markets, results and the rules. */
export function createBookService(deps: {
  repository: BookRepository;
  cache: BookCache;
  clock: Clock;
}) {
  const { repository, cache } = deps;

  return {
    /**
     * The lobby's list as the answer's JSON text: made once per query until the book changes, each
     * answer given the time it leaves at.
     */
    async listAnswer(context: RequestContext, query: ListQuery): Promise<string> {
      const entry = await cache.book(context.merchant.id, query.book);
      const key = [query.sport, query.state, query.competition, query.limit].join(':');
      let rest = entry.answers.get(key);
      if (rest === undefined) {
        rest = JSON.stringify(listOf(entry, query)).slice(1);
        // Queries are the players' to choose: only so many answers are kept at once.
        if (entry.answers.size >= maxAnswersHeld) entry.answers.clear();
        entry.answers.set(key, rest);
      }
      const serverTime = JSON.stringify(deps.clock.now().toISOString());
      return `{"success":true,"value":{"serverTime":${serverTime},${rest}}`;
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
