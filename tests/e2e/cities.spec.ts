// A traveller with two cities: a city's own page acts on that city, and the
// pages about their cities and subscriptions are reachable from the UI.
import { expect, test } from '@playwright/test';
import { adminClient, createTraveller } from './support/server';
import { signIn, waitForFirstSync } from './support/pages';

test("a city's page acts on the city on screen: Discover searches New York, though Seoul was active", async ({ page }) => {
  const admin = await adminClient();
  const traveller = await createTraveller();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const nyc = await admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  await admin.collection('profiles').update(traveller.id, { unlocked_cities: [seoul.id, nyc.id], active_city: seoul.id });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  await page.goto('/city/new-york-city');
  await page.getByRole('main').getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'New York City' })).toBeVisible();
  // Chosen on the device, kept on the server: the next start opens New York too.
  await expect.poll(async () => (await admin.collection('profiles').getOne(traveller.id)).active_city, { timeout: 15_000 }).toBe(nyc.id);
});

test('the profile leads to the subscriptions overview and to the public profile of each city', async ({ page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Subscriptions', exact: true }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Your public profile in Seoul' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${traveller.id}/city/seoul$`));
  await page.goto('/city/seoul');
  await expect(page.getByRole('link', { name: 'Your public profile in Seoul' })).toHaveAttribute(
    'href',
    `/user/${traveller.id}/city/seoul`,
  );
});
