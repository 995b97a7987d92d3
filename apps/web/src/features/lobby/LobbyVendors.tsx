import { carouselArrowThreshold, type Vendor } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, FreeMode, Mousewheel } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { AppLink } from '../../ui/AppLink';
import { Icon, type IconName } from '../../ui/Icon';

/** The address of a lobby with a vendor chosen: list type and paging start over (spec §4). */
function vendorSearch(vassalage: string): string {
  return vassalage ? `?vassalage=${encodeURIComponent(vassalage)}` : '';
}

/**
 * The electronic lobby's vendor carousel: "all providers" and each vendor of the type.
 * Arrows appear only with more than seven vendors; below that everything fits or swipes.
 */
export function LobbyVendors({
  vendors,
  selected,
  pathname,
  allIcon,
}: {
  vendors: Vendor[];
  selected: string;
  pathname: string;
  /** The game type's icon, standing for "all providers". */
  allIcon: IconName;
}) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ isBeginning: true, isEnd: false });
  const hasArrows = vendors.length > carouselArrowThreshold;
  const items = [{ vassalage: '', displayName: t('lobby.allVendors'), logoUrl: '' }, ...vendors];
  const track = (instance: SwiperInstance) =>
    setEdges({ isBeginning: instance.isBeginning, isEnd: instance.isEnd });
  return (
    <div className={`lobby-vendors ${hasArrows ? 'lobby-vendors--arrows' : ''}`}>
      {hasArrows && (
        <button
          type="button"
          className="lobby-vendors__arrow lobby-vendors__arrow--prev"
          aria-label={t('lobby.previousVendors')}
          disabled={edges.isBeginning}
          onClick={() => swiper?.slidePrev()}
        >
          <Icon name="chevron-left" size={20} />
        </button>
      )}
      <Swiper
        modules={[FreeMode, Mousewheel, A11y]}
        slidesPerView="auto"
        spaceBetween={8}
        freeMode
        mousewheel={{ forceToAxis: true }}
        watchOverflow
        onSwiper={(instance) => {
          setSwiper(instance);
          track(instance);
        }}
        onSlideChange={track}
        onReachBeginning={track}
        onReachEnd={track}
        onProgress={track}
        className="lobby-vendors__track"
        aria-label={t('lobby.vendors')}
      >
        {items.map((vendor) => {
          const isSelected = vendor.vassalage === selected;
          return (
            <SwiperSlide key={vendor.vassalage || 'all'} className="lobby-vendors__slide">
              <AppLink
                to={`${pathname}${vendorSearch(vendor.vassalage)}`}
                className={`lobby-vendor ${isSelected ? 'lobby-vendor--active' : ''}`}
                aria-current={isSelected ? 'true' : undefined}
                data-testid={`lobby-vendor-${vendor.vassalage || 'all'}`}
                preventScrollReset
              >
                {vendor.logoUrl ? (
                  <img src={vendor.logoUrl} alt="" width={96} height={38} />
                ) : (
                  <span className="lobby-vendor__all" aria-hidden="true">
                    <Icon name={allIcon} size={24} />
                  </span>
                )}
                <span className="lobby-vendor__name">{vendor.displayName}</span>
              </AppLink>
            </SwiperSlide>
          );
        })}
      </Swiper>
      {hasArrows && (
        <button
          type="button"
          className="lobby-vendors__arrow lobby-vendors__arrow--next"
          aria-label={t('lobby.nextVendors')}
          disabled={edges.isEnd}
          onClick={() => swiper?.slideNext()}
        >
          <Icon name="chevron-right" size={20} />
        </button>
      )}
    </div>
  );
}
