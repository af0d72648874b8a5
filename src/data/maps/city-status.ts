// What 'Make available offline' says about a city's map: its size before the
// download, and whether the stored copy is the server's latest.
import { db, type TastemapDB } from '../db';
import { loadMapConfig, rememberedMapConfig } from './config';
import { archiveFileName, storedCityArchive, type StoredCityArchive } from './offline-archive';

export interface CityMapStatus {
  slug: string;
  /** The size of the city's map on the server; null when there is none. */
  bytes: number | null;
  stored: StoredCityArchive | null;
  /** The stored copy is an older version than the server's. */
  outdated: boolean;
}

/** The city's map status; `fresh` asks the server (when reachable), otherwise the remembered configuration is enough. */
export async function cityMapStatus(
  cityId: string,
  { database = db, fresh = true }: { database?: TastemapDB; fresh?: boolean } = {},
): Promise<CityMapStatus | null> {
  const slug = (await database.cities.get(cityId))?.slug;
  if (!slug) return null;
  const config = fresh ? await loadMapConfig({ database }) : await rememberedMapConfig(database);
  const map = config.cities[slug];
  const stored = await storedCityArchive(slug, { database });
  return { slug, bytes: map?.bytes ?? null, stored, outdated: Boolean(map && stored && stored.file !== archiveFileName(map)) };
}
