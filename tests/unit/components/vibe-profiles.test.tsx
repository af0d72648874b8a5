// @vitest-environment jsdom
// Deleting vibe profiles (spec §6): deleting the active one hands 'active'
// to the first remaining one as listed (newest first), and the toast says
// which; deleting another one just says it is deleted.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { VibeProfiles } from '#/components/profile/vibe-profiles';
import { db } from '#/data/db';
import type { VibeProfileView } from '#/data/queries/vibe-profiles';
import type { Profile } from '#/domain/types';
import { renderScreen, resetDevice, setOnline, signInAs } from './support';

const userId = 'user00000000001';
const made = (id: string, name: string, created: string): VibeProfileView => ({
  id,
  user: userId,
  name,
  created,
  updated: created,
  vibes: [],
});
// As the list shows them: newest first.
const profiles = [
  made('vprof0000000003', 'Date night', '2026-11-03 10:00:00.000Z'),
  made('vprof0000000002', 'Rainy day', '2026-11-02 10:00:00.000Z'),
  made('vprof0000000001', 'Weekend', '2026-11-01 10:00:00.000Z'),
];

beforeEach(async () => {
  await resetDevice();
  signInAs(userId);
  setOnline(false);
  await db.vibe_profiles.bulkPut(profiles.map(({ vibes: _vibes, ...p }) => p));
  await db.profiles.put({ id: userId, user: userId, active_vibe_profile: profiles[0]!.id } as unknown as Profile);
});
afterEach(resetDevice);

describe('deleting vibe profiles', () => {
  it("says 'Vibe Profile Removed' and which profile is active now when the active one goes", async () => {
    const user = userEvent.setup();
    renderScreen(<VibeProfiles profiles={profiles} activeId={profiles[0]!.id} />);
    await user.click(screen.getByRole('button', { name: 'Delete Date night' }));
    await screen.findByText('Vibe Profile Removed');
    expect(screen.getByText('Rainy day is now your active profile')).toBeInTheDocument();
    await waitFor(async () => expect((await db.profiles.get(userId))?.active_vibe_profile).toBe(profiles[1]!.id));
  });

  it("says 'Vibe Profile Deleted' for a profile that was not active", async () => {
    const user = userEvent.setup();
    renderScreen(<VibeProfiles profiles={profiles} activeId={profiles[0]!.id} />);
    await user.click(screen.getByRole('button', { name: 'Delete Weekend' }));
    await screen.findByText('Vibe Profile Deleted');
    expect(screen.queryByText('Vibe Profile Removed')).not.toBeInTheDocument();
  });
});
