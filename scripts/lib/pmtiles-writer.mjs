// A PMTiles v3 archive writer (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md),
// small enough for the city basemaps the project builds from its seed: every tile
// is held in memory. Layout: header, root directory, metadata, leaf directories,
// tile data, ordered by tile id (clustered) so a reader's ranges stay short.
// Identical tiles (the land inside the city box at high zoom is the same square
// again and again) are stored once and addressed by run lengths.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';

const HEADER_BYTES = 127;
// A reader fetches the first 16 KiB at once; the root directory must fit in it with the header.
const ROOT_LIMIT = 16_384 - HEADER_BYTES;
const COMPRESSION = { none: 1, gzip: 2 };
export const TILE_TYPE = { mvt: 1 };

/** @param {number[]} out @param {number} value  unsigned LEB128; past 2^31, so no bitwise maths */
function pushVarint(out, value) {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/** @typedef {{ tileId: number, offset: number, length: number, runLength: number }} Entry */

/** The spec's directory encoding: column by column, ids as deltas, offsets 0 when contiguous. @param {Entry[]} entries */
export function serializeDirectory(entries) {
  /** @type {number[]} */
  const out = [];
  pushVarint(out, entries.length);
  let lastId = 0;
  for (const e of entries) {
    pushVarint(out, e.tileId - lastId);
    lastId = e.tileId;
  }
  for (const e of entries) pushVarint(out, e.runLength);
  for (const e of entries) pushVarint(out, e.length);
  entries.forEach((e, i) => {
    const previous = entries[i - 1];
    if (previous && e.offset === previous.offset + previous.length) pushVarint(out, 0);
    else pushVarint(out, e.offset + 1);
  });
  return Uint8Array.from(out);
}

/** @param {Uint8Array} bytes */
const gzip = (bytes) => new Uint8Array(gzipSync(bytes, { level: 9 }));

/**
 * A root directory that fits the first 16 KiB, with leaf directories when the
 * entries do not (leaves grow until the root of their first ids fits).
 * @param {Entry[]} entries
 */
function directories(entries) {
  const root = gzip(serializeDirectory(entries));
  if (root.length <= ROOT_LIMIT) return { root, leaves: new Uint8Array(0) };
  for (let leafSize = 4096; ; leafSize *= 2) {
    /** @type {Uint8Array[]} */
    const leafParts = [];
    /** @type {Entry[]} */
    const rootEntries = [];
    let offset = 0;
    for (let i = 0; i < entries.length; i += leafSize) {
      const chunk = entries.slice(i, i + leafSize);
      const leaf = gzip(serializeDirectory(chunk));
      rootEntries.push({ tileId: chunk[0].tileId, offset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      offset += leaf.length;
    }
    const leafRoot = gzip(serializeDirectory(rootEntries));
    if (leafRoot.length <= ROOT_LIMIT) return { root: leafRoot, leaves: concat(leafParts) };
  }
}

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * @param {{
 *   tiles: { z: number, x: number, y: number, data: Uint8Array }[],
 *   metadata: Record<string, unknown>,
 *   bounds: [number, number, number, number],
 *   center: [number, number],
 *   centerZoom: number,
 *   tileType?: number,
 *   tileCompression?: 'gzip' | 'none',
 * }} o  `data` is already compressed as `tileCompression` says.
 * @returns {Uint8Array}
 */
export function writePmtiles({ tiles, metadata, bounds, center, centerZoom, tileType = TILE_TYPE.mvt, tileCompression = 'gzip' }) {
  if (tiles.length === 0) throw new Error('a PMTiles archive needs at least one tile');
  const sorted = tiles.map((t) => ({ ...t, tileId: zxyToTileId(t.z, t.x, t.y) })).sort((a, b) => a.tileId - b.tileId);

  /** @type {Map<string, { offset: number, length: number }>} */
  const stored = new Map();
  /** @type {Uint8Array[]} */
  const data = [];
  let dataLength = 0;
  /** @type {Entry[]} */
  const entries = [];
  for (const tile of sorted) {
    const key = createHash('sha256').update(tile.data).digest('base64');
    let place = stored.get(key);
    if (!place) {
      place = { offset: dataLength, length: tile.data.length };
      stored.set(key, place);
      data.push(tile.data);
      dataLength += tile.data.length;
    }
    const last = entries[entries.length - 1];
    if (last && last.offset === place.offset && last.tileId + last.runLength === tile.tileId) last.runLength += 1;
    else entries.push({ tileId: tile.tileId, offset: place.offset, length: place.length, runLength: 1 });
  }

  const { root, leaves } = directories(entries);
  const meta = gzip(new TextEncoder().encode(JSON.stringify(metadata)));
  const zooms = sorted.map((t) => t.z);

  const header = new Uint8Array(HEADER_BYTES);
  const view = new DataView(header.buffer);
  header.set(new TextEncoder().encode('PMTiles'), 0);
  header[7] = 3;
  /** @param {number} at @param {number} value */
  const u64 = (at, value) => {
    view.setUint32(at, value % 2 ** 32, true);
    view.setUint32(at + 4, Math.floor(value / 2 ** 32), true);
  };
  /** @param {number} degrees */
  const e7 = (degrees) => Math.round(degrees * 1e7);
  const rootOffset = HEADER_BYTES;
  const metaOffset = rootOffset + root.length;
  const leavesOffset = metaOffset + meta.length;
  const dataOffset = leavesOffset + leaves.length;
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metaOffset);
  u64(32, meta.length);
  u64(40, leavesOffset);
  u64(48, leaves.length);
  u64(56, dataOffset);
  u64(64, dataLength);
  u64(72, sorted.length);
  u64(80, entries.length);
  u64(88, stored.size);
  header[96] = 1; // clustered
  header[97] = COMPRESSION.gzip;
  header[98] = COMPRESSION[tileCompression];
  header[99] = tileType;
  header[100] = Math.min(...zooms);
  header[101] = Math.max(...zooms);
  view.setInt32(102, e7(bounds[0]), true);
  view.setInt32(106, e7(bounds[1]), true);
  view.setInt32(110, e7(bounds[2]), true);
  view.setInt32(114, e7(bounds[3]), true);
  header[118] = centerZoom;
  view.setInt32(119, e7(center[0]), true);
  view.setInt32(123, e7(center[1]), true);

  return concat([header, root, meta, leaves, ...data]);
}
