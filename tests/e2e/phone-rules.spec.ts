// The rules every screen keeps on a phone (issue 30), checked as rules on
// every route: signed out, signed in with data, a fresh traveller with
// nothing saved, and offline. On each screen: every control at least 44×44
// CSS px (links in running text excepted), nothing over a control (nor a
// toast over the header or the bottom bar), no wrapped or clipped label, and
// a way back from every screen that is not a tab. support/screen-rules.ts
// says exactly how each is measured; each screen's photo and the violations
// found land in the test's output folder (test-results/).
import { createHash, randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { RulesWalk } from './support/rules-walk';
import { adminClient, createTraveller } from './support/server';
import { OnboardingPage, PlacePage, goOffline, signIn, waitForFirstSync, waitForServiceWorker } from './support/pages';
import { DayPlanPage, PlanDayDialog } from './support/day-plan';

const test = base.extend<{ walk: RulesWalk }>({
  walk: async ({ page }, use) => {
    const walk = new RulesWalk(page);
    await use(walk);
    walk.save();
  },
});

// Each test walks a dozen or more screens in one page.
test.slow();

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Seoul's local guide, a place of theirs, and a tastemaker a new traveller does not follow. */
async function seoul() {
  const admin = await adminClient();
  const city = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const guide = await admin.collection('tastemakers').getOne(city.featured_tastemaker);
  // The guide's last pick by id: other specs review the first ones and count their reviews.
  const link = await admin
    .collection('tastemaker_places')
    .getFirstListItem(`tastemaker = "${guide.id}"`, { expand: 'place', sort: '-place' });
  const place = link.expand!.place as { id: string; name: string };
  const chef = await admin.collection('tastemakers').getFirstListItem('slug = "chef-dohyun-kang"');
  return {
    guide: { slug: guide.slug as string, name: guide.name as string },
    place,
    chef: { slug: chef.slug as string, name: chef.name as string },
  };
}

/** An invitation (a link's token) to another traveller's collection, made as the server makes them. */
async function invitation(): Promise<string> {
  const admin = await adminClient();
  const owner = await createTraveller({ name: 'Public Pat' });
  const collection = await admin.collection('collections').create({ user: owner.id, name: 'Trip with Pat' });
  const token = randomBytes(24)
    .toString('base64url')
    .replace(/[^a-zA-Z0-9]/g, 'x')
    .slice(0, 32);
  await admin.collection('collection_invites').create({
    collection: collection.id,
    user: owner.id,
    token_hash: createHash('sha256').update(token).digest('hex'),
    role: 'editor',
    expires: new Date(Date.now() + 86_400_000).toISOString().replace('T', ' '),
  });
  return token;
}

test('signed out: the landing page, the open screens and the static pages', async ({ page, walk }) => {
  const { guide, chef } = await seoul();
  const other = await createTraveller({ name: 'Public Pat' });

  await page.goto('/');
  // The pre-rendered page hydrates at the first interaction: check the app's page.
  await page.evaluate(() => dispatchEvent(new KeyboardEvent('keydown')));
  await expect(page.locator('html[data-app="running"]')).toHaveCount(1);
  await walk.check('/ (landing)', h1(page, /like a local/));
  await walk.visit('/auth', h1(page, 'Tastemap'));
  await walk.visit('/explorer', h1(page, 'Explore Cities'));
  await walk.visit('/city/seoul', h1(page, 'Seoul'));
  await walk.visit('/city/new-york-city', h1(page, 'New York City'), { screen: '/city/new-york-city (locked)' });
  await walk.visit(`/user/${other.id}/city/seoul`, h1(page, 'Public Pat'), { screen: '/user/:id/city/seoul' });
  await walk.visit('/tastemakers', h1(page, 'Discover Tastemakers'));
  await walk.visit(`/tastemaker/${guide.slug}`, h1(page, guide.name), { screen: '/tastemaker/:slug (local guide)' });
  await walk.visit(`/tastemaker/${chef.slug}`, h1(page, chef.name), { screen: '/tastemaker/:slug (not followed)' });
  await walk.visit('/collections', page.getByText('Sign in to keep collections'));
  await walk.visit(`/invite/${'a'.repeat(32)}`, page.getByText('Sign in to join this collection'), {
    screen: '/invite/:token (signed out)',
  });
  await walk.visit('/for-tastemakers', h1(page, 'Become a tastemaker'));
  await walk.visit('/about', h1(page, 'About Tastemap'));
  await walk.visit('/privacy', h1(page, /Privacy/));
  await walk.visit('/terms', h1(page, /Terms/));
  await walk.visit('/subscription-cancelled', h1(page, 'Payment cancelled'));
  await walk.visit('/no-such-page', page.getByText('Oops! Page not found'), { screen: '404' });
  // A day plan someone shared (issue 34 §2), read-only, with a stop this visitor may not see.
  const token = await sharedPlanOf(other.id);
  await walk.visit(`/plans/shared/${token}`, h1(page, 'Shared Saturday'), { screen: '/plans/shared/:token' });
});

/** A shared day plan of `userId`'s: two of Seoul's local guide's picks and a pick of a paid tastemaker's. */
async function sharedPlanOf(userId: string): Promise<string> {
  const admin = await adminClient();
  const city = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const open = await admin
    .collection('tastemaker_places')
    .getList(1, 2, { filter: `tastemaker = "${city.featured_tastemaker}"`, sort: 'place' });
  const paid = await admin
    .collection('tastemaker_places')
    .getFirstListItem(`tastemaker != "${city.featured_tastemaker}" && city = "${city.id}"`);
  const first = await admin.collection('places').getOne(open.items[0]!.place);
  const token = Array.from({ length: 32 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz0123456789'[(i * 7 + Date.now()) % 36]).join('');
  await admin.collection('day_plans').create({
    user: userId,
    city: city.id,
    name: 'Shared Saturday',
    day: '2026-12-05',
    start_time: '10:00',
    start: { kind: 'place', label: first.name, latitude: first.latitude, longitude: first.longitude, place: first.id },
    stops: [open.items[0]!.place, paid.place, open.items[1]!.place].filter((id, i, all) => all.indexOf(id) === i),
    share_token: token,
  });
  return token;
}

test('signed in with data: every screen, and a toast over the place page', async ({ page, walk }) => {
  const { guide, place, chef } = await seoul();
  const traveller = await createTraveller({ name: 'Rules Rita', roles: ['tastemaker'] });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);

  // A place saved, in a collection, and reviewed: the toasts these raise come over the place page's controls.
  const placePage = new PlacePage(page);
  await page.goto(`/place/${place.id}`);
  await expect(placePage.heading(place.name)).toBeVisible();
  await placePage.save(place.name);
  await walk.checkToast('/place/:id', 'Saved');
  await placePage.addToNewCollection(place.name, 'Rules picks');
  await expect(page.getByRole('button', { name: 'Rules picks', pressed: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await walk.checkToast('/place/:id', 'Added to Rules picks');
  await placePage.rate(5);
  await placePage.writeReview('Worth the queue.');
  await placePage.submitReview();
  await expect(placePage.ownReview).toBeVisible();
  await walk.check('/place/:id', placePage.ownReview);

  await walk.visit('/', h1(page, 'Seoul'), { screen: '/ (home)' });
  await walk.visit('/search', page.getByTestId('place-card').first());
  await page.goto('/map');
  await expect(page.getByTestId('place-map')).toHaveAttribute('data-tiles-loaded', 'true', { timeout: 30_000 });
  await walk.check('/map', page.getByRole('button', { name: 'Zoom in' }));
  // Each of these marks its first content drawn, which releases a stored screen of it (src/data/cache/screen-release.ts).
  const drawn = () => expect(page.locator('main[data-screen-drawn]')).toBeAttached();
  await walk.visit('/chat', h1(page, 'Seoul Local Guide'));
  await drawn();
  await walk.visit('/profile', h1(page, 'Rules Rita'));
  await drawn();
  await walk.visit('/timeline', h1(page, 'Seoul Timeline'));
  await drawn();
  await walk.visit('/events', h1(page, 'Events in Seoul'));
  await drawn();
  await walk.visit('/collections', page.getByTestId('collections'));
  await drawn();
  await page.getByRole('link', { name: /Rules picks/ }).click();
  await walk.check('/collections/:id', h1(page, 'Rules picks'));
  await drawn();
  // Shared: members, who added each place, votes and notes.
  await page.getByRole('button', { name: 'Invite friends', expanded: false }).click();
  await page.getByRole('button', { name: 'Create invite link' }).click();
  await expect(page.getByTestId('place-extras')).toBeVisible();
  await walk.check('/collections/:id (shared)', page.getByTestId('invite-link'));
  // A day plan from the collection (issue 34 §2): the plan with its map and list.
  const planDay = new PlanDayDialog(page);
  await planDay.open();
  await planDay.make();
  await walk.check('/plans/:id', new DayPlanPage(page).heading('A day: Rules picks'));
  await drawn();
  // Another traveller's invitation to their collection.
  const token = await invitation();
  await walk.visit(`/invite/${token}`, h1(page, 'Trip with Pat'), { screen: '/invite/:token' });
  await drawn();
  await walk.visit('/tastemakers', h1(page, 'Discover Tastemakers'));
  await drawn();
  await walk.visit(`/tastemaker/${guide.slug}`, page.getByTestId('place-card').first(), { screen: '/tastemaker/:slug (followed)' });
  await walk.visit(`/tastemaker/${chef.slug}`, page.getByRole('button', { name: 'Subscribe', exact: true }), {
    screen: '/tastemaker/:slug (not followed)',
  });
  await walk.visit('/explorer', h1(page, 'Explore Cities'));
  await walk.visit('/city/seoul', h1(page, 'Seoul'));
  await walk.visit('/city/new-york-city', h1(page, 'New York City'), { screen: '/city/new-york-city (locked)' });
  await walk.visit(`/user/${traveller.id}/city/seoul`, h1(page, 'Rules Rita'), { screen: '/user/:id/city/seoul (own)' });
  await walk.visit('/my-subscriptions', h1(page, 'My Subscriptions'));
  await walk.visit('/subscriptions', h1(page, 'Subscriptions'));
  await walk.visit('/tastemaker-dashboard', h1(page, 'Tastemaker Dashboard'));
  await walk.visit('/import', h1(page, 'Import places'));
  await drawn();
});

test('a fresh traveller: onboarding, then screens with nothing saved', async ({ page, walk }) => {
  const traveller = await createTraveller({ onboarded: false, name: 'Fresh Fern' });
  await signIn(page, traveller);
  await expect(page).toHaveURL(/\/onboarding$/);
  const onboarding = new OnboardingPage(page);
  // Signing in says 'Welcome aboard' over the first step, whose one action sits at the foot of the screen.
  await expect(onboarding.step(1)).toBeVisible();
  await walk.checkToast('/onboarding step 1', 'Welcome aboard');
  // The first step starts a path a new traveller is sent down: there is nothing before it to go back to.
  await walk.check('/onboarding step 1', onboarding.step(1), { noBack: true });
  await onboarding.getStarted();
  await onboarding.city('Seoul').click();
  await walk.check('/onboarding step 2', onboarding.step(2));
  for (let step = 3; step <= 6; step++) {
    await onboarding.continue();
    await walk.check(`/onboarding step ${step}`, onboarding.step(step));
  }
  await onboarding.startExploring();
  await walk.check('/ (home, new)', h1(page, 'Seoul'));
  await walk.visit('/search', page.getByTestId('place-card').first(), { screen: '/search (new)' });
  await walk.visit('/chat', page.getByRole('group', { name: 'Suggested questions' }), { screen: '/chat (new)' });
  await walk.visit('/profile', page.getByText('No saved places yet'), { screen: '/profile (new)' });
  await walk.visit('/collections', page.getByText('No collections yet'), { screen: '/collections (new)' });
  await walk.visit('/timeline', h1(page, 'Seoul Timeline'), { screen: '/timeline (new)' });
  await walk.visit('/my-subscriptions', h1(page, 'My Subscriptions'), { screen: '/my-subscriptions (new)' });
  await walk.visit(`/user/${traveller.id}/city/seoul`, h1(page, 'Fresh Fern'), { screen: '/user/:id/city/seoul (new)' });
});

test('offline: the screens a traveller opens with no connection', async ({ context, page, walk }) => {
  const { guide, place } = await seoul();
  const traveller = await createTraveller({ name: 'Offline Otto' });
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  await goOffline(context);

  // A cold start with no connection (the service worker serves the app), then a walk through the app.
  await page.goto('/');
  await walk.check('/ (offline)', h1(page, 'Seoul'));
  await expect(page.getByTestId('sync-indicator')).toHaveAccessibleName(/Offline/);
  await walk.visit('/search', page.getByTestId('place-card').first(), { screen: '/search (offline)' });
  await walk.visit(`/place/${place.id}`, h1(page, place.name), { screen: '/place/:id (offline)' });
  await walk.visit('/chat', h1(page, 'Seoul Local Guide'), { screen: '/chat (offline)' });
  await walk.visit('/profile', h1(page, 'Offline Otto'), { screen: '/profile (offline)' });
  await walk.visit('/collections', h1(page, 'Collections'), { screen: '/collections (offline)' });
  await walk.visit('/explorer', h1(page, 'Explore Cities'), { screen: '/explorer (offline)' });
  await walk.visit('/city/seoul', h1(page, 'Seoul'), { screen: '/city/seoul (offline)' });
  await walk.visit('/tastemakers', h1(page, 'Discover Tastemakers'), { screen: '/tastemakers (offline)' });
  await walk.visit(`/tastemaker/${guide.slug}`, h1(page, guide.name), { screen: '/tastemaker/:slug (offline)' });
  await walk.visit('/events', h1(page, 'Events in Seoul'), { screen: '/events (offline)' });
  await walk.visit('/import', h1(page, 'Import places'), { screen: '/import (offline)' });
});
