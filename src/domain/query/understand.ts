// Reading a query: where it wants to be ("in Hongdae", "near Hongik Univ.
// station", "seongsu cafe"), what it asks of a place (the concept dictionary),
// and the words left over, which must appear in a place's name or text.
import { CONCEPTS, STOP_WORDS, type Need } from './concepts';
import { meetsNeed } from './fit';
import { cityContext, type Anchor, type CityContext, type MeaningPlace, type Point } from './context';
import { closeEnough, phraseOf } from './text';
import type { Meaning, Where } from './types';

/** Where "near me" measures from (../geo.ts referencePoint), and whether the screen asks for it whatever the words. */
export interface NearMe {
  here?: Point | null;
  always?: boolean;
}

/**
 * Ways of saying "near where I am". They rank by distance and leave nothing out: in a city the
 * nearest café is what the traveller wants, even a bus ride away. Korean '근처' and '주변' alone
 * count only when no place is named before them ('홍대 근처' is near Hongdae).
 */
const NEAR_ME = [
  'near me',
  'nearby',
  'near by',
  'near here',
  'close to me',
  'close by',
  'closeby',
  'closer to me',
  'closest to me',
  'nearest to me',
  'nearer to me',
  'nearer me',
  'around me',
  'around here',
  'closest',
  'nearest',
  'in walking distance',
  'within walking distance',
  'walking distance',
  'walkable',
  '내 근처',
  '내 주변',
  '근처',
  '주변',
  '가까운',
  '가까이',
  '가까운 곳',
].map((w) => w.split(' '));

/** Marks the words of "near me" as used; whether the query says it. */
function findNearMe(tokens: string[], used: boolean[]): boolean {
  let found = false;
  for (const words of [...NEAR_ME].sort((a, b) => b.length - a.length)) {
    for (let i = 0; i + words.length <= tokens.length; i++) {
      if (used.slice(i, i + words.length).some(Boolean)) continue;
      if (words.some((w, k) => tokens[i + k] !== w)) continue;
      for (let k = i; k < i + words.length; k++) used[k] = true;
      found = true;
    }
  }
  return found;
}

/** Words that say "where", before a place: 'near', 'in', 'closer to'… */
const NEAR_BEFORE = [
  'near',
  'nearby',
  'close to',
  'closer to',
  'closest to',
  'around',
  'by',
  'next to',
  'walking distance of',
  'walking distance from',
  'within walking distance of',
  'not far from',
  'from',
  'at',
  'in',
  'on',
  'near the',
  'by the',
  'at the',
  'in the',
  'on the',
  'to',
];
/** Korean says it after ('홍대 근처', '성수에서'). */
const NEAR_AFTER = ['근처', '주변', '부근', '쪽'];
const PARTICLES = /(에서|에|의|쪽|근처|이랑|랑|하고|가|이|은|는|을|를|도)$/;

const conceptByPhrase = new Map<string, readonly Need[]>();
const againstByPhrase = new Map<string, readonly string[]>();
const singleWordConcepts: string[] = [];
let longestConcept = 1;
for (const concept of CONCEPTS) {
  for (const raw of concept.phrases) {
    const phrase = phraseOf(raw);
    if (!phrase || conceptByPhrase.has(phrase)) continue;
    conceptByPhrase.set(phrase, concept.needs);
    if (concept.against) againstByPhrase.set(phrase, concept.against);
    const words = phrase.split(' ').length;
    longestConcept = Math.max(longestConcept, words);
    if (words === 1 && phrase.length >= 5) singleWordConcepts.push(phrase);
  }
}

function anchorFor(context: CityContext, phrase: string, allowPlaces: boolean): Anchor | undefined {
  const found = context.anchors.get(phrase) ?? (allowPlaces ? context.places.get(phrase) : undefined);
  if (found) return found;
  const stripped = phrase.replace(PARTICLES, '');
  if (stripped !== phrase && stripped) return context.anchors.get(stripped);
  // One typo in a one-word name of five letters or more ('gangnm', 'itaewn').
  if (!phrase.includes(' ') && phrase.length >= 5) {
    for (const [name, anchor] of context.anchors) if (!name.includes(' ') && closeEnough(name, phrase)) return anchor;
  }
  return undefined;
}

function radiusOf(anchor: Anchor, near: boolean): number {
  if (anchor.kind === 'area') return near ? 1.5 : 1;
  if (anchor.kind === 'neighbourhood') return near ? 1.2 : 0.8;
  return 1;
}

