// An event's whole life as the provider tells it, written once from its spec: the fixture and
// first prices when it is announced, drifting prices until the start, then step by step the
// score, the prices and the bet stops, and at the end the result and every settlement. The
// simulator only releases the messages whose time has come.
import type { FeedMarket, FeedMessage } from '@khela/contracts';
import type { MatchEngine } from './simulator-engine';
import type { MarketSpec, SelectionResult } from './simulator-markets';
import { priceMarket, settleMarket } from './simulator-markets';
import type { EventSpec } from './simulator-programme';
import { createMatch } from './simulator-programme';
import type { Random } from './simulator-random';
import { createRandom, hashSeed } from './simulator-random';

/** A message and the moment it is due. */
export interface TimedMessage {
  atMs: number;
  message: FeedMessage;
}

type WithoutEnvelope<T> = T extends unknown ? Omit<T, 'event' | 'seq' | 'at'> : never;
/** A message before the writer gives it its event, sequence and time. */
type FeedBody = WithoutEnvelope<FeedMessage>;

interface LiveMarket {
  spec: MarketSpec;
  /** Settled (or being settled): no more prices. */
  isClosed: boolean;
  sentStatus: 'open' | 'suspended' | null;
  sentOdds: Map<string, number> | null;
}

interface TimelineContext {
  spec: EventSpec;
  random: Random;
  engine: MatchEngine;
  markets: LiveMarket[];
  push(atMs: number, body: FeedBody): void;
}

const minuteMs = 60_000;
/** A match that has not ended after this many steps is a bug in its engine. */
const stepsMax = 5000;
const incidentStopChance = 0.7;
const quietStopChance = 0.015;

function isSameOdds(a: Map<string, number>, b: Map<string, number> | null): boolean {
  if (b === null || a.size !== b.size) return false;
  for (const [key, odds] of a) if (b.get(key) !== odds) return false;
  return true;
}

function feedMarket(market: LiveMarket, status: 'open' | 'suspended'): FeedMarket {
  const { ref, kind, line, period, selections } = market.spec;
  return {
    ref,
    kind,
    line,
    period,
    status,
    selections: selections.map(({ key, name }) => ({
      key,
      ...(name === undefined ? {} : { name }),
      odds: market.sentOdds?.get(key) ?? 1001,
    })),
  };
}

/** Sends the markets whose price or status moved since they were last sent. */
function sendOdds(context: TimelineContext, atMs: number): void {
  const changed: FeedMarket[] = [];
  for (const market of context.markets) {
    if (market.isClosed) continue;
    const price = priceMarket(market.spec, context.engine.outcomes(market.spec));
    const status = price.isTradable ? 'open' : 'suspended';
    // A suspended market keeps the last prices it showed rather than the bounds it hit.
    const odds = price.isTradable || market.sentOdds === null ? price.odds : market.sentOdds;
    if (status === market.sentStatus && isSameOdds(odds, market.sentOdds)) continue;
    market.sentStatus = status;
    market.sentOdds = odds;
    changed.push(feedMarket(market, status));
  }
  if (changed.length > 0) context.push(atMs, { type: 'odds', markets: changed });
}

/** Stops bets on the named markets, or on all of the event's. */
function stopBets(context: TimelineContext, atMs: number, refs: string[] | null): void {
  context.push(atMs, refs === null ? { type: 'betStop' } : { type: 'betStop', markets: refs });
  for (const market of context.markets) {
    if (refs === null || refs.includes(market.spec.ref)) market.sentStatus = 'suspended';
  }
}

function settlementBody(ref: string, results: SelectionResult[]): FeedBody {
  return {
    type: 'settlement',
    market: ref,
    results: results.map(({ key, result, deadHeat }) =>
      deadHeat ? { key, result, deadHeat } : { key, result },
    ),
  };
}

/** Settles the markets of the periods (innings, maps) that just ended. */
function closePeriods(context: TimelineContext, atMs: number, periods: number[]): void {
  const closing = context.markets.filter(
    (market) => !market.isClosed && periods.includes(market.spec.period ?? -1),
  );
  if (closing.length === 0) return;
  stopBets(
    context,
    atMs,
    closing.map((market) => market.spec.ref),
  );
  const facts = context.engine.facts();
  let settleAtMs = atMs + context.random.int(5_000, 15_000);
  for (const market of closing) {
    market.isClosed = true;
    context.push(settleAtMs, settlementBody(market.spec.ref, settleMarket(market.spec, facts)));
    settleAtMs += 1000;
  }
}

/** Play stops (rain): every market suspended until it resumes. Answers when it resumed. */
function suspendPlay(context: TimelineContext, atMs: number, durationMs: number): number {
  const { engine, spec } = context;
  stopBets(context, atMs, null);
  const reason = spec.sport === 'football' ? 'Play suspended' : 'Rain delay';
  context.push(atMs + 1000, {
    type: 'score',
    status: 'suspended',
    score: { ...engine.score(), detail: reason },
  });
  const resumeAtMs = atMs + durationMs;
  context.push(resumeAtMs, { type: 'score', status: 'live', score: engine.score() });
  sendOdds(context, resumeAtMs + 2000);
  return resumeAtMs + 2000;
}

