import { redemptionStatuses, type Redemption, type RedemptionStatus } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/format';
import { useSiteConfig } from '../system/system.api';
import { Money } from '../wallet/money-form';
import { FilterChips, ListSkeleton, MoreRows, PointsLoadFailed, StatusChip } from './list-parts';
import { useRedemptions } from './points.api';
import { signedPointsText } from './points.rules';
import { RewardArt } from './RewardArt';

/** One redemption: the reward, its status (with the reason of a refusal), points and when. */
function RedemptionRow({ redemption }: { redemption: Redemption }) {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const isReturned = redemption.status === 'rejected';
  const when = (iso: string) => formatDateTime(iso, i18n.language, info.timezone);
  return (
    <li className="points-row" data-testid="redemption" data-status={redemption.status}>
      <RewardArt kind={redemption.kind} isSmall />
      <div className="points-row__main">
        <div className="points-row__top">
          <strong className="points-row__title">{redemption.rewardName}</strong>
          <StatusChip status={redemption.status} />
        </div>
        <p className="points-row__meta">
          {t(`points.kind.${redemption.kind}`)}
          {redemption.amount !== null && (
            <>
              {' · '}
              <Money amount={redemption.amount} currency={info.currency} />
            </>
          )}
        </p>
        <p className="points-row__meta">
          <time dateTime={redemption.createdAt}>{when(redemption.createdAt)}</time>
          {redemption.decidedAt && (
            <> · {t('points.history.decided', { time: when(redemption.decidedAt) })}</>
          )}
        </p>
        {isReturned && (
          <p className="points-row__reason" data-testid="redemption-reason">
            {redemption.reason
              ? t('points.history.reason', { reason: redemption.reason })
              : t('points.history.noReason')}
          </p>
        )}
        {redemption.address && (
          <p className="points-row__note">
            {t('points.history.deliverTo', {
              name: redemption.address.name,
              mobile: redemption.address.mobile,
              address: redemption.address.address,
            })}
          </p>
        )}
      </div>
      <div className="points-row__figure">
        <span className={isReturned ? 'points-row__points' : 'points-row__points is-out'}>
          {signedPointsText(-redemption.points)}
        </span>
        {isReturned && <span className="points-row__small">{t('points.history.returned')}</span>}
      </div>
    </li>
  );
}

/** The redeem history (spec §2), newest first, filtered by status, scrolling on. */
export function RedemptionList({ onBrowse }: { onBrowse: () => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RedemptionStatus | null>(null);
  const query = useRedemptions(status);
  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section
      className="points-list"
      aria-busy={query.isFetching}
      aria-label={t('points.tabs.history')}
    >
      <FilterChips
        label={t('points.history.filter')}
        options={redemptionStatuses}
        value={status}
        labelOf={(option) => t(`points.status.${option}`)}
        onChange={setStatus}
      />
      {query.isError && !query.data ? (
        <PointsLoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState
          testId="history-empty"
          title={t(status ? 'points.history.emptyStatus' : 'points.history.empty')}
          text={t('points.history.emptyText')}
          action={
            <button type="button" className="button button--primary" onClick={onBrowse}>
              {t('points.history.browse')}
            </button>
          }
        />
      ) : (
        <>
          <ul className="points-rows">
            {rows.map((redemption) => (
              <RedemptionRow key={redemption.id} redemption={redemption} />
            ))}
          </ul>
          <MoreRows
            hasMore={query.hasNextPage}
            isLoading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
