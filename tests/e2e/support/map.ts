// The map of places (src/components/map): what it drew, read from the data-
// attributes its container carries (map-view.tsx), and a traveller's taps on it.
import { expect, type Locator, type Page } from '@playwright/test';

export interface PinPoint {
  id: string;
  x: number;
  y: number;
}

/** The list/map switch of a list of places. */
export function placesViewButton(page: Page, view: 'List' | 'Map'): Locator {
  return page.getByRole('group', { name: 'Show places as' }).getByRole('button', { name: view });
}

export class PlaceMapView {
  constructor(readonly page: Page) {}

  get container() {
    return this.page.getByTestId('place-map');
  }
  get card() {
    return this.page.getByTestId('map-place-card');
  }
  get notice() {
    return this.page.getByTestId('map-notice');
  }
  get searchThisArea() {
    return this.page.getByRole('button', { name: 'Search this area' });
  }
  get zoomIn() {
    return this.page.getByRole('button', { name: 'Zoom in' });
  }
  /** The traveller's position, once shared: a dot of its own, named for screen readers. */
  get youAreHere() {
    return this.page.getByRole('img', { name: 'You are here' });
  }
  /** Under the map over the fallback basemap (no streets yet). */
  get streetsNote() {
    return this.page.getByTestId('map-streets-note');
  }

  /** Where the map is centred, as it was when it last went idle. */
  async centre(): Promise<{ latitude: number; longitude: number } | null> {
    const raw = await this.container.getAttribute('data-center');
    if (!raw) return null;
    const [longitude, latitude] = raw.split(',').map(Number);
    return { latitude: latitude!, longitude: longitude! };
  }

  /** The basemap's tiles have arrived and drawn. */
  async expectTiles() {
    await expect(this.container).toHaveAttribute('data-tiles-loaded', 'true', { timeout: 30_000 });
  }

  /** A zoom or pan has ended and the map drew its result: its bounds are where the traveller sees them. */
  async expectSettled() {
    await expect(this.container).toHaveAttribute('data-moving', 'false', { timeout: 20_000 });
  }

  /** The drawn pins and clusters stand for `count` places (all of them, once the map has framed them). */
  async expectPins(count: number) {
    await expect(this.container).toHaveAttribute('data-pins', String(count), { timeout: 20_000 });
  }

  /** The single pins drawn now, where they are on the screen. */
  async pinPoints(): Promise<PinPoint[]> {
    const raw = (await this.container.getAttribute('data-pin-points')) ?? '[]';
    return (JSON.parse(raw) as Array<[string, number, number]>).map(([id, x, y]) => ({ id, x, y }));
  }

  /** Waits for at least one single pin (not a cluster) and returns the one nearest the map's middle. */
  async aPin(): Promise<PinPoint> {
    await expect
      .poll(async () => (await this.pinPoints()).length, { timeout: 20_000, message: 'a single pin on the map' })
      .toBeGreaterThan(0);
    const box = (await this.container.boundingBox())!;
    const middle = (p: PinPoint) => Math.hypot(p.x - box.width / 2, p.y - box.height / 2);
    return (await this.pinPoints()).sort((a, b) => middle(a) - middle(b))[0]!;
  }

  /** Taps (a phone) or clicks (a desktop) a pin where the map drew it; openAPinsCard retries it. */
  private async tap(pin: PinPoint) {
    const box = (await this.container.boundingBox())!;
    const x = box.x + pin.x;
    const y = box.y + pin.y;
    const touch = await this.page.evaluate(() => matchMedia('(pointer: coarse)').matches);
    if (touch) await this.page.touchscreen.tap(x, y);
    else await this.page.mouse.click(x, y);
  }

