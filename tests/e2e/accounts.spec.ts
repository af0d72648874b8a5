// Accounts, onboarding, cities and unlocks, profile and roles: the journeys of
// issue 4 in Chromium, and the same screens offline after one online visit.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminClient, baseURL, createTraveller, mailedLink } from './support/server';
import {
  AuthPage,
  ExplorerPage,
  HomePage,
  OnboardingPage,
  ProfilePage,
  goOffline,
  goOnline,
  mainNav,
  signIn,
  waitForDeviceRows,
  waitForFirstSync,
  waitForServiceWorker,
} from './support/pages';

const seoulSeed = JSON.parse(readFileSync('pb_migrations/seed/seoul.json', 'utf8')) as {
  city: { featured_tastemaker: string };
  places: Array<{ tastemakers: string[] }>;
  tastemakers: Array<{ name: string; is_tour_guide?: boolean }>;
};
const seoulPlaceCount = seoulSeed.places.length;
/** What a traveller onboarded with Seoul opens there: its local guide's picks. */
const seoulGuidePlaceCount = seoulSeed.places.filter((p) => p.tastemakers.includes(seoulSeed.city.featured_tastemaker)).length;
const seoulTastemakers = seoulSeed.tastemakers.filter((t) => !t.is_tour_guide).map((t) => t.name);

