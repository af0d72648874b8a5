// The fallback basemap (scripts/lib/basemap.mjs): a PMTiles archive a reader
// opens, whose vector tiles hold public geography only (the city's extent as
// land, its districts, stations and landmarks) in the Protomaps basemap schema
// the app's style reads, and nothing of the guide's places: no shape, no
// count, no name; and the box `npm run map:extract` cuts for an operator.
import { gunzipSync } from 'node:zlib';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PMTiles, type Source, Compression } from 'pmtiles';
import { VectorTile, type VectorTileFeature } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import type { Point } from 'geojson';
import { buildCityBasemap, cityLayers } from '../../scripts/lib/basemap.mjs';
import { ensureSeedMaps, liveCities, readMapsJson, SEED_DIR } from '../../scripts/lib/city-maps.mjs';
import { GO_PMTILES } from '../../scripts/lib/go-pmtiles.mjs';
import { dailyBuilds, estimatedBytes, extractArgs, extractBox } from '../../scripts/lib/street-maps.mjs';
import { CITY_GEOGRAPHY, publicGeography } from '#/domain/geography';
import { LANDMARKS } from '#/domain/landmarks';

interface SeedPlace {
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  neighborhood: string;
}
interface SeedCityFile {
  city: { slug: string; name: string; latitude: number; longitude: number };
  places: SeedPlace[];
}
const seed = (slug: string) => JSON.parse(readFileSync(join(SEED_DIR, `${slug}.json`), 'utf8')) as SeedCityFile;
const seoul = seed('seoul');
const nyc = seed('new-york-city');

/** The archive read the way the app reads a stored copy: by byte ranges of what is on hand. */
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

function featuresOf(tile: VectorTile, layer: string): VectorTileFeature[] {
  const found = tile.layers[layer];
  return found ? Array.from({ length: found.length }, (_, i) => found.feature(i)) : [];
}

const builtSeoul = buildCityBasemap({ city: seoul.city });
const builtNyc = buildCityBasemap({ city: nyc.city });
const archive = readerOf(builtSeoul.bytes);

async function decodedTile(reader: PMTiles, z: number, x: number, y: number) {
  const tile = await reader.getZxy(z, x, y);
  expect(tile, `tile ${z}/${x}/${y}`).toBeDefined();
  // @mapbox/vector-tile 3 is typed against pbf 5's reader; pbf 4's reads the same bytes.
  return new VectorTile(new Pbf(new Uint8Array(tile!.data)) as unknown as ConstructorParameters<typeof VectorTile>[0]);
}

/** Every feature of every tile of an archive, with the tile it came from. */
async function everyFeature(bytes: Uint8Array) {
  const reader = readerOf(bytes);
  const header = await reader.getHeader();
  const out: Array<{ layer: string; feature: VectorTileFeature; z: number; x: number; y: number }> = [];
  for (let z = header.minZoom; z <= header.maxZoom; z++) {
    const a = tileOf(header.minLon, header.maxLat, z);
    const b = tileOf(header.maxLon, header.minLat, z);
    for (let x = a.x; x <= b.x; x++) {
      for (let y = a.y; y <= b.y; y++) {
        const tile = await reader.getZxy(z, x, y);
        if (!tile) continue;
        const decoded = new VectorTile(new Pbf(new Uint8Array(tile.data)) as unknown as ConstructorParameters<typeof VectorTile>[0]);
        for (const layer of Object.keys(decoded.layers))
          for (const feature of featuresOf(decoded, layer)) out.push({ layer, feature, z, x, y });
      }
    }
  }
  return out;
}

/** Every name the public geography of a city gives. */
function publicNames(city: SeedCityFile['city']): Set<string> {
  const g = publicGeography(city);
  return new Set([
    city.name,
    ...g.districts.flatMap((d) => [d.name, ...(d.local ? [d.local] : [])]),
    ...[...g.stations, ...g.landmarks, ...g.neighbourhoods].map((p) => p.name),
  ]);
}

