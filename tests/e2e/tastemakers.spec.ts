// Tastemakers and subscriptions in Chromium: discover, subscribe through the
// dialog, see their places, cancel at period end and reactivate; vibes
// proposed, flagged as near-duplicates and approved; a signature vibe toggled
// offline and synced.
import { expect, test } from '@playwright/test';
import { adminClient, createTraveller, eventually } from './support/server';
import {
  DashboardPage,
  ProfilePage,
  SearchPage,
  SubscriptionsPage,
  TastemakerPage,
  TastemakersPage,
  goOffline,
  goOnline,
  mainNav,
  signIn,
  waitForFirstSync,
  waitForServiceWorker,
  waitForToastToClose,
} from './support/pages';

test('discovers and filters tastemakers', async ({ page }) => {
  const admin = await adminClient();
  // Listed tastemakers only: another test makes one of a traveller, who waits
  // for an admin (seen by nobody else) and may be approved while this runs, so
  // each check reads the server's list in the same poll as the screen's.
  const listed = async (filter: string) =>
    (await admin.collection('tastemakers').getFullList({ filter, fields: 'name' })).map((t) => t.name).sort();
  const shown = async () => (await discover.cards.locator('h3').allTextContents()).map((n) => n.trim()).sort();
  const nyc = await admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  const discover = new TastemakersPage(page);
  await discover.goto();
  await expect(page.getByRole('heading', { name: 'Discover Tastemakers' })).toBeVisible();
  await eventually(async () => {
    const [onScreen, onServer] = [await shown(), await listed("status = 'approved'")];
    const count = (await discover.count.textContent())?.trim();
    return onServer.length > 0 && JSON.stringify(onScreen) === JSON.stringify(onServer) && count === String(onServer.length);
  });
  await discover.city.selectOption({ label: 'New York City' });
  await eventually(async () => {
    const [onScreen, onServer] = [
      await shown(),
      await listed(`status = 'approved' && city_tastemakers_via_tastemaker.city ?= "${nyc.id}"`),
    ];
    return onServer.length > 0 && JSON.stringify(onScreen) === JSON.stringify(onServer);
  });
  const all = await admin.collection('tastemakers').getFullList({ filter: "status = 'approved'" });
  const chef = all.find((t) => /chef/i.test(t.title))!;
  await discover.city.selectOption({ label: 'All Cities' });
  await discover.searchbox.fill(chef.name.split(' ')[0]!.toUpperCase());
  await expect(discover.cards.first()).toContainText(chef.name);
  await discover.searchbox.fill('nobody-matches-this');
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
  const guidePlaces = new Set(
    (await admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${seoul.featured_tastemaker}"` })).map(
      (l) => l.place,
    ),
  );
  const onlyChef = chefPlaces.map((l) => l.expand!.place).find((p) => !guidePlaces.has(p.id))!;

  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const search = new SearchPage(page);
  await search.goto();
  await search.searchbox.fill(onlyChef.name);
  await expect(search.resultsCount).toBeVisible();
  await expect(search.cardNamed(onlyChef.name)).toHaveCount(0);

  const profile = new TastemakerPage(page);
  await profile.goto(chef.slug);
  await expect(page.getByText(`Subscribe to see ${chef.name}'s places and signature vibes`)).toBeVisible();
  const dialog = await profile.openSubscribe(chef.name);
  await expect(dialog.getByText('Mock payment mode (no real charges)')).toBeVisible();
  await expect(dialog.getByText('Monthly Subscription')).toBeVisible();
  await dialog.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/subscription-success\?/);
  await expect(page.getByRole('heading', { name: 'Subscription confirmed!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`You are now subscribed to ${chef.name}`)).toBeVisible();
  const entitlement = await admin.collection('entitlements').getFirstListItem(`user = "${traveller.id}" && tastemaker = "${chef.id}"`);
  expect(entitlement).toMatchObject({ subscribed: true, status: 'active', monthly_amount: 99 });

  await search.goto();
  await search.searchbox.fill(onlyChef.name);
  await expect(search.cardNamed(onlyChef.name)).toBeVisible();

  const subscriptions = new SubscriptionsPage(page);
  await subscriptions.gotoMine();
  await subscriptions.unsubscribe(chef.name);
  await expect(page.getByText('Subscription cancelled')).toBeVisible();
  // The toast sits over the tabs on a phone.
  await waitForToastToClose(page, 'Subscription cancelled');
  await subscriptions.tab(/Ending/);
  await expect(subscriptions.row(chef.name)).toContainText('Ends in');
  expect((await admin.collection('entitlements').getOne(entitlement.id)).provider_subscription_id).toMatch(/cancelled/);
  await subscriptions.reactivate(chef.name);
  await expect(page.getByText('Subscription reactivated')).toBeVisible();
  await waitForToastToClose(page, 'Subscription reactivated');
  await subscriptions.tab(/Active/);
  await expect(subscriptions.row(chef.name)).toBeVisible();
  expect((await admin.collection('entitlements').getOne(entitlement.id)).provider_subscription_id).not.toMatch(/cancelled/);
  await subscriptions.gotoOverview();
  await expect(subscriptions.badge(chef.name)).toHaveText('Active');
});

test('a tastemaker proposes a vibe; an admin sees near-duplicates of their own and approves it', async ({ browser, page }) => {
  const tastemaker = await createTraveller({ name: 'Vibe Maker', roles: ['tastemaker'] });
  const admin = await adminClient();
  await signIn(page, tastemaker);
  const profile = new ProfilePage(page);
  await profile.goto();
  const settings = await profile.openSettings();
  await settings.tab('Vibes');
  // Checking for similar vibes reads pending ones, which only admins review (spec §6): a tastemaker submits at once.
  const name = `Vinyl Listening ${Date.now() % 100000}`;
  await settings.proposeVibe(name, 'Bars built around a record collection and a good sound system.');
  await expect(page.getByText('Your vibe has been submitted for admin approval')).toBeVisible();
  await expect(settings.similarVibes).toHaveCount(0);
  const vibe = await admin.collection('vibes').getFirstListItem(`name = "${name}"`);
  expect(vibe.status).toBe('pending');

  const adminUser = await createTraveller({ name: 'Vera Admin', roles: ['admin'] });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, adminUser);
  const adminProfile = new ProfilePage(adminPage);
  await adminProfile.goto();
  const adminSettings = await adminProfile.openSettings();
  await adminSettings.tab('Vibes');
  await adminSettings.proposeVibe('Rooftops');
  await expect(adminSettings.similarVibes).toContainText('Rooftop');
  await adminSettings.approveVibe(name);
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
  await new ProfilePage(page).goto();
  await new ProfilePage(page).createVibeProfile('Weekend mood');
  await expect(page.getByText('Vibe Profile Created')).toBeVisible();
  const guideProfile = new TastemakerPage(page);
  await guideProfile.goto(guide.slug);
  await expect(page.getByRole('heading', { name: 'Signature Vibes' })).toBeVisible();

  await goOffline(context);
  const firstVibe = guideProfile.signatureVibes.first();
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

  await new ProfilePage(page).becomeTastemakerButton.click();
  await expect(page.getByText('Welcome Tastemaker')).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  const dashboard = new DashboardPage(page);
  await expect(page.getByRole('heading', { name: 'Tastemaker Dashboard' })).toBeVisible();
  await expect(dashboard.card('revenue')).toContainText('coming soon');
  await expect(dashboard.card('rating')).toContainText('4.5');
  await dashboard.addPlace('Gwangjang', 'Mung bean pancakes, then the knife-cut noodles.');
  await expect(page.getByText('Added to your places')).toBeVisible();
  await expect(page.getByText('Mung bean pancakes, then the knife-cut noodles.')).toBeVisible();
  await expect(dashboard.card('places')).toContainText('1');
  const admin = await adminClient();
  const tastemaker = await admin.collection('tastemakers').getFirstListItem(`user = "${user.id}"`);
  const links = await admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${tastemaker.id}"`, expand: 'place' });
  expect(links.map((l) => l.expand!.place.name)).toEqual(['Gwangjang Market']);
});

test('follows from the card, finds how to manage it, and unsubscribes there at once', async ({ page }) => {
  const admin = await adminClient();
  const chef = await admin.collection('tastemakers').getFirstListItem('slug = "chef-dohyun-kang"');
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const discover = new TastemakersPage(page);
  await discover.goto();
  const card = discover.cards.filter({ has: page.getByRole('heading', { name: chef.name }) });
  await card.getByRole('button', { name: '$0.99/mo' }).click();
  await page
    .getByRole('dialog', { name: `Follow ${chef.name}?` })
    .getByRole('button', { name: 'Follow for $0.99/mo' })
    .click();
  await expect(card.getByRole('button', { name: 'Following' })).toBeVisible();
  // A paid follow can be managed and ended from the card.
  await expect(card.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute('href', '/my-subscriptions');
  await card.getByRole('button', { name: 'Unsubscribe' }).click();
  await page
    .getByRole('dialog', { name: `Unsubscribe from ${chef.name}?` })
    .getByRole('button', { name: 'Unsubscribe' })
    .click();
  await expect(card.getByRole('button', { name: '$0.99/mo' })).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(
      async () => (await admin.collection('entitlements').getFirstListItem(`user = "${traveller.id}" && tastemaker = "${chef.id}"`)).status,
    )
    .toBe('cancelled');
  // The local guide's free access offers no Unsubscribe.
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});
