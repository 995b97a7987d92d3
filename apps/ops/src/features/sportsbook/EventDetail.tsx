import type { DeskEventDetail, SportEventStatus } from '@khela/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import { EventStatusDialog, nextStatuses, ScoreDialog } from './EventDialogs';
import { MarketCard, type MarketAction } from './MarketCard';
import { PriceDialog, VoidMarketDialog } from './MarketDialogs';
import { NewMarketDialog } from './NewMarketDialog';
import { SettleDialog } from './SettleDialog';
import {
  useSportsEvent,
  type DeskSettleAnswer,
  type EventChanges,
  type MerchantChoice,
} from './sportsbook.api';
import { eventBadges, marketTitle, scoreText } from './sportsbook-text';

/** Which dialog is open: by market id, as the market changes with every poll. */
type OpenDialog =
  | { kind: 'market' }
  | { kind: 'score' }
  | { kind: 'status'; status: SportEventStatus }
  | { kind: MarketAction; marketId: string };

/** A settlement's (or a void's) answer, with the market it was for. */
type Settled = DeskSettleAnswer & { title: string; step: 'done' | 'doneAgain' | 'doneVoid' };

/** What moved on a settlement: tickets, paid (negative: taken back) and what was not recovered. */
function SettledNote({ settled, currency }: { settled: Settled; currency: string | undefined }) {
  const { t } = useTranslation();
  const hasUnrecovered = !/^-?0+(\.0+)?$/.test(settled.unrecovered);
  return (
    <div className="ops-notice ops-notice--success" role="status" data-testid="sb-settled">
      <p>
        {t(`sportsbook.settle.${settled.step}`, {
          title: settled.title,
          count: settled.tickets,
          paid: formatAmount(settled.paid, currency),
        })}
      </p>
      {hasUnrecovered && (
        <p className="ops-text-danger">
          {t('sportsbook.settle.unrecovered', {
            amount: formatAmount(settled.unrecovered, currency),
          })}
        </p>
      )}
    </div>
  );
}

