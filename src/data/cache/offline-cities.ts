// The cities saved on this device for use with no connection ('Make available
// offline'): their photos (the image cache, ./images.ts) and their map (an
// archive, ../maps/offline-archive.ts), listed in Profile with what they take
// and when they were saved, and removed from there to free the room.
import { db, type TastemapDB } from '../db';
import { readMeta } from '../db/meta';
import { rememberedMapConfig } from '../maps/config';
import { archiveFileName, removeCityArchive, storedCityArchive, type StoredCityArchive } from '../maps/offline-archive';
import { cityImageUrls, removeCityImages } from './images';

export interface OfflineCity {
  cityId: string;
  slug: string;
  name: string;
  /** The photos saved, and what they take (unknown for cities saved before it was counted); null when only the map is. */
  photos: { count: number; bytes?: number } | null;
  map: StoredCityArchive | null;
  /** When the city was last saved (its photos or its map, whichever came later). */
  savedAt: number;
  /** The size of a newer map the server has for the city, as last heard; null when the stored one is the latest. */
  newerMap: number | null;
}

const PREFIXES = ['offlineCity:', 'mapArchive:'] as const;

/**
 * Every city saved for offline use, by name. Reads only the device's database
 * (no OPFS, no Cache API), so a live query re-runs it when a download or a
 * removal changes what is stored.
 */
export async function offlineCities(database: TastemapDB = db): Promise<OfflineCity[]> {
  const keys = await database.meta.where('key').startsWith(PREFIXES[0]).or('key').startsWith(PREFIXES[1]).primaryKeys();
  const cityIds = new Set(keys.filter((key) => key.startsWith(PREFIXES[0])).map((key) => key.slice(PREFIXES[0].length)));
  const slugs = new Set(keys.filter((key) => key.startsWith(PREFIXES[1])).map((key) => key.slice(PREFIXES[1].length)));
  const cities = await database.cities.toArray();
  const config = await rememberedMapConfig(database);
  const found: OfflineCity[] = [];
  for (const city of cities) {
    if (!cityIds.has(city.id) && !slugs.has(city.slug)) continue;
    const photos = await readMeta(database, `offlineCity:${city.id}`);
    const map = await storedCityArchive(city.slug, { database });
    if (!photos && !map) continue;
    const latest = config.cities[city.slug];
    found.push({
      cityId: city.id,
      slug: city.slug,
      name: city.name,
      photos: photos ? { count: photos.images, ...(photos.bytes !== undefined && { bytes: photos.bytes }) } : null,
      map,
      savedAt: Math.max(photos?.savedAt ?? 0, map?.savedAt ?? 0),
      newerMap: latest && map && map.file !== archiveFileName(latest) ? latest.bytes : null,
    });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Takes a city off the device: its map, and its photos but those another
 * offline city shows too. The city's places and picks stay (they are the
 * guide, synced as ever); only what 'Make available offline' added goes.
 */
export async function removeOfflineCity(cityId: string): Promise<void> {
  const others = (await offlineCities()).filter((city) => city.cityId !== cityId && city.photos);
  const keep = new Set((await Promise.all(others.map((city) => cityImageUrls(city.cityId)))).flat());
  await removeCityImages(cityId, keep);
  const slug = (await db.cities.get(cityId))?.slug;
  if (slug) await removeCityArchive(slug);
}
