import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { lazyRichText } from '../content/rich-text-loader';
import { useSiteConfig } from '../system/system.api';
import { LoadFailed } from '../wallet/LoadFailed';
import { useAgentNotices } from './agent.api';
import './agent.css';
import './agent-centre.css';

// The sanitiser loads with the first notice opened, not with the centre.
const RichText = lazy(lazyRichText);
const skeletonRows = [0, 1, 2];

/**
 * agentAnnouncement (spec §2 Announcement): the notices the merchant addressed to its agents,
 * newest first; a tap opens one in place (the newest is open at first).
 */
export function AgentNoticesPage() {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const notices = useAgentNotices();
  const [openId, setOpenId] = useState<string | null | undefined>(undefined);
  const list = notices.data?.notices;
  if (notices.isError && !list) return <LoadFailed onRetry={() => void notices.refetch()} />;
  if (!list) {
    return (
      <div className="records__skeleton" aria-hidden="true" data-testid="agent-notices-loading">
        {skeletonRows.map((index) => (
          <div key={index} className="skeleton report__skeleton-row" />
        ))}
      </div>
    );
  }
  if (list.length === 0) {
    return <EmptyState testId="agent-notices-empty" title={t('agent.notices.empty')} />;
  }
  // Until one is chosen the newest is open; a tap on the open one closes it.
  const shownId = openId === undefined ? list[0]?.id : openId;
  return (
    <ul className="agent-notices" data-testid="ac-agentAnnouncement">
      {list.map((notice) => {
        const isOpen = notice.id === shownId;
        const bodyId = `agent-notice-${notice.id}`;
        return (
          <li key={notice.id} className="agent-notice" data-testid="agent-notice">
            <button
              type="button"
              className="agent-notice__head"
              aria-expanded={isOpen}
              aria-controls={bodyId}
              onClick={() => setOpenId(isOpen ? null : notice.id)}
            >
              <span className="agent-notice__text">
                <strong className="agent-notice__title">{notice.title}</strong>
                <time className="agent-notice__time" dateTime={notice.at}>
                  {formatDateTime(notice.at, i18n.language, info.timezone)}
                </time>
              </span>
              <Icon name="chevron-down" size={18} className="agent-notice__chevron" />
            </button>
            {isOpen && (
              <div id={bodyId} className="agent-notice__body">
                <Suspense fallback={<div className="skeleton report__skeleton-row" />}>
                  <RichText html={notice.content} />
                </Suspense>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
