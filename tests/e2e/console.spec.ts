// A quiet console on the main screens, in Chromium at phone size: no error, no
// warning, no uncaught exception, and nothing the CSP refused (the browser
// reports a refusal to the page as a securitypolicyviolation event even when
// the script caught it, as zod's probe for `new Function` was: src/zod-config.ts).
// Firefox and WebKit are walked through the same screens by the cross-engine runner.
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { adminClient } from './support/server';
import {
  AuthPage,
  ChatPage,
  CollectionsPage,
  ExplorerPage,
  HomePage,
  OnboardingPage,
  ProfilePage,
  SearchPage,
  TastemakersPage,
} from './support/pages';
import { PlaceMapView } from './support/map';

/** Everything the page says went wrong, from its first script on, in the order it came. */
async function listenToConsole(page: Page): Promise<string[]> {
  const heard: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP refused ${event.blockedURI || 'something'} (${event.effectiveDirective}) at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  page.on('console', (message) => {
    // Chromium's GPU process on SwiftShader, about its own read-back of the map's WebGL canvas: nothing the page called.
    if (message.text().includes('GL Driver Message')) return;
    if (message.type() === 'error' || message.type() === 'warning')
      heard.push(`${message.type()} on ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => heard.push(`uncaught on ${new URL(page.url()).pathname}: ${error.message}`));
  return heard;
}

test('the main screens, from the landing page through sign-up to every tab, say nothing went wrong', async ({ page }) => {
  test.slow();
  const heard = await listenToConsole(page);
  const admin = await adminClient();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const pick = await admin
    .collection('tastemaker_places')
    .getFirstListItem(`tastemaker = "${seoul.featured_tastemaker}"`, { expand: 'place' });
  const place = pick.expand!.place as { id: string; name: string };

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('like a local');
  await expect(page.locator('html[data-app="running"]')).toHaveCount(1, { timeout: 30_000 });

  const auth = new AuthPage(page);
  await auth.openSignUp();
  await auth.submitSignUp(`e2e-${randomBytes(5).toString('hex')}@tastemap.test`, `pw-${randomBytes(8).toString('hex')}`);
  await expect(page).toHaveURL(/\/onboarding$/);
  const onboarding = new OnboardingPage(page);
  await onboarding.getStarted();
  await onboarding.city('Seoul').click();
  for (let step = 3; step <= 6; step++) {
    await onboarding.continue();
    await expect(onboarding.step(step)).toBeVisible();
  }
  await onboarding.startExploring();
  const home = new HomePage(page);
  await expect(home.cityHeading('Seoul')).toBeVisible();
  await expect(home.hotPlaces.first()).toBeVisible();

  const search = new SearchPage(page);
  await search.goto();
  await expect(search.cards.first()).toBeVisible();

  await page.goto(`/place/${place.id}`);
  await expect(page.getByRole('heading', { name: place.name, level: 1 })).toBeVisible();

  await page.goto('/map');
  await new PlaceMapView(page).expectTiles();

  const chat = new ChatPage(page);
  await chat.goto();
  await expect(page.getByRole('heading', { name: 'Seoul Local Guide' })).toBeVisible();

  await new ProfilePage(page).goto();
  await expect(page.getByRole('heading', { name: 'Sync and storage' })).toBeVisible();

  const tastemakers = new TastemakersPage(page);
  await tastemakers.goto();
  await expect(tastemakers.cards.first()).toBeVisible();

  const collections = new CollectionsPage(page);
  await collections.goto();
  await expect(collections.heading('Collections')).toBeVisible();

  await new ExplorerPage(page).goto();
  await expect(page.getByRole('heading', { name: 'Explore Cities' })).toBeVisible();

  expect(heard).toEqual([]);
});
