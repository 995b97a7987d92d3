import type { FeedReader } from './feed-reader';

/** How long the reader rests after a turn that found nothing new (or failed). */
const idleMs = 1_000;

/**
 * Reads every merchant's odds feed over and over (server.ts runs it on every instance; a lease
 * keeps each feed to one reader): at once again after a turn that brought messages.
 */
export function startFeedLoop(reader: FeedReader, onError: (error: unknown) => void) {
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> | undefined;

  async function turn(): Promise<void> {
    if (isStopped) return;
    current = reader.readAll();
    const count = await current.catch((error: unknown) => {
      onError(error);
      return 0;
    });
    current = undefined;
    if (!isStopped) timer = setTimeout(() => void turn(), count > 0 ? 0 : idleMs);
  }

  timer = setTimeout(() => void turn(), 0);
  return {
    /** Stops the loop once the turn under way (if any) has finished. */
    async stop(): Promise<void> {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await current?.catch(() => 0);
    },
  };
}
