import type { TableSnapshot } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { phaseOf, type TablePhase } from './clock';
import { tablesKeys, type TableFeed } from './tables.api';

/** What the phase is keyed by: it changes when the kind or the round does. */
function phaseKey(phase: TablePhase): string {
  return phase.kind === 'paused' ? 'paused' : `${phase.kind}:${phase.round.id}`;
}

/** How often the clock is looked at for a window opening or closing. */
const phaseCheckMs = 200;

/**
 * The table's phase now, redrawn only when it changes (a window opening or closing by the
 * server's clock, or a new snapshot), never on every tick.
 */
export function useTablePhase(feed: TableFeed): TablePhase {
  const { snapshot, offsetMs, receivedAtMs } = feed;
  const [tickedAtMs, setTickedAtMs] = useState(() => Date.now());
  const nowMs = Math.max(tickedAtMs, receivedAtMs) + offsetMs;
  const phase = phaseOf(snapshot, nowMs);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const localMs = Date.now();
      const next = phaseKey(phaseOf(snapshot, localMs + offsetMs));
      setTickedAtMs((current) => {
        const shown = phaseKey(phaseOf(snapshot, Math.max(current, receivedAtMs) + offsetMs));
        return shown === next ? current : localMs;
      });
    }, phaseCheckMs);
    return () => window.clearInterval(timer);
  }, [snapshot, offsetMs, receivedAtMs]);
  return phase;
}

/**
 * Reads the player's rounds again when a round they bet on is settled or refunded, so the
 * win and the balance show.
 */
export function useRefreshOnSettle(
  token: string,
  snapshot: TableSnapshot,
  hasBetOn: (roundId: string) => boolean,
): void {
  const queryClient = useQueryClient();
  const over = [snapshot.round, snapshot.previous].find(
    (round) =>
      round &&
      (round.status === 'settled' || round.status === 'refunded' || round.status === 'cancelled') &&
      hasBetOn(round.id),
  );
  const key = over ? `${over.id}:${over.status}` : null;
  useEffect(() => {
    if (key) void queryClient.invalidateQueries({ queryKey: [...tablesKeys.all(token), 'mine'] });
  }, [key, queryClient, token]);
}
