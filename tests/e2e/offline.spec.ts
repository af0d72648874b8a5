// The heart of the product: after one online visit the app works with no
// connection, and what a traveller does offline reaches the server later,
// even if they closed the app in between.
import { expect, test } from '@playwright/test';
import { adminClient, createTraveller, eventually } from './support/server';
import { goOffline, goOnline, signIn, waitForFirstSync, waitForServiceWorker } from './support/pages';

test('opens offline after one visit and delivers offline writes once back online', async ({ context, page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  await page.goto('/search');
  await expect(page.getByTestId('place-card').first()).toBeVisible();
  const placeCount = await page.getByTestId('place-card').count();
  expect(placeCount).toBeGreaterThan(20);

  await goOffline(context);
  await page.reload();
  await expect(page.getByTestId('place-card').first()).toBeVisible();
  expect(await page.getByTestId('place-card').count()).toBe(placeCount);

  const card = page.getByTestId('place-card').first();
  const placeName = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: `Save ${placeName}` }).click();
  await expect(page.getByText(`Saved ${placeName} to your collection`)).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByTestId('saved-places')).toContainText(placeName);
  await expect(page.getByTestId('pending-writes')).toContainText('1 change waiting to sync');

  await page.goto('/collections');
  await page.getByRole('button', { name: 'New Collection' }).click();
  await page.getByRole('button', { name: 'Create Collection' }).click();
  await expect(page.getByText('Please enter a collection name')).toBeVisible();
  await page.getByLabel('Name').fill('Offline finds');
  await page.getByRole('button', { name: 'Create Collection' }).click();
  await expect(page.getByTestId('collections')).toContainText('Offline finds');
  await expect(page.getByTestId('collections')).toContainText('pending');

  const admin = await adminClient();
  expect(await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"` })).toHaveLength(0);
  await page.close();

  await goOnline(context);
  const again = await context.newPage();
  await again.goto('/');
  await eventually(async () => {
    const saved = await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"`, expand: 'place' });
    const collections = await admin.collection('collections').getFullList({ filter: `user = "${traveller.id}"` });
    return saved.length === 1 && saved[0]!.expand?.place.name === placeName && collections.length === 1 && collections[0]!.name === 'Offline finds';
  });
  await again.goto('/collections');
  await expect(again.getByTestId('collections')).not.toContainText('pending');
});

test('keeps the session and the saved places through an offline cold start', async ({ context, page }) => {
  const traveller = await createTraveller({ name: 'Offline Olly' });
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  await page.goto('/search');
  const card = page.getByTestId('place-card').nth(2);
  const placeName = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: `Save ${placeName}` }).click();
  const admin = await adminClient();
  await eventually(async () => (await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"` })).length === 1);

  await page.close();
  await goOffline(context);
  const cold = await context.newPage();
  await cold.goto('/profile');
  await expect(cold.getByRole('heading', { name: 'Offline Olly' })).toBeVisible();
  await expect(cold.getByTestId('saved-places')).toContainText(placeName);
  await expect(cold.getByTestId('connection-state')).toHaveText('Offline');
  await cold.goto('/no-such-page');
  await expect(cold.getByText('Oops! Page not found')).toBeVisible();
});
