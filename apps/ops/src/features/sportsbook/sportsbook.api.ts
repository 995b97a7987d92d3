import type {
  DeskEventDetail,
  DeskSportsbookSettings,
  DeskStakeFactorList,
  SportEventStatus,
  SportsbookBook,
  TicketStatus,
  deskEventCreateSchema,
  deskEventListSchema,
  deskEventUpdateSchema,
  deskFeedStatusSchema,
  deskGgrSchema,
  deskMarketCreateSchema,
  deskMarketUpdateSchema,
  deskSettleAnswerSchema,
  deskSettleSchema,
  deskTicketListSchema,
} from '@khela/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { opsRequest, withQuery } from '../../api';
import type { DayRange } from '../tables/table-figures';

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

// The contract names no type for these shapes: each is read off its schema, never copied.
type Parsed<Schema extends { parse: (input: unknown) => unknown }> = ReturnType<Schema['parse']>;
export type DeskEventList = Parsed<typeof deskEventListSchema>;
export type DeskEventCreate = Parsed<typeof deskEventCreateSchema>;
export type DeskEventUpdate = Parsed<typeof deskEventUpdateSchema>;
export type DeskMarketCreate = Parsed<typeof deskMarketCreateSchema>;
export type DeskMarketUpdate = Parsed<typeof deskMarketUpdateSchema>;
export type DeskSettle = Parsed<typeof deskSettleSchema>;
export type DeskSettleAnswer = Parsed<typeof deskSettleAnswerSchema>;
export type DeskTicketList = Parsed<typeof deskTicketListSchema>;
export type DeskGgr = Parsed<typeof deskGgrSchema>;
export type DeskFeedStatus = Parsed<typeof deskFeedStatusSchema>;

const base = '/ops/api/sportsbook';

/** Bets move an event's liability by the second in play: its detail asks again this often. */
const eventRefreshMs = 5_000;
/** Statuses and scores of the list change by the minute. */
const eventsRefreshMs = 15_000;
/** The bet ticker: a few seconds behind the bets at most. */
const ticketsRefreshMs = 3_000;
/** The feed's reader reports its last read; a slower look is enough. */
const feedRefreshMs = 10_000;

/** Which events the list shows. */
export interface EventFilter {
  book: SportsbookBook | '';
  status: SportEventStatus | '';
  search: string;
  page: number;
}

/** Which bets the ticker shows. */
export interface TicketFilter {
  event: string;
  member: string;
  status: TicketStatus | '';
  page: number;
}

/** The console's query keys, per merchant: a change asks again only what it touched. */
export const sportsbookKeys = {
  all: ['sportsbook'] as const,
  merchant: (merchant: MerchantChoice) => [...sportsbookKeys.all, merchant ?? ''] as const,
  events: (merchant: MerchantChoice) => [...sportsbookKeys.merchant(merchant), 'events'] as const,
  eventList: (merchant: MerchantChoice, filter: EventFilter) =>
    [...sportsbookKeys.events(merchant), filter] as const,
  event: (merchant: MerchantChoice, id: string) =>
    [...sportsbookKeys.merchant(merchant), 'event', id] as const,
  tickets: (merchant: MerchantChoice) => [...sportsbookKeys.merchant(merchant), 'tickets'] as const,
  ticketList: (merchant: MerchantChoice, filter: TicketFilter) =>
    [...sportsbookKeys.tickets(merchant), filter] as const,
  ggr: (merchant: MerchantChoice, days: DayRange) =>
    [...sportsbookKeys.merchant(merchant), 'ggr', days.from, days.to] as const,
  settings: (merchant: MerchantChoice) =>
    [...sportsbookKeys.merchant(merchant), 'settings'] as const,
  members: (merchant: MerchantChoice) => [...sportsbookKeys.merchant(merchant), 'members'] as const,
  feed: (merchant: MerchantChoice) => [...sportsbookKeys.merchant(merchant), 'feed'] as const,
};

