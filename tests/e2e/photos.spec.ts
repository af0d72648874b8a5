// Real photos: a tastemaker uploads one for a pick in the dashboard. The place
// is the catalog's (they did not add it), so the photo is their pick's own,
// never the shared place's; it shows on the place card for whoever reads the
// pick (here the tastemaker), online and, after 'Make available offline', with
// the network cut. Pictures without a photo are the generated artwork, which
// has no text in it.
import { expect, test, type Locator } from '@playwright/test';
import { solidPng as png, type Rgb } from '../support/png';
import { adminClient, createTraveller } from './support/server';
import {
  DashboardPage,
  ProfilePage,
  SearchPage,
  goOffline,
  mainNav,
  signIn,
  waitForFirstSync,
  waitForServiceWorker,
} from './support/pages';

const TEAL: Rgb = [0, 150, 136];

/** The colour at the centre of a loaded image, read back through a canvas (same origin). */
function centreColour(image: Locator) {
  return image.evaluate((img: HTMLImageElement) => {
    if (!img.complete || !img.naturalWidth) return null;
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const [r, g, b] = context.getImageData(img.naturalWidth >> 1, img.naturalHeight >> 1, 1, 1).data;
    return { src: img.currentSrc, rgb: [r, g, b] };
  });
}

test("a photo uploaded on a pick is the pick's, not the place's, and shows on the place card online and offline", async ({
  context,
  page,
}) => {
  const admin = await adminClient();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  // One of the local guide's picks, which every traveller may read.
  const picks = await admin
    .collection('tastemaker_places')
    .getFullList({ filter: `tastemaker = "${seoul.featured_tastemaker}"`, expand: 'place', sort: 'id' });
  const place = picks[1]!.expand!.place as { id: string; name: string };

  const tastemaker = await createTraveller({ name: 'Photo Tastemaker' });
  await signIn(page, tastemaker);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, tastemaker.id);
  await new ProfilePage(page).goto();
  await new ProfilePage(page).becomeTastemakerButton.click();
  await expect(page.getByText('Welcome Tastemaker')).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await new DashboardPage(page).addPlace(place.name, '');
  const item = page.getByTestId('curated-place').filter({ hasText: place.name });
  await expect(item.getByRole('button', { name: 'Add photo' })).toBeVisible();

  // A file that is not a photo is refused with the reason, before anything is sent.
  await item
    .getByLabel(`Photo for ${place.name}`)
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Photos must be JPEG, PNG or WebP images of at most 5 MB.')).toBeVisible();

  await item.getByLabel(`Photo for ${place.name}`).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(960, 720, TEAL) });
  await expect(page.getByText('Photo uploaded')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Change photo' })).toBeVisible();
  // The pick's own photo; the place everyone shares keeps its own (none).
  const own = await admin.collection('tastemakers').getFirstListItem(`user = "${tastemaker.id}"`);
  const pick = await admin.collection('tastemaker_places').getFirstListItem(`tastemaker = "${own.id}" && place = "${place.id}"`);
  expect(pick.photo).toMatch(/\.png$/);
  expect((await admin.collection('places').getOne(place.id)).photo).toBe('');

  // The place card (this tastemaker follows the local guide, like every new traveller) shows it.
  const search = new SearchPage(page);
  await search.goto();
  await search.searchbox.fill(place.name);
  const card = search.cards.filter({ has: page.getByRole('heading', { name: place.name, exact: true }) }).first();
  const image = card.locator('img').first();
  await expect
    .poll(() => centreColour(image))
    .toEqual({ src: expect.stringContaining(`/api/files/tastemaker_places/${pick.id}/`), rgb: TEAL });

  await page.goto('/city/seoul');
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByTestId('offline-state')).toHaveText(/^\d+ images saved on this device$/, { timeout: 30_000 });

  await goOffline(context);
  await search.goto();
  await search.searchbox.fill(place.name);
  await expect
    .poll(() => centreColour(image))
    .toEqual({ src: expect.stringContaining(`/api/files/tastemaker_places/${pick.id}/`), rgb: TEAL });
});
