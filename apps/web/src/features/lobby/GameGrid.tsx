import type { GameItem } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { showToast } from '../../ui/toast';
import { useSession } from '../../session/SessionProvider';
import { useFavouriteIds, useToggleFavourite } from './games.api';
import { GameCard } from './GameCard';
import { useLaunchGame } from './use-launch-game';

/** Placeholder tiles in the grid's own shape while the first page loads. */
export function GameGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <ul className="game-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="game-card game-card--skeleton">
          <div className="game-card__art skeleton" />
        </li>
      ))}
    </ul>
  );
}

/** A responsive grid of game tiles; members see and set their saved games here. */
export function GameGrid({
  games,
  label,
  onBeforeLaunch,
}: {
  games: GameItem[];
  label: string;
  /** Runs before a tile launches (a popup list closes itself). */
  onBeforeLaunch?: () => void;
}) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const launch = useLaunchGame();
  const favourites = useFavouriteIds();
  const toggle = useToggleFavourite();
  return (
    <ul className="game-grid" aria-label={label} data-testid="game-grid">
      {games.map((game) => (
        <GameCard
          key={game.id}
          game={game}
          onLaunch={(item) => {
            onBeforeLaunch?.();
            void launch({ kind: 'game', game: item });
          }}
          isFavourite={isLoggedIn ? (favourites.data?.has(game.id) ?? game.isFavourite) : undefined}
          onToggleFavourite={(item, isFavourite) =>
            toggle.mutate(
              { game: item, isFavourite },
              {
                onError: (failure) => {
                  // Trial accounts get the real-account dialog instead.
                  if (failure instanceof ApiError && failure.code === 'in_need_true_account')
                    return;
                  showToast(t('lobby.saveFailed'), 'danger');
                },
              },
            )
          }
        />
      ))}
    </ul>
  );
}
