// A sportsbook feed simulator: a real HTTP peer that behaves like a commercial odds provider
// (docs/sportsbook-feed.md), for the demo and the tests. Its programme follows the clock it is
// given: at any moment some events are live, more are announced for the next two days, and
// those of the last six hours have ended and settled. Everything is drawn from the seed and the
// time, so two simulators with the same seed tell the same story.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FeedMessage } from '@khela/contracts';
import type { EventSpec } from './simulator-programme';
import { announceLeadMaxMs, eventsOfSlot, slotOf } from './simulator-programme';
import type { FeedEventState } from './simulator-state';
import { applyFeedMessage, createEventState, snapshotMessages } from './simulator-state';
import type { TimedMessage } from './simulator-timeline';
import { buildTimeline } from './simulator-timeline';

/** A running simulator. */
export interface FeedSimulator {
  /** Its base address, as http://127.0.0.1:<port>. */
  url: string;
  close(): Promise<void>;
  /** Advances the programme to this time (default: the clock's now); time never runs back. */
  tick(now?: Date): void;
}

export interface FeedSimulatorOptions {
  now?: () => Date;
  seed?: number;
  /** 0 (the default): any free port. */
  port?: number;
  host?: string;
  /** How often the simulator reads its clock; 0: only when tick() is called. */
  tickMs?: number;
}

const hourMs = 3_600_000;
/** Events that ended longer ago than this are not in the programme a simulator starts with. */
const finishedShownMs = 6 * hourMs;
/** The longest an event runs from its announcement past its last settlement, and then some. */
const lookBackMs = finishedShownMs + 5 * hourMs;
/** An event is forgotten (its snapshot gone) this long after its last message. */
const eventRetentionMs = 24 * hourMs;
const retainedMessagesMax = 25_000;
const pageSizeMax = 1000;
const pageSizeDefault = 500;
const tickMsDefault = 2000;

interface EventRuntime {
  timeline: TimedMessage[];
  /** The index in the timeline of the next message to release. */
  next: number;
  lastAtMs: number;
  state: FeedEventState;
}

/** The programme and the message log, without the HTTP around them. */
function createFeedLog(seed: number, startMs: number) {
  const runId = randomUUID().slice(0, 8);
  const log: FeedMessage[] = [];
  /** Global index (from 1) of log[0]. */
  let firstIndex = 1;
  const events = new Map<string, EventRuntime>();
  const announced = new Map<string, EventSpec>();
  let nextSlot = slotOf(startMs - lookBackMs);
  let lastMs = Number.NEGATIVE_INFINITY;

  /** Finds the events announced by now and writes their stories. */
  const discover = (nowMs: number) => {
    for (const lastSlot = slotOf(nowMs + announceLeadMaxMs); nextSlot <= lastSlot; nextSlot += 1) {
      for (const spec of eventsOfSlot(seed, nextSlot)) announced.set(spec.id, spec);
    }
    for (const [id, spec] of announced) {
      if (spec.announceAtMs > nowMs) continue;
      announced.delete(id);
      const timeline = buildTimeline(spec);
      const lastAtMs = timeline.at(-1)?.atMs ?? spec.announceAtMs;
      if (lastAtMs < nowMs - finishedShownMs) continue;
      events.set(id, { timeline, next: 0, lastAtMs, state: createEventState(id) });
    }
  };

  const release = (nowMs: number) => {
    const due: TimedMessage[] = [];
    for (const runtime of events.values()) {
      let entry = runtime.timeline[runtime.next];
      while (entry !== undefined && entry.atMs <= nowMs) {
        due.push(entry);
        runtime.next += 1;
        entry = runtime.timeline[runtime.next];
      }
      // A story told in full needs no keeping: its messages live on in the log.
      if (entry === undefined) {
        runtime.timeline = [];
        runtime.next = 0;
      }
    }
    due.sort(
      (a, b) =>
        a.atMs - b.atMs ||
        a.message.event.localeCompare(b.message.event) ||
        a.message.seq - b.message.seq,
    );
    for (const { message } of due) {
      const runtime = events.get(message.event);
      if (runtime !== undefined) applyFeedMessage(runtime.state, message);
      log.push(message);
    }
    if (log.length > retainedMessagesMax) {
      const dropped = log.length - retainedMessagesMax;
      log.splice(0, dropped);
      firstIndex += dropped;
    }
    for (const [id, runtime] of events) {
      const isDone = runtime.timeline.length === 0;
      if (isDone && runtime.lastAtMs < nowMs - eventRetentionMs) events.delete(id);
    }
  };

  return {
    runId,
    tick(nowMs: number) {
      if (nowMs <= lastMs) return;
      lastMs = nowMs;
      discover(nowMs);
      release(nowMs);
    },
    /** Messages after the cursor (or from the oldest retained), at most `limit`. */
    page(afterIndex: number | null, limit: number) {
      const from = Math.max(afterIndex === null ? 0 : afterIndex - firstIndex + 1, 0);
      const messages = log.slice(from, from + limit);
      const lastIndex = firstIndex + from + messages.length - 1;
      return { cursor: `${runId}.${Math.max(lastIndex, afterIndex ?? 0)}`, messages };
    },
    snapshot(event: string) {
      const runtime = events.get(event);
      if (runtime === undefined || runtime.state.seq === 0) return null;
      return { seq: runtime.state.seq, messages: snapshotMessages(runtime.state) };
    },
  };
}

