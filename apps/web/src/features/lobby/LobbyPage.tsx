import { FeatureTexts } from '../../i18n/FeatureTexts';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { lobbyBundles } from './i18n';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { JackpotCounter } from '../jackpot/JackpotCounter';
import { gameTypeEntries } from '../layout/game-types';
import { useVendors } from '../system/system.api';
import { ElectronicLobby } from './ElectronicLobby';
import { lobbyGameType } from './game-type';
import { GameGridSkeleton } from './GameGrid';
import { ListFailed } from './ListFailed';
import { VendorLobby } from './VendorLobby';
import './lobby.css';

// Spec §2: these lobbies list games with tabs and filters; the others list vendors.
const electronicTypes = new Set(['RNG', 'PVP', 'FISH']);

/** A game lobby: its type comes from the route (/rng) or the games parameter (/games/fish). */
function Lobby() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { games } = useParams();
  const gameType = lobbyGameType(pathname, games);
  const entry = gameTypeEntries.find((item) => item.vendorTypes.includes(gameType));
  const vendorsQuery = useVendors();
  const vendors = (vendorsQuery.data ?? []).filter(
    (vendor) => vendor.gameType === gameType && vendor.status !== 'disabled',
  );
  const title = entry ? t(entry.labelKey) : t('lobby.games', { type: gameType });
  const icon = entry?.icon ?? 'rng';
  const isElectronic = electronicTypes.has(gameType);

  let content;
  if (vendorsQuery.isPending) {
    content = <GameGridSkeleton />;
  } else if (vendorsQuery.isError && vendors.length === 0) {
    content = <ListFailed onRetry={() => void vendorsQuery.refetch()} />;
  } else if (vendors.length === 0) {
    content = (
      <EmptyState
        testId="lobby-no-vendors"
        title={t('lobby.noVendors')}
        text={t('lobby.noVendorsText', { type: title })}
        action={
          <AppLink to={pathname === '/rng' ? '/' : '/rng'} className="button button--primary">
            {pathname === '/rng' ? t('common.backHome') : t('lobby.toSlots')}
          </AppLink>
        }
      />
    );
  } else if (isElectronic) {
    content = <ElectronicLobby gameType={gameType} vendors={vendors} typeIcon={icon} />;
  } else {
    content = <VendorLobby gameType={gameType} vendors={vendors} />;
  }

  return (
    <div className="container lobby" data-testid="page-lobby" data-game-type={gameType}>
      <header className="lobby__head">
        <span className="lobby__icon" aria-hidden="true">
          <Icon name={icon} size={26} />
        </span>
        <h1 className="lobby__title">{title}</h1>
        {vendors.length > 0 && (
          <span className="lobby__count">{t('lobby.vendorCount', { count: vendors.length })}</span>
        )}
      </header>
      {pathname === '/rng' && <JackpotCounter place="rng" />}
      {content}
    </div>
  );
}

/** A lobby, once the lobbies' texts are in. */
export function Component() {
  return (
    <FeatureTexts name="lobby" loaders={lobbyBundles} fallback={<PageSkeleton />}>
      <Lobby />
    </FeatureTexts>
  );
}
