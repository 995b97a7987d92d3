import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { Deferred } from '../../ui/Deferred';
import { Icon } from '../../ui/Icon';
import { NewsTicker } from '../content/NewsTicker';
import { PopupAnnouncements } from '../content/PopupAnnouncements';
import { JackpotCounter } from '../jackpot/JackpotCounter';
import { shownGameTypeEntries } from '../layout/game-types';
import { useGameMenus, useVendors } from '../system/system.api';
import { AnnouncementGroups } from './AnnouncementGroups';
import { HotGames } from './HotGames';
import { PopularLotteries } from './PopularLotteries';
import { WinnersBoard } from './WinnersBoard';
import './home.css';

/** The game categories the merchant has games in, each opening its lobby. */
function Categories() {
  const { t } = useTranslation();
  const entries = shownGameTypeEntries(useGameMenus().data, useVendors().data);
  return (
    <section className="container home__section">
      <h2 className="home__heading">{t('home.categories')}</h2>
      <div className="home__categories">
        {entries.map((entry) => (
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
  );
}

/**
 * Home (spec §2): under the page's banners the news ticker, the jackpot with the winners
 * board, game categories, hot games, popular lotteries and the announcement groups; popup
 * announcements once per session. Every section keeps its size while it loads. What lies below
 * the fold on arrival, and the popup, render once the first screen is up and the phone is idle.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="home" data-testid="page-home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <NewsTicker />
      <div className="container home__section">
        <JackpotCounter place="home" />
      </div>
      <WinnersBoard />
      <Deferred>
        <Categories />
        <HotGames />
        <PopularLotteries />
        <AnnouncementGroups />
        <PopupAnnouncements />
      </Deferred>
    </div>
  );
}
