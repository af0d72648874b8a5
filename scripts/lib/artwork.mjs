// The app's generated artwork, as SVG text: the fallback picture of every
// city, place, tastemaker and event until someone uploads a real photo.
// Pictures carry no text at all: the screens write names over and beside
// them, so a name baked in shows twice, or cropped to "eoul" on a small card.
// Each picture is still told apart by what it shows: a place by its
// category's colours and glyph, a city by its own skyline and colours.
//
// The files are public (anyone may fetch /images/generated/…), so they are
// made from public things only: cities and tastemakers, which everyone may
// read, and for places and events a fixed set of pictures per category
// (ART_VARIANTS each), never one per place or event. A file named after a
// place (places/new-york-city/katzs-delicatessen.svg) would answer, to anyone
// who guessed the name, whether a locked city's guide holds that place, and a
// numbered one per event (events/new-york-city-1.svg) would list them. Which
// picture of its category a place shows is the server's choice
// (pb_migrations/1795000500_rename_generated_artwork.js), stored in its
// `image` field, which only those who may read the place see.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { domainModule } from './domain.mjs';

// The app's one hash (src/domain/ids.ts).
const { cyrb53 } = domainModule('ids.js');

const palette = {
  restaurant: ['#e8484e', '#ff9a3c'],
  cafe: ['#8a5a3b', '#e0b070'],
  bar: ['#6a25d8', '#d3078f'],
  nightlife: ['#1f0b45', '#5f7fd0'],
  shopping: ['#0f8a80', '#33c46f'],
  culture: ['#a83d4d', '#4b134f'],
  outdoor: ['#1b7d12', '#86b840'],
  event: ['#3f5ccf', '#9a5aa8'],
};

// Glyphs drawn with paths (24x24 viewBox), in the spirit of the app's icons.
export const glyphs = {
  restaurant: 'M7 2v9a2 2 0 0 0 2 2v9h2v-9a2 2 0 0 0 2-2V2h-1.5v7h-1V2h-1v7h-1V2zM17 2c-2 0-3 2-3 5v6h2v9h2V2z',
  cafe: 'M3 8h14v6a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zm14 1h1.5a2.5 2.5 0 0 1 0 5H17v-1.5h1.5a1 1 0 0 0 0-2H17zM6 2h1v4H6zm3 0h1v4H9zm3 0h1v4h-1z',
  bar: 'M4 3h16l-7 9v7h4v2H7v-2h4v-7zm3.2 2 4.8 6 4.8-6z',
  nightlife: 'M9 3v11.6A3.5 3.5 0 1 0 11 18V7h8V3z',
  shopping: 'M5 7h14l-1 14H6zm4 0V6a3 3 0 0 1 6 0v1h-1.6V6a1.4 1.4 0 0 0-2.8 0v1z',
  culture: 'M12 2 2 7v2h20V7zM4 10h3v8H4zm6.5 0h3v8h-3zM17 10h3v8h-3zM2 19h20v3H2z',
  outdoor: 'M12 2 5 12h4l-5 7h7v3h2v-3h7l-5-7h4z',
  person: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z',
  event: 'M5 4h2V2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 6v10h14V10z',
  picture:
    'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v8.6l4-4 3 3 2-2 5 5V7zm10.5 1a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z',
};

/** A small deterministic random stream, so one seed always draws the same picture. */
function stream(seed) {
  let state = cyrb53(String(seed)) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const escapeXml = (s) =>
  String(s).replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]);

/** The accessible name travels in aria-label; the picture itself has no text. */
const open = (width, height, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`;

const gradient = (a, b, angle = 0.6) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${angle.toFixed(2)}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;

/** Soft circles seeded by `seed`, so two places of one category still differ. */
function bubbles(seed, width, height, count = 6) {
  const random = stream(seed);
  return Array.from({ length: count }, (_, i) => {
    const r = Math.round(40 + random() * 140);
    return `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" r="${r}" fill="#fff" opacity="${(0.04 + (i % 3) * 0.03).toFixed(2)}"/>`;
  }).join('');
}

