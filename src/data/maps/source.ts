// Which tiles a city's map shows: the archive stored on this device first (it
// works with no connection), else the configured tile source or the city's
// archive on the server. A city with no map is an answer, not an error: the
// map screen shows its pins over a plain background with the reason.
// `streets` says whether the basemap has streets: false for the fallback the
// server draws from public geography until it has fetched the real map.
import { FileSource, PMTiles } from 'pmtiles';
import { db, type TastemapDB } from '../db';
import { appLog } from '../log';
import { appOrigin, loadMapConfig, type CityMapConfig, type MapConfig } from './config';
import { archiveFileName, storedCityArchive, storedCityArchiveFile } from './offline-archive';

type Bounds = NonNullable<CityMapConfig['bounds']>;
type Center = NonNullable<CityMapConfig['center']>;

export type CityMapSource =
  | {
      kind: 'pmtiles';
      archive: PMTiles;
      /** [west, south, east, north] of the city's archive. */
      bounds?: Bounds;
      /** [longitude, latitude] */
      center?: Center;
      minzoom?: number;
      maxzoom?: number;
      /** Read from the copy stored on this device rather than the network. */
      onDevice: boolean;
      streets: boolean;
    }
  | { kind: 'tiles'; url: string; bounds?: Bounds; center?: Center; minzoom?: number; maxzoom?: number; streets: boolean }
  | { kind: 'none'; reason: string; bounds?: Bounds; center?: Center };

export interface OpenCityMapOptions {
  database?: TastemapDB;
  origin?: string;
  /** The configuration already loaded (tests, or a screen that has it). */
  config?: MapConfig;
}

export const NO_MAP_REASON = 'No map is available for this city yet.';
export const OFFLINE_NO_MAP_REASON =
  "This city's map isn't saved on this device. Make the city available offline to see its map without a connection.";

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The city's map source; never throws for a missing or unreachable source. */
export async function openCityMap(slug: string, { database = db, origin, config }: OpenCityMapOptions = {}): Promise<CityMapSource> {
  const maps = config ?? (await loadMapConfig({ database, origin }));
  const city = maps.cities[slug];
  const place = { bounds: city?.bounds, center: city?.center, minzoom: city?.minzoom, maxzoom: city?.maxzoom };

  // Only the server's answer of today says false for its fallback; an older one says nothing (streets, then).
  const serverStreets = city?.streets !== false;
  const file = await storedCityArchiveFile(slug, { database }).catch((error: unknown) => {
    // The stored map cannot be read: the map is drawn from the network, or says it has none.
    appLog.warn('maps/source', error);
    return null;
  });
  if (file) {
    // What the server said of the stored version when it was stored; for a copy stored before it said, what it says now of that version.
    const stored = await storedCityArchive(slug, { database });
    const streets = stored?.streets ?? (city && stored?.file === archiveFileName(city) ? serverStreets : true);
    return { kind: 'pmtiles', archive: new PMTiles(new FileSource(file)), ...place, onDevice: true, streets };
  }

  if (isOffline()) return { kind: 'none', reason: OFFLINE_NO_MAP_REASON, bounds: place.bounds, center: place.center };
  if (maps.tiles) {
    const url = new URL(maps.tiles, appOrigin(origin));
    // A .pmtiles URL is one archive read by ranges; anything else is a {z}/{x}/{y} template.
    // A tile source the operator set up is a real map.
    if (url.pathname.endsWith('.pmtiles'))
      return { kind: 'pmtiles', archive: new PMTiles(url.href), ...place, onDevice: false, streets: true };
    return { kind: 'tiles', url: decodeURI(url.href), ...place, streets: true };
  }
  if (city) {
    const archive = new PMTiles(new URL(city.url, appOrigin(origin)).href);
    return { kind: 'pmtiles', archive, ...place, onDevice: false, streets: serverStreets };
  }
  return { kind: 'none', reason: NO_MAP_REASON };
}
