// A city's map on the device: 'Make available offline' says how big the map is
// before it downloads, shows its progress, keeps the whole archive on the
// device in place of any file a cut-short download left, and the map then
// draws from that copy with the network cut. Chromium keeps it in OPFS; the
// second test hides OPFS and refuses Blobs in IndexedDB, as WebKit does, so
// the archive goes into IndexedDB in ArrayBuffer pieces (map_chunks).
import { expect, test, type Page } from '@playwright/test';
import { formatBytes } from '../../src/domain/format';
import { createTraveller } from './support/server';
import { PlaceMapView } from './support/map';
import { deviceCount, goOffline, ProfilePage, signIn, waitForFirstSync, waitForServiceWorker } from './support/pages';

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
  // Near the top of the city's page: in view on a phone without scrolling.
  await expect(page.getByRole('button', { name: 'Make available offline' })).toBeInViewport();

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
  // The archive, whole, and nothing else: the leftover is gone, and nothing went to IndexedDB.
  expect(await storedMapFiles(page)).toEqual({ [file]: seoul.bytes });
  expect(await deviceCount(page, 'map_chunks')).toBe(0);
  await context.unroute(`**${seoul.url}`);

  await goOffline(context);
  await page.reload();
  await expect(page.getByTestId('offline-map-state')).toHaveText(`Map saved (${size})`);

  const map = new PlaceMapView(page);
  await page.goto('/map');
  await expect(map.container).toHaveAttribute('data-map-source', 'pmtiles', { timeout: 30_000 });
  await map.expectTiles();
  await expect(map.notice).toBeHidden();

  // Profile lists the city with what it takes and when it was saved; Remove takes it off the device, offline too.
  await page.goto('/profile');
  const seoulOffline = page.getByTestId('offline-city').filter({ hasText: 'Seoul' });
  await expect(seoulOffline.getByTestId('offline-city-size')).toHaveText(new RegExp(`^[\\d.]+ [KM]B: a ${size} map and \\d+ photos$`));
  await expect(seoulOffline.getByTestId('offline-city-date')).toHaveText(/^Saved [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await seoulOffline.getByRole('button', { name: 'Remove Seoul' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByTestId('offline-cities-empty')).toBeVisible();
  expect(await storedMapFiles(page)).toEqual({});
  await page.goto('/city/seoul');
  await expect(page.getByRole('button', { name: 'Make available offline' })).toBeVisible();
});

/**
 * The browser as WebKit is here: no navigator.storage (so no OPFS), and an
 * IndexedDB that refuses to store a Blob ("Error preparing Blob/File data to
 * be stored in object store"). Runs in the page before the app.
 */
function likeWebKit() {
  Object.defineProperty(Navigator.prototype, 'storage', { configurable: true, get: () => undefined });
  const holdsBlob = (value: unknown) =>
    value instanceof Blob || (typeof value === 'object' && value !== null && Object.values(value).some((v) => v instanceof Blob));
  const store = IDBObjectStore.prototype;
  for (const method of ['put', 'add'] as const) {
    const original = Object.getOwnPropertyDescriptor(store, method)?.value as IDBObjectStore['put'];
    store[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      if (holdsBlob(value)) throw new DOMException('Error preparing Blob/File data to be stored in object store', 'UnknownError');
      return key === undefined ? original.call(this, value) : original.call(this, value, key);
    };
  }
}

/** The map pieces on the device (map_chunks): file, index, whether an ArrayBuffer, and size. */
function storedMapPieces(page: Page): Promise<Array<[string, number, boolean, number]>> {
  return page.evaluate(async () => {
    const open = indexedDB.open('tastemap');
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
    });
    try {
      const rows = await new Promise<Array<{ file: string; index: number; data: unknown }>>((resolve, reject) => {
        const request = db.transaction('map_chunks').objectStore('map_chunks').getAll();
        request.onsuccess = () => resolve(request.result as Array<{ file: string; index: number; data: unknown }>);
        request.onerror = () => reject(request.error ?? new Error('map_chunks unread'));
      });
      return rows.map((row): [string, number, boolean, number] => [
        row.file,
        row.index,
        row.data instanceof ArrayBuffer,
        row.data instanceof ArrayBuffer ? row.data.byteLength : -1,
      ]);
    } finally {
      db.close();
    }
  });
}

test('without OPFS, keeps the city map in IndexedDB pieces, never a Blob, and the map draws from them offline', async ({
  context,
  page,
}) => {
  await context.addInitScript(likeWebKit);
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  expect(await page.evaluate(() => typeof navigator.storage)).toBe('undefined');
  const config = (await (await page.request.get('/api/app/maps')).json()) as { cities: Record<string, CityMap> };
  const seoul = config.cities.seoul!;
  const file = seoul.url.split('/').pop()!;
  const size = formatBytes(seoul.bytes);

  // What a download cut short by a closed tab left behind: a piece no city points at.
  await page.evaluate(async () => {
    const open = indexedDB.open('tastemap');
    const db: IDBDatabase = await new Promise((resolve) => (open.onsuccess = () => resolve(open.result)));
    const tx = db.transaction('map_chunks', 'readwrite');
    tx.objectStore('map_chunks').put({ file: 'seoul-00000000.pmtiles', index: 0, data: new ArrayBuffer(4096) });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  });

  await page.goto('/city/seoul');
  await expect(page.getByTestId('offline-size')).toHaveText(`Photos and a ${size} map`);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByTestId('offline-state')).toHaveText(/^\d+ images saved on this device$/, { timeout: 30_000 });
  await expect(page.getByTestId('offline-map-state')).toHaveText(`Map saved (${size})`);
  // The archive in one piece (it is smaller than a piece), an ArrayBuffer; the leftover is gone.
  expect(await storedMapPieces(page)).toEqual([[file, 0, true, seoul.bytes]]);
  expect(await deviceCount(page, 'map_archives')).toBe(0);

  await goOffline(context);
  await page.reload();
  await expect(page.getByTestId('offline-map-state')).toHaveText(`Map saved (${size})`);

  const map = new PlaceMapView(page);
  await page.goto('/map');
  await expect(map.container).toHaveAttribute('data-map-source', 'pmtiles', { timeout: 30_000 });
  await map.expectTiles();
  await expect(map.notice).toBeHidden();

  const profile = new ProfilePage(page);
  await page.goto('/profile');
  await expect(profile.storageStatus.getByTestId('stored-map')).toHaveText(`Seoul map: ${size}, in this browser's database, in 1 piece`);
});