  /**
   * Taps a pin and waits for its card. The pins' screen positions are written
   * when the map goes idle; a map still settling (a late frame of software
   * WebGL on a loaded machine) can move a pin after they were read, and the
   * tap then lands beside it. So the tap is retried, with fresh positions,
   * until the card shows that pin's place.
   */
  async openAPinsCard(): Promise<PinPoint> {
    let pin: PinPoint | undefined;
    // A list's map can start low on a phone's screen: in view, the pin nearest its middle is clear of the tab bar.
    await this.container.scrollIntoViewIfNeeded();
    await expect(async () => {
      pin = await this.aPin();
      await this.tap(pin);
      await expect(this.card).toHaveAttribute('data-place-id', pin.id, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    return pin!;
  }

  /** The card a tapped pin of the traveller's own opens (issue 33). */
  get ownPinCard() {
    return this.page.getByTestId('map-pin-card');
  }

  /** Taps the traveller's own pin (drawn as `pin:<id>`) and waits for its card, retried as openAPinsCard is. */
  async openOwnPinCard(): Promise<void> {
    await expect(async () => {
      const pin = (await this.pinPoints()).find((p) => p.id.startsWith('pin:'));
      expect(pin, 'an own pin drawn on its own').toBeDefined();
      await this.tap(pin!);
      await expect(this.ownPinCard).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }

  /**
   * Waits until the land in `colour` fills a fifth of the map or more. The
   * tiles' arrival (expectTiles) comes before the frame that draws them, and
   * software WebGL on a loaded machine took over ten seconds to draw a new
   * theme's land once (CI): the wait is on the pixels themselves. A map that
   * never draws it fails with what it drew instead and what lies over it,
   * since CI keeps no screenshot one can look at.
   */
  async expectLand(colour: string) {
    try {
      await expect
        .poll(async () => (await this.pixels(colour)).share, { timeout: 30_000, message: `the land drawn in ${colour}` })
        .toBeGreaterThan(0.2);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n\nThe map instead: ${await this.describe()}`, { cause: error });
    }
  }

  /** What the map shows, for a failure's message: its commonest colours, its data- attributes, what covers its middle. */
  private async describe(): Promise<string> {
    const { top } = await this.pixels('#000000');
    const state = await this.container.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const over = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const canvas = element.querySelector('canvas');
      const gl = canvas && (canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
      const { pinPoints: _, ...data } = element.dataset;
      return {
        data,
        box: [box.x, box.y, box.width, box.height].map(Math.round),
        middle: over
          ? `${over.tagName.toLowerCase()}${over.className ? `.${String(over.className).split(' ').join('.')}` : ''}`
          : 'nothing',
        canvas: canvas ? { size: [canvas.width, canvas.height], contextLost: gl?.isContextLost() ?? 'no context' } : 'none',
        storedScreen: !!document.querySelector('[data-screen-snapshot]'),
        theme: document.documentElement.className,
      };
    });
    return JSON.stringify({ colours: top, ...state });
  }

  /**
   * What a screenshot of the map holds: how many colours (to 5 bits a
   * channel; a map that drew nothing, or a canvas WebGL left blank, is one
   * flat colour), and the share of its pixels within a few steps of `colour`
   * ('#rrggbb'), e.g. the basemap's land; `top`, its five commonest colours
   * with their shares.
   */
  async pixels(colour: string): Promise<{ colours: number; share: number; top: string[] }> {
    const png = (await this.container.screenshot()).toString('base64');
    return this.page.evaluate(
      async ({ data, colour }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        const target = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
        const seen = new Map<number, number>();
        const total = pixels.length / 4;
        let near = 0;
        for (let i = 0; i < pixels.length; i += 4) {
          const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
          const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
          seen.set(key, (seen.get(key) ?? 0) + 1);
          if (Math.abs(r - target[0]!) + Math.abs(g - target[1]!) + Math.abs(b - target[2]!) <= 12) near += 1;
        }
        const hex = (key: number) =>
          '#' + [key >> 10, (key >> 5) & 31, key & 31].map((c) => (c << 3).toString(16).padStart(2, '0')).join('');
        const top = [...seen]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([key, count]) => `${hex(key)} ${((100 * count) / total).toFixed(1)}%`);
        return { colours: seen.size, share: near / total, top };
      },
      { data: png, colour },
    );
  }
}
