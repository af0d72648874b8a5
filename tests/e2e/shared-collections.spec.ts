// Shared collections at phone size (issue 34 §1): an owner invites a friend
// by link; the friend, offline, adds a place and votes while the owner adds
// another; once the friend is back online both phones show the merged list,
// who added what, and the vote.
import { expect, test, type Page } from '@playwright/test';
import { adminClient, createTraveller, type Traveller } from './support/server';
import { CollectionsPage, goOffline, goOnline, signIn, waitForEmptyOutbox, waitForFirstSync, waitForServiceWorker } from './support/pages';

async function addToCollection(page: Page, place: { id: string; name: string }, collection: string) {
  await page.goto(`/place/${place.id}`);
  await page
    .getByRole('button', { name: `Add ${place.name} to a collection` })
    .first()
    .click();
  await page.getByRole('button', { name: collection }).click();
  await expect(page.getByText(`Added to ${collection}`)).toBeVisible();
}

async function signedIn(page: Page, traveller: Traveller) {
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
}

test('two members edit one shared collection, one offline, and both end with the merged list', async ({ browser }) => {
  const admin = await adminClient();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const picks = await admin
    .collection('tastemaker_places')
    .getFullList({ filter: `tastemaker = "${seoul.featured_tastemaker}"`, expand: 'place', sort: 'place' });
  const [first, second, third] = picks.slice(0, 3).map((p) => p.expand!.place as { id: string; name: string });
  const owner = await createTraveller({ name: 'Olivia Owner' });
  const friend = await createTraveller({ name: 'Max Friend' });
  const phone = { viewport: { width: 390, height: 844 } };
  const ownerContext = await browser.newContext(phone);
  const friendContext = await browser.newContext(phone);
  const ownerPage = await ownerContext.newPage();
  const friendPage = await friendContext.newPage();

  // The owner makes a collection with one place and creates an invite link.
  await signedIn(ownerPage, owner);
  const collections = new CollectionsPage(ownerPage);
  await collections.goto();
  await collections.openNewCollection();
  await collections.fillName('Seoul with Max');
  await collections.createButton.click();
  await expect(collections.list).toContainText('Seoul with Max');
  await addToCollection(ownerPage, first!, 'Seoul with Max');
  await collections.goto();
  await collections.open('Seoul with Max');
  await ownerPage.getByRole('button', { name: 'Invite friends' }).click();
  await ownerPage.getByRole('button', { name: 'Create invite link' }).click();
  const link = (await ownerPage.getByTestId('invite-link').textContent())!;
  expect(link).toMatch(/\/invite\/[a-zA-Z0-9]{32}$/);

  // The friend joins by the link.
  await signedIn(friendPage, friend);
  await friendPage.goto(new URL(link).pathname);
  await expect(friendPage.getByText('Olivia Owner invites you to plan this collection with them.')).toBeVisible();
  await friendPage.getByRole('button', { name: 'Join collection' }).click();
  await expect(friendPage.getByRole('heading', { name: 'Seoul with Max', level: 1 })).toBeVisible();
  await expect(friendPage.getByTestId('collection-places')).toContainText(first!.name);
  await expect(friendPage.getByTestId('added-by').first()).toHaveText(/^Added by Olivia Owner/);
  // Used once, the owner revokes the link: nobody else joins with it.
  await ownerPage.getByRole('button', { name: 'Revoke link' }).click();
  await expect(ownerPage.getByTestId('invite-link')).toHaveCount(0);
  const invites = await admin.collection('collection_invites').getFullList({ filter: `user = "${owner.id}"` });
  expect(invites.map((i) => i.revoked)).toEqual([true]);

  // Offline, the friend adds a place and loves the owner's; meanwhile the owner adds another.
  await goOffline(friendContext);
  await addToCollection(friendPage, second!, 'Seoul with Max');
  await friendPage.goto('/collections');
  await friendPage.getByRole('link', { name: 'Seoul with Max' }).click();
  const votes = (page: Page) => page.getByRole('group', { name: `Votes on ${first!.name}` });
  await votes(friendPage).getByRole('button', { name: 'Love it (0)' }).click();
  await expect(votes(friendPage).getByRole('button', { name: 'Love it (1)' })).toHaveAttribute('aria-pressed', 'true');
  await addToCollection(ownerPage, third!, 'Seoul with Max');
  // The server has the owner's two places, and nothing yet of the friend's.
  await expect
    .poll(async () =>
      (await admin.collection('collection_places').getFullList({ filter: `user = "${owner.id}"` })).map((l) => l.place).sort(),
    )
    .toEqual([first!.id, third!.id].sort());

  // Back online, both phones hold all three places, who added each, and the vote.
  await goOnline(friendContext);
  await friendPage.reload();
  await waitForEmptyOutbox(friendPage);
  for (const page of [ownerPage, friendPage]) {
    await page.goto('/collections');
    await page.getByRole('link', { name: 'Seoul with Max' }).first().click();
    const list = page.getByTestId('collection-places');
    for (const place of [first!, second!, third!]) await expect(list).toContainText(place.name);
    await expect(list.getByTestId('place-card')).toHaveCount(3);
    await expect(votes(page).getByRole('button', { name: 'Love it (1)' })).toBeVisible();
  }
  await expect(ownerPage.getByTestId('collection-places').locator('li', { hasText: second!.name }).getByTestId('added-by')).toHaveText(
    /^Added by Max Friend/,
  );
  await expect(friendPage.getByTestId('collection-places').locator('li', { hasText: second!.name }).getByTestId('added-by')).toHaveText(
    /^Added by You/,
  );
  await ownerContext.close();
  await friendContext.close();
});
