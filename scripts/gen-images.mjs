// Generates the app's artwork from the seed files: one SVG per city, place,
// tastemaker and event under public/images/generated/, the tastemaker card
// banners (banners/<kind>.svg), the placeholder image,
// and the PWA icons (PNG) under public/icons/. The app serves all of them
// itself, so they work offline and no image ever comes from another host.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { root } from './lib/pocketbase.mjs';

const seedDir = join(root, 'pb_migrations', 'seed');
const outDir = join(root, 'public', 'images', 'generated');
const iconDir = join(root, 'public', 'icons');
const catalog = JSON.parse(readFileSync(join(seedDir, 'catalog.json'), 'utf8'));

const palette = {
  restaurant: ['#ff5a5f', '#ff9a3c'],
  cafe: ['#b5835a', '#f0c27b'],
  bar: ['#7b2ff7', '#f107a3'],
  nightlife: ['#2b1055', '#7597de'],
  shopping: ['#11998e', '#38ef7d'],
  culture: ['#c94b4b', '#4b134f'],
  outdoor: ['#1e9600', '#99c24d'],
  city: ['#0f2027', '#2c5364'],
  person: ['#ee0979', '#ff6a00'],
  event: ['#4568dc', '#b06ab3'],
};

// Simple glyphs drawn with paths (24x24 viewBox), in the spirit of the app's icons.
const glyphs = {
  restaurant: 'M7 2v9a2 2 0 0 0 2 2v9h2v-9a2 2 0 0 0 2-2V2h-1.5v7h-1V2h-1v7h-1V2zM17 2c-2 0-3 2-3 5v6h2v9h2V2z',
  cafe: 'M3 8h14v6a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zm14 1h1.5a2.5 2.5 0 0 1 0 5H17v-1.5h1.5a1 1 0 0 0 0-2H17zM6 2h1v4H6zm3 0h1v4H9zm3 0h1v4h-1z',
  bar: 'M4 3h16l-7 9v7h4v2H7v-2h4v-7zm3.2 2 4.8 6 4.8-6z',
  nightlife: 'M9 3v11.6A3.5 3.5 0 1 0 11 18V7h8V3z',
  shopping: 'M5 7h14l-1 14H6zm4 0V6a3 3 0 0 1 6 0v1h-1.6V6a1.4 1.4 0 0 0-2.8 0v1z',
  culture: 'M12 2 2 7v2h20V7zM4 10h3v8H4zm6.5 0h3v8h-3zM17 10h3v8h-3zM2 19h20v3H2z',
  outdoor: 'M12 2 5 12h4l-5 7h7v3h2v-3h7l-5-7h4z',
  city: 'M3 21V9l5-3v4l5-3v4l5-3v13zM6 12h2v2H6zm0 4h2v2H6zm5-2h2v2h-2zm0 4h2v2h-2zm5-4h2v2h-2zm0 4h2v2h-2z',
  person: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z',
  event: 'M5 4h2V2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 6v10h14V10z',
};

const escapeXml = (s) =>
  String(s).replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]);

function hash(s) {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0;
  return h;
}

/** A 16:10 card image: gradient, a soft pattern seeded by the name, the glyph and the titles. */
function cardSvg({ kind, title, subtitle = '', local = '', width = 800, height = 500 }) {
  const [a, b] = palette[kind] ?? palette.city;
  const h = hash(title);
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (h >> (i * 3)) % width;
    const y = (h >> (i * 2 + 5)) % height;
    const r = 40 + ((h >> i) % 120);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${0.04 + (i % 3) * 0.03}"/>`;
  }).join('');
  const size = title.length > 28 ? 34 : 44;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}
