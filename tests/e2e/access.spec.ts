// What a traveller may see, in Chromium: a newly onboarded Seoul user sees
// only the free local guide's picks (search, Hot Places, the guide offline),
// and the chef's picks too once they subscribe.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminClient, createTraveller } from './support/server';
import { goOffline, goOnline, signIn, waitForServiceWorker } from './support/pages';

async function placeNames(scope: Page | Locator): Promise<string[]> {
  return scope.getByTestId('place-card').getByRole('heading', { level: 3 }).allTextContents();
}

test('a newly onboarded Seoul user sees only the local guide\'s picks, then the chef\'s after subscribing', async ({ page, context }) => {
  const admin = await adminClient();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const chef = await admin.collection('tastemakers').getFirstListItem('slug = "chef-dohyun-kang"');
  const picksOf = async (tastemakerId: string) => new Set((await admin.collection('tastemaker_places')
    .getFullList({ filter: `tastemaker = "${tastemakerId}"`, expand: 'place' })).map((l) => l.expand!.place.name as string));
  const guideNames = await picksOf(seoul.featured_tastemaker);
  const chefNames = await picksOf(chef.id);
  const both = new Set([...guideNames, ...chefNames]);

  const traveller = await createTraveller({ onboarded: false });
  await signIn(page, traveller);
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: 'Seoul', exact: true }).click();
  for (let step = 3; step <= 6; step++) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(`Step ${step} of 6`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Start Exploring' }).click();
  await expect(page.getByTestId('hot-places').getByTestId('place-card')).toHaveCount(6);
  for (const name of await placeNames(page.getByTestId('hot-places'))) expect(guideNames, name).toContain(name);

  await page.goto('/search');
  // The count settles once the first sync has stored the guide's places.
  await expect(page.getByTestId('results-count')).toHaveText(`${guideNames.size} places`, { timeout: 20_000 });
  const listed = await placeNames(page);
  expect(listed).toHaveLength(guideNames.size);
  for (const name of listed) expect(guideNames, name).toContain(name);
  const chefOnly = [...chefNames].find((name) => !guideNames.has(name))!;
  await page.getByRole('searchbox', { name: 'Search places' }).fill(chefOnly);
  await expect(page.getByTestId('place-card').getByRole('heading', { name: chefOnly, exact: true })).toHaveCount(0);

  // The guide answers from the same places offline.
  await waitForServiceWorker(page);
  await goOffline(context);
  await page.goto('/chat');
  await page.getByRole('group', { name: 'Suggested questions' }).getByRole('button', { name: 'Cozy cafe for working' }).click();
  const answer = page.getByTestId('chat-assistant').first();
  await expect(answer).toContainText('Offline answer');
  await expect(answer.getByTestId('chat-place')).not.toHaveCount(0);
  const answered = await answer.getByTestId('chat-place').locator('span.font-semibold').allTextContents();
  for (const name of answered) expect(guideNames, name).toContain(name);
  await goOnline(context);

  await page.goto(`/tastemaker/${chef.slug}`);
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await page.getByRole('dialog', { name: `Subscribe to ${chef.name}` }).getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription confirmed!' })).toBeVisible({ timeout: 15_000 });
  await page.goto('/search');
  await expect(page.getByTestId('results-count')).toHaveText(`${both.size} places`, { timeout: 20_000 });
  await page.getByRole('searchbox', { name: 'Search places' }).fill(chefOnly);
  await expect(page.getByTestId('place-card').getByRole('heading', { name: chefOnly, exact: true })).toBeVisible();
});
