// What a place is, beyond its categories and vibes: grounded facts a traveller
// asks about ("korean bbq", "tea house", "late night", "quiet, to work"). Each
// place carries the facets that are true of it, written with the seed
// (pb_migrations/seed/*.json, checked by scripts/check-seed.mjs); a facet is
// left out rather than guessed. Search and the local guide read them through
// the query understanding (./query), on the device and on the server.

/** Kinds of place, by category: a place has one to three, the most specific that are true. */
export const KINDS = {
  // Food
  'korean-bbq': 'Korean BBQ',
  barbecue: 'Barbecue',
  korean: 'Korean',
  naengmyeon: 'Naengmyeon',
  noodles: 'Noodles',
  ramen: 'Ramen',
  dumplings: 'Dumplings',
  'dim-sum': 'Dim sum',
  'korean-soup': 'Korean soups and stews',
  'korean-chicken': 'Korean chicken',
  jokbal: 'Jokbal and bossam',
  'temple-food': 'Temple food',
  seafood: 'Seafood',
  'street-food': 'Street food',
  'food-market': 'Food market',
  'food-hall': 'Food hall',
  'fine-dining': 'Fine dining',
  pizza: 'Pizza',
  bagels: 'Bagels',
  deli: 'Deli',
  burgers: 'Burgers',
  'hot-dogs': 'Hot dogs',
  steakhouse: 'Steakhouse',
  italian: 'Italian',
  french: 'French',
  chinese: 'Chinese',
  japanese: 'Japanese',
  mexican: 'Mexican',
  'middle-eastern': 'Middle Eastern',
  indian: 'Indian',
  greek: 'Greek',
  'latin-american': 'Latin American',
  vietnamese: 'Vietnamese',
  'soul-food': 'Soul food',
  american: 'American',
  diner: 'Diner',
  brunch: 'Brunch',
  vegetarian: 'Vegetarian',
  // Cafés
  coffee: 'Coffee',
  'tea-house': 'Tea house',
  bakery: 'Bakery',
  dessert: 'Dessert',
  // Drinks
  'cocktail-bar': 'Cocktail bar',
  speakeasy: 'Speakeasy',
  'wine-bar': 'Wine bar',
  beer: 'Beer bar or brewery',
  'soju-bar': 'Soju bar or pocha',
  'hotel-bar': 'Hotel bar',
  'dive-bar': 'Dive bar',
  'lgbtq-bar': 'LGBTQ+ bar',
  // Nights out
  club: 'Club',
  'jazz-club': 'Jazz club',
  'live-music': 'Live music venue',
  comedy: 'Comedy club',
  'piano-bar': 'Piano bar',
  // Shopping
  'vintage-store': 'Vintage store',
  bookstore: 'Bookstore',
  'record-store': 'Record store',
  'department-store': 'Department store or mall',
  fashion: 'Fashion boutique',
  'design-store': 'Design and homeware store',
  'food-shop': 'Food shop',
  'shopping-street': 'Shopping street',
  'flea-market': 'Flea market',
  crafts: 'Crafts and souvenirs',
  // Culture
  museum: 'Museum',
  gallery: 'Gallery',
  palace: 'Palace',
  temple: 'Temple',
  'religious-site': 'Church, shrine or mosque',
  'historic-site': 'Historic site',
  'performing-arts': 'Theatre or concert hall',
  cinema: 'Cinema',
  'observation-deck': 'Observation deck',
  library: 'Library',
  'street-art': 'Street art',
  stadium: 'Stadium',
  zoo: 'Zoo',
  // Outdoors
  park: 'Park',
  garden: 'Garden',
  riverside: 'Riverside or waterfront',
  hiking: 'Hiking',
  'walking-route': 'Walk',
  beach: 'Beach',
} as const;
export type KindKey = keyof typeof KINDS;

/** Who and what a place suits, where it clearly does. */
export const SUITS = ['work', 'date', 'groups', 'solo', 'families'] as const;
export type SuitsKey = (typeof SUITS)[number];

/** Facts that are true of a place or not at all. */
export const FLAGS = {
  'late-night': 'Open late (past midnight)',
  rooftop: 'Rooftop',
  view: 'A view',
  'outdoor-seating': 'Outdoor seating',
  quiet: 'Quiet',
  'free-entry': 'Free to visit',
} as const;
export type FlagKey = keyof typeof FLAGS;

export interface PlaceFacets {
  kinds: KindKey[];
  /** Signature dishes, drinks or things to see or buy, lower case ("pastrami on rye", "bindaetteok"). */
  items: string[];
  suits: SuitsKey[];
  flags: FlagKey[];
}

export const EMPTY_FACETS: PlaceFacets = Object.freeze({ kinds: [], items: [], suits: [], flags: [] });

const isKind = (value: unknown): value is KindKey => typeof value === 'string' && Object.hasOwn(KINDS, value);
const isSuits = (value: unknown): value is SuitsKey => typeof value === 'string' && (SUITS as readonly string[]).includes(value);
const isFlag = (value: unknown): value is FlagKey => typeof value === 'string' && Object.hasOwn(FLAGS, value);

/** Problems with a place's facets as written in the seed ('' entries for none). */
export function facetProblems(facets: unknown): string[] {
  if (!facets || typeof facets !== 'object') return ['facets: missing'];
  const f = facets as Record<string, unknown>;
  const problems: string[] = [];
  const list = (key: string) => (Array.isArray(f[key]) ? (f[key] as unknown[]) : (problems.push(`facets.${key}: not a list`), []));
  const kinds = list('kinds');
  if (kinds.length < 1 || kinds.length > 3) problems.push('facets.kinds: one to three');
  for (const kind of kinds) if (!isKind(kind)) problems.push(`facets.kinds: unknown kind "${String(kind)}"`);
  const items = list('items');
  if (items.length > 6) problems.push('facets.items: at most six');
  for (const item of items) {
    if (typeof item !== 'string' || !item.trim() || item !== item.toLowerCase() || item.length > 40)
      problems.push(`facets.items: "${String(item)}" must be short lower-case text`);
  }
  for (const s of list('suits')) if (!isSuits(s)) problems.push(`facets.suits: unknown "${String(s)}"`);
  for (const flag of list('flags')) if (!isFlag(flag)) problems.push(`facets.flags: unknown "${String(flag)}"`);
  return problems;
}

/** A place's facets as stored (a JSON field that older rows lack): unknown values dropped, never trusted. */
export function readFacets(value: unknown): PlaceFacets {
  if (!value || typeof value !== 'object') return EMPTY_FACETS;
  const f = value as Record<string, unknown>;
  const strings = (key: string) => (Array.isArray(f[key]) ? (f[key] as unknown[]) : []);
  return {
    kinds: strings('kinds').filter(isKind),
    items: strings('items').filter((item): item is string => typeof item === 'string'),
    suits: strings('suits').filter(isSuits),
    flags: strings('flags').filter(isFlag),
  };
}
