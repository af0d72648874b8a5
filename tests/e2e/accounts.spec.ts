// Accounts, onboarding, cities and unlocks, profile and roles: the journeys of
// issue 4 in Chromium, and the same screens offline after one online visit.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminClient, createTraveller } from './support/server';
import { goOffline, signIn, waitForFirstSync, waitForServiceWorker } from './support/pages';

const seoulPlaceCount = (JSON.parse(readFileSync('pb_migrations/seed/seoul.json', 'utf8')) as { places: unknown[] }).places.length;

async function openSignUp(page: Page) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
}

test('sign-up shows the spec message for each invalid input', async ({ page }) => {
  await openSignUp(page);
  const submit = page.getByRole('button', { name: 'Create Account' });
  const fill = async (email: string, password: string, confirm: string) => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(confirm);
    await submit.click();
  };
  await fill('not-an-email', 'longenough1', 'longenough1');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await fill('mina@example.com', 'short', 'short');
  await expect(page.getByText('Password must be at least 8 characters').first()).toBeVisible();
  await fill('mina@example.com', 'longenough1', 'different1');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Name (optional)').fill('x'.repeat(101));
  await fill('mina@example.com', 'longenough1', 'longenough1');
  await expect(page.getByText('Name must be less than 100 characters')).toBeVisible();
  const traveller = await createTraveller({ onboarded: false });
  await page.getByLabel('Name (optional)').fill('');
  await fill(traveller.email, 'longenough1', 'longenough1');
  await expect(page.getByText('Account exists')).toBeVisible();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

test('signs up, onboards with Seoul, unlocks New York City, signs out and back in', async ({ page }) => {
  const email = `new-${randomBytes(4).toString('hex')}@tastemap.test`;
  await openSignUp(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('traveller-pass-1');
  await page.getByLabel('Confirm Password').fill('traveller-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please select a city to unlock').first()).toBeVisible();
  await page.getByRole('button', { name: 'Seoul', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  await expect(page.getByText('Unlock later for $3.99').first()).toBeVisible();
  for (const step of [4, 5, 6]) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(`Step ${step} of 6`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Start Exploring' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Seoul', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hot Places' })).toBeVisible();
  await expect(page.getByTestId('hot-places').getByTestId('place-card')).toHaveCount(6);
  await expect(page.getByTestId('top-tastemakers').getByRole('link')).toHaveCount(5);
  await expect(page.getByText('Seoul Local Guide')).toBeVisible();

  await page.goto('/explorer');
  await page.getByRole('button', { name: 'Unlock for $6.99' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Unlock New York City' });
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

  await page.goto('/profile');
  await expect(page.getByTestId('stat-cities')).toContainText('2');
  await expect(page.getByRole('heading', { name: 'Your Badges' })).toBeVisible();
  await expect(page.getByLabel('Founding Member (earned)')).toBeVisible();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, { id: user.id, email, password: 'traveller-pass-1', name: '' });
  await expect(page.getByRole('heading', { name: 'Seoul', level: 1 })).toBeVisible();
});

test('becomes a tastemaker and sees the Dashboard tab', async ({ page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await page.goto('/profile');
  await expect(page.getByTestId('role-badge')).toHaveText('User');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Become a Tastemaker' }).click();
  await expect(page.getByText('Welcome Tastemaker')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('role-badge')).toHaveText('Tastemaker');
  await expect(page.getByTestId('ui-mode')).toHaveText('Tastemaker UI');
  await expect(page.getByRole('heading', { name: 'Tastemaker Status' })).toBeVisible();
});

test('an admin grants and removes a role, and cannot remove their own admin role', async ({ page }) => {
  const adminUser = await createTraveller({ name: 'Ada Admin' });
  const target = await createTraveller({ name: `Zed ${randomBytes(3).toString('hex')}` });
  const admin = await adminClient();
  await admin.collection('user_roles').create({ user: adminUser.id, role: 'admin' });
  await signIn(page, adminUser);
  await page.goto('/profile');
  await expect(page.getByTestId('role-badge')).toHaveText('Admin');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search users').fill(target.name);
  const results = page.getByTestId('user-results');
  await expect(results).toContainText(target.name);
  await results.getByLabel(`tastemaker role for ${target.name}`).check();
  await expect(page.getByText(`${target.name} has been granted tastemaker role!`)).toBeVisible();
  expect((await admin.collection('user_roles').getFullList({ filter: `user = "${target.id}"` })).map((r) => r.role)).toEqual(['tastemaker']);
  await results.getByLabel(`tastemaker role for ${target.name}`).uncheck();
  await expect(page.getByText(`tastemaker role removed from ${target.name}`)).toBeVisible();
  expect(await admin.collection('user_roles').getFullList({ filter: `user = "${target.id}"` })).toHaveLength(0);
  await page.getByLabel('Search users').fill('Ada Admin');
  await expect(results.getByLabel('admin role for Ada Admin')).toBeDisabled();
});

test('every screen of this issue renders offline after one online visit', async ({ context, page }) => {
  const traveller = await createTraveller({ name: 'Offline Ollie' });
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  const screens: Array<[string, (p: Page) => Promise<void>]> = [
    ['/', (p) => expect(p.getByRole('heading', { name: 'Hot Places' })).toBeVisible()],
    ['/explorer', (p) => expect(p.getByRole('button', { name: 'Unlock for $6.99' })).toBeVisible()],
    ['/city/seoul', (p) => expect(p.getByTestId('places-count')).toHaveText(String(seoulPlaceCount))],
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
  await page.goto('/explorer');
  await page.getByRole('button', { name: 'Unlock for $6.99' }).click();
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
