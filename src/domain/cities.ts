// City lists (spec §2, §4).
import type { City, CityStatus } from './types';

const STATUS_ORDER: Record<CityStatus, number> = { live: 0, coming_soon: 1, archived: 2 };

/** Explorer order: live first, then coming soon, then the rest; by name within each. */
export function sortCities(cities: readonly City[]): City[] {
  return [...cities].sort((a, b) => (STATUS_ORDER[a.status] ?? 9) - (STATUS_ORDER[b.status] ?? 9) || a.name.localeCompare(b.name));
}

/** The ticker shows every city but archived ones. */
export function tickerCities(cities: readonly City[]): City[] {
  return sortCities(cities).filter((c) => c.status !== 'archived');
}

/** The city switcher lists only the user's unlocked live cities, by name. */
export function switchableCities(cities: readonly City[], unlockedIds: readonly string[]): City[] {
  return cities.filter((c) => c.status === 'live' && unlockedIds.includes(c.id)).sort((a, b) => a.name.localeCompare(b.name));
}

export function comingSoonMessage(city: Pick<City, 'name'>): { title: string; description: string } {
  return { title: 'Coming Soon', description: `${city.name} is launching soon. Stay tuned!` };
}
