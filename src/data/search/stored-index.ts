// A city's search index kept on the device between starts: the worker's
// build is stored with the key of the list it indexed (the catalog revision
// and the decor it was decorated with), and a later start whose list has the
// same key answers from it at once, instead of scanning while it builds again.
import type { PackedPlaceIndex } from '#/domain/search';
import { db, type TastemapDB } from '../db';

export interface IndexStore {
  /** The stored index and the key of the list it indexed, if any. */
  load(): Promise<{ key: string; packed: PackedPlaceIndex } | undefined>;
  /** Keeps `packed` as the index of the list `key` names (the city's previous one goes). */
  save(key: string, packed: PackedPlaceIndex): Promise<void>;
}

export function indexStoreFor(cityId: string, database: TastemapDB = db): IndexStore {
  return {
    async load() {
      const stored = await database.search_indexes.get(cityId);
      if (!stored) return undefined;
      const { key, ids, terms, termStart, postDoc, postScore, averageLength } = stored;
      return { key, packed: { ids: ids ? ids.split('\n') : [], terms, termStart, postDoc, postScore, averageLength } };
    },
    async save(key, packed) {
      const { ids, terms, termStart, postDoc, postScore, averageLength } = packed;
      await database.search_indexes.put({ city: cityId, key, ids: ids.join('\n'), terms, termStart, postDoc, postScore, averageLength });
    },
  };
}
