import type { OperatorActionEntry } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { useActionLog } from './actions.api';

/** The detail as one line of JSON; nothing for an empty detail. */
function compactDetail(detail: unknown): string {
  if (detail === null || detail === undefined) return '';
  const text = JSON.stringify(detail);
  return text === '{}' ? '' : text;
}

function ActionRow({
  entry,
  onTarget,
}: {
  entry: OperatorActionEntry;
  onTarget: (target: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const detail = compactDetail(entry.detail);
  return (
    <tr>
      <td data-label={t('actions.time')} className="ops-nowrap">
        {formatDateTime(entry.createdAt, i18n.language)}
      </td>
      <td data-label={t('actions.operator')}>{entry.operator}</td>
      <td data-label={t('actions.action')}>
        <code>{entry.action}</code>
      </td>
      <td data-label={t('actions.target')}>
        <button
          type="button"
          className="ops-link"
          onClick={() => onTarget(entry.target)}
          aria-label={t('actions.filterBy', { target: entry.target })}
        >
          {entry.target}
        </button>
      </td>
      <td data-label={t('actions.detail')}>
        {detail ? <code className="ops-json">{detail}</code> : '—'}
      </td>
    </tr>
  );
}

/** Every decision operators made, newest first, 50 at a time, filtered by what it touched. */
export function ActionLog() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [target, setTarget] = useState('');
  const log = useActionLog(target);
  const entries = log.data?.pages.flat() ?? [];

  function filter(value: string) {
    setDraft(value);
    setTarget(value.trim());
  }

  return (
    <section className="ops-panel" data-testid="ops-actions">
      <div className="ops-section-head">
        <h1>{t('actions.title')}</h1>
        <BusyButton isGhost isBusy={log.isFetching} onClick={() => void log.refetch()}>
          {t('common.refresh')}
        </BusyButton>
      </div>
      <form
        className="ops-search"
        role="search"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          filter(draft);
        }}
      >
        <label className="ops-search__field">
          <span className="visually-hidden">{t('actions.target')}</span>
          <input
            type="search"
            value={draft}
            maxLength={100}
            placeholder={t('actions.targetPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <button type="submit" className="ops-button">
          {t('actions.filter')}
        </button>
        {target && (
          <button type="button" className="ops-button ops-button--ghost" onClick={() => filter('')}>
            {t('actions.clear')}
          </button>
        )}
      </form>
      <ErrorNote text={log.error ? errorText(log.error, t('common.loadFailed')) : null} />
      {log.isPending && <Skeleton rows={6} />}
      {log.data && entries.length === 0 && <p className="ops-empty">{t('actions.empty')}</p>}
      {entries.length > 0 && (
        <div className="ops-table-wrap">
          <table className="ops-table ops-table--stack" data-testid="action-log">
            <thead>
              <tr>
                <th>{t('actions.time')}</th>
                <th>{t('actions.operator')}</th>
                <th>{t('actions.action')}</th>
                <th>{t('actions.target')}</th>
                <th>{t('actions.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <ActionRow key={entry.id} entry={entry} onTarget={filter} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.hasNextPage && (
        <BusyButton
          isGhost
          isBusy={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {t('common.older')}
        </BusyButton>
      )}
    </section>
  );
}
