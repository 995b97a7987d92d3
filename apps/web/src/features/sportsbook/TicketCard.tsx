import type { TicketLeg, TicketView } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../ui/format';
import { useSiteConfig } from '../system/system.api';
import { useBookTexts } from './book-texts';
import { oddsDisplay } from './odds';
import { useOddsStyle } from './preferences';

/** One leg of a ticket: the pick, its market and event, its price and, once settled, its result. */
function LegRow({ leg }: { leg: TicketLeg }) {
  const { t } = useTranslation();
  const [style] = useOddsStyle();
  const { marketName, selectionName, startText } = useBookTexts();
  const market = { kind: leg.marketKind, line: leg.line, period: leg.period };
  const sides = { sport: leg.sport, home: leg.home, away: leg.away };
  return (
    <li className="sb-ticket__leg">
      <div className="sb-ticket__leg-what">
        <p className="sb-ticket__pick">
          {selectionName(market, { key: leg.selectionKey, name: leg.selectionName }, sides)}
        </p>
        <p className="sb-ticket__market">{marketName(market, leg.sport)}</p>
        <p className="sb-ticket__event">
          {t('sportsbook.event.teams', { home: leg.home, away: leg.away })}
          <span aria-hidden="true"> · </span>
          <time dateTime={leg.startsAt}>{startText(leg.startsAt)}</time>
        </p>
      </div>
      <div className="sb-ticket__leg-side">
        <span className="tabular">{oddsDisplay(leg.odds, style)}</span>
        {leg.result && (
          <span className={`sb-badge sb-badge--${leg.result}`}>
            {t(`sportsbook.result.${leg.result}`)}
          </span>
        )}
        {leg.deadHeat !== null && (
          <span className="sb-ticket__dead-heat">
            {t('sportsbook.result.deadHeat', { tied: leg.deadHeat })}
          </span>
        )}
      </div>
    </li>
  );
}

/**
 * A ticket of the member's: kind and status, its legs, stake, price, what it may return and what
 * it paid; an open ticket with an offer has the cash-out button.
 */
export function TicketCard({
  ticket,
  onCashOut,
}: {
  ticket: TicketView;
  onCashOut: (ticket: TicketView) => void;
}) {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const [style] = useOddsStyle();
  return (
    <article className="sb-ticket" data-testid={`ticket-${ticket.id}`} data-status={ticket.status}>
      <header className="sb-ticket__head">
        <p className="sb-ticket__kind">
          {ticket.kind === 'multiple'
            ? t('sportsbook.slip.multiple', { count: ticket.legs.length })
            : t('sportsbook.ticket.kind.single')}
          <span className="sb-ticket__id tabular">
            {t('sportsbook.ticket.number', { id: ticket.id })}
          </span>
        </p>
        {ticket.isPlayMoney && (
          <span className="sb-badge sb-badge--muted">{t('sportsbook.ticket.playMoney')}</span>
        )}
        <span
          className={`sb-badge sb-badge--${ticket.status}`}
          data-testid={`ticket-status-${ticket.id}`}
        >
          {t(`sportsbook.ticket.status.${ticket.status}`)}
        </span>
      </header>
      <ul className="sb-ticket__legs">
        {ticket.legs.map((leg, index) => (
          <LegRow key={`${leg.eventId}-${index}`} leg={leg} />
        ))}
      </ul>
      <dl className="sb-ticket__figures">
        <div>
          <dt>{t('sportsbook.slip.stake')}</dt>
          <dd className="tabular">{formatAmount(ticket.stake)}</dd>
        </div>
        <div>
          <dt>{t('sportsbook.ticket.odds')}</dt>
          <dd className="tabular">{oddsDisplay(ticket.odds, style)}</dd>
        </div>
        <div>
          <dt>{t('sportsbook.ticket.potentialReturn')}</dt>
          <dd className="tabular">{formatAmount(ticket.potentialReturn)}</dd>
        </div>
        {ticket.paid !== null && (
          <div>
            <dt>{t('sportsbook.ticket.paid')}</dt>
            <dd className="tabular sb-ticket__paid" data-testid={`ticket-paid-${ticket.id}`}>
              {formatAmount(ticket.paid)}
            </dd>
          </div>
        )}
      </dl>
      <footer className="sb-ticket__foot">
        <time className="sb-ticket__time" dateTime={ticket.placedAt}>
          {t('sportsbook.ticket.placedAt', {
            time: formatDateTime(ticket.placedAt, i18n.language, info.timezone),
          })}
        </time>
        {ticket.status === 'open' && ticket.cashOut !== null && (
          <button
            type="button"
            className="button button--small button--accent"
            onClick={() => onCashOut(ticket)}
            data-testid={`cashout-${ticket.id}`}
          >
            {t('sportsbook.cashOut.button', { amount: formatAmount(ticket.cashOut) })}
          </button>
        )}
      </footer>
    </article>
  );
}
