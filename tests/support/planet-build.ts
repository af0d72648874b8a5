// A small stand-in for the Protomaps planet build, for the tests that extract a
// city's street map: a real PMTiles v3 archive (clustered, gzipped vector
// tiles) of public geometry only (each live city's extent, districts,
// stations and landmarks, scripts/lib/basemap.mjs) at z0–z13, served over HTTP
// with byte ranges (206) as the real build is. It counts the requests it
// answers, and can hold back the tile data until told, so a test sees the
// server while an extract is under way.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cityLayers, vectorTiles } from '../../scripts/lib/basemap.mjs';
import { liveCities } from '../../scripts/lib/city-maps.mjs';
import { writePmtiles } from '../../scripts/lib/pmtiles-writer.mjs';

export const PLANET_MAX_ZOOM = 13;
/** Tiles around each city this far past its extent, so an extract with a margin finds tiles at its edge too. */
const REACH_DEGREES = 0.05;

/** The archive: both cities' public geography as vector tiles, z0–z13. */
export function planetArchive(): Uint8Array {
  const tiles = new Map<string, { z: number; x: number; y: number; data: Uint8Array }>();
  for (const { city } of liveCities()) {
    const { bounds, layers } = cityLayers({ city });
    const [w, s, e, n] = bounds;
    const reach = [w - REACH_DEGREES, s - REACH_DEGREES, e + REACH_DEGREES, n + REACH_DEGREES];
    for (const tile of vectorTiles({ layers, bounds: reach, minzoom: 0, maxzoom: PLANET_MAX_ZOOM })) {
      // Both cities share the world's low-zoom tiles: the first one's is kept.
      const key = `${tile.z}/${tile.x}/${tile.y}`;
      if (!tiles.has(key)) tiles.set(key, tile);
    }
  }
  return writePmtiles({
    tiles: [...tiles.values()],
    metadata: { name: 'Tastemap test planet', attribution: 'Tastemap', vector_layers: [] },
    bounds: [-180, -85, 180, 85],
    center: [0, 0],
    centerZoom: 0,
  });
}

export interface PlanetServer {
  /** The archive's URL. */
  url: string;
  /** Requests answered or held so far. */
  requests: () => number;
  /** Resolves when a request for tile data is held back (an extract is downloading). */
  held: () => Promise<void>;
  /** Lets held and later tile requests through. */
  open: () => void;
  close: () => Promise<void>;
}

/** Serves `bytes` at /builds/20260301.pmtiles with byte ranges; `gated`: tile data waits for open(). */
export async function servePlanet(bytes: Uint8Array, { gated = false } = {}): Promise<PlanetServer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tileDataOffset = view.getUint32(56, true) + view.getUint32(60, true) * 2 ** 32;
  let count = 0;
  let gate = gated;
  const waiting: Array<() => void> = [];
  let onHeld: () => void = () => {};
  const heldOnce = new Promise<void>((resolve) => (onHeld = resolve));

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const range = request.headers.range?.match(/^bytes=(\d+)-(\d*)$/);
    if (!range) {
      response.writeHead(200, { 'Content-Type': 'application/vnd.pmtiles', 'Content-Length': bytes.length, 'Accept-Ranges': 'bytes' });
      response.end(Buffer.from(bytes));
      return;
    }
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : bytes.length - 1, bytes.length - 1);
    if (start >= bytes.length) {
      response.writeHead(416, { 'Content-Range': `bytes */${bytes.length}` });
      response.end();
      return;
    }
    response.writeHead(206, {
      'Content-Type': 'application/vnd.pmtiles',
      'Content-Range': `bytes ${start}-${end}/${bytes.length}`,
      'Content-Length': end - start + 1,
      'Accept-Ranges': 'bytes',
    });
    response.end(Buffer.from(bytes.subarray(start, end + 1)));
  };

  const server = createServer((request, response) => {
    count += 1;
    if (request.url !== '/builds/20260301.pmtiles') {
      response.writeHead(404).end();
      return;
    }
    const start = Number(request.headers.range?.match(/^bytes=(\d+)-/)?.[1] ?? 0);
    if (gate && start >= tileDataOffset) {
      waiting.push(() => answer(request, response));
      onHeld();
      return;
    }
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/builds/20260301.pmtiles`,
    requests: () => count,
    held: () => heldOnce,
    open: () => {
      gate = false;
      for (const release of waiting.splice(0)) release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
