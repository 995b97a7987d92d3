import { startLoop } from '../../../lib/loop';
import type { FeedReader } from './feed-reader';

/** How long the reader rests after a turn that found nothing new (or failed). */
const idleMs = 1_000;

/**
 * Reads every merchant's odds feed over and over (server.ts runs it on every instance; a lease
 * keeps each feed to one reader): at once again after a turn that brought messages.
 */
export function startFeedLoop(reader: FeedReader, onError: (error: unknown) => void) {
  return startLoop(async () => ((await reader.readAll()) > 0 ? 0 : idleMs), {
    onError,
    restAfterErrorMs: idleMs,
  });
}
