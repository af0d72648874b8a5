// Reading a traveller's question: which kinds of place, where, which vibes,
// what budget, and the mood behind it ('date tonight', 'hidden gems').
import { AREAS } from '../areas';

export type CategoryKey = 'restaurant' | 'cafe' | 'bar' | 'nightlife' | 'shopping' | 'culture' | 'outdoor';

export interface Intent {
  categories: CategoryKey[];
  /** Area or neighbourhood names the question mentions. */
  areas: string[];
  /** Vibe names from the catalog the question asks for (or implies). */
  vibes: string[];
  budget: 'low' | 'medium' | 'high' | null;
  /** Words that did not map to anything: matched against names and descriptions. */
  words: string[];
}

const CATEGORY_WORDS: Record<CategoryKey, string[]> = {
  restaurant: [
    'restaurant',
    'restaurants',
    'eat',
    'eats',
    'food',
    'dinner',
    'lunch',
    'breakfast',
    'meal',
    'bbq',
    'barbecue',
    'noodle',
    'noodles',
    'pizza',
    'dumpling',
    'dumplings',
    'korean',
    'bite',
    'hungry',
    'deli',
    'bagel',
    'ramen',
    'sushi',
    'tacos',
  ],
  cafe: ['cafe', 'cafes', 'café', 'coffee', 'latte', 'espresso', 'tea', 'bakery', 'pastry', 'dessert'],
  bar: ['bar', 'bars', 'drink', 'drinks', 'cocktail', 'cocktails', 'beer', 'wine', 'pub', 'speakeasy', 'soju'],
  nightlife: ['club', 'clubs', 'clubbing', 'dance', 'dancing', 'dj', 'party', 'nightlife', 'jazz', 'gig', 'concert'],
  shopping: [
    'shop',
    'shops',
    'shopping',
    'boutique',
    'vintage',
    'store',
    'stores',
    'buy',
    'souvenir',
    'souvenirs',
    'books',
    'bookstore',
    'records',
    'fashion',
  ],
  culture: [
    'museum',
    'museums',
    'gallery',
    'galleries',
    'art',
    'culture',
    'history',
    'palace',
    'temple',
    'exhibition',
    'theater',
    'theatre',
    'architecture',
  ],
  outdoor: [
    'park',
    'parks',
    'hike',
    'hiking',
    'walk',
    'walking',
    'outdoor',
    'outdoors',
    'river',
    'nature',
    'trail',
    'picnic',
    'garden',
    'beach',
    'sunset',
  ],
};

// Words and phrases that name a vibe (checked against the whole question).
const VIBE_PHRASES: Array<[RegExp, string[]]> = [
  [/\broof ?tops?\b|\bsky ?bar|\bhigh up\b|\bup high\b|\btop floor|\bhigh-rise/, ['Rooftop']],
  [/\bcozy|\bcosy|\bwarm\b|\bsnug/, ['Cozy']],
  [/\bwork(ing)?\b|\blaptop|\bstudy(ing)?\b|\bwi-?fi|\bremote/, ['Work-Friendly']],
  [/\bdate\b|\bromantic|\banniversary|\bpartner\b|\bgirlfriend|\bboyfriend/, ['Date Night']],
  [/\bhidden\b|\bgems?\b|\bsecret|\boff the beaten|\bunderrated|\bnot touristy/, ['Hidden Gem']],
  [/\blocals?\b|\bauthentic/, ['Local Favorite']],
  [/\blate\b|\bafter midnight|\ball night|\b2am\b|\blate-night/, ['Late Night']],
  [/\btrendy|\bhip\b|\bcool\b|\binstagram/, ['Trendy']],
  [/\bview|\bskyline|\bscenic/, ['Scenic View']],
  [/\blive music|\bjazz|\bband\b|\bgig\b/, ['Live Music']],
  [/\btraditional|\bold-school|\bclassic\b/, ['Traditional']],
  [/\bhistoric|\bhistory\b/, ['Historic']],
  [/\bquiet|\bcalm|\bpeaceful/, ['Quiet']],
  [/\blively|\bbuzzy|\bbusy\b|\bfun\b/, ['Lively']],
  [/\bart(sy|ists?)?\b|\bdesign/, ['Artsy']],
  [/\bvegetarian|\bvegan|\bplant-based/, ['Vegetarian-Friendly']],
  [/\bterrace|\boutdoor seating|\bpatio|\bgarden\b/, ['Outdoor Seating']],
  [/\bcocktails?\b/, ['Craft Cocktails']],
  [/\bnatural wine|\bwine bar/, ['Natural Wine']],
  [/\bstreet food|\bmarket food/, ['Street Food']],
  [/\bdogs?\b|\bpupp/, ['Dog-Friendly']],
  [/\bminimal/, ['Minimalist']],
  [/\bretro|\bvintage/, ['Retro']],
  [/\bbrunch/, ['Brunch']],
  [/\bsolo\b|\balone\b|\bby myself/, ['Solo-Friendly']],
  [/\bkids?\b|\bfamily|\bchildren/, ['Family-Friendly']],
  [/\bfancy|\bupscale|\bsplurge|\bspecial occasion|\bfine dining|\bluxur/, ['Upscale']],
  [/\bcheap|\bbudget|\baffordable|\binexpensive/, ['Budget-Friendly']],
];

