import { bookOfSport, sportCodes, type SportCode, type SportsbookBook } from '@khela/contracts';

/** The in-house book's vendor code: its tickets are rounds of this vendor's wallet. */
export const sportsbookVassalage = 'KSPORTS';

/** The sports of a book, in the lobby's order. */
export function sportsOfBook(book: SportsbookBook): SportCode[] {
  return sportCodes.filter((sport) => bookOfSport(sport) === book);
}
