import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureBundle } from '../../i18n/feature-bundle';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { useHasBeenNear, WhenNear } from '../../ui/WhenNear';
import { useHotGames } from '../lobby/games.api';
import { GameGrid, GameGridSkeleton } from '../lobby/GameGrid';
import { lobbyBundles } from '../lobby/i18n';
import { ListFailed } from '../lobby/ListFailed';
import '../lobby/lobby.css';

/** How many hot games home shows; the lobby has the rest. */
const hotShownMax = 10;
const everyType = { gameType: '', vassalage: '' };

function HotGamesList({ isSectionNear }: { isSectionNear: boolean }) {
  const { t } = useTranslation();
  // The lobby's texts (the tiles' and the failure's) and the list load together, behind one
  // placeholder: one grid of skeleton cards comes and goes, not one for each.
  const hasTexts = useFeatureBundle('lobby', lobbyBundles);
  const hot = useHotGames(everyType);
  // The grid renders in a transition, in slices, not in the task that brought the answer.
  const games = useDeferredValue(hot.data);
  const placeholder = (
    <WhenNear
      isNear={isSectionNear}
      boxClassName="home__list-placeholder home__list-placeholder--hot"
    >
      <GameGridSkeleton count={hotShownMax} />
    </WhenNear>
  );
  if (!hasTexts) return placeholder;
  if (hot.isError) return <ListFailed onRetry={() => void hot.refetch()} />;
  if (hot.isPending || games === undefined) return placeholder;
  if (games.length === 0) {
    return (
      <div className="home__state">
        <p>{t('home.hotEmpty')}</p>
        <AppLink to="/rng" className="button button--primary button--small">
          {t('home.playSlots')}
        </AppLink>
      </div>
    );
  }
  return <GameGrid games={games.slice(0, hotShownMax)} label={t('home.hotGames')} />;
}

/** Hot games of every vendor (GCSGAME_hotGamesV2), launched right from home. */
export function HotGames() {
  const { t } = useTranslation();
  const [section, isNear] = useHasBeenNear<HTMLElement>();
  return (
    <section
      ref={section}
      className="container home__section home__section--below home__section--hot"
      data-testid="home-hot-games"
    >
      <div className="home__section-head">
        <h2 className="home__heading">
          <Icon name="flame" size={20} />
          {t('home.hotGames')}
        </h2>
        <AppLink to="/rng" className="home__more">
          {t('home.seeAll')}
          <Icon name="chevron-right" size={16} />
        </AppLink>
      </div>
      <HotGamesList isSectionNear={isNear} />
    </section>
  );
}
