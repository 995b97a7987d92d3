import type { Vendor } from '@khela/contracts';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, AppNavLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { useMediaQuery, wideLayoutQuery } from '../../ui/media-query';
import { useScrollEdges } from '../../ui/scroll-edges';
import { planLaunch } from '../lobby/launch-plan';
import { useGameMenus, useVendors } from '../system/system.api';
import { shownGameTypeEntries } from './game-types';
import { useOpenService } from './ServiceBar';

const VendorLaunchButton = lazy(() => import('./VendorLaunchButton'));

/**
 * A vendor in a dropdown: slots, fishing and PVP vendors open their lobby with the vendor
 * chosen (a link); the others start the vendor's game at once (spec §4 game launch).
 */
function VendorItem({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  const plan = planLaunch({ kind: 'vendor', vendor });
  const content = (
    <>
      <img src={vendor.logoUrl} alt="" width={100} height={40} loading="lazy" />
      <span>{vendor.displayName}</span>
      {vendor.status === 'maintenance' && (
        <small className="game-nav__badge">{t('nav.maintenance')}</small>
      )}
    </>
  );
  if (plan.action === 'navigate') {
    return (
      <AppLink to={plan.path} className="game-nav__vendor" role="menuitem">
        {content}
      </AppLink>
    );
  }
  return (
    <Suspense
      fallback={
        <button type="button" className="game-nav__vendor" role="menuitem" disabled>
          {content}
        </button>
      }
    >
      <VendorLaunchButton vendor={vendor}>{content}</VendorLaunchButton>
    </Suspense>
  );
}

/**
 * The navigation bar: Home, one item per game type with a dropdown of its vendors,
 * Promotions, Download, Customer service. On phones it scrolls sideways without dropdowns.
 */
export function GameNav() {
  const { t } = useTranslation();
  const vendors = useVendors();
  const menus = useGameMenus();
  const openService = useOpenService();
  const entries = shownGameTypeEntries(menus.data, vendors.data);
  // Phones scroll the bar sideways and never show the dropdowns.
  const hasDropdowns = useMediaQuery(wideLayoutQuery);
  // Where the bar goes on past the screen's edge, a fade and an arrow say so.
  const list = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(list);
  const scroll = (direction: 1 | -1) =>
    list.current?.scrollBy({
      left: direction * list.current.clientWidth * 0.7,
      behavior: 'smooth',
    });
  return (
    <nav
      className="game-nav"
      aria-label={t('nav.label')}
      data-more-before={edges.hasBefore || undefined}
      data-more-after={edges.hasAfter || undefined}
    >
      {edges.hasBefore && (
        <button
          type="button"
          className="game-nav__more game-nav__more--before"
          aria-label={t('nav.scrollBack')}
          tabIndex={-1}
          onClick={() => scroll(-1)}
        >
          <Icon name="chevron-left" size={18} />
        </button>
      )}
      {edges.hasAfter && (
        <button
          type="button"
          className="game-nav__more game-nav__more--after"
          aria-label={t('nav.scrollOn')}
          tabIndex={-1}
          data-testid="game-nav-more"
          onClick={() => scroll(1)}
        >
          <Icon name="chevron-right" size={18} />
        </button>
      )}
      <ul className="game-nav__list container" ref={list}>
        <li>
          <AppNavLink to="/" end className="game-nav__item">
            <Icon name="home" />
            <span>{t('nav.home')}</span>
          </AppNavLink>
        </li>
        {entries.map((entry) => {
          const typeVendors = (vendors.data ?? []).filter((vendor) =>
            entry.vendorTypes.includes(vendor.gameType),
          );
          return (
            <li key={entry.key} className="game-nav__group" data-testid={`nav-${entry.key}`}>
              <AppNavLink to={entry.path} className="game-nav__item">
                <Icon name={entry.icon} />
                <span>{t(entry.labelKey)}</span>
              </AppNavLink>
              {hasDropdowns && (
                <div className="game-nav__dropdown" role="menu">
                  {typeVendors.length === 0 ? (
                    <p className="game-nav__empty">{t('nav.noVendors')}</p>
                  ) : (
                    typeVendors.map((vendor) => (
                      <VendorItem key={`${vendor.vassalage}-${vendor.gameType}`} vendor={vendor} />
                    ))
                  )}
                </div>
              )}
            </li>
          );
        })}
        <li>
          <AppNavLink to="/promotions" className="game-nav__item">
            <Icon name="promotions" />
            <span>{t('nav.promotions')}</span>
          </AppNavLink>
        </li>
        <li>
          <AppNavLink to="/down" className="game-nav__item">
            <Icon name="download" />
            <span>{t('nav.download')}</span>
          </AppNavLink>
        </li>
        <li>
          <button type="button" className="game-nav__item" onClick={() => void openService()}>
            <Icon name="service" />
            <span>{t('nav.service')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
