// The heart of the product: after one online visit the app works with no
// connection, and what a traveller does offline reaches the server later,
// even if they closed the app in between.
import { expect, test } from '@playwright/test';
import { adminClient, createTraveller, eventually } from './support/server';
import { CollectionsPage, ProfilePage, goOffline, goOnline, installedOnSearch, savedToast } from './support/pages';

test('opens offline after one visit and delivers offline writes once back online', async ({ context, page }) => {
  const traveller = await createTraveller();
  const search = await installedOnSearch(page, traveller);
  // Search draws its first 24 cards, then the rest: count once the list is whole, as its count says.
  await expect(search.resultsCount).toHaveText(/^\d+ places$/);
  const placeCount = Number((await search.resultsCount.textContent())!.split(' ')[0]);
  expect(placeCount).toBeGreaterThan(20);
  await expect(search.cards).toHaveCount(placeCount);

  await goOffline(context);
  await page.reload();
  await expect(search.cards).toHaveCount(placeCount);

  const card = search.cards.first();
  const placeName = await search.nameOf(card);
  await search.saveButton(card, placeName).click();
  await expect(savedToast(page, placeName)).toBeVisible();

  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.savedPlaces).toContainText(placeName);
  await expect(profile.pendingWrites).toContainText('1 change waiting to sync');

  const collections = new CollectionsPage(page);
  await collections.goto();
  await collections.openNewCollection();
  await collections.createButton.click();
  await expect(page.getByText('Please enter a collection name')).toBeVisible();
  await collections.fillName('Offline finds');
  await collections.createButton.click();
  await expect(collections.list).toContainText('Offline finds');
  await expect(collections.list).toContainText('pending');

  const admin = await adminClient();
  expect(await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"` })).toHaveLength(0);
  await page.close();

  await goOnline(context);
  const again = await context.newPage();
  await again.goto('/');
  await eventually(async () => {
    const saved = await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"`, expand: 'place' });
    const collections = await admin.collection('collections').getFullList({ filter: `user = "${traveller.id}"` });
    return (
      saved.length === 1 &&
      saved[0]!.expand?.place.name === placeName &&
      collections.length === 1 &&
      collections[0]!.name === 'Offline finds'
    );
  });
  const collectionsAgain = new CollectionsPage(again);
  await collectionsAgain.goto();
  await expect(collectionsAgain.list).not.toContainText('pending');
});

test('keeps the session and the saved places through an offline cold start', async ({ context, page }) => {
  const traveller = await createTraveller({ name: 'Offline Olly' });
  const search = await installedOnSearch(page, traveller);
  const card = search.cards.nth(2);
  const placeName = await search.nameOf(card);
  await search.saveButton(card, placeName).click();
  const admin = await adminClient();
  await eventually(async () => (await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"` })).length === 1);

  await page.close();
  await goOffline(context);
  const cold = await context.newPage();
  const profile = new ProfilePage(cold);
  await profile.goto();
  await expect(profile.heading('Offline Olly')).toBeVisible();
  await expect(profile.savedPlaces).toContainText(placeName);
  await expect(profile.connectionState).toHaveText('Offline');
  await cold.goto('/no-such-page');
  await expect(cold.getByText('Oops! Page not found')).toBeVisible();
});

test('flushes offline writes when Periodic Background Sync wakes the service worker with no page open', async ({ context, page }) => {
  // No one-off Background Sync is registered (as where a browser has only the periodic kind): only 'periodicsync' can send the write.
  await context.addInitScript(() => {
    if ('ServiceWorkerRegistration' in self) Reflect.deleteProperty(ServiceWorkerRegistration.prototype, 'sync');
  });
  const traveller = await createTraveller();
  const search = await installedOnSearch(page, traveller);
  await goOffline(context);
  const card = search.cards.nth(3);
  const placeName = await search.nameOf(card);
  await search.saveButton(card, placeName).click();
  await expect(savedToast(page, placeName)).toBeVisible();
  const origin = new URL(page.url()).origin;

  // Leave the app: only a blank page stays open, then the network comes back.
  const blank = await context.newPage();
  await page.close();
  await goOnline(context);

  // Chromium fires 'periodicsync' for an installed app at its own pace; tests fire it the way DevTools does.
  const cdp = await context.newCDPSession(blank);
  await cdp.send('ServiceWorker.enable');
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin, registrationId, tag: 'tastemap-periodic' });

  const admin = await adminClient();
  await eventually(async () => {
    const saved = await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"`, expand: 'place' });
    return saved.length === 1 && saved[0]!.expand?.place.name === placeName;
  });
  expect(context.pages().map((p) => p.url())).toEqual(['about:blank']);
});
