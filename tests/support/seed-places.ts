// The real Seoul seed places as the search engine sees them (SearchablePlace),
// for tests that ask what a traveller's words find.
import { readFileSync } from 'node:fs';
import type { SearchablePlace } from '#/domain/search-index';

export interface SeedPlace {
  slug: string;
  name: string;
  name_local: string;
  neighborhood: string;
  categories: string[];
  vibes: string[];
  description: string;
  address: string;
}

const catalog = JSON.parse(readFileSync('pb_migrations/seed/catalog.json', 'utf8')) as { categories: Array<{ key: string; name: string }> };
const categoryName = Object.fromEntries(catalog.categories.map((c) => [c.key, c.name]));

export const seoulSeedPlaces = (JSON.parse(readFileSync('pb_migrations/seed/seoul.json', 'utf8')) as { places: SeedPlace[] }).places;

/** Seoul's seed places, by slug as id. */
export const seoulSearchable: SearchablePlace[] = seoulSeedPlaces.map((p) => ({
  id: p.slug,
  name: p.name,
  name_local: p.name_local,
  neighborhood: p.neighborhood,
  categoryNames: p.categories.map((c) => categoryName[c]!),
  vibes: p.vibes,
  description: p.description,
  address: p.address,
}));
