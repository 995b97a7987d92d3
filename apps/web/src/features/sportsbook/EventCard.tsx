import type { EventSummary, SportScore } from '@khela/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { bookHref } from './book-address';
import { useBookTexts } from './book-texts';
import { OddsButton, OddsPlaceholder } from './OddsButton';

/** How many price buttons a card reserves room for (1X2 has three). */
const cardPricesMax = 3;

/** The live badge, or when the event starts. */
export function EventWhen({ event }: { event: EventSummary }) {
  const { t } = useTranslation();
  const { startText } = useBookTexts();
  if (event.status === 'live' || event.status === 'suspended') {
    return (
      <span className="sb-when sb-when--live">
        <span className="sb-live-dot" aria-hidden="true" />
        {t('sportsbook.status.live')}
        {event.score?.detail && <span className="sb-when__detail">{event.score.detail}</span>}
      </span>
    );
  }
  if (event.status !== 'scheduled') {
    return <span className="sb-when">{t(`sportsbook.status.${event.status}`)}</span>;
  }
  return (
    <time className="sb-when tabular" dateTime={event.startsAt}>
      {startText(event.startsAt)}
    </time>
  );
}

/** One side's name and, once the event is under way, its score. */
function Side({ name, score }: { name: string; score: number | null }) {
  return (
    <div className="sb-card__side">
      <span className="sb-card__team">{name}</span>
      {score !== null && <span className="sb-card__score tabular">{score}</span>}
    </div>
  );
}

function scoreOf(score: SportScore | null, side: 'home' | 'away'): number | null {
  return score ? score[side] : null;
}

/**
 * An event in the lobby: the teams, its start or live score, and its main market's prices as
 * buttons (room kept for them when it has none open); a tap on the teams opens its page.
 */
export function EventCard({ event }: { event: EventSummary }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { marketName, selectionName, selectionShortName } = useBookTexts();
  const market = event.mainMarket;
  const isSuspended = market?.status === 'suspended' || event.status === 'suspended';
  const prices = market?.selections.slice(0, cardPricesMax) ?? [];
  const columns = Math.max(2, prices.length);
  return (
    <article
      className={`sb-card${isSuspended ? ' sb-card--suspended' : ''}`}
      data-testid={`event-card-${event.id}`}
      data-status={event.status}
    >
      <AppLink
        to={bookHref(pathname, search, { event: event.id })}
        className="sb-card__teams"
        aria-label={t('sportsbook.event.open', { home: event.home, away: event.away })}
      >
        <div className="sb-card__meta">
          <EventWhen event={event} />
          <span className="sb-card__more">
            {t('sportsbook.event.markets', { count: event.marketCount })}
            <Icon name="chevron-right" size={14} />
          </span>
        </div>
        <Side name={event.home} score={scoreOf(event.score, 'home')} />
        <Side name={event.away} score={scoreOf(event.score, 'away')} />
      </AppLink>
      <div className="sb-card__market">
        {market && (
          <span className="sb-card__market-name">
            {marketName(market, event.sport)}
            {isSuspended && (
              <span className="sb-badge sb-badge--muted">{t('sportsbook.status.suspended')}</span>
            )}
          </span>
        )}
        <div className="sb-card__prices" style={{ '--sb-columns': columns } as CSSProperties}>
          {market && prices.length > 0
            ? prices.map((selection) => (
                <OddsButton
                  key={selection.id}
                  event={event}
                  market={market}
                  selection={selection}
                  label={selectionShortName(market, selection, event)}
                  fullName={selectionName(market, selection, event)}
                  isCompact
                />
              ))
            : Array.from({ length: columns }, (_, index) => <OddsPlaceholder key={index} />)}
        </div>
      </div>
    </article>
  );
}
