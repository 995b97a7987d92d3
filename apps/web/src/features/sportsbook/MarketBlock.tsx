import type { EventSummary, MarketView, SelectionView } from '@khela/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookTexts } from './book-texts';
import { oddsDisplay } from './odds';
import { OddsButton } from './OddsButton';
import { useOddsStyle } from './preferences';

/** Columns of a market's prices: its selections side by side up to three, more in a grid. */
function columnsOf(market: MarketView): number | null {
  const count = market.selections.length;
  return count <= 3 ? Math.max(2, count) : null;
}

/** A settled selection: its name, the price it had, and how it settled. */
function SettledSelection({ name, selection }: { name: string; selection: SelectionView }) {
  const { t } = useTranslation();
  const [style] = useOddsStyle();
  const result = selection.result;
  return (
    <div
      className={`sb-settled${result ? ` sb-settled--${result}` : ''}`}
      data-testid={`selection-result-${selection.id}`}
    >
      <span className="sb-settled__name">{name}</span>
      <span className="sb-settled__price tabular">{oddsDisplay(selection.odds, style)}</span>
      <span className="sb-settled__result">
        {result ? t(`sportsbook.result.${result}`) : t('sportsbook.result.none')}
        {selection.deadHeat !== null && (
          <span className="sb-settled__dead-heat">
            {t('sportsbook.result.deadHeat', { tied: selection.deadHeat })}
          </span>
        )}
      </span>
    </div>
  );
}

/**
 * One market of an event: its name from kind, line and period, its selections as prices to tap
 * — greyed with a label while suspended, and with each selection's result once settled.
 */
export function MarketBlock({ event, market }: { event: EventSummary; market: MarketView }) {
  const { t } = useTranslation();
  const { marketName, selectionName } = useBookTexts();
  const isSettled = market.status === 'settled' || market.status === 'void';
  const columns = columnsOf(market);
  const style = columns === null ? undefined : ({ '--sb-columns': columns } as CSSProperties);
  return (
    <section
      className={`sb-market sb-market--${market.status}`}
      data-testid={`market-${market.id}`}
      data-status={market.status}
      aria-label={marketName(market, event.sport)}
    >
      <header className="sb-market__head">
        <h3 className="sb-market__name">{marketName(market, event.sport)}</h3>
        {market.status !== 'open' && (
          <span className={`sb-badge sb-badge--${market.status}`}>
            {t(`sportsbook.marketStatus.${market.status}`)}
          </span>
        )}
      </header>
      <div
        className={`sb-market__selections${columns === null ? ' sb-market__selections--grid' : ''}${columns === 3 ? ' sb-market__selections--three' : ''}`}
        style={style}
      >
        {market.selections.map((selection) =>
          isSettled ? (
            <SettledSelection
              key={selection.id}
              name={selectionName(market, selection, event)}
              selection={selection}
            />
          ) : (
            <OddsButton
              key={selection.id}
              event={event}
              market={market}
              selection={selection}
              label={selectionName(market, selection, event)}
            />
          ),
        )}
      </div>
    </section>
  );
}
