// The guide's words for what a question asks, built from its structured
// meaning (../query/types.ts), never from the question's own words: a grammar
// per part, in the order English puts them before or after the noun —
//   [price] [vibe] [fact] NOUN [serving dish] [with fact] [for whom] [mentioning word] [where]
// "cheap late-night food in Hongdae", "rooftop bars with a view in Gangnam",
// "quiet cafés to work from near Seongsu". Each part is said once, whatever
// the follow-ups added ("something cheaper" replaces the price, not adds one).
import type { FlagKey, SuitsKey } from '../facets';
import type { Need } from '../query/concepts';
import type { Meaning, Where } from '../query/types';

type Budgets = Extract<Need, { type: 'budget' }>['budgets'];

/** A price as an adjective, by the budgets asked for. */
function priceWord(budgets: Budgets): string {
  const has = (b: 'low' | 'medium' | 'high') => budgets.includes(b);
  if (has('low') && has('medium') && !has('high')) return 'affordable';
  if (has('low') && !has('high')) return 'cheap';
  if (has('high') && !has('low')) return has('medium') ? 'mid-priced or upscale' : 'upscale';
  if (has('medium')) return 'mid-priced';
  return '';
}

/** Facts said before the noun ("late-night bars") or after it ("bars with a view"). */
const FLAG_WORDS: Record<FlagKey, { before?: string; after?: string }> = {
  'late-night': { before: 'late-night' },
  rooftop: { before: 'rooftop' },
  quiet: { before: 'quiet' },
  'free-entry': { before: 'free' },
  view: { after: 'with a view' },
  'outdoor-seating': { after: 'with outdoor seating' },
};

/** Whom or what for, after the noun. */
const SUITS_AFTER: Record<SuitsKey, string> = {
  work: 'for working',
  date: 'for a date',
  groups: 'for groups',
  solo: 'for going solo',
  families: 'for families',
};

/** Vibes as adjectives ("cozy cafés"); a vibe said as a noun goes after ("loved by locals"). */
const VIBE_AFTER: Record<string, string> = { 'Local Favorite': 'loved by locals' };
const VIBE_BEFORE: Record<string, string> = { 'Hidden Gem': 'little-known' };

/**
 * Kinds and categories as the noun of a phrase. A label that already reads as one (a dish, a mass
 * noun: "ramen", "street food", "Korean BBQ") stays; a thing people count becomes plural; an
 * adjective or an activity gets its noun.
 */
const NOUNS: Record<string, string> = {
  'a walk': 'walks',
  'church or shrine': 'churches or shrines',
  history: 'historic sites',
  design: 'design stores',
  'LGBTQ+': 'LGBTQ+ bars',
  art: 'art spaces',
  books: 'bookshops',
  records: 'record shops',
  fashion: 'fashion shops',
  crafts: 'craft shops',
  vintage: 'vintage shops',
  sports: 'sports venues',
  hiking: 'hikes',
  waterside: 'waterside spots',
  clubbing: 'clubs',
  jazz: 'jazz bars',
  comedy: 'comedy clubs',
  wine: 'wine bars',
  beer: 'beer bars',
  soju: 'soju bars',
  coffee: 'coffee shops',
  'live music': 'live music venues',
  'street art': 'street art',
  dessert: 'dessert places',
  brunch: 'brunch places',
  café: 'cafés',
  culture: 'cultural sights',
  outdoors: 'outdoor spots',
  shopping: 'shops',
  nightlife: 'nightlife',
  'Korean food': 'Korean food',
};
/** Nationalities name a cuisine: "Italian food". */
const CUISINES = new Set([
  'Chinese',
  'French',
  'Greek',
  'Indian',
  'Italian',
  'Japanese',
  'Latin American',
  'Mexican',
  'Middle Eastern',
  'Vietnamese',
]);
/** Things counted one by one: said in the plural. */
const COUNTED = new Set([
  'bakery',
  'beach',
  'cinema',
  'deli',
  'diner',
  'dive bar',
  'department store',
  'flea market',
  'food hall',
  'food shop',
  'garden',
  'hotel bar',
  'library',
  'market',
  'museum',
  'observation deck',
  'palace',
  'park',
  'piano bar',
  'shopping street',
  'speakeasy',
  'tea house',
  'temple',
  'theatre',
  'zoo',
]);

