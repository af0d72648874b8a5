// Safari on iPhone and iPad has no install prompt: Home shows the Add to Home
// Screen steps, and why, until the traveller dismisses them. Chromium plays
// that Safari: navigator.standalone is false (only WebKit on iOS and iPadOS
// has it) and no beforeinstallprompt reaches the app (Chromium never fires it
// in a Playwright context anyway; the init script makes sure). In Chromium as
// it is, the tip never shows.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createTraveller } from './support/server';
import { HomePage, signIn, waitForFirstSync } from './support/pages';

/** Makes this page look like Safari on an iPhone, by the features the app reads (never the user agent). */
async function playSafari(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => false });
    // Ahead of the app's own listener: no install prompt ever reaches it.
    window.addEventListener('beforeinstallprompt', (event) => event.stopImmediatePropagation(), { capture: true });
  });
}

function tipOf(page: Page) {
  return page.getByRole('region', { name: 'Add Tastemap to your Home Screen' });
}

async function homeOfSignedInTraveller(page: Page) {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const home = new HomePage(page);
  await expect(home.cityHeading('Seoul')).toBeVisible();
  return home;
}

for (const theme of ['dark', 'light'] as const) {
  test(`Safari shows the Add to Home Screen steps on Home until dismissed, in the ${theme} theme`, async ({ page }) => {
    if (theme === 'light') await page.addInitScript(() => localStorage.setItem('tastemap.theme', 'light'));
    await playSafari(page);
    await homeOfSignedInTraveller(page);

    const tip = tipOf(page);
    await expect(tip).toBeVisible();
    await expect(tip.getByRole('listitem')).toHaveText([/Tap\s+Share in Safari’s toolbar/, /Choose\s+Add to Home Screen/]);
    await expect(tip).toContainText('Safari deletes a website’s stored data after seven days without a visit, but not a Home Screen app’s');
    // In the page's flow, under nothing: it scrolls with the content and covers neither it nor the bottom nav.
    expect(await tip.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    const gotIt = tip.getByRole('button', { name: 'Got it' });
    await gotIt.scrollIntoViewIfNeeded();
    const box = (await gotIt.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="home-screen-tip"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => String(n.target)).join(', ')}`)).toEqual([]);

    // A click lands only on what nothing covers (Playwright checks the point receives it).
    await gotIt.click();
    await expect(tip).toHaveCount(0);
    await page.reload();
    await expect(new HomePage(page).cityHeading('Seoul')).toBeVisible();
    await expect(new HomePage(page).hotPlaces.first()).toBeVisible();
    await expect(tip).toHaveCount(0);
  });
}

test('browsers without navigator.standalone never show the tip', async ({ page }) => {
  const home = await homeOfSignedInTraveller(page);
  await expect(home.hotPlaces.first()).toBeVisible();
  await expect(tipOf(page)).toHaveCount(0);
});
