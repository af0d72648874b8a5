// @vitest-environment jsdom
// The storage status on the profile: how much the app keeps, each city map on
// the device with its size and where it is kept, and only what the browser
// really says (WebKit here has no navigator.storage at all).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { storedMapLine, StorageStatus } from '#/components/storage-status';
import { db } from '#/data/db';
import { storedArchives } from '#/data/maps/offline-archive';
import { writeMeta } from '#/data/db/meta';
import { exactly, renderScreen, resetDevice } from './support';

beforeEach(resetDevice);
afterEach(resetDevice);

/** Seoul's map kept in one piece in IndexedDB, as WebKit keeps it. */
async function seoulInOnePiece() {
  await db.cities.put({ id: 'c-seoul', slug: 'seoul', name: 'Seoul' } as never);
  await db.map_chunks.put({ file: 'seoul-aaaa1111.pmtiles', index: 0, data: new ArrayBuffer(68_000) });
  await writeMeta(db, 'mapArchive:seoul', {
    file: 'seoul-aaaa1111.pmtiles',
    version: 'aaaa1111',
    bytes: 68_000,
    where: 'chunks',
    chunks: 1,
    savedAt: 1,
  });
}

describe('the storage status', () => {
  it('names each stored city map with its size and where it is kept, and claims no size the browser does not give', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    await seoulInOnePiece();

    renderScreen(<StorageStatus />);

    expect(await screen.findByTestId('stored-map')).toHaveTextContent(exactly("Seoul map: 68 KB, in this browser's database, in 1 piece"));
    expect(screen.getByTestId('storage-status')).toHaveTextContent('This browser does not say how much the app stores');
    expect(screen.queryByRole('button', { name: 'Keep data' })).not.toBeInTheDocument();
  });

  it('says how much is stored, in the units the maps are given in, and offers to keep it where the browser can be asked', async () => {
    const storage = {
      estimate: () => Promise.resolve({ usage: 3_400_000, quota: 1e9 }),
      persisted: () => Promise.resolve(false),
      persist: () => Promise.resolve(true),
    };
    vi.stubGlobal('navigator', { ...navigator, storage });
    await seoulInOnePiece();

    renderScreen(<StorageStatus />);

    expect(await screen.findByTestId('storage-status')).toHaveTextContent('3.4 MB stored on this device');
    expect(await screen.findByTestId('stored-map')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep data' })).toBeInTheDocument();
  });

  it('does not list a map whose pieces the browser no longer has', async () => {
    await seoulInOnePiece();
    await db.map_chunks.clear();

    renderScreen(<StorageStatus />);

    await screen.findByTestId('storage-status');
    // What the screen lists: the device's answer, asked again here once the screen has asked it (in order).
    expect(await act(() => storedArchives())).toEqual([]);
    expect(screen.queryByTestId('stored-map')).not.toBeInTheDocument();
  });

  it('words each way of keeping a map', () => {
    const map = { slug: 'seoul', city: 'Seoul', version: 'a', bytes: 120_400_000 };
    expect(storedMapLine({ ...map, where: 'opfs' })).toBe("Seoul map: 120.4 MB, a file in this browser's storage");
    expect(storedMapLine({ ...map, where: 'chunks', chunks: 29 })).toBe("Seoul map: 120.4 MB, in this browser's database, in 29 pieces");
    expect(storedMapLine({ ...map, where: 'idb' })).toBe("Seoul map: 120.4 MB, in this browser's database");
  });
});
