// Shared collections the user left or was removed from: the server's answer
// lists the shared collections the user is a member of (`scope.shared`), and
// the device drops any other collection it holds that is not the user's own,
// with its places, members, votes and notes, and the writes to them it has
// not sent (the server would refuse them). The places the user kept only
// through it are then pruned as the access policy says (./prune.ts).
import type { TastemapDB } from '../db';
import { readMeta } from '../db/meta';
import { keptPlaces, pruneToScope } from './prune';

const TABLES = ['collections', 'collection_places', 'collection_members', 'collection_reactions', 'outbox'] as const;

/** Drops the collections of others that `shared` does not list; returns their ids. */
export async function dropLeftCollections(database: TastemapDB, user: string, shared: readonly string[]): Promise<string[]> {
  if (!user) return [];
  const keep = new Set(shared);
  const dropped = await database.transaction(
    'rw',
    TABLES.map((name) => database.table(name)),
    async () => {
      const left = await database.collections.filter((c) => c.user !== user && !keep.has(c.id)).primaryKeys();
      if (!left.length) return [];
      const places = await database.collection_places.where('collection').anyOf(left).primaryKeys();
      const reactions = await database.collection_reactions.where('collection').anyOf(left).primaryKeys();
      const records = new Set([...places, ...reactions]);
      const gone = new Set<string>(left);
      await database.outbox
        .filter(
          (entry) =>
            (entry.collection === 'collection_places' || entry.collection === 'collection_reactions') &&
            (records.has(entry.recordId) || (typeof entry.data?.collection === 'string' && gone.has(entry.data.collection))),
        )
        .delete();
      await database.collection_places.bulkDelete(places);
      await database.collection_reactions.bulkDelete(reactions);
      await database.collection_members.where('collection').anyOf(left).delete();
      await database.collections.bulkDelete(left);
      return left;
    },
  );
  if (dropped.length) {
    const scope = await readMeta(database, 'syncScope');
    if (scope?.user === user) await pruneToScope(database, scope, await keptPlaces(database, user));
  }
  return dropped;
}
