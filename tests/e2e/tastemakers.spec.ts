// Tastemakers and subscriptions in Chromium: discover, subscribe through the
// dialog, see their places, cancel at period end and reactivate; vibes
// proposed, flagged as near-duplicates and approved; a signature vibe toggled
// offline and synced.
import { expect, test } from '@playwright/test';
import { adminClient, createTraveller, eventually } from './support/server';
import { goOffline, goOnline, signIn, waitForFirstSync, waitForServiceWorker } from './support/pages';

test('discovers and filters tastemakers', async ({ page }) => {
  const admin = await adminClient();
  const all = await admin.collection('tastemakers').getFullList();
  const nyc = await admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  const inNyc = await admin.collection('city_tastemakers').getFullList({ filter: `city = "${nyc.id}"` });
  await page.goto('/tastemakers');
  await expect(page.getByRole('heading', { name: 'Discover Tastemakers' })).toBeVisible();
  await expect(page.getByTestId('tastemaker-card')).toHaveCount(all.length);
  await expect(page.getByTestId('stat-count')).toHaveText(String(all.length));
  const followers = await page.getByTestId('tastemaker-card').evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));
  expect(followers.length).toBe(all.length);
  await page.getByLabel('City').selectOption({ label: 'New York City' });
  await expect(page.getByTestId('tastemaker-card')).toHaveCount(inNyc.length);
  const chef = all.find((t) => /chef/i.test(t.title))!;
  await page.getByLabel('City').selectOption({ label: 'All Cities' });
  await page.getByRole('searchbox', { name: 'Search tastemakers' }).fill(chef.name.split(' ')[0]!.toUpperCase());
  await expect(page.getByTestId('tastemaker-card').first()).toContainText(chef.name);
  await page.getByRole('searchbox', { name: 'Search tastemakers' }).fill('nobody-matches-this');
  await expect(page.getByText('No tastemakers found')).toBeVisible();
});

