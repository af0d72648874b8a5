// Saving places (the heart). Works offline: the saved row and its outbox
// entry are stored at once; the server receives them when the device syncs.
// The row's id comes from (user, place), so saving on two devices merges.
import { membershipId } from '#/domain/ids';
import type { SavedPlace } from '#/domain/types';
import { commitWrite, enqueue, requireUser, timestamps, type WriteContext } from './outbox';

export function savedPlaceId(userId: string, placeId: string) {
  return membershipId('saved_places', { user: userId, place: placeId });
}

/** Saves the place; true when it is now saved, false when it was removed. */
export async function toggleSavedPlace(ctx: WriteContext, placeId: string): Promise<boolean> {
  const user = requireUser(ctx);
  const id = savedPlaceId(user, placeId);
  return commitWrite(ctx, ['saved_places'], async () => {
    const existing = await ctx.db.saved_places.get(id);
    if (existing) {
      await ctx.db.saved_places.delete(id);
      await enqueue(ctx, 'saved_places', id, 'delete');
      return false;
    }
    const row: SavedPlace = { id, user, place: placeId, ...timestamps(ctx) };
    await ctx.db.saved_places.put(row);
    await enqueue(ctx, 'saved_places', id, 'create', { user, place: placeId });
    return true;
  });
}
