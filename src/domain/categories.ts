// Category chips (spec §9). Search: all, restaurant, cafe, nightlife,
// shopping, culture, outdoor; there is no bar chip there: bars count as
// nightlife. Home's Hot Places: Restaurants, Cafes, Bars, Nightlife,
// Shopping, Culture, each one category key.

/** Home's chips: `key` is a place category key, null for All. */
export const HOME_CHIPS: ReadonlyArray<{ key: string | null; label: string }> = [
  { key: null, label: 'All' },
  { key: 'restaurant', label: 'Restaurants' },
  { key: 'cafe', label: 'Cafes' },
  { key: 'bar', label: 'Bars' },
  { key: 'nightlife', label: 'Nightlife' },
  { key: 'shopping', label: 'Shopping' },
  { key: 'culture', label: 'Culture' },
];

/** The place categories of the catalog (catalog.json). */
export type CategoryKey = 'restaurant' | 'cafe' | 'bar' | 'nightlife' | 'shopping' | 'culture' | 'outdoor';

export type SearchChip = 'all' | 'restaurant' | 'cafe' | 'nightlife' | 'shopping' | 'culture' | 'outdoor';

export const SEARCH_CHIPS: ReadonlyArray<{ value: SearchChip; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'restaurant', label: 'Restaurants' },
  { value: 'cafe', label: 'Cafes' },
  { value: 'nightlife', label: 'Nightlife' },
  { value: 'shopping', label: 'Shopping' },
  { value: 'culture', label: 'Culture' },
  { value: 'outdoor', label: 'Outdoor' },
];

/** Whether a place with these category keys belongs under the chip. */
export function matchesCategoryChip(categoryKeys: readonly string[], chip: SearchChip): boolean {
  if (chip === 'all') return true;
  if (chip === 'nightlife') return categoryKeys.includes('nightlife') || categoryKeys.includes('bar');
  return categoryKeys.includes(chip);
}
