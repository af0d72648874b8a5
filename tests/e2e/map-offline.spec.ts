// A city's map on the device: 'Make available offline' says how big the map is
// before it downloads, shows its progress, keeps the whole archive on the
// device (OPFS) in place of any file a cut-short download left, and the map
// then draws from that copy with the network cut.
import { expect, test, type Page } from '@playwright/test';
import { formatBytes } from '../../src/domain/format';
import { createTraveller } from './support/server';
import { PlaceMapView } from './support/map';
import { goOffline, signIn, waitForFirstSync, waitForServiceWorker } from './support/pages';

interface CityMap {
  url: string;
  bytes: number;
}

/** The files in the device's map folder (OPFS), with their sizes. */
function storedMapFiles(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const files: Record<string, number> = {};
    const root = await navigator.storage.getDirectory();
    const folder = await root.getDirectoryHandle('maps').catch(() => null);
    if (!folder) return files;
    // Iterating a directory handle is not in TypeScript's DOM library yet.
    for await (const [name, handle] of (folder as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
      if (handle.kind === 'file') files[name] = (await (handle as FileSystemFileHandle).getFile()).size;
    }
    return files;
  });
}

test('stores the city map with its photos, and the map draws from it offline', async ({ context, page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  const config = (await (await page.request.get('/api/app/maps')).json()) as { cities: Record<string, CityMap> };
  const seoul = config.cities.seoul!;
  const file = seoul.url.split('/').pop()!;
  const size = formatBytes(seoul.bytes);

  // What a download cut short by a closed tab left behind: a partial file no city points at.
  await page.evaluate(async () => {
    const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('maps', { create: true });
    const writable = await (await folder.getFileHandle('seoul-00000000.pmtiles', { create: true })).createWritable();
    await writable.write(new Uint8Array(4096));
    await writable.close();
  });

  await page.goto('/city/seoul');
  await expect(page.getByTestId('offline-size')).toHaveText(`Photos and a ${size} map`);

  // The archive is held back until its progress has been seen, then let through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(`**${seoul.url}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByTestId('offline-map-progress')).toHaveText(`Map: 0 bytes of ${size}`, { timeout: 30_000 });
  release();

  await expect(page.getByTestId('offline-state')).toHaveText(/^\d+ images saved on this device$/, { timeout: 30_000 });
  await expect(page.getByTestId('offline-map-state')).toHaveText(`Map saved (${size})`);
  // The archive, whole, and nothing else: the leftover is gone.
  expect(await storedMapFiles(page)).toEqual({ [file]: seoul.bytes });
  await context.unroute(`**${seoul.url}`);

  await goOffline(context);
  await page.reload();
  await expect(page.getByTestId('offline-map-state')).toHaveText(`Map saved (${size})`);

  const map = new PlaceMapView(page);
  await page.goto('/map');
  await expect(map.container).toHaveAttribute('data-map-source', 'pmtiles', { timeout: 30_000 });
  await map.expectTiles();
  await expect(map.notice).toBeHidden();
});
