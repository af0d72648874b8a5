// @vitest-environment jsdom
// Import and export on the device (issue 33), with real files: every fixture
// format read as the traveller's app wrote it, every hostile file refused with
// its message and nothing stored, a reviewed import written with its outbox
// entries, a second import of the same file changing nothing, and each export
// format read back into the same places (import → export → import).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { TastemapDB } from '#/data/db';
import { applyImport, type ImportResult } from '#/data/io/apply';
import { exportEntries, exportFile } from '#/data/io/export-file';
import { readImportFile } from '#/data/io/read-file';
import { planReviewedImport, reviewImport } from '#/data/io/review';
import type { WriteContext } from '#/data/writes/outbox';
import { IMPORT_ERRORS } from '#/domain/places-io/errors';
import { MAX_IMPORT_FILE_BYTES, MAX_UNCOMPRESSED_BYTES } from '#/domain/places-io/limits';
import type { ExportFormat } from '#/domain/places-io/export';
import type { City, Place } from '#/domain/types';
import { catalogOf, placeRow } from '../support/catalog';

const FIXTURES = join(__dirname, '..', 'fixtures', 'places-io');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const USER = 'user0000000001';
const MB = 1024 * 1024;

const SEOUL: City = {
  id: 'seoul0000000001',
  slug: 'seoul',
  name: 'Seoul',
  country: 'South Korea',
  image: '',
  description: '',
  status: 'live',
  is_free: true,
  price: 0,
  places_count: 0,
  tastemakers_count: 0,
  latitude: 37.5665,
  longitude: 126.978,
  timezone: 'Asia/Seoul',
  featured_tastemaker: '',
  created: '',
  updated: '',
};

// Seed places of Seoul (pb_migrations/seed/seoul.json) the fixtures name.
const seedPlace = (id: string, name: string, nameLocal: string, latitude: number, longitude: number, category = 'restaurant'): Place => ({
  ...placeRow(id, SEOUL.id),
  name,
  name_local: nameLocal,
  latitude,
  longitude,
  categories: [category],
  address: `${name} street, Seoul`,
});
const PLACES = [
  seedPlace('gwangjangmarket', 'Gwangjang Market', '광장시장', 37.57, 126.9996, 'shopping'),
  seedPlace('myeongdongkyoja', 'Myeongdong Kyoja', '명동교자 본점', 37.5625, 126.9856),
  seedPlace('tosokchon000001', 'Tosokchon Samgyetang', '토속촌 삼계탕', 37.5779, 126.9714),
  seedPlace('woolaeoak000001', 'Woo Lae Oak', '우래옥', 37.5683, 126.9987),
  seedPlace('pyeongraeok0001', 'Pyeongraeok', '평래옥', 37.5652, 126.9925),
  seedPlace('euljidabang0001', 'Eulji Dabang', '을지다방', 37.5663, 126.991, 'cafe'),
  seedPlace('jinokhwa0000001', 'Jinokhwa Halmae Wonjo Dakhanmari', '진옥화할매원조닭한마리', 37.5706, 127.0053),
  seedPlace('mingles00000001', 'Mingles', '밍글스', 37.5251, 127.047),
];

let db: TastemapDB;
let ctx: WriteContext;

beforeEach(async () => {
  db = new TastemapDB(`io-${Math.random()}`);
  ctx = { db, userId: USER, now: () => 1_700_000_000_000 };
  await db.cities.put(SEOUL);
  await catalogOf(db, 'places').bulkPut(PLACES);
});

async function importFile(name: string, bytes: Uint8Array = fixture(name)): Promise<ImportResult> {
  const review = await reviewImport(db, USER, readImportFile(name, bytes));
  return applyImport(ctx, planReviewedImport(review, new Map()));
}

/** What the traveller holds, as names, and how many writes wait for the server. */
async function holdings() {
  const names = new Map(PLACES.map((p) => [p.id, p.name]));
  const collections = await db.collections.toArray();
  const members = await db.collection_places.toArray();
  return {
    saved: (await db.saved_places.toArray()).map((s) => names.get(s.place)).sort(),
    collections: Object.fromEntries(
      collections.map((c) => [
        c.name,
        members
          .filter((m) => m.collection === c.id)
          .map((m) => names.get(m.place))
          .sort(),
      ]),
    ),
    pins: (await db.pins.toArray()).map((p) => p.name).sort(),
    outbox: await db.outbox.count(),
  };
}

