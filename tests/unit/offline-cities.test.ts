// Profile's list of offline cities (src/data/cache/offline-cities.ts): every
// city whose photos or map are saved on this device, with what they take,
// when they were saved, and whether the server has a newer map.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TastemapDB } from '#/data/db';
import { writeMeta } from '#/data/db/meta';
import { offlineCities } from '#/data/cache/offline-cities';

let database: TastemapDB;
let count = 0;
const map = (file: string, bytes: number, savedAt: number) =>
  ({ file, version: file.split('-')[1]!.split('.')[0]!, bytes, where: 'opfs', savedAt }) as const;

beforeEach(async () => {
  database = new TastemapDB(`offline-cities-${++count}`);
  await database.open();
  await database.cities.bulkPut([
    { id: 'c-seoul', slug: 'seoul', name: 'Seoul' },
    { id: 'c-nyc', slug: 'new-york-city', name: 'New York City' },
    { id: 'c-bkk', slug: 'bangkok', name: 'Bangkok' },
  ] as never);
});
afterEach(() => database.delete());

describe('offline cities', () => {
  it('lists each city with its photos or its map saved, by name, and nothing else', async () => {
    await writeMeta(database, 'offlineCity:c-seoul', { cityId: 'c-seoul', images: 63, bytes: 36_000, savedAt: 1_000 });
    await writeMeta(database, 'mapArchive:seoul', map('seoul-aaaa1111.pmtiles', 40_000, 2_000));
    // Photos saved before their size was counted, and no map.
    await writeMeta(database, 'offlineCity:c-nyc', { cityId: 'c-nyc', images: 12, savedAt: 3_000 });

    expect(await offlineCities(database)).toEqual([
      {
        cityId: 'c-nyc',
        slug: 'new-york-city',
        name: 'New York City',
        photos: { count: 12 },
        map: null,
        savedAt: 3_000,
        newerMap: null,
      },
      {
        cityId: 'c-seoul',
        slug: 'seoul',
        name: 'Seoul',
        photos: { count: 63, bytes: 36_000 },
        map: { file: 'seoul-aaaa1111.pmtiles', version: 'aaaa1111', bytes: 40_000, savedAt: 2_000 },
        savedAt: 2_000,
        newerMap: null,
      },
    ]);
  });

  it('says when the server, as last heard, has a newer map than the one stored', async () => {
    await writeMeta(database, 'mapArchive:seoul', map('seoul-aaaa1111.pmtiles', 40_000, 2_000));
    const seoul = { url: '/maps/seoul-bbbb2222.pmtiles', bytes: 52_000_000, version: 'bbbb2222' };
    await writeMeta(database, 'mapConfig', { tiles: null, cities: { seoul } });
    expect(await offlineCities(database)).toMatchObject([{ slug: 'seoul', photos: null, newerMap: 52_000_000 }]);

    await writeMeta(database, 'mapConfig', { tiles: null, cities: { seoul: { ...seoul, url: '/maps/seoul-aaaa1111.pmtiles' } } });
    expect(await offlineCities(database)).toMatchObject([{ slug: 'seoul', newerMap: null }]);
  });

  it('is empty on a device with nothing saved', async () => {
    expect(await offlineCities(database)).toEqual([]);
  });
});
