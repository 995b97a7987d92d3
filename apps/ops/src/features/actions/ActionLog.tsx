import {
  operatorActionCodes,
  type OperatorActionCode,
  type OperatorActionEntry,
} from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { actionName, clipped, detailLines } from './action-text';
import { useActionLog } from './actions.api';

/**
 * An entry's detail, a line per field named in words (its key in the title); a change reads
 * "before → after", amounts in minor units as money of the entry's merchant.
 */
function ActionDetail({ detail, currency }: { detail: unknown; currency: string | null }) {
  const { t, i18n } = useTranslation();
  const lines = detailLines(
    { t, formatInstant: (iso) => formatDateTime(iso, i18n.language), currency },
    detail,
  );
  if (lines.length === 0) return <>—</>;
  const [only] = lines;
  if (lines.length === 1 && only && !only.field) {
    return <span title={only.text}>{clipped(only.text)}</span>;
  }
  return (
    <dl className="ops-detail">
      {lines.map(({ field, label, text }) => (
        <div key={field}>
          <dt title={field}>{label}</dt>
          <dd title={text}>{clipped(text)}</dd>
        </div>
      ))}
    </dl>
  );
}

function ActionRow({
  entry,
  onTarget,
}: {
  entry: OperatorActionEntry;
  onTarget: (target: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <tr>
      <td data-label={t('actions.time')} className="ops-nowrap">
        {formatDateTime(entry.createdAt, i18n.language)}
      </td>
      <td data-label={t('actions.operator')}>{entry.operator}</td>
      <td data-label={t('actions.action')} title={entry.action}>
        {actionName(t, entry.action)}
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
        <ActionDetail detail={entry.detail} currency={entry.currency} />
      </td>
    </tr>
  );
}

/**
 * Every decision operators made, newest first, 50 at a time, filtered by its kind and by what
 * it touched.
 */
export function ActionLog() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [target, setTarget] = useState('');
  const [action, setAction] = useState<OperatorActionCode | ''>('');
  const log = useActionLog({ target, action });
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
          <span className="visually-hidden">{t('actions.kind')}</span>
          <select
            name="action"
            value={action}
            onChange={(event) => setAction(event.target.value as OperatorActionCode | '')}
          >
            <option value="">{t('actions.allKinds')}</option>
            {operatorActionCodes.map((code) => (
              <option key={code} value={code}>
                {actionName(t, code)}
              </option>
            ))}
          </select>
        </label>
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
      {log.data && entries.length === 0 && (
        <p className="ops-empty">{t(target || action ? 'actions.noneMatch' : 'actions.empty')}</p>
      )}
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
