/// <reference lib="webworker" />
// The service worker:
// - precaches the app shell (scripts, styles, HTML, icons) and answers every
//   navigation with it, so each route opens offline;
// - keeps images (cities, places, tastemakers, events) in a cache that
//   'Make available offline' fills ahead of time;
// - flushes the outbox through Background Sync when no page is open, with the
//   session stored in IndexedDB, under the same lock as the pages;
// - activates a new version only when the user accepts the update prompt.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { createApiClient, sessionUserId } from './data/server/api';
import { db } from './data/db';
import { IMAGE_CACHE } from './data/cache/images';
import { SYNC_LOCK, withLock } from './data/sync/lock';
import { pull } from './data/sync/pull';
import { flushOutbox } from './data/sync/push';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/_\//] }));

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'image' && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 3000, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

/** Flushes the outbox (then pulls) when the browser says the network is back. */
async function backgroundFlush(): Promise<void> {
  await withLock(SYNC_LOCK, async () => {
    const pb = await createApiClient(db, self.location.origin);
    const userId = sessionUserId(pb);
    const outcome = await flushOutbox(db, pb, userId, { ignoreBackoff: true });
    // Throwing makes the browser try this sync again later with its own back-off.
    if (outcome.kind === 'offline' || outcome.kind === 'retry-later') throw new Error(`outbox flush: ${outcome.kind}`);
    if (outcome.kind === 'done') await pull(db, pb).catch(() => undefined);
  });
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === 'tastemap-outbox') sync.waitUntil(backgroundFlush());
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