/** The event's steps: its status (suspending at once, the rest asked), score, a new market. */
function EventActions({
  event,
  changes,
  onOpen,
}: {
  event: DeskEventDetail;
  changes: EventChanges;
  onOpen: (dialog: OpenDialog) => void;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const isOver = event.status === 'ended' || event.status === 'cancelled';
  return (
    <>
      <div className="ops-actions sb-event-actions">
        {nextStatuses(event.status).map((status) =>
          status === 'suspended' ? (
            <BusyButton
              key={status}
              isBusy={isBusy}
              isGhost
              data-testid="sb-suspend-event"
              onClick={() => {
                setError(null);
                void run(async () => {
                  await changes
                    .updateEvent(event.id, { status })
                    .catch((failure: unknown) => setError(errorText(failure, t('common.failed'))));
                });
              }}
            >
              {t('sportsbook.event.to.suspended')}
            </BusyButton>
          ) : (
            <button
              key={status}
              type="button"
              className={
                status === 'cancelled'
                  ? 'ops-button ops-button--danger'
                  : 'ops-button ops-button--ghost'
              }
              data-testid={`sb-event-to-${status}`}
              onClick={() => onOpen({ kind: 'status', status })}
            >
              {t(`sportsbook.event.to.${status}`)}
            </button>
          ),
        )}
        {!isOver && (
          <button
            type="button"
            className="ops-button ops-button--ghost"
            data-testid="sb-score"
            onClick={() => onOpen({ kind: 'score' })}
          >
            {t('sportsbook.score.action')}
          </button>
        )}
        {!isOver && (
          <button
            type="button"
            className="ops-button"
            data-testid="sb-new-market"
            onClick={() => onOpen({ kind: 'market' })}
          >
            {t('sportsbook.market.create')}
          </button>
        )}
      </div>
      <ErrorNote text={error} />
    </>
  );
}

/** The open dialog, for the event and market as they stand now; none once the market is gone. */
function EventDialog({
  open,
  event,
  currency,
  changes,
  onSettled,
  onClose,
}: {
  open: OpenDialog;
  event: DeskEventDetail;
  currency: string | undefined;
  changes: EventChanges;
  onSettled: (settled: Settled) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (open.kind === 'market') {
    return <NewMarketDialog event={event} changes={changes} onClose={onClose} />;
  }
  if (open.kind === 'score')
    return <ScoreDialog event={event} changes={changes} onClose={onClose} />;
  if (open.kind === 'status') {
    return (
      <EventStatusDialog
        event={event}
        status={open.status}
        currency={currency}
        changes={changes}
        onClose={onClose}
      />
    );
  }
  const market = event.markets.find((each) => each.id === open.marketId);
  if (!market) return null;
  switch (open.kind) {
    case 'prices':
      return <PriceDialog event={event} market={market} changes={changes} onClose={onClose} />;
    case 'void':
      return (
        <VoidMarketDialog
          event={event}
          market={market}
          changes={changes}
          onVoided={(answer) =>
            onSettled({ ...answer, title: marketTitle(market, t), step: 'doneVoid' })
          }
          onClose={onClose}
        />
      );
    case 'settle':
      return (
        <SettleDialog
          event={event}
          market={market}
          currency={currency}
          changes={changes}
          onSettled={(answer) =>
            onSettled({
              ...answer,
              title: marketTitle(market, t),
              step: market.settlements > 0 ? 'doneAgain' : 'done',
            })
          }
          onClose={onClose}
        />
      );
  }
}

/**
 * One event as the trader runs it: its status and score, its steps, and every market with its
 * margin, prices and liability, followed live. Brought into view when it opens.
 */
export function EventDetail({
  merchant,
  eventId,
  currency,
  changes,
  isManager,
  onTickets,
  onClose,
}: {
  merchant: MerchantChoice;
  eventId: string;
  currency: string | undefined;
  changes: EventChanges;
  isManager: boolean;
  onTickets: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const query = useSportsEvent(merchant, eventId);
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [settled, setSettled] = useState<Settled | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    panelRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  const event = query.data;
  return (
    <section ref={panelRef} className="ops-panel sb-event" data-testid="sb-event-detail">
      <div className="ops-section-head">
        <h2>
          {event
            ? t('sportsbook.versus', { home: event.home, away: event.away })
            : t('sportsbook.event.loading')}
        </h2>
        <div className="ops-inline">
          <button type="button" className="ops-button ops-button--ghost" onClick={onTickets}>
            {t('sportsbook.event.tickets')}
          </button>
          <BusyButton isGhost isBusy={query.isFetching} onClick={() => void query.refetch()}>
            {t('common.refresh')}
          </BusyButton>
          <button type="button" className="ops-button ops-button--ghost" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </div>
      <ErrorNote text={query.error ? errorText(query.error, t('common.loadFailed')) : null} />
      {query.isPending && <Skeleton rows={6} />}
      {event && (
        <>
          <p className="sb-event-meta">
            <span className={eventBadges[event.status]}>
              {t(`sportsbook.eventStatus.${event.status}`)}
            </span>
            {event.score && (
              <strong className="ops-number sb-score">{scoreText(event.score)}</strong>
            )}
            <span className="ops-muted">
              {t(`sportsbook.sport.${event.sport}`)} · {event.competition.name} ·{' '}
              {formatDateTime(event.startsAt, i18n.language)}
            </span>
            <span className="ops-muted">
              {t('sportsbook.event.figures', {
                count: event.bets,
                stake: formatAmount(event.stake, currency),
              })}
            </span>
            {event.feedRef !== null && (
              <span className="ops-badge ops-badge--disbursed">{t('sportsbook.fromFeed')}</span>
            )}
          </p>
          {isManager && <EventActions event={event} changes={changes} onOpen={setOpen} />}
          {settled && <SettledNote settled={settled} currency={currency} />}
          {event.markets.length === 0 && (
            <p className="ops-empty">{t('sportsbook.market.empty')}</p>
          )}
          <div className="sb-markets">
            {event.markets.map((market) => (
              <MarketCard
                key={market.id}
                event={event}
                market={market}
                currency={currency}
                changes={changes}
                isManager={isManager}
                onAction={(kind) => {
                  setSettled(null);
                  setOpen({ kind, marketId: market.id });
                }}
              />
            ))}
          </div>
          {open && (
            <EventDialog
              open={open}
              event={event}
              currency={currency}
              changes={changes}
              onSettled={setSettled}
              onClose={() => setOpen(null)}
            />
          )}
        </>
      )}
    </section>
  );
}
