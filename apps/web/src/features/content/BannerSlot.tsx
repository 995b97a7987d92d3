import {
  bannerSizes,
  isExternalHttpsUrl,
  parseGameLinkage,
  srcSetOf,
  type Banner,
} from '@khela/contracts';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLaunchGame } from '../lobby/use-launch-game';
import { Deferred } from '../../ui/Deferred';
import { useBanners } from '../system/system.api';
import './banner.css';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

/**
 * What a click on a banner does (spec §3 linkageType): a route of the site, a game launched
 * through the site's launch code (login first when needed), a promotion's detail. External
 * addresses are links of their own (a new tab without the opener), not handled here.
 */
export function useBannerAction() {
  const navigate = useNavigate();
  const launch = useLaunchGame();
  return (banner: Banner) => {
    const value = banner.linkageValue;
    if (!banner.linkageType || !value) return;
    if (banner.linkageType === 'promotion') {
      void navigate(`/promoDetail?id=${encodeURIComponent(value)}`);
    } else if (banner.linkageType === 'game') {
      const game = parseGameLinkage(value);
      if (game) void launch({ kind: 'object', object: { ...game, displayName: banner.title } });
    } else if (banner.linkageType === 'route' && value.startsWith('/') && !value.startsWith('//')) {
      void navigate(value);
    }
  };
}

/**
 * One banner picture, at its stored size so the browser reserves its shape before it loads; a
 * phone takes the narrower version its screen needs.
 */
function Picture({ banner, isEager }: { banner: Banner; isEager: boolean }) {
  const srcSet = srcSetOf(banner);
  return (
    <img
      className="banner__image"
      srcSet={srcSet}
      sizes={srcSet && bannerSizes}
      src={banner.url}
      alt={banner.title}
      width={banner.width}
      height={banner.height}
      loading={isEager ? 'eager' : 'lazy'}
      fetchPriority={isEager ? 'high' : 'auto'}
      draggable={false}
    />
  );
}

/** One banner: a link out, a button when it leads somewhere on the site, else a picture. */
export function BannerImage({ banner, isEager }: { banner: Banner; isEager: boolean }) {
  const act = useBannerAction();
  const caption = banner.title && <span className="banner__caption">{banner.title}</span>;
  const picture = <Picture banner={banner} isEager={isEager} />;
  const external = banner.linkageType === 'url' ? banner.linkageValue : null;
  if (external !== null && isExternalHttpsUrl(external)) {
    return (
      <a
        className="banner__slide banner__slide--link"
        href={external}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="banner-link"
      >
        {picture}
        {caption}
      </a>
    );
  }
  if (!banner.linkageType || banner.linkageType === 'url') {
    return (
      <div className="banner__slide">
        {picture}
        {caption}
      </div>
    );
  }
  return (
    <button
      type="button"
      className="banner__slide banner__slide--link"
      onClick={() => act(banner)}
      data-testid="banner-link"
    >
      {picture}
      {caption}
    </button>
  );
}

/**
 * The group's list again on every route change the slot stays for (a slot that mounts fetches
 * its list then). When the new route has another group, its list may be on its way already:
 * the refresh joins that request rather than sending a second.
 */
function useRefreshOnRoute(refetch: (options: { cancelRefetch: boolean }) => unknown) {
  const { pathname, search } = useLocation();
  const route = `${pathname}${search}`;
  const shown = useRef(route);
  useEffect(() => {
    if (shown.current === route) return;
    shown.current = route;
    void refetch({ cancelRefetch: false });
  }, [route, refetch]);
}

/**
 * The banner group of a page: a box of the first picture's stored shape (3:1 before the list
 * arrives, so nothing shifts), one picture alone, the carousel (5 s autoplay) loaded only when
 * there is more than one. Refetched on every route change.
 */
export function BannerSlot({ group }: { group: string }) {
  const { data, refetch } = useBanners(group);
  useRefreshOnRoute(refetch);
  if (data && data.length === 0) return null;
  const first = data?.[0];
  const firstPicture = first && <BannerImage banner={first} isEager />;
  return (
    <section className="banner container" data-testid="banner-slot" data-group={group}>
      <div
        className="banner__frame"
        style={first ? { aspectRatio: `${first.width} / ${first.height}` } : undefined}
      >
        {!first ? (
          <div className="skeleton banner__skeleton" />
        ) : data.length === 1 ? (
          firstPicture
        ) : (
          // The carousel measures the page as it starts: it takes over from the first picture
          // once the first screen is drawn and the browser is idle, not in the same task.
          <Deferred fallback={firstPicture}>
            <Suspense fallback={firstPicture}>
              <BannerCarousel banners={data} />
            </Suspense>
          </Deferred>
        )}
      </div>
    </section>
  );
}
