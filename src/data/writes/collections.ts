// Collections and the places in them. Work offline through the outbox: a
// collection created offline can receive places at once (the outbox replays
// the create first). Renames are last-writer-wins across devices; places in a
// collection merge as a set; a deleted collection wins over stale edits.
// Members of a shared collection add and remove its places the same way
// (./shared.ts has their votes and notes).
import { membershipId } from '#/domain/ids';
import { checkName, COLLECTION_NAME } from '#/domain/names';
import type { Collection, CollectionPlace } from '#/domain/types';
import { commitWrite, dropChildren, enqueue, requireUser, timestamps, type WriteContext } from './outbox';
import { newId } from './new-id';

export interface CollectionInput {
  name: string;
  description?: string;
  isPublic?: boolean;
}

function collectionPlaceId(collectionId: string, placeId: string) {
  return membershipId('collection_places', { collection: collectionId, place: placeId });
}

export async function createCollection(ctx: WriteContext, input: CollectionInput): Promise<Collection> {
  const user = requireUser(ctx);
  const checked = checkName(input.name, COLLECTION_NAME);
  if (!checked.ok) throw new Error(checked.message);
  const data = { user, name: checked.name, description: (input.description ?? '').trim(), is_public: input.isPublic ?? false };
  const row: Collection = { id: newId(), ...data, ...timestamps(ctx) };
  return commitWrite(ctx, ['collections'], async () => {
    await ctx.db.collections.put(row);
    await enqueue(ctx, 'collections', row.id, 'create', data);
    return row;
  });
}

export async function updateCollection(
  ctx: WriteContext,
  id: string,
  patch: Partial<Pick<Collection, 'name' | 'description' | 'is_public'>>,
): Promise<void> {
  requireUser(ctx);
  const changes: Record<string, unknown> = { ...patch };
  if (typeof patch.name === 'string') {
    const checked = checkName(patch.name, COLLECTION_NAME);
    if (!checked.ok) throw new Error(checked.message);
    changes.name = checked.name;
  }
  if (typeof patch.description === 'string') changes.description = patch.description.trim();
  await commitWrite(ctx, ['collections'], async () => {
    await ctx.db.collections.update(id, { ...changes, updated: timestamps(ctx).updated });
    await enqueue(ctx, 'collections', id, 'update', changes);
  });
}

/** Deletes the collection and, on this device, its places (the server cascades). */
export async function deleteCollection(ctx: WriteContext, id: string): Promise<void> {
  requireUser(ctx);
  await commitWrite(ctx, ['collections', 'collection_places'], async () => {
    await dropChildren(ctx, 'collection_places', 'collection', id);
    await ctx.db.collections.delete(id);
    await enqueue(ctx, 'collections', id, 'delete');
  });
}

/**
 * Adds a place to one of the user's collections, or to a shared one they edit: the row belongs to the
 * collection's owner and says who added it (the server sets both the same way).
 */
export async function addPlaceToCollection(ctx: WriteContext, collectionId: string, placeId: string): Promise<void> {
  const user = requireUser(ctx);
  const id = collectionPlaceId(collectionId, placeId);
  await commitWrite(ctx, ['collections', 'collection_places'], async () => {
    if (await ctx.db.collection_places.get(id)) return;
    const owner = (await ctx.db.collections.get(collectionId))?.user ?? user;
    const row: CollectionPlace = { id, collection: collectionId, place: placeId, user: owner, added_by: user, ...timestamps(ctx) };
    await ctx.db.collection_places.put(row);
    await enqueue(ctx, 'collection_places', id, 'create', { collection: collectionId, place: placeId, user });
  });
}

export async function removePlaceFromCollection(ctx: WriteContext, collectionId: string, placeId: string): Promise<void> {
  requireUser(ctx);
  const id = collectionPlaceId(collectionId, placeId);
  await commitWrite(ctx, ['collection_places'], async () => {
    if (!(await ctx.db.collection_places.get(id))) return;
    await ctx.db.collection_places.delete(id);
    await enqueue(ctx, 'collection_places', id, 'delete');
  });
}
