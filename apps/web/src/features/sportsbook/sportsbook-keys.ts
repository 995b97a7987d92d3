import type { SportCode, SportsbookBook } from '@khela/contracts';

/** Which of the member's tickets a list shows. */
export type TicketState = 'open' | 'settled';

/** Query keys of the book; every one starts with 'sportsbook'. */
export const sportsbookKeys = {
  all: ['sportsbook'] as const,
  lists: (book: SportsbookBook) => ['sportsbook', 'events', book] as const,
  list: (
    book: SportsbookBook,
    sport: SportCode | null,
    competition: string | null,
    limit: number,
  ) => ['sportsbook', 'events', book, sport ?? 'all', competition ?? 'all', limit] as const,
  event: (eventId: string) => ['sportsbook', 'event', eventId] as const,
  results: (book: SportsbookBook, sport: SportCode | null, day: string) =>
    ['sportsbook', 'results', book, sport ?? 'all', day] as const,
  rules: ['sportsbook', 'rules'] as const,
  bets: (token: string | null) => ['sportsbook', 'bets', token] as const,
  betPage: (token: string | null, state: TicketState, page: number) =>
    ['sportsbook', 'bets', token, state, page] as const,
};
