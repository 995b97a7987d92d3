import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { NewsTicker } from '../content/NewsTicker';
import { PopupAnnouncements } from '../content/PopupAnnouncements';
import { gameTypeEntries } from '../layout/game-types';
import './home.css';

/** Home: news ticker, game categories, and popup announcements once per session. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="home" data-testid="page-home">
      <NewsTicker />
      <section className="container home__section">
        <h1 className="home__heading">{t('home.categories')}</h1>
        <div className="home__categories">
          {gameTypeEntries.map((entry) => (
            <AppLink
              key={entry.key}
              to={entry.path}
              className={`home__category home__category--${entry.key}`}
            >
              <Icon name={entry.icon} size={34} />
              <span>{t(entry.labelKey)}</span>
            </AppLink>
          ))}
        </div>
      </section>
      <PopupAnnouncements />
    </div>
  );
}
