// Copy that fits the act (issue 29, section 5), on a phone: a save says
// "Saved", not a collection it is not in; badges earned by several actions
// gather into one quiet notice (a count on the Profile tab, said once on
// Profile) instead of a toast after each.
import { expect, test, type Page } from '@playwright/test';
import { adminClient, createTraveller } from './support/server';
import { PlacePage, ProfilePage, mainNav, profileTab, savedToast, signIn, waitForFirstSync } from './support/pages';

/** Keeps the text of every toast the page shows, however briefly. */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __toastsSeen: seen });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toastsSeen: string[] }).__toastsSeen);
}

test('a save says Saved, and badges from several actions gather into one quiet notice', async ({ page }) => {
  await recordToasts(page);
  const traveller = await createTraveller({ followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const admin = await adminClient();
  const market = await admin.collection('places').getFirstListItem('slug = "gwangjang-market"');
  await page.goto(`/place/${market.id}`);
  const place = new PlacePage(page);
  await expect(place.heading('Gwangjang Market')).toBeVisible();

  // The heart keeps the place among the saved places: the toast says so, and names no collection.
  await page.getByRole('button', { name: 'Save Gwangjang Market' }).tap();
  await expect(savedToast(page, 'Gwangjang Market')).toBeVisible();

  // Three actions: the review earns four badges (it, the city, the follows), the collection a fifth.
  const comment = `Bindaetteok at the counter (${traveller.id})`;
  await place.rate(5);
  await place.writeReview(comment);
  await place.submitReview();
  await expect(page.getByText(comment)).toBeVisible();
  await place.addToNewCollection('Gwangjang Market', 'Market days');
  await expect(page.getByText('Added to Market days')).toBeVisible();
  await page.keyboard.press('Escape');

  // One count on the Profile tab, in the bar: it covers nothing.
  await expect(profileTab(page)).toHaveAccessibleName('Profile, 5 new badges', { timeout: 15_000 });
  const count = mainNav(page).getByTestId('tab-news-profile');
  await expect(count).toHaveText('5');
  const bar = (await mainNav(page).boundingBox())!;
  const dot = (await count.boundingBox())!;
  expect(dot.y).toBeGreaterThanOrEqual(bar.y);
  expect(dot.y + dot.height).toBeLessThanOrEqual(bar.y + bar.height);
  const toasts = await toastsSeen(page);
  expect(toasts.some((text) => /^Saved\s*Gwangjang Market$/.test(text.trim()))).toBe(true);
  expect(toasts.filter((text) => /collection/i.test(text) && /^Saved/.test(text))).toEqual([]);

  // Profile says them once, in its flow, and links to them; seen, the count goes.
  await profileTab(page).tap();
  const profile = new ProfilePage(page);
  await expect(profile.newBadgesNotice).toBeVisible();
  await expect(profile.newBadgesNotice).toContainText('5 new badges');
  await expect(profile.newBadgesNotice).toContainText(/You earned the ".+", ".+", ".+" and 2 more badges!/);
  await expect(profileTab(page)).toHaveAccessibleName('Profile');
  await expect(count).toHaveCount(0);
  const seeThem = profile.newBadgesNotice.getByRole('link', { name: 'See your badges' });
  const link = (await seeThem.boundingBox())!;
  expect(link.height).toBeGreaterThanOrEqual(44);
  await seeThem.tap();
  await expect(profile.badgesSection).toBeInViewport();
  await expect(profile.newBadgeMarks).toHaveCount(5);
  await expect(profile.badge('Curator')).toBeVisible();

  // Said once: the next visit has nothing new.
  await page.reload();
  await expect(profile.badgesSection).toBeVisible();
  await expect(profile.newBadgesNotice).toHaveCount(0);
  await expect(profile.newBadgeMarks).toHaveCount(0);
  // And no toast about a badge, at any point.
  expect((await toastsSeen(page)).filter((text) => /badge/i.test(text))).toEqual([]);
});

test('Profile says what its words mean, and its Saved tile opens the saved places', async ({ page }) => {
  const traveller = await createTraveller({ followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const admin = await adminClient();
  const market = await admin.collection('places').getFirstListItem('slug = "gwangjang-market"');
  await page.goto(`/place/${market.id}`);
  await page.getByRole('button', { name: 'Save Gwangjang Market' }).tap();
  await expect(savedToast(page, 'Gwangjang Market')).toBeVisible();

  const profile = new ProfilePage(page);
  await profileTab(page).tap();
  // The spec's labels stay, each with a line saying what it is.
  await expect(profile.uiMode).toHaveText('Default UI');
  await expect(profile.uiModeNote).toHaveText(/^Default UI: the app as travellers use it\./);
  await expect(profile.heading('Vibe Profiles')).toBeVisible();
  await expect(profile.vibeProfilesNote).toContainText('A vibe profile is a set of vibes');

  // The Saved tile is a control a thumb can hit, and it opens the saved list.
  await expect(profile.savedTile).toHaveAccessibleName('Saved places (1)');
  const tile = (await profile.savedTile.boundingBox())!;
  expect(tile.width).toBeGreaterThanOrEqual(44);
  expect(tile.height).toBeGreaterThanOrEqual(44);
  await expect(profile.savedSection).not.toBeInViewport();
  await profile.savedTile.tap();
  await expect(profile.savedSection).toBeInViewport();
  await expect(profile.savedSection).toBeFocused();
  await expect(profile.savedPlaces.getByRole('heading', { name: 'Gwangjang Market' })).toBeInViewport();
});

test('Settings says what Reset profile does, keeps it away from Sign Out, and asks first', async ({ page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const profile = new ProfilePage(page);
  await profile.goto();
  const settings = await profile.openSettings();

  await expect(settings.resetSection).toContainText('Reset profile deletes your cities, subscriptions, saved places');
  await expect(settings.resetSection).toContainText('Your account stays');
  // Not beside Sign Out: a section of its own, with Sign Out in none of it and well below it.
  await expect(settings.resetSection.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  const reset = (await settings.resetButton.boundingBox())!;
  const signOut = (await settings.signOutButton.boundingBox())!;
  expect(signOut.y).toBeGreaterThan(reset.y + reset.height + 16);
  for (const box of [reset, signOut]) expect(box.height).toBeGreaterThanOrEqual(44);

  // A confirmation before anything goes; Cancel keeps everything.
  await settings.resetButton.tap();
  await expect(settings.resetDialog).toBeVisible();
  await expect(settings.resetDialog).toContainText('Your account stays');
  await settings.resetDialog.getByRole('button', { name: 'Cancel' }).tap();
  await expect(settings.resetDialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile$/);

  // The Vibes tab says what vibes are before saying who manages them.
  await settings.tab('Vibes');
  await expect(settings.vibesNote).toContainText('Vibes are the moods places are tagged with');
  await expect(settings.vibesNote).toContainText('Become a tastemaker or admin to manage vibes');
});
