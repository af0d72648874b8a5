// One query understanding for search and the local guide, on the device and
// (compiled into the hooks with the recommender) on the server:
// - text: queries and names as phrases, typo distance;
// - concepts: the dictionary of what travellers ask for (extend it there);
// - context: a city's neighbourhoods, areas, landmarks and place names;
// - understand: a query as needs, a location and leftover words;
// - fit: whether a place meets each part;
// - lists: what ranking a list takes, worked out once (and ahead, in idle moments);
// - search: the search screen's ranking by meaning.
export { CONCEPTS, STOP_WORDS, type Need } from './concepts';
export { cityContext, distanceKm, type MeaningPlace } from './context';
export { fitOf, meetsNeed, meetsWhere, shortfall, type Fit } from './fit';
export { meaningReady, prepareMeaning } from './lists';
export { namedPlaces, searchByMeaning, type MeaningResults } from './search';
export { phraseOf } from './text';
export type { Meaning, Where } from './types';
export { understand, type NearMe } from './understand';
