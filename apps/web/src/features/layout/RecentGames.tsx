import { FeatureTexts } from '../../i18n/FeatureTexts';
import { lobbyBundles } from '../lobby/i18n';
import { RecentGamesSkeleton } from './RecentGamesSkeleton';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { useRecentGames } from '../lobby/games.api';
import { LazyImage } from '../lobby/LazyImage';
import { useIsLaunching, useLaunchGame } from '../lobby/use-launch-game';
import type { GameItem } from '@khela/contracts';

function RecentGame({ game }: { game: GameItem }) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const isLaunching = useIsLaunching(`game:${game.id}`);
  return (
    <li>
      <button
        type="button"
        className="recent-game"
        onClick={() => void launch({ kind: 'game', game })}
        disabled={isLaunching}
        aria-label={t('lobby.playGame', { name: game.name })}
        data-testid="recent-game"
      >
        <span className="recent-game__art">
          <LazyImage src={game.imageUrl} alt="" fallback={<Icon name="rng" size={18} />} />
        </span>
        <span className="recent-game__text">
          <span className="recent-game__name">{game.name}</span>
          <span className="recent-game__vendor">{game.vendorName}</span>
        </span>
      </button>
    </li>
  );
}

/** The member's recent games (spec §2 Side menu): 'No data' until something was played. */
function RecentGamesPanel() {
  const { t } = useTranslation();
  const recent = useRecentGames();
  const games = recent.data?.games ?? [];
  if (recent.isPending) return <RecentGamesSkeleton />;
  return (
    <section className="side-panel" aria-labelledby="recent-games-title" data-testid="recent-games">
      <h2 id="recent-games-title" className="side-panel__title">
        {t('side.recentGames')}
      </h2>
      {games.length === 0 ? (
        <div className="side-panel__empty">
          <img src="/art/states/empty.svg" alt="" width={96} height={72} />
          <p>{t('common.noData')}</p>
        </div>
      ) : (
        <ul className="recent-games">
          {games.map((game) => (
            <RecentGame key={game.id} game={game} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The recent-games panel, once the lobbies' texts are in. */
export function RecentGames() {
  return (
    <FeatureTexts name="lobby" loaders={lobbyBundles} fallback={<RecentGamesSkeleton />}>
      <RecentGamesPanel />
    </FeatureTexts>
  );
}
