import type { Vendor } from '@khela/contracts';
import { vendorLogosPerView } from '@khela/contracts';
import { FreeMode } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { AppLink } from '../../ui/AppLink';
import { useCarouselAutoplay } from '../../ui/carousel-autoplay';
import { vendorPath } from './game-types';

/** The strip moves on a logo at a time. */
const autoplayMs = 2500;

/** The vendor logo strip: 10 per view on desktop, fewer on narrow screens. */
export default function VendorCarousel({ vendors }: { vendors: Vendor[] }) {
  const { setBox, onSwiper } = useCarouselAutoplay(autoplayMs, vendors.length > 3);
  return (
    <div ref={setBox}>
      <Swiper
        modules={[FreeMode]}
        slidesPerView={3}
        spaceBetween={12}
        freeMode
        breakpoints={{ 480: { slidesPerView: 5 }, 1024: { slidesPerView: vendorLogosPerView } }}
        className="vendor-carousel"
        onSwiper={onSwiper}
      >
        {vendors.map((vendor) => (
          <SwiperSlide key={vendor.vassalage}>
            <AppLink
              to={vendorPath(vendor)}
              className="vendor-carousel__item"
              aria-label={vendor.displayName}
            >
              <img
                src={vendor.logoUrl}
                alt={vendor.displayName}
                width={120}
                height={48}
                loading="lazy"
              />
            </AppLink>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
