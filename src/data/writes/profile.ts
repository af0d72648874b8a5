// The fields of their profile a user may change themselves: name, username,
// active city and active vibe profile. Offline through the outbox; on the
// server each field is last-writer-wins by when it was changed.
import type { Profile } from '#/domain/types';
import { commitWrite, enqueue, requireUser, timestamps, type WriteContext } from './outbox';

export type ProfilePatch = Partial<Pick<Profile, 'name' | 'username' | 'active_city' | 'active_vibe_profile'>>;

export async function updateProfile(ctx: WriteContext, patch: ProfilePatch): Promise<void> {
  const user = requireUser(ctx);
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  if (!Object.keys(changes).length) return;
  await commitWrite(ctx, ['profiles'], async () => {
    await ctx.db.profiles.update(user, { ...changes, updated: timestamps(ctx).updated });
    await enqueue(ctx, 'profiles', user, 'update', changes);
  });
}
