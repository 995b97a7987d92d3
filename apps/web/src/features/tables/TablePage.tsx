import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useFeatureBundle } from '../../i18n/feature-bundle';
import { EmptyState } from '../../ui/EmptyState';
import { CockfightScreen } from './cockfight/CockfightScreen';
import { CrashScreen } from './crash/CrashScreen';
import { tablesBundles } from './i18n';
import { useTableSession } from './tables.api';
import { TableScreen } from './TableScreen';
import './tables.css';

/** The table's shape while it loads: header, felt, layout and chips, no spinner. */
function TableSkeleton() {
  return (
    <div className="tbl tbl--loading" aria-busy="true" data-testid="table-loading">
      <div className="tbl-top">
        <div className="tbl-head">
          <span className="skeleton tbl-skeleton tbl-skeleton--title" />
        </div>
        <div className="tbl-status">
          <span className="skeleton tbl-skeleton tbl-skeleton--line" />
        </div>
      </div>
      <div className="tbl-play">
        <div className="tbl-felt" />
        <span className="skeleton tbl-skeleton tbl-skeleton--board" />
      </div>
    </div>
  );
}

/**
 * An in-house auto table (/house/table/:code), opened in the site's /game frame: it speaks
 * for the launch token of its address, as any vendor's client does.
 */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const hasTexts = useFeatureBundle('tables', tablesBundles);
  const session = useTableSession(token);
  if (!hasTexts) return <TableSkeleton />;
  if (token === '' || session.isError) {
    return (
      <div className="tbl tbl--message" data-testid="table-ended">
        <EmptyState
          title={t('tables.ended')}
          text={
            session.error instanceof ApiError && session.error.message
              ? session.error.message
              : t('tables.endedText')
          }
        />
      </div>
    );
  }
  if (!session.data) return <TableSkeleton />;
  const { game } = session.data;
  const Screen =
    game === 'crash' ? CrashScreen : game === 'cockfight' ? CockfightScreen : TableScreen;
  return <Screen session={session.data} token={token} receivedAtMs={session.dataUpdatedAt} />;
}