/** A 16:10 picture of a place: its category's colours and glyph, a pattern of its own. */
export function placeArt(place, width = 800, height = 500) {
  const kind = place.categories?.[0] in palette ? place.categories[0] : 'restaurant';
  const [a, b] = palette[kind];
  const random = stream(place.slug ?? place.name);
  const x = Math.round(width * (0.55 + random() * 0.15));
  const y = Math.round(height * (0.12 + random() * 0.1));
  return `${open(width, height, place.name)}
${gradient(a, b, 0.3 + random() * 0.9)}
<rect width="${width}" height="${height}" fill="url(#g)"/>${bubbles(place.slug ?? place.name, width, height)}
<g transform="translate(${x} ${y}) scale(${(7 + random() * 2).toFixed(2)})" fill="#fff" opacity="0.24"><path d="${glyphs[kind]}"/></g>
</svg>`;
}

/** A city's picture: its own skyline (heights, windows, sky) on its own colours; no factory-like icon. */
export function cityArt(city, width = 800, height = 500) {
  const random = stream(city.slug);
  // Dusk colours (blue through violet to rose), a different one per city.
  const hue = (200 + (cyrb53(city.slug) % 150)) % 360;
  const sky = `hsl(${hue} 55% 28%)`;
  const dusk = `hsl(${(hue + 40) % 360} 70% 58%)`;
  const ground = height - 60;
  const buildings = [];
  const windows = [];
  for (let x = -10; x < width;) {
    const w = Math.round(36 + random() * 70);
    const h = Math.round(80 + random() * (height * 0.55));
    const top = ground - h;
    const roof = random();
    buildings.push(
      roof < 0.2
        ? `<path d="M${x} ${ground}V${top}l${w / 2} -${Math.round(20 + random() * 40)}l${w / 2} ${Math.round(20 + random() * 40)}V${ground}z"/>`
        : `<rect x="${x}" y="${top}" width="${w}" height="${h}"/>`,
    );
    for (let wy = top + 14; wy < ground - 14; wy += 22) {
      for (let wx = x + 8; wx < x + w - 12; wx += 16) {
        if (random() < 0.35) windows.push(`<rect x="${wx}" y="${wy}" width="6" height="9"/>`);
      }
    }
    x += w + Math.round(random() * 10);
  }
  const sunX = Math.round(width * (0.15 + random() * 0.7));
  return `${open(width, height, city.name)}
${gradient(sky, dusk, 1)}
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${sunX}" cy="${Math.round(height * 0.3)}" r="${Math.round(40 + random() * 30)}" fill="#fff" opacity="0.35"/>
<g fill="#0b0b12" opacity="0.55">${buildings.join('')}</g>
<g fill="#ffd98a" opacity="0.6">${windows.join('')}</g>
<rect y="${ground}" width="${width}" height="${height - ground}" fill="#0b0b12" opacity="0.7"/>
<path d="M0 ${ground + 24}q${width / 8} -10 ${width / 4} 0t${width / 4} 0t${width / 4} 0t${width / 4} 0" stroke="#fff" stroke-width="3" fill="none" opacity="0.2"/>
</svg>`;
}

/** A square portrait for a tastemaker: a silhouette on colours of their own. */
export function portraitArt(tastemaker, size = 400) {
  const hue = cyrb53(tastemaker.slug ?? tastemaker.name) % 360;
  return `${open(size, size, tastemaker.name)}
${gradient(`hsl(${hue} 70% 50%)`, `hsl(${(hue + 50) % 360} 75% 36%)`, 1)}
<rect width="${size}" height="${size}" fill="url(#g)"/>
<circle cx="${size / 2}" cy="${size * 0.4}" r="${size * 0.19}" fill="#fff" opacity="0.3"/>
<path d="M${size * 0.15} ${size}c0-${size * 0.22} ${size * 0.15}-${size * 0.35} ${size * 0.35}-${size * 0.35}s${size * 0.35} ${size * 0.13} ${size * 0.35} ${size * 0.35}z" fill="#fff" opacity="0.3"/>
</svg>`;
}

/** An event's picture: the event glyph on colours seeded by the event (its slug, else its name). */
export function eventArt(event, width = 800, height = 500) {
  const [a, b] = palette.event;
  const seed = event.slug ?? event.name;
  const random = stream(seed);
  return `${open(width, height, event.name)}
${gradient(a, b, 0.3 + random() * 0.9)}
<rect width="${width}" height="${height}" fill="url(#g)"/>${bubbles(seed, width, height)}
<g transform="translate(${Math.round(width * 0.6)} 60) scale(7)" fill="#fff" opacity="0.22"><path d="${glyphs.event}"/></g>
</svg>`;
}

