// The map of places: search's list/map switch and /map, tiles from the city's
// archive (built from the seed by the test server), pins that follow the query
// and the filters, a pin's card, "search this area", a tastemaker's picks on a
// map, and pins over a plain background when the tiles are missing.
// (Offline, after 'Make available offline': map-offline.spec.ts.)
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { namedFlavor } from '@protomaps/basemaps';
import { expect, test, type Page } from '@playwright/test';
import { adminClient, createTraveller } from './support/server';
import { CollectionsPage, mainNav, PlacePage, ProfilePage, savedToast, SearchPage, signIn, waitForDeviceRows } from './support/pages';
import { PlaceMapView, placesViewButton } from './support/map';

interface SeedPlace {
  name: string;
  categories: string[];
  tastemakers: string[];
}
const seoulPlaces = (JSON.parse(readFileSync('pb_migrations/seed/seoul.json', 'utf8')) as { places: SeedPlace[] }).places;
const inCategory = (key: string) => seoulPlaces.filter((p) => p.categories.includes(key)).length;
// The app's default theme is dark: its basemap draws the city's land in this colour.
const LAND = namedFlavor('dark').earth;

// Headless Chromium draws the map with software WebGL (SwiftShader): on CI's two
// cores, shared by two browsers, a test here took 34 s of the default 60.
test.slow();

