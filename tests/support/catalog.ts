// The device's read-only catalog as tests ask about it: the rows of one
// collection, whatever chunk records they are stored in (src/data/catalog).
import { catalogRows, editCatalog } from '#/data/catalog/chunks';
import type { TastemapDB } from '#/data/db';
import { isCatalogCollection, type CatalogCollection } from '#/domain/collections';
import type { Place, SyncedRecords } from '#/domain/types';

export function catalogOf<C extends CatalogCollection>(db: TastemapDB, collection: C) {
  type Row = SyncedRecords[C];
  const rows = () => catalogRows(db, collection);
  const matching = (field: keyof Row & string, value: unknown) => async () => (await rows()).filter((row) => row[field] === value);
  return {
    toArray: rows,
    get: async (id: string): Promise<Row | undefined> => (await rows()).find((row) => row.id === id),
    count: async () => (await rows()).length,
    where: (field: keyof Row & string) => ({
      equals: (value: unknown) => ({
        toArray: matching(field, value),
        count: async () => (await matching(field, value)()).length,
      }),
    }),
    primaryKeys: async () => (await rows()).map((row) => row.id),
    /** Stores rows as a sync page would. */
    bulkPut: (list: Row[]) =>
      db.transaction('rw', db.catalog, db.meta, () =>
        editCatalog(db, collection, { upserts: list as unknown as Record<string, unknown>[], deletions: [] }),
      ),
  };
}

/** Every stored row of a synced collection, from the catalog's chunks or its own table. */
export async function rowsOf(db: TastemapDB, collection: string): Promise<Array<Record<string, unknown>>> {
  if (isCatalogCollection(collection)) return (await catalogRows(db, collection)) as unknown as Array<Record<string, unknown>>;
  return db.table(collection).toArray();
}

/** A Place as a plain object type, so it also passes where a sync page's untyped rows go. */
type PlaceRow = { [K in keyof Place]: Place[K] };

/** A place row as the sync sends it, with nothing but its id (also its name and slug) and its city. */
export function placeRow(id: string, city = 'seoul'): PlaceRow {
  return {
    id,
    city,
    slug: id,
    name: id,
    name_local: '',
    description: '',
    categories: [],
    rating: 4,
    budget: 'low',
    address: '',
    neighborhood: '',
    image: '',
    latitude: 0,
    longitude: 0,
    created: '',
    updated: '',
  };
}
