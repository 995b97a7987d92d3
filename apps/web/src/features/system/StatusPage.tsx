import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import './status-page.css';

type Props =
  | { kind: 'maintenance'; maintenanceEnd: string | null }
  | { kind: 'regionBlocked'; ip: string }
  | { kind: 'unavailable'; onRetry: () => void }
  | { kind: 'offline'; onRetry: () => void };

const art = {
  maintenance: '/art/states/maintenance.svg',
  regionBlocked: '/art/states/region-blocked.svg',
  unavailable: '/art/states/maintenance.svg',
  offline: '/art/states/offline.svg',
};

/**
 * Full-screen pages that replace the app: maintenance, region block, site unreachable, and
 * offline (the lite app's shell loads from the phone, its data cannot).
 */
export function StatusPage(props: Props) {
  const { t, i18n } = useTranslation();
  return (
    <main className="status-page" data-testid={`status-${props.kind}`}>
      <img className="status-page__art" src={art[props.kind]} alt="" width={320} height={240} />
      <h1 className="status-page__title">{t(`status.${props.kind}.title`)}</h1>
      <p className="status-page__text">{t(`status.${props.kind}.text`)}</p>
      {props.kind === 'maintenance' && props.maintenanceEnd && (
        <p className="status-page__detail">
          {t('status.maintenance.until', {
            // The site's configuration (its time zone) is not loaded while it is closed: the
            // end is told in the visitor's own zone.
            time: formatDateTime(
              props.maintenanceEnd,
              i18n.language,
              Intl.DateTimeFormat().resolvedOptions().timeZone,
            ),
          })}
        </p>
      )}
      {props.kind === 'regionBlocked' && (
        <p className="status-page__detail">
          {t('status.regionBlocked.ip')}{' '}
          <strong className="tabular" data-testid="blocked-ip">
            {props.ip}
          </strong>
        </p>
      )}
      {(props.kind === 'unavailable' || props.kind === 'offline') && (
        <button type="button" className="button button--primary" onClick={props.onRetry}>
          {t('common.retry')}
        </button>
      )}
    </main>
  );
}
