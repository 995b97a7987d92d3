import type { Announcement } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { formatDay } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useAnnouncements } from '../system/system.api';
import { NoticeModal } from './NoticeModal';
import './news-ticker.css';

/**
 * Every published notice, popups too (a closed popup is found again here, and home's popup group
 * leads here); a click opens it.
 */
export function Component() {
  const { t } = useTranslation();
  const { data, isLoading } = useAnnouncements('B,PL,PU,PR,H');
  const [open, setOpen] = useState<Announcement | null>(null);
  if (isLoading) return <PageSkeleton />;
  return (
    <div className="container" data-testid="page-notices">
      <h1 className="page-title">{t('side.notices')}</h1>
      {!data || data.length === 0 ? (
        <EmptyState
          title={t('notice.empty')}
          action={
            <AppLink className="button button--primary" to="/">
              {t('common.backHome')}
            </AppLink>
          }
        />
      ) : (
        <ul className="notice-list">
          {data.map((notice) => (
            <li key={notice.id}>
              <button
                type="button"
                className="notice-list__item card"
                onClick={() => setOpen(notice)}
              >
                <span className="notice-list__type">{t(`notice.type.${notice.type}`)}</span>
                <span className="notice-list__text">
                  <span className="notice-list__title">{notice.title}</span>
                  <time className="notice-list__date tabular" dateTime={notice.publishedAt}>
                    {formatDay(notice.publishedAt)}
                  </time>
                </span>
                <Icon name="chevron-right" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <NoticeModal notice={open} onClose={() => setOpen(null)} />
    </div>
  );
}