<g transform="translate(${width - 190} 50) scale(6)" fill="#fff" opacity="0.22"><path d="${glyphs[kind] ?? glyphs.city}"/></g>
<rect y="${height - 170}" width="${width}" height="170" fill="#000" opacity="0.28"/>
<text x="40" y="${height - 100}" font-family="Inter, Noto Sans KR, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(title)}</text>
${local ? `<text x="40" y="${height - 58}" font-family="Noto Sans KR, sans-serif" font-size="26" fill="#fff" opacity="0.9">${escapeXml(local)}</text>` : ''}
<text x="40" y="${height - (local ? 26 : 52)}" font-family="Inter, sans-serif" font-size="22" fill="#fff" opacity="0.8">${escapeXml(subtitle)}</text>
</svg>`;
}

/** A square portrait for a tastemaker: initials on a gradient. */
function avatarSvg(name) {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const hue = hash(name) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 80% 40%)"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="200" cy="165" r="78" fill="#fff" opacity="0.18"/><path d="M60 400c0-90 62-140 140-140s140 50 140 140z" fill="#fff" opacity="0.18"/>
<text x="200" y="230" text-anchor="middle" font-family="Inter, sans-serif" font-size="120" font-weight="800" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}

/** A wide card banner for a kind of tastemaker: its own gradient, soft rings and a row of its glyph. */
const banners = {
  food: { colors: ['#ff5a5f', '#ffb400'], glyph: glyphs.restaurant },
  nightlife: { colors: ['#2b1055', '#d53a9d'], glyph: glyphs.nightlife },
  cafe: { colors: ['#6f4e37', '#f0c27b'], glyph: glyphs.cafe },
  culture: { colors: ['#4b134f', '#c94b4b'], glyph: glyphs.culture },
  default: { colors: ['#0f2027', '#2c7a7b'], glyph: glyphs.city },
};
function bannerSvg(kind, width = 800, height = 260) {
  const {
    colors: [a, b],
    glyph,
  } = banners[kind];
  const h = hash(kind);
  const rings = Array.from({ length: 5 }, (_, i) => {
    const x = (h >> (i * 4)) % width;
    const r = 60 + ((h >> (i * 2)) % 140);
    return `<circle cx="${x}" cy="${(h >> (i + 7)) % height}" r="${r}" fill="none" stroke="#fff" stroke-width="${10 + i * 4}" opacity="0.07"/>`;
  }).join('');
  const motif = Array.from(
    { length: 5 },
    (_, i) =>
      `<g transform="translate(${width - 520 + i * 100} ${i % 2 ? 70 : 120}) scale(${3 + (i % 3)})" opacity="${0.12 + (i % 3) * 0.05}"><path d="${glyph}"/></g>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(kind)} banner">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${rings}
<g fill="#fff">${motif}</g>
<rect y="${height - 60}" width="${width}" height="60" fill="#000" opacity="0.12"/>
</svg>`;
}

function write(path, content) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

let count = 0;
for (const c of catalog.cities) {
  write(join(outDir, 'cities', `${c.slug}.svg`), cardSvg({ kind: 'city', title: c.name, subtitle: c.country }));
  count++;
}
const cityFiles = readdirSync(seedDir).filter((f) => f.endsWith('.json') && f !== 'catalog.json');
for (const file of cityFiles) {
  const { city, tastemakers, places, events } = JSON.parse(readFileSync(join(seedDir, file), 'utf8'));
  write(join(outDir, 'cities', `${city.slug}.svg`), cardSvg({ kind: 'city', title: city.name, subtitle: city.country }));
  for (const t of tastemakers) write(join(outDir, 'tastemakers', `${t.slug}.svg`), avatarSvg(t.name));
  for (const p of places) {
    write(
      join(outDir, 'places', city.slug, `${p.slug}.svg`),
      cardSvg({ kind: p.categories[0], title: p.name, local: p.name_local, subtitle: `${p.neighborhood} · ${city.name}` }),
    );
  }
  events.forEach((e, i) =>
    write(join(outDir, 'events', `${city.slug}-${i + 1}.svg`), cardSvg({ kind: 'event', title: e.name, subtitle: e.location })),
  );
  count += 1 + tastemakers.length + places.length + events.length;
}
for (const kind of Object.keys(banners)) {
  write(join(outDir, 'banners', `${kind}.svg`), bannerSvg(kind));
  count++;
}
write(join(root, 'public', 'images', 'placeholder.svg'), cardSvg({ kind: 'city', title: 'Tastemap', subtitle: 'Image unavailable' }));

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
