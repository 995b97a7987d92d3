import type { Announcement } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { useAnnouncements } from '../system/system.api';
import { NoticeModal } from './NoticeModal';
import './news-ticker.css';

/** Scrolling titles of banner notices; a click opens the notice (spec §2 Home). */
export function NewsTicker() {
  const { t } = useTranslation();
  const { data } = useAnnouncements('B');
  const [open, setOpen] = useState<Announcement | null>(null);
  if (!data || data.length === 0) return <div className="news-ticker news-ticker--empty" />;
  return (
    <div className="news-ticker container" data-testid="news-ticker">
      <span className="news-ticker__label">
        <Icon name="bell" size={18} />
        <span className="visually-hidden">{t('notice.news')}</span>
      </span>
      <div className="news-ticker__viewport">
        <ul className="news-ticker__track">
          {[...data, ...data].map((notice, index) => (
            <li key={`${notice.id}-${index}`} aria-hidden={index >= data.length}>
              <button
                type="button"
                className="news-ticker__item"
                tabIndex={index >= data.length ? -1 : 0}
                onClick={() => setOpen(notice)}
              >
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <NoticeModal notice={open} onClose={() => setOpen(null)} />
    </div>
  );
}
