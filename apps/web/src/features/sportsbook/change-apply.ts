import type { EventDetail, EventList, SportsbookBook, SportsChange } from '@khela/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { patchEventDetail, patchEventList } from './change-patch';
import { slipActions } from './slip-store';
import { sportsbookKeys } from './sportsbook-keys';

/** Reads Server-Sent Events from a fetch body, calling `onEvent` with each event's name and data. */
export async function readServerEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (name: string, data: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    // Line ends may be CRLF, split between chunks: the whole buffer is normalised each time.
    buffered = (buffered + decoder.decode(value, { stream: true })).replace(/\r\n/g, '\n');
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const name = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const lines = [...block.matchAll(/^data: ?(.*)$/gm)].map((match) => match[1] ?? '');
      if (lines.length > 0) onEvent(name, lines.join('\n'));
      end = buffered.indexOf('\n\n');
    }
  }
}

/**
 * One change of the stream, applied where it shows: the book's lobby lists, the event's page
 * and the slip's legs, in place — no screen reads the server again for it.
 */
export function applyChange(queryClient: QueryClient, book: SportsbookBook, change: SportsChange) {
  queryClient.setQueriesData<EventList>({ queryKey: sportsbookKeys.lists(book) }, (list) =>
    list ? patchEventList(list, change) : list,
  );
  queryClient.setQueryData<EventDetail>(sportsbookKeys.event(change.eventId), (detail) =>
    detail ? patchEventDetail(detail, change) : detail,
  );
  slipActions.takeNews({
    eventId: change.eventId,
    status: change.status,
    markets: change.markets,
  });
}
