// Public files reveal nothing of a locked city's guide (issue 26, §5): the map
// archives and their configuration, the generated pictures, the service
// worker's precache list and the web manifest are fetched by anyone, so each is
// checked here, against a real PocketBase, for the way a visitor would probe
// it: a place added to a locked city (New York City is not free) changes no
// byte of any map, no archive holds a shape, a count or a name that comes from
// a place, and no picture can be found, or read, by a place's name.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compression, PMTiles, type Source } from 'pmtiles';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { getManifest } from 'workbox-build';
import type { RecordModel } from 'pocketbase';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { ensureSeedMaps, SEED_DIR } from '../../scripts/lib/city-maps.mjs';
import { artworkFromSeed, placeholderArt } from '../../scripts/lib/artwork.mjs';
import { PRECACHE } from '../../scripts/lib/precache.mjs';
import { publicGeography } from '#/domain/geography';

interface CityMap {
  url: string;
  bytes: number;
  version: string;
  bounds: [number, number, number, number];
  center: [number, number];
  minzoom: number;
  maxzoom: number;
}
interface MapConfig {
  tiles: string | null;
  cities: Record<string, CityMap>;
}
interface SeedFile {
  city: { slug: string; name: string; latitude: number; longitude: number };
  places: Array<Record<string, unknown> & { slug: string; name: string; neighborhood: string }>;
  calendar: Array<Record<string, unknown> & { name: string }>;
}

const root = join(__dirname, '..', '..');
const readSeed = (slug: string) => JSON.parse(readFileSync(join(SEED_DIR, `${slug}.json`), 'utf8')) as SeedFile;
const nycSeed = readSeed('new-york-city');

/** A place only a locked city's guide has: on the water off the Rockaways, far from every public name. */
const SECRET = {
  slug: 'zq-hidden-oyster-bar',
  name: 'Zq Hidden Oyster Bar',
  neighborhood: 'Zqville',
  latitude: 40.55,
  longitude: -73.75,
};
const SECRET_EVENT = 'Zq Midnight Oyster Shucking';
const SECRET_WORDS = [SECRET.slug, SECRET.name, SECRET.neighborhood, SECRET_EVENT];

let server: TestServer;
let config: MapConfig;
let nyc: RecordModel;
let scratch: string;
/** A copy of the seed whose New York City has the secret place and event too. */
let changedSeed: string;