/** A traveller following every Seoul tastemaker, signed in, with every Seoul place on the device. */
async function travellerWithSeoul(page: Page) {
  const traveller = await createTraveller({ followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForDeviceRows(page, 'places', seoulPlaces.length);
  return traveller;
}

/** The number in "12 places" / "12 places in this area". */
async function resultsCount(search: SearchPage): Promise<number> {
  return Number(/\d+/.exec((await search.resultsCount.textContent()) ?? '')?.[0]);
}

test('search shows its places on a map of tiles, and a pin opens its card', async ({ page }) => {
  await travellerWithSeoul(page);
  const search = new SearchPage(page);
  await search.goto();
  await expect(search.resultsCount).toHaveText(`${seoulPlaces.length} places`);
  await placesViewButton(page, 'Map').click();
  await expect(page).toHaveURL(/[?&]view=map/);

  const map = new PlaceMapView(page);
  await map.expectTiles();
  await map.expectPins(seoulPlaces.length);
  // The basemap drew: the city's land fills much of the map, and the map is more than one flat colour.
  await map.expectLand(LAND);
  expect((await map.pixels(LAND)).colours).toBeGreaterThan(8);
  await expect(map.notice).toBeHidden();

  // Outdoor places lie apart (parks, hills, rivers): some pins stand alone rather than in clusters.
  await search.category('Outdoor').click();
  await map.expectPins(inCategory('outdoor'));
  const pin = await map.openAPinsCard();
  await expect(map.card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/place/${pin.id}`);
  // Seoul's directions open Naver Map.
  await expect(map.card.getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', /^https:\/\/map\.naver\.com\//);
  await expect(map.container).toHaveAttribute('data-selected', pin.id);

  // Phones first: the card sits above the bottom navigation, and its controls take taps.
  const card = (await map.card.boundingBox())!;
  const nav = (await mainNav(page).boundingBox())!;
  expect(card.y + card.height).toBeLessThanOrEqual(nav.y);
  await map.card.getByRole('button', { name: /^Close / }).click();
  await expect(map.card).toBeHidden();
  await map.openAPinsCard();
  await map.card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/place\/\w+$/);
});

test('a place that changes while the map is open changes on its card, and the map stays as it was', async ({ page }) => {
  await travellerWithSeoul(page);
  await page.goto('/map');
  const map = new PlaceMapView(page);
  await map.expectTiles();
  await map.expectLand(LAND);
  const pin = await map.openAPinsCard();
  // The map the traveller is looking at: a map made again would draw a new canvas, blank until its tiles drew.
  const canvas = await map.container.locator('canvas').elementHandle();

  const admin = await adminClient();
  const place = await admin.collection('places').getOne(pin.id);
  const rating = Math.round((place.rating >= 4.9 ? place.rating - 0.1 : place.rating + 0.1) * 10) / 10;
  try {
    await admin.collection('places').update(place.id, { rating });
    // The change reached the device through sync and the screen through the places the map shows.
    await expect(map.card).toContainText(rating.toFixed(1), { timeout: 30_000 });
    expect(await canvas.evaluate((element) => element.isConnected), 'the same map').toBe(true);
    await expect(map.container).toHaveAttribute('data-selected', pin.id);
    await map.expectLand(LAND);
  } finally {
    await admin.collection('places').update(place.id, { rating: place.rating });
  }
});

test('the query and the filters choose the pins, and "search this area" keeps those in view', async ({ page }) => {
  await travellerWithSeoul(page);
  await page.goto('/map');
  const search = new SearchPage(page);
  const map = new PlaceMapView(page);
  await expect(placesViewButton(page, 'Map')).toHaveAttribute('aria-pressed', 'true');
  await map.expectPins(seoulPlaces.length);

  await search.category('Cafes').click();
  await expect(search.resultsCount).toHaveText(`${inCategory('cafe')} places`);
  await map.expectPins(inCategory('cafe'));

  await search.searchbox.fill('seongsu');
  await expect.poll(() => resultsCount(search)).toBeLessThan(inCategory('cafe'));
  await map.expectPins(await resultsCount(search));
  await search.searchbox.fill('');
  await map.expectPins(inCategory('cafe'));

  // Closer in, fewer places are in view: searching this area keeps only those, in the list and on the map.
  await expect(map.searchThisArea).toBeHidden();
  await map.zoomIn.click();
  await map.zoomIn.click();
  // Tapped while the zoom still animates, the area searched would be one the map then leaves.
  await map.expectSettled();
  // It appears only once the map moves, where the phone rules' walk never looks: a thumb's size too.
  expect((await map.searchThisArea.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await map.searchThisArea.click();
  await expect(search.resultsCount).toContainText('in this area');
  const inArea = await resultsCount(search);
  expect(inArea).toBeLessThan(inCategory('cafe'));
  expect(inArea).toBeGreaterThan(0);
  await map.expectPins(inArea);
  await page.getByRole('button', { name: 'Show places in all of Seoul' }).click();
  await expect(search.resultsCount).toHaveText(`${inCategory('cafe')} places`);
  await map.expectPins(inCategory('cafe'));
});

test('the list and the map switch on search, on /map and on a tastemaker’s picks', async ({ page }) => {
  await travellerWithSeoul(page);
  const search = new SearchPage(page);
  const map = new PlaceMapView(page);
  await search.goto();
  await expect(search.cards.first()).toBeVisible();
  await placesViewButton(page, 'Map').click();
  await expect(map.container).toBeVisible();
  await expect(search.cards).toHaveCount(0);
  await placesViewButton(page, 'List').click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(search.cards.first()).toBeVisible();
  await expect(map.container).toHaveCount(0);

  await page.goto('/map');
  await expect(map.container).toBeVisible();
  await placesViewButton(page, 'List').click();
  await expect(search.cards.first()).toBeVisible();

  const picks = seoulPlaces.filter((p) => p.tastemakers.includes('chef-dohyun-kang')).length;
  await page.goto('/tastemaker/chef-dohyun-kang');
  await expect(page.getByTestId('curated-count')).toHaveText(`${picks} places`);
  await placesViewButton(page, 'Map').click();
  await map.expectPins(picks);
});

test('saved places and a collection show their places on a map', async ({ page }) => {
  await travellerWithSeoul(page);
  const search = new SearchPage(page);
  const map = new PlaceMapView(page);
  await search.goto();
  const place = await search.nameOf(search.cards.first());
  await search.cards
    .first()
    .getByRole('button', { name: `Save ${place}` })
    .click();
  // Local writes: a sync page being stored holds neither the outbox nor these rows for long (src/data/sync/pull.ts).
  await expect(savedToast(page, place)).toBeVisible();
  const trip = `Map trip ${Date.now().toString(36)}`;
  await new PlacePage(page).addToNewCollection(place, trip);
  await expect(page.getByText(`Added to ${trip}`)).toBeVisible();
  await page.keyboard.press('Escape');
  const collections = new CollectionsPage(page);
  await collections.goto();
  await collections.open(trip);
  await expect(collections.placeCards).toHaveCount(1);
  await placesViewButton(page, 'Map').click();
  await map.expectPins(1);
  await map.openAPinsCard();
  await expect(map.card.getByRole('heading', { name: place })).toBeVisible();

  // Profile's saved places: the same switch, the same map.
  const profile = new ProfilePage(page);
  await page.goto('/profile');
  await expect(profile.savedPlaces.getByTestId('place-card')).toHaveCount(1);
  await placesViewButton(page, 'Map').click();
  await expect(page).toHaveURL(/\/profile\?view=map/);
  await map.expectPins(1);
  await expect(profile.savedPlaces).toHaveCount(0);
  await placesViewButton(page, 'List').click();
  await expect(profile.savedPlaces.getByTestId('place-card')).toHaveCount(1);
});

test('the map screen meets WCAG A and AA with a card open, in the dark and the light theme', async ({ page }) => {
  await travellerWithSeoul(page);
  const map = new PlaceMapView(page);
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => localStorage.setItem('tastemap.theme', value), theme);
    await page.goto('/map');
    await map.expectTiles();
    // The basemap follows the theme: this theme's land colour fills the map.
    await map.expectLand(namedFlavor(theme).earth);
    await map.openAPinsCard();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const found = violations.flatMap((v) => v.nodes.map((node) => `${v.id} ${String(node.target)}: ${node.failureSummary ?? v.help}`));
    expect(found, `axe on /map (${theme})`).toEqual([]);
  }
});

test.describe('over the fallback map', () => {
  // The maps' answer is changed below; the service worker must not answer for the page.
  test.use({ serviceWorkers: 'block' });

  test('Home opens the map in one tap, and the map says street detail is still to come', async ({ page }) => {
    await travellerWithSeoul(page);
    // The server says streets: false of the fallback it serves until it has fetched the real map.
    await page.route('**/api/app/maps', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { cities: Record<string, { streets?: boolean }> };
      for (const city of Object.values(config.cities)) city.streets = false;
      await route.fulfill({ response, json: config });
    });
    await page.goto('/');
    const entry = page.getByRole('link', { name: /^Map of Seoul/ });
    await expect(entry).toBeInViewport();
    expect((await entry.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await entry.click();

    await expect(page).toHaveURL(/\/map$/);
    const map = new PlaceMapView(page);
    await map.expectTiles();
    await map.expectPins(seoulPlaces.length);
    await expect(map.streetsNote).toHaveText("Street detail arrives when the server has fetched this city's map.");
    await expect(map.notice).toBeHidden();
    // A calm plain map: the city's land, with names and pins over it.
    await map.expectLand(LAND);
    expect((await map.pixels(LAND)).colours).toBeGreaterThan(8);
    await map.openAPinsCard();
  });
});

test.describe('without tiles', () => {
  // The archive is refused below; the service worker must not answer for the page.
  test.use({ serviceWorkers: 'block' });

  test('the pins show over a plain background with a notice, never an error', async ({ page }) => {
    await travellerWithSeoul(page);
    await page.route('**/maps/*.pmtiles', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/map');
    const map = new PlaceMapView(page);
    await expect(map.notice).toHaveText("Map tiles aren't available; showing places only.");
    await map.expectPins(seoulPlaces.length);
    await expect(map.container).not.toHaveAttribute('data-tiles-loaded', 'true');
    const drawn = await map.pixels(LAND);
    expect(drawn.share).toBeLessThan(0.01);
    await map.openAPinsCard();
  });
});