describe('reading each format', () => {
  it('reads Takeout’s Saved Places.json (Title/Location) into saved places and a pin', async () => {
    expect(await importFile('Saved Places.json')).toEqual({ saved: 2, collected: 0, collectionsMade: 0, pinned: 1 });
    const held = await holdings();
    expect(held).toMatchObject({ saved: ['Gwangjang Market', 'Myeongdong Kyoja'], collections: {}, pins: ['Grandma’s Dumpling Stall'] });
    const [pin] = await db.pins.toArray();
    expect(pin).toMatchObject({
      user: USER,
      latitude: 37.5702,
      longitude: 126.9871,
      city: SEOUL.id,
      source: 'http://maps.google.com/?cid=1000000000000000003',
    });
    // Each row went to the outbox with it, for the server.
    expect((await db.outbox.toArray()).map((e) => `${e.collection}:${e.op}`).sort()).toEqual([
      'pins:create',
      'saved_places:create',
      'saved_places:create',
    ]);
  });

  it('reads the newer shape (name/address, Hangul, no position) and keeps notes as text', async () => {
    await importFile('Saved Places (new).json');
    const held = await holdings();
    expect(held.saved).toEqual(['Pyeongraeok', 'Woo Lae Oak']);
    const [pin] = await db.pins.toArray();
    expect(pin).toMatchObject({
      name: 'Rooftop Without A Name',
      note: "Friend's tip: go at <sunset> & stay",
      latitude: 0,
      longitude: 0,
      city: '',
    });
  });

  it('reads a saved-list CSV into a collection named after the list', async () => {
    expect(await importFile('Want to go.csv')).toEqual({ saved: 0, collected: 2, collectionsMade: 1, pinned: 1 });
    const held = await holdings();
    expect(held.collections).toEqual({ 'Want to go': ['Eulji Dabang', 'Tosokchon Samgyetang'] });
    expect((await db.pins.toArray())[0]).toMatchObject({
      name: 'Noodle bar, "the tiny one"',
      note: 'Ask for the off-menu kimchi',
      list: 'Want to go',
    });
  });

  it('reads Organic Maps’ KML (Hangul names, HTML in descriptions) into its document’s list', async () => {
    await importFile('organic-maps.kml');
    const held = await holdings();
    expect(held.collections).toEqual({ 'Seoul eats': ['Jinokhwa Halmae Wonjo Dakhanmari', 'Mingles'] });
    expect((await db.pins.toArray())[0]).toMatchObject({ name: 'Hidden & Quiet Tea House', note: 'Up the stairs behind the bookshop' });
  });

  it('reads My Maps’ KML with a list per folder', async () => {
    await importFile('my-maps.kml');
    const held = await holdings();
    expect(held.collections).toEqual({ Markets: ['Gwangjang Market'] });
    expect((await db.pins.toArray())[0]).toMatchObject({ name: 'Café Nobody Knows', list: 'Coffee' });
  });

  it('reads OsmAnd’s GPX with its groups', async () => {
    await importFile('osmand.gpx');
    expect((await holdings()).collections).toEqual({ Lunch: ['Tosokchon Samgyetang'] });
    expect((await db.pins.toArray()).map((p) => p.name)).toEqual(['Night Market Skewers']);
  });

  it('reads any app’s GeoJSON, skipping what is not a point', async () => {
    await importFile('places.geojson');
    const held = await holdings();
    expect(held.saved).toEqual(['Eulji Dabang']);
    expect(held.pins).toEqual(['A walk along the river']);
  });

  it('reads a Takeout .zip: the starred places and every saved list', async () => {
    const takeout = zipSync({
      'Takeout/Maps (your places)/Saved Places.json': fixture('Saved Places.json'),
      'Takeout/Saved/Want to go.csv': fixture('Want to go.csv'),
      'Takeout/archive_browser.html': strToU8('<html></html>'),
    });
    await importFile('takeout-20250501.zip', takeout);
    const held = await holdings();
    expect(held.saved).toEqual(['Gwangjang Market', 'Myeongdong Kyoja']);
    expect(held.collections).toEqual({ 'Want to go': ['Eulji Dabang', 'Tosokchon Samgyetang'] });
    expect(held.pins).toEqual(['Grandma’s Dumpling Stall', 'Noodle bar, "the tiny one"']);
  });

  it('reads a KMZ (zipped KML)', async () => {
    await importFile('seoul.kmz', zipSync({ 'doc.kml': fixture('my-maps.kml') }));
    expect((await holdings()).collections).toEqual({ Markets: ['Gwangjang Market'] });
  });
});

