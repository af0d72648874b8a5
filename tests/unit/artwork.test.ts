// The generated artwork (scripts/lib/artwork.mjs): the fallback picture of
// every seeded city, place, tastemaker and event carries no text (the screens
// write the names; a baked-in one shows twice or cropped), and pictures are
// told apart by what they show.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as art from '../../scripts/lib/artwork.mjs';

interface SeedCity {
  city: { slug: string; name: string };
  tastemakers: Array<{ slug: string; name: string }>;
  places: Array<{ slug: string; name: string; categories: string[] }>;
  events: Array<{ name: string }>;
}

const seedDir = join(__dirname, '../../pb_migrations/seed');
const cities: SeedCity[] = readdirSync(seedDir)
  .filter((f) => f.endsWith('.json') && f !== 'catalog.json')
  .map((f) => JSON.parse(readFileSync(join(seedDir, f), 'utf8')) as SeedCity);
const catalog = JSON.parse(readFileSync(join(seedDir, 'catalog.json'), 'utf8')) as { cities: Array<{ slug: string; name: string }> };

function everyPicture(): Array<[string, string]> {
  const out: Array<[string, string]> = [['placeholder', art.placeholderArt()]];
  for (const c of catalog.cities) out.push([`city ${c.slug}`, art.cityArt(c)]);
  for (const kind of Object.keys(art.banners)) out.push([`banner ${kind}`, art.bannerArt(kind)]);
  for (const { city, tastemakers, places, events } of cities) {
    out.push([`city ${city.slug}`, art.cityArt(city)]);
    for (const t of tastemakers) out.push([`tastemaker ${t.slug}`, art.portraitArt(t)]);
    for (const p of places) out.push([`place ${p.slug}`, art.placeArt(p)]);
    for (const e of events) out.push([`event ${e.name}`, art.eventArt(e)]);
  }
  return out;
}

/** The colours a picture paints with: what tells one kind of picture from another at a glance. */
const colours = (svg: string) => [...svg.matchAll(/stop-color="([^"]+)"/g)].map((m) => m[1]).join(' ');

describe('generated artwork', () => {
  it('has no text in any picture: names live in aria-label only', () => {
    const pictures = everyPicture();
    expect(pictures.length).toBeGreaterThan(300);
    for (const [what, svg] of pictures) {
      expect(svg, what).toMatch(/^<svg [^>]*role="img" aria-label="[^"]+">/);
      expect(svg, what).not.toMatch(/<text|<tspan|<foreignObject/);
      expect(svg.trim().endsWith('</svg>'), what).toBe(true);
    }
  });

  it('paints places of different categories differently, and each city its own way', () => {
    const byCategory = new Map<string, string>();
    for (const { places } of cities) for (const p of places) byCategory.set(p.categories[0] ?? '', colours(art.placeArt(p)));
    expect(byCategory.size).toBeGreaterThan(3);
    expect(new Set(byCategory.values()).size).toBe(byCategory.size);

    const skylines = cities.map(({ city }) => art.cityArt(city));
    expect(new Set(skylines.map(colours)).size).toBe(skylines.length);
  });

  it('draws the same picture for the same place every time, and a different one for its neighbour', () => {
    const places = cities[0]?.places ?? [];
    const [first, second] = places.filter((p) => p.categories[0] === places[0]?.categories[0]);
    expect(first && second).toBeTruthy();
    expect(art.placeArt(first)).toBe(art.placeArt(first));
    expect(art.placeArt(second)).not.toBe(art.placeArt(first));
  });
});
