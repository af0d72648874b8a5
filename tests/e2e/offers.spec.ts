// What a purchase gives (issue 29 §1, src/domain/offers.ts), on a phone: a
// traveller unlocks New York City, and every number its dialog showed is what
// they can open afterwards, on the city's page, in search and among its
// tastemakers; the local guide the city brought shows no price.
import { expect, test, type Locator } from '@playwright/test';
import { adminClient, createTraveller } from './support/server';
import { ExplorerPage, SearchPage, TastemakersPage, signIn, waitForFirstSync } from './support/pages';

/** The number a text starts with, for a text that must read as `pattern`. */
async function numberIn(locator: Locator, pattern: RegExp): Promise<number> {
  const text = (await locator.textContent())?.trim() ?? '';
  const match = pattern.exec(text);
  expect(match, `"${text}" reads as ${pattern}`).not.toBeNull();
  return Number(match![1]!.replace(/,/g, ''));
}

test('unlocking a city opens exactly what its dialog promised, and what it includes shows no price', async ({ page }) => {
  test.slow();
  const pb = await adminClient();
  const nyc = await pb.collection('cities').getFirstListItem('slug = "new-york-city"');
  const guide = await pb.collection('tastemakers').getOne(nyc.featured_tastemaker as string);
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);

  // Before: the explorer sells New York City with what it gives beside its price, and the guide is not sold alone.
  const tastemakers = new TastemakersPage(page);
  await tastemakers.goto();
  await tastemakers.city.selectOption({ label: 'New York City' });
  const guideCard = tastemakers.cards.filter({ hasText: guide.name as string });
  await expect(guideCard.getByRole('link', { name: 'Included with New York City' })).toBeVisible();
  await expect(guideCard.getByText('$0.99/mo')).toHaveCount(0);

  const explorer = new ExplorerPage(page);
  await explorer.goto();
  const card = page.getByRole('article', { name: 'New York City' });
  const promise = card.getByTestId('unlock-promise');
  await expect(promise).toHaveText(/^\d+ places from the local guide · \d+ more tastemakers at \$0\.99\/mo$/);
  const cardPromise = await promise.textContent();
  await card.getByRole('button', { name: 'Unlock for $6.99' }).click();
  const dialog = explorer.unlockDialog('New York City');
  await expect(dialog.getByText('$6.99', { exact: true })).toBeVisible();
  const places = await numberIn(dialog.getByTestId('offer-places'), /^(\d[\d,]*) places from the local guide$/);
  const rest = await numberIn(dialog.getByTestId('offer-rest'), /^(\d+) more tastemakers at \$0\.99\/mo$/);
  await expect(dialog.getByText(`${guide.name}, the local guide, included`)).toBeVisible();
  expect(places).toBeGreaterThan(0);
  expect(rest).toBeGreaterThan(0);
  expect(cardPromise).toBe(`${places} places from the local guide · ${rest} more tastemakers at $0.99/mo`);

  await dialog.getByRole('button', { name: 'Unlock for $6.99' }).click();
  await expect(dialog.getByText('New York City unlocked!')).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/city\/new-york-city$/, { timeout: 10_000 });

  // The city's page: the places open are the ones promised, of all a traveller can reach.
  const total = (await pb.collection('cities').getOne(nyc.id)).places_count as number;
  expect(total).toBeGreaterThan(places);
  await expect(page.getByTestId('places-count')).toHaveText(String(places), { timeout: 15_000 });
  await expect(page.getByTestId('open-count')).toHaveText(`${places} of ${total} places · follow tastemakers to open the rest`);
  const offers = page.getByTestId('tastemaker-offer');
  await expect(offers).toHaveCount(rest + 1);
  await expect(offers.filter({ hasText: /^Included$/ })).toHaveCount(1);
  await expect(offers.filter({ hasText: /^\$0\.99\/mo$/ })).toHaveCount(rest);

  // Search, in the city just unlocked (now the active one): every place it lists, and no more.
  const search = new SearchPage(page);
  await search.goto();
  await expect(page.getByTestId('open-count')).toHaveText(`${places} of ${total} places · follow tastemakers to open the rest`);
  await expect(search.resultsCount).toHaveText(`${places} places`);
  await expect(search.cards).toHaveCount(places);

  // The tastemakers: the guide the city brought is included, with no price; the rest are the ones still sold.
  await tastemakers.goto();
  await tastemakers.city.selectOption({ label: 'New York City' });
  await expect(guideCard.getByRole('button', { name: 'Included' })).toBeVisible();
  await expect(guideCard.getByText('$0.99/mo')).toHaveCount(0);
  await expect(tastemakers.cards.filter({ has: page.getByRole('button', { name: '$0.99/mo' }) })).toHaveCount(rest);
});
