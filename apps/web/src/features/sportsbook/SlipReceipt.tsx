import type { TicketView } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { formatAmount } from '../../ui/format';
import { oddsDisplay } from './odds';
import { useOddsStyle } from './preferences';
import { slipActions } from './slip-store';

/** The bets just placed: each ticket's number, stake, price and what it may return. */
export function SlipReceipt({ tickets }: { tickets: readonly TicketView[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [style] = useOddsStyle();
  return (
    <div className="sb-receipt" role="status" data-testid="slip-receipt">
      <p className="sb-receipt__title">
        {t('sportsbook.receipt.title', { count: tickets.length })}
      </p>
      <ul className="sb-receipt__list">
        {tickets.map((ticket) => (
          <li key={ticket.id} className="sb-receipt__item" data-testid={`receipt-${ticket.id}`}>
            <span className="sb-receipt__kind">
              {t(`sportsbook.ticket.kind.${ticket.kind}`)}
              <span className="sb-receipt__id tabular">
                {t('sportsbook.ticket.number', { id: ticket.id })}
              </span>
            </span>
            <span className="tabular">
              {t('sportsbook.receipt.line', {
                stake: formatAmount(ticket.stake),
                odds: oddsDisplay(ticket.odds, style),
                potential: formatAmount(ticket.potentialReturn),
              })}
            </span>
          </li>
        ))}
      </ul>
      <div className="sb-receipt__actions">
        <AppLink
          to={`${pathname}?view=mybets`}
          className="button button--small button--ghost"
          onClick={() => slipActions.setDrawerOpen(false)}
        >
          {t('sportsbook.nav.myBets')}
        </AppLink>
        <button
          type="button"
          className="button button--small button--primary"
          onClick={slipActions.closeReceipts}
          data-testid="receipt-done"
        >
          {t('sportsbook.receipt.done')}
        </button>
      </div>
    </div>
  );
}
