import { winnersPerView, type RankEntry } from '@khela/contracts';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useCarouselAutoplay } from '../../ui/carousel-autoplay';
import { usePrefersReducedMotion } from '../../ui/reduced-motion';
import { WinnerCard } from './WinnerCard';

/** A whole view moves on at once (spec §2: five a view and a group), so it rests a while. */
const autoplayMs = 4000;

/**
 * The winners carousel (spec §2, §9): five a view and a group on desktop, fewer on narrower
 * screens; it moves on by itself, pauses while hovered, touched or focused, and stays still for
 * visitors who prefer reduced motion.
 */
export default function WinnersCarousel({
  winners,
  currency,
}: {
  winners: RankEntry[];
  currency: string;
}) {
  const isReduced = usePrefersReducedMotion();
  const isAutoplay = !isReduced && winners.length > 2;
  const { setBox, onSwiper } = useCarouselAutoplay(autoplayMs, isAutoplay);
  return (
    <div className="winners__carousel" ref={setBox}>
      <Swiper
        modules={[A11y, Keyboard]}
        slidesPerView={2}
        slidesPerGroup={2}
        spaceBetween={8}
        breakpoints={{
          560: { slidesPerView: 3, slidesPerGroup: 3, spaceBetween: 12 },
          900: { slidesPerView: 4, slidesPerGroup: 4, spaceBetween: 12 },
          1200: { slidesPerView: winnersPerView, slidesPerGroup: winnersPerView, spaceBetween: 12 },
        }}
        loop={winners.length > winnersPerView * 2}
        rewind={winners.length <= winnersPerView * 2}
        speed={isReduced ? 0 : 400}
        keyboard={{ enabled: true, onlyInViewport: true }}
        data-testid="winners-carousel"
        onSwiper={onSwiper}
      >
        {winners.map((entry) => (
          <SwiperSlide key={entry.vo.recordId}>
            <WinnerCard entry={entry} currency={currency} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
