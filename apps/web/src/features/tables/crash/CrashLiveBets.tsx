import type { TableResultWire } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../table-money';
import { liveSummary, type LiveRow } from './crash-live';
import { bustTier, formatMultiplier } from './crash-round';

/**
 * The round's players as the curve runs: each bet's stake, its automatic cash-out or where it
 * got out, and its win; the player's own bet first and marked. And the strip of last busts.
 */

/** Rows listed at most; the rest are counted. */
const rowsShownMax = 30;

/** Where a row's bet stands: got out at, busted, or still in (with its target). */
function StandCell({ row }: { row: LiveRow }) {
  const { t } = useTranslation();
  if (row.returned !== null && row.returned > 0) {
    return <span className="crash-live__got tabular">{formatMultiplier(row.returned)}</span>;
  }
  if (row.returned === 0) {
    return <span className="crash-live__lost">{t('tables.crash.live.none')}</span>;
  }
  if (row.target !== null) {
    return (
      <span className="crash-live__target tabular">
        {t('tables.crash.live.target', { multiplier: formatMultiplier(row.target) })}
      </span>
    );
  }
  return <span className="crash-live__in">{t('tables.crash.live.in')}</span>;
}

export function CrashLiveBets({
  rows,
  currency,
  isCurrent,
}: {
  rows: LiveRow[];
  currency: string;
  /** Whether the list is of the round being played (else of the last one). */
  isCurrent: boolean;
}) {
  const { t } = useTranslation();
  const summary = liveSummary(rows);
  const shown = rows.slice(0, rowsShownMax);
  return (
    <section
      className="tbl-panel crash-live"
      aria-label={t('tables.crash.live.title')}
      data-testid="crash-live-bets"
    >
      <header className="crash-live__head">
        <h2 className="crash-live__title">
          {isCurrent ? t('tables.crash.live.title') : t('tables.crash.live.lastTitle')}
        </h2>
        {rows.length > 0 && (
          <span className="crash-live__summary tabular">
            {t('tables.crash.live.summary', {
              count: summary.players,
              amount: formatMinor(summary.stakeMinor, currency),
            })}
          </span>
        )}
      </header>
      {rows.length === 0 ? (
        <p className="tbl-empty">
          {isCurrent ? t('tables.crash.live.empty') : t('tables.crash.live.emptyLast')}
        </p>
      ) : (
        <table className="crash-live__table">
          <thead>
            <tr>
              <th scope="col">{t('tables.crash.live.player')}</th>
              <th scope="col">{t('tables.crash.live.stake')}</th>
              <th scope="col">{t('tables.crash.live.multiplier')}</th>
              <th scope="col">{t('tables.crash.live.win')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr
                key={row.key}
                className={`crash-live__row ${row.isOwn ? 'crash-live__row--own' : ''} ${row.returned !== null && row.returned > 0 ? 'crash-live__row--got' : ''}`}
                data-testid={row.isOwn ? 'crash-live-own' : 'crash-live-row'}
              >
                <td className="crash-live__player">{row.player ?? t('tables.crash.live.you')}</td>
                <td className="tabular">{formatMinor(row.stakeMinor, currency)}</td>
                <td>
                  <StandCell row={row} />
                </td>
                <td className="tabular">
                  {row.winMinor !== null && row.winMinor > 0n
                    ? formatMinor(row.winMinor, currency)
                    : t('tables.crash.live.none')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length > shown.length && (
        <p className="crash-live__more">
          {t('tables.crash.live.more', { count: rows.length - shown.length })}
        </p>
      )}
    </section>
  );
}

/** The last busts in a line, the newest first, coloured by size. */
export function BustStrip({ results }: { results: { number: string; result: TableResultWire }[] }) {
  const { t } = useTranslation();
  const busts = results
    .flatMap((past) =>
      past.result.game === 'crash' ? [{ number: past.number, bust: past.result.bust }] : [],
    )
    .slice(-16)
    .reverse();
  return (
    <ol className="crash-busts" aria-label={t('tables.crash.lastBusts')} data-testid="crash-busts">
      {busts.map((past) => (
        <li
          key={past.number}
          className={`crash-bust crash-bust--${bustTier(past.bust)} tabular`}
          title={t('tables.round.number', { number: past.number })}
        >
          {formatMultiplier(past.bust)}
        </li>
      ))}
    </ol>
  );
}
