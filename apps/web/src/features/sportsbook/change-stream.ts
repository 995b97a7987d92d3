import type { EventDetail, EventList, SportsbookBook, SportsChange } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { merchantCode } from '../../api/client';
import { currentLanguage } from '../../i18n/language';
import { applyChange, readServerEvents } from './change-apply';
import { slipActions } from './slip-store';
import { sportsbookKeys } from './sportsbook-keys';

/** After a dropped stream, the first wait before connecting again, and the longest. */
const reconnectFirstMs = 1_000;
const reconnectMaxMs = 30_000;

function isChange(value: unknown): value is SportsChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Partial<SportsChange>;
  return typeof change.eventId === 'string' && Array.isArray(change.markets);
}

function streamHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  headers.Language = currentLanguage();
  const merchant = merchantCode();
  if (merchant) headers.Merchant = merchant;
  return headers;
}

/**
 * Follows GET /sportsbook/api/stream for the book's lobby (main markets) or, on its page, one
 * event (every market) while the screen is open, patching the caches with each `change`. Each
 * time the stream opens, what was read before it opened is read again (a change may have come
 * in between), and so on `resync` (the server lost track). A dropped stream is opened again
 * after a growing wait.
 */
export function useChangeStream(book: SportsbookBook, eventId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    let retryTimer: number | undefined;
    let waitMs = reconnectFirstMs;
    const url = new URL('/sportsbook/api/stream', window.location.origin);
    url.searchParams.set('book', book);
    if (eventId) url.searchParams.set('event', eventId);

    /** Reads again what the screen shows and was read before `sinceMs` (none being read now). */
    const readAgain = (sinceMs: number) => {
      const keys = eventId ? [sportsbookKeys.event(eventId)] : [sportsbookKeys.lists(book)];
      for (const queryKey of keys) {
        void queryClient.invalidateQueries({
          queryKey,
          predicate: (query) =>
            query.state.fetchStatus === 'idle' && query.state.dataUpdatedAt < sinceMs,
        });
      }
    };

    const onEvent = (name: string, data: string) => {
      if (name === 'resync') return readAgain(Date.now());
      if (name !== 'change') return;
      try {
        const change: unknown = JSON.parse(data);
        if (isChange(change)) applyChange(queryClient, book, change);
      } catch {
        // A change that cannot be read is skipped; the next read of the screen covers it.
      }
    };

    const connect = async () => {
      retryTimer = undefined;
      try {
        const response = await fetch(url, { headers: streamHeaders(), signal: controller.signal });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        readAgain(Date.now());
        waitMs = reconnectFirstMs;
        await readServerEvents(response.body, onEvent);
      } catch {
        // Dropped or refused: connect again below, unless the screen closed.
      }
      if (controller.signal.aborted) return;
      retryTimer = window.setTimeout(() => void connect(), waitMs);
      waitMs = Math.min(waitMs * 2, reconnectMaxMs);
    };

    void connect();
    return () => {
      controller.abort();
      window.clearTimeout(retryTimer);
    };
  }, [book, eventId, queryClient]);
}

/**
 * Keeps the slip's legs in step with every fresh read of an event or a lobby list (a refetch,
 * a reconnect): prices, statuses and the in-play delay.
 */
export function useSlipFollowsBook(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const [root, kind] = event.query.queryKey as readonly unknown[];
        if (root !== 'sportsbook') return;
        if (kind === 'event') {
          const detail = event.query.state.data as EventDetail | undefined;
          if (!detail) return;
          slipActions.takeNews({
            eventId: detail.id,
            status: detail.status,
            markets: detail.markets,
            delaySeconds: detail.inPlayDelaySeconds,
          });
        }
        if (kind === 'events') {
          const list = event.query.state.data as EventList | undefined;
          for (const item of list?.events ?? []) {
            slipActions.takeNews({
              eventId: item.id,
              status: item.status,
              markets: item.mainMarket ? [item.mainMarket] : [],
            });
          }
        }
      }),
    [queryClient],
  );
}
