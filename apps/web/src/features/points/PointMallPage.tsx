import { useTranslation } from 'react-i18next';
import { FeatureTexts } from '../../i18n/FeatureTexts';
import { useSession } from '../../session/SessionProvider';
import { LoginRequired, RealAccountRequired } from '../account/LoginRequired';
import { pointsBundles } from './i18n';
import { PointMall, PointMallSkeleton } from './PointMall';
import './points.css';

/**
 * /pointMall (spec §2 point mall with redeem history): a visitor is asked to sign in, a trial
 * account is told points are for real accounts, a member sees their points and the mall.
 */
export function Component() {
  const { t } = useTranslation();
  const { isLoggedIn, isTrial } = useSession();
  return (
    <div className="container point-mall" data-testid="page-point-mall">
      <h1 className="page-title">{t('side.pointMall')}</h1>
      {!isLoggedIn ? (
        <LoginRequired textKey="pointMall.guest" />
      ) : isTrial ? (
        <RealAccountRequired />
      ) : (
        <FeatureTexts name="points" loaders={pointsBundles} fallback={<PointMallSkeleton />}>
          <PointMall />
        </FeatureTexts>
      )}
    </div>
  );
}