/** Announcement and the drift of prices until the start; false when the event is called off. */
function announceAndWait(context: TimelineContext): boolean {
  const { spec, random, engine } = context;
  context.push(spec.announceAtMs, {
    type: 'fixture',
    sport: spec.sport,
    competition: spec.competition,
    home: spec.home,
    away: spec.away,
    startsAt: new Date(spec.startsAtMs).toISOString(),
    status: 'scheduled',
    score: null,
  });
  sendOdds(context, spec.announceAtMs + 2000);
  const endMs = spec.cancelAtMs ?? spec.startsAtMs - minuteMs;
  for (let atMs = spec.announceAtMs + random.int(20, 90) * minuteMs; atMs < endMs;) {
    engine.nudge(random.normal(0, 0.02));
    sendOdds(context, atMs);
    atMs += random.int(20, 120) * minuteMs;
  }
  if (spec.cancelAtMs === null) return true;
  context.push(spec.cancelAtMs, { type: 'cancel' });
  return false;
}

/** The match from kick-off to its last step; answers when it ended. */
function play(context: TimelineContext): number {
  const { spec, random, engine } = context;
  let atMs = spec.startsAtMs;
  context.push(atMs, { type: 'score', status: 'live', score: engine.score() });
  sendOdds(context, atMs + 1000);
  for (let index = 0; ; index += 1) {
    if (index > stepsMax) throw new Error(`${spec.id}: the match never ends`);
    const step = engine.step();
    atMs += step.durationMs;
    if (engine.isOver()) return atMs;
    const isStop = random.chance(step.isIncident ? incidentStopChance : quietStopChance);
    if (isStop) stopBets(context, atMs, null);
    if (step.isScoreChange) {
      context.push(atMs + (isStop ? 1000 : 0), {
        type: 'score',
        status: 'live',
        score: engine.score(),
      });
    }
    closePeriods(context, atMs + 2000, step.closedPeriods);
    // Reopening after a bet stop takes a few seconds: the trader checks what happened.
    sendOdds(context, atMs + (isStop ? random.int(3000, 8000) : 0));
    if (index === spec.delay?.afterStep) {
      atMs = suspendPlay(context, atMs + 10_000, spec.delay.durationMs);
    }
  }
}

/** Inverts a settlement: the wrong result a provider later rolls back. */
function mistaken(results: SelectionResult[]): SelectionResult[] {
  const flipped: Record<string, SelectionResult['result']> = {
    win: 'lose',
    lose: 'win',
    halfWin: 'halfLose',
    halfLose: 'halfWin',
    void: 'void',
  };
  return results.map(({ key, result }) => ({ key, result: flipped[result] ?? result }));
}

/** The result, then a settlement for every market still open (one maybe wrong, then fixed). */
function finish(context: TimelineContext, endMs: number): void {
  const { spec, random, engine } = context;
  stopBets(context, endMs, null);
  context.push(endMs + 1000, { type: 'score', status: 'ended', score: engine.score() });
  const facts = engine.facts();
  let atMs = endMs + random.int(30_000, 90_000);
  const main = context.markets[0];
  for (const market of context.markets) {
    if (market.isClosed) continue;
    market.isClosed = true;
    const results = settleMarket(market.spec, facts);
    const isWrong = spec.hasRollback && market === main;
    context.push(atMs, settlementBody(market.spec.ref, isWrong ? mistaken(results) : results));
    atMs += random.int(1000, 5000);
  }
  if (!spec.hasRollback || main === undefined) return;
  atMs += random.int(5, 12) * minuteMs;
  context.push(atMs, { type: 'rollback', market: main.spec.ref });
  atMs += random.int(1, 3) * minuteMs;
  context.push(atMs, settlementBody(main.spec.ref, settleMarket(main.spec, facts)));
}

/** Every message of the event, in order, each with its sequence and time. */
export function buildTimeline(spec: EventSpec): TimedMessage[] {
  const entries: TimedMessage[] = [];
  let clockMs = Number.NEGATIVE_INFINITY;
  const match = createMatch(spec);
  const context: TimelineContext = {
    spec,
    random: createRandom(hashSeed(spec.seed, 'timeline')),
    engine: match.engine,
    markets: match.markets.map((market) => ({
      spec: market,
      isClosed: false,
      sentStatus: null,
      sentOdds: null,
    })),
    // Time never runs back within an event: a message asked for earlier waits for the last.
    push: (atMs, body) => {
      clockMs = Math.max(clockMs, Math.round(atMs));
      const at = new Date(clockMs).toISOString();
      const message = { ...body, event: spec.id, seq: entries.length + 1, at } as FeedMessage;
      entries.push({ atMs: clockMs, message });
    },
  };
  if (announceAndWait(context)) finish(context, play(context));
  return entries;
}
