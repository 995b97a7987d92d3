import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Deferred } from '../../ui/Deferred';
import { advertisesMissingCategory, shownGameTypeEntries } from '../layout/game-types';
import { useBanners, useGameMenus, useVendors } from '../system/system.api';
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
  const banners = useBanners(group);
  useRefreshOnRoute(banners.refetch);
  // A banner of a category with no games now stays back (the demo promises only what it has).
  const menus = useGameMenus().data;
  const vendors = useVendors().data;
  const shown = menus === undefined ? undefined : shownGameTypeEntries(menus, vendors);
  const data = (banners.data ?? []).filter((banner) => !advertisesMissingCategory(banner, shown));
  // Its place kept while the categories load, so a banner that then shows moves nothing.
  const isWaiting = shown === undefined && data.length !== banners.data?.length;
  if (banners.data && data.length === 0 && !isWaiting) return null;
  const first = isWaiting ? undefined : data[0];
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
