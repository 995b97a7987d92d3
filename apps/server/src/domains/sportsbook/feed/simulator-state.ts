// An event as its feed messages leave it, and the snapshot that restates it. The simulator keeps
// one per event to answer snapshots; the tests replay a history through the same fold and
// compare, which is what keeps the history and the snapshot the same story.
import type {
  FeedMessage,
  LegResult,
  MarketKind,
  MarketStatus,
  SportCode,
  SportEventStatus,
  SportScore,
} from '@khela/contracts';

/** A market as the feed has described it so far. */
export interface FeedMarketState {
  ref: string;
  kind: MarketKind;
  line: number | null;
  period: number | null;
  status: MarketStatus;
  selections: { key: string; name: string | null; odds: number }[];
  results: { key: string; result: LegResult; deadHeat: number | null }[] | null;
}

/** An event as the feed has described it so far. */
export interface FeedEventState {
  event: string;
  /** The sequence of the last message applied. */
  seq: number;
  at: string;
  fixture: {
    sport: SportCode;
    competition: string;
    home: string;
    away: string;
    startsAt: string;
  } | null;
  status: SportEventStatus;
  score: SportScore | null;
  markets: Map<string, FeedMarketState>;
}

/** An event before its first message. */
export function createEventState(event: string): FeedEventState {
  return {
    event,
    seq: 0,
    at: new Date(0).toISOString(),
    fixture: null,
    status: 'scheduled',
    score: null,
    markets: new Map(),
  };
}

const isFinal = (market: FeedMarketState) =>
  market.status === 'settled' || market.status === 'void';

function applyOdds(state: FeedEventState, message: Extract<FeedMessage, { type: 'odds' }>) {
  for (const market of message.markets) {
    const known = state.markets.get(market.ref);
    // Prices never reopen a settled or void market: only a rollback does.
    if (known !== undefined && isFinal(known)) continue;
    state.markets.set(market.ref, {
      ref: market.ref,
      kind: market.kind,
      line: market.line ?? null,
      period: market.period ?? null,
      status: market.status,
      selections: market.selections.map((selection) => ({
        key: selection.key,
        name:
          selection.name ??
          known?.selections.find((previous) => previous.key === selection.key)?.name ??
          null,
        odds: selection.odds,
      })),
      results: null,
    });
  }
}

/** Applies one message to the event (the caller has checked its sequence). */
export function applyFeedMessage(state: FeedEventState, message: FeedMessage): void {
  state.seq = message.seq;
  state.at = message.at;
  switch (message.type) {
    case 'fixture': {
      const { sport, competition, home, away, startsAt } = message;
      state.fixture = { sport, competition, home, away, startsAt };
      state.status = message.status;
      if (message.score !== undefined) state.score = message.score;
      return;
    }
    case 'odds':
      applyOdds(state, message);
      return;
    case 'score':
      state.status = message.status;
      state.score = message.score;
      return;
    case 'betStop':
      for (const market of state.markets.values()) {
        const isNamed = message.markets === undefined || message.markets.includes(market.ref);
        if (isNamed && market.status === 'open') market.status = 'suspended';
      }
      return;
    case 'settlement': {
      const market = state.markets.get(message.market);
      if (market === undefined) return;
      market.status = 'settled';
      market.results = message.results.map(({ key, result, deadHeat }) => ({
        key,
        result,
        deadHeat: deadHeat ?? null,
      }));
      return;
    }
    case 'cancel':
      if (message.market === undefined) state.status = 'cancelled';
      for (const market of state.markets.values()) {
        if (message.market !== undefined && market.ref !== message.market) continue;
        market.status = 'void';
        market.results = null;
      }
      return;
    case 'rollback': {
      const market = state.markets.get(message.market);
      if (market === undefined) return;
      market.status = 'suspended';
      market.results = null;
    }
  }
}

/**
 * The event restated as messages, all at its current sequence: the fixture, every market's
 * prices, the score, then what is settled or void. Applied in order to an empty event they
 * give this state back.
 */
export function snapshotMessages(state: FeedEventState): FeedMessage[] {
  const envelope = { event: state.event, seq: state.seq, at: state.at };
  const messages: FeedMessage[] = [];
  if (state.fixture !== null) {
    messages.push({
      ...envelope,
      type: 'fixture',
      ...state.fixture,
      status: state.status,
      score: state.score,
    });
  }
  const markets = [...state.markets.values()];
  if (markets.length > 0) {
    messages.push({
      ...envelope,
      type: 'odds',
      markets: markets.map((market) => ({
        ref: market.ref,
        kind: market.kind,
        line: market.line,
        period: market.period,
        status: market.status === 'open' ? 'open' : 'suspended',
        selections: market.selections.map(({ key, name, odds }) =>
          name === null ? { key, odds } : { key, name, odds },
        ),
      })),
    });
  }
  const { score, status } = state;
  if (score !== null && (status === 'live' || status === 'suspended' || status === 'ended')) {
    messages.push({ ...envelope, type: 'score', status, score });
  }
  for (const market of markets) {
    if (market.status === 'settled' && market.results !== null) {
      const results = market.results.map(({ key, result, deadHeat }) =>
        deadHeat === null ? { key, result } : { key, result, deadHeat },
      );
      messages.push({ ...envelope, type: 'settlement', market: market.ref, results });
    }
    if (market.status === 'void' && status !== 'cancelled') {
      messages.push({ ...envelope, type: 'cancel', market: market.ref });
    }
  }
  if (status === 'cancelled') messages.push({ ...envelope, type: 'cancel' });
  return messages;
}
