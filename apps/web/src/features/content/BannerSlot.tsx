import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Deferred } from '../../ui/Deferred';
import { useBanners } from '../system/system.api';
import { BannerImage } from './BannerImage';
import './banner.css';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

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
