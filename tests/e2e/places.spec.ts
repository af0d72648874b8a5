// Places: search, the place page, saving, reviewing, collections shared by
// link, a public city profile and badges, online and offline.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminClient, createTraveller, eventually } from './support/server';
import {
  CollectionsPage,
  PlacePage,
  SearchPage,
  goOffline,
  goOnline,
  mainNav,
  savedToast,
  signIn,
  waitForDeviceRows,
  waitForEmptyOutbox,
  waitForFirstSync,
  waitForServiceWorker,
} from './support/pages';

interface SeedPlace {
  name: string;
  name_local: string;
  neighborhood: string;
  categories: string[];
  facets: { kinds: string[] };
}
const seoulPlaces = (JSON.parse(readFileSync('pb_migrations/seed/seoul.json', 'utf8')) as { places: SeedPlace[] }).places;
const byName = new Map(seoulPlaces.map((p) => [p.name, p]));

test('search finds what a traveller means and filters by category', async ({ page }) => {
  const traveller = await createTraveller({ followAllInSeoul: true });
  await signIn(page, traveller);
  // The count is right once the first sync has stored every place of the tastemakers this traveller follows.
  await waitForDeviceRows(page, 'places', seoulPlaces.length);
  const search = new SearchPage(page);
  await search.goto();
  await expect(search.resultsCount).toHaveText(`${seoulPlaces.length} places`);

  const cafes = await search.search('hongdae cafe');
  for (const name of cafes.slice(0, 3)) {
    expect(byName.get(name)!.categories, name).toContain('cafe');
    expect(['Hongdae', 'Yeonnam', 'Mangwon', 'Hapjeong'], name).toContain(byName.get(name)!.neighborhood);
  }
  // What the words mean, not where they appear: Korean BBQ restaurants, not the War Memorial of Korea.
  const bbq = await search.search('korean bbq');
  for (const name of bbq.slice(0, 3)) expect(byName.get(name)!.facets.kinds, name).toContain('korean-bbq');
  // Cafes in Seongsu first; then, under their own heading, places that meet only part of the query.
  const seongsu = await search.search('seongsu cafe');
  expect(byName.get(seongsu[0]!)!.categories).toContain('cafe');
  await expect(page.getByTestId('partial-matches')).toBeVisible();
  const gangnam = await search.search('gangnm');
  expect(gangnam.length).toBeGreaterThan(3);
  const market = byName.get('Gwangjang Market')!;
  expect((await search.search(market.name_local))[0]).toBe('Gwangjang Market');

  await search.searchbox.fill('');
  await search.category('Outdoor').click();
  const outdoor = seoulPlaces.filter((p) => p.categories.includes('outdoor')).length;
  await expect(search.resultsCount).toHaveText(`${outdoor} places`);
  await search.searchbox.fill('zzzzzz qqqqq');
  await expect(search.noResults).toBeVisible();
});

test('a new user without tastemakers is told to subscribe', async ({ page }) => {
  const traveller = await createTraveller({ onboarded: false });
  await signIn(page, traveller);
  const search = new SearchPage(page);
  await search.goto();
  await expect(search.subscribePrompt).toBeVisible();
  await page.getByRole('link', { name: 'Discover Tastemakers' }).click();
  await expect(page).toHaveURL(/\/tastemakers$/);
});

/** Save, review and collect a place; returns its name and the collection's id. */
async function placeJourney(page: Page, placeName: string, collectionName: string, comment: string) {
  const search = new SearchPage(page);
  const place = new PlacePage(page);
  await search.goto();
  await search.open(placeName);
  await expect(place.heading(placeName)).toBeVisible();
  await place.save(placeName);
  await expect(savedToast(page, placeName)).toBeVisible();
  await place.submitReview();
  await expect(page.getByText('Please select a rating').first()).toBeVisible();
  await place.rate(5);
  await place.writeReview(comment);
  await place.submitReview();
  await expect(page.getByText(comment)).toBeVisible();
  await place.addToNewCollection(placeName, collectionName);
  await expect(page.getByText(`Added to ${collectionName}`)).toBeVisible();
  await page.keyboard.press('Escape');
}

