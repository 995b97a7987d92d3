import type { RebateClaim } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { formatAmount, formatCalendarDay, localeOf } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { useFormatDateTime } from '../system/date-time';
import { isNone } from '../vip/vip.rules';
import { Money } from '../wallet/money-form';
import { useRebateClaims } from './rebate.api';
import { rebatePeriodOf } from './rebate.rules';
import { RebateLines } from './RebateLines';

/** A year as the page's language counts it (Thai in the Buddhist era, as its dates are). */
function yearText(year: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, 6, 1)),
  );
}

/** A claim's period for people: its day, or its week and year. */
function usePeriodText() {
  const { t, i18n } = useTranslation();
  return (period: string): string => {
    const read = rebatePeriodOf(period);
    if (read === null) return period;
    if (read.kind === 'day') return formatCalendarDay(read.day, i18n.language);
    return t('rebate.history.week', { week: read.week, year: yearText(read.year, i18n.language) });
  };
}

/** One claim: its period, amount and wagering, when it was made, and its lines on demand. */
function ClaimRow({ claim, currency }: { claim: RebateClaim; currency: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const periodText = usePeriodText();
  const [isOpen, setIsOpen] = useState(false);
  const linesId = useId();
  return (
    <li className="rebate-claim" data-testid="rebate-claim-row" data-period={claim.period}>
      <div className="rebate-claim__head">
        <strong className="rebate-claim__period">{periodText(claim.period)}</strong>
        <span className="rebate-claim__amount">
          <Money amount={claim.amount} currency={currency} />
        </span>
      </div>
      <p className="rebate-claim__meta">
        <time dateTime={claim.createdAt}>
          {t('rebate.history.claimedAt', { time: formatTime(claim.createdAt) })}
        </time>
        <span>
          {isNone(claim.turnover, currency)
            ? t('rebate.history.noTurnover')
            : t('rebate.history.turnover', { amount: formatAmount(claim.turnover), currency })}
        </span>
      </p>
      {claim.lines.length > 0 && (
        <button
          type="button"
          className="rebate-claim__toggle"
          aria-expanded={isOpen}
          aria-controls={linesId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? t('rebate.history.hide') : t('rebate.history.show')}
          <Icon name="chevron-down" size={16} className={isOpen ? 'is-open' : undefined} />
        </button>
      )}
      <div id={linesId} hidden={!isOpen}>
        {isOpen && <RebateLines lines={claim.lines} isCompact />}
      </div>
    </li>
  );
}

/** Rows of the history while its first page loads. */
function HistorySkeleton() {
  return (
    <div className="rebate-history__skeleton" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <div key={index} className="skeleton" />
      ))}
    </div>
  );
}

/**
 * The member's claims, newest first, a page at a time. Where the rebate is not offered it shows
 * only when there were claims (`isHiddenWhenEmpty`); a load that fails says so with a retry.
 */
export function RebateHistory({
  currency,
  isHiddenWhenEmpty = false,
}: {
  currency: string;
  isHiddenWhenEmpty?: boolean;
}) {
  const { t } = useTranslation();
  const query = useRebateClaims();
  const claims = query.data?.pages.flatMap((page) => page.list) ?? [];
  if (isHiddenWhenEmpty && claims.length === 0) return null;
  return (
    <section
      className="rebate-section rebate-history"
      aria-labelledby="rebate-history-title"
      aria-busy={query.isFetching}
      data-testid="rebate-history"
    >
      <h3 id="rebate-history-title" className="rebate-section__title">
        {t('rebate.history.title')}
      </h3>
      {query.isError && !query.data ? (
        <div className="rebate-history__failed">
          <p>{t('rebate.loadFailed')}</p>
          <button
            type="button"
            className="button button--small"
            onClick={() => void query.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : !query.data ? (
        <HistorySkeleton />
      ) : claims.length === 0 ? (
        <EmptyState
          testId="rebate-history-empty"
          title={t('rebate.history.empty')}
          text={t('rebate.history.emptyText')}
        />
      ) : (
        <>
          <ul className="rebate-history__list">
            {claims.map((claim) => (
              <ClaimRow key={claim.id} claim={claim} currency={currency} />
            ))}
          </ul>
          {query.hasNextPage && (
            <button
              type="button"
              className="button button--ghost rebate-history__more"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              data-testid="rebate-history-more"
            >
              {query.isFetchingNextPage ? t('rebate.history.loading') : t('rebate.history.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