type FeedLog = ReturnType<typeof createFeedLog>;

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/** The cursor's global index; null: start from the oldest retained (absent, or another run's). */
function parseCursor(feed: FeedLog, after: string | null): number | null | 'bad' {
  if (after === null || after === '') return null;
  const match = /^([0-9a-f]{8})\.(\d{1,15})$/.exec(after);
  if (match === null) return 'bad';
  return match[1] === feed.runId ? Number(match[2]) : null;
}

function handle(feed: FeedLog, request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://simulator.invalid');
  if (request.method === 'GET' && url.pathname === '/messages') {
    const after = parseCursor(feed, url.searchParams.get('after'));
    const limitText = url.searchParams.get('limit');
    const limit = limitText === null ? pageSizeDefault : Number(limitText);
    if (after === 'bad') return send(response, 400, { error: 'bad_cursor' });
    if (!Number.isInteger(limit) || limit < 1 || limit > pageSizeMax) {
      return send(response, 400, { error: 'bad_limit', max: pageSizeMax });
    }
    return send(response, 200, feed.page(after, limit));
  }
  const snapshotPath = /^\/snapshot\/([^/]+)$/.exec(url.pathname);
  if (request.method === 'GET' && snapshotPath?.[1] !== undefined) {
    let event: string;
    try {
      event = decodeURIComponent(snapshotPath[1]);
    } catch {
      return send(response, 400, { error: 'bad_event' });
    }
    const snapshot = feed.snapshot(event);
    if (snapshot === null) return send(response, 404, { error: 'unknown_event' });
    return send(response, 200, snapshot);
  }
  send(response, 404, { error: 'not_found' });
}

/** Starts a simulator on 127.0.0.1 (any free port unless told), its programme written to now. */
export async function startFeedSimulator(
  options: FeedSimulatorOptions = {},
): Promise<FeedSimulator> {
  const now = options.now ?? (() => new Date());
  const host = options.host ?? '127.0.0.1';
  const feed = createFeedLog(options.seed ?? 1, now().getTime());
  const tick = (at?: Date) => feed.tick((at ?? now()).getTime());
  tick();
  const server = createServer((request, response) => {
    try {
      handle(feed, request, response);
    } catch {
      send(response, 500, { error: 'internal' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const tickMs = options.tickMs ?? tickMsDefault;
  const timer = tickMs > 0 ? setInterval(() => tick(), tickMs) : null;
  timer?.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    tick,
    close: async () => {
      if (timer !== null) clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
