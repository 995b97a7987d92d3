import { vendorPopupHeight, vendorPopupWidth, type Vendor } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { gameTypeEntries } from '../layout/game-types';
import { useVendors } from '../system/system.api';

/**
 * The login page's vendor menu (spec §2 Vendor-select): a Hot tab and one tab per game type.
 * Hot and RNG vendors go to /rng with their code; the Fish tab goes straight to /fish; any
 * other vendor opens the login page in a 1300x900 popup.
 */
export function VendorMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vendors = useVendors().data ?? [];
  const [tab, setTab] = useState('HOT');
  const shown =
    tab === 'HOT'
      ? vendors.filter((vendor) => vendor.isHot)
      : vendors.filter((vendor) => vendor.gameType === tab);
  function choose(vendor: Vendor) {
    if (tab === 'HOT' || vendor.gameType === 'RNG') {
      void navigate(`/rng?vassalage=${encodeURIComponent(vendor.vassalage)}`);
      return;
    }
    window.open(
      '/login',
      'khela-vendor',
      `popup=yes,width=${vendorPopupWidth},height=${vendorPopupHeight}`,
    );
  }
  const tabs = [
    { key: 'HOT', label: t('login.hot') },
    ...gameTypeEntries.map((entry) => ({
      key: entry.vendorTypes[0] ?? entry.key,
      label: t(entry.labelKey),
    })),
  ];
  return (
    <section className="vendor-menu" data-testid="vendor-menu">
      <div className="vendor-menu__tabs" role="tablist">
        {tabs.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={tab === item.key}
            className={`vendor-menu__tab ${tab === item.key ? 'vendor-menu__tab--active' : ''}`}
            onClick={() => (item.key === 'FISH' ? void navigate('/fish') : setTab(item.key))}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className="vendor-menu__list">
        {shown.length === 0 ? (
          <p className="vendor-menu__empty">{t('common.noData')}</p>
        ) : (
          shown.map((vendor) => (
            <button
              key={`${vendor.vassalage}-${vendor.gameType}`}
              type="button"
              className="vendor-menu__vendor"
              onClick={() => choose(vendor)}
            >
              <img src={vendor.logoUrl} alt="" width={100} height={40} />
              <span>{vendor.displayName}</span>
            </button>
          ))
        )}
      </div>
    </section>
  );
}
