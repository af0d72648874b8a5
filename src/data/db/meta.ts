// What the device stores outside its tables (the `meta` table), in one typed
// registry: each key's schema and whose it is. A value that does not match its
// schema (an older app wrote it, or it was corrupted) reads as absent and is
// dropped, never cast. Sign-out clears every key that belongs to the user.
import Dexie from 'dexie';
import { appLog } from '../log';
import type { TastemapDB } from './index';
// The checks zod/mini made, without zod: this module starts with every page and the service worker.
import * as z from './shape';

const grants = z.object({
  all: z.boolean(),
  notes: z.boolean(),
  tastemakers: z.array(z.string()),
  curators: z.optional(z.array(z.string())),
});

export const syncScopeSchema = z.object({ user: z.string(), cities: z.array(z.string()), grants: z.record(grants) });
/** What the server last said this device may read (src/data/sync/prune.ts). */
export type SyncScope = z.Infer<typeof syncScopeSchema>;

/** When the outbox may try the server again after it could not be reached. */
const backoff = z.object({ attempts: z.number(), nextAt: z.number() });

const tastemakerStats = z.object({
  tastemakerId: z.string(),
  activeSubscribers: z.number(),
  placesCurated: z.number(),
  followers: z.number(),
});
/** A tastemaker's own figures, as the server last gave them. */
export type TastemakerStats = z.Infer<typeof tastemakerStats>;

const offlineCity = z.object({
  cityId: z.string(),
  images: z.number(),
  /** What the photos take, counted as they were stored; absent for cities saved before it was counted. */
  bytes: z.optional(z.number()),
  savedAt: z.number(),
});
/** A city whose images 'Make available offline' stored. */
export type OfflineCityState = z.Infer<typeof offlineCity>;

const cityMap = z.object({
  url: z.string(),
  bytes: z.number(),
  version: z.string(),
  bounds: z.optional(z.tuple([z.number(), z.number(), z.number(), z.number()])),
  center: z.optional(z.tuple([z.number(), z.number()])),
  minzoom: z.optional(z.number()),
  maxzoom: z.optional(z.number()),
  /** false: the fallback drawn from public geography, until the server has fetched the real map; absent from older servers. */
  streets: z.optional(z.boolean()),
});
export const mapConfigSchema = z.object({ tiles: z.nullable(z.string()), cities: z.record(cityMap) });
/** Where the maps come from (GET /api/app/maps): a tile source, and each city's archive. */
export type MapConfig = z.Infer<typeof mapConfigSchema>;
export type CityMapConfig = z.Infer<typeof cityMap>;

const mapArchive = z.object({
  file: z.string(),
  version: z.string(),
  /** The bytes stored, counted as they were written. */
  bytes: z.number(),
  /**
   * opfs: a file in OPFS. chunks: `chunks` pieces in the map_chunks table,
   * where the page cannot write OPFS. idb: one Blob in map_archives, as
   * versions before chunks stored it (still read, never written).
   */
  where: z.oneOf(['opfs', 'chunks', 'idb']),
  chunks: z.optional(z.number()),
  savedAt: z.number(),
  /** What the server said of this version when it was stored (CityMapConfig.streets). */
  streets: z.optional(z.boolean()),
});
/** A city's map archive stored on the device, and where (src/data/maps/offline-archive.ts). */
export type StoredMapArchive = z.Infer<typeof mapArchive>;

type Scope = 'device' | 'user';
interface Entry<S extends z.Shape<unknown>> {
  scope: Scope;
  schema: S;
}
const entry = <S extends z.Shape<unknown>>(scope: Scope, schema: S): Entry<S> => ({ scope, schema });

/** Keys with one value each. */
const KEYS = {
  /** Where the last pull ended (pb_hooks/lib/sync.js); it names the user. */
  syncCursor: entry('user', z.string()),
  /** Streams the next pull re-reads from the start. */
  syncReset: entry('user', z.array(z.string())),
  syncScope: entry('user', syncScopeSchema),
  /** A page deleted a row that granted access: the round's last page prunes. */
  syncPruneDue: entry('user', z.boolean()),
  /** When the device last finished a pull (shown as 'Synced … ago'). */
  lastSyncedAt: entry('device', z.number()),
  /** Bumped by every write to the catalog's chunks: the in-memory catalog is read again when it moves. */
  catalogRev: entry('device', z.number()),
  outboxBackoff: entry('user', backoff),
  tastemakerStats: entry('user', tastemakerStats),
  /** The last map configuration the server gave, so maps open offline. */
  mapConfig: entry('device', mapConfigSchema),
};

/** Keys made of a prefix and an id, e.g. `offlineCity:<city id>`. */
const FAMILIES = {
  offlineCity: entry('device', offlineCity),
  /** `mapArchive:<city slug>`: the city's map stored for offline use. */
  mapArchive: entry('device', mapArchive),
  /** Badges the user has been told about, per user. */
  seenBadges: entry('user', z.array(z.string())),
  /** A read model last fetched from a server route (shared collection, city profile, place): it depends on who asked. */
  view: entry('user', z.record(z.unknown())),
};

type Keys = typeof KEYS;
type Families = typeof FAMILIES;
export type MetaKey = keyof Keys | `${keyof Families}:${string}`;
type SchemaOf<K extends MetaKey> = K extends keyof Keys
  ? Keys[K]['schema']
  : K extends `${infer F}:${string}`
    ? F extends keyof Families
      ? Families[F]['schema']
      : never
    : never;
export type MetaValue<K extends MetaKey> = z.Infer<SchemaOf<K>>;

function entryOf(key: string): Entry<z.Shape<unknown>> | undefined {
  if (key in KEYS) return KEYS[key as keyof Keys];
  const family = key.slice(0, key.indexOf(':'));
  return key.includes(':') && family in FAMILIES ? FAMILIES[family as keyof Families] : undefined;
}

/** The stored value, or undefined when there is none or it does not match its schema (then it is dropped). */
export async function readMeta<K extends MetaKey>(database: TastemapDB, key: K): Promise<MetaValue<K> | undefined> {
  const row = await database.meta.get(key);
  if (!row) return undefined;
  const parsed = entryOf(key)?.schema.safeParse(row.value);
  if (parsed?.success) return parsed.data as MetaValue<K>;
  // Outside a transaction (a live query's is read-only) the bad value goes now; otherwise the next write replaces it.
  if (!Dexie.currentTransaction) await database.meta.delete(key).catch((error: unknown) => appLog.warn('db/meta', error));
  return undefined;
}

export async function writeMeta<K extends MetaKey>(database: TastemapDB, key: K, value: MetaValue<K>): Promise<void> {
  await database.meta.put({ key, value });
}

export async function deleteMeta(database: TastemapDB, ...keys: MetaKey[]): Promise<void> {
  await database.meta.bulkDelete(keys);
}

/** Whether a stored key belongs to the signed-in user (cleared at sign-out), and whether it is known at all. */
export function metaScope(key: string): Scope | undefined {
  return entryOf(key)?.scope;
}

/** Removes every key that belongs to the user, and any key the registry does not know. */
export async function clearUserMeta(database: TastemapDB): Promise<void> {
  const keys = await database.meta.toCollection().primaryKeys();
  await database.meta.bulkDelete(keys.filter((key) => metaScope(key) !== 'device'));
}
