// One query understanding for search and the local guide, on the device and
// (compiled into the hooks with the recommender) on the server:
// - text: queries and names as phrases, typo distance;
// - concepts: the dictionary of what travellers ask for (extend it there);
// - context: a city's neighbourhoods, areas, landmarks and place names;
// - understand: a query as needs, a location and leftover words;
// - fit: whether a place meets each part;
// - lists: what ranking a list takes, worked out once (and ahead, in idle moments);
// - search: the search screen's ranking by meaning;
// - types: what a query means, as understand reads it and the rest use it.
export { CONCEPTS } from './concepts';
export { distanceKm, type MeaningPlace } from './context';
export { meetsNeed } from './fit';
export { meaningReady, prepareMeaning } from './lists';
export { searchByMeaning } from './search';
export type { Where } from './types';
export { understand, type NearMe } from './understand';
