import type { DeskEventDetail, DeskMarket } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import { isNegativeAmount } from '../tables/table-figures';
import type { EventChanges } from './sportsbook.api';
import {
  basisPointsText,
  bookIfWins,
  marketBadges,
  marketStake,
  marketTitle,
  oddsShown,
  selectionName,
} from './sportsbook-text';

/** The market steps that open a dialog. */
export type MarketAction = 'prices' | 'settle' | 'void';

/** An amount in red when the book loses it. */
function BookAmount({ amount, currency }: { amount: string; currency?: string | undefined }) {
  return (
    <span className={isNegativeAmount(amount) ? 'ops-number ops-text-danger' : 'ops-number'}>
      {formatAmount(amount, currency)}
    </span>
  );
}

/** The margin, always beside the market: amber when it is thin, red when it is below zero. */
export function MarginBadge({ marginBp, testId }: { marginBp: number; testId?: string }) {
  const { t } = useTranslation();
  const tone =
    marginBp < 0 ? 'ops-badge--off' : marginBp < 200 ? 'ops-badge--pending' : 'ops-badge--ok';
  return (
    <span className={`ops-badge ${tone} sb-margin`} data-testid={testId}>
      {t('sportsbook.market.margin', { margin: basisPointsText(marginBp) })}
    </span>
  );
}

/** Suspends an open market at once (no question: in play, seconds count), or resumes it. */
function SuspendButton({ market, changes }: { market: DeskMarket; changes: EventChanges }) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const isOpen = market.status === 'open';
  return (
    <>
      <BusyButton
        isBusy={isBusy}
        isGhost={!isOpen}
        data-testid={`sb-suspend-${market.id}`}
        onClick={() => {
          setError(null);
          void run(async () => {
            await changes
              .updateMarket(market.id, { status: isOpen ? 'suspended' : 'open' })
              .catch((failure: unknown) => setError(errorText(failure, t('common.failed'))));
          });
        }}
      >
        {t(isOpen ? 'sportsbook.market.suspend' : 'sportsbook.market.resume')}
      </BusyButton>
      <ErrorNote text={error} />
    </>
  );
}

function MarketActions({
  market,
  changes,
  onAction,
}: {
  market: DeskMarket;
  changes: EventChanges;
  onAction: (action: MarketAction) => void;
}) {
  const { t } = useTranslation();
  const isTrading = market.status === 'open' || market.status === 'suspended';
  return (
    <div className="ops-actions sb-market__actions">
      {isTrading && <SuspendButton market={market} changes={changes} />}
      {isTrading && (
        <button
          type="button"
          className="ops-button ops-button--ghost"
          data-testid={`sb-prices-${market.id}`}
          onClick={() => onAction('prices')}
        >
          {t('sportsbook.market.prices')}
        </button>
      )}
      {market.status !== 'void' && (
        <button
          type="button"
          className="ops-button ops-button--ghost"
          data-testid={`sb-settle-${market.id}`}
          onClick={() => onAction('settle')}
        >
          {t(market.settlements > 0 ? 'sportsbook.market.resettle' : 'sportsbook.market.settle')}
        </button>
      )}
      {market.status !== 'void' && (
        <button
          type="button"
          className="ops-button ops-button--ghost sb-danger"
          data-testid={`sb-void-${market.id}`}
          onClick={() => onAction('void')}
        >
          {t('sportsbook.market.void')}
        </button>
      )}
    </div>
  );
}

/**
 * A market as the trader watches it: its status and margin, each selection's price, bets,
 * stake, payout if it wins and what the book makes then, its worst case; managers suspend or
 * resume it, move its prices, settle (or resettle) and void it.
 */
export function MarketCard({
  event,
  market,
  currency,
  changes,
  isManager,
  onAction,
}: {
  event: DeskEventDetail;
  market: DeskMarket;
  currency: string | undefined;
  changes: EventChanges;
  isManager: boolean;
  onAction: (action: MarketAction) => void;
}) {
  const { t } = useTranslation();
  const book = bookIfWins(market);
  const isSettled = market.status === 'settled' || market.settlements > 0;
  return (
    <article
      className={`sb-market sb-market--${market.status}`}
      data-testid={`sb-market-${market.id}`}
      data-status={market.status}
    >
      <header className="sb-market__head">
        <h3>{marketTitle(market, t)}</h3>
        <span className={marketBadges[market.status]}>
          {t(`sportsbook.marketStatus.${market.status}`)}
        </span>
        <MarginBadge marginBp={market.marginBp} testId={`sb-margin-${market.id}`} />
        {market.feedRef !== null && (
          <span className="ops-badge ops-badge--disbursed">{t('sportsbook.fromFeed')}</span>
        )}
        {market.settlements > 1 && (
          <span className="ops-badge ops-badge--pending">
            {t('sportsbook.market.resettled', { count: market.settlements })}
          </span>
        )}
      </header>
      <div className="ops-table-wrap">
        <table className="ops-table sb-selections">
          <thead>
            <tr>
              <th>{t('sportsbook.market.selection')}</th>
              <th className="ops-align-end">{t('sportsbook.market.odds')}</th>
              <th className="ops-align-end">{t('sportsbook.bets')}</th>
              <th className="ops-align-end">{t('sportsbook.stake')}</th>
              <th className="ops-align-end">{t('sportsbook.market.payoutIfWins')}</th>
              <th className="ops-align-end">{t('sportsbook.market.bookIfWins')}</th>
              {isSettled && <th>{t('sportsbook.market.result')}</th>}
            </tr>
          </thead>
          <tbody>
            {market.selections.map((selection) => (
              <tr key={selection.id}>
                <td>{selectionName(selection, event, t)}</td>
                <td className="ops-align-end">
                  <strong className="ops-number sb-odds" data-testid={`sb-odds-${selection.id}`}>
                    {oddsShown(selection.odds)}
                  </strong>
                </td>
                <td className="ops-number ops-align-end">{selection.bets}</td>
                <td className="ops-number ops-align-end">{formatAmount(selection.stake)}</td>
                <td className="ops-number ops-align-end">{formatAmount(selection.payoutIfWins)}</td>
                <td className="ops-align-end">
                  <BookAmount amount={book.get(selection.id) ?? '0.00'} />
                </td>
                {isSettled && (
                  <td>
                    {selection.result ? t(`sportsbook.result.${selection.result}`) : ''}
                    {selection.deadHeat !== null &&
                      ` ${t('sportsbook.settle.deadHeatShort', { count: selection.deadHeat })}`}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="sb-market__figures">
        <span>
          {t('sportsbook.market.totalStake')}{' '}
          <span className="ops-number">{formatAmount(marketStake(market), currency)}</span>
        </span>
        <span data-testid={`sb-worst-${market.id}`}>
          {t('sportsbook.market.worstCase')}{' '}
          <BookAmount amount={market.worstCase} currency={currency} />
        </span>
      </p>
      {isManager && <MarketActions market={market} changes={changes} onAction={onAction} />}
    </article>
  );
}
