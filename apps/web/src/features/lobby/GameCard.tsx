import type { GameItem } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { LazyImage } from './LazyImage';
import { useIsLaunching } from './use-launch-game';

/** The art a card shows when a game has no picture or it would not load. */
function ArtFallback({ name }: { name: string }) {
  return (
    <>
      <Icon name="rng" size={30} />
      <span className="game-card__fallback-name">{name}</span>
    </>
  );
}

/**
 * A game tile: art, name, vendor, minimum bet, hot and maintenance marks, and the heart of a
 * saved game for members. The whole tile launches the game.
 */
export function GameCard({
  game,
  onLaunch,
  isFavourite,
  onToggleFavourite,
}: {
  game: GameItem;
  onLaunch: (game: GameItem) => void;
  /** Undefined for visitors: no heart. */
  isFavourite?: boolean;
  onToggleFavourite?: (game: GameItem, isFavourite: boolean) => void;
}) {
  const { t } = useTranslation();
  const isLaunching = useIsLaunching(`game:${game.id}`);
  const isMaintenance = game.status === 'maintenance';
  return (
    <li
      className={`game-card ${isMaintenance ? 'game-card--maintenance' : ''}`}
      data-testid="game-card"
      aria-busy={isLaunching}
    >
      <div className="game-card__art">
        <LazyImage
          src={game.imageUrl}
          alt=""
          className="game-card__image"
          fallback={<ArtFallback name={game.name} />}
        />
        {game.isHot && (
          <span className="game-card__tag game-card__tag--hot">
            <Icon name="flame" size={12} />
            {t('lobby.hot')}
          </span>
        )}
        {isMaintenance && (
          <span className="game-card__tag game-card__tag--maintenance">
            {t('lobby.maintenance')}
          </span>
        )}
        <span className="game-card__play" aria-hidden="true">
          <span className="game-card__play-dot">
            {isLaunching ? <span className="game-card__spinner" /> : <Icon name="play" size={22} />}
          </span>
        </span>
      </div>
      <div className="game-card__body">
        <button
          type="button"
          className="game-card__launch"
          onClick={() => onLaunch(game)}
          aria-label={t('lobby.playGame', { name: game.name })}
          disabled={isLaunching}
        >
          <span className="game-card__name">{game.name}</span>
        </button>
        <span className="game-card__meta">
          <span className="game-card__vendor">{game.vendorName}</span>
          <span className="game-card__bet tabular">
            {t('lobby.minBetShort', { amount: formatAmount(game.minBet) })}
          </span>
        </span>
      </div>
      {isFavourite !== undefined && onToggleFavourite && (
        <button
          type="button"
          className="game-card__heart"
          aria-pressed={isFavourite}
          aria-label={
            isFavourite
              ? t('lobby.unsave', { name: game.name })
              : t('lobby.save', { name: game.name })
          }
          onClick={() => onToggleFavourite(game, !isFavourite)}
        >
          <span className="game-card__heart-dot">
            <Icon name={isFavourite ? 'heart-filled' : 'heart'} size={18} />
          </span>
        </button>
      )}
    </li>
  );
}
