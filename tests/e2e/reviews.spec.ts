// Reviews on a phone (issue 29, §3): the place page shows the editors' score
// and what travellers make of the place apart, each saying whose it is; a
// traveller writes one review of a place, edits it and deletes it, the last
// two offline, and each change reaches the server once back online.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { RecordModel } from 'pocketbase';
import { adminClient, createTraveller, eventually } from './support/server';
import { PlacePage, goOffline, goOnline, signIn, waitForEmptyOutbox, waitForFirstSync, waitForServiceWorker } from './support/pages';

/** axe finds nothing against WCAG 2.1 A and AA on the page as it is now. */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    violations.flatMap((v) => v.nodes.map((node) => `${v.id} ${String(node.target)}`)),
    what,
  ).toEqual([]);
}

/** Two places of Seoul's free local guide, whom every new traveller follows, with an editors' score. */
async function guidePlaces(): Promise<[RecordModel, RecordModel]> {
  const admin = await adminClient();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const picks = await admin
    .collection('tastemaker_places')
    .getList(1, 2, { filter: `tastemaker = "${seoul.featured_tastemaker}" && place.rating > 0`, sort: 'place', expand: 'place' });
  const places = picks.items.map((p) => p.expand!.place as RecordModel);
  expect(places).toHaveLength(2);
  return [places[0]!, places[1]!];
}

test('a traveller writes, edits and deletes their review, offline too; the editors’ score stays apart', async ({ context, page }) => {
  const [reviewed, unreviewed] = await guidePlaces();
  const admin = await adminClient();
  const traveller = await createTraveller({ name: 'Ravi Reviewer' });
  // Someone else reviewed the place already.
  const other = await createTraveller({ name: 'Other Traveller' });
  await admin.collection('reviews').create({ place: reviewed.id, user: other.id, rating: 2, comment: 'Too crowded for me.' });
  const mine = () => admin.collection('reviews').getFullList({ filter: `user = "${traveller.id}"` });

  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  const place = new PlacePage(page);

  // A place nobody reviewed: its editors' score, and no travellers' rating to contradict it.
  await page.goto(`/place/${unreviewed.id}`);
  await expect(place.heading(unreviewed.name)).toBeVisible();
  await expect(place.editorsScore).toContainText(`Editors' score★${(unreviewed.rating as number).toFixed(1)}`);
  await expect(place.editorsScore).toContainText('From the editors who wrote this guide');
  await expect(place.travellersRating).toHaveText('TravellersNo reviews yet');

  await page.goto(`/place/${reviewed.id}`);
  await expect(place.heading(reviewed.name)).toBeVisible();
  const score = `Editors' score★${(reviewed.rating as number).toFixed(1)}`;
  await expect(place.editorsScore).toContainText(score);
  await expect(place.travellersRating).toHaveText('Travellers★2.0 · 1 review');

  // Written online.
  await place.rate(5);
  await place.writeReview('Worth the queue.');
  await place.submitReview();
  await expect(place.ownReview).toContainText('Worth the queue.');
  await expect(place.travellersRating).toHaveText('Travellers★3.5 · 2 reviews');
  // One review per place: no form for a second one.
  await expect(place.submitReviewButton).toHaveCount(0);
  for (const button of [place.editReviewButton, place.deleteReviewButton]) {
    const box = (await button.boundingBox())!;
    expect(Math.min(box.width, box.height), 'a touch target of 44 px at least').toBeGreaterThanOrEqual(44);
  }
  await eventually(async () => (await mine()).some((r) => r.rating === 5 && r.comment === 'Worth the queue.'));
  await expectAccessible(page, 'the place page with the own review');

  // Edited offline: shown at once, pending; the server has it once online.
  await goOffline(context);
  await place.editReviewButton.click();
  const form = page.getByRole('form', { name: 'Edit your review' });
  await expect(form.getByLabel('Your review')).toHaveValue('Worth the queue.');
  await expect(form.getByRole('button', { name: '5 stars' })).toHaveAttribute('aria-pressed', 'true');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await place.editReview(4, 'Worth the queue, go early.');
  await expect(place.ownReview).toContainText('Worth the queue, go early.');
  await expect(place.ownReview).toContainText('Pending sync');
  await expect(place.travellersRating).toHaveText('Travellers★3.0 · 2 reviews');
  expect((await mine()).map((r) => r.comment)).toEqual(['Worth the queue.']);
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await eventually(async () => (await mine()).some((r) => r.rating === 4 && r.comment === 'Worth the queue, go early.'));
  await waitForEmptyOutbox(page);
  await expect(place.ownReview.getByText('Pending sync')).toHaveCount(0);

  // Deleted offline, through a confirming step; the server lets it go once online.
  await goOffline(context);
  await place.deleteReviewButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your review?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the confirming step of a delete');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(place.ownReview).toBeVisible();
  await place.deleteReview();
  await expect(place.ownReview).toHaveCount(0);
  await expect(place.travellersRating).toHaveText('Travellers★2.0 · 1 review');
  await expect(place.submitReviewButton).toBeVisible();
  expect(await mine()).toHaveLength(1);
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await eventually(async () => (await mine()).length === 0);
  await waitForEmptyOutbox(page);

  // The editors' score never moved with the travellers' reviews.
  await expect(place.editorsScore).toContainText(score);
  await expect(page.getByText('Too crowded for me.')).toBeVisible();
});
