import { useLocation, useSearchParams } from 'react-router';
import { FeatureTexts } from '../../i18n/FeatureTexts';
import { promotionBundles } from './i18n';
import { PromotionDetail } from './PromotionDetail';
import { PromotionList, PromotionListSkeleton } from './PromotionList';
import './promotions.css';

/** /promotions (category tabs) and /promoDetail?id= (one promotion and the member's action). */
export function Component() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const isDetail = pathname === '/promoDetail';
  return (
    <div className="container promotions" data-testid="page-promotions">
      <FeatureTexts
        name="promotions"
        loaders={promotionBundles}
        fallback={<PromotionListSkeleton />}
      >
        {isDetail ? (
          <PromotionDetail key={search.get('id') ?? ''} id={search.get('id') ?? ''} />
        ) : (
          <PromotionList />
        )}
      </FeatureTexts>
    </div>
  );
}
