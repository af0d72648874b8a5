// A first visit that does not block: a visitor on the landing page runs only
// the page's own small script (the page itself is pre-rendered HTML); the app
// comes at their first interaction, or once the browser is idle, and hydrates
// that same page. Everyone else gets the app at once.
import { expect, test, type Page } from '@playwright/test';
import { createTraveller } from './support/server';
import { HomePage, signIn, waitForFirstSync } from './support/pages';

/** A browser that never finds idle time: only an interaction can start the app on the landing page. */
async function neverIdle(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

/** The script URLs the page requests, in order. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Console errors and uncaught exceptions (a hydration mismatch is reported as one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a visitor runs only the landing page’s script until they interact; then the app takes over that same page', async ({ page }) => {
  await neverIdle(page);
  const scripts = scriptRequests(page);
  const errors = errorsOf(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('like a local');
  const entry = await page.locator('script[type="module"]').getAttribute('src');
  // Nothing of the app (React, the router, the PocketBase client, validation) before the visitor does anything.
  expect(scripts).toEqual([entry]);
  await expect(page.locator('html[data-app]')).toHaveCount(0);
  // Elements of the pre-rendered page, marked to recognise them later; and this document.
  await page.getByRole('heading', { level: 1 }).evaluate((h1) => Object.assign(h1, { preRendered: true }));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // Any interaction starts the app (here a tap on text, not on a link).
  await page.getByText('Curated places from the chefs').click();
  await expect(page.locator('html[data-app="running"]')).toHaveCount(1);
  // A visitor has nothing to sync: no sync status.
  await expect(page.getByTestId('sync-indicator')).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(1);
  // The app hydrated the pre-rendered page in place: the same elements, no mismatch reported.
  expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => 'preRendered' in h1)).toBe(true);
  expect(errors).toEqual([]);

  // Its links now navigate within the app, without loading a new document.
  await page.getByRole('link', { name: 'Cities' }).click();
  await expect(page.getByRole('heading', { name: 'Explore Cities' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a visitor who only reads gets the app once the browser is idle, and the service worker from this first visit', async ({ page }) => {
  const errors = errorsOf(page);
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).evaluate((h1) => Object.assign(h1, { preRendered: true }));
  await expect(page.locator('html[data-app="running"]')).toHaveCount(1, { timeout: 30_000 });
  expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => 'preRendered' in h1)).toBe(true);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);
  expect(errors).toEqual([]);
});

test('before the app is there, the landing page’s links are real links', async ({ context, page }) => {
  // The pre-rendered page with none of the app's scripts: a tap is a full navigation.
  await context.route(/\/assets\/(?!index-)[^/]+\.js(\?|$)/, (route) => route.abort());
  await neverIdle(page);
  await page.goto('/');
  // A mark on this document: a full navigation leaves it behind, a route change in the page would keep it.
  const marked = () => page.evaluate(() => Object.assign(window, { landingDocument: true }));
  const sameDocument = () => page.evaluate(() => 'landingDocument' in window);
  await marked();
  await page.getByRole('link', { name: 'Cities' }).click();
  await page.waitForURL('**/explorer');
  expect(await sameDocument()).toBe(false);
  await page.goBack();
  await marked();
  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await page.waitForURL('**/auth?tab=signup');
  expect(await sameDocument()).toBe(false);
});

test('"Get Started Free" opens Sign Up, and "Sign In" opens Sign In', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});

test('a visitor asked to sign in before unlocking hears about this city on its page, about cities in the explorer', async ({ page }) => {
  // Seoul is free; New York City is unlocked with a one-time payment.
  await page.goto('/city/new-york-city');
  await page.getByRole('button', { name: /^Unlock for/ }).click();
  await expect(page.getByText('Please sign in to unlock this city')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/explorer');
  await page
    .getByRole('button', { name: /^Unlock for/ })
    .first()
    .click();
  await expect(page.getByText('Please sign in to unlock cities')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a returning signed-in traveller gets the app at once', async ({ context, page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  // No interaction and no idle time: the app starts anyway.
  const again = await context.newPage();
  await neverIdle(again);
  await again.goto('/');
  await expect(new HomePage(again).cityHeading('Seoul')).toBeVisible();
  await expect(again.getByRole('link', { name: 'Get Started Free' })).toBeHidden();
});

test('a visitor opening any other route gets the app at once', async ({ page }) => {
  await neverIdle(page);
  await page.goto('/tastemakers');
  await expect(page.locator('html[data-app="running"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeHidden();
});

test("the landing's offer makes no promise the data does not back", async ({ page }) => {
  await page.goto('/');
  // The offer there is: the first city free with its local guide (the 'Tastemaker Package' is no product).
  const gift = page.getByTestId('welcome-gift');
  await expect(gift.getByRole('heading', { name: 'Your first city free, with its local guide' })).toBeVisible();
  await expect(page.getByText(/5\.99|Tastemaker Package|5 tastemakers|500\+ places/)).toHaveCount(0);
  // Once the cities are on the device (a visit to the explorer syncs them), each live city says what its gift opens.
  await page.goto('/explorer');
  await expect(page.getByRole('article', { name: 'New York City' })).toBeVisible();
  await page.goto('/');
  await expect(
    gift
      .getByRole('listitem')
      .filter({ hasText: /^New York City: \d+ places from the local guide · \d+ more tastemakers at \$0\.99\/mo$/ }),
  ).toHaveCount(1);
});
