// The book's screens live in the query of its page (/sports?event=…, ?view=mybets): these read
// and write it, so a screen keeps the filters the player chose (?sport=…) as they move about.

/** The screens of the book. */
export type BookView = 'lobby' | 'event' | 'mybets' | 'results';

/** Which screen of the book the address asks for (`?event=`, `?view=mybets|results`). */
export function bookViewOf(search: URLSearchParams): { view: BookView; eventId: string | null } {
  const view = search.get('view');
  if (view === 'mybets' || view === 'results') return { view, eventId: null };
  const eventId = search.get('event');
  if (eventId && /^\d{1,18}$/.test(eventId)) return { view: 'event', eventId };
  return { view: 'lobby', eventId: null };
}

/** The page's address with some parameters set (a value) or dropped (null); the rest kept. */
export function bookHref(
  pathname: string,
  search: URLSearchParams,
  changes: Record<string, string | null>,
): string {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
