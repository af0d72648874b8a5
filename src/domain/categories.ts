// Category chips of search (spec §9): all, restaurant, cafe, nightlife,
// shopping, culture, outdoor. There is no bar chip: bars count as nightlife.

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