const STOP = new Set([
  'a',
  'an',
  'the',
  'in',
  'on',
  'at',
  'for',
  'to',
  'of',
  'and',
  'or',
  'with',
  'near',
  'me',
  'i',
  'we',
  'my',
  'some',
  'any',
  'good',
  'best',
  'great',
  'nice',
  'place',
  'places',
  'spot',
  'spots',
  'where',
  'what',
  'is',
  'are',
  'can',
  'you',
  'recommend',
  'suggest',
  'find',
  'show',
  'tonight',
  'today',
  'want',
  'looking',
  'need',
  'go',
  'get',
  'around',
  'please',
  'something',
  'somewhere',
  'there',
  'it',
]);

/** One edit apart, for words of five letters or more ('gangnm', 'itaewn'). */
function closeEnough(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

export function readIntent(question: string, neighbourhoods: readonly string[]): Intent {
  const text = question.toLowerCase().replace(/[’']/g, "'");
  const tokens = text.split(/[^a-z0-9\u00c0-\u024f\uac00-\ud7a3'-]+/).filter(Boolean);
  const categories = (Object.keys(CATEGORY_WORDS) as CategoryKey[]).filter((key) => tokens.some((t) => CATEGORY_WORDS[key].includes(t)));
  // A rooftop or cocktails question is about bars even without the word.
  const vibes = [...new Set(VIBE_PHRASES.filter(([pattern]) => pattern.test(text)).flatMap(([, v]) => v))];
  if (!categories.length && vibes.some((v) => v === 'Rooftop' || v === 'Craft Cocktails' || v === 'Natural Wine')) categories.push('bar');
  if (!categories.length && vibes.includes('Work-Friendly')) categories.push('cafe');
  if (!categories.length && /\bdate\b|\bdinner\b/.test(text)) categories.push('restaurant', 'bar');
  const budget = vibes.includes('Budget-Friendly') ? 'low' : vibes.includes('Upscale') ? 'high' : null;

  const names = [...new Set([...Object.keys(AREAS), ...neighbourhoods])];
  const areas = names.filter((name) => {
    const words = name.toLowerCase().split(/\s+/);
    if (words.length > 1) return text.includes(name.toLowerCase());
    return tokens.some((t) => closeEnough(t, words[0]!));
  });
  const known = new Set([...Object.values(CATEGORY_WORDS).flat(), ...areas.flatMap((a) => a.toLowerCase().split(/\s+/))]);
  const words = tokens.filter((t) => !STOP.has(t) && !known.has(t) && t.length > 2 && !areas.some((a) => closeEnough(t, a.toLowerCase())));
  return { categories, areas, vibes, budget, words };
}
