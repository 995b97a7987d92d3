import type { Banner } from '@khela/contracts';
import { bannerAutoplayMs } from '@khela/contracts';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { BannerImage } from './BannerSlot';

/** Swipeable banners with autoplay every 5 s, paused while touched or hovered. */
export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      loop
      autoplay={{ delay: bannerAutoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false }}
      pagination={{ clickable: true }}
      className="banner__carousel"
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.bannerId}>
          <BannerImage banner={banner} isEager={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
