// Place cards read like an app's on a 390×844 phone: a screen holds at least
// two and a half of them, in search and in a tastemaker's list; the artwork
// takes at most 40% of a card, and the name, neighbourhood, the why and the
// actions all show; every control is at least 44×44 px and its label sits on
// one line, unclipped. The place page shows a still map of the place that
// opens the full map on it, and its hours, phone and website, or says honestly
// that the hours are not listed.
import { expect, test, type Page } from '@playwright/test';
import { adminClient, createTraveller } from './support/server';
import { SearchPage, signIn, waitForFirstSync } from './support/pages';
import { PlaceMapView } from './support/map';

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

test('a place page maps the place, opening the full map on it, and gives its hours or says they are not listed', async ({
  page,
}, testInfo) => {
  const admin = await adminClient();
  // Hours and contact as a tastemaker would have filled them in; the market's are left unknown.
  const listed = await admin.collection('places').getFirstListItem('slug = "gwangjang-market"');
  const other = await admin
    .collection('tastemaker_places')
    .getFirstListItem(`city = "${listed.city}" && place != "${listed.id}"`, { expand: 'place', sort: 'created' });
  const withHours = other.expand!.place as { id: string; name: string };
  await admin.collection('places').update(withHours.id, {
    hours: 'Mon–Fri 11:00–22:00\nSat–Sun 10:00–23:00',
    phone: '+82 2-2267-0291',
    website: 'https://www.example.com/menu',
  });
  const traveller = await createTraveller({ followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);

  await page.goto(`/place/${withHours.id}`);
  const hoursAndContact = page.getByTestId('place-hours-contact');
  await expect(hoursAndContact.getByRole('list', { name: 'Opening hours' }).getByRole('listitem')).toHaveText([
    'Mon–Fri 11:00–22:00',
    'Sat–Sun 10:00–23:00',
  ]);
  await expect(hoursAndContact.getByRole('link', { name: '+82 2-2267-0291' })).toHaveAttribute('href', 'tel:+82222670291');
  const website = hoursAndContact.getByRole('link', { name: 'example.com' });
  await expect(website).toHaveAttribute('href', 'https://www.example.com/menu');
  await expect(website).toHaveAttribute('target', '_blank');

  await page.goto(`/place/${listed.id}`);
  await expect(page.getByTestId('place-hours')).toHaveText('Hours not listed; check before you go');
  const miniMap = page.getByRole('link', { name: 'Open Gwangjang Market on the map' });
  await expect(page.getByTestId('place-mini-map-canvas')).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
  await miniMap.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: testInfo.outputPath('place-page.png') });
  // Every control on the page a thumb can hit.
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main a, main button')]
      .map((control) => ({
        label: control.getAttribute('aria-label') ?? control.textContent?.trim(),
        box: control.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(({ label, box }) => `${label}: ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);

  await miniMap.tap();
  await expect(page).toHaveURL(`/map?place=${listed.id}`);
  const map = new PlaceMapView(page);
  await expect(map.card).toHaveAttribute('data-place-id', listed.id);
  await expect(map.container).toHaveAttribute('data-selected', listed.id);
  // Centred on the place.
  await expect
    .poll(async () => {
      const pin = (await map.pinPoints()).find((p) => p.id === listed.id);
      const box = await map.container.boundingBox();
      return pin && box ? Math.max(Math.abs(pin.x - box.width / 2), Math.abs(pin.y - box.height / 2)) : Infinity;
    })
    .toBeLessThan(40);
});
