/// <reference lib="webworker" />
// The service worker:
// - precaches the app shell (scripts, styles, HTML, icons) and answers every
//   navigation with it, so each route opens offline, with the screen the user
//   last saw at that path drawn over it while the app starts (screens.ts);
// - keeps images (cities, places, tastemakers, events) in a cache that
//   'Make available offline' fills ahead of time;
// - keeps catalog pages (/api/app/pages/, src/data/sync/pages.ts): immutable
//   and named by their hash, so a re-sync, or another account on this device,
//   reads them from here whatever signature its URL carries;
// - flushes the outbox through Background Sync when no page is open, with the
//   session stored in IndexedDB, under the same lock as the pages;
// - activates a new version only when the user accepts the update prompt.
import './zod-config';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { createApiClient } from './data/server/api';
import { sessionUserId } from './data/server/session';
import { db } from './data/db';
import { IMAGE_CACHE } from './data/cache/images';
import { SCREEN_CACHE, screenKey, shellWithScreen, type StoredScreen } from './data/cache/screens';
import { appLog } from './data/log';
import { BACKGROUND_SYNC_TAG, PERIODIC_SYNC_TAG } from './data/sync/background';
import { SYNC_LOCK, withLock } from './data/sync/lock';
import { pull } from './data/sync/pull';
import { flushOutbox } from './data/sync/push';

declare const self: ServiceWorkerGlobalScope;

const CATALOG_PAGE_CACHE = 'tastemap-catalog-pages';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
const shell = createHandlerBoundToURL('/index.html');

/** The app shell, with the screen last seen at this path when the device kept one. */
async function shellFor(options: RouteHandlerCallbackOptions): Promise<Response> {
  const response = await shell(options);
  const stored = await caches
    .open(SCREEN_CACHE)
    .then((cache) => cache.match(screenKey(self.location.origin, options.url.pathname + options.url.search)))
    .catch(() => undefined);
  if (!stored || !response.ok) return response;
  const screen = (await stored.json().catch(() => null)) as StoredScreen | null;
  if (!screen?.html) return response;
  const html = shellWithScreen(await response.text(), screen);
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
}

// Map archives (/maps/) are files, not screens; their range requests are no navigation and pass through untouched.
registerRoute(new NavigationRoute(shellFor, { denylist: [/^\/api\//, /^\/_\//, /^\/maps\//] }));

// A new version's styles may not match screens stored by the old one.
self.addEventListener('activate', (event) => event.waitUntil(caches.delete(SCREEN_CACHE)));

registerRoute(
  // The generated artwork, and uploaded photos (PocketBase's file route, src/domain/images.ts).
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.destination === 'image' &&
    (url.pathname.startsWith('/images/') || url.pathname.startsWith('/api/files/')),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 3000, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/app/pages/'),
  new CacheFirst({
    cacheName: CATALOG_PAGE_CACHE,
    plugins: [
      // Keyed by path alone: the query is the signature, which changes every hour, while the bytes never do.
      { cacheKeyWillBeUsed: ({ request }) => Promise.resolve(new URL(request.url).origin + new URL(request.url).pathname) },
      // Only pages the server served: a refusal (403, 410) is asked again next time.
      { cacheWillUpdate: ({ response }) => Promise.resolve(response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

/** Flushes the outbox (then pulls) when the browser says the network is back. */
async function backgroundFlush(): Promise<void> {
  await withLock(SYNC_LOCK, async () => {
    const pb = await createApiClient(db, self.location.origin);
    const userId = sessionUserId(pb);
    const outcome = await flushOutbox(db, pb, userId, { ignoreBackoff: true, log: appLog });
    // Throwing makes the browser try this sync again later with its own back-off.
    if (outcome.kind === 'offline' || outcome.kind === 'retry-later') throw new Error(`outbox flush: ${outcome.kind}`);
    // The writes are sent: a pull that fails is no reason for the browser to send them again. The page pulls when opened.
    if (outcome.kind === 'done') await pull(db, pb, undefined, { log: appLog }).catch((error: unknown) => appLog.warn('sw/pull', error));
  });
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === BACKGROUND_SYNC_TAG) sync.waitUntil(backgroundFlush());
});

// Periodic Background Sync (an installed app, where the browser allows it): the same flush every so
// often. A failure waits for the next period; periodic syncs are not retried.
self.addEventListener('periodicsync', (event) => {
  const periodic = event as SyncEvent;
  if (periodic.tag === PERIODIC_SYNC_TAG)
    periodic.waitUntil(backgroundFlush().catch((error: unknown) => appLog.warn('sw/periodic-sync', error)));
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