describe('importing again', () => {
  it.each([
    'Saved Places.json',
    'Saved Places (new).json',
    'Want to go.csv',
    'organic-maps.kml',
    'my-maps.kml',
    'osmand.gpx',
    'places.geojson',
  ])('changes nothing the second time: %s', async (name) => {
    await importFile(name);
    const before = await holdings();
    expect(await importFile(name)).toEqual({ saved: 0, collected: 0, collectionsMade: 0, pinned: 0 });
    expect(await holdings()).toEqual(before);
  });

  it('fills the traveller’s own collection of the list’s name rather than making another', async () => {
    await db.collections.put({
      id: 'mycollection001',
      user: USER,
      name: 'want to go',
      description: '',
      is_public: false,
      created: '',
      updated: '',
    });
    expect(await importFile('Want to go.csv')).toMatchObject({ collectionsMade: 0, collected: 2 });
    expect(await db.collections.count()).toBe(1);
  });
});

describe('hostile and broken files', () => {
  const refusals: [string, () => Uint8Array, string][] = [
    ['billion-laughs.kml', () => fixture('hostile/billion-laughs.kml'), IMPORT_ERRORS.entities],
    ['external-entity.gpx', () => fixture('hostile/external-entity.gpx'), IMPORT_ERRORS.entities],
    ['broken.json', () => fixture('hostile/broken.json'), IMPORT_ERRORS.brokenJson],
    ['broken.kml', () => fixture('hostile/broken.kml'), IMPORT_ERRORS.brokenXml],
    ['not-places.json', () => fixture('hostile/not-places.json'), IMPORT_ERRORS.notPlaces],
    ['picture.kml', () => fixture('hostile/picture.kml'), IMPORT_ERRORS.wrongType],
    ['notes.docx', () => strToU8('hello'), IMPORT_ERRORS.wrongType],
    ['huge.json', () => new Uint8Array(50 * MB), IMPORT_ERRORS.tooLarge(MAX_IMPORT_FILE_BYTES / MB)],
    ['fake.zip', () => new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3, 4, 5, 6, 7, 8, 9]), IMPORT_ERRORS.brokenZip],
    ['empty.csv', () => strToU8('Title,Note,URL\r\n'), IMPORT_ERRORS.noPlaces],
    ['headers.csv', () => strToU8('Where,When\nx,y\n'), IMPORT_ERRORS.brokenCsv],
    // A zip bomb: a few kilobytes that inflate past the limit.
    [
      'bomb.zip',
      () => zipSync({ 'Saved Places.json': new Uint8Array(MAX_UNCOMPRESSED_BYTES + MB) }, { level: 9 }),
      IMPORT_ERRORS.archiveTooLarge(MAX_UNCOMPRESSED_BYTES / MB),
    ],
    [
      'many.zip',
      () => zipSync(Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`f${i}.txt`, strToU8('x')]))),
      IMPORT_ERRORS.archiveTooManyFiles,
    ],
    ['bomb.kmz', () => zipSync({ 'doc.kml': fixture('hostile/billion-laughs.kml') }), IMPORT_ERRORS.entities],
  ];

  it.each(refusals)('refuses %s with a clear message and stores nothing', async (name, bytes, message) => {
    const file = bytes();
    if (name === 'bomb.zip') expect(file.length).toBeLessThan(MB);
    await expect(importFile(name, file)).rejects.toThrow(message);
    expect(await holdings()).toEqual({ saved: [], collections: {}, pins: [], outbox: 0 });
  });
});

