import { profitPeriods, type ProfitPeriod, type ProfitSums } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { formatAmount, formatCalendarDay, formatSignedAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { useSiteConfig } from '../system/system.api';
import { LoadFailed } from '../wallet/LoadFailed';
import { netClass } from './bet-round';
import { lastDays, todayIn, type DayRange } from './date-range';
import { RangePicker } from './RangePicker';
import { useProfit } from './records.api';
import './records.css';

const customDaysDefault = 7;

/** A figure of a line, with its name shown beside it on a phone (the header says it on desktop). */
function Cell({ name, value }: { name: 'count' | 'stake' | 'validBet' | 'payout'; value: string }) {
  const { t } = useTranslation();
  return (
    <span className={`profit-line__${name}`}>
      <span className="profit-line__label">{t(`profit.${name}`)}</span>
      {value}
    </span>
  );
}

/** One line of the table: a game type, or the totals. */
function ProfitLine({
  label,
  sums,
  isTotal = false,
}: {
  label: string;
  sums: ProfitSums;
  isTotal?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={`profit-line${isTotal ? ' profit-line--total' : ''}`}
      data-testid={isTotal ? 'profit-total' : 'profit-row'}
    >
      <span className="profit-line__type">{label}</span>
      <Cell name="count" value={String(sums.count)} />
      <Cell name="stake" value={formatAmount(sums.stake)} />
      <Cell name="validBet" value={formatAmount(sums.validBet)} />
      <Cell name="payout" value={formatAmount(sums.payout)} />
      <span className={`profit-line__net ${netClass(sums.net)}`}>
        <span className="profit-line__label">{t('profit.net')}</span>
        {formatSignedAmount(sums.net)}
      </span>
    </li>
  );
}

/**
 * personalProfit (spec §2 personal profit and loss): stake, valid bet, payout and net by game
 * type for today, yesterday, the last 7 or 30 days, or days picked as on the records.
 */
export function ProfitPage() {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const today = todayIn(info.timezone);
  const [period, setPeriod] = useState<ProfitPeriod>('today');
  const [range, setRange] = useState<DayRange>(() => lastDays(today, customDaysDefault));
  const profit = useProfit(period, range);
  const data = profit.data;

  return (
    <div className="records" data-testid="mc-personalProfit">
      <section className="member-page__section records__filters">
        <div className="records__types" role="radiogroup" aria-label={t('profit.period')}>
          {profitPeriods.map((item) => (
            <button
              key={item}
              type="button"
              role="radio"
              aria-checked={period === item}
              className="chip"
              onClick={() => setPeriod(item)}
            >
              {t(`profit.periods.${item}`)}
            </button>
          ))}
        </div>
        {period === 'custom' ? (
          <RangePicker range={range} today={today} onChange={setRange} testId="profit-range" />
        ) : (
          data && (
            <p className="range-picker__current" data-testid="profit-range-text">
              <Icon name="calendar" size={18} />
              {data.from === data.to
                ? formatCalendarDay(data.from, i18n.language)
                : `${formatCalendarDay(data.from, i18n.language)} – ${formatCalendarDay(data.to, i18n.language)}`}
            </p>
          )
        )}
      </section>
      <section
        className="member-page__section records__list"
        aria-busy={profit.isFetching}
        data-testid="profit-table"
      >
        {profit.isError && !data ? (
          <LoadFailed onRetry={() => void profit.refetch()} />
        ) : !data ? (
          <div className="records__skeleton" aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <div key={index} className="skeleton" style={{ height: 64 }} />
            ))}
          </div>
        ) : data.rows.length === 0 ? (
          <EmptyState
            testId="profit-empty"
            title={t('profit.empty')}
            text={t('profit.emptyText')}
          />
        ) : (
          <>
            <div className="profit-line profit-line--head" aria-hidden="true">
              <span className="profit-line__type">{t('profit.gameType')}</span>
              <span className="profit-line__count">{t('profit.count')}</span>
              <span className="profit-line__stake">{t('profit.stake')}</span>
              <span className="profit-line__validBet">{t('profit.validBet')}</span>
              <span className="profit-line__payout">{t('profit.payout')}</span>
              <span className="profit-line__net">{t('profit.net')}</span>
            </div>
            <ul
              className={`profit-lines${profit.isPlaceholderData ? ' records__rows--stale' : ''}`}
            >
              {data.rows.map((row) => (
                <ProfitLine
                  key={row.gameType ?? 'other'}
                  label={t(`bettingRecord.gameType.${row.gameType ?? 'other'}`)}
                  sums={row}
                />
              ))}
              <ProfitLine label={t('profit.total')} sums={data.totals} isTotal />
            </ul>
            <p className="profit-note">{t('profit.note')}</p>
          </>
        )}
      </section>
    </div>
  );
}
