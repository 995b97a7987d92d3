import type { Announcement } from '@khela/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { lazyRichText } from './rich-text-loader';

// The sanitiser loads with the first notice opened, not with the page.
const RichText = lazy(lazyRichText);

/** The notice popup: title 'news', the notice as rich text, close labelled activity_close. */
export function NoticeModal({
  notice,
  onClose,
  testId = 'notice-modal',
}: {
  notice: Announcement | null;
  onClose: () => void;
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
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('notice.activity_close')}
        </button>
      }
    >
      {notice && (
        <article>
          <h3 className="notice__title">{notice.title}</h3>
          <Suspense fallback={<div className="skeleton" style={{ height: 80 }} />}>
            <RichText html={notice.content} />
          </Suspense>
        </article>
      )}
    </Modal>
  );
}
