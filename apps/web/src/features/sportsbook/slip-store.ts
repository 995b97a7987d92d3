import type { TicketView } from '@khela/contracts';
import { useSyncExternalStore } from 'react';
import {
  acceptOdds,
  emptySlip,
  refreshLegs,
  removeLeg,
  removeLegs,
  setLegStake,
  setMultipleStake,
  toggleLeg,
  type EventNews,
  type Slip,
  type SlipPick,
  type ToggleOutcome,
} from './slip';

// The slip lives outside the screens, so it stays as the player moves between sports, events,
// their bets and results; it is kept in sessionStorage too, so a reload within the session
// keeps it. What a placement is doing per line, and the receipts, live only in memory.

/** A line being sent (in play: accepted after the delay), or refused with the server's words. */
export type LineState =
  { kind: 'sending'; untilMs: number | null } | { kind: 'refused'; text: string; code: string };

export interface SlipSnapshot {
  slip: Slip;
  /** By line: a single's selection id, or 'multiple'. */
  lines: Readonly<Record<string, LineState>>;
  /** The bets placed since the player last closed the receipt. */
  receipts: readonly TicketView[];
  /** The drawer is open (phones). */
  isDrawerOpen: boolean;
}

const storageKey = 'sportsbook-slip';

function readStored(): Slip {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Slip | null;
    if (stored && Array.isArray(stored.legs) && typeof stored.multipleStake === 'string') {
      return stored;
    }
  } catch {
    // A slip that cannot be read is no slip.
  }
  return emptySlip;
}

let snapshot: SlipSnapshot | null = null;
const listeners = new Set<() => void>();

function current(): SlipSnapshot {
  snapshot ??= { slip: readStored(), lines: {}, receipts: [], isDrawerOpen: false };
  return snapshot;
}

function update(change: Partial<SlipSnapshot>): void {
  const before = current();
  snapshot = { ...before, ...change };
  if (change.slip && change.slip !== before.slip) {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(change.slip));
    } catch {
      // Storage full or refused: the slip still works for this page.
    }
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The slip as it stands, followed live. */
export function useSlip(): SlipSnapshot {
  return useSyncExternalStore(subscribe, current);
}

/** Whether a selection is on the slip: a price button renders again only when this changes. */
export function useIsPicked(selectionId: string): boolean {
  return useSyncExternalStore(subscribe, () =>
    current().slip.legs.some((leg) => leg.selectionId === selectionId),
  );
}

/** The slip now, for code between renders (placing a bet). */
export function slipNow(): SlipSnapshot {
  return current();
}

/** Lines without their state: a line the player edits loses its old refusal. */
function withoutLines(keys: readonly string[]): Record<string, LineState> {
  return Object.fromEntries(Object.entries(current().lines).filter(([key]) => !keys.includes(key)));
}

/** The slip's changes, each followed by every screen showing it. */
export const slipActions = {
  toggle(pick: SlipPick): ToggleOutcome {
    const { slip, outcome } = toggleLeg(current().slip, pick);
    update({ slip, lines: withoutLines([pick.selectionId, 'multiple']) });
    return outcome;
  },
  remove(selectionId: string): void {
    update({
      slip: removeLeg(current().slip, selectionId),
      lines: withoutLines([selectionId, 'multiple']),
    });
  },
  removeMany(selectionIds: ReadonlySet<string>): void {
    update({
      slip: removeLegs(current().slip, selectionIds),
      lines: withoutLines([...selectionIds]),
    });
  },
  clear(): void {
    update({ slip: emptySlip, lines: {} });
  },
  setStake(selectionId: string, stake: string): void {
    update({
      slip: setLegStake(current().slip, selectionId, stake),
      lines: withoutLines([selectionId]),
    });
  },
  setMultipleStake(stake: string): void {
    update({ slip: setMultipleStake(current().slip, stake), lines: withoutLines(['multiple']) });
  },
  acceptOdds(): void {
    update({ slip: acceptOdds(current().slip) });
  },
  /** News of an event from the stream or a fresh read: prices and statuses of its legs. */
  takeNews(news: EventNews): void {
    const slip = refreshLegs(current().slip, news);
    if (slip !== current().slip) update({ slip });
  },
  setLine(key: string, state: LineState | null): void {
    update({ lines: state ? { ...current().lines, [key]: state } : withoutLines([key]) });
  },
  addReceipt(ticket: TicketView): void {
    update({ receipts: [...current().receipts, ticket] });
  },
  closeReceipts(): void {
    update({ receipts: [] });
  },
  setDrawerOpen(isDrawerOpen: boolean): void {
    update({ isDrawerOpen });
  },
};
