// A day plan at phone size (390×844, touch), offline (issue 34 §2): planned
// from a collection with no connection, shown as a map with numbered stops
// and a list with walking minutes, reordered with the Earlier/Later buttons
// and by dragging with a finger, kept across a reload offline, then synced,
// shared as a read-only link that another traveller opens, and exported as
// an .ics. And the guide's "plan my Saturday in Seongsu", saved as a plan.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@playwright/test';
import { adminClient, createTraveller, eventually } from './support/server';
import { ChatPage, CollectionsPage, goOffline, goOnline, signIn, waitForFirstSync, waitForServiceWorker } from './support/pages';
import { DayPlanPage, PlanDayDialog } from './support/day-plan';

test.slow();

/** Four of Seoul's local guide's picks in one part of town, in a collection of the traveller's made on the server. */
async function collectionOfFour(userId: string) {
  const admin = await adminClient();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const picks = await admin
    .collection('tastemaker_places')
    .getFullList({ filter: `tastemaker = "${seoul.featured_tastemaker}"`, expand: 'place' });
  const places = picks
    .map((p) => p.expand!.place as { id: string; name: string; neighborhood: string; latitude: number; longitude: number })
    .sort((a, b) => a.name.localeCompare(b.name));
  // The neighbourhood with the most of them, so the walks are short.
  const counts = new Map<string, number>();
  for (const p of places) counts.set(p.neighborhood, (counts.get(p.neighborhood) ?? 0) + 1);
  const [area] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const four = places.filter((p) => p.neighborhood === area).slice(0, 4);
  if (four.length < 4) four.push(...places.filter((p) => !four.includes(p)).slice(0, 4 - four.length));
  const collection = await admin.collection('collections').create({ user: userId, name: 'Weekend walk', is_public: false });
  for (const place of four)
    await admin.collection('collection_places').create({ collection: collection.id, place: place.id, user: userId });
  return { collection, places: four };
}

test('plans a day offline from a collection, reorders it by touch and buttons, then syncs, shares and exports it', async ({
  browser,
  context,
  page,
}) => {
  const traveller = await createTraveller({ name: 'Planner Pia' });
  const { places } = await collectionOfFour(traveller.id);
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  const collections = new CollectionsPage(page);
  await collections.goto();
  await expect(collections.list).toBeVisible();
  await goOffline(context);

  // No connection: plan the day from the collection.
  await collections.open('Weekend walk');
  await expect(collections.heading('Weekend walk')).toBeVisible();
  const dialog = new PlanDayDialog(page);
  await dialog.open();
  await dialog.make({ time: '09:30', startPlace: places[0]!.name });
  await expect(page).toHaveURL(/\/plans\/[a-z0-9]{15}$/);
  const plan = new DayPlanPage(page);
  await expect(plan.heading('A day: Weekend walk')).toBeVisible();
  await expect(plan.stops).toHaveCount(4);
  expect((await plan.names()).sort()).toEqual(places.map((p) => p.name).sort());
  // Walking minutes between stops, and a time at each.
  await expect(plan.walks.first()).toHaveText(new RegExp(`\\d+ min walk from ${places[0]!.name}`));
  await expect(plan.walks.nth(1)).toHaveText(/\d+ min walk from stop 1/);
  await expect(page.getByTestId('plan-stop-time').first()).toHaveText(/About 9:3\d AM/);
  // The map: a numbered pin per stop over the walk's line.
  await expect(plan.pins).toHaveCount(4, { timeout: 30_000 });
  await expect(plan.pins.first()).toHaveAccessibleName(`Stop 1: ${(await plan.names())[0]}`);

  // Move a stop without dragging: the second goes first.
  const before = await plan.names();
  await plan.moveEarlier(before[1]!).click();
  await expect(plan.stopNames).toHaveText([before[1]!, before[0]!, before[2]!, before[3]!]);
  // Drag with a finger: the first stop goes below the third.
  const now = await plan.names();
  await plan.dragByTouch(plan.dragHandle(now[0]!), plan.stops.nth(2));
  await expect(plan.stopNames).toHaveText([now[1]!, now[2]!, now[0]!, now[3]!]);
  const order = await plan.names();

  // Still there after a reload with no connection.
  await page.reload();
  await expect(plan.stopNames).toHaveText(order);
  await expect(page.getByText('Pending sync')).toBeVisible();

  // Back online: the plan reaches the server in that order.
  await goOnline(context);
  const admin = await adminClient();
  const byName = new Map(places.map((p) => [p.name, p.id]));
  await eventually(async () => {
    const rows = await admin.collection('day_plans').getFullList({ filter: `user = "${traveller.id}"` });
    return rows.length === 1 && JSON.stringify(rows[0]!.stops) === JSON.stringify(order.map((n) => byName.get(n)));
  }, 30_000);

  // The calendar file: one event per stop.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('a-day-weekend-walk.ics');
  const ics = readFileSync(await file.path(), 'utf8');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
  expect(ics).toContain(`SUMMARY:1. ${order[0]!.replace(/,/g, '\\,')}`);

  // Shared as a read-only link, which another traveller's phone opens.
  await page.getByRole('button', { name: 'Share link' }).click();
  await expect(plan.shareLink).toContainText('/plans/shared/');
  const link = (await plan.shareLink.textContent())!.replace(/^.*?(\/plans\/shared\/[a-z0-9]+).*$/, '$1');
  await eventually(
    async () => (await admin.collection('day_plans').getFullList({ filter: `user = "${traveller.id}" && share_token != ""` })).length === 1,
    30_000,
  );
  // A visitor with the link sees the plan, and only locked cards: Seoul's picks are for travellers who follow its guide.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const stranger = await visitor.newPage();
  await stranger.goto(link);
  await expect(new DayPlanPage(stranger).heading('A day: Weekend walk')).toBeVisible();
  await expect(stranger.getByTestId('plan-locked-stop')).toHaveCount(4);
  for (const name of order) await expect(stranger.getByText(name)).toHaveCount(0);
  await visitor.close();
  // A friend who follows Seoul's guide reads every stop, read-only.
  const friendly = await createTraveller({ name: 'Friend Fin' });
  const friend = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const other = await friend.newPage();
  await signIn(other, friendly);
  await other.goto(link);
  const shared = new DayPlanPage(other);
  await expect(shared.heading('A day: Weekend walk')).toBeVisible();
  await expect(other.getByText('A day plan by Planner Pia · read-only')).toBeVisible();
  await expect(shared.stopNames).toHaveText(order);
  await expect(shared.walks.nth(1)).toHaveText(/\d+ min walk from stop 1/);
  await expect(other.getByRole('button', { name: /Move .* earlier|Drag .* to reorder/ })).toHaveCount(0);
  await friend.close();

  // Sharing stopped: the link opens nothing.
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await eventually(
    async () => (await admin.collection('day_plans').getFullList({ filter: `user = "${traveller.id}" && share_token = ""` })).length === 1,
    30_000,
  );
  const later = await browser.newContext();
  const closed = await later.newPage();
  await closed.goto(link);
  await expect(closed.getByText('Plan not found')).toBeVisible();
  await later.close();
});

