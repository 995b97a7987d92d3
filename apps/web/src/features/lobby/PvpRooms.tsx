import type { GameRoom } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { usePvpRooms } from './games.api';
import type { LaunchTarget } from './launch-plan';
import { launchKey, useIsLaunching, useLaunchGame } from './use-launch-game';

/** Joining a room opens its game. */
function roomTarget(room: GameRoom, vassalage: string): LaunchTarget {
  return {
    kind: 'object',
    object: { gameType: 'PVP', vassalage, nodeId: room.gameId, displayName: room.name },
  };
}

function RoomCard({ room, vassalage }: { room: GameRoom; vassalage: string }) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const target = roomTarget(room, vassalage);
  const isJoining = useIsLaunching(launchKey(target));
  return (
    <li className="pvp-room" data-testid="pvp-room">
      <img className="pvp-room__image" src={room.imageUrl} alt="" width={64} height={64} />
      <div className="pvp-room__text">
        <span className="pvp-room__name">{room.name}</span>
        <span className="pvp-room__bet tabular">
          {t('lobby.minBetShort', { amount: formatAmount(room.minBet) })}
        </span>
        {room.status === 'maintenance' && (
          <span className="pvp-room__badge">{t('lobby.maintenance')}</span>
        )}
      </div>
      <button
        type="button"
        className="button button--primary pvp-room__join"
        onClick={() => void launch(target)}
        disabled={isJoining}
        aria-label={t('lobby.joinRoom', { name: room.name })}
      >
        <Icon name="play" size={16} />
        <span>{t('lobby.join')}</span>
      </button>
    </li>
  );
}

/**
 * The PVP lobby's rooms (GLS2_roomList) of the chosen vendor, or of every vendor: shown to a
 * signed-in player when there are any, above the game lists.
 */
export function PvpRooms({ vassalage, isEnabled }: { vassalage: string; isEnabled: boolean }) {
  const { t } = useTranslation();
  const rooms = usePvpRooms(vassalage, isEnabled);
  const list = rooms.data ?? [];
  if (!isEnabled || list.length === 0) return null;
  return (
    <section className="pvp-rooms" aria-labelledby="pvp-rooms-title" data-testid="pvp-rooms">
      <h2 id="pvp-rooms-title" className="pvp-rooms__title">
        {t('lobby.rooms')}
      </h2>
      <ul className="pvp-rooms__list">
        {list.map((room) => (
          <RoomCard key={room.gameId} room={room} vassalage={vassalage} />
        ))}
      </ul>
    </section>
  );
}
