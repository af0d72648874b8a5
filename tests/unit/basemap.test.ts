// @vitest-environment node
// The basemap built from the seed (scripts/lib/basemap.mjs): a PMTiles archive
// a reader opens, whose vector tiles hold the city's neighbourhoods as areas
// around their places and as labels, in the Protomaps basemap schema the app's
// style reads; and the command `npm run map:extract` runs for an operator.
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PMTiles, type Source, Compression } from 'pmtiles';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import type { Feature, Polygon } from 'geojson';
import { buildCityBasemap, cityLayers } from '../../scripts/lib/basemap.mjs';
import { extractPlan, GO_PMTILES } from '../../scripts/map-extract.mjs';

interface SeedPlace {
  name: string;
  latitude: number;
  longitude: number;
  neighborhood: string;
}
const seoul = JSON.parse(readFileSync(join(__dirname, '../../pb_migrations/seed/seoul.json'), 'utf8')) as {
  city: { slug: string; name: string; latitude: number; longitude: number };
  places: SeedPlace[];
};

/** The archive read the way the app reads a stored copy: by byte ranges of what is on hand. */
function readerOf(bytes: Uint8Array) {
  const source: Source = {
    getKey: () => 'seoul',
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

function inside([x, y]: [number, number], ring: number[][]) {
  let hit = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) hit = !hit;
  }
  return hit;
}

const built = buildCityBasemap({ city: seoul.city, places: seoul.places });
const archive = readerOf(built.bytes);

async function decodedTile(z: number, x: number, y: number) {
  const tile = await archive.getZxy(z, x, y);
  expect(tile, `tile ${z}/${x}/${y}`).toBeDefined();
  // @mapbox/vector-tile 3 is typed against pbf 5's reader; pbf 4's reads the same bytes.
  return new VectorTile(new Pbf(new Uint8Array(tile!.data)) as unknown as ConstructorParameters<typeof VectorTile>[0]);
}

describe('the seed basemap', () => {
  it('is a PMTiles v3 archive of gzipped vector tiles whose bounds cover every place', async () => {
    const header = await archive.getHeader();
    expect(header.specVersion).toBe(3);
    expect(header.tileType).toBe(1);
    expect(header.tileCompression).toBe(Compression.Gzip);
    expect([header.minZoom, header.maxZoom]).toEqual([0, 15]);
    for (const place of seoul.places) {
      expect(place.longitude).toBeGreaterThan(header.minLon);
      expect(place.longitude).toBeLessThan(header.maxLon);
      expect(place.latitude).toBeGreaterThan(header.minLat);
      expect(place.latitude).toBeLessThan(header.maxLat);
    }
    expect([header.centerLon, header.centerLat]).toEqual([seoul.city.longitude, seoul.city.latitude]);
    const metadata = (await archive.getMetadata()) as { vector_layers: { id: string }[] };
    expect(metadata.vector_layers.map((l) => l.id)).toEqual(['earth', 'places', 'neighbourhoods']);
    // Small enough to ship with every server and to store offline in a moment.
    expect(built.bytes.length).toBeLessThan(500_000);
  });

  it.each(['Hongdae', 'Seongsu'])('draws %s as an area holding its places, with its label', async (name) => {
    const places = seoul.places.filter((p) => p.neighborhood === name);
    expect(places.length).toBeGreaterThan(3);
    const z = 13;
    for (const place of places) {
      const { x, y } = tileOf(place.longitude, place.latitude, z);
      const tile = await decodedTile(z, x, y);
      expect(tile.layers.earth!.feature(0).properties.kind).toBe('earth');
      const layer = tile.layers.neighbourhoods!;
      const areas = Array.from({ length: layer.length }, (_, i) => layer.feature(i)).filter((f) => f.properties.name === name);
      expect(areas, `${place.name} in ${name}`).toHaveLength(1);
      const polygon = areas[0]!.toGeoJSON(x, y, z) as Feature<Polygon>;
      expect(inside([place.longitude, place.latitude], polygon.geometry.coordinates[0]!), `${place.name} inside ${name}`).toBe(true);
    }
    // The label sits among the places (their mean), as the style's places layer wants it.
    const lng = places.reduce((s, p) => s + p.longitude, 0) / places.length;
    const lat = places.reduce((s, p) => s + p.latitude, 0) / places.length;
    const { x, y } = tileOf(lng, lat, z);
    const labels = (await decodedTile(z, x, y)).layers.places!;
    const label = Array.from({ length: labels.length }, (_, i) => labels.feature(i)).find((f) => f.properties.name === name);
    expect(label?.properties).toMatchObject({ kind: 'neighbourhood', name });
    expect(label!.properties.min_zoom).toBeLessThanOrEqual(z);
    const [labelLng, labelLat] = (label!.toGeoJSON(x, y, z).geometry as { coordinates: number[] }).coordinates;
    expect(labelLng).toBeCloseTo(lng, 3);
    expect(labelLat).toBeCloseTo(lat, 3);
  });

  it('names the city at low zoom and leaves neighbourhoods for closer in', async () => {
    const { x, y } = tileOf(seoul.city.longitude, seoul.city.latitude, 8);
    const tile = await decodedTile(8, x, y);
    const places = tile.layers.places!;
    expect(places.length).toBe(1);
    expect(places.feature(0).properties).toMatchObject({ kind: 'locality', name: 'Seoul' });
    expect(tile.layers.neighbourhoods).toBeUndefined();
  });

  it('has no tiles outside the city', async () => {
    const { x, y } = tileOf(seoul.city.longitude + 1, seoul.city.latitude, 13);
    expect(await archive.getZxy(13, x, y)).toBeUndefined();
  });

  it('builds the same bytes from the same seed', () => {
    expect(Buffer.from(buildCityBasemap({ city: seoul.city, places: seoul.places }).bytes).equals(Buffer.from(built.bytes))).toBe(true);
  });

  it('gives a one-place neighbourhood a small round area of its own', () => {
    const { layers } = cityLayers({ city: seoul.city, places: seoul.places });
    const place = seoul.places.find((p) => p.neighborhood === 'Buam-dong')!;
    const area = layers.neighbourhoods.features.find((f) => f.properties.name === 'Buam-dong')!;
    const ring = area.geometry.coordinates[0]!;
    expect(inside([place.longitude, place.latitude], ring)).toBe(true);
    // About 300 m around the place: a 16-sided circle.
    const metres = ring.map(([lng, lat]) => [
      (lng - place.longitude) * 111_320 * Math.cos((place.latitude * Math.PI) / 180),
      (lat - place.latitude) * 110_574,
    ]);
    for (const [dx, dy] of metres) expect(Math.hypot(dx!, dy!)).toBeCloseTo(300, -1);
    expect(ring).toHaveLength(17);
  });
});

