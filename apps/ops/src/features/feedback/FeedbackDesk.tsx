import type { DeskFeedback, Operator } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { useFeedbackPage } from './feedback.api';
import './feedback.css';

function FeedbackRow({ entry }: { entry: DeskFeedback }) {
  const { t, i18n } = useTranslation();
  return (
    <tr>
      <td data-label={t('feedbackDesk.time')} className="ops-nowrap">
        {formatDateTime(entry.createdAt, i18n.language)}
      </td>
      <td data-label={t('feedbackDesk.from')}>{entry.username ?? t('feedbackDesk.visitor')}</td>
      <td data-label={t('feedbackDesk.language')}>{entry.language.toUpperCase()}</td>
      <td data-label={t('feedbackDesk.content')} className="ops-feedback__content">
        {entry.content}
      </td>
      <td data-label={t('feedbackDesk.address')}>
        <code>{entry.ip}</code>
      </td>
    </tr>
  );
}

/** What visitors and members wrote from the site's help centre, read-only, newest first. */
export function FeedbackDesk({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const [pageNo, setPageNo] = useState(1);
  const page = useFeedbackPage(choice.merchant, pageNo, !isPlatform || Boolean(choice.merchant));
  const data = page.data;
  return (
    <>
      {isPlatform && (
        <MerchantPicker
          choice={{
            ...choice,
            choose: (code) => {
              choice.choose(code);
              setPageNo(1);
            },
          }}
        />
      )}
      <section className="ops-panel" data-testid="ops-feedback">
        <div className="ops-section-head">
          <h1>{t('feedbackDesk.title')}</h1>
          <BusyButton isGhost isBusy={page.isFetching} onClick={() => void page.refetch()}>
            {t('common.refresh')}
          </BusyButton>
        </div>
        <p className="ops-hint">{t('feedbackDesk.hint')}</p>
        <ErrorNote text={page.error ? errorText(page.error, t('common.loadFailed')) : null} />
        {page.isPending && <Skeleton rows={6} />}
        {data && data.items.length === 0 && <p className="ops-empty">{t('feedbackDesk.empty')}</p>}
        {data && data.items.length > 0 && (
          <>
            <div className="ops-table-wrap">
              <table className="ops-table ops-table--stack" data-testid="feedback-list">
                <thead>
                  <tr>
                    <th>{t('feedbackDesk.time')}</th>
                    <th>{t('feedbackDesk.from')}</th>
                    <th>{t('feedbackDesk.language')}</th>
                    <th>{t('feedbackDesk.content')}</th>
                    <th>{t('feedbackDesk.address')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((entry) => (
                    <FeedbackRow key={entry.id} entry={entry} />
                  ))}
                </tbody>
              </table>
            </div>
            <div className="ops-feedback__pager">
              <button
                type="button"
                className="ops-button ops-button--ghost"
                disabled={pageNo <= 1 || page.isFetching}
                onClick={() => setPageNo((current) => current - 1)}
              >
                {t('feedbackDesk.previous')}
              </button>
              <span className="ops-hint">
                {t('feedbackDesk.pageOf', { pageNo, totalPages: data.totalPages })}
              </span>
              <button
                type="button"
                className="ops-button ops-button--ghost"
                disabled={pageNo >= data.totalPages || page.isFetching}
                onClick={() => setPageNo((current) => current + 1)}
              >
                {t('feedbackDesk.next')}
              </button>
            </div>
          </>
        )}
      </section>
    </>
  );
}