test('sign-up shows the spec message for each invalid input', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.openSignUp();
  // Every field the form refuses is marked, not only the one the focus moves to.
  await auth.submitSignUp('not-an-email', 'short', 'short');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters').first()).toBeVisible();
  const border = (field: Locator) => field.evaluate((input) => getComputedStyle(input).boxShadow + getComputedStyle(input).borderColor);
  await expect(auth.password).toHaveAttribute('aria-invalid', 'true');
  // With no field focused: the refused ones look alike, and unlike the valid name.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await border(auth.password)).toBe(await border(auth.email));
  expect(await border(auth.password)).not.toBe(await border(auth.name));
  await auth.submitSignUp('not-an-email', 'longenough1', 'longenough1');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await auth.submitSignUp('mina@example.com', 'short', 'short');
  await expect(page.getByText('Password must be at least 8 characters').first()).toBeVisible();
  await auth.submitSignUp('mina@example.com', 'longenough1', 'different1');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await auth.name.fill('x'.repeat(101));
  await auth.submitSignUp('mina@example.com', 'longenough1', 'longenough1');
  await expect(page.getByText('Name must be less than 100 characters')).toBeVisible();
  const traveller = await createTraveller({ onboarded: false });
  await auth.name.fill('');
  await auth.submitSignUp(traveller.email, 'longenough1', 'longenough1');
  await expect(page.getByText('Account exists')).toBeVisible();
  await auth.openSignIn();
  await auth.submitSignIn(traveller.email, 'wrong-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

test('signs up, onboards with Seoul, unlocks New York City, signs out and back in', async ({ page }) => {
  const email = `new-${randomBytes(4).toString('hex')}@tastemap.test`;
  const auth = new AuthPage(page);
  await auth.openSignUp();
  await auth.submitSignUp(email, 'traveller-pass-1');

  const onboarding = new OnboardingPage(page);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(onboarding.step(1)).toBeVisible();
  await onboarding.getStarted();
  await expect(onboarding.step(2)).toBeVisible();
  await onboarding.continue();
  await expect(page.getByText('Please select a city to unlock').first()).toBeVisible();
  await onboarding.city('Seoul').click();
  await onboarding.continue();
  await expect(onboarding.step(3)).toBeVisible();
  // The price subscribing costs everywhere else, not the record's list price ($3.99).
  await expect(page.getByText('Unlock later for $0.99/mo').first()).toBeVisible();
  for (const step of [4, 5, 6]) {
    await onboarding.continue();
    await expect(onboarding.step(step)).toBeVisible();
  }
  await onboarding.startExploring();

  const home = new HomePage(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(home.cityHeading('Seoul')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hot Places' })).toBeVisible();
  await expect(home.hotPlaces).toHaveCount(6);
  // The seed's Seoul tastemakers besides the guide; a test running alongside may have made one more.
  for (const name of seoulTastemakers) await expect(home.topTastemakers.filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByText('Seoul Local Guide')).toBeVisible();

  const explorer = new ExplorerPage(page);
  await explorer.goto();
  await explorer.unlockButtons.first().click();
  const dialog = explorer.unlockDialog('New York City');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Unlock for $6.99' }).click();
  await expect(dialog.getByText('Processing payment...')).toBeVisible();
  await expect(dialog.getByText('New York City unlocked!')).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/city\/new-york-city$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'New York City', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask AI' })).toBeVisible();

  const admin = await adminClient();
  const user = await admin.collection('users').getFirstListItem(`email = "${email}"`);
  const purchases = await admin.collection('city_purchases').getFullList({ filter: `user = "${user.id}"` });
  expect(purchases).toHaveLength(2);

  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.citiesStat).toContainText('2');
  await expect(profile.heading('Your Badges')).toBeVisible();
  await expect(profile.badge('Founding Member')).toBeVisible();
  await profile.signOut();
  await expect(page).toHaveURL(/\/auth$/);
  // The screen turns to sign-in as soon as the session is dropped in memory; the
  // sign-in below reloads the page, which must find no session stored either.
  await waitForDeviceRows(page, 'session', 0);

  await signIn(page, { email, password: 'traveller-pass-1' });
  // The city just unlocked became the active one (spec §4), on the server: a new session opens on it.
  await expect(home.cityHeading('New York City')).toBeVisible();
});

test('resets a forgotten password from the e-mailed link, offline first, then signs in with it', async ({ context, page }) => {
  const traveller = await createTraveller();
  const auth = new AuthPage(page);
  await auth.goto();
  await waitForServiceWorker(page);
  await auth.requestPasswordReset(traveller.email);
  await expect(page.getByText('Check your email')).toBeVisible();
  const link = await mailedLink(traveller.email);
  // The app's own screen on the served URL (TASTEMAP_APP_URL), not PocketBase's dashboard.
  const sent = new URL(link);
  expect(`${sent.origin}${sent.pathname}`).toBe(`${baseURL}/auth`);
  expect(sent.searchParams.get('reset')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  // A link that is not a reset token says so, and the password stays.
  await page.goto('/auth?reset=not-a-token');
  await auth.submitNewPassword('brand-new-pass-1');
  await expect(page.getByText('This reset link is invalid or has expired. Request a new one from Forgot password.')).toBeVisible();

  // Offline the screen still opens, and says a new password needs the connection.
  await goOffline(context);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await auth.submitNewPassword('brand-new-pass-1');
  await expect(page.getByText("You're offline")).toBeVisible();
  await goOnline(context);

  await auth.submitNewPassword('brand-new-pass-1', 'brand-new-pass-2');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(auth.confirmPassword).toHaveAttribute('aria-invalid', 'true');
  await auth.submitNewPassword('brand-new-pass-1');
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page.getByText('Sign in with your new password')).toBeVisible();
  // On Sign In, the spent token gone from the address.
  await expect(page).toHaveURL(`${baseURL}/auth`);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  await auth.submitSignIn(traveller.email, traveller.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await auth.submitSignIn(traveller.email, 'brand-new-pass-1');
  await page.waitForURL((url) => url.pathname !== '/auth');
  await expect(page.getByText('Welcome aboard')).toBeVisible();
});

test('becomes a tastemaker and sees the Dashboard tab', async ({ page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.roleBadge).toHaveText('User');
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await profile.becomeTastemakerButton.click();
  await expect(page.getByText('Welcome Tastemaker')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(profile.roleBadge).toHaveText('Tastemaker');
  await expect(profile.uiMode).toHaveText('Tastemaker UI');
  await expect(profile.heading('Tastemaker Status')).toBeVisible();
});

test('an admin grants and removes a role, and cannot remove their own admin role', async ({ page }) => {
  // Unique names: the server outlives one run of a test (a rerun, --repeat-each).
  const adminName = `Ada Admin ${randomBytes(3).toString('hex')}`;
  const adminUser = await createTraveller({ name: adminName, roles: ['admin'] });
  const target = await createTraveller({ name: `Zed ${randomBytes(3).toString('hex')}` });
  const admin = await adminClient();
  await signIn(page, adminUser);
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.roleBadge).toHaveText('Admin');
  const settings = await profile.openSettings();
  await settings.tab('Users');
  await settings.userSearch.fill(target.name);
  await expect(settings.userResults).toContainText(target.name);
  await settings.roleToggle('tastemaker', target.name).check();
  await expect(page.getByText(`${target.name} has been granted tastemaker role!`)).toBeVisible();
  expect((await admin.collection('user_roles').getFullList({ filter: `user = "${target.id}"` })).map((r) => r.role)).toEqual([
    'tastemaker',
  ]);
  await settings.roleToggle('tastemaker', target.name).uncheck();
  await expect(page.getByText(`tastemaker role removed from ${target.name}`)).toBeVisible();
  expect(await admin.collection('user_roles').getFullList({ filter: `user = "${target.id}"` })).toHaveLength(0);
  await settings.userSearch.fill(adminName);
  await expect(settings.roleToggle('admin', adminName)).toBeDisabled();
});

test('every screen of this issue renders offline after one online visit', async ({ context, page }) => {
  const traveller = await createTraveller({ name: 'Offline Ollie' });
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  const screens: Array<[string, (p: Page) => Promise<void>]> = [
    ['/', (p) => expect(p.getByRole('heading', { name: 'Hot Places' })).toBeVisible()],
    ['/explorer', (p) => expect(p.getByRole('button', { name: 'Unlock for $6.99' })).toBeVisible()],
    [
      '/city/seoul',
      (p) =>
        expect(p.getByTestId('open-count')).toHaveText(
          `${seoulGuidePlaceCount} of ${seoulPlaceCount} places · follow tastemakers to open the rest`,
        ),
    ],
    ['/city/new-york-city', (p) => expect(p.getByText('One-time payment · permanent access')).toBeVisible()],
    ['/profile', (p) => expect(p.getByRole('heading', { name: 'Offline Ollie' })).toBeVisible()],
    ['/about', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/privacy', (p) => expect(p.getByText('Last updated: January 2025')).toBeVisible()],
    ['/terms', (p) => expect(p.getByText('Last updated: January 2025')).toBeVisible()],
    ['/for-tastemakers', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
  ];
  for (const [path] of screens) await page.goto(path);
  await goOffline(context);
  for (const [path, check] of screens) {
    await page.goto(path);
    await check(page);
  }
  const explorer = new ExplorerPage(page);
  await explorer.goto();
  await explorer.unlockButtons.click();
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test("onboarding's buttons are not under the bottom bar, which onboarding does without", async ({ page }) => {
    const traveller = await createTraveller({ onboarded: false });
    await signIn(page, traveller);
    await expect(page).toHaveURL(/\/onboarding/);
    const start = page.getByRole('button', { name: 'Get Started' });
    await expect(start).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    // Whatever lies at the centre of the button is the button itself.
    expect(
      await start.evaluate((button) => {
        const r = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      }),
    ).toBe(true);
    await start.tap();
    await expect(start).toHaveCount(0);
  });
});