export const banners = {
  food: { colors: ['#e8484e', '#ffb400'], glyph: glyphs.restaurant },
  nightlife: { colors: ['#2b1055', '#d53a9d'], glyph: glyphs.nightlife },
  cafe: { colors: ['#6f4e37', '#f0c27b'], glyph: glyphs.cafe },
  culture: { colors: ['#4b134f', '#c94b4b'], glyph: glyphs.culture },
  default: { colors: ['#0f2027', '#2c7a7b'], glyph: glyphs.outdoor },
};

/** A wide card banner for a kind of tastemaker: its own gradient, soft rings and a row of its glyph. */
export function bannerArt(kind, width = 800, height = 260) {
  const {
    colors: [a, b],
    glyph,
  } = banners[kind];
  const random = stream(kind);
  const rings = Array.from(
    { length: 5 },
    (_, i) =>
      `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" r="${Math.round(60 + random() * 140)}" fill="none" stroke="#fff" stroke-width="${10 + i * 4}" opacity="0.07"/>`,
  ).join('');
  const motif = Array.from(
    { length: 5 },
    (_, i) =>
      `<g transform="translate(${width - 520 + i * 100} ${i % 2 ? 70 : 120}) scale(${3 + (i % 3)})" opacity="${(0.12 + (i % 3) * 0.05).toFixed(2)}"><path d="${glyph}"/></g>`,
  ).join('');
  return `${open(width, height, `${kind} banner`)}
${gradient(a, b, 0.6)}
<rect width="${width}" height="${height}" fill="url(#g)"/>${rings}
<g fill="#fff">${motif}</g>
<rect y="${height - 60}" width="${width}" height="60" fill="#000" opacity="0.12"/>
</svg>`;
}

/** What shows when a picture cannot load (offline and never saved): neutral, no words. */
export function placeholderArt(width = 800, height = 500) {
  return `${open(width, height, 'Image unavailable')}
<rect width="${width}" height="${height}" fill="#d9d9de"/>
<g transform="translate(${width / 2 - 60} ${height / 2 - 60}) scale(5)" fill="#a4a4ad"><path d="${glyphs.picture}"/></g>
</svg>`;
}

/** How many pictures each category of place has, and events. */
export const ART_VARIANTS = 8;

/**
 * Every generated picture under /images/generated/, by path, from the seed
 * files: the cities (the catalog's and the live ones), each live city's
 * tastemakers, ART_VARIANTS pictures per place category and for events, and
 * the tastemaker banners. Reads no place and no event: what is public cannot
 * depend on them.
 * @param {string} seedDir
 * @returns {Map<string, string>}
 */
export function artworkFromSeed(seedDir) {
  const catalog = JSON.parse(readFileSync(join(seedDir, 'catalog.json'), 'utf8'));
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const c of catalog.cities) files.set(`cities/${c.slug}.svg`, cityArt(c));
  const cityFiles = readdirSync(seedDir)
    .filter((f) => f.endsWith('.json') && f !== 'catalog.json')
    .sort();
  for (const file of cityFiles) {
    const { city, tastemakers } = JSON.parse(readFileSync(join(seedDir, file), 'utf8'));
    files.set(`cities/${city.slug}.svg`, cityArt({ slug: city.slug, name: city.name }));
    for (const t of tastemakers) files.set(`tastemakers/${t.slug}.svg`, portraitArt({ slug: t.slug, name: t.name }));
  }
  for (const category of catalog.categories) {
    for (let i = 1; i <= ART_VARIANTS; i++) {
      files.set(
        `places/${category.key}-${i}.svg`,
        placeArt({ slug: `${category.key}-${i}`, name: category.name, categories: [category.key] }),
      );
    }
  }
  for (let i = 1; i <= ART_VARIANTS; i++) files.set(`events/${i}.svg`, eventArt({ slug: `event-${i}`, name: 'Event' }));
  for (const kind of Object.keys(banners)) files.set(`banners/${kind}.svg`, bannerArt(kind));
  return files;
}