describe('map:extract', () => {
  const places = seoul.places;
  it('extracts the box of the places plus a margin from a dated Protomaps build, pinned go-pmtiles', () => {
    const plan = extractPlan({ city: seoul.city, places, outDir: '/srv/maps', date: '20260301', dryRun: true });
    expect(GO_PMTILES).toBe('github.com/protomaps/go-pmtiles@v1.31.2');
    expect(plan.command).toBe('go');
    expect(plan.args.slice(0, 5)).toEqual([
      'run',
      GO_PMTILES,
      'extract',
      'https://build.protomaps.com/20260301.pmtiles',
      '/srv/maps/seoul-20260301.pmtiles',
    ]);
    expect(plan.args).toContain('--maxzoom=15');
    expect(plan.args.at(-1)).toBe('--dry-run');
    const bbox = plan.args
      .find((a) => a.startsWith('--bbox='))!
      .slice(7)
      .split(',')
      .map(Number);
    expect(bbox).toEqual(plan.bbox);
    const [w, s, e, n] = bbox as [number, number, number, number];
    for (const p of places) {
      // About 3 km of margin on every side.
      expect(p.longitude - w).toBeGreaterThan(0.03);
      expect(e - p.longitude).toBeGreaterThan(0.03);
      expect(p.latitude - s).toBeGreaterThan(0.025);
      expect(n - p.latitude).toBeGreaterThan(0.025);
    }
    expect(e - w).toBeLessThan(0.5);
  });

  it("takes yesterday's build by default, or the build the operator names", () => {
    const now = new Date('2026-03-02T08:00:00Z');
    expect(extractPlan({ city: seoul.city, places, outDir: '/m', now }).args[3]).toBe('https://build.protomaps.com/20260301.pmtiles');
    const named = extractPlan({ city: seoul.city, places, outDir: '/m', now, buildUrl: 'https://mirror.example/20260215.pmtiles' });
    expect(named.args[3]).toBe('https://mirror.example/20260215.pmtiles');
    expect(named.file).toBe('seoul-20260215.pmtiles');
    expect(named.args).not.toContain('--dry-run');
    expect(() => extractPlan({ city: seoul.city, places, outDir: '/m', date: '2026-03-01' })).toThrow(/YYYYMMDD/);
  });
});
