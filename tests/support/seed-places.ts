// The real seed places as the app's screens see them: the search engine's
// fields (SearchablePlace), what the query understanding and the guide read
// (MeaningPlace, RecommendablePlace), by slug as id. For tests and the
// evaluation that ask what a traveller's words find.
import { readFileSync } from 'node:fs';
import type { SearchablePlace } from '#/domain/search';
import type { GuidePersona, RecommendablePlace } from '#/domain/recommender';

export interface SeedPlace {
  slug: string;
  name: string;
  name_local: string;
  neighborhood: string;
  address: string;
  latitude: number;
  longitude: number;
  categories: string[];
  budget: string;
  rating: number;
  vibes: string[];
  description: string;
  tastemakers: string[];
  facets?: unknown;
}

export interface SeedTastemaker {
  slug: string;
  name: string;
  title: string;
  is_tour_guide?: boolean;
  specialties: string[];
}

export type CitySlug = 'seoul' | 'new-york-city';
export type SeedView = SearchablePlace & RecommendablePlace;

const catalog = JSON.parse(readFileSync('pb_migrations/seed/catalog.json', 'utf8')) as { categories: Array<{ key: string; name: string }> };
const categoryName = Object.fromEntries(catalog.categories.map((c) => [c.key, c.name]));

export function seedCity(city: CitySlug): { places: SeedPlace[]; tastemakers: SeedTastemaker[] } {
  return JSON.parse(readFileSync(`pb_migrations/seed/${city}.json`, 'utf8'));
}

/** A city's seed places as decorated views. */
export function seedViews(city: CitySlug): SeedView[] {
  return seedCity(city).places.map((p) => ({
    id: p.slug,
    name: p.name,
    name_local: p.name_local,
    neighborhood: p.neighborhood,
    address: p.address,
    latitude: p.latitude,
    longitude: p.longitude,
    categoryKeys: p.categories,
    categoryNames: p.categories.map((c) => categoryName[c]!),
    vibes: p.vibes,
    budget: p.budget,
    rating: p.rating,
    description: p.description,
    facets: p.facets,
    recommendedBy: p.tastemakers,
  }));
}

export const seoulSeedPlaces = seedCity('seoul').places;

/** Seoul's seed places, by slug as id. */
export const seoulSearchable: SeedView[] = seedViews('seoul');

/** A city's free local guide from the seed, as the recommender's persona (its slug as id). */
export function seedGuide(city: CitySlug): GuidePersona {
  const guide = seedCity(city).tastemakers.find((t) => t.is_tour_guide)!;
  return { id: guide.slug, name: guide.name, title: guide.title, is_tour_guide: true, specialties: guide.specialties };
}

/**
 * A traveller on the free tier: the places of the city's free local guide are all they may read;
 * the rest, with the tastemakers they do not follow, only the server knows of (the guide's LockedPicks).
 */
export function freeTier(city: CitySlug): {
  open: SeedView[];
  locked: { places: SeedView[]; tastemakers: Array<{ id: string; name: string; title: string }> };
} {
  const guide = seedGuide(city);
  const views = seedViews(city);
  return {
    open: views.filter((p) => p.recommendedBy.includes(guide.id)),
    locked: {
      places: views.filter((p) => !p.recommendedBy.includes(guide.id)),
      tastemakers: seedCity(city)
        .tastemakers.filter((t) => !t.is_tour_guide)
        .map((t) => ({ id: t.slug, name: t.name, title: t.title })),
    },
  };
}
