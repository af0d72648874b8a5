// The app's side of taps on a stored screen (screen-taps.ts): once it has
// taken over, it does what they asked, once.
import { toast } from '#/toast';
import { useSessionStore } from '#/stores/session';
import { appLog } from '../log';
import { setSavedPlace } from '../writes/actions';
import { replayOf, type ScreenTap } from './screen-taps';

/** Leaves each place's heart as the traveller left it, with the toast a heart on the app's own screen gives (components/place-card.tsx). */
async function replaySaves(saves: ReadonlyMap<string, boolean>): Promise<void> {
  if (!useSessionStore.getState().userId) return void toast.error('Please sign in to save places');
  // Fetched only when a heart was tapped: the catalog's reader weighs nothing on every start.
  const { placeViewsByIds } = await import('../queries/places');
  for (const [place, saved] of saves) {
    try {
      if (!(await setSavedPlace(place, saved))) continue;
      const name = (await placeViewsByIds([place]))[0]?.name;
      if (saved) toast.success('Saved', { description: name });
      else toast('Removed', { description: name });
    } catch (error) {
      appLog.error('screens/replay', error);
      toast.error('Failed to update saved places');
    }
  }
}

/**
 * Does what the taps on the stored screen asked, once `session` is loaded: each heart tapped is left as
 * the traveller left it (saved once, however often it was tapped), then the last link tapped opens.
 */
export async function replayScreenTaps(
  taps: readonly ScreenTap[],
  { session, navigate }: { session: Promise<unknown>; navigate: (path: string) => Promise<void> },
): Promise<void> {
  const { saves, open } = replayOf(taps);
  if (saves.size > 0) {
    // A session that failed to load leaves no user, which replaySaves says.
    await session.catch(() => undefined);
    await replaySaves(saves);
  }
  if (open) await navigate(open);
}
