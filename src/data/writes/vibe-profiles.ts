// Vibe profiles (named sets of vibes) and the vibes on them. Offline through
// the outbox. Creating a profile makes it active; deleting the active one
// makes the first remaining one active, or none (spec §4). Vibes on a profile
// merge as a set across devices.
import { membershipId } from '#/domain/ids';
import { checkName, VIBE_PROFILE_NAME } from '#/domain/names';
import type { VibeProfile, VibeProfileVibe } from '#/domain/types';
import { commitWrite, dropChildren, enqueue, requireUser, timestamps, type WriteContext } from './outbox';
import { newId } from './new-id';
import { nextActiveVibeProfile } from '#/domain/vibe-profiles';

async function setActive(ctx: WriteContext, user: string, profileId: string) {
  await ctx.db.profiles.update(user, { active_vibe_profile: profileId, updated: timestamps(ctx).updated });
  await enqueue(ctx, 'profiles', user, 'update', { active_vibe_profile: profileId });
}

export async function createVibeProfile(ctx: WriteContext, name: string): Promise<VibeProfile> {
  const user = requireUser(ctx);
  const checked = checkName(name, VIBE_PROFILE_NAME);
  if (!checked.ok) throw new Error(checked.message);
  const trimmed = checked.name;
  const row: VibeProfile = { id: newId(), user, name: trimmed, ...timestamps(ctx) };
  return commitWrite(ctx, ['vibe_profiles', 'profiles'], async () => {
    await ctx.db.vibe_profiles.put(row);
    await enqueue(ctx, 'vibe_profiles', row.id, 'create', { user, name: trimmed });
    await setActive(ctx, user, row.id);
    return row;
  });
}

export async function switchVibeProfile(ctx: WriteContext, profileId: string): Promise<void> {
  const user = requireUser(ctx);
  await commitWrite(ctx, ['profiles'], () => setActive(ctx, user, profileId));
}

export async function deleteVibeProfile(ctx: WriteContext, profileId: string): Promise<void> {
  const user = requireUser(ctx);
  await commitWrite(ctx, ['vibe_profiles', 'vibe_profile_vibes', 'profiles'], async () => {
    await dropChildren(ctx, 'vibe_profile_vibes', 'vibe_profile', profileId);
    await ctx.db.vibe_profiles.delete(profileId);
    await enqueue(ctx, 'vibe_profiles', profileId, 'delete');
    const profile = await ctx.db.profiles.get(user);
    if (profile?.active_vibe_profile === profileId) {
      await setActive(ctx, user, nextActiveVibeProfile(await ctx.db.vibe_profiles.where('user').equals(user).toArray()));
    }
  });
}

export function profileVibeId(profileId: string, vibeId: string) {
  return membershipId('vibe_profile_vibes', { vibe_profile: profileId, vibe: vibeId });
}

/** Adds the vibe to the profile or removes it; true when it is now on the profile. */
export async function toggleProfileVibe(ctx: WriteContext, profileId: string, vibeId: string): Promise<boolean> {
  const user = requireUser(ctx);
  const id = profileVibeId(profileId, vibeId);
  return commitWrite(ctx, ['vibe_profile_vibes'], async () => {
    if (await ctx.db.vibe_profile_vibes.get(id)) {
      await ctx.db.vibe_profile_vibes.delete(id);
      await enqueue(ctx, 'vibe_profile_vibes', id, 'delete');
      return false;
    }
    const row: VibeProfileVibe = { id, vibe_profile: profileId, vibe: vibeId, user, ...timestamps(ctx) };
    await ctx.db.vibe_profile_vibes.put(row);
    await enqueue(ctx, 'vibe_profile_vibes', id, 'create', { vibe_profile: profileId, vibe: vibeId, user });
    return true;
  });
}
