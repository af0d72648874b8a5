// Writing a reviewed import (issue 33) in one Dexie transaction with its
// outbox entries, so it works offline and reaches the server at the next
// sync: places to save, places to put in a collection named after their list
// (made when the traveller has none of that name), and the rest as their own
// pins. Every id is derived (saved places and collection places from their
// pair, a list's collection from its name, a pin from its source), and rows
// already there are skipped: the same import done twice writes nothing.
import { membershipId } from '#/domain/ids';
import { checkName, COLLECTION_NAME } from '#/domain/names';
import { comparableName } from '#/domain/places-io/names';
import { importedListId, type ImportPlan } from '#/domain/places-io/plan';
import type { Collection, CollectionPlace, SavedPlace } from '#/domain/types';
import { commitWrite, enqueue, requireUser, timestamps, type WriteContext } from '../writes/outbox';
import { keepPins } from '../writes/pins';

export interface ImportResult {
  saved: number;
  collected: number;
  collectionsMade: number;
  pinned: number;
}

/** Writes the plan; what it changed (all zero when everything was there already). */
export async function applyImport(ctx: WriteContext, plan: ImportPlan): Promise<ImportResult> {
  const user = requireUser(ctx);
  const result: ImportResult = { saved: 0, collected: 0, collectionsMade: 0, pinned: 0 };
  await commitWrite(ctx, ['saved_places', 'collections', 'collection_places', 'pins'], async () => {
    for (const place of plan.saved) {
      const id = membershipId('saved_places', { user, place });
      if (await ctx.db.saved_places.get(id)) continue;
      const row: SavedPlace = { id, user, place, ...timestamps(ctx) };
      await ctx.db.saved_places.put(row);
      await enqueue(ctx, 'saved_places', id, 'create', { user, place });
      result.saved += 1;
    }
    const own = await ctx.db.collections.where('user').equals(user).toArray();
    for (const list of plan.lists) {
      const checked = checkName(list.name.slice(0, COLLECTION_NAME.max), COLLECTION_NAME);
      if (!checked.ok) continue;
      // The traveller's own collection of that name, or the one an earlier import of the list made.
      const wanted = comparableName(checked.name);
      let collection = own.find((c) => c.id === importedListId(user, checked.name)) ?? own.find((c) => comparableName(c.name) === wanted);
      if (!collection) {
        const data = { user, name: checked.name, description: '', is_public: false };
        const row: Collection = { id: importedListId(user, checked.name), ...data, ...timestamps(ctx) };
        await ctx.db.collections.put(row);
        await enqueue(ctx, 'collections', row.id, 'create', data);
        own.push(row);
        collection = row;
        result.collectionsMade += 1;
      }
      for (const place of list.placeIds) {
        const id = membershipId('collection_places', { collection: collection.id, place });
        if (await ctx.db.collection_places.get(id)) continue;
        const row: CollectionPlace = { id, collection: collection.id, place, user, ...timestamps(ctx) };
        await ctx.db.collection_places.put(row);
        await enqueue(ctx, 'collection_places', id, 'create', { collection: collection.id, place, user });
        result.collected += 1;
      }
    }
    result.pinned = (await keepPins(ctx, plan.pins)).length;
  });
  return result;
}