beforeAll(async () => {
  server = await startTestServer();
  config = (await fetch(`${server.url}/api/app/maps`).then((r) => r.json())) as MapConfig;
  nyc = await server.admin.collection('cities').getFirstListItem("slug = 'new-york-city'");
  scratch = mkdtempSync(join(tmpdir(), 'tastemap-public-files-'));
  changedSeed = join(scratch, 'seed');
  cpSync(SEED_DIR, changedSeed, { recursive: true });
  const source = nycSeed.places[0]!;
  writeFileSync(
    join(changedSeed, 'new-york-city.json'),
    JSON.stringify({
      ...nycSeed,
      places: [...nycSeed.places, { ...source, ...SECRET, tastemakers: source.tastemakers }],
      calendar: [...nycSeed.calendar, { ...nycSeed.calendar[0]!, name: SECRET_EVENT }],
    }),
  );
});
afterAll(async () => {
  await server?.dispose();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function archiveBytes(base: string, map: CityMap): Promise<Uint8Array> {
  const response = await fetch(`${base}${map.url}`);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

function readerOf(bytes: Uint8Array) {
  const source: Source = {
    getKey: () => 'archive',
    getBytes: (offset, length) => Promise.resolve({ data: bytes.slice(offset, offset + length).buffer }),
  };
  return new PMTiles(source, undefined, (buf, compression) =>
    Promise.resolve(compression === Compression.Gzip ? new Uint8Array(gunzipSync(new Uint8Array(buf))).buffer : buf),
  );
}

function tileOf(lng: number, lat: number, z: number) {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  };
}

const decode = (data: ArrayBuffer) =>
  // @mapbox/vector-tile 3 is typed against pbf 5's reader; pbf 4's reads the same bytes.
  new VectorTile(new Pbf(new Uint8Array(data)) as unknown as ConstructorParameters<typeof VectorTile>[0]);

/** Every tile of an archive, decoded, with its raw (unzipped) bytes, and the archive's metadata. */
async function unpack(bytes: Uint8Array) {
  const reader = readerOf(bytes);
  const header = await reader.getHeader();
  const tiles: Array<{ z: number; x: number; y: number; raw: Buffer; tile: VectorTile }> = [];
  for (let z = header.minZoom; z <= header.maxZoom; z++) {
    const a = tileOf(header.minLon, header.maxLat, z);
    const b = tileOf(header.maxLon, header.minLat, z);
    for (let x = a.x; x <= b.x; x++) {
      for (let y = a.y; y <= b.y; y++) {
        const found = await reader.getZxy(z, x, y);
        if (found) tiles.push({ z, x, y, raw: Buffer.from(found.data), tile: decode(found.data) });
      }
    }
  }
  return { header, tiles, metadata: await reader.getMetadata() };
}

const featuresOf = (tile: VectorTile) =>
  Object.entries(tile.layers).flatMap(([layer, found]) =>
    Array.from({ length: found.length }, (_, i) => ({ layer, feature: found.feature(i) })),
  );

/** The names a city's public geography gives it: the only names its map may hold. */
function publicNames(city: RecordModel): Set<string> {
  const g = publicGeography({ slug: city.slug, latitude: city.latitude, longitude: city.longitude });
  return new Set([
    city.name as string,
    ...g.districts.flatMap((d) => [d.name, ...(d.local ? [d.local] : [])]),
    ...[...g.stations, ...g.landmarks, ...g.neighbourhoods].map((p) => p.name),
  ]);
}

describe('map archives', () => {
  it("stay the same bytes, and so the same configuration, when a locked city's guide gains a place", async () => {
    expect(nyc.is_free).toBe(false);
    const visitor = await server.call(null, 'GET', '/api/app/maps');
    expect(Object.keys(visitor.body.cities)).toContain('new-york-city');

    // The place exists on the server…
    const category = await server.admin.collection('place_categories').getFirstListItem("key = 'bar'");
    await server.admin
      .collection('places')
      .create({ city: nyc.id, ...SECRET, categories: [category.id], rating: 4.5, budget: 'medium', address: 'Jamaica Bay, NY' });
    await server.admin.collection('events').create({ city: nyc.id, name: SECRET_EVENT, date: '2030-01-01 20:00:00.000Z' });
    // …and in the seed the maps are built from, and the server serves what was built from it.
    const folder = join(scratch, 'maps');
    ensureSeedMaps(folder, { seedDir: changedSeed });
    const other = await startTestServer({ env: { TASTEMAP_MAP_DIR: folder } });
    try {
      const otherConfig = (await fetch(`${other.url}/api/app/maps`).then((r) => r.json())) as MapConfig;
      expect(otherConfig).toEqual(config);
      for (const [slug, map] of Object.entries(config.cities)) {
        const before = await archiveBytes(server.url, map);
        const after = await archiveBytes(other.url, otherConfig.cities[slug]!);
        expect(Buffer.from(after).equals(Buffer.from(before)), `${slug}'s archive`).toBe(true);
      }
    } finally {
      await other.dispose();
    }
    // The server that has the place in its database answers the same too.
    await server.stop();
    await server.restart();
    expect(await fetch(`${server.url}/api/app/maps`).then((r) => r.json())).toEqual(config);
  });

  it("are bounded and centred by the city's public extent and record, not by its places", async () => {
    const answer = await fetch(`${server.url}/api/app/maps`).then((r) => r.text());
    for (const word of SECRET_WORDS) expect(answer).not.toContain(word);
    const map = config.cities['new-york-city']!;
    expect(map.bounds).toEqual([-74.26, 40.47, -73.7, 40.92]);
    expect(map.center).toEqual([nyc.longitude, nyc.latitude]);
    const seoul = await server.admin.collection('cities').getFirstListItem("slug = 'seoul'");
    expect(config.cities.seoul!.bounds).toEqual([126.76, 37.41, 127.19, 37.72]);
    expect(config.cities.seoul!.center).toEqual([seoul.longitude, seoul.latitude]);
  });

  it('hold public geography only: no shape around a place, no count, no name a place brings', async () => {
    const cities = await server.admin.collection('cities').getFullList({ filter: "status = 'live'" });
    for (const city of cities) {
      const map = config.cities[city.slug as string]!;
      const { header, tiles, metadata } = await unpack(await archiveBytes(server.url, map));
      const places = await server.admin.collection('places').getFullList({ filter: server.admin.filter('city = {:c}', { c: city.id }) });
      expect(places.length).toBeGreaterThan(100);
      const allowed = publicNames(city);
      const metadataText = JSON.stringify(metadata);
      /** Per layer, kind and attribute, the values numbers take. */
      const numbers = new Map<string, Set<number>>();
      const names = new Set<string>();
      for (const { raw, tile } of tiles) {
        const text = raw.toString('latin1') + raw.toString('utf8');
        for (const word of SECRET_WORDS) expect(text, `${city.slug} tile`).not.toContain(word);
        for (const { layer, feature } of featuresOf(tile)) {
          expect(['earth', 'places', 'pois']).toContain(layer);
          // The only polygon is the land of the city box; every other feature is a labelled point.
          expect(feature.type, `${layer} feature`).toBe(layer === 'earth' ? 3 : 1);
          const { name, 'name:en': english, kind, ...rest } = feature.properties;
          for (const label of [name, english]) if (label !== undefined) names.add(String(label));
          for (const [key, value] of Object.entries(rest)) {
            expect(['min_zoom', 'population_rank', 'sort_key', 'script'], `${layer} attribute ${key}`).toContain(key);
            if (typeof value !== 'number') continue;
            const seen = numbers.get(`${layer}/${String(kind)}/${key}`) ?? new Set<number>();
            numbers.set(`${layer}/${String(kind)}/${key}`, seen.add(value));
          }
        }
      }
      // The map draws names, so the checks below have names to check.
      expect(names.size, `${city.slug} names`).toBeGreaterThan(0);
      for (const name of names) expect(allowed.has(name), `${name} on the ${city.slug} map`).toBe(true);
      for (const [key, values] of numbers) expect([...values], `${city.slug} ${key}: one value for every feature`).toHaveLength(1);
      for (const place of places) {
        if (!allowed.has(place.name)) expect(names.has(place.name), place.name).toBe(false);
        expect(metadataText).not.toContain(place.slug);
      }
      for (const word of SECRET_WORDS) expect(metadataText).not.toContain(word);
      // The archive's own box is the one the configuration gives: the city's public extent.
      [header.minLon, header.minLat, header.maxLon, header.maxLat].forEach((edge, i) => expect(edge).toBeCloseTo(map.bounds[i]!, 6));
    }

    // Around the secret place, at every zoom, there is land and nothing else.
    const { tiles } = await unpack(await archiveBytes(server.url, config.cities['new-york-city']!));
    for (let z = 10; z <= 15; z++) {
      const { x, y } = tileOf(SECRET.longitude, SECRET.latitude, z);
      const here = tiles.find((t) => t.z === z && t.x === x && t.y === y);
      expect(here, `tile ${z}/${x}/${y}`).toBeDefined();
      expect(featuresOf(here!.tile).map(({ layer }) => layer)).toEqual(['earth']);
    }
  });
});

describe('generated pictures', () => {
  let files: Map<string, string>;
  let nycPlaces: RecordModel[];

  beforeAll(async () => {
    files = artworkFromSeed(SEED_DIR);
    // Served the way `npm run build` serves them: copied into the public dir.
    const publicDir = join(server.dataDir, 'public');
    for (const [path, svg] of files) {
      mkdirSync(dirname(join(publicDir, 'images', 'generated', path)), { recursive: true });
      writeFileSync(join(publicDir, 'images', 'generated', path), svg);
    }
    writeFileSync(join(publicDir, 'images', 'placeholder.svg'), placeholderArt());
    nycPlaces = await server.admin.collection('places').getFullList({ filter: server.admin.filter('city = {:c}', { c: nyc.id }) });
  });

  it('are the same files whatever places and events the guide holds', () => {
    const changed = artworkFromSeed(changedSeed);
    expect(files.size).toBeGreaterThan(50);
    expect([...changed.keys()].sort()).toEqual([...files.keys()].sort());
    for (const [path, svg] of files) expect(changed.get(path), path).toBe(svg);
  });

  it("name nothing of a locked city's places or events, in their paths or their content", () => {
    const secrets = [...nycSeed.places.flatMap((p) => [p.slug, p.name]), ...nycSeed.calendar.map((e) => e.name), ...SECRET_WORDS];
    expect(files.size).toBeGreaterThan(50);
    expect(nycSeed.places.length).toBeGreaterThan(100);
    for (const [path, svg] of files) {
      for (const secret of secrets) {
        expect(path, `${path} names ${secret}`).not.toContain(secret);
        expect(svg, `${path} holds ${secret}`).not.toContain(secret);
      }
    }
  });

  it("are found from a place's record only: its image names no place, and the name a guess would try is no picture", async () => {
    const seeded = nycPlaces.filter((p) => p.slug !== SECRET.slug);
    expect(seeded.length).toBeGreaterThan(100);
    for (const place of seeded) {
      expect(place.image).toMatch(/^\/images\/generated\/places\/[a-z]+-\d+\.svg$/);
      expect(place.image).not.toContain(place.slug);
      expect(files.has(place.image.slice('/images/generated/'.length)), place.image).toBe(true);
    }
    const events = await server.admin.collection('events').getFullList({ filter: server.admin.filter('city = {:c}', { c: nyc.id }) });
    for (const event of events.filter((e) => e.name !== SECRET_EVENT)) {
      expect(event.image).toMatch(/^\/images\/generated\/events\/\d+\.svg$/);
      expect(files.has(event.image.slice('/images/generated/'.length)), event.image).toBe(true);
    }

    // What a device loads for a place is a picture, holding nothing of the place.
    for (const path of new Set(seeded.map((p) => p.image as string))) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      const body = await response.text();
      for (const place of seeded) expect(body).not.toContain(place.name);
    }
    // A guess at a place's picture by its city and slug, or at a city's events by number, finds none.
    for (const slug of [...seeded.slice(0, 25).map((p) => p.slug as string), SECRET.slug]) {
      const response = await fetch(`${server.url}/images/generated/places/new-york-city/${slug}.svg`);
      expect(response.headers.get('content-type') ?? '', slug).not.toMatch(/svg/);
    }
    for (let i = 1; i <= 3; i++) {
      const response = await fetch(`${server.url}/images/generated/events/new-york-city-${i}.svg`);
      expect(response.headers.get('content-type') ?? '').not.toMatch(/svg/);
    }
  });
});

describe('the app shell every visitor downloads', () => {
  it("precaches no picture and no map, and lists nothing of a city's guide", async () => {
    // A build's output as the service worker's manifest is computed from it: the shell, the public files.
    const dist = join(scratch, 'dist');
    for (const [path, svg] of artworkFromSeed(changedSeed)) {
      mkdirSync(dirname(join(dist, 'images', 'generated', path)), { recursive: true });
      writeFileSync(join(dist, 'images', 'generated', path), svg);
    }
    mkdirSync(join(dist, 'icons'), { recursive: true });
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'icons', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'images', 'placeholder.svg'), placeholderArt());
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tastemap</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'export {};');
    writeFileSync(join(dist, 'seoul-00000000.pmtiles'), 'PMTiles');
    cpSync(join(root, 'public', 'manifest.webmanifest'), join(dist, 'manifest.webmanifest'));

    const { manifestEntries } = await getManifest({
      globDirectory: dist,
      globPatterns: [...PRECACHE.globPatterns],
      globIgnores: [...PRECACHE.globIgnores],
    });
    const urls = (manifestEntries ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.url)).sort();
    expect(urls).toEqual(['assets/app.js', 'icons/favicon.svg', 'images/placeholder.svg', 'index.html', 'manifest.webmanifest']);
  });

  it("has a web manifest that names no place or event of a city's guide", () => {
    const manifest = readFileSync(join(root, 'public', 'manifest.webmanifest'), 'utf8');
    for (const { places, calendar } of [readSeed('seoul'), nycSeed]) {
      for (const place of places) {
        expect(manifest).not.toContain(place.name);
        expect(manifest).not.toContain(place.slug);
      }
      for (const event of calendar) expect(manifest).not.toContain(event.name);
    }
  });
});
