// Where the maps come from (GET /api/app/maps, pb_hooks). The last answer is
// kept on the device, so a city's stored map still opens with no connection.
import { db, type TastemapDB } from '../db';
import { mapConfigSchema, readMeta, writeMeta, type CityMapConfig, type MapConfig } from '../db/meta';
import { appLog, logUnlessExpected } from '../log';

export type { CityMapConfig, MapConfig };

export interface MapConfigOptions {
  database?: TastemapDB;
  /** The server's origin; the app's own by default (tests pass their server's). */
  origin?: string;
}

const NO_MAPS: MapConfig = { tiles: null, cities: {} };

export function appOrigin(origin?: string): string {
  return origin ?? globalThis.location?.origin ?? 'http://127.0.0.1:8090';
}

const numbers = (value: unknown, length: number) =>
  Array.isArray(value) && value.length === length && value.every((n) => typeof n === 'number') ? value : undefined;

/** The server says null for a missing box or centre; one city's odd box must not cost every city its map. */
function normalized(answer: unknown): unknown {
  if (!answer || typeof answer !== 'object' || !('cities' in answer) || !answer.cities || typeof answer.cities !== 'object') return answer;
  const cities = Object.entries(answer.cities as Record<string, unknown>).map(([slug, city]) => {
    const entry = city && typeof city === 'object' ? (city as Record<string, unknown>) : {};
    return [slug, { ...entry, bounds: numbers(entry.bounds, 4), center: numbers(entry.center, 2) }];
  });
  return { ...answer, cities: Object.fromEntries(cities) };
}

/** The server's map configuration, or the one remembered when it cannot be reached; no maps when neither. */
export async function loadMapConfig({ database = db, origin }: MapConfigOptions = {}): Promise<MapConfig> {
  try {
    // Offline the remembered answer is the answer, without waiting for a request to fail.
    if (globalThis.navigator?.onLine === false) return await rememberedMapConfig(database);
    const response = await fetch(new URL('/api/app/maps', appOrigin(origin)));
    if (response.ok) {
      const parsed = mapConfigSchema.safeParse(normalized(await response.json()));
      if (parsed.success) {
        await writeMeta(database, 'mapConfig', parsed.data);
        return parsed.data;
      }
    }
  } catch (error) {
    // Offline or unreachable (TypeError): the remembered answer below.
    logUnlessExpected(appLog, 'maps/config', error, ['TypeError']);
  }
  return rememberedMapConfig(database);
}

/** The last configuration this device was given, without asking the server. */
export async function rememberedMapConfig(database: TastemapDB = db): Promise<MapConfig> {
  return (await readMeta(database, 'mapConfig')) ?? NO_MAPS;
}
