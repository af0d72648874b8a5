// Badge announcements: one badge in the spec's words; several earned at once
// (onboarding earns three) in one toast, not a stack over the top of the screen.
import { describe, expect, it } from 'vitest';
import { badgeToast } from '#/components/badge-watcher';

describe('badge announcements', () => {
  it("say one badge in the spec's words", () => {
    expect(badgeToast(['Curator'])).toEqual(['Badge Earned!', { description: 'You earned the "Curator" badge!' }]);
  });

  it('name several badges in one toast', () => {
    expect(badgeToast(['Founding Member', 'Explorer', 'Foodie'])).toEqual([
      'Badges Earned!',
      { description: 'You earned the "Founding Member", "Explorer" and "Foodie" badges!' },
    ]);
  });
});
