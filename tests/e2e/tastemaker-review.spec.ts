// Trust, second round (issue 26) in Chromium: a traveller who makes
// themselves a tastemaker waits for an admin. Their dashboard works meanwhile
// and says so; they add a place the catalog lacks (positioned with "Use my
// location") and picture it; offline the form says it needs a connection.
// Travellers do not find them until an admin approves them from the Users
// tab; then they do.
import { expect, test, type Browser } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { solidPng } from '../support/png';
import { adminClient, createTraveller, type Traveller } from './support/server';
import {
  DashboardPage,
  ProfilePage,
  TastemakersPage,
  goOffline,
  goOnline,
  mainNav,
  signIn,
  waitForFirstSync,
  waitForToastToClose,
} from './support/pages';

/** Williamsburg, Brooklyn: inside New York City. */
const IN_WILLIAMSBURG = { latitude: 40.7081, longitude: -73.9571 };

test.use({ geolocation: IN_WILLIAMSBURG, permissions: ['geolocation'] });

/** A second traveller on a device of their own, on /tastemakers searching for `name`. */
async function travellerSearching(browser: Browser, name: string) {
  const traveller: Traveller = await createTraveller({ name: 'Tae Traveller' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const discover = new TastemakersPage(page);
  await discover.goto();
  await expect(discover.cards.first()).toBeVisible();
  await discover.searchbox.fill(name);
  return { context, page, discover };
}

test('a self-made tastemaker waits for approval, adds a new place, and is listed once an admin approves them', async ({
  browser,
  context,
  page,
}) => {
  test.slow();
  // Unique names: the server outlives one run of a test (a rerun, --repeat-each).
  const suffix = randomBytes(3).toString('hex');
  const name = `Nora Baek ${suffix}`;
  const placeName = `Sunday Bagels Annex ${suffix}`;
  const admin = await adminClient();

  // A tastemaker of New York City: once approved, their new place is read by their followers, and the
  // tests that count Seoul's places on a device following every Seoul tastemaker must not meet it.
  const user = await createTraveller({ name });
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const nyc = await admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  await admin.collection('profiles').update(user.id, { unlocked_cities: [seoul.id, nyc.id], active_city: nyc.id });
  await signIn(page, user);
  await waitForFirstSync(page, user.id);
  const profile = new ProfilePage(page);
  await profile.goto();
  await profile.becomeTastemakerButton.click();
  await expect(page.getByText('Welcome Tastemaker')).toBeVisible();
  await expect(page.getByText(/You're awaiting approval: travellers see your profile and picks once an admin approves you/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Awaiting approval' })).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  const dashboard = new DashboardPage(page);
  await expect(dashboard.reviewStatus).toContainText('Awaiting approval');
  await expect(dashboard.reviewStatus).toContainText("Travellers don't see your profile or your picks until an admin approves you");

  // Searching what the device holds still works (the curation scope), and a place it lacks can be added.
  await page.getByLabel(/Find a place in/).fill(placeName);
  await expect(page.getByText('No matching places')).toBeVisible();
  const form = await dashboard.openNewPlace();
  await expect(form.getByLabel('Name')).toHaveValue(placeName);
  // Checked on the device: the neighbourhood is missing.
  await form.getByRole('button', { name: 'Add new place' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter the neighbourhood the place is in.');
  await form.getByLabel('Neighbourhood').fill('Williamsburg');
  await form.getByLabel('Category').selectOption('cafe');
  await form.getByLabel('Budget (optional)').selectOption('medium');
  await form.getByRole('button', { name: 'Use my location' }).click();
  await expect(form.getByLabel('Latitude')).toHaveValue('40.708100');
  await expect(form.getByLabel('Longitude')).toHaveValue('-73.957100');
  await form.getByLabel('Your note (optional)').fill('Everything bagels out of the oven at eleven.');
  await form.getByRole('button', { name: 'Add new place' }).click();
  await expect(page.getByText('Added to your places')).toBeVisible();
  const item = dashboard.curatedPlace(placeName);
  await expect(item).toContainText('Everything bagels out of the oven at eleven.');
  await expect(dashboard.card('places')).toContainText('1');

  const tastemaker = await admin.collection('tastemakers').getFirstListItem(`user = "${user.id}"`);
  expect(tastemaker.status).toBe('pending');
  const added = await admin.collection('places').getFirstListItem(admin.filter('name = {:name}', { name: placeName }));
  expect(added).toMatchObject({ added_by: tastemaker.id, city: nyc.id, neighborhood: 'Williamsburg', budget: 'medium' });
  expect(added.latitude).toBeCloseTo(IN_WILLIAMSBURG.latitude, 5);

  // Offline the dashboard still reads, and a new place is checked but not sent: it needs a connection.
  // The toast above the bottom bar lies over "Add a new place" until it goes (and stays while the pointer is on it).
  await waitForToastToClose(page, 'Added to your places');
  await goOffline(context);
  const offline = await dashboard.openNewPlace();
  await offline.getByLabel('Name').fill('Offline Corner');
  await offline.getByLabel('Neighbourhood').fill('Greenpoint');
  await offline.getByLabel('Category').selectOption('bar');
  await offline.getByRole('button', { name: 'Add new place' }).click();
  await expect(page.getByText("Editing your places needs a connection. Try again when you're back online.")).toBeVisible();
  await expect(dashboard.reviewStatus).toContainText('Awaiting approval');
  await offline.getByRole('button', { name: 'Cancel' }).click();
  await goOnline(context);

  // A place they added is theirs to picture: the photo is the place's own.
  await item
    .getByLabel(`Photo for ${placeName}`)
    .setInputFiles({ name: 'bagels.png', mimeType: 'image/png', buffer: solidPng(640, 400, [200, 120, 40]) });
  await expect(page.getByText('Photo uploaded')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Change photo' })).toBeVisible();
  expect((await admin.collection('places').getOne(added.id)).photo).toMatch(/\.png$/);

  // Not listed to others while pending.
  const other = await travellerSearching(browser, name);
  await expect(other.page.getByText('No tastemakers found')).toBeVisible();
  await expect(other.discover.cards).toHaveCount(0);

  // An admin approves them from the Users tab.
  const adminUser = await createTraveller({ name: `Vera Admin ${suffix}`, roles: ['admin'] });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, adminUser);
  const adminProfile = new ProfilePage(adminPage);
  await adminProfile.goto();
  const settings = await adminProfile.openSettings();
  await settings.tab('Users');
  await expect(adminPage.getByRole('heading', { name: 'Tastemakers awaiting approval' })).toBeVisible();
  const pending = settings.pendingTastemaker(name);
  await expect(pending).toContainText('New York City');
  await expect(pending).toContainText(name);
  await settings.approveTastemaker(name);
  await expect(adminPage.getByText('Tastemaker Approved')).toBeVisible();
  await expect(pending).toHaveCount(0);
  expect((await admin.collection('tastemakers').getOne(tastemaker.id)).status).toBe('approved');
  await adminContext.close();

  // The second traveller's device finds them at its next sync (a reload starts one).
  await other.page.reload();
  await other.discover.searchbox.fill(name);
  await expect(other.discover.cards.filter({ hasText: name })).toHaveCount(1);
  await other.context.close();

  // And the tastemaker's own dashboard no longer says they wait.
  await page.reload();
  await expect(dashboard.curatedPlace(placeName)).toBeVisible();
  await expect(dashboard.reviewStatus).toHaveCount(0);
});