/** The location the query names, if any: marks its words (and the word saying "near") as used. */
function findWhere(tokens: string[], used: boolean[], context: CityContext): Where | null {
  let best: { where: Where; from: number; to: number; said: number } | null = null;
  for (let length = Math.min(context.longest, tokens.length); length >= 1; length--) {
    for (let i = 0; i + length <= tokens.length; i++) {
      if (used.slice(i, i + length).some(Boolean)) continue;
      const phrase = tokens.slice(i, i + length).join(' ');
      const before = NEAR_BEFORE.map((w) => w.split(' ')).find(
        (w) => w.length <= i && tokens.slice(i - w.length, i).join(' ') === w.join(' '),
      );
      const after = tokens[i + length] !== undefined && NEAR_AFTER.includes(tokens[i + length]!);
      const said = before ? before.length : 0;
      // A bare place name is what the traveller is looking for; after "near" it is where they will be.
      const anchor = anchorFor(context, phrase, (said > 0 && before!.join(' ') !== 'in' && before!.join(' ') !== 'in the') || after);
      if (!anchor) continue;
      // Words of a concept phrase are not a place ('bar' in 'wine bar'); longer location names win.
      if (!best || said > best.said || (said === best.said && length > best.to - best.from)) {
        const near: boolean = said > 0 ? !['in', 'in the', 'at', 'at the', 'on', 'on the'].includes(before!.join(' ')) : after;
        best = {
          where: { ...anchor, radiusKm: radiusOf(anchor, near), within: !near },
          from: i - said,
          to: i + length + (after ? 1 : 0),
          said,
        };
      }
    }
    if (best) break;
  }
  if (!best) return null;
  for (let i = best.from; i < best.to; i++) used[i] = true;
  // "Around Hongdae / Yeonnam": the first place named leads; the others are part of saying where, not needs.
  for (let length = Math.min(context.longest, tokens.length); length >= 1; length--) {
    for (let i = 0; i + length <= tokens.length; i++) {
      if (used.slice(i, i + length).some(Boolean)) continue;
      if (context.anchors.has(tokens.slice(i, i + length).join(' '))) for (let k = i; k < i + length; k++) used[k] = true;
    }
  }
  return best.where;
}

const HANGUL = /^[\uac00-\ud7a3]+$/;
const known = (word: string, context: CityContext) => conceptByPhrase.has(word) || context.anchors.has(word) || STOP_WORDS.has(word);

/** Korean writes compounds without spaces ('한강공원', '인사동전통찻집'): two known words, or a known word and a particle. */
function splitCompound(token: string, context: CityContext): string[] {
  if (!HANGUL.test(token) || token.length < 3 || known(token, context) || context.places.has(token)) return [token];
  for (let i = 1; i < token.length; i++) {
    const head = token.slice(0, i);
    const tail = token.slice(i);
    if (!known(head, context)) continue;
    if (known(tail, context)) return [head, tail];
    if (PARTICLES.test(tail) && tail.replace(PARTICLES, '') === '') return [head];
  }
  return [token];
}

/** Short forms people type in addresses and names. */
const SHORT_FORMS: Record<string, string> = { sq: 'square', ave: 'avenue', av: 'avenue', stn: 'station', pk: 'park', univ: 'university' };

function addNeeds(needs: Need[], more: readonly Need[]) {
  for (const need of more) if (!needs.some((n) => n.type === need.type && n.label === need.label)) needs.push(need);
}

/**
 * What a query means in a city (its places give the neighbourhoods and names). `near` says where
 * "near me" measures from (the city's middle without it) and whether the screen turned it on.
 */
