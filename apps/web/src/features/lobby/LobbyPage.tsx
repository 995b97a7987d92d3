import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { gameTypeEntries, vendorPath } from '../layout/game-types';
import { useVendors } from '../system/system.api';
import { lobbyGameType } from './game-type';
import './lobby.css';

/** A game lobby: the vendors of its game type; the games of the chosen vendor below. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { games } = useParams();
  const [search] = useSearchParams();
  const gameType = lobbyGameType(pathname, games);
  const entry = gameTypeEntries.find((item) => item.vendorTypes.includes(gameType));
  const vendors = (useVendors().data ?? []).filter((vendor) => vendor.gameType === gameType);
  const selected = search.get('vassalage');
  return (
    <div className="container lobby" data-testid="page-lobby" data-game-type={gameType}>
      <h1 className="page-title">
        {entry ? t(entry.labelKey) : t('lobby.games', { type: gameType })}
      </h1>
      {vendors.length > 0 && (
        <div className="lobby__vendors" role="tablist" aria-label={t('lobby.vendors')}>
          {vendors.map((vendor) => (
            <AppLink
              key={vendor.vassalage}
              to={vendorPath(vendor)}
              role="tab"
              aria-selected={selected === vendor.vassalage}
              className={`lobby__vendor ${selected === vendor.vassalage ? 'lobby__vendor--active' : ''}`}
            >
              <img src={vendor.logoUrl} alt="" width={100} height={40} />
              <span>{vendor.displayName}</span>
            </AppLink>
          ))}
        </div>
      )}
      <EmptyState
        testId="lobby-empty"
        title={vendors.length > 0 ? t('lobby.noGames') : t('lobby.noVendors')}
        text={t('lobby.emptyText')}
        action={
          <AppLink to="/" className="button button--primary">
            {t('common.backHome')}
          </AppLink>
        }
      />
    </div>
  );
}
