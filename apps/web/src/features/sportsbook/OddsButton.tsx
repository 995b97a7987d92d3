import type {
  EventDetail,
  EventSummary,
  MarketView,
  SelectionView,
  SportsbookRules,
} from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oddsDisplay, oddsMove, type OddsMove } from './odds';
import { useOddsStyle } from './preferences';
import { slipActions, useIsPicked } from './slip-store';
import { showToast } from '../../ui/toast';
import { sportsbookKeys } from './sportsbook-keys';

/** How long a moved price stays marked up or down. */
const flashMs = 1_600;

/**
 * The way a price last moved, for a moment after it moved: the previous price is kept beside
 * the current one in state, and a move is cleared once its moment has passed.
 */
export function useOddsFlash(odds: number): OddsMove {
  const [seen, setSeen] = useState<{ odds: number; move: OddsMove; serial: number }>({
    odds,
    move: null,
    serial: 0,
  });
  if (seen.odds !== odds) {
    setSeen({ odds, move: oddsMove(seen.odds, odds), serial: seen.serial + 1 });
  }
  const { serial } = seen;
  useEffect(() => {
    if (serial === 0) return;
    const timer = window.setTimeout(
      () =>
        setSeen((current) => (current.serial === serial ? { ...current, move: null } : current)),
      flashMs,
    );
    return () => window.clearTimeout(timer);
  }, [serial]);
  return seen.move;
}

/**
 * A price to tap: adds its selection to the slip (or takes it off); pressed while on the slip,
 * disabled while its market is not open, and marked for a moment when the price moves.
 */
export function OddsButton({
  event,
  market,
  selection,
  label,
  fullName,
  isCompact = false,
}: {
  event: EventSummary;
  market: MarketView;
  selection: SelectionView;
  label: string;
  /** The selection's whole name, when the label is short (1, X, 2). */
  fullName?: string;
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  const [style] = useOddsStyle();
  const move = useOddsFlash(selection.odds);
  const isPicked = useIsPicked(selection.id);
  const queryClient = useQueryClient();
  const isOpen =
    market.status === 'open' && (event.status === 'scheduled' || event.status === 'live');
  const tap = () => {
    const outcome = slipActions.toggle({
      selectionId: selection.id,
      marketId: market.id,
      eventId: event.id,
      sport: event.sport,
      home: event.home,
      away: event.away,
      marketKind: market.kind,
      line: market.line,
      period: market.period,
      selectionKey: selection.key,
      selectionName: selection.name,
      odds: selection.odds,
      marketStatus: market.status,
      eventStatus: event.status,
      // The in-play delay: the event page's, else the book's rules' for a live event.
      delaySeconds:
        queryClient.getQueryData<EventDetail>(sportsbookKeys.event(event.id))?.inPlayDelaySeconds ??
        (event.status === 'live'
          ? (queryClient.getQueryData<SportsbookRules>(sportsbookKeys.rules)?.inPlayDelaySeconds ??
            null)
          : null),
    });
    if (outcome === 'full') showToast(t('sportsbook.slip.full'), 'danger');
  };
  const moveClass = move ? ` sb-odds--${move}` : '';
  const priceText = isOpen ? oddsDisplay(selection.odds, style) : t('sportsbook.status.suspended');
  return (
    <button
      type="button"
      className={`sb-odds${isCompact ? ' sb-odds--compact' : ''}${moveClass}`}
      aria-pressed={isPicked}
      disabled={!isOpen && !isPicked}
      onClick={tap}
      data-testid={`odds-${selection.id}`}
      data-move={move ?? undefined}
      aria-label={fullName ? `${fullName}, ${priceText}` : undefined}
    >
      <span className="sb-odds__label">{label}</span>
      <span className="sb-odds__price tabular">
        {move && (
          <svg className="sb-odds__move" width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d={move === 'up' ? 'M4 1l3.5 6h-7z' : 'M4 7L.5 1h7z'} fill="currentColor" />
          </svg>
        )}
        {isOpen ? oddsDisplay(selection.odds, style) : <LockGlyph />}
      </span>
      {move && <span className="visually-hidden">{t(`sportsbook.odds.${move}`)}</span>}
    </button>
  );
}

/** A small padlock: the price is held while its market is suspended. */
export function LockGlyph() {
  return (
    <svg
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/** The space of an odds button when the event has no price to show, so the row does not jump. */
export function OddsPlaceholder() {
  return (
    <span className="sb-odds sb-odds--empty" aria-hidden="true">
      <span className="sb-odds__price">–</span>
    </span>
  );
}
