// Generates the app's artwork (lib/artwork.mjs) from the seed files under
// public/images/generated/: one SVG per city and tastemaker, a fixed set per
// place category and for events (never one per place or event: these files
// are public, lib/artwork.mjs says why), the tastemaker card banners
// (banners/<kind>.svg), the placeholder image, and the PWA icons (PNG) under
// public/icons/. The app serves all of them itself, so they work offline and
// no image ever comes from another host.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { artworkFromSeed, placeholderArt } from './lib/artwork.mjs';
import { root } from './lib/pocketbase.mjs';

const seedDir = join(root, 'pb_migrations', 'seed');
const outDir = join(root, 'public', 'images', 'generated');
const iconDir = join(root, 'public', 'icons');

const files = artworkFromSeed(seedDir);
// Written afresh: a file an earlier version made (one per place) must not stay behind and be served.
rmSync(outDir, { recursive: true, force: true });
for (const [path, svg] of files) write(join(outDir, path), svg);
const count = files.size;
write(join(root, 'public', 'images', 'placeholder.svg'), placeholderArt());

function write(path, content) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

// ---------- PNG icons, drawn pixel by pixel (no image library needed) ----------
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function png(size, pixel) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel((x + 0.5) / size, (y + 0.5) / size, 1 / size);
      raw.set([r, g, b, a], y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const clamp = (v) => Math.max(0, Math.min(1, v));
const mix = (a, b, t) => a + (b - a) * t;
/** The Tastemap pin on a coral-to-amber gradient; `inset` shrinks it into the maskable safe zone. */
function iconPixel(rounded, inset) {
  return (x, y, px) => {
    const u = (x - 0.5) / inset + 0.5;
    const v = (y - 0.5) / inset + 0.5;
    const t = clamp((x + y) / 2);
    let color = [mix(255, 255, t), mix(90, 180, t), mix(95, 0, t)];
    let alpha = 1;
    if (rounded) {
      const q = Math.max(Math.abs(x - 0.5) - 0.3, 0) ** 2 + Math.max(Math.abs(y - 0.5) - 0.3, 0) ** 2;
      alpha = clamp((0.2 - Math.sqrt(q)) / px + 0.5);
    }
    // Pin: a circle plus a tapering point, with a hole.
    const dx = u - 0.5;
    const dy = v - 0.42;
    const r = Math.hypot(dx, dy);
    const inPoint = v > 0.42 && v < 0.8 && Math.abs(dx) < (0.2 * (0.8 - v)) / 0.38;
    const pin = r < 0.2 || inPoint;
    const hole = r < 0.075;
    if (pin && !hole) color = [11, 11, 18];
    return [Math.round(color[0]), Math.round(color[1]), Math.round(color[2]), Math.round(alpha * 255)];
  };
}
mkdirSync(iconDir, { recursive: true });
writeFileSync(join(iconDir, 'icon-192.png'), png(192, iconPixel(true, 1)));
writeFileSync(join(iconDir, 'icon-512.png'), png(512, iconPixel(true, 1)));
writeFileSync(join(iconDir, 'maskable-512.png'), png(512, iconPixel(false, 0.7)));
writeFileSync(
  join(iconDir, 'favicon.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff5a5f"/><stop offset="1" stop-color="#ffb400"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><path d="M32 12a13 13 0 0 0-13 13c0 10 13 25 13 25s13-15 13-25a13 13 0 0 0-13-13zm0 18a5 5 0 1 1 0-10 5 5 0 0 1 0 10z" fill="#0b0b12"/></svg>`,
);
console.log(`gen-images: ${count} images in public/images/generated, icons in public/icons`);
