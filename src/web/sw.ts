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

// Web Push (src/server/features/notifications/push.service.ts sends, lib/web-push.ts subscribes):
//  - 'push' shows the notification the server sent, { id, title, body, link, kind }, tagged with
//    its id so that the same notice sent twice shows once. Pages subscribe with userVisibleOnly,
//    which promises the browser a notification for every push: one whose data cannot be read
//    still shows, as a plain "Larder";
//  - 'notificationclick' opens the notice's screen (or the notifications page) in a window of
//    the app that is open already, else in a new one. Only app paths are followed: the link
//    comes from a push message, and must not take anyone to another site.

/** Shown beside each notification: the app's icon (there is no monochrome badge icon yet). */
const NOTIFICATION_ICON = '/icons/icon-192.png';
/** The title of a push whose data could not be read; the app's name needs no translation. */
const FALLBACK_TITLE = 'Larder';
const NOTIFICATIONS_PATH = '/notifications';

type PushNotice = { id: string | undefined; title: string; body: string; link: string | null };

/** The path (with query and hash) of a same-origin app path such as '/pantry?item=1', else null. */
function appPath(value: unknown): string | null {
  // '//host' and '/\host' name another site; so may a path with characters a URL parser drops
  // ('/\t/host'), which the origin check catches.
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The notice a push carries; a missing or unreadable payload gives the plain fallback. */
function readPush(data: PushMessageData | null): PushNotice {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = data?.json();
    if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the fallback below.
  }
  const text = (key: string) => {
    const value = payload[key];
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  return {
    id: text('id'),
    title: text('title') ?? FALLBACK_TITLE,
    body: text('body') ?? '',
    link: appPath(payload.link),
  };
}

self.addEventListener('push', (event) => {
  const notice = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.id,
      icon: NOTIFICATION_ICON,
      data: { link: notice.link },
    }),
  );
});

/** Shows `path` in an open window of the app (focused first), or opens one. */
async function openApp(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  // Only windows this worker controls can be navigated; an uncontrolled one gets a new window.
  const windows = await self.clients.matchAll({ type: 'window' });
  const client = windows.find((candidate) => candidate.focused) ?? windows[0];
  if (client) {
    try {
      const focused = await client.focus();
      if (focused.url !== url) await focused.navigate(url);
      return;
    } catch {
      // Focus or navigation refused (the window is closing, or no longer ours): a new window.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const link = data && typeof data === 'object' ? appPath((data as { link?: unknown }).link) : null;
  event.waitUntil(openApp(link ?? NOTIFICATIONS_PATH));
});
