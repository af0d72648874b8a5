// @vitest-environment jsdom
// Badges earned by several actions gather into one quiet notice (issue 29,
// section 5): no toast at all, one count on the Profile tab, one announcement
// for screen readers per burst, and Profile saying them once; badges a device
// finds already held on its first sync are old news.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { BadgeWatcher } from '#/components/badge-watcher';
import { BottomNav } from '#/components/bottom-nav';
import { NewBadgesNotice, useBadgesShownOnce } from '#/components/profile/new-badges-notice';
import { db } from '#/data/db';
import { readMeta } from '#/data/db/meta';
import { useNewBadges } from '#/data/queries/badges';
import type { Badge, Profile } from '#/domain/types';
import { renderScreen, resetDevice, signInAs } from './support';

const userId = 'user00000000001';
const stamp = (minute: number) => `2026-11-01 10:${String(minute).padStart(2, '0')}:00.000Z`;
const badge = (id: string, name: string): Badge => ({
  id,
  name,
  description: '',
  icon: 'award',
  criteria_type: 'review_create',
  criteria_count: 1,
  created: stamp(0),
  updated: stamp(0),
});
const catalog = [
  badge('badge0000000001', 'Founding Member'),
  badge('badge0000000002', 'First Review'),
  badge('badge0000000003', 'Curator'),
  badge('badge0000000004', 'Inner Circle'),
];
let earnedCount = 0;
/** The server awards a badge and the sync stores it, as after a review or a new collection. */
async function earn(badgeId: string) {
  earnedCount += 1;
  const at = stamp(earnedCount);
  await db.user_badges.put({
    id: `ubadg${String(earnedCount).padStart(10, '0')}`,
    user: userId,
    badge: badgeId,
    earned_at: at,
    created: at,
    updated: at,
  });
}
const profileTab = () => screen.getByRole('link', { name: /^Profile/ });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Profile's part: the notice, fed as the screen feeds it. */
function ProfileNotice() {
  const fresh = useNewBadges(userId);
  const shown = useBadgesShownOnce(userId, fresh ?? []);
  return fresh ? <NewBadgesNotice badges={shown} /> : null;
}

beforeEach(async () => {
  await resetDevice();
  earnedCount = 0;
  signInAs(userId);
  await db.badges.bulkPut(catalog);
});
afterEach(resetDevice);

describe('the badge notice', () => {
  it('gathers badges from several actions into one count and one announcement, with no toast', async () => {
    // The first sync: the profile, and a badge held already (old news on this device).
    await earn('badge0000000001');
    await db.profiles.put({ id: userId, user: userId } as unknown as Profile);
    const announcements: string[] = [];
    renderScreen(
      <>
        <BadgeWatcher gatherMs={1500} />
        <BottomNav />
      </>,
    );
    await waitFor(async () => expect(await readMeta(db, `seenBadges:${userId}`)).toEqual(['badge0000000001']));
    const status = screen.getByTestId('badge-announcement');
    new MutationObserver(() => announcements.push(status.textContent ?? '')).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    expect(profileTab()).toHaveAccessibleName('Profile');

    // A review earns one, a collection another, then a follow: three actions in a row.
    // A burst: each arrives well inside the wait the one before started (the window is wide for a loaded machine).
    await earn('badge0000000002');
    await sleep(20);
    await earn('badge0000000003');
    await sleep(20);
    await earn('badge0000000004');

    await waitFor(() => expect(profileTab()).toHaveAccessibleName('Profile, 3 new badges'));
    expect(screen.getByTestId('tab-news-profile')).toHaveTextContent('3');
    await waitFor(() => expect(announcements).toHaveLength(1), { timeout: 5000 });
    expect(announcements[0]).toBe(
      '3 new badges You earned the "Inner Circle", "Curator" and "First Review" badges! See them on your Profile.',
    );
    await sleep(1800);
    expect(announcements).toHaveLength(1);
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
  }, 15_000);

  it('says them once on Profile, where they stay for the visit, and the count goes', async () => {
    await db.profiles.put({ id: userId, user: userId } as unknown as Profile);
    renderScreen(
      <>
        <BadgeWatcher gatherMs={150} />
        <BottomNav />
      </>,
    );
    await waitFor(async () => expect(await readMeta(db, `seenBadges:${userId}`)).toEqual([]));
    await earn('badge0000000002');
    await earn('badge0000000003');
    await waitFor(() => expect(profileTab()).toHaveAccessibleName('Profile, 2 new badges'));

    const profile = renderScreen(<ProfileNotice />, '/profile');
    const notice = await screen.findByTestId('new-badges');
    expect(notice).toHaveTextContent('2 new badges');
    expect(notice).toHaveTextContent('You earned the "Curator" and "First Review" badges!');
    expect(screen.getByRole('link', { name: 'See your badges' })).toHaveAttribute('href', '#badges');
    // Seen: the tab's count goes, the notice stays while the traveller is on Profile.
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Profile/ })[0]).toHaveAccessibleName('Profile'));
    await sleep(50);
    expect(screen.getByTestId('new-badges')).toBeInTheDocument();
    expect((await readMeta(db, `seenBadges:${userId}`))?.sort()).toEqual(['badge0000000002', 'badge0000000003']);

    // The next visit has nothing new to say.
    profile.unmount();
    renderScreen(<ProfileNotice />, '/profile');
    await sleep(50);
    expect(screen.queryByTestId('new-badges')).toBeNull();
  });

  it("says one badge in the spec's words", async () => {
    await db.profiles.put({ id: userId, user: userId } as unknown as Profile);
    renderScreen(<BadgeWatcher gatherMs={50} />);
    await waitFor(async () => expect(await readMeta(db, `seenBadges:${userId}`)).toEqual([]));
    await earn('badge0000000003');
    await waitFor(() =>
      expect(screen.getByTestId('badge-announcement')).toHaveTextContent('Badge Earned! You earned the "Curator" badge!'),
    );
    renderScreen(<ProfileNotice />, '/profile');
    const notice = await screen.findByTestId('new-badges');
    expect(notice).toHaveTextContent('Badge Earned!');
    expect(notice).toHaveTextContent('You earned the "Curator" badge!');
  });

  it('treats badges a device finds already held at its first sync as old news', async () => {
    await earn('badge0000000001');
    await earn('badge0000000002');
    renderScreen(
      <>
        <BadgeWatcher gatherMs={50} />
        <BottomNav />
      </>,
    );
    // The profile arrives after the badges, as in a first sync.
    await db.profiles.put({ id: userId, user: userId } as unknown as Profile);
    await waitFor(async () => expect((await readMeta(db, `seenBadges:${userId}`))?.sort()).toEqual(['badge0000000001', 'badge0000000002']));
    await sleep(150);
    expect(profileTab()).toHaveAccessibleName('Profile');
    expect(screen.queryByTestId('tab-news-profile')).toBeNull();
    expect(screen.getByTestId('badge-announcement')).toHaveTextContent('');
  });
});
