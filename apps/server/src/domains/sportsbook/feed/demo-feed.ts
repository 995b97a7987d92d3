import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { startFeedSimulator, type FeedSimulator } from './simulator';

/**
 * The demo's odds provider: the feed simulator started on this machine, and every merchant
 * whose book has no feed of its own (none set, or an earlier simulator's local address)
 * reading it. A real provider's address is left alone.
 */
export async function simulateSportsFeed(db: Db): Promise<FeedSimulator> {
  const simulator = await startFeedSimulator({ seed: 35 });
  await db
    .updateTable('sbSettings')
    .set({ feedUrl: simulator.url, isFeedOn: true, feedCursor: null })
    .where((eb) =>
      eb.or([
        eb('feedUrl', 'is', null),
        eb('feedUrl', '~', sql<string>`'^http://127\\.0\\.0\\.1:[0-9]+$'`),
      ]),
    )
    .where('feedUrl', 'is distinct from', simulator.url)
    .execute();
  return simulator;
}