describe('the fallback basemap', () => {
  it("is a PMTiles v3 archive of gzipped vector tiles over the city's public extent", async () => {
    const header = await archive.getHeader();
    expect(header.specVersion).toBe(3);
    expect(header.tileType).toBe(1);
    expect(header.tileCompression).toBe(Compression.Gzip);
    expect([header.minZoom, header.maxZoom]).toEqual([0, 15]);
    expect([header.minLon, header.minLat, header.maxLon, header.maxLat]).toEqual([126.76, 37.41, 127.19, 37.72]);
    expect(builtSeoul.bounds).toEqual([...CITY_GEOGRAPHY.seoul!.bounds]);
    expect([header.centerLon, header.centerLat]).toEqual([seoul.city.longitude, seoul.city.latitude]);
    const metadata = (await archive.getMetadata()) as { vector_layers: { id: string; fields: Record<string, string> }[] };
    expect(metadata.vector_layers.map((l) => l.id)).toEqual(['earth', 'places', 'pois']);
    // Small enough to ship with every server and to store offline in a moment.
    expect(builtSeoul.bytes.length).toBeLessThan(200_000);
    expect(builtNyc.bytes.length).toBeLessThan(200_000);
  });

  it("covers every place of the guide, though it never read one: the city's extent holds them", () => {
    for (const { city, places } of [seoul, nyc]) {
      const [w, s, e, n] = publicGeography(city).bounds;
      for (const p of places) {
        expect(p.longitude > w && p.longitude < e && p.latitude > s && p.latitude < n, `${p.name} on the ${city.name} map`).toBe(true);
      }
    }
  });

  it("names Seoul's 25 districts, in English and Hangul, where they are", async () => {
    const districts = CITY_GEOGRAPHY.seoul!.districts;
    expect(districts).toHaveLength(25);
    const z = 12;
    for (const district of districts) {
      const { x, y } = tileOf(district.longitude, district.latitude, z);
      const label = featuresOf(await decodedTile(archive, z, x, y), 'places').find((f) => f.properties['name:en'] === district.name);
      expect(label?.properties, district.name).toMatchObject({ kind: 'macrohood', name: district.local!, script: 'Hangul' });
      const [lng, lat] = (label!.toGeoJSON(x, y, z).geometry as Point).coordinates as [number, number];
      expect(lng).toBeCloseTo(district.longitude, 3);
      expect(lat).toBeCloseTo(district.latitude, 3);
    }
  });

  it('puts stations and landmarks in the pois layer, at the coordinates of landmarks.ts', async () => {
    const reader = readerOf(builtNyc.bytes);
    const z = 14;
    for (const [name, kind] of [
      ['Grand Central Terminal', 'station'],
      ['Times Square', 'attraction'],
    ] as const) {
      const landmark = LANDMARKS.find((l) => l.name === name)!;
      const { x, y } = tileOf(landmark.longitude, landmark.latitude, z);
      const poi = featuresOf(await decodedTile(reader, z, x, y), 'pois').find((f) => f.properties.name === name);
      expect(poi?.properties).toMatchObject({ kind, 'name:en': name });
      const [lng, lat] = (poi!.toGeoJSON(x, y, z).geometry as Point).coordinates as [number, number];
      expect(lng).toBeCloseTo(landmark.longitude, 3);
      expect(lat).toBeCloseTo(landmark.latitude, 3);
    }
  });

  it('names the city at low zoom and leaves the rest for closer in', async () => {
    const { x, y } = tileOf(seoul.city.longitude, seoul.city.latitude, 8);
    const tile = await decodedTile(archive, 8, x, y);
    expect(featuresOf(tile, 'places').map((f) => f.properties)).toEqual([expect.objectContaining({ kind: 'locality', name: 'Seoul' })]);
    expect(tile.layers.pois).toBeUndefined();
    expect(featuresOf(tile, 'earth')[0]!.properties.kind).toBe('earth');
  });

  it('has no tiles outside the city', async () => {
    const { x, y } = tileOf(seoul.city.longitude + 1, seoul.city.latitude, 13);
    expect(await archive.getZxy(13, x, y)).toBeUndefined();
  });

  it('draws nothing but public geography: every name is one, and no attribute counts anything', async () => {
    for (const { city, places } of [seoul, nyc]) {
      const features = await everyFeature(buildCityBasemap({ city }).bytes);
      const allowed = publicNames(city);
      const seen = new Set<string>();
      /** Per layer and kind, the values each numeric attribute takes. */
      const numbers = new Map<string, Set<number>>();
      for (const { layer, feature } of features) {
        const { name, 'name:en': english, kind, ...rest } = feature.properties;
        expect(['earth', 'places', 'pois']).toContain(layer);
        if (layer === 'earth') expect(feature.type, 'land is one polygon: the box').toBe(3);
        else expect(feature.type, `${layer} holds points only`).toBe(1);
        for (const label of [name, english]) {
          if (label === undefined) continue;
          expect(allowed.has(String(label)), `${String(label)} is public geography of ${city.name}`).toBe(true);
          seen.add(String(label));
        }
        for (const [key, value] of Object.entries(rest)) {
          expect(['min_zoom', 'population_rank', 'sort_key', 'script'], `${layer} attribute ${key}`).toContain(key);
          if (typeof value === 'number') {
            const values = numbers.get(`${layer}/${String(kind)}/${key}`) ?? new Set<number>();
            values.add(value);
            numbers.set(`${layer}/${String(kind)}/${key}`, values);
          }
        }
      }
      // The same ranks for every label of a kind: nothing that varies with what lies around it.
      for (const [key, values] of numbers) expect([...values], key).toHaveLength(1);
      expect(seen.size).toBe(allowed.size);
      // And so no place's name, unless the place bears a public name (a station, a landmark).
      for (const place of places) if (!allowed.has(place.name)) expect(seen.has(place.name), place.name).toBe(false);
    }
  });

  it('is built from the city record alone: the same bytes, whatever the places', () => {
    expect(Buffer.from(buildCityBasemap({ city: seoul.city }).bytes).equals(Buffer.from(builtSeoul.bytes))).toBe(true);
    for (const { city } of liveCities()) expect(Object.keys(city).sort()).toEqual(['latitude', 'longitude', 'name', 'slug']);

    // A seed whose New York has a place far from everything, in a neighbourhood of its own, and Seoul none at all.
    const dir = mkdtempSync(join(tmpdir(), 'tastemap-basemap-'));
    try {
      const changedSeed = join(dir, 'seed');
      cpSync(SEED_DIR, changedSeed, { recursive: true });
      const secret = { ...nyc.places[0]!, slug: 'zq-hidden-oyster-bar', name: 'Zq Hidden Oyster Bar', neighborhood: 'Zqville' };
      writeFileSync(
        join(changedSeed, 'new-york-city.json'),
        JSON.stringify({ ...nyc, places: [...nyc.places, { ...secret, latitude: 40.55, longitude: -73.75 }] }),
      );
      writeFileSync(join(changedSeed, 'seoul.json'), JSON.stringify({ ...seoul, places: [] }));
      ensureSeedMaps(join(dir, 'plain'));
      ensureSeedMaps(join(dir, 'changed'), { seedDir: changedSeed });
      const plain = readMapsJson(join(dir, 'plain'));
      const changed = readMapsJson(join(dir, 'changed'));
      expect(Object.keys(plain.cities).sort()).toEqual(
        liveCities()
          .map(({ city }) => city.slug)
          .sort(),
      );
      expect(changed.cities).toEqual(plain.cities);
      expect(changed.seed).toBe(plain.seed);
      for (const entry of Object.values(plain.cities)) {
        const a = readFileSync(join(dir, 'plain', entry.file));
        const b = readFileSync(join(dir, 'changed', entry.file));
        expect(b.equals(a), entry.file).toBe(true);
      }
      expect(readdirSync(join(dir, 'changed')).sort()).toEqual(readdirSync(join(dir, 'plain')).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('draws a city with no known geography as a box around its own point, named and nothing more', () => {
    const tokyo = { slug: 'tokyo', name: 'Tokyo', latitude: 35.6762, longitude: 139.6503 };
    const { bounds, layers } = cityLayers({ city: tokyo });
    const [w, s, e, n] = bounds;
    // About 15 km each way, rounded outward.
    expect((tokyo.latitude - s) * 110_574).toBeGreaterThan(15_000);
    expect((n - tokyo.latitude) * 110_574).toBeLessThan(16_200);
    expect(w).toBeLessThan(tokyo.longitude);
    expect(e).toBeGreaterThan(tokyo.longitude);
    expect(layers.places.features.map((f) => f.properties)).toEqual([expect.objectContaining({ kind: 'locality', name: 'Tokyo' })]);
    expect(layers.pois.features).toEqual([]);
  });

  it('resolves every station, landmark and neighbourhood it names to landmarks.ts', () => {
    for (const [slug, geography] of Object.entries(CITY_GEOGRAPHY)) {
      const named = [...geography.stations, ...geography.landmarks, ...geography.neighbourhoods];
      expect(new Set(named).size, slug).toBe(named.length);
      for (const name of named)
        expect(
          LANDMARKS.some((l) => l.city === slug && l.name === name),
          `${name} in ${slug}`,
        ).toBe(true);
      const [w, s, e, n] = geography.bounds;
      const points = publicGeography({ slug, latitude: 0, longitude: 0 });
      for (const p of [...points.districts, ...points.stations, ...points.landmarks, ...points.neighbourhoods]) {
        expect(p.longitude > w && p.longitude < e && p.latitude > s && p.latitude < n, `${p.name} inside ${slug}`).toBe(true);
      }
    }
  });
});

describe('street map extracts', () => {
  it("cut the city's public extent plus a margin of about 1 km, with the pinned go-pmtiles", () => {
    expect(GO_PMTILES).toBe('github.com/protomaps/go-pmtiles@v1.31.2');
    expect(extractBox(seoul.city)).toEqual([126.75, 37.4, 127.2, 37.73]);
    expect(extractBox(nyc.city)).toEqual([-74.27, 40.46, -73.69, 40.93]);
    expect(
      extractArgs({
        source: 'https://build.protomaps.com/20260301.pmtiles',
        out: '/srv/maps/seoul.pmtiles.partial',
        bbox: extractBox(seoul.city),
        maxzoom: 14,
        dryRun: true,
      }),
    ).toEqual([
      'extract',
      'https://build.protomaps.com/20260301.pmtiles',
      '/srv/maps/seoul.pmtiles.partial',
      '--bbox=126.75,37.4,127.2,37.73',
      '--maxzoom=14',
      '--dry-run',
    ]);
  });

  it('take the box from the city record alone: a city with no known geography gets the box around its point', () => {
    const lisbon = { slug: 'lisbon', latitude: 38.7223, longitude: -9.1393 };
    const [w, s, e, n] = publicGeography(lisbon).bounds;
    expect(extractBox(lisbon)).toEqual([w - 0.01, s - 0.01, e + 0.01, n + 0.01].map((v) => Math.round(v * 1e4) / 1e4));
  });

  it("come from yesterday's Protomaps build, or the two days before when one is missing", () => {
    expect(dailyBuilds(new Date('2026-03-02T08:00:00Z'))).toEqual([
      'https://build.protomaps.com/20260301.pmtiles',
      'https://build.protomaps.com/20260228.pmtiles',
      'https://build.protomaps.com/20260227.pmtiles',
    ]);
  });

  it("are weighed by go-pmtiles' own --dry-run estimate", () => {
    const line = (size: string) =>
      `2026/03/02 08:00:00 extract.go:612: Extract transferred 1 MB (overfetch 0.05) for an archive size of ${size}\n`;
    expect(estimatedBytes(line('83 MB'))).toBe(83_000_000);
    expect(estimatedBytes(line('1.2 GB'))).toBe(1_200_000_000);
    expect(estimatedBytes(line('17 kB'))).toBe(17_000);
    expect(estimatedBytes(line('0 B'))).toBe(0);
    expect(estimatedBytes('Failed to extract, HTTP error: 404')).toBeNull();
  });
});
