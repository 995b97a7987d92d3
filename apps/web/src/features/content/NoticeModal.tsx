import type { Announcement } from '@khela/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { lazyRichText } from './rich-text-loader';
import './notice-modal.css';

// The sanitiser loads with the first notice opened, not with the page.
const RichText = lazy(lazyRichText);

/** Where a notice sits among those the dialog pages through, and how to move. */
export interface NoticePaging {
  index: number;
  count: number;
  onMove: (index: number) => void;
}

/** Previous and next with "2 / 3" between them, for a dialog showing several notices. */
function Pager({ index, count, onMove }: NoticePaging) {
  const { t } = useTranslation();
  return (
    <div className="notice-pager">
      <button
        type="button"
        className="notice-pager__button"
        onClick={() => onMove(index - 1)}
        disabled={index === 0}
        aria-label={t('notice.previous')}
      >
        <Icon name="chevron-left" />
      </button>
      <span className="notice-pager__position" aria-live="polite" data-testid="notice-position">
        {t('notice.position', { index: index + 1, count })}
      </span>
      <button
        type="button"
        className="notice-pager__button"
        onClick={() => onMove(index + 1)}
        disabled={index === count - 1}
        aria-label={t('notice.next')}
      >
        <Icon name="chevron-right" />
      </button>
    </div>
  );
}

/**
 * The notice popup: title 'news', the notice as rich text, close labelled activity_close; with
 * `paging`, one of several notices the visitor can page through.
 */
export function NoticeModal({
  notice,
  onClose,
  paging,
  testId = 'notice-modal',
}: {
  notice: Announcement | null;
  onClose: () => void;
  paging?: NoticePaging;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={notice !== null}
      title={t('notice.news')}
      onClose={onClose}
      testId={testId}
      footer={
        <>
          {paging && paging.count > 1 && <Pager {...paging} />}
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('notice.activity_close')}
          </button>
        </>
      }
    >
      {notice && (
        <article key={notice.id}>
          <h3 className="notice__title">{notice.title}</h3>
          <Suspense fallback={<div className="skeleton" style={{ height: 80 }} />}>
            <RichText html={notice.content} />
          </Suspense>
        </article>
      )}
    </Modal>
  );
}
