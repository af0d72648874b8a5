// The user's vibe profiles with the vibes on each.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Vibe, VibeProfile } from '#/domain/types';
import { newestFirst } from '#/domain/vibe-profiles';
import { db } from '../db';

export interface VibeProfileView extends VibeProfile {
  vibes: Vibe[];
}

/** Newest first (domain/vibe-profiles.ts). */
export function useVibeProfiles(userId: string): VibeProfileView[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return [];
    const profiles = newestFirst(await db.vibe_profiles.where('user').equals(userId).toArray());
    const links = await db.vibe_profile_vibes.where('user').equals(userId).toArray();
    const vibes = new Map(
      (await db.vibes.bulkGet([...new Set(links.map((l) => l.vibe))])).filter((v): v is Vibe => !!v).map((v) => [v.id, v]),
    );
    return profiles.map((p) => ({
      ...p,
      vibes: links
        .filter((l) => l.vibe_profile === p.id)
        .map((l) => vibes.get(l.vibe))
        .filter((v): v is Vibe => !!v),
    }));
  }, [userId]);
}
