// Place cards read like an app's on a 390×844 phone: a screen holds at least
// two and a half of them, in search and in a tastemaker's list; the artwork
// takes at most 40% of a card, and the name, neighbourhood, the why and the
// actions all show; every control is at least 44×44 px and its label sits on
// one line, unclipped.
import { expect, test, type Page } from '@playwright/test';
import { createTraveller } from './support/server';
import { SearchPage, signIn, waitForFirstSync } from './support/pages';

interface Screenful {
  /** Cards on the screen between its top and the bottom bar, a card partly shown counting as the part shown. */
  cards: number;
  /** Each card's artwork height over its own height. */
  artwork: number[];
  /** What a fully shown card lacks or gets wrong, named. */
  problems: string[];
}

/**
 * Scrolls the list until its first card is at the top of the screen, then measures the screenful. A
 * card shows its artwork (the picture's box), a heading (the name), the neighbourhood, the why and
 * its controls, each inside the card and on the screen.
 */
function measureScreenful(page: Page): Promise<Screenful> {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="place-card"]')];
    window.scrollTo(0, cards[0]!.getBoundingClientRect().top + window.scrollY);
    const bottom = document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect().top ?? window.innerHeight;
    const problems: string[] = [];
    let shown = 0;
    const artwork: number[] = [];
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      const visible = Math.max(0, Math.min(box.bottom, bottom) - Math.max(box.top, 0));
      shown += visible / box.height;
      if (box.top < 0 || box.bottom > bottom) continue;
      const name = card.querySelector('h3')?.textContent ?? '(no name)';
      const picture = card.querySelector('img')?.parentElement?.getBoundingClientRect();
      artwork.push(picture ? picture.height / box.height : 1);
      const parts = {
        name: card.querySelector('h3'),
        neighbourhood: card.querySelector('[data-testid="place-neighbourhood"]'),
        why: card.querySelector('[data-testid="place-why"]'),
      };
      for (const [part, element] of Object.entries(parts)) {
        const r = element?.getBoundingClientRect();
        if (!r || r.height === 0 || r.top < box.top || r.bottom > box.bottom) problems.push(`${name}: ${part} not in view`);
      }
      const controls = [...card.querySelectorAll<HTMLElement>('a, button')];
      if (!controls.some((c) => c.textContent?.includes('View Details'))) problems.push(`${name}: no View Details`);
      for (const control of controls) {
        const r = control.getBoundingClientRect();
        const label = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
        if (r.width < 44 || r.height < 44) problems.push(`${name}: "${label}" is ${Math.round(r.width)}×${Math.round(r.height)}`);
        if (r.top < box.top || r.bottom > box.bottom || r.left < box.left || r.right > box.right - 4) {
          problems.push(`${name}: "${label}" outside its card`);
        }
        const text = control.textContent?.trim();
        if (text) {
          // Each line of text is a box of its own: more than one top is a label that wrapped.
          const lines = new Set<number>();
          const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top));
          }
          if (lines.size > 1) problems.push(`${name}: "${text}" wraps`);
          if (control.scrollWidth > control.clientWidth + 1) problems.push(`${name}: "${text}" is clipped`);
        }
      }
    }
    return { cards: Math.round(shown * 100) / 100, artwork: artwork.map((a) => Math.round(a * 100) / 100), problems };
  });
}

test('a phone screen holds 2.5 place cards or more, each whole and tappable, in search and a list', async ({ page }, testInfo) => {
  const traveller = await createTraveller({ followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);

  const search = new SearchPage(page);
  await search.goto();
  await expect(search.cards.nth(4)).toBeVisible();
  const searched = await measureScreenful(page);
  await page.screenshot({ path: testInfo.outputPath('search-cards.png') });

  // A tastemaker's list: the free local guide's picks.
  await page.goto('/tastemaker/seoul-local-guide');
  await expect(page.getByTestId('place-card').nth(4)).toBeVisible();
  const listed = await measureScreenful(page);
  await page.screenshot({ path: testInfo.outputPath('list-cards.png') });

  // The figures, in the run's output: what the screens hold, whatever the assertions below decide.
  const figures = `cards per screen: search ${searched.cards}, list ${listed.cards}; artwork share: search ${searched.artwork.join(', ')}, list ${listed.artwork.join(', ')}`;
  testInfo.annotations.push({ type: 'figures', description: figures });
  console.log(figures);
  for (const screenful of [searched, listed]) {
    expect(screenful.cards).toBeGreaterThanOrEqual(2.5);
    expect(screenful.artwork.length).toBeGreaterThanOrEqual(2);
    for (const share of screenful.artwork) expect(share).toBeLessThanOrEqual(0.4);
    expect(screenful.problems).toEqual([]);
  }
});
