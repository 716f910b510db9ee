/// <reference lib="webworker" />
// The service worker served at /sw.js (docs/decisions/0013-service-worker.md). vite-plugin-pwa
// (injectManifest) builds it and writes the built app's file list into self.__WB_MANIFEST.
//  - the app shell (index.html, the hashed JS/CSS/wasm under /assets/, icons, the manifest) is
//    precached at install and served cache-first;
//  - page navigations go to the network first and fall back to the precached index.html after
//    3 s or on a network error, so the app opens offline on any client route;
//  - /api/ is never handled here: the screens keep their own offline copy in IndexedDB, and
//    answers that depend on who is signed in must not sit in a shared cache.
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** How long a navigation waits for the network before the precached shell answers. */
const NAVIGATION_TIMEOUT_MS = 3000;
const SHELL_URL = '/index.html';

// A new version takes over at once instead of waiting for every tab to close. A page that opened
// without a worker is not claimed mid-way (its open requests and event stream stay as they are):
// the worker serves it from its next load, which is when offline matters.
void self.skipWaiting();
cleanupOutdatedCaches();

/** The network's answer to a navigation, or the precached shell when it fails or is too slow. */
async function navigate({ request }: { request: Request }): Promise<Response> {
  const network = fetch(request);
  network.catch(() => undefined); // a late failure after the shell answered is not an error
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), NAVIGATION_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([network, timeout]);
    if (response && response.status < 500) return response;
  } catch {
    // Offline or the server unreachable: the shell below.
  } finally {
    clearTimeout(timer);
  }
  // No shell (the precache was evicted): whatever the network ends up answering.
  return (await matchPrecache(SHELL_URL)) ?? network;
}

// Registered before the precache route, so that / and /index.html are network-first too.
registerRoute(
  new NavigationRoute(navigate, {
    denylist: [/^\/api(\/|$)/, /^\/sw\.js$/],
  }),
);

precacheAndRoute(self.__WB_MANIFEST);

// Hashed files that are not in the precache (too big for it, or added later) are cached on
// first use; their names change with their content, so a cached copy never goes stale.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/assets/') &&
    !url.pathname.endsWith('.map'),
  new CacheFirst({
    cacheName: 'larder-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
  }),
);
