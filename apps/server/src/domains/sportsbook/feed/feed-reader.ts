import { randomUUID } from 'node:crypto';
import { feedPageSchema, feedSnapshotSchema, type FeedMessage } from '@khela/contracts';
import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import { doublingDelayMs } from '../../../lib/backoff';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { noEffects, type Trading, type TradingEffects } from '../trading/trading.service';
import { stepsByEvent, type FeedStep } from './feed-batches';
import type { FeedApply } from './feed-apply';

/** A reader holds a merchant's feed this long without renewing it. */
const leaseMs = 15_000;
const pageLimit = 500;
const fetchTimeoutMs = 5_000;
/** A feed that keeps failing is asked again at most this long after its last failure. */
const failingRestMaxMs = 60_000;

/** Why a feed could not be read, short enough for the console. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 300);
}

/**
 * Reads each merchant's odds feed (docs/sportsbook-feed.md) and applies it: one server at a
 * time per merchant (a lease on its settings row), pages after the stored cursor, each message
 * once in its event's sequence — an old one skipped, the next one applied with the sequence in
 * one transaction, a gap or an unknown event recovered from the event's snapshot.
 */
export function createFeedReader(deps: {
  db: Db;
  apply: FeedApply;
  trading: Trading;
  clock: Clock;
  onError: (error: unknown) => void;
  fetch?: typeof fetch;
}) {
  const { db, clock } = deps;
  const owner = randomUUID();
  const get = deps.fetch ?? fetch;

  async function fetchJson(url: string): Promise<unknown> {
    const response = await get(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
    if (!response.ok) throw new Error(`feed answered ${response.status} for ${url}`);
    return response.json();
  }

  /**
   * An event's steps of a page in one transaction, in its sequence: those already applied
   * skipped, the rest applied while they follow on (each under a savepoint, so a step our rules
   * refuse is passed over alone), the event's sequence moved to the last. Answers the steps
   * left when a gap (or an unknown event) stopped it.
   */
  async function applySteps(
    merchantId: string,
    eventRef: string,
    steps: FeedStep[],
    effects: TradingEffects,
  ): Promise<FeedStep[]> {
    return db.transaction().execute(async (trx) => {
      const event = await trx
        .selectFrom('sbEvents')
        .select(['id', 'feedSeq'])
        .where('merchantId', '=', merchantId)
        .where('feedRef', '=', eventRef)
        .forNoKeyUpdate()
        .executeTakeFirst();
      let seen = event?.feedSeq ?? 0;
      let eventId = event?.id;
      const fresh = steps.filter((step) => step.to > seen);
      for (const [index, step] of fresh.entries()) {
        const isFixture = step.messages[0]?.type === 'fixture';
        if (step.from > seen + 1 || (!eventId && !isFixture)) return fresh.slice(index);
        for (const message of step.messages) {
          await sql`SAVEPOINT feed_step`.execute(trx);
          eventId = (await applyOrSkip(trx, merchantId, message, effects)) ?? eventId;
          await sql`RELEASE SAVEPOINT feed_step`.execute(trx);
        }
        seen = step.to;
      }
      if (eventId) {
        await trx
          .updateTable('sbEvents')
          .set({ feedSeq: seen })
          .where('id', '=', eventId)
          .execute();
      }
      return [];
    });
  }

  /** A message our rules refuse (a step that does not fit) is noted and passed over. */
  async function applyOrSkip(
    trx: Executor,
    merchantId: string,
    message: FeedMessage,
    effects: ReturnType<typeof noEffects>,
  ): Promise<string | undefined> {
    try {
      return await deps.apply.apply(trx, merchantId, message, effects);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      deps.onError(
        new Error(`feed message ${message.event}#${message.seq} refused: ${error.code}`),
      );
      const event = await trx
        .selectFrom('sbEvents')
        .select('id')
        .where('merchantId', '=', merchantId)
        .where('feedRef', '=', message.event)
        .executeTakeFirst();
      return event?.id;
    }
  }

  /** An event as the provider has it now: its snapshot applied, its sequence taken from it. */
  async function recover(
    merchantId: string,
    base: string,
    eventRef: string,
    effects: TradingEffects,
  ): Promise<void> {
    const snapshot = feedSnapshotSchema.parse(
      await fetchJson(`${base}/snapshot/${encodeURIComponent(eventRef)}`),
    );
    await db.transaction().execute(async (trx) => {
      let eventId: string | undefined;
      for (const message of snapshot.messages) {
        await sql`SAVEPOINT feed_step`.execute(trx);
        eventId = (await applyOrSkip(trx, merchantId, message, effects)) ?? eventId;
        await sql`RELEASE SAVEPOINT feed_step`.execute(trx);
      }
      if (eventId) {
        await trx
          .updateTable('sbEvents')
          .set({ feedSeq: snapshot.seq })
          .where('id', '=', eventId)
          .execute();
      }
      await trx
        .updateTable('sbSettings')
        .set((eb) => ({ feedRecoveries: eb('feedRecoveries', '+', 1) }))
        .where('merchantId', '=', merchantId)
        .execute();
    });
  }

  /** A page applied event by event; an event whose steps do not follow on is recovered. */
  async function applyPage(merchantId: string, base: string, messages: readonly FeedMessage[]) {
    const effects = noEffects();
    try {
      for (const [eventRef, steps] of stepsByEvent(messages)) {
        const left = await applySteps(merchantId, eventRef, steps, effects);
        if (left.length === 0) continue;
        await recover(merchantId, base, eventRef, effects);
        // What came after the snapshot; a provider whose snapshot lags is caught up next time.
        await applySteps(merchantId, eventRef, left, effects);
      }
    } finally {
      await deps.trading.finish(merchantId, effects);
    }
  }

  /** Takes (or renews) the merchant's lease; answers its feed's address and cursor, if ours. */
  async function lease(merchantId: string) {
    const now = clock.now();
    return db
      .updateTable('sbSettings')
      .set({ feedOwner: owner, feedLeaseUntil: new Date(now.getTime() + leaseMs) })
      .where('merchantId', '=', merchantId)
      .where('isFeedOn', '=', true)
      .where((eb) =>
        eb.or([
          eb('feedLeaseUntil', 'is', null),
          eb('feedLeaseUntil', '<', now),
          eb('feedOwner', '=', owner),
        ]),
      )
      .returning(['feedUrl', 'feedCursor'])
      .executeTakeFirst();
  }

  /** Reads one page of a merchant's feed and applies it; answers how many messages came. */
  async function readOnce(merchantId: string): Promise<number> {
    const held = await lease(merchantId);
    if (!held?.feedUrl) return 0;
    const base = held.feedUrl.replace(/\/+$/, '');
    try {
      const after = held.feedCursor ? `&after=${encodeURIComponent(held.feedCursor)}` : '';
      const page = feedPageSchema.parse(
        await fetchJson(`${base}/messages?limit=${pageLimit}${after}`),
      );
      await applyPage(merchantId, base, page.messages);
      await db
        .updateTable('sbSettings')
        .set((eb) => ({
          feedCursor: page.cursor,
          feedReadAt: clock.now(),
          feedError: null,
          feedMessages: sql`${eb.ref('feedMessages')} + ${page.messages.length}`,
        }))
        .where('merchantId', '=', merchantId)
        .where('feedOwner', '=', owner)
        .execute();
      return page.messages.length;
    } catch (error) {
      await db
        .updateTable('sbSettings')
        .set({ feedError: reasonOf(error), feedReadAt: clock.now() })
        .where('merchantId', '=', merchantId)
        .execute();
      throw error;
    }
  }

  /** The feeds that failed last time: how many times in a row, and when to try again. */
  const failing = new Map<string, { failures: number; retryAtMs: number }>();

  return {
    readOnce,

    /**
     * Every merchant whose feed is on, read once (the reader loop's turn). A feed that failed
     * rests longer after each failure in a row (1 s doubling to a minute), so a provider that
     * has gone is not asked, and logged, every second.
     */
    async readAll(): Promise<number> {
      const merchants = await db
        .selectFrom('sbSettings')
        .select('merchantId')
        .where('isFeedOn', '=', true)
        .execute();
      let total = 0;
      for (const { merchantId } of merchants) {
        const failed = failing.get(merchantId);
        if (failed && failed.retryAtMs > Date.now()) continue;
        try {
          total += await readOnce(merchantId);
          failing.delete(merchantId);
        } catch (error) {
          const failures = (failed?.failures ?? 0) + 1;
          const restMs = doublingDelayMs(failures, 1, failingRestMaxMs);
          failing.set(merchantId, { failures, retryAtMs: Date.now() + restMs });
          deps.onError(error);
        }
      }
      return total;
    },
  };
}

export type FeedReader = ReturnType<typeof createFeedReader>;
