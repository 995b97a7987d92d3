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

/**
 * Previous and next with "2 / 3" between them, for a dialog showing several notices. At either
 * end its button stays focusable (aria-disabled), so the keyboard's place is kept; a move says
 * the notice's place and title to a screen reader.
 */
function Pager({ index, count, onMove, title }: NoticePaging & { title: string }) {
  const { t } = useTranslation();
  const isFirst = index === 0;
  const isLast = index === count - 1;
  return (
    <div className="notice-pager">
      <button
        type="button"
        className="notice-pager__button"
        onClick={() => {
          if (!isFirst) onMove(index - 1);
        }}
        aria-disabled={isFirst}
        aria-label={t('notice.previous')}
      >
        <Icon name="chevron-left" />
      </button>
      <span className="notice-pager__position" aria-hidden="true" data-testid="notice-position">
        {t('notice.position', { index: index + 1, count })}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {t('notice.positionSpoken', { index: index + 1, count, title })}
      </span>
      <button
        type="button"
        className="notice-pager__button"
        onClick={() => {
          if (!isLast) onMove(index + 1);
        }}
        aria-disabled={isLast}
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
          {paging && notice && paging.count > 1 && <Pager {...paging} title={notice.title} />}
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
