import { recordTypes, type RecordType, type WalletRecord } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { formatAmount, formatDateTime, formatSignedAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { useSiteConfig } from '../system/system.api';
import { LoadFailed } from '../wallet/LoadFailed';
import { lastDays, previousRange, todayIn, type DayRange } from './date-range';
import { RangePicker } from './RangePicker';
import { useWalletRecords } from './records.api';
import './records.css';

const defaultDays = 7;

/** One movement of the main wallet: when, what, how much (signed) and the balance after. */
function RecordRow({ record, timeZone }: { record: WalletRecord; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const isOut = record.amount.startsWith('-');
  return (
    <li className="record" data-testid="record" data-type={record.type}>
      <time className="record__time" dateTime={record.time}>
        {formatDateTime(record.time, i18n.language, timeZone)}
      </time>
      <span className="record__type">{t(`records.type.${record.type}`)}</span>
      <span className={`record__amount ${isOut ? 'record__amount--out' : 'record__amount--in'}`}>
        {formatSignedAmount(record.amount)}
      </span>
      <span className="record__balance">
        <span className="record__label">{t('records.balanceAfter')}</span>
        {formatAmount(record.balanceAfter)}
      </span>
      <span className="record__reference" data-keep-digits>
        {record.reference ?? '—'}
      </span>
    </li>
  );
}

/** transactionHistory (spec §2 account record): the main wallet's movements, filtered and paged. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const today = todayIn(info.timezone);
  const [type, setType] = useState<RecordType | null>(null);
  const [range, setRange] = useState<DayRange>(() => lastDays(today, defaultDays));
  const [pageNo, setPageNo] = useState(1);
  const records = useWalletRecords({ type, range, pageNo });
  const data = records.data;
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  const choose = (next: RecordType | null) => {
    setType(next);
    setPageNo(1);
  };
  const move = (next: DayRange) => {
    setRange(next);
    setPageNo(1);
  };

  return (
    <div className="records" data-testid="mc-transactionHistory">
      <section className="member-page__section records__filters">
        <div className="records__types" role="radiogroup" aria-label={t('records.typeFilter')}>
          {[null, ...recordTypes].map((item) => (
            <button
              key={item ?? 'all'}
              type="button"
              role="radio"
              aria-checked={type === item}
              className="chip"
              onClick={() => choose(item)}
            >
              {item ? t(`records.type.${item}`) : t('records.all')}
            </button>
          ))}
        </div>
        <RangePicker range={range} today={today} onChange={move} testId="records-range" />
      </section>
      <section
        className="member-page__section records__list"
        aria-busy={records.isFetching}
        data-testid="records-list"
      >
        {records.isError && !data ? (
          <LoadFailed onRetry={() => void records.refetch()} />
        ) : !data ? (
          <div className="records__skeleton" aria-hidden="true">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="skeleton" style={{ height: 64 }} />
            ))}
          </div>
        ) : data.list.length === 0 ? (
          <EmptyState
            testId="records-empty"
            title={t('records.empty')}
            text={t('records.emptyText')}
            action={
              <button
                type="button"
                className="button button--primary"
                onClick={() => move(previousRange(range, 30))}
              >
                {t('records.previousDays', { count: 30 })}
              </button>
            }
          />
        ) : (
          <>
            <div className="record record--head" aria-hidden="true">
              <span>{t('records.time')}</span>
              <span>{t('records.typeLabel')}</span>
              <span className="record__amount">{t('money.amount')}</span>
              <span className="record__balance">{t('records.balanceAfter')}</span>
              <span>{t('records.reference')}</span>
            </div>
            <ul
              className={`records__rows${records.isPlaceholderData ? ' records__rows--stale' : ''}`}
            >
              {data.list.map((record) => (
                <RecordRow key={record.id} record={record} timeZone={info.timezone} />
              ))}
            </ul>
            <nav className="pager" aria-label={t('records.pages')}>
              <button
                type="button"
                className="button button--small"
                disabled={pageNo <= 1}
                onClick={() => setPageNo((current) => Math.max(1, current - 1))}
              >
                <Icon name="chevron-left" size={16} />
                {t('records.previousPage')}
              </button>
              <span className="pager__position" data-testid="records-page">
                {t('records.pageOf', { page: Math.min(pageNo, totalPages), pages: totalPages })}
              </span>
              <button
                type="button"
                className="button button--small"
                disabled={pageNo >= totalPages}
                onClick={() => setPageNo((current) => Math.min(totalPages, current + 1))}
              >
                {t('records.nextPage')}
                <Icon name="chevron-right" size={16} />
              </button>
            </nav>
          </>
        )}
      </section>
    </div>
  );
}
