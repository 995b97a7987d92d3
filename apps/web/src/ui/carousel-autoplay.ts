import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

/**
 * A carousel that moves on by itself every `delayMs` while it is on screen and the page is
 * visible, and holds still while the pointer is over it, a finger is on it or focus is in it;
 * a move by hand starts the wait again. Swiper's own autoplay runs a requestAnimationFrame loop
 * for its progress events the whole time, which keeps a cheap phone's main thread busy every
 * frame; this one wakes once per move. Answers the callbacks for the carousel's box (its `ref`) and
 * for Swiper's `onSwiper`.
 */
export function useCarouselAutoplay(delayMs: number, isEnabled: boolean) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useEffect(() => {
    if (!swiper || !container || !isEnabled) return;
    let timer = 0;
    let isHeld = false;
    let isOnScreen = false;
    const moveOn = () => {
      if (swiper.destroyed) return;
      const isAtEnd = swiper.isEnd && !swiper.params.loop && !swiper.params.rewind;
      if (isAtEnd) swiper.slideTo(0);
      else swiper.slideNext();
    };
    const schedule = () => {
      window.clearTimeout(timer);
      if (isHeld || !isOnScreen || document.hidden) return;
      timer = window.setTimeout(() => {
        moveOn();
        schedule();
      }, delayMs);
    };
    const hold = () => {
      isHeld = true;
      schedule();
    };
    const release = () => {
      isHeld = false;
      schedule();
    };
    const observer = new IntersectionObserver((entries) => {
      isOnScreen = entries.some((entry) => entry.isIntersecting);
      schedule();
    });
    observer.observe(container);
    const holdEvents = ['mouseenter', 'focusin', 'touchstart'] as const;
    const releaseEvents = ['mouseleave', 'focusout', 'touchend', 'touchcancel'] as const;
    for (const name of holdEvents) container.addEventListener(name, hold, { passive: true });
    for (const name of releaseEvents) container.addEventListener(name, release, { passive: true });
    document.addEventListener('visibilitychange', schedule);
    swiper.on('slideChange', schedule);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
      for (const name of holdEvents) container.removeEventListener(name, hold);
      for (const name of releaseEvents) container.removeEventListener(name, release);
      document.removeEventListener('visibilitychange', schedule);
      if (!swiper.destroyed) swiper.off('slideChange', schedule);
    };
  }, [container, swiper, delayMs, isEnabled]);
  return { setBox: setContainer, onSwiper: setSwiper };
}