test('a traveller saves, reviews and shares a place; others open the collection and profile', async ({ browser, page }) => {
  const traveller = await createTraveller({ name: 'Jisoo Kim', followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  await placeJourney(page, 'Gwangjang Market', 'Market days', `Bindaetteok worth the trip (${traveller.id})`);
  // The review and the follows earn four badges, the first collection Curator: one count on the Profile
  // tab for all five, and no toast (tests/e2e/plain-words.spec.ts follows them to Profile).
  await expect(mainNav(page).getByRole('link', { name: 'Profile, 5 new badges' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: /badge/i })).toHaveCount(0);

  const collections = new CollectionsPage(page);
  await collections.goto();
  await collections.open('Market days');
  await expect(collections.heading('Market days')).toBeVisible();
  await collections.publicSwitch.click();
  const collectionUrl = page.url();
  const admin = await adminClient();
  await eventually(
    async () =>
      (await admin.collection('collections').getFullList({ filter: `user = "${traveller.id}" && is_public = true` })).length === 1,
  );

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const shared = new CollectionsPage(visitor);
  await visitor.goto(collectionUrl);
  await expect(shared.heading('Market days')).toBeVisible();
  await expect(visitor.getByText('by Jisoo Kim')).toBeVisible();
  await expect(shared.placeCards).toHaveCount(1);
  await expect(shared.deleteButton).toHaveCount(0);
  // The visitor's device holds no tastemaker's places: the details come through the shared collection.
  await shared.placeCards.getByRole('link', { name: 'View Details' }).click();
  const sharedPlace = new PlacePage(visitor);
  await expect(sharedPlace.heading('Gwangjang Market')).toBeVisible();
  await expect(sharedPlace.sharedNote).toBeVisible();

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
  await new SearchPage(page).goto();
  await new CollectionsPage(page).goto();
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
  // Once the device has nothing left to send, no second copy can follow: count again.
  await waitForEmptyOutbox(page);
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
  // Recurring events say their days and the next one, never a day gone by; a seasonal one says to check its dates.
  const card = (name: string) => page.getByTestId('event-card').filter({ has: page.getByRole('heading', { name, level: 2 }) });
  const guard = card('Royal Guard Changing Ceremony at Gwanghwamun');
  await expect(guard.getByTestId('event-schedule')).toHaveText('Every day but Tuesday · 10:00 AM');
  await expect(guard.getByText(/^Next: /)).toBeVisible();
  const market = card("Saturday Artists' Free Market");
  await expect(market.getByTestId('event-schedule')).toHaveText('Every Saturday');
  await expect(market.getByText('Seasonal: check the dates before you go')).toBeVisible();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  const days = await page
    .getByTestId('event-card')
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(days.length).toBeGreaterThan(0);
  for (const day of days.filter((d) => d.length === 10)) expect(day >= today, day).toBe(true);
  await page.goto('/timeline');
  await expect(page.getByRole('heading', { name: 'Seoul Timeline', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
});

test.describe('on a phone', () => {
  test("a tap on the place page's save heart saves the place, and the sync status covers no control", async ({ page }) => {
    const traveller = await createTraveller({ followAllInSeoul: true });
    await signIn(page, traveller);
    const admin = await adminClient();
    const market = await admin.collection('places').getFirstListItem('slug = "gwangjang-market"');
    await page.goto(`/place/${market.id}`);
    const place = new PlacePage(page);
    await expect(place.heading('Gwangjang Market')).toBeVisible();
    // The centre of the heart, where a thumb lands: under it was the sync status, which opened its panel instead.
    await page.getByRole('button', { name: 'Save Gwangjang Market' }).tap();
    await expect(savedToast(page, 'Gwangjang Market')).toBeVisible();
    // Saved, not 'to your collection': the heart puts the place in no collection.
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'collection' })).toHaveCount(0);

    // The sync status has a place of its own in the bottom bar, among its tabs, over nothing else.
    const status = (await page.getByTestId('sync-indicator').boundingBox())!;
    const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    expect(status.y).toBeGreaterThanOrEqual(bar.y);
    expect(status.y + status.height).toBeLessThanOrEqual(bar.y + bar.height + 1);
    const tabs = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
    expect(tabs.length).toBeGreaterThanOrEqual(4);
    for (const tab of tabs) expect(status.x + status.width <= tab.left + 1 || status.x >= tab.right - 1).toBe(true);
  });
});
