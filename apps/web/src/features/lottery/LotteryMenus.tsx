import { carouselArrowThreshold, type LotteryMenu } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, FreeMode, Mousewheel } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Icon } from '../../ui/Icon';

/**
 * The lottery list's menu carousel (spec §4): "all" and each menu. Arrows show only with
 * more than seven menus; below that the menus fit or swipe.
 */
export function LotteryMenus({
  menus,
  selected,
  onSelect,
}: {
  menus: LotteryMenu[];
  /** The chosen menu's tag ('' for all), or null while a tab (hot, saved, recent) shows. */
  selected: string | null;
  onSelect: (tag: string) => void;
}) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ isBeginning: true, isEnd: false });
  const hasArrows = menus.length > carouselArrowThreshold;
  const items = [
    { tag: '', name: t('lottery.allMenus'), count: menus.reduce((n, m) => n + m.games.length, 0) },
    ...menus.map((menu) => ({ tag: menu.tag, name: menu.name, count: menu.games.length })),
  ];
  const track = (instance: SwiperInstance) =>
    setEdges({ isBeginning: instance.isBeginning, isEnd: instance.isEnd });
  return (
    <div
      className={`lottery-menus ${hasArrows ? 'lottery-menus--arrows' : ''}`}
      data-testid="lottery-menus"
    >
      {hasArrows && (
        <button
          type="button"
          className="lottery-menus__arrow"
          aria-label={t('lottery.previousMenus')}
          disabled={edges.isBeginning}
          onClick={() => swiper?.slidePrev()}
          data-testid="lottery-menus-prev"
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
        className="lottery-menus__track"
        aria-label={t('lottery.menusLabel')}
      >
        {items.map((item) => {
          const isSelected = item.tag === selected;
          return (
            <SwiperSlide key={item.tag || 'all'} className="lottery-menus__slide">
              <button
                type="button"
                className={`lottery-menu ${isSelected ? 'lottery-menu--active' : ''}`}
                aria-pressed={isSelected}
                onClick={() => onSelect(item.tag)}
                data-testid={`lottery-menu-${item.tag || 'all'}`}
              >
                <span className="lottery-menu__name">{item.name}</span>
                <span className="lottery-menu__count tabular">{item.count}</span>
              </button>
            </SwiperSlide>
          );
        })}
      </Swiper>
      {hasArrows && (
        <button
          type="button"
          className="lottery-menus__arrow"
          aria-label={t('lottery.nextMenus')}
          disabled={edges.isEnd}
          onClick={() => swiper?.slideNext()}
          data-testid="lottery-menus-next"
        >
          <Icon name="chevron-right" size={20} />
        </button>
      )}
    </div>
  );
}
