import type { PointConfig, PointsRecord, PointsRecordType } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/format';
import { Icon, type IconName } from '../../ui/Icon';
import { useSiteConfig } from '../system/system.api';
import { Money, useOpenMemberPage } from '../wallet/money-form';
import { FilterChips, ListSkeleton, MoreRows, PointsLoadFailed, StatusChip } from './list-parts';
import { usePointConfig, usePointsRecord } from './points.api';
import { betEarnings, signedPointsText } from './points.rules';

/** The filters: deposits, then the game types whose valid bets earn, then the rest. */
function filterTypes(config: PointConfig | undefined): PointsRecordType[] {
  const betTypes = config ? betEarnings(config).map((earning) => earning.type) : [];
  return ['deposit', ...betTypes, 'redeem', 'refund', 'convert', 'adjust'];
}

const typeIcons: Record<PointsRecordType, IconName> = {
  deposit: 'wallet',
  live: 'live',
  lottery: 'lottery',
  pvp: 'pvp',
  slots: 'rng',
  sports: 'sports',
  redeem: 'star',
  refund: 'refresh',
  convert: 'transfer',
  adjust: 'shield',
};

/** One line of the points record: type, remark, signed points, amount, when and its status. */
function RecordRow({ record }: { record: PointsRecord }) {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  return (
    <li className="points-row" data-testid="points-record-row" data-type={record.type}>
      <span className={`points-row__icon points-row__icon--${record.points < 0 ? 'out' : 'in'}`}>
        <Icon name={typeIcons[record.type]} size={20} />
      </span>
      <div className="points-row__main">
        <div className="points-row__top">
          <strong className="points-row__title">{t(`points.type.${record.type}`)}</strong>
          <StatusChip status={record.status} />
        </div>
        {record.remark && <p className="points-row__note">{record.remark}</p>}
        <p className="points-row__meta">
          <time dateTime={record.time}>
            {formatDateTime(record.time, i18n.language, info.timezone)}
          </time>
          {record.amount !== null && (
            <>
              {' · '}
              {t('points.record.amount')} <Money amount={record.amount} currency={info.currency} />
            </>
          )}
        </p>
      </div>
      <div className="points-row__figure">
        <span
          className={record.points < 0 ? 'points-row__points is-out' : 'points-row__points is-in'}
        >
          {signedPointsText(record.points)}
        </span>
      </div>
    </li>
  );
}

/** The points record (spec §3): where points came from and went, by type, scrolling on. */
export function PointsRecordList() {
  const { t } = useTranslation();
  const openMemberPage = useOpenMemberPage();
  const [type, setType] = useState<PointsRecordType | null>(null);
  const query = usePointsRecord(type);
  const config = usePointConfig();
  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section
      className="points-list"
      aria-busy={query.isFetching}
      aria-label={t('points.tabs.record')}
    >
      <FilterChips
        label={t('points.record.filter')}
        options={filterTypes(config.data)}
        value={type}
        labelOf={(option) => t(`points.type.${option}`)}
        onChange={setType}
      />
      {query.isError && !query.data ? (
        <PointsLoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState
          testId="record-empty"
          title={t(type ? 'points.record.emptyType' : 'points.record.empty')}
          text={t('points.record.emptyText')}
          action={
            <button
              type="button"
              className="button button--accent"
              onClick={() => openMemberPage('depositv2')}
            >
              {t('points.record.deposit')}
            </button>
          }
        />
      ) : (
        <>
          <ul className="points-rows">
            {rows.map((record) => (
              <RecordRow key={record.id} record={record} />
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