test('subscribes through the dialog, sees their places, cancels at period end and reactivates', async ({ page }) => {
  const traveller = await createTraveller();
  const admin = await adminClient();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const links = await admin.collection('city_tastemakers').getFullList({ filter: `city = "${seoul.id}"`, expand: 'tastemaker' });
  const chef = links.map((l) => l.expand!.tastemaker).find((t) => !t.is_tour_guide && /chef/i.test(t.title))!;
  // One of the chef's places that the free local guide does not recommend:
  // the traveller can only see it after subscribing.
  const chefPlaces = await admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${chef.id}"`, expand: 'place' });
  const guidePlaces = new Set((await admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${seoul.featured_tastemaker}"` })).map((l) => l.place));
  const onlyChef = chefPlaces.map((l) => l.expand!.place).find((p) => !guidePlaces.has(p.id))!;

  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Search places' }).fill(onlyChef.name);
  await expect(page.getByTestId('results-count')).toBeVisible();
  await expect(page.getByTestId('place-card').getByRole('heading', { name: onlyChef.name, exact: true })).toHaveCount(0);

  await page.goto(`/tastemaker/${chef.slug}`);
  await expect(page.getByText(`Subscribe to see ${chef.name}'s places and signature vibes`)).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Subscribe to ${chef.name}` });
  await expect(dialog.getByText('Mock payment mode (no real charges)')).toBeVisible();
  await expect(dialog.getByText('Monthly Subscription')).toBeVisible();
  await dialog.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/subscription-success\?/);
  await expect(page.getByRole('heading', { name: 'Subscription confirmed!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`You are now subscribed to ${chef.name}`)).toBeVisible();
  const entitlement = await admin.collection('entitlements').getFirstListItem(`user = "${traveller.id}" && tastemaker = "${chef.id}"`);
  expect(entitlement).toMatchObject({ subscribed: true, status: 'active', monthly_amount: 99 });

  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Search places' }).fill(onlyChef.name);
  await expect(page.getByTestId('place-card').getByRole('heading', { name: onlyChef.name, exact: true })).toBeVisible();

  await page.goto('/my-subscriptions');
  const activeRow = page.getByTestId('subscription-row').filter({ hasText: chef.name });
  await activeRow.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('Subscription cancelled')).toBeVisible();
  await page.getByRole('tab', { name: /Ending/ }).click();
  const endingRow = page.getByTestId('subscription-row').filter({ hasText: chef.name });
  await expect(endingRow).toContainText('Ends in');
  expect((await admin.collection('entitlements').getOne(entitlement.id)).provider_subscription_id).toMatch(/cancelled/);
  await endingRow.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText('Subscription reactivated')).toBeVisible();
  await page.getByRole('tab', { name: /Active/ }).click();
  await expect(page.getByTestId('subscription-row').filter({ hasText: chef.name })).toBeVisible();
  expect((await admin.collection('entitlements').getOne(entitlement.id)).provider_subscription_id).not.toMatch(/cancelled/);
  await page.goto('/subscriptions');
  await expect(page.getByTestId('subscription-row').filter({ hasText: chef.name }).getByTestId('subscription-badge')).toHaveText('Active');
});

test('a tastemaker proposes a vibe; an admin sees near-duplicates of their own and approves it', async ({ browser, page }) => {
  const tastemaker = await createTraveller({ name: 'Vibe Maker' });
  const admin = await adminClient();
  await admin.collection('user_roles').create({ user: tastemaker.id, role: 'tastemaker' });
  await signIn(page, tastemaker);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Vibes' }).click();
  // Checking for similar vibes reads pending ones, which only admins review (spec §6): a tastemaker submits at once.
  const name = `Vinyl Listening ${Date.now() % 100000}`;
  await page.getByLabel('Vibe name').fill(name);
  await page.getByLabel('Description').fill('Bars built around a record collection and a good sound system.');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Your vibe has been submitted for admin approval')).toBeVisible();
  await expect(page.getByTestId('similar-vibes')).toHaveCount(0);
  const vibe = await admin.collection('vibes').getFirstListItem(`name = "${name}"`);
  expect(vibe.status).toBe('pending');

  const adminUser = await createTraveller({ name: 'Vera Admin' });
  await admin.collection('user_roles').create({ user: adminUser.id, role: 'admin' });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, adminUser);
  await adminPage.goto('/profile');
  await adminPage.getByRole('button', { name: 'Settings' }).click();
  await adminPage.getByRole('tab', { name: 'Vibes' }).click();
  await adminPage.getByLabel('Vibe name').fill('Rooftops');
  await adminPage.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(adminPage.getByTestId('similar-vibes')).toContainText('Rooftop');
  await adminPage.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(adminPage.getByText('The vibe is now available to all users')).toBeVisible();
  expect((await admin.collection('vibes').getOne(vibe.id)).status).toBe('approved');
  await adminContext.close();
});

test('toggles a signature vibe onto a vibe profile offline and it syncs', async ({ context, page }) => {
  const traveller = await createTraveller({ followAllInSeoul: true });
  const admin = await adminClient();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const guide = await admin.collection('tastemakers').getOne(seoul.featured_tastemaker);
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  await page.goto('/profile');
  await page.getByLabel('New vibe profile name').fill('Weekend mood');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Vibe Profile Created')).toBeVisible();
  await page.goto(`/tastemaker/${guide.slug}`);
  await expect(page.getByRole('heading', { name: 'Signature Vibes' })).toBeVisible();

  await goOffline(context);
  const firstVibe = page.getByRole('region', { name: 'Signature Vibes' }).getByRole('button').first();
  const vibeName = (await firstVibe.textContent())!.trim();
  await firstVibe.click();
  await expect(page.getByText('Vibe added!')).toBeVisible();
  await expect(firstVibe).toHaveAttribute('aria-pressed', 'true');
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await eventually(async () => {
    const rows = await admin.collection('vibe_profile_vibes').getFullList({ filter: `user = "${traveller.id}"`, expand: 'vibe' });
    return rows.length === 1 && vibeName.includes(rows[0]!.expand!.vibe.name);
  });
});

test('the dashboard turns users away and lets a tastemaker curate a place with a note', async ({ page }) => {
  const user = await createTraveller();
  await signIn(page, user);
  await page.goto('/tastemaker-dashboard');
  await expect(page.getByText('Access Denied - This page is only for Tastemaker accounts')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('button', { name: 'Become a Tastemaker' }).click();
  await expect(page.getByText('Welcome Tastemaker')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Tastemaker Dashboard' })).toBeVisible();
  await expect(page.getByTestId('card-revenue')).toContainText('coming soon');
  await expect(page.getByTestId('card-rating')).toContainText('4.5');
  await page.getByLabel(/Find a place in/).fill('Gwangjang');
  await page.getByRole('button', { name: 'Add', exact: true }).first().click();
  await page.getByLabel('Short note (optional)').fill('Mung bean pancakes, then the knife-cut noodles.');
  await page.getByRole('button', { name: 'Add place' }).click();
  await expect(page.getByText('Added to your places')).toBeVisible();
  await expect(page.getByText('Mung bean pancakes, then the knife-cut noodles.')).toBeVisible();
  await expect(page.getByTestId('card-places')).toContainText('1');
  const admin = await adminClient();
  const tastemaker = await admin.collection('tastemakers').getFirstListItem(`user = "${user.id}"`);
  const links = await admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${tastemaker.id}"`, expand: 'place' });
  expect(links.map((l) => l.expand!.place.name)).toEqual(['Gwangjang Market']);
});
