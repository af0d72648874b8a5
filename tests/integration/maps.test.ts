// City maps served by a real PocketBase (pb_hooks/lib/maps.js): the
// configuration devices read, the archives with byte ranges as a PMTiles
// reader asks for them, nothing else from the map folder, and the CSP that
// lets the app reach a configured tile source and no other.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/pocketbase';

interface CityMap {
  url: string;
  bytes: number;
  version: string;
  bounds: [number, number, number, number];
  center: [number, number];
  minzoom: number;
  maxzoom: number;
  streets: boolean;
}
interface MapConfig {
  tiles: string | null;
  cities: Record<string, CityMap>;
}

let server: TestServer;
let config: MapConfig;

beforeAll(async () => {
  server = await startTestServer();
  config = (await fetch(`${server.url}/api/app/maps`).then((r) => r.json())) as MapConfig;
});
afterAll(async () => {
  await server?.dispose();
});

describe('GET /api/app/maps', () => {
  it("lists every live city's map to a visitor, built from the seed", async () => {
    const live = await server.admin.collection('cities').getFullList({ filter: "status = 'live'" });
    expect(Object.keys(config.cities).sort()).toEqual(live.map((c) => c.slug as string).sort());
    expect(config.tiles).toBeNull();
    for (const city of live) {
      const map = config.cities[city.slug as string]!;
      expect(map.url).toMatch(new RegExp(`^/maps/${city.slug}-[0-9a-f]{8}\\.pmtiles$`));
      expect(map.url).toContain(map.version);
      expect(map.bytes).toBeGreaterThan(10_000);
      const [w, s, e, n] = map.bounds;
      expect(city.longitude).toBeGreaterThan(w);
      expect(city.longitude).toBeLessThan(e);
      expect(city.latitude).toBeGreaterThan(s);
      expect(city.latitude).toBeLessThan(n);
      expect([map.minzoom, map.maxzoom]).toEqual([0, 15]);
      // The fallback, drawn from public geography: the app says street detail is still to come.
      expect(map.streets).toBe(false);
    }
  });
});

describe('GET /maps/<file>', () => {
  it('answers a range with 206 and those bytes, cached for good', async () => {
    const map = config.cities.seoul!;
    const response = await fetch(`${server.url}${map.url}`, { headers: { Range: 'bytes=0-126' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-126/${map.bytes}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const header = new Uint8Array(await response.arrayBuffer());
    expect(header.length).toBe(127);
    expect(new TextDecoder().decode(header.slice(0, 7))).toBe('PMTiles');
    expect(header[7]).toBe(3);
    // The bytes are those of the file in the data dir's map folder.
    const onDisk = readFileSync(join(server.dataDir, 'maps', map.url.slice('/maps/'.length)));
    expect(Buffer.from(header).equals(onDisk.subarray(0, 127))).toBe(true);
  });

  it('answers a reader asking for more than there is with what there is, and a plain GET with the whole file', async () => {
    const map = config.cities['new-york-city']!;
    const tail = await fetch(`${server.url}${map.url}`, { headers: { Range: `bytes=${map.bytes - 10}-${map.bytes + 16_000}` } });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(10);
    const whole = await fetch(`${server.url}${map.url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await whole.arrayBuffer()).byteLength).toBe(map.bytes);
  });

  it.each([
    '/maps/atlantis-00000000.pmtiles',
    '/maps/maps.json',
    '/maps/..%2Fdata.db',
    '/maps/%2e%2e%2fdata.db',
    '/maps/Seoul.PMTILES',
    '/maps/seoul.pmtiles.tmp',
  ])('answers %s with 404', async (path) => {
    const response = await fetch(`${server.url}${path}`, { headers: { Range: 'bytes=0-126' } });
    expect(response.status).toBe(404);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(body.slice(0, 7))).not.toBe('PMTiles');
  });
});

describe('Content-Security-Policy', () => {
  const connectSrc = async (url: string) => {
    const response = await fetch(`${url}/`);
    return (response.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('connect-src'));
  };

  it('lets the app connect to its own origin only when no tile source is configured', async () => {
    expect(await connectSrc(server.url)).toBe("connect-src 'self'");
  });

  it('adds the origin of a configured tile source, which the configuration names', async () => {
    const tiles = 'https://tiles.example.com:8443/v4/{z}/{x}/{y}.mvt';
    const remote = await startTestServer({ env: { TASTEMAP_MAP_TILES: tiles } });
    try {
      expect(await connectSrc(remote.url)).toBe("connect-src 'self' https://tiles.example.com:8443");
      const answer = (await fetch(`${remote.url}/api/app/maps`).then((r) => r.json())) as MapConfig;
      expect(answer.tiles).toBe(tiles);
    } finally {
      await remote.dispose();
    }
  });

  it('ignores a tile setting that is not an http(s) URL', async () => {
    const remote = await startTestServer({ env: { TASTEMAP_MAP_TILES: "https://x.example; script-src 'unsafe-eval'" } });
    try {
      expect(await connectSrc(remote.url)).toBe("connect-src 'self'");
      expect(((await fetch(`${remote.url}/api/app/maps`).then((r) => r.json())) as MapConfig).tiles).toBeNull();
    } finally {
      await remote.dispose();
    }
  });
});
