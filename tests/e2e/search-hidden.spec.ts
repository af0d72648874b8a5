// Home's Hot Places, search and the guide show one set of places: those the
// access policy lets the traveller read. What search cannot find it explains:
// a search that finds little names the tastemakers whose picks they do not
// follow yet, and leads to them, offline too.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SUGGESTED_TASTEMAKERS } from '../../src/domain/shown-places';
import { createTraveller } from './support/server';
import { HomePage, SearchPage, goOffline, signIn, waitForFirstSync, installedOnSearch } from './support/pages';

interface SeedPlace {
  name: string;
  name_local: string;
  neighborhood: string;
  description: string;
  address: string;
  categories: string[];
  vibes: string[];
  tastemakers: string[];
}
interface SeedTastemaker {
  slug: string;
  name: string;
}
const seoul = JSON.parse(readFileSync('pb_migrations/seed/seoul.json', 'utf8')) as {
  city: { featured_tastemaker: string };
  tastemakers: SeedTastemaker[];
  places: SeedPlace[];
};
// A traveller as onboarding leaves them follows one tastemaker: Seoul's free local guide.
const followed = seoul.city.featured_tastemaker;
const readable = seoul.places.filter((p) => p.tastemakers.includes(followed));
const notFollowed = seoul.tastemakers.filter((t) => t.slug !== followed);

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const readableWords = new Set(
  readable.flatMap((p) => words([p.name, p.name_local, p.neighborhood, p.description, p.address, ...p.categories, ...p.vibes].join(' '))),
);
/**
 * A place only tastemakers this traveller does not follow picked, and so many
 * of them that the note, naming a few, names one whichever it puts first; its
 * name shares no word with a place they read, so searching it finds (next to) nothing.
 */
const hidden = seoul.places.find(
  (p) =>
    !p.tastemakers.includes(followed) &&
    p.tastemakers.length > notFollowed.length - SUGGESTED_TASTEMAKERS &&
    words(p.name).every((word) => !readableWords.has(word)),
)!;
const hiddenPickers = notFollowed.filter((t) => hidden.tastemakers.includes(t.slug));

test('every Hot Place on Home is a place search finds by name', async ({ page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const home = new HomePage(page);
  await page.goto('/');
  await expect(home.hotPlaces).toHaveCount(6);
  const hot = await home.hotPlaces.getByRole('heading', { level: 3 }).allTextContents();
  // One name per card: the loops below check all six.
  expect(hot).toHaveLength(6);
  for (const name of hot)
    expect(
      readable.map((p) => p.name),
      name,
    ).toContain(name);

  const search = new SearchPage(page);
  await search.goto();
  for (const name of hot) {
    await search.searchbox.fill(name);
    await expect(search.cardNamed(name), name).toBeVisible();
  }
});

test('a search for a place of a tastemaker not followed says why, and leads to them, offline too', async ({ context, page }) => {
  expect(hidden, 'a place only tastemakers not followed picked').toBeDefined();
  const traveller = await createTraveller();
  const search = await installedOnSearch(page, traveller);
  await expect(search.resultsCount).toHaveText(`${readable.length} places`);
  // A search that finds plenty names no one.
  await expect(search.hiddenPlacesNote).toHaveCount(0);

  await goOffline(context);
  await search.goto();
  await search.searchbox.fill(hidden.name);
  const note = search.hiddenPlacesNote;
  await expect(note).toBeVisible();
  await expect(search.cardNamed(hidden.name)).toHaveCount(0);
  const named = note.getByRole('link').filter({ hasNotText: 'Discover Tastemakers' });
  await expect(named).not.toHaveCount(0);
  expect(await named.count()).toBeLessThanOrEqual(SUGGESTED_TASTEMAKERS);
  await expect(note.getByRole('link', { name: 'Discover Tastemakers' })).toHaveAttribute('href', '/tastemakers');
  // One of those it names picked the place.
  const picker = (await Promise.all(hiddenPickers.map(async (t) => ((await named.filter({ hasText: t.name }).count()) ? t : null)))).find(
    (t) => t !== null,
  );
  expect(picker, `the note names one of ${hiddenPickers.map((t) => t.name).join(', ')}`).toBeTruthy();

  await named.filter({ hasText: picker!.name }).click();
  await expect(page).toHaveURL(new RegExp(`/tastemaker/${picker!.slug}$`));
  await expect(page.getByRole('heading', { name: picker!.name, level: 1 })).toBeVisible();
  // Not followed yet: the profile offers to subscribe.
  await expect(page.getByTestId('unlock-prompt')).toBeVisible();
});
