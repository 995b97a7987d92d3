import type { Vendor } from '@khela/contracts';
import { vendorLogosPerView } from '@khela/contracts';
import { Autoplay, FreeMode } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { AppLink } from '../../ui/AppLink';
import { vendorPath } from './game-types';

/** The vendor logo strip: 10 per view on desktop, fewer on narrow screens. */
export default function VendorCarousel({ vendors }: { vendors: Vendor[] }) {
  return (
    <Swiper
      modules={[Autoplay, FreeMode]}
      slidesPerView={3}
      spaceBetween={12}
      freeMode
      autoplay={vendors.length > 3 ? { delay: 2500, pauseOnMouseEnter: true } : false}
      breakpoints={{ 480: { slidesPerView: 5 }, 1024: { slidesPerView: vendorLogosPerView } }}
      className="vendor-carousel"
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
  );
}
