// Saving places (the heart). Works offline: the saved row and its outbox
// entry are stored at once; the server receives them when the device syncs.
// The row's id comes from (user, place), so saving on two devices merges.
import { membershipId } from '#/domain/ids';
import type { SavedPlace } from '#/domain/types';
import { commitWrite, enqueue, requireUser, timestamps, type WriteContext } from './outbox';

export function savedPlaceId(userId: string, placeId: string) {
  return membershipId('saved_places', { user: userId, place: placeId });
}

/** Leaves the place saved or not, as `wanted` says of whether it is saved now: whether it now is, and whether that changed. */
async function writeSaved(
  ctx: WriteContext,
  placeId: string,
  wanted: (savedNow: boolean) => boolean,
): Promise<{ saved: boolean; changed: boolean }> {
  const user = requireUser(ctx);
  const id = savedPlaceId(user, placeId);
  return commitWrite(ctx, ['saved_places'], async () => {
    const existing = !!(await ctx.db.saved_places.get(id));
    const saved = wanted(existing);
    if (saved === existing) return { saved, changed: false };
    if (existing) {
      await ctx.db.saved_places.delete(id);
      await enqueue(ctx, 'saved_places', id, 'delete');
    } else {
      const row: SavedPlace = { id, user, place: placeId, ...timestamps(ctx) };
      await ctx.db.saved_places.put(row);
      await enqueue(ctx, 'saved_places', id, 'create', { user, place: placeId });
    }
    return { saved, changed: true };
  });
}

/** Saves the place; true when it is now saved, false when it was removed. */
export async function toggleSavedPlace(ctx: WriteContext, placeId: string): Promise<boolean> {
  return (await writeSaved(ctx, placeId, (savedNow) => !savedNow)).saved;
}

/**
 * Leaves the place saved or not, as `saved` says, writing only when that changes it (a heart tapped on
 * a stored screen, replayed once the app takes over: src/data/cache/screen-taps.ts). True when it changed.
 */
export async function setSavedPlace(ctx: WriteContext, placeId: string, saved: boolean): Promise<boolean> {
  return (await writeSaved(ctx, placeId, () => saved)).changed;
}
