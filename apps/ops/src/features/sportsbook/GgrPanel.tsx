import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount } from '../../ui/format';
import { DaysPicker } from '../tables/DaysPicker';
import { isNegativeAmount, lastDays, type DayRange } from '../tables/table-figures';
import { useSportsGgr, type MerchantChoice } from './sportsbook.api';

/** Gross gaming revenue in red when the players won more than they staked. */
function Ggr({ amount, currency }: { amount: string; currency?: string | undefined }) {
  return (
    <span className={isNegativeAmount(amount) ? 'ops-number ops-text-danger' : 'ops-number'}>
      {formatAmount(amount, currency)}
    </span>
  );
}

/** Days the report starts on: the last seven. */
const firstDays = 7;

/**
 * The book's takings over whole days, by sport and competition: bets, stakes, what was paid and
 * the gross gaming revenue (stakes less payouts), with their totals.
 */
export function GgrPanel({
  merchant,
  currency,
}: {
  merchant: MerchantChoice;
  currency: string | undefined;
}) {
  const { t } = useTranslation();
  const [days, setDays] = useState<DayRange>(() => lastDays(new Date(), firstDays));
  const ggr = useSportsGgr(merchant, days);
  const data = ggr.data;
  const inCurrency = (label: string) =>
    currency ? t('sportsbook.inCurrency', { label, currency }) : label;
  return (
    <section className="ops-panel" data-testid="sb-ggr">
      <div className="ops-section-head">
        <h2>{t('sportsbook.ggr.title')}</h2>
        <BusyButton isGhost isBusy={ggr.isFetching} onClick={() => void ggr.refetch()}>
          {t('common.refresh')}
        </BusyButton>
      </div>
      <p className="ops-hint">{t('sportsbook.ggr.intro')}</p>
      <DaysPicker days={days} onChange={setDays} />
      <ErrorNote text={ggr.error ? errorText(ggr.error, t('common.loadFailed')) : null} />
      {ggr.isPending && <Skeleton rows={5} />}
      {data && data.rows.length === 0 && <p className="ops-empty">{t('sportsbook.ggr.empty')}</p>}
      {data && data.rows.length > 0 && (
        <div className="ops-table-wrap">
          <table className="ops-table ops-table--stack sb-ggr">
            <thead>
              <tr>
                <th>{t('sportsbook.ggr.sport')}</th>
                <th>{t('sportsbook.ggr.competition')}</th>
                <th className="ops-align-end">{t('sportsbook.bets')}</th>
                <th className="ops-align-end">{inCurrency(t('sportsbook.stake'))}</th>
                <th className="ops-align-end">{inCurrency(t('sportsbook.ggr.paid'))}</th>
                <th className="ops-align-end">{inCurrency(t('sportsbook.ggr.ggr'))}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={`${row.sport}|${row.competition}`}>
                  <td data-label={t('sportsbook.ggr.sport')}>
                    {t(`sportsbook.sport.${row.sport}`)}
                  </td>
                  <td data-label={t('sportsbook.ggr.competition')}>{row.competition}</td>
                  <td data-label={t('sportsbook.bets')} className="ops-number ops-align-end">
                    {row.bets}
                  </td>
                  <td data-label={t('sportsbook.stake')} className="ops-number ops-align-end">
                    {formatAmount(row.stake)}
                  </td>
                  <td data-label={t('sportsbook.ggr.paid')} className="ops-number ops-align-end">
                    {formatAmount(row.paid)}
                  </td>
                  <td data-label={t('sportsbook.ggr.ggr')} className="ops-align-end">
                    <Ggr amount={row.ggr} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="sb-total" data-testid="sb-ggr-total">
                <th scope="row" colSpan={2}>
                  {t('sportsbook.ggr.total')}
                </th>
                <td data-label={t('sportsbook.bets')} className="ops-number ops-align-end">
                  {data.total.bets}
                </td>
                <td data-label={t('sportsbook.stake')} className="ops-number ops-align-end">
                  {formatAmount(data.total.stake, currency)}
                </td>
                <td data-label={t('sportsbook.ggr.paid')} className="ops-number ops-align-end">
                  {formatAmount(data.total.paid, currency)}
                </td>
                <td data-label={t('sportsbook.ggr.ggr')} className="ops-align-end">
                  <Ggr amount={data.total.ggr} currency={currency} />
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
