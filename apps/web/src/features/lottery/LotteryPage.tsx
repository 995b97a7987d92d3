import { FeatureTexts } from '../../i18n/FeatureTexts';
import { pageBundles } from '../../i18n/pages';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { useVendors } from '../system/system.api';

/** /lottery (query gameCode, vendor, playType) and /vnlottery under a header only. */
function LotteryScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const isVietnamese = pathname === '/vnlottery';
  const vendors = (useVendors().data ?? []).filter((vendor) =>
    ['LOTT', 'ELOTT'].includes(vendor.gameType),
  );
  const vendor = vendors.find((item) => item.vassalage === search.get('vendor')) ?? vendors[0];
  return (
    <div className="container" data-testid="page-lottery">
      <h1 className="page-title">{isVietnamese ? t('lottery.vnTitle') : t('lottery.title')}</h1>
      {vendor && <p className="page-lead">{t('lottery.vendor', { name: vendor.displayName })}</p>}
      <EmptyState
        testId="lottery-empty"
        title={t('lottery.noDraws')}
        text={t('lottery.noDrawsText')}
        action={
          <AppLink to="/" className="button button--primary">
            {t('common.backHome')}
          </AppLink>
        }
      />
    </div>
  );
}

export function Component() {
  return (
    <FeatureTexts name="pages" loaders={pageBundles} fallback={<PageSkeleton />}>
      <LotteryScreen />
    </FeatureTexts>
  );
}
