import type { EventDetail, MarketView } from '@khela/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { errorText } from '../account/form-helpers';
import { bookHref } from './book-address';
import { useBookTexts } from './book-texts';
import { EventWhen } from './EventCard';
import { MarketBlock } from './MarketBlock';
import { marketOrder, periodName, type Translate } from './market-names';
import { EventSkeleton } from './Skeletons';
import { SportIcon } from './SportIcon';
import { useEventDetail } from './sportsbook.api';

/** Markets of one period (null: the whole match). */
interface PeriodGroup {
  period: number | null;
  markets: MarketView[];
}

/** The event's markets by period — the whole match first — each group in the page's order. */
export function groupByPeriod(markets: readonly MarketView[], mainMarketId: string | null) {
  const groups = new Map<number | null, MarketView[]>();
  for (const market of marketOrder(markets, mainMarketId)) {
    groups.set(market.period, [...(groups.get(market.period) ?? []), market]);
  }
  return [...groups.entries()]
    .map(([period, items]): PeriodGroup => ({ period, markets: items }))
    .sort((left, right) => (left.period ?? 0) - (right.period ?? 0));
}

/**
 * The market the page puts first: the event's main market when it is a match winner; else the
 * kinds' own order already puts the match winner first.
 */
function mainMarketIdOf(event: EventDetail): string | null {
  const main = event.mainMarket;
  const isWinner = main?.kind === 'matchWinner3' || main?.kind === 'matchWinner2';
  return main && isWinner ? main.id : null;
}

/** The event's header: competition, teams, the live score and status, or the start. */
function EventHeader({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const { sportName } = useBookTexts();
  const score = event.score;
  return (
    <header className={`sb-event__head sb-event__head--${event.status}`}>
      <p className="sb-event__competition">
        <SportIcon sport={event.sport} size={16} />
        <span>{sportName(event.sport)}</span>
        <span aria-hidden="true">·</span>
        <span>{event.competition.name}</span>
      </p>
      <h2 className="visually-hidden">
        {t('sportsbook.event.teams', { home: event.home, away: event.away })}
      </h2>
      <div className="sb-event__board">
        <p className="sb-event__team sb-event__team--home">{event.home}</p>
        <div className="sb-event__score tabular" aria-live="polite" data-testid="event-score">
          {score ? (
            <>
              <span>{score.home}</span>
              <span aria-hidden="true">:</span>
              <span>{score.away}</span>
            </>
          ) : (
            <span className="sb-event__versus">{t('sportsbook.event.versus')}</span>
          )}
        </div>
        <p className="sb-event__team sb-event__team--away">{event.away}</p>
      </div>
      <div className="sb-event__status" data-testid="event-status" data-status={event.status}>
        <EventWhen event={event} />
        {event.status === 'live' && event.inPlayDelaySeconds > 0 && (
          <span className="sb-event__delay">
            {t('sportsbook.event.delay', { seconds: event.inPlayDelaySeconds })}
          </span>
        )}
      </div>
    </header>
  );
}

/**
 * An event's page: the header with the live score and status, then every market grouped by
 * period, the main market first; suspended markets grey out, settled ones show their results.
 */
export function EventPage({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const translate: Translate = (key, values) => t(key, values);
  const headingId = useId();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const detail = useEventDetail(eventId);
  const back = (
    <AppLink
      to={bookHref(pathname, search, { event: null })}
      className="sb-back"
      data-testid="event-back"
    >
      <Icon name="chevron-left" size={18} />
      {t('sportsbook.event.back')}
    </AppLink>
  );
  if (detail.isPending) {
    return (
      <div data-testid="event-page">
        {back}
        <EventSkeleton />
      </div>
    );
  }
  if (detail.isError) {
    // An event the book does not know (an old link) has nothing to try again: back to the rest.
    const isUnknown =
      detail.error instanceof ApiError && detail.error.code === 'sportsbook_event_not_found';
    return (
      <div data-testid="event-page">
        {back}
        <EmptyState
          testId="event-failed"
          title={t('sportsbook.event.failed')}
          text={errorText(detail.error, t)}
          action={
            isUnknown ? (
              <AppLink
                to={bookHref(pathname, search, { event: null })}
                className="button button--primary"
              >
                {t('sportsbook.event.back')}
              </AppLink>
            ) : (
              <button
                type="button"
                className="button button--primary"
                onClick={() => void detail.refetch()}
              >
                {t('common.retry')}
              </button>
            )
          }
        />
      </div>
    );
  }
  const event = detail.data;
  const groups = groupByPeriod(event.markets, mainMarketIdOf(event));
  return (
    <div className="sb-event" data-testid="event-page" data-status={event.status}>
      {back}
      <EventHeader event={event} />
      {groups.length === 0 ? (
        <p className="sb-note">{t('sportsbook.event.noMarkets')}</p>
      ) : (
        groups.map((group) => (
          <section
            key={group.period ?? 'match'}
            className="sb-period"
            aria-labelledby={`${headingId}-${group.period ?? 'match'}`}
          >
            <h2 id={`${headingId}-${group.period ?? 'match'}`} className="sb-period__title">
              {group.period === null
                ? t('sportsbook.event.wholeMatch')
                : periodName(translate, event.sport, group.period)}
            </h2>
            {group.markets.map((market) => (
              <MarketBlock key={market.id} event={event} market={market} />
            ))}
          </section>
        ))
      )}
    </div>
  );
}
