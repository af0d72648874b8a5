// Places: search, the place page, saving, reviewing, collections shared by
// link, a public city profile and a badge, online and offline.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminClient, createTraveller, eventually } from './support/server';
import { goOffline, goOnline, signIn, waitForFirstSync, waitForServiceWorker } from './support/pages';

interface SeedPlace { name: string; name_local: string; neighborhood: string; categories: string[] }
const seoulPlaces = (JSON.parse(readFileSync('pb_migrations/seed/seoul.json', 'utf8')) as { places: SeedPlace[] }).places;
const byName = new Map(seoulPlaces.map((p) => [p.name, p]));

async function search(page: Page, query: string) {
  await page.getByRole('searchbox', { name: 'Search places' }).fill(query);
  const names = page.getByTestId('place-card').getByRole('heading', { level: 3 });
  await expect(names.first()).toBeVisible();
  return names.allTextContents();
}

test('search finds what a traveller means and filters by category', async ({ page }) => {
  const traveller = await createTraveller({ followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  await page.goto('/search');
  // The count is right once the first sync has stored every place of the tastemakers this traveller follows.
  await expect(page.getByTestId('results-count')).toHaveText(`${seoulPlaces.length} places`, { timeout: 20_000 });

  const cafes = await search(page, 'hongdae cafe');
  for (const name of cafes.slice(0, 3)) {
    expect(byName.get(name)!.categories, name).toContain('cafe');
    expect(['Hongdae', 'Yeonnam', 'Mangwon', 'Hapjeong'], name).toContain(byName.get(name)!.neighborhood);
  }
  const gangnam = await search(page, 'gangnm');
  expect(gangnam.length).toBeGreaterThan(3);
  const market = byName.get('Gwangjang Market')!;
  expect((await search(page, market.name_local))[0]).toBe('Gwangjang Market');

  await page.getByRole('searchbox', { name: 'Search places' }).fill('');
  await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Outdoor' }).click();
  const outdoor = seoulPlaces.filter((p) => p.categories.includes('outdoor')).length;
  await expect(page.getByTestId('results-count')).toHaveText(`${outdoor} places`);
  await page.getByRole('searchbox', { name: 'Search places' }).fill('zzzzzz qqqqq');
  await expect(page.getByText('No places found. Try adjusting your filters.')).toBeVisible();
});

test('a new user without tastemakers is told to subscribe', async ({ page }) => {
  const traveller = await createTraveller({ onboarded: false });
  await signIn(page, traveller);
  await page.goto('/search');
  await expect(page.getByText('Subscribe to tastemakers to unlock curated places')).toBeVisible();
  await page.getByRole('link', { name: 'Discover Tastemakers' }).click();
  await expect(page).toHaveURL(/\/tastemakers$/);
});

/** Save, review and collect a place; returns its name and the collection's id. */
async function placeJourney(page: Page, placeName: string, collectionName: string, comment: string) {
  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Search places' }).fill(placeName);
  await page.getByTestId('place-card').first().getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: placeName, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Save ${placeName}` }).click();
  await expect(page.getByText(`Saved ${placeName} to your collection`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Please select a rating').first()).toBeVisible();
  await page.getByRole('button', { name: '5 stars' }).click();
  await page.getByLabel('Your review').fill(comment);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText(comment)).toBeVisible();
  await page.getByRole('button', { name: `Add ${placeName} to a collection` }).first().click();
  await page.getByLabel('Collection name').fill(collectionName);
  await page.getByRole('button', { name: 'Create and add' }).click();
  await expect(page.getByText(`Added to ${collectionName}`)).toBeVisible();
  await page.keyboard.press('Escape');
}

test('a traveller saves, reviews and shares a place; others open the collection and profile', async ({ browser, page }) => {
  const traveller = await createTraveller({ name: 'Jisoo Kim', followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  await placeJourney(page, 'Gwangjang Market', 'Market days', `Bindaetteok worth the trip (${traveller.id})`);
  // The review and the follows earn badges too; the first collection earns Curator.
  await expect(page.getByText('You earned the "Curator" badge!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Badge Earned!').first()).toBeVisible();

  await page.goto('/collections');
  await page.getByRole('link', { name: /Market days/ }).click();
  await expect(page.getByRole('heading', { name: 'Market days', level: 1 })).toBeVisible();
  await page.getByRole('switch', { name: 'Public' }).click();
  const collectionUrl = page.url();
  const admin = await adminClient();
  await eventually(async () => (await admin.collection('collections').getFullList({ filter: `user = "${traveller.id}" && is_public = true` })).length === 1);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(collectionUrl);
  await expect(visitor.getByRole('heading', { name: 'Market days', level: 1 })).toBeVisible();
  await expect(visitor.getByText('by Jisoo Kim')).toBeVisible();
  await expect(visitor.getByTestId('place-card')).toHaveCount(1);
  await expect(visitor.getByRole('button', { name: 'Delete collection' })).toHaveCount(0);
  // The visitor's device holds no tastemaker's places: the details come through the shared collection.
  await visitor.getByTestId('place-card').getByRole('link', { name: 'View Details' }).click();
  await expect(visitor.getByRole('heading', { name: 'Gwangjang Market', level: 1 })).toBeVisible();
  await expect(visitor.getByTestId('shared-place-note')).toBeVisible();

  await visitor.goto(new URL(`/user/${traveller.id}/city/seoul`, collectionUrl).href);
  await expect(visitor.getByRole('heading', { name: 'Jisoo Kim', level: 1 })).toBeVisible();
  await expect(visitor.getByTestId('count-bookmarked')).toContainText('1');
  // A visitor follows no tastemaker: the bookmark is counted, not shown (the access policy).
  await expect(visitor.getByTestId('hidden-bookmarks')).toContainText("1 more place from tastemakers you don't follow");
  await expect(visitor.getByText('Gwangjang Market')).toHaveCount(0);
  await visitor.goto(new URL(`/user/${traveller.id}/city/new-york-city`, collectionUrl).href);
  await expect(visitor.getByText('This user has not unlocked this city yet')).toBeVisible();
  await expect(visitor).toHaveURL(/\/$/);
  await visitorContext.close();

  const reviews = await admin.collection('reviews').getFullList({ filter: `user = "${traveller.id}"` });
  expect(reviews).toHaveLength(1);
  expect(reviews[0]).toMatchObject({ rating: 5, author_name: 'Jisoo Kim' });
});

test('the same journey offline reaches the server once each when back online', async ({ context, page }) => {
  const traveller = await createTraveller({ name: 'Offline Ola', followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  await page.goto('/search');
  await page.goto('/collections');
  await goOffline(context);
  await placeJourney(page, 'Gwangjang Market', 'Offline market', `Written on a plane (${traveller.id})`);
  await expect(page.getByText('Pending sync')).toBeVisible();
  const admin = await adminClient();
  expect(await admin.collection('reviews').getFullList({ filter: `user = "${traveller.id}"` })).toHaveLength(0);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await eventually(async () => {
    const [saved, reviews, collections, members] = await Promise.all([
      admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"` }),
      admin.collection('reviews').getFullList({ filter: `user = "${traveller.id}"` }),
      admin.collection('collections').getFullList({ filter: `user = "${traveller.id}"` }),
      admin.collection('collection_places').getFullList({ filter: `user = "${traveller.id}"` }),
    ]);
    return saved.length === 1 && reviews.length === 1 && collections.length === 1 && members.length === 1;
  });
  await page.waitForTimeout(1500);
  for (const name of ['saved_places', 'reviews', 'collections', 'collection_places']) {
    expect(await admin.collection(name).getFullList({ filter: `user = "${traveller.id}"` }), name).toHaveLength(1);
  }
});

test('events and the timeline show the active city', async ({ page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Events in Seoul', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.goto('/timeline');
  await expect(page.getByRole('heading', { name: 'Seoul Timeline', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
});
