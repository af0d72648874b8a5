// The read-only catalog in memory: every chunk read once per catalog revision
// and indexed for the screens' questions (a city's places, a place's picks and
// vibes, a tastemaker's picks, a city's events and feed). Reading a
// 5,000-place city this way costs a few large records instead of tens of
// thousands of rows, and every screen shares the one copy.
import type { ActivityItem, CityEvent, Place, PlaceVibe, Recommendation, TastemakerPlace } from '#/domain/types';
import { CATALOG_CHUNKS, CATALOG_COLLECTIONS } from '#/domain/collections';
import { catalogChunkKey, chunkRows, type CatalogChunk, type TastemapDB } from '../db';
import { readMeta } from '../db/meta';

export interface Catalog {
  rev: number;
  places: Map<string, Place>;
  placesByCity: Map<string, Place[]>;
  picksByPlace: Map<string, TastemakerPlace[]>;
  picksByTastemaker: Map<string, TastemakerPlace[]>;
  vibesByPlace: Map<string, PlaceVibe[]>;
  recommendationsByCity: Map<string, Recommendation[]>;
  eventsByCity: Map<string, CityEvent[]>;
  /** Newest first. */
  activityByCity: Map<string, ActivityItem[]>;
  /** Results derived from this revision (decorated place lists), by the caller's key. */
  memo: Map<string, unknown>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function emptyCatalog(rev: number): Catalog {
  return {
    rev,
    places: new Map(),
    placesByCity: new Map(),
    picksByPlace: new Map(),
    picksByTastemaker: new Map(),
    vibesByPlace: new Map(),
    recommendationsByCity: new Map(),
    eventsByCity: new Map(),
    activityByCity: new Map(),
    memo: new Map(),
  };
}

/** Parses one chunk into the catalog's indexes. */
function addChunk(catalog: Catalog, chunk: CatalogChunk): void {
  const rows = Object.values(chunkRows(chunk));
  switch (chunk.collection) {
    case 'places':
      for (const place of rows as unknown as Place[]) {
        catalog.places.set(place.id, place);
        push(catalog.placesByCity, place.city, place);
      }
      break;
    case 'tastemaker_places':
      for (const pick of rows as unknown as TastemakerPlace[]) {
        push(catalog.picksByPlace, pick.place, pick);
        push(catalog.picksByTastemaker, pick.tastemaker, pick);
      }
      break;
    case 'place_vibes':
      for (const link of rows as unknown as PlaceVibe[]) push(catalog.vibesByPlace, link.place, link);
      break;
    case 'recommendations':
      for (const r of rows as unknown as Recommendation[]) push(catalog.recommendationsByCity, r.city, r);
      break;
    case 'events':
      for (const event of rows as unknown as CityEvent[]) push(catalog.eventsByCity, event.city, event);
      break;
    case 'activity_feed':
      for (const item of rows as unknown as ActivityItem[]) push(catalog.activityByCity, item.city, item);
      break;
  }
}

/** Puts lists in a stable order once every chunk is in: chunks hold rows in hash order. */
function finish(catalog: Catalog): Catalog {
  for (const list of catalog.placesByCity.values()) list.sort((a, b) => (a.id < b.id ? -1 : 1));
  const byKey = (key: (row: { id: string }) => string) => (a: { id: string }, b: { id: string }) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : 1;
  for (const list of catalog.eventsByCity.values()) list.sort(byKey((e) => (e as CityEvent).date));
  for (const list of catalog.activityByCity.values()) list.sort(byKey((i) => (i as ActivityItem).happened_at)).reverse();
  return catalog;
}

/** Every chunk key there can be. */
const CHUNK_KEYS = CATALOG_COLLECTIONS.flatMap((collection) =>
  Array.from({ length: CATALOG_CHUNKS }, (_, chunk) => catalogChunkKey(collection, chunk)),
);

/**
 * Reads every chunk in one transaction, a request per chunk: each is parsed as
 * it arrives, while the next ones are still being read, instead of all at the end.
 */
function read(database: TastemapDB, rev: number): Promise<Catalog> {
  return database.transaction('r', database.catalog, () => {
    const catalog = emptyCatalog(rev);
    return Promise.all(CHUNK_KEYS.map((key) => database.catalog.get(key).then((chunk) => chunk && addChunk(catalog, chunk)))).then(() =>
      finish(catalog),
    );
  });
}

const loaded = new WeakMap<TastemapDB, { rev: number; catalog: Promise<Catalog> }>();

/**
 * The catalog as stored now. Inside a live query it re-runs when the catalog
 * changes (it reads `catalogRev`); screens that ask at the same revision share one read.
 */
export async function loadCatalog(database: TastemapDB): Promise<Catalog> {
  const rev = (await readMeta(database, 'catalogRev')) ?? 0;
  const hit = loaded.get(database);
  if (hit?.rev === rev) return hit.catalog;
  const catalog = read(database, rev);
  loaded.set(database, { rev, catalog });
  // A failed read is not kept: the next caller tries again.
  catalog.catch(() => loaded.get(database)?.catalog === catalog && loaded.delete(database));
  return catalog;
}