test('the guide plans "my Saturday in Seongsu", and the plan saves as a day plan', async ({ page }) => {
  const traveller = await createTraveller({ name: 'Guided Gus', followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.ask('plan my Saturday in Seongsu');
  const answer = chat.answers.last();
  await expect(answer).toContainText('Saturday in Seongsu, on foot from 10:00 AM');
  await expect(answer).toContainText('min walk');
  const stops = await chat.placesIn(answer).count();
  expect(stops).toBeGreaterThanOrEqual(3);
  await answer.getByRole('button', { name: 'Save as a day plan' }).click();
  await expect(page).toHaveURL(/\/plans\/[a-z0-9]{15}$/);
  const plan = new DayPlanPage(page);
  await expect(plan.heading('Saturday in Seongsu')).toBeVisible();
  await expect(plan.stops).toHaveCount(stops);
  await expect(page.getByTestId('plan-when')).toContainText('from 10:00 AM');
  // The plan screen meets WCAG A and AA (2.2's target size included), map and list alike.
  await expect(plan.pins).toHaveCount(stops, { timeout: 30_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${String(n.target)}: ${n.failureSummary ?? v.help}`))).toEqual([]);
});

test('starts a day from the hotel the traveller set where they stood', async ({ context, page }) => {
  const traveller = await createTraveller({ name: 'Hotel Hana' });
  const { places } = await collectionOfFour(traveller.id);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: places[0]!.latitude + 0.002, longitude: places[0]!.longitude });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const collections = new CollectionsPage(page);
  await collections.goto();
  await collections.open('Weekend walk');
  const dialog = new PlanDayDialog(page);
  await dialog.open();
  await dialog.dialog.getByText('My hotel').click();
  await dialog.dialog.getByLabel('Hotel name').fill('Hanok Stay');
  // A permission already given is used quietly: the position may be there before anything is asked.
  const setHere = dialog.dialog.getByRole('button', { name: 'Set my hotel here' });
  const ask = dialog.dialog.getByRole('button', { name: 'Use my position' });
  await expect(setHere.or(ask)).toBeVisible();
  if (await ask.isVisible()) await ask.click();
  await setHere.click();
  await expect(dialog.dialog.getByText('My hotel (Hanok Stay)')).toBeVisible();
  await dialog.make({ time: '08:00' });
  const plan = new DayPlanPage(page);
  await expect(plan.stops).toHaveCount(4);
  await expect(page.getByTestId('plan-when')).toContainText('from 8:00 AM · at Hanok Stay');
  await expect(plan.walks.first()).toHaveText(/\d+ min walk from Hanok Stay/);
});