function plural(noun: string): string {
  const words = noun.split(' ');
  const last = words.pop()!;
  const many = /[^aeiou]y$/.test(last) ? `${last.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(last) ? `${last}es` : `${last}s`;
  return [...words, many].join(' ');
}

/** A kind's or a category's label as a noun phrase. */
export function nounOf(label: string): string {
  // "ramen or noodles": each part said as a noun.
  if (label.includes(' or ') && !(label in NOUNS)) return label.split(' or ').map(nounOf).join(' or ');
  if (label in NOUNS) return NOUNS[label]!;
  if (CUISINES.has(label)) return `${label} food`;
  if (COUNTED.has(label)) return plural(label);
  return label;
}

/** A name as English says it after "in": "the West Village", "the Bronx", "the Upper East Side"; "Hongdae". */
export function areaName(name: string): string {
  return /^(the )/i.test(name) || !/(^(Upper|Lower) .*Side$|\b(Village|District)$|^Bronx$)/.test(name) ? name : `the ${name}`;
}

/** "in" an area, as English says it: "in Hongdae", "in the Bronx", but "on Staten Island" (an island is stood on). */
export function inAreaPhrase(name: string): string {
  return `${/\bIsland$/i.test(name) ? 'on' : 'in'} ${areaName(name)}`;
}

/** Where, as a phrase: an area is a region ("in Hongdae"), anything else a point ("near Namsan Tower"). */
export function wherePhrase(where: Where): string {
  if (where.kind === 'here') return where.name === 'you' ? 'near you' : `near ${where.name}`;
  if (where.area) return where.within ? inAreaPhrase(where.name) : `around ${areaName(where.name)}`;
  return `near ${where.name}`;
}

/** The question's parts as one noun phrase: "cheap late-night food in Hongdae". */
export function describeMeaning(meaning: Meaning): string {
  const before: string[] = [];
  const after: string[] = [];
  const nouns: string[] = [];
  const dishes: string[] = [];
  const words: string[] = [];
  let price = '';
  const facts: string[] = [];
  const vibes: string[] = [];
  const add = (list: string[], word: string) => {
    if (word && !list.includes(word)) list.push(word);
  };
  for (const need of meaning.needs) {
    switch (need.type) {
      case 'budget':
        price = priceWord(need.budgets);
        break;
      case 'vibe':
        if (VIBE_AFTER[need.vibe]) add(after, VIBE_AFTER[need.vibe]!);
        else add(vibes, VIBE_BEFORE[need.vibe] ?? need.label);
        break;
      case 'flag':
        add(facts, FLAG_WORDS[need.flag].before ?? '');
        add(after, FLAG_WORDS[need.flag].after ?? '');
        break;
      case 'suits':
        add(after, SUITS_AFTER[need.suits]);
        break;
      case 'kind':
        add(nouns, nounOf(need.label));
        break;
      case 'category':
        // A kind says more than its category: "jazz bars", not "jazz bars bars".
        if (!meaning.needs.some((n) => n.type === 'kind')) add(nouns, nounOf(need.label));
        break;
      case 'item':
        add(dishes, need.label);
        break;
      case 'word':
        add(words, `“${need.label}”`);
        break;
    }
  }
  add(before, price);
  for (const word of [...vibes, ...facts]) add(before, word);
  // A dish alone is the noun ("bibimbap near Insadong"); with a kind it is what the place serves.
  let noun = listOf(nouns, 'and');
  if (!noun && dishes.length) noun = listOf(dishes.splice(0), 'or');
  if (!noun) noun = 'places';
  const parts = [
    ...before,
    noun,
    dishes.length ? `serving ${listOf(dishes, 'or')}` : '',
    ...after,
    words.length ? `mentioning ${listOf(words, 'and')}` : '',
    meaning.where ? wherePhrase(meaning.where) : '',
  ];
  return dedupeAdjacent(parts.filter(Boolean).join(' '));
}

/** "a, b and c". */
function listOf(items: readonly string[], conjunction: 'and' | 'or'): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** "bars bars" once: two labels can end and start with the same word. */
function dedupeAdjacent(text: string): string {
  return text
    .split(' ')
    .filter((word, i, all) => i === 0 || word.toLowerCase() !== all[i - 1]!.toLowerCase())
    .join(' ');
}

/** A phrase as the start of a sentence. */
export const capitalised = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** What a kind is, inside a sentence: "tea house", "Korean BBQ" (a people's name keeps its capital). */
export function kindWord(name: string): string {
  return /^(Korean|Chinese|French|Greek|Indian|Italian|Japanese|Latin|Mexican|Middle|Vietnamese|American|LGBTQ|BBQ)/.test(name)
    ? name
    : name[0]!.toLowerCase() + name.slice(1);
}

/** A fact a place has, said in a list of why it fits. */
export function factWord(flag: FlagKey, name: string): string {
  return flag === 'view' ? 'with a view' : name.toLowerCase();
}

/** A fact asked for that a place's facts do not confirm (unknown, not false): said so, not hidden. */
const UNCONFIRMED_FLAG: Record<FlagKey, string> = {
  'late-night': 'hours not confirmed',
  rooftop: 'rooftop not confirmed',
  view: 'view not confirmed',
  'outdoor-seating': 'outdoor seating not confirmed',
  quiet: 'quiet not confirmed',
  'free-entry': 'entry price not confirmed',
};
const UNCONFIRMED_SUITS: Record<SuitsKey, string> = {
  work: 'not confirmed for working',
  date: 'not confirmed for a date',
  groups: 'not confirmed for groups',
  solo: 'not confirmed for going solo',
  families: 'not confirmed for families',
};

/** What a place lacks of the facts asked, in words: "hours not confirmed". */
export function unconfirmed(need: Need): string {
  if (need.type === 'flag') return UNCONFIRMED_FLAG[need.flag];
  if (need.type === 'suits') return UNCONFIRMED_SUITS[need.suits];
  return '';
}
