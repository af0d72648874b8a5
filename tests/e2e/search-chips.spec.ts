// Search's category chips are a row wider than a phone: it scrolls sideways
// by touch and as the keyboard moves the focus along it, and draws no
// scrollbar under the chips (Firefox drew one).
import { expect, test } from '@playwright/test';
import { createTraveller } from './support/server';
import { SearchPage, signIn, waitForFirstSync } from './support/pages';

test("search's category chips scroll sideways with no scrollbar drawn", async ({ page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const search = new SearchPage(page);
  await search.goto();
  const row = page.getByRole('group', { name: 'Categories' });
  await expect(search.category('Outdoor')).toBeVisible();
  const looks = await row.evaluate((el: HTMLElement) => ({
    scrollbarWidth: getComputedStyle(el).scrollbarWidth,
    overflowX: getComputedStyle(el).overflowX,
    // A drawn scrollbar takes room from the row's box (overlay scrollbars aside, which none of these are now).
    scrollbarSpace: el.offsetHeight - el.clientHeight,
  }));
  expect(looks).toEqual({ scrollbarWidth: 'none', overflowX: 'auto', scrollbarSpace: 0 });
  // Wider than a phone: the keyboard reaches the last chip, and the row scrolls to show it.
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await search.category('All').focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  await expect(search.category('Outdoor')).toBeFocused();
  expect(await row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(search.category('Outdoor')).toBeInViewport();
});