describe('exporting and importing back', () => {
  async function seedHoldings() {
    await importFile('Saved Places.json');
    await importFile('Want to go.csv');
    await importFile('my-maps.kml');
  }

  async function exported(format: ExportFormat, scope: Parameters<typeof exportEntries>[2] = { kind: 'everything' }) {
    const { title, entries } = await exportEntries(db, USER, scope, 'https://tastemap.example');
    return exportFile(format, title, entries);
  }

  const bytesOf = (data: string | Uint8Array) => (typeof data === 'string' ? strToU8(data) : data);

  // GPX has no waypoint without a position: a pin the file gave none to stays out of it.
  const unlocated = async () => (await db.pins.toArray()).filter((p) => p.latitude === 0 && p.longitude === 0).map((p) => p.name);

  it.each<ExportFormat>(['geojson', 'kml', 'gpx', 'csv'])(
    '%s: everything comes back as the same places, changing nothing',
    async (format) => {
      await seedHoldings();
      const before = await holdings();
      const file = await exported(format);
      const items = readImportFile(file.name, bytesOf(file.data));
      const left = format === 'gpx' ? (await unlocated()).length : 0;
      expect(left).toBeLessThan(before.pins.length);
      expect(items.length).toBe(before.saved.length + Object.values(before.collections).flat().length + before.pins.length - left);
      expect(await importFile(file.name, bytesOf(file.data))).toEqual({ saved: 0, collected: 0, collectionsMade: 0, pinned: 0 });
      expect(await holdings()).toEqual(before);
    },
  );

  it.each<ExportFormat>(['geojson', 'kml', 'gpx', 'csv'])('%s: a fresh device importing it holds the same places', async (format) => {
    await seedHoldings();
    const before = await holdings();
    const left = format === 'gpx' ? await unlocated() : [];
    const file = await exported(format);
    db = new TastemapDB(`io-${Math.random()}`);
    ctx = { ...ctx, db };
    await db.cities.put(SEOUL);
    await catalogOf(db, 'places').bulkPut(PLACES);
    await importFile(file.name, bytesOf(file.data));
    const after = await holdings();
    expect({ ...after, outbox: 0 }).toEqual({ ...before, pins: before.pins.filter((name) => !left.includes(name)), outbox: 0 });
  });

  it('exports one collection as a Takeout-shaped CSV named after it', async () => {
    await seedHoldings();
    const collection = (await db.collections.toArray()).find((c) => c.name === 'Want to go')!;
    const file = await exported('csv', { kind: 'collection', id: collection.id });
    expect(file.name).toBe('Want to go.csv');
    expect(String(file.data).split('\r\n')[0]).toBe('Title,Note,URL,Latitude,Longitude');
    expect(String(file.data)).toContain('Eulji Dabang,,https://tastemap.example/place/euljidabang0001,37.5663,126.991');
  });

  it('keeps spreadsheet formulas in user text from running, and reads them back as written', async () => {
    await db.pins.put({
      id: 'pinwithformula1',
      user: USER,
      source: 'y',
      name: '=HYPERLINK("http://evil.example","Click")',
      note: '@SUM(A1)',
      address: '',
      list: '',
      latitude: 40.7,
      longitude: -73.99,
      city: '',
      created: '',
      updated: '',
    });
    const file = await exported('csv', { kind: 'saved' });
    const text = String(file.data);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")","'@SUM(A1)",,40.7,-73.99`);
    const [item] = readImportFile(file.name, strToU8(text));
    expect(item).toMatchObject({
      name: '=HYPERLINK("http://evil.example","Click")',
      note: '@SUM(A1)',
      position: { latitude: 40.7, longitude: -73.99 },
    });
  });

  it('escapes user text in KML and GPX', async () => {
    await db.pins.put({
      id: 'pinwithmarkup01',
      user: USER,
      source: 'x',
      name: '</name><script>alert(1)</script> & "quotes"',
      note: ']]><evil/>',
      address: '',
      list: '<Folder>',
      latitude: 37.5,
      longitude: 127,
      city: '',
      created: '',
      updated: '',
    });
    for (const format of ['kml', 'gpx'] as const) {
      const text = String((await exported(format)).data);
      expect(text).not.toContain('<script>');
      expect(text).not.toContain('<evil/>');
      expect(text).toContain('&lt;/name&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; "quotes"');
      const items = readImportFile(`x.${format}`, strToU8(text));
      expect(items[0]).toMatchObject({ name: '</name><script>alert(1)</script> & "quotes"', note: ']]><evil/>' });
    }
  });
});
