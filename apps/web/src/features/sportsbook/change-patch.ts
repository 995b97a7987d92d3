import type {
  EventDetail,
  EventList,
  EventSummary,
  MarketView,
  SportEventStatus,
  SportsChange,
} from '@khela/contracts';

// The change stream's patches of the cached list and event: pure, and each returns the very
// object it was given when the change touches nothing of it, so a screen does not render again
// for another event's change.

/**
 * A market as the stream tells it when it is newer than the cached one. Its version rises with
 * every change of prices or status, so the same version is the same market (a change repeated
 * after a reconnect) and an older one a change overtaken by a fresh read.
 */
function newerMarket(current: MarketView, changed: MarketView): MarketView {
  return changed.version > current.version ? changed : current;
}

/** The markets with the changed ones in place; a market new to the list is added at the end. */
export function patchMarkets(
  markets: readonly MarketView[],
  changed: readonly MarketView[],
  isAddingNew: boolean,
): MarketView[] {
  let isTouched = false;
  const known = new Set(markets.map((market) => market.id));
  const patched = markets.map((market) => {
    const update = changed.find((item) => item.id === market.id);
    if (!update) return market;
    const next = newerMarket(market, update);
    if (next !== market) isTouched = true;
    return next;
  });
  const added = isAddingNew ? changed.filter((market) => !known.has(market.id)) : [];
  if (!isTouched && added.length === 0) return markets as MarketView[];
  return [...patched, ...added];
}

function isSameScore(left: EventSummary['score'], right: EventSummary['score']): boolean {
  if (left === null || right === null) return left === right;
  return left.home === right.home && left.away === right.away && left.detail === right.detail;
}

/** A card of the lobby with the change's status, score and main market. */
export function patchEventSummary<T extends EventSummary>(event: T, change: SportsChange): T {
  if (event.id !== change.eventId) return event;
  const main = event.mainMarket;
  const changedMain = main ? change.markets.find((market) => market.id === main.id) : undefined;
  const nextMain = main && changedMain ? newerMarket(main, changedMain) : main;
  if (
    event.status === change.status &&
    isSameScore(event.score, change.score) &&
    nextMain === main
  ) {
    return event;
  }
  return { ...event, status: change.status, score: change.score, mainMarket: nextMain };
}

/** An event's page with the change: status, score, and every market that changed. */
export function patchEventDetail(detail: EventDetail, change: SportsChange): EventDetail {
  if (detail.id !== change.eventId) return detail;
  const summary = patchEventSummary(detail, change);
  const markets = patchMarkets(detail.markets, change.markets, true);
  if (summary === detail && markets === detail.markets) return detail;
  return { ...summary, markets, marketCount: Math.max(summary.marketCount, markets.length) };
}

type LobbyState = 'live' | 'upcoming' | null;

/** Where an event of a status stands in the lobby: live (suspended too), upcoming, or gone. */
export function lobbyStateOf(status: SportEventStatus): LobbyState {
  if (status === 'live' || status === 'suspended') return 'live';
  if (status === 'scheduled') return 'upcoming';
  return null;
}

/** The sport tabs' counts once an event moved from one lobby state to another. */
function movedCounts(
  sports: EventList['sports'],
  event: EventSummary,
  from: LobbyState,
  to: LobbyState,
): EventList['sports'] {
  if (from === to) return sports;
  return sports.map((item) => {
    if (item.sport !== event.sport) return item;
    const count = { ...item };
    if (from) count[from] = Math.max(0, count[from] - 1);
    if (to) count[to] += 1;
    return count;
  });
}

/**
 * A lobby list with the change applied to its event, if the list holds it: the card's status,
 * score and main market, and the sport tab's live and upcoming counts when the event started
 * or ended.
 */
export function patchEventList(list: EventList, change: SportsChange): EventList {
  const index = list.events.findIndex((event) => event.id === change.eventId);
  const event = list.events[index];
  if (!event) return list;
  const patched = patchEventSummary(event, change);
  if (patched === event) return list;
  const events = list.events.slice();
  events[index] = patched;
  const sports = movedCounts(
    list.sports,
    event,
    lobbyStateOf(event.status),
    lobbyStateOf(patched.status),
  );
  return { ...list, events, sports };
}
