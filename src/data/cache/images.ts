// Images on the device: the service worker's image cache, and 'Make available
// offline', which fills it with every image of a city ahead of a trip.
import { PLACEHOLDER_IMAGE, photoUrl, pictureUrls } from '#/domain/images';
import { loadCatalog } from '../catalog/catalog';
import { db } from '../db';
import { cityPlaceViews } from '../queries/places';
import { deleteMeta, readMeta, writeMeta, type OfflineCityState } from '../db/meta';
import { appLog } from '../log';

export const IMAGE_CACHE = 'tastemap-images';

export type { OfflineCityState };

/** Every image a city's screens show: the city, its places, tastemakers and events, photos (picks' too) included. */
export async function cityImageUrls(cityId: string): Promise<string[]> {
  const city = await db.cities.get(cityId);
  const catalog = await loadCatalog(db);
  // Decorated: a place without a photo of its own shows a pick's.
  const places = await cityPlaceViews(cityId);
  const links = await db.city_tastemakers.where('city').equals(cityId).toArray();
  const tastemakers = await db.tastemakers.bulkGet(links.map((l) => l.tastemaker));
  const events = catalog.eventsByCity.get(cityId) ?? [];
  // Photos at the size the screens ask for, and the artwork behind each (its fallback).
  const urls = [
    ...pictureUrls('cities', city),
    ...places.flatMap((p) => pictureUrls('places', p)),
    // Every pick photo the device holds: cards show one, and a tastemaker's dashboard shows their own.
    ...places.flatMap((p) => (catalog.picksByPlace.get(p.id) ?? []).map((pick) => photoUrl('tastemaker_places', pick))),
    ...tastemakers.flatMap((t) => pictureUrls('tastemakers', t)),
    ...events.map((e) => e.image),
    PLACEHOLDER_IMAGE,
  ];
  return [...new Set(urls.filter((u) => u.startsWith('/')))];
}

/**
 * Downloads every image of the city into the image cache, reporting progress.
 * Images already cached are counted without downloading them again.
 */
export async function makeCityAvailableOffline(
  cityId: string,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<OfflineCityState> {
  const urls = await cityImageUrls(cityId);
  const cache = await caches.open(IMAGE_CACHE);
  let done = 0;
  onProgress(done, urls.length);
  // A few downloads at a time: fast on good networks, gentle on bad ones.
  const queue = [...urls];
  // What the photos take on the device, for the list of offline cities: counted from what is stored.
  let bytes = 0;
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      if (signal?.aborted) throw new DOMException('Cancelled', 'AbortError');
      let stored = await cache.match(url);
      if (!stored) {
        const response = await fetch(url, { signal });
        if (!response.ok) throw new Error(`Could not download ${url} (HTTP ${response.status})`);
        stored = response.clone();
        await cache.put(url, response);
      }
      bytes += (await stored.blob()).size;
      done += 1;
      onProgress(done, urls.length);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const state: OfflineCityState = { cityId, images: urls.length, bytes, savedAt: Date.now() };
  await writeMeta(db, `offlineCity:${cityId}`, state);
  return state;
}

export function offlineCityState(cityId: string): Promise<OfflineCityState | undefined> {
  return readMeta(db, `offlineCity:${cityId}`);
}

/**
 * Takes a city's photos off the device ('Remove' in Profile's offline cities),
 * but none that `keep` lists: another city saved for offline use shows them too
 * (a tastemaker active in both, the placeholder).
 */
export async function removeCityImages(cityId: string, keep: ReadonlySet<string>): Promise<void> {
  const urls = await cityImageUrls(cityId);
  const cache = await caches.open(IMAGE_CACHE);
  await Promise.all(urls.filter((url) => !keep.has(url)).map((url) => cache.delete(url)));
  await deleteMeta(db, `offlineCity:${cityId}`);
}

export interface StorageState {
  usage: number;
  quota: number;
  persisted: boolean;
}

export async function storageState(): Promise<StorageState> {
  const estimate = (await navigator.storage?.estimate?.()) ?? {};
  const persisted = (await navigator.storage?.persisted?.()) ?? false;
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}

/**
 * Asks the browser not to evict the app's data under storage pressure, where it
 * has the Storage API's persist() (WebKitGTK has no navigator.storage at all).
 * False when it refuses, cannot be asked, or the asking fails: never throws.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch (error) {
    appLog.warn('storage/persist', error);
    return false;
  }
}