/** A page of the merchant's events, by book, status and a search of teams and competition. */
export function useSportsEvents(merchant: MerchantChoice, filter: EventFilter) {
  return useQuery({
    queryKey: sportsbookKeys.eventList(merchant, filter),
    queryFn: () =>
      opsRequest<DeskEventList>(
        'GET',
        withQuery(`${base}/events`, {
          merchant,
          book: filter.book,
          status: filter.status,
          search: filter.search,
          page: String(filter.page),
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: eventsRefreshMs,
  });
}

/** One event with its markets, their prices and liability, followed live. */
export function useSportsEvent(merchant: MerchantChoice, id: string) {
  return useQuery({
    queryKey: sportsbookKeys.event(merchant, id),
    queryFn: () =>
      opsRequest<DeskEventDetail>('GET', withQuery(`${base}/events/${id}`, { merchant })),
    refetchInterval: eventRefreshMs,
  });
}

/**
 * The trader's changes to events and markets. Each answers the event as it now stands: the
 * console shows it at once, without waiting for the next poll; the lists are asked again.
 */
export function useEventChanges(merchant: MerchantChoice) {
  const queryClient = useQueryClient();
  const show = useCallback(
    (event: DeskEventDetail) => {
      queryClient.setQueryData(sportsbookKeys.event(merchant, event.id), event);
      void queryClient.invalidateQueries({ queryKey: sportsbookKeys.events(merchant) });
      return event;
    },
    [merchant, queryClient],
  );
  /** After a settlement or a void: the event, its lists and the bets all moved. */
  const refreshAfterMoney = useCallback(
    async (eventId: string) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sportsbookKeys.event(merchant, eventId) }),
        queryClient.invalidateQueries({ queryKey: sportsbookKeys.events(merchant) }),
        queryClient.invalidateQueries({ queryKey: sportsbookKeys.tickets(merchant) }),
      ]);
    },
    [merchant, queryClient],
  );
  const send = useCallback(
    async (method: 'POST' | 'PATCH', path: string, body: object) =>
      show(await opsRequest<DeskEventDetail>(method, withQuery(path, { merchant }), body)),
    [merchant, show],
  );
  return {
    createEvent: (input: DeskEventCreate) => send('POST', `${base}/events`, input),
    updateEvent: (id: string, input: DeskEventUpdate) =>
      send('PATCH', `${base}/events/${id}`, input),
    createMarket: (eventId: string, input: DeskMarketCreate) =>
      send('POST', `${base}/events/${eventId}/markets`, input),
    updateMarket: (marketId: string, input: DeskMarketUpdate) =>
      send('PATCH', `${base}/markets/${marketId}`, input),
    settle: async (eventId: string, marketId: string, input: DeskSettle) => {
      const path = withQuery(`${base}/markets/${marketId}/settle`, { merchant });
      try {
        return await opsRequest<DeskSettleAnswer>('POST', path, input);
      } finally {
        // Asked again even when refused: a refusal may mean someone else settled it meanwhile.
        await refreshAfterMoney(eventId);
      }
    },
    /** Voids a market: its bets have their stakes back; answers what moved, as a settlement. */
    voidMarket: async (eventId: string, marketId: string, reason: string) => {
      const path = withQuery(`${base}/markets/${marketId}/void`, { merchant });
      try {
        return await opsRequest<DeskSettleAnswer>('POST', path, { reason });
      } finally {
        await refreshAfterMoney(eventId);
      }
    },
  };
}

export type EventChanges = ReturnType<typeof useEventChanges>;

/** The bet ticker: newest bets first, followed every few seconds on its first page. */
export function useSportsTickets(merchant: MerchantChoice, filter: TicketFilter) {
  return useQuery({
    queryKey: sportsbookKeys.ticketList(merchant, filter),
    queryFn: () =>
      opsRequest<DeskTicketList>(
        'GET',
        withQuery(`${base}/tickets`, {
          merchant,
          event: filter.event,
          member: filter.member,
          status: filter.status,
          page: String(filter.page),
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: filter.page === 1 ? ticketsRefreshMs : false,
  });
}

/** Gross gaming revenue by sport and competition over whole days. */
export function useSportsGgr(merchant: MerchantChoice, days: DayRange) {
  return useQuery({
    queryKey: sportsbookKeys.ggr(merchant, days),
    queryFn: () => opsRequest<DeskGgr>('GET', withQuery(`${base}/ggr`, { merchant, ...days })),
    placeholderData: keepPreviousData,
  });
}

/** The book's settings: limits, delay, cash-out and the feed. */
export function useSportsSettings(merchant: MerchantChoice) {
  return useQuery({
    queryKey: sportsbookKeys.settings(merchant),
    queryFn: () =>
      opsRequest<DeskSportsbookSettings>('GET', withQuery(`${base}/settings`, { merchant })),
  });
}

/** How the odds feed's reader is doing. */
export function useFeedStatus(merchant: MerchantChoice) {
  return useQuery({
    queryKey: sportsbookKeys.feed(merchant),
    queryFn: () => opsRequest<DeskFeedStatus>('GET', withQuery(`${base}/feed`, { merchant })),
    refetchInterval: feedRefreshMs,
  });
}

/** Members whose limits are scaled (their stake factors), newest change first. */
export function useStakeFactors(merchant: MerchantChoice) {
  return useQuery({
    queryKey: sportsbookKeys.members(merchant),
    queryFn: () =>
      opsRequest<DeskStakeFactorList>('GET', withQuery(`${base}/members`, { merchant })),
  });
}

/** The settings' and members' changes. */
export function useBookChanges(merchant: MerchantChoice) {
  const queryClient = useQueryClient();
  return {
    /** Replaces every setting (the feed's switch too); the feed's state is asked again. */
    saveSettings: async (settings: DeskSportsbookSettings) => {
      const path = withQuery(`${base}/settings`, { merchant });
      const saved = await opsRequest<DeskSportsbookSettings>('PUT', path, settings);
      queryClient.setQueryData(sportsbookKeys.settings(merchant), saved);
      await queryClient.invalidateQueries({ queryKey: sportsbookKeys.feed(merchant) });
      return saved;
    },
    /** A member's limits × factor (in hundredths: 100 the normal limits). */
    setStakeFactor: async (account: string, factor: number) => {
      const path = `${base}/members/${encodeURIComponent(account)}/stake-factor`;
      await opsRequest<unknown>('PUT', withQuery(path, { merchant }), { factor });
      await queryClient.invalidateQueries({ queryKey: sportsbookKeys.members(merchant) });
    },
  };
}

export type BookChanges = ReturnType<typeof useBookChanges>;
