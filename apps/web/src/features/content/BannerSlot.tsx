import type { Banner } from '@khela/contracts';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useBanners } from '../system/system.api';
import './banner.css';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

/** What a click on a banner does: go to a route, open an address, or nothing. */
export function useBannerAction() {
  const navigate = useNavigate();
  return (banner: Banner) => {
    if (!banner.linkageType || !banner.linkageValue) return;
    if (banner.linkageType === 'url') {
      window.open(banner.linkageValue, '_blank', 'noopener,noreferrer');
      return;
    }
    if (banner.linkageType === 'promotion') {
      void navigate(`/promoDetail?id=${encodeURIComponent(banner.linkageValue)}`);
      return;
    }
    void navigate(banner.linkageValue);
  };
}

/** One banner image; a button when it leads somewhere. */
export function BannerImage({ banner, isEager }: { banner: Banner; isEager: boolean }) {
  const act = useBannerAction();
  const image = (
    <img
      className="banner__image"
      src={banner.url}
      alt={banner.title}
      width={1200}
      height={400}
      loading={isEager ? 'eager' : 'lazy'}
      fetchPriority={isEager ? 'high' : 'auto'}
    />
  );
  const caption = banner.title && <span className="banner__caption">{banner.title}</span>;
  if (!banner.linkageType) {
    return (
      <div className="banner__slide">
        {image}
        {caption}
      </div>
    );
  }
  return (
    <button type="button" className="banner__slide banner__slide--link" onClick={() => act(banner)}>
      {image}
      {caption}
    </button>
  );
}

/**
 * The banner group of a page: a fixed 3:1 box (no layout shift), one image at once, the
 * carousel (5 s autoplay) loaded only when there is more than one. Refetched per route.
 */
export function BannerSlot({ group }: { group: string }) {
  const { data } = useBanners(group);
  if (data && data.length === 0) return null;
  return (
    <section className="banner container" data-testid="banner-slot" data-group={group}>
      <div className="banner__frame">
        {!data ? (
          <div className="skeleton banner__skeleton" />
        ) : data.length === 1 || !data[1] ? (
          <BannerImage banner={data[0] as Banner} isEager />
        ) : (
          <Suspense fallback={<BannerImage banner={data[0] as Banner} isEager />}>
            <BannerCarousel banners={data} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
