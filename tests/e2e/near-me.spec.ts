// Near me: with the position shared, search lists places nearest first and
// every card says how far it is on foot; the place page says it too; the map
// moves to the traveller and marks them with a dot of their own. With
// location refused, the list still renders, sorted from the city centre, and
// says so.
import { expect, test, type Page } from '@playwright/test';
import { createTraveller } from './support/server';
import { SearchPage, signIn, waitForFirstSync } from './support/pages';
import { PlaceMapView, placesViewButton } from './support/map';
import { distanceMeters } from '../../src/domain/geo';

/** By Seongsu's cafés, near Seoul Forest. */
const IN_SEONGSU = { latitude: 37.5446, longitude: 127.0557 };

/** "850 m, 11 min walk", "1.4 km, 18 min walk", "12 km" as metres (to the precision shown). */
function metresOf(text: string): number {
  const found = /([\d.]+)\s*(m|km)\b/.exec(text);
  if (!found) throw new Error(`no distance in "${text}"`);
  return Number(found[1]) * (found[2] === 'km' ? 1000 : 1);
}

class NearMe {
  constructor(readonly page: Page) {}
  get toggle() {
    return this.page.getByRole('button', { name: 'Near me' });
  }
  get note() {
    return this.page.getByTestId('near-me-note');
  }
  /** Cards of places that meet every part of the query (partial matches follow, ranked by what they lack first). */
  get fullMatches() {
    return this.page.locator(':not([data-partial]) > [data-testid="place-card"]');
  }
  /** The distances the cards show, top to bottom, once every card shows one. */
  async distances(search: SearchPage, cards = search.cards): Promise<number[]> {
    await expect(cards.first().getByTestId('place-distance')).toBeVisible();
    const count = await cards.count();
    await expect(cards.getByTestId('place-distance')).toHaveCount(count);
    return (await cards.getByTestId('place-distance').allTextContents()).map(metresOf);
  }
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || v >= values[i - 1]!);

async function openSearch(page: Page) {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const search = new SearchPage(page);
  await search.goto();
  await expect(search.cards.first()).toBeVisible();
  return search;
}

test.describe('with the position shared', () => {
  test.use({ geolocation: IN_SEONGSU, permissions: ['geolocation'] });

  test('Near me sorts places by distance and shows it on cards and the place page', async ({ page }) => {
    const search = await openSearch(page);
    const nearMe = new NearMe(page);
    // Off: no distances.
    await expect(search.cards.getByTestId('place-distance')).toHaveCount(0);

    await nearMe.toggle.click();
    await expect(nearMe.toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(nearMe.note).toHaveText('Nearest to you first.');
    const distances = await nearMe.distances(search);
    expect(distances.length).toBeGreaterThan(3);
    expect(ascending(distances), distances.join(', ')).toBe(true);
    // Standing in Seongsu, the first place is a walk away, the last a ride.
    expect(distances[0]).toBeLessThan(1000);
    expect(distances.at(-1)).toBeGreaterThan(3000);
    await expect(search.cards.first().getByTestId('place-distance')).toHaveText(/^\s*\d+ m, \d+ min walk$/);

    // The place page says how far it is from the traveller.
    const first = await search.nameOf(search.cards.first());
    await search.cards.first().getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
    await expect(page.getByTestId('place-distance')).toHaveText(/\d+ m, \d+ min walk from you/);
  });

  test('on the map, near me moves to the traveller, marks them, and the pin card says how far', async ({ page }) => {
    await openSearch(page);
    const map = new PlaceMapView(page);
    await placesViewButton(page, 'Map').click();
    await map.expectTiles();
    await map.expectSettled();
    // Framing the whole city, the map is centred kilometres from Seongsu.
    expect(distanceMeters((await map.centre())!, IN_SEONGSU)).toBeGreaterThan(2000);

    await new NearMe(page).toggle.click();
    await expect(map.container).toHaveAttribute('data-you-are-here', 'true');
    await expect(map.youAreHere).toBeVisible();
    await expect
      .poll(async () => distanceMeters((await map.centre()) ?? { latitude: 0, longitude: 0 }, IN_SEONGSU), {
        message: 'the map centred by the traveller',
        timeout: 20_000,
      })
      .toBeLessThan(1500);
    // The dot is no pin: it takes no taps, and the map around it still opens pins' cards, with the distance.
    expect(await map.youAreHere.evaluate((dot) => getComputedStyle(dot).pointerEvents)).toBe('none');
    await map.expectSettled();
    await map.openAPinsCard();
    await expect(map.card.getByTestId('place-distance')).toHaveText(/\d+(\.\d+)?\s*(m|km)\b/);
  });

  test('"food near me" typed in search ranks by distance without the toggle', async ({ page }) => {
    const search = await openSearch(page);
    const nearMe = new NearMe(page);
    // The browser already has the permission: the position is read without asking.
    await search.searchbox.fill('food near me');
    await expect(nearMe.toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(nearMe.note).toHaveText('Nearest to you first.');
    const distances = await nearMe.distances(search, nearMe.fullMatches);
    expect(distances.length).toBeGreaterThan(3);
    expect(ascending(distances), distances.join(', ')).toBe(true);
    // The Seoul guide's one food pick in Seongsu, steps away.
    await expect(nearMe.fullMatches.first()).toContainText('Seongsu');
    expect(distances[0]).toBeLessThan(1000);
  });
});

test.describe('with location refused', () => {
  test('the list still renders, sorted from the city centre, and says so', async ({ page, context }) => {
    await context.clearPermissions();
    const search = await openSearch(page);
    const nearMe = new NearMe(page);
    const count = await search.resultsCount.textContent();

    await nearMe.toggle.click();
    await expect(nearMe.note).toContainText('distances are from the city centre');
    await expect(search.resultsCount).toHaveText(count!);
    const distances = await nearMe.distances(search);
    expect(ascending(distances), distances.join(', ')).toBe(true);

    // Off again: the list as before, no distances.
    await nearMe.toggle.click();
    await expect(nearMe.note).toHaveCount(0);
    await expect(search.cards.getByTestId('place-distance')).toHaveCount(0);
    await expect(search.cards.first()).toBeVisible();
  });
});
