// The account is the traveller's (issue 29 §4), on a phone: Settings
// downloads their data as one file, and deletes the account in one clear
// step; the device is cleared and shows the landing page, another device of
// the account is signed out at its next call, and signing in again fails.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminClient, baseURL, createTraveller } from './support/server';
import { AuthPage, ProfilePage, deviceCount, goOffline, signIn, waitForDeviceRows, waitForFirstSync } from './support/pages';

/** One of Seoul's local guide's picks, which every traveller who onboarded with Seoul may read. */
async function guidePick() {
  const admin = await adminClient();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const pick = await admin
    .collection('tastemaker_places')
    .getFirstListItem(`tastemaker = "${seoul.featured_tastemaker}"`, { expand: 'place' });
  return { seoul, place: pick.expand!.place as { id: string; name: string } };
}

/** Whether the device still keeps screens to show at the next start (src/data/cache/screens.ts). */
const keepsScreens = (page: Page) => page.evaluate(() => caches.has('tastemap-screens'));

test('downloads my data as one file and deletes the account in one step: landing, every device signed out, no signing in', async ({
  page,
  browser,
}) => {
  const traveller = await createTraveller({ name: 'Dana Leaving' });
  const admin = await adminClient();
  const { seoul, place } = await guidePick();
  await admin.collection('saved_places').create({ user: traveller.id, place: place.id });
  await admin
    .collection('reviews')
    .create({ user: traveller.id, place: place.id, city: seoul.id, rating: 5, comment: 'Worth the queue', author_name: 'Dana' });

  // A second device of the same account, signed in and synced.
  const otherContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const other = await otherContext.newPage();
  await signIn(other, traveller);
  await waitForFirstSync(other, traveller.id);
  await waitForDeviceRows(other, 'saved_places', 1);

  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  await waitForDeviceRows(page, 'saved_places', 1);
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.savedPlaces).toContainText(place.name);
  // The profile screen, once settled, is kept for the next start.
  await expect.poll(() => keepsScreens(page), { timeout: 10_000 }).toBe(true);

  // Download my data: one JSON file of the account.
  const settings = await profile.openSettings();
  const download = await settings.downloadMyData();
  expect(download.suggestedFilename()).toMatch(/^tastemap-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(file.account).toMatchObject({ id: traveller.id, email: traveller.email, name: 'Dana Leaving' });
  expect(file.profile).toMatchObject({ id: traveller.id, unlocked_cities_name: ['Seoul'] });
  expect(file.saved_places).toEqual([expect.objectContaining({ place: place.id, place_name: place.name })]);
  expect(file.reviews).toEqual([expect.objectContaining({ rating: 5, comment: 'Worth the queue', place_name: place.name })]);
  expect(file.subscriptions).toEqual([expect.objectContaining({ tastemaker: seoul.featured_tastemaker })]);
  expect(Array.isArray(file.collections) && Array.isArray(file.payments)).toBe(true);
  await expect(page.getByText('Your data is downloaded')).toBeVisible();

  // Delete account: one dialog says what goes; its one destructive button deletes it.
  const dialog = await settings.openDeleteAccount();
  await expect(dialog).toContainText('saved places, collections, reviews, vibe profiles');
  await expect(dialog).toContainText("This can't be undone.");
  await dialog.getByRole('button', { name: 'Delete account' }).click();

  // The landing page, with a word on what happened.
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  // The other device hears of it at its next call (the server's nudge makes one at once): it clears itself and
  // shows the landing page too.
  await expect(other.getByText('Your account was deleted')).toBeVisible({ timeout: 20_000 });
  await expect(other).toHaveURL(`${baseURL}/`);
  for (const device of [page, other]) {
    await expect(device.getByTestId('rotating-city')).toBeVisible();
    // Nothing of the account on the device: its rows, its writes, its session, its stored screens.
    for (const table of ['profiles', 'saved_places', 'entitlements', 'outbox', 'session']) {
      await expect.poll(() => deviceCount(device, table), { message: table }).toBe(0);
    }
    expect(await keepsScreens(device)).toBe(false);
  }
  await otherContext.close();
  // Nor on the server.
  await expect(admin.collection('users').getOne(traveller.id)).rejects.toMatchObject({ status: 404 });
  expect(await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"` })).toHaveLength(0);

  // Signing in again fails.
  const auth = new AuthPage(page);
  await auth.goto();
  await auth.submitSignIn(traveller.email, traveller.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('says offline that downloading my data and deleting the account need a connection, and changes nothing', async ({ context, page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const profile = new ProfilePage(page);
  await profile.goto();
  const settings = await profile.openSettings();
  await goOffline(context);
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByText("Downloading your data needs a connection. Try again when you're back online.")).toBeVisible();
  const dialog = await settings.openDeleteAccount();
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText("Deleting your account needs a connection. Try again when you're back online.")).toBeVisible();
  await expect(dialog).toBeVisible();
  expect((await (await adminClient()).collection('users').getOne(traveller.id)).id).toBe(traveller.id);
  expect(await deviceCount(page, 'profiles')).toBe(1);
});

test('tells an admin why they cannot delete their account, with nothing to press', async ({ page }) => {
  const traveller = await createTraveller({ roles: ['admin'] });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const profile = new ProfilePage(page);
  await profile.goto();
  const settings = await profile.openSettings();
  const dialog = await settings.openDeleteAccount();
  await expect(dialog).toContainText("Admins can't delete their own account. Ask another admin to remove your admin role first.");
  await expect(dialog.getByRole('button', { name: 'Delete account' })).toHaveCount(0);
});
