import type { Vendor } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { useIsLaunching, useLaunchGame, launchKey } from './use-launch-game';
import { isFiledBySite } from './vendor-rules';
import { VendorGames } from './VendorGames';

// The site files some vendors of these types by its own rules (esports, cockfight providers);
// the catalogue may list their games under SPORTS, so their lists ask by vendor alone. A vendor
// with more than one type (the in-house one: tables, arcade, arenas) keeps to the type shown.
const siteOnlyTypes = new Set(['ESPORTS', 'COCKFIGHT']);

function catalogueTypeOf(gameType: string, vendor: Vendor): string {
  return siteOnlyTypes.has(gameType) && isFiledBySite(vendor) ? '' : gameType;
}

/**
 * The game lobby of live, sports, esports, e-lottery and cockfight: the vendors of the type,
 * the chosen vendor's own lobby one tap away, and its games, each launched directly.
 */
export function VendorLobby({ gameType, vendors }: { gameType: string; vendors: Vendor[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const launch = useLaunchGame();
  const asked = search.get('vassalage');
  const selected = vendors.find((vendor) => vendor.vassalage === asked) ?? vendors[0];
  const isOpening = useIsLaunching(selected ? launchKey({ kind: 'vendor', vendor: selected }) : '');
  if (!selected) return null;
  const isMaintenance = selected.status === 'maintenance';
  return (
    <>
      <ul className="vendor-tiles" aria-label={t('lobby.vendors')}>
        {vendors.map((vendor) => {
          const isSelected = vendor.vassalage === selected.vassalage;
          return (
            <li key={vendor.vassalage}>
              <AppLink
                to={`${pathname}?vassalage=${encodeURIComponent(vendor.vassalage)}`}
                className={`vendor-tile ${isSelected ? 'vendor-tile--active' : ''}`}
                aria-current={isSelected ? 'true' : undefined}
                data-testid={`vendor-tile-${vendor.vassalage}`}
                preventScrollReset
              >
                <img src={vendor.logoUrl} alt="" width={120} height={48} />
                <span className="vendor-tile__name">{vendor.displayName}</span>
                {vendor.status === 'maintenance' && (
                  <span className="vendor-tile__badge">{t('lobby.maintenance')}</span>
                )}
              </AppLink>
            </li>
          );
        })}
      </ul>
      <section className="vendor-stage" aria-labelledby="vendor-stage-title">
        <div className="vendor-stage__head">
          <img src={selected.logoUrl} alt="" width={120} height={48} />
          <div className="vendor-stage__text">
            <h2 id="vendor-stage-title" className="vendor-stage__title">
              {selected.displayName}
            </h2>
            <p className="vendor-stage__hint">
              {isMaintenance ? t('lobby.vendorMaintenance') : t('lobby.vendorHint')}
            </p>
          </div>
          <button
            type="button"
            className="button button--accent vendor-stage__play"
            disabled={isMaintenance || isOpening}
            onClick={() => void launch({ kind: 'vendor', vendor: selected })}
            data-testid="vendor-play"
          >
            <Icon name="play" size={18} />
            {isOpening ? t('lobby.opening') : t('lobby.openVendor')}
          </button>
        </div>
        <VendorGames
          scope={{ gameType: catalogueTypeOf(gameType, selected), vassalage: selected.vassalage }}
          label={t('lobby.vendorGames', { vendor: selected.displayName })}
        />
      </section>
    </>
  );
}