export function understand(query: string, places: readonly MeaningPlace[], near: NearMe = {}): Meaning {
  const phrase = phraseOf(query);
  const context = cityContext(places);
  const tokens = phrase ? phrase.split(' ').flatMap((t) => splitCompound(SHORT_FORMS[t] ?? t, context)) : [];
  const used = tokens.map(() => false);
  const needs: Need[] = [];
  const against = new Set<string>();
  // Concepts of several words first: 'hidden bar' is a speakeasy, not a bar in a place called Hidden.
  const takeConcepts = (minWords: number) => {
    for (let length = Math.min(longestConcept, tokens.length); length >= minWords; length--) {
      for (let i = 0; i + length <= tokens.length; i++) {
        if (used.slice(i, i + length).some(Boolean)) continue;
        const said = tokens.slice(i, i + length).join(' ');
        const found = conceptByPhrase.get(said);
        if (!found) continue;
        addNeeds(needs, found);
        for (const words of againstByPhrase.get(said) ?? []) against.add(words);
        for (let k = i; k < i + length; k++) used[k] = true;
      }
    }
  };
  takeConcepts(2);
  const named = findWhere(tokens, used, context);
  const nearMe = findNearMe(tokens, used) || !!near.always;
  // A place the query names wins over "near me": "coffee near me in Seongsu" is about Seongsu.
  const where = named ?? (nearMe ? hereAsWhere(near.here ?? context.centre) : null);
  takeConcepts(1);
  const unread: string[] = [];
  tokens.forEach((token, i) => {
    if (used[i] || STOP_WORDS.has(token)) return;
    // A typo keeps its first letter ('galery', 'resturant'); 'hopping' is not 'shopping'.
    const typo = token.length >= 5 ? singleWordConcepts.find((c) => c[0] === token[0] && closeEnough(c, token)) : undefined;
    if (typo) addNeeds(needs, conceptByPhrase.get(typo)!);
    // A word no place of the city has is noise ('its so hot today'); one that some place has must be met.
    else if ((token.length > 1 || /[\uac00-\ud7a3]/.test(token)) && context.hasWord(token))
      addNeeds(needs, [{ type: 'word', word: token, label: token }]);
    else if (token.length > 2) unread.push(token);
  });
  const meaning: Meaning = { phrase, needs: refine(needs, tokens, where, places), where, nearMe };
  if (unread.length) meaning.unread = unread;
  return against.size ? { ...meaning, against: [...against] } : meaning;
}

/** Where the traveller is, as a location every place is at: only the distance orders them. */
function hereAsWhere(here: Point | null): Where | null {
  if (!here) return null;
  return { kind: 'here', name: here.name, latitude: here.latitude, longitude: here.longitude, radiusKm: Infinity, within: false };
}

const KOREAN_FOOD = 'Korean food';
/** The label of the historic-sites kind (concepts.ts), and the words for it that describe a setting. */
const HISTORY = 'history';
const SETTING_WORDS: Record<string, string> = { hanok: 'hanok', 한옥: 'hanok', historic: 'historic', heritage: 'heritage' };

/**
 * Needs read together: "ramen or noodles" is one need with either kind; "traditional korean tea" asks
 * for tea (the cuisine qualifies another kind); "something to eat near Gyeongbokgung after the palace"
 * does not ask for a palace, the place it names as where it will be.
 */
function refine(needs: Need[], tokens: string[], where: Where | null, places: readonly MeaningPlace[]): Need[] {
  let result = needs;
  if (tokens.includes('or')) {
    // "X or Y": the kinds (or the dishes) asked for become one need that either meets.
    for (const type of ['kind', 'item'] as const) {
      const same = result.filter((n): n is Extract<Need, { type: 'kind' | 'item' }> => n.type === type);
      if (same.length < 2) continue;
      const label = same.map((n) => n.label).join(' or ');
      const merged: Need =
        type === 'kind'
          ? { type, kinds: [...new Set(same.flatMap((n) => (n.type === 'kind' ? n.kinds : [])))], label }
          : { type, terms: [...new Set(same.flatMap((n) => (n.type === 'item' ? n.terms : [])))], label };
      result = [...result.filter((n) => n.type !== type), merged];
    }
  }
  const specific = result.filter((n) => n.type === 'kind' || n.type === 'item');
  if (specific.length > 1 && specific.some((n) => n.label === KOREAN_FOOD)) result = result.filter((n) => n.label !== KOREAN_FOOD);
  // "Hanok cafe", "historic bar": the setting qualifies what is asked for, it is not a second place to
  // visit. Asked beside another kind of place, it is a word the place's own description must have.
  const setting = result.find((n) => n.type === 'kind' && n.label === HISTORY);
  const said = tokens.find((token) => SETTING_WORDS[token]);
  if (setting && said && result.some((n) => n !== setting && (n.type === 'kind' || n.type === 'category' || n.type === 'item'))) {
    const word = SETTING_WORDS[said]!;
    result = result.map((n) => (n === setting ? { type: 'word', word, label: word } : n));
  }
  const anchor = where?.kind === 'place' && where.placeId ? places.find((p) => p.id === where.placeId) : undefined;
  if (anchor) {
    const itself = result.filter((n) => n.type === 'kind' && meetsNeed(anchor, n));
    const others = result.filter((n) => !itself.includes(n) && (n.type === 'category' || n.type === 'kind' || n.type === 'item'));
    if (itself.length && others.length) result = result.filter((n) => !itself.includes(n));
  }
  return result;
}
