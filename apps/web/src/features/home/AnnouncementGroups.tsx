import type { Announcement } from '@khela/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { formatDay } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { useHasBeenNear, WhenNear } from '../../ui/WhenNear';
import { NoticeModal } from '../content/NoticeModal';
import { useAnnouncements } from '../system/system.api';

/** The home announcement groups of spec §2 and their announcement types (spec §9). */
const groups = [
  { key: 'player', type: 'PL' },
  { key: 'banners', type: 'B' },
  { key: 'popup', type: 'PU' },
  { key: 'promotion', type: 'PR' },
] as const;
type GroupKey = (typeof groups)[number]['key'];
/** A group shows its latest few; /noticePage has every one. */
const shownMax = 5;

function GroupList({
  type,
  onOpen,
  isSectionNear,
}: {
  type: string;
  onOpen: (notice: Announcement) => void;
  isSectionNear: boolean;
}) {
  const { t } = useTranslation();
  const { data: answer, isPending } = useAnnouncements(type);
  // The list renders in a transition, in slices, not in the task that brought the answer.
  const data = useDeferredValue(answer);
  if (isPending || (answer !== undefined && data === undefined)) {
    return (
      <WhenNear isNear={isSectionNear} boxClassName="home__list-placeholder">
        <ul className="home-notices__list" aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="home-notices__skeleton skeleton" />
          ))}
        </ul>
      </WhenNear>
    );
  }
  if (!data || data.length === 0) {
    return (
      <div className="home__state home-notices__empty">
        <p>{t('home.noticesEmpty')}</p>
        <AppLink to="/noticePage" className="button button--ghost button--small">
          {t('home.allNotices')}
        </AppLink>
      </div>
    );
  }
  return (
    <ul className="home-notices__list">
      {data.slice(0, shownMax).map((notice) => (
        <li key={notice.id}>
          <button
            type="button"
            className="home-notices__item"
            data-testid="home-notice"
            onClick={() => onOpen(notice)}
          >
            <span className="home-notices__title">{notice.title}</span>
            <time className="home-notices__date tabular" dateTime={notice.publishedAt}>
              {formatDay(notice.publishedAt)}
            </time>
            <Icon name="chevron-right" size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Home's announcement groups: player, banners, popup and promotion notices in tabs. */
export function AnnouncementGroups() {
  const { t } = useTranslation();
  const [active, setActive] = useState<GroupKey>('player');
  const [open, setOpen] = useState<Announcement | null>(null);
  const current = groups.find((group) => group.key === active) ?? groups[0];
  const [section, isNear] = useHasBeenNear<HTMLElement>();
  return (
    <section
      ref={section}
      className="container home__section home__section--below home-notices"
      data-testid="home-notices"
    >
      <div className="home__section-head">
        <h2 className="home__heading">
          <Icon name="bell" size={20} />
          {t('home.notices')}
        </h2>
        <AppLink to="/noticePage" className="home__more">
          {t('home.seeAll')}
          <Icon name="chevron-right" size={16} />
        </AppLink>
      </div>
      <div className="home-notices__tabs" role="tablist" aria-label={t('home.notices')}>
        {groups.map((group) => (
          <button
            key={group.key}
            type="button"
            role="tab"
            id={`home-notices-tab-${group.key}`}
            aria-selected={group.key === active}
            aria-controls="home-notices-panel"
            className="home-notices__tab"
            onClick={() => setActive(group.key)}
          >
            {t(`home.group.${group.key}`)}
          </button>
        ))}
      </div>
      <div
        className="card home-notices__panel"
        role="tabpanel"
        id="home-notices-panel"
        aria-labelledby={`home-notices-tab-${current.key}`}
      >
        <GroupList type={current.type} onOpen={setOpen} isSectionNear={isNear} />
      </div>
      <NoticeModal notice={open} onClose={() => setOpen(null)} testId="home-notice-modal" />
    </section>
  );
}
