import type { Banner } from '@khela/contracts';
import { bannerAutoplayMs } from '@khela/contracts';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useCarouselAutoplay } from '../../ui/carousel-autoplay';
import { usePrefersReducedMotion } from '../../ui/reduced-motion';
import { BannerImage } from './BannerImage';

/**
 * Swipeable banners (only mounted for two or more): autoplay every 5 s, paused while hovered,
 * touched or focused, and none at all for visitors who prefer reduced motion.
 */
export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const isReduced = usePrefersReducedMotion();
  const isAutoplay = banners.length > 1 && !isReduced;
  const { setBox, onSwiper } = useCarouselAutoplay(bannerAutoplayMs, isAutoplay);
  return (
    <div className="banner__carousel" ref={setBox}>
      <Swiper
        modules={[A11y, Keyboard, Pagination]}
        loop={banners.length > 2}
        rewind={banners.length === 2}
        speed={isReduced ? 0 : 300}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ clickable: true }}
        className="banner__swiper"
        data-testid="banner-carousel"
        data-autoplay={isAutoplay ? bannerAutoplayMs : 0}
        onSwiper={onSwiper}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.bannerId}>
            <BannerImage banner={banner} isEager={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
