// What a traveller may see, in Chromium: a newly onboarded Seoul user sees
// only the free local guide's picks (search, Hot Places, the guide offline),
// and the chef's picks too once they subscribe.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminClient, createTraveller } from './support/server';
import {
  ChatPage,
  HomePage,
  OnboardingPage,
  SearchPage,
  TastemakerPage,
  goOffline,
  goOnline,
  signIn,
  waitForDeviceRows,
  waitForFirstSync,
  waitForServiceWorker,
} from './support/pages';

async function placeNames(scope: Page | Locator): Promise<string[]> {
  return scope.getByTestId('place-card').getByRole('heading', { level: 3 }).allTextContents();
}

test("a newly onboarded Seoul user sees only the local guide's picks, then the chef's after subscribing", async ({ page, context }) => {
  const admin = await adminClient();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const chef = await admin.collection('tastemakers').getFirstListItem('slug = "chef-dohyun-kang"');
  const picksOf = async (tastemakerId: string) =>
    new Set(
      (await admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${tastemakerId}"`, expand: 'place' })).map(
        (l) => l.expand!.place.name as string,
      ),
    );
  const guideNames = await picksOf(seoul.featured_tastemaker);
  const chefNames = await picksOf(chef.id);
  const both = new Set([...guideNames, ...chefNames]);

  const traveller = await createTraveller({ onboarded: false });
  await signIn(page, traveller);
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
  await expect(home.hotPlaces).toHaveCount(6);
  const hotNames = await placeNames(page.getByTestId('hot-places'));
  expect(hotNames).toHaveLength(6);
  for (const name of hotNames) expect(guideNames, name).toContain(name);

  // The count settles once the first sync has stored the guide's places.
  await waitForDeviceRows(page, 'places', guideNames.size);
  const search = new SearchPage(page);
  await search.goto();
  await expect(search.resultsCount).toHaveText(`${guideNames.size} places`);
  // The list draws its first cards, then the rest in a transition.
  await expect(page.getByTestId('place-card')).toHaveCount(guideNames.size);
  const listed = await placeNames(page);
  expect(listed).toHaveLength(guideNames.size);
  for (const name of listed) expect(guideNames, name).toContain(name);
  const chefOnly = [...chefNames].find((name) => !guideNames.has(name))!;
  await search.searchbox.fill(chefOnly);
  // The search has run (the count is no longer every place's) before its results are read.
  await expect(search.resultsCount).not.toHaveText(`${guideNames.size} places`);
  await expect(search.cardNamed(chefOnly)).toHaveCount(0);

  // The guide answers from the same places offline.
  await waitForServiceWorker(page);
  await goOffline(context);
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.suggestion('Cozy cafe for working').click();
  const answer = chat.answers.first();
  await expect(answer).toContainText('Offline answer');
  await expect(chat.placesIn(answer)).not.toHaveCount(0);
  const answered = await chat.placesIn(answer).locator('span.font-semibold').allTextContents();
  expect(answered).toHaveLength(await chat.placesIn(answer).count());
  for (const name of answered) expect(guideNames, name).toContain(name);
  await goOnline(context);

  const tastemaker = new TastemakerPage(page);
  await tastemaker.goto(chef.slug);
  await tastemaker.subscribe(chef.name);
  await expect(page.getByRole('heading', { name: 'Subscription confirmed!' })).toBeVisible({ timeout: 15_000 });
  // The chef's places arrive with the next sync: the count is right once they are stored.
  await waitForDeviceRows(page, 'places', both.size);
  await search.goto();
  await expect(search.resultsCount).toHaveText(`${both.size} places`);
  await search.searchbox.fill(chefOnly);
  await expect(search.cardNamed(chefOnly)).toBeVisible();
});

test("a place card's locked tastemaker leads into subscribing to them: the price confirmed, then subscribed", async ({ page }) => {
  const admin = await adminClient();
  const chef = await admin.collection('tastemakers').getFirstListItem('slug = "chef-dohyun-kang"');
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const search = new SearchPage(page);
  await search.goto();
  // A market both the local guide and the chef recommend: the guide's pick shows the chef, locked.
  await search.searchbox.fill('Gwangjang Market');
  const card = search.cards.filter({ has: page.getByRole('heading', { name: 'Gwangjang Market', exact: true }) });
  await card.getByRole('button', { name: /^Recommended by/ }).click();
  await page.getByRole('button', { name: new RegExp(`^${chef.name}`) }).click();
  const unlock = page.getByRole('dialog', { name: `Unlock ${chef.name}` });
  await unlock.getByRole('button', { name: 'Unlock Now' }).click();
  const subscribe = page.getByRole('dialog', { name: `Subscribe to ${chef.name}` });
  await expect(subscribe.getByText('$0.99')).toBeVisible();
  await subscribe.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByText('Tastemaker unlocked!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Subscription confirmed!' })).toBeVisible({ timeout: 15_000 });
});
