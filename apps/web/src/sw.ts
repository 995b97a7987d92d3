/// <reference lib="webworker" />
// The lite app's service worker: the app shell and static assets stay on the phone so the site
// opens without a network; API answers are never cached (they hold money and personal data),
// so when they fail the app shows its translated offline page.
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope;

/** Where the last page the server wrote is kept, and under which key. */
const shellCacheName = 'khela-shell-v1';
const shellKey = '/';
/** Paths that belong to the server or the back office, never to the site's shell. */
const notSitePattern = /^\/(wps|lgw|lotto|ops|house\/api|media|vendor-wallet|healthz|readyz)(\/|$)/;

// The hashed bundles, styles and fonts of this build (the list is written in at build time).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Keeps a copy of a page the server wrote (it carries the merchant's brand, nothing personal). */
async function keepShell(response: Response): Promise<void> {
  const isPage = response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
  if (!isPage) return;
  const cache = await caches.open(shellCacheName);
  await cache.put(shellKey, response);
}

/**
 * Pages come from the network first, because the server writes the merchant's brand into each;
 * without a network every route gets the last copy (one shell serves every route of the app).
 */
async function pageHandler({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
    const response = preloaded ?? (await fetch(request));
    (event as FetchEvent).waitUntil(keepShell(response.clone()));
    return response;
  } catch (error) {
    const cached = await caches.match(shellKey, { cacheName: shellCacheName });
    if (cached) return cached;
    throw error;
  }
}

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    !notSitePattern.test(url.pathname),
  pageHandler,
);

// Our own art (game tiles, banners, icons): shown at once from the cache, refreshed behind.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/art/'),
  new StaleWhileRevalidate({
    cacheName: 'khela-art-v1',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// Operators' pictures: their address names their content, so a cached copy is always right;
// except where a narrower version's address sent the page on to the picture itself (the
// version may exist later).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: 'khela-media-v1',
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.redirected ? null : response) },
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 }),
    ],
  }),
);

self.addEventListener('install', (event) => {
  // The page that registered this worker loaded before it: keep a shell copy now.
  event.waitUntil(
    fetch(shellKey, { credentials: 'same-origin' })
      .then(keepShell)
      // Without a copy now, the next page visited keeps one: the install still goes on.
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([self.registration.navigationPreload?.enable(), self.clients.claim()]).then(
      () => undefined,
    ),
  );
});
