// Rules of the first-time setup (spec §2 'Onboarding', §5 'Onboarding', §9):
// six steps, only live cities can be claimed as the free first city, the local
// guide previewed first, and the example conversation of the chat step.
import { sortCities } from './cities';
import type { City, Place, Tastemaker } from './types';

export const ONBOARDING_STEPS = 6;
export const MAX_CITY_CARDS = 4;
export const GUIDE_SPECIALTIES = 3;
export const OTHER_SPECIALTIES = 2;

/** 'Step n of 6' and its rounded percent. */
export function stepProgress(step: number): { label: string; percent: number } {
  return { label: `Step ${step} of ${ONBOARDING_STEPS}`, percent: Math.round((step / ONBOARDING_STEPS) * 100) };
}

/** Only live cities can be claimed (spec §5). */
export function isSelectableCity(city: Pick<City, 'status'>): boolean {
  return city.status === 'live';
}

/** The dropdown: live then coming soon (archived cities are gone), matched on name or country. */
export function pickerCities(cities: readonly City[], query: string): City[] {
  const term = query.trim().toLowerCase();
  return sortCities(cities).filter(
    (c) => c.status !== 'archived' && (!term || c.name.toLowerCase().includes(term) || c.country.toLowerCase().includes(term)),
  );
}

/** The city cards: up to four live cities, in explorer order. */
export function featuredCities(cities: readonly City[]): City[] {
  return sortCities(cities).filter(isSelectableCity).slice(0, MAX_CITY_CARDS);
}

/** Clicking the chosen city again deselects it; other cities only when live. */
export function toggleCitySelection(current: string | null, city: Pick<City, 'id' | 'status'>): string | null {
  if (current === city.id) return null;
  return isSelectableCity(city) ? city.id : current;
}

/**
 * The preview of step 3: the free local guide (the city's featured tastemaker,
 * else its first tour guide) and everyone else in the given order.
 */
export function splitGuides(tastemakers: readonly Tastemaker[], featuredId: string): { guide: Tastemaker | null; others: Tastemaker[] } {
  const guide = tastemakers.find((t) => featuredId && t.id === featuredId) ?? tastemakers.find((t) => t.is_tour_guide) ?? null;
  return { guide, others: tastemakers.filter((t) => t !== guide) };
}

/** 3 specialties for the local guide, 2 for the others (spec §9). */
export function previewSpecialties(tastemaker: Pick<Tastemaker, 'specialties'>, isGuide: boolean): string[] {
  return (tastemaker.specialties ?? []).slice(0, isGuide ? GUIDE_SPECIALTIES : OTHER_SPECIALTIES);
}

type PlacePick = Pick<Place, 'id' | 'name' | 'neighborhood' | 'rating'> & { categoryKeys: readonly string[] };

export interface ExampleConversation {
  question: string;
  /** Real places of the city from the device, best first; empty when it has none. */
  picks: PlacePick[];
  answer: string;
}

/** Where the example asks about, per city slug: the question's wording and the neighborhood it means. */
const DINNER_AREA: Record<string, { phrase: string; neighborhood: string }> = {
  seoul: { phrase: 'near Euljiro', neighborhood: 'Euljiro' },
  'new-york-city': { phrase: 'on the Lower East Side', neighborhood: 'Lower East Side' },
};

/**
 * The static example of step 4. Names only places the device really has (the
 * best-rated restaurants, those in the asked-about area first); with none, a
 * general answer that promises nothing it cannot show.
 */
export function exampleConversation(city: Pick<City, 'slug' | 'name'>, places: readonly PlacePick[]): ExampleConversation {
  const area = DINNER_AREA[city.slug];
  const question = `Where should I get dinner ${area?.phrase ?? `in ${city.name}`} tonight?`;
  const inArea = (p: PlacePick) => Number(!!area && p.neighborhood === area.neighborhood);
  const picks = places
    .filter((p) => p.categoryKeys.includes('restaurant'))
    .sort((a, b) => inArea(b) - inArea(a) || b.rating - a.rating || a.name.localeCompare(b.name))
    .slice(0, 3);
  const answer = picks.length
    ? "Good call! Here's where I'd go tonight:"
    : `Tell me what you're craving and your budget, and I'll suggest places that ${city.name}'s tastemakers recommend.`;
  return { question, picks, answer };
}
