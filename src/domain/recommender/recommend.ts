// The local guide's recommender: three to five places that fit every part of
// a question (the shared query understanding, ../query), each with one line on
// why, in the chosen guide's voice. When nothing fits every part it says so and
// offers the nearest fits. A follow-up ("something cheaper", "closer to Hongik
// Univ. station") changes the conversation's last question instead of starting
// over. Deterministic, no network: the server uses it when no language model
// is configured, and the device uses it offline.
import { FLAGS, KINDS, readFacets } from '../facets';
import { cyrb53 } from '../ids';
import { closeDishNeed, fitOf, inRegion, meetsNeed, partOf, shortfall, type Fit } from '../query/fit';
import type { MeaningPlace } from '../query/context';
import type { Need } from '../query/concepts';
import type { Meaning } from '../query/types';
import { understand, type NearMe } from '../query/understand';
import { formatDistance } from '../geo';
import { lockedLine, type LockedPicks } from './locked';
import { areaName, capitalised, inAreaPhrase, describeMeaning, factWord, kindWord, unconfirmed } from './words';

export interface RecommendablePlace extends MeaningPlace {
  /** Ids of the tastemakers who recommend it. */
  recommendedBy: readonly string[];
}

/** A decorated place (the device's PlaceView, the server's place view) as the recommender reads it. */
export function toRecommendable(
  place: Omit<RecommendablePlace, 'recommendedBy'> & { tastemakers: ReadonlyArray<{ id: string }> },
): RecommendablePlace {
  return {
    id: place.id,
    name: place.name,
    name_local: place.name_local ?? '',
    neighborhood: place.neighborhood,
    address: place.address,
    categoryKeys: place.categoryKeys,
    vibes: place.vibes,
    budget: place.budget,
    rating: place.rating,
    description: place.description,
    latitude: place.latitude,
    longitude: place.longitude,
    facets: place.facets,
    recommendedBy: place.tastemakers.map((t) => t.id),
  };
}

export interface GuidePersona {
  id: string;
  name: string;
  title: string;
  is_tour_guide: boolean;
  specialties: readonly string[];
}

export interface Answer {
  message: string;
  places: Array<{ id: string; reason: string }>;
  meaning: Meaning;
  /** Whether every place offered fits every part of the question. */
  fits: boolean;
}

export const MAX_PLACES = 5;
export const MIN_PLACES = 3;

// ---- follow-ups ----

/** A question that only adjusts the last one: "something cheaper", "closer to X", "what about in Seongsu?". */
const FOLLOW_UP =
  /^(and |but |ok |okay |so |hmm )?(something|somewhere|anything|any|what about|how about|more|another|other|others|cheaper|closer|nearer|quieter|fancier|less|instead|same|maybe|only|just|one|ones|which|those|them)\b/;

function isFollowUp(question: string, meaning: Meaning): boolean {
  const adjusts = meaning.needs.every((n) => n.type === 'budget' || n.type === 'flag' || n.type === 'suits' || n.type === 'vibe');
  return (
    FOLLOW_UP.test(meaning.phrase) || (adjusts && (meaning.needs.length > 0 || !!meaning.where) && meaning.phrase.split(' ').length <= 6)
  );
}

/** The last question changed by a follow-up: its needs, those of the same sort replaced, and the new location if one. */
function adjust(previous: Meaning, next: Meaning): Meaning {
  const replaced = (n: Need) =>
    next.needs.some((m) => m.type === n.type && (n.type === 'budget' || (n.type === 'flag' && m.type === 'flag' && m.flag === n.flag)));
  return {
    phrase: `${previous.phrase} / ${next.phrase}`,
    needs: [...previous.needs.filter((n) => !replaced(n)), ...next.needs],
    where: next.where ?? previous.where,
    nearMe: next.where ? next.nearMe : previous.nearMe,
  };
}

/**
 * What a question means, read with the conversation's earlier questions (oldest first); `here` is
 * where "near me" measures from (../geo.ts referencePoint).
 */
export function meaningInConversation(
  question: string,
  earlier: readonly string[],
  places: readonly MeaningPlace[],
  here?: NearMe['here'],
): Meaning {
  const meaning = understand(question, places, { here });
  if (!isFollowUp(question, meaning)) return meaning;
  // The follow-up adjusts the last question that asked for something (itself perhaps a follow-up).
  for (let i = earlier.length - 1; i >= 0; i--) {
    const before = meaningInConversation(earlier[i]!, earlier.slice(0, i), places, here);
    if (before.needs.length || before.where) return adjust(before, meaning);
  }
  return meaning;
}

// ---- ranking ----

/** Kinds of place that are closed by evening, or not where an evening goes. */
const DAYTIME = new Set(['culture', 'outdoor', 'shopping', 'cafe']);

function quality(fit: Fit, meaning: Meaning, guide: GuidePersona | null, evening: boolean): number {
  const place = fit.place as RecommendablePlace;
  let score = place.rating;
  // "Date tonight": the palace is closed by then.
  if (evening && place.categoryKeys.every((c) => DAYTIME.has(c))) score -= 3;
  // "Hungry": a restaurant before a bar that also serves food.
  for (const need of meaning.needs)
    if (need.type === 'category' && need.servesFood && !need.categories.some((c) => place.categoryKeys.includes(c))) score -= 1;
  // "Cheaper" asks for the low end of the prices it allows: each step up costs a star.
  for (const need of meaning.needs)
    if (need.type === 'budget' && need.budgets.length > 1) score -= Math.max(0, need.budgets.indexOf(place.budget as 'low'));
  if (guide && !guide.is_tour_guide && place.recommendedBy.includes(guide.id)) score += 1;
  // Within a named location, the nearest come first: a kilometre away costs a star and a half.
  // Near me, distance leads: a hundred metres cost a star.
  if (fit.distance !== null && Number.isFinite(fit.distance)) score -= fit.distance * (meaning.where?.kind === 'here' ? 10 : 1.5);
  return score;
}

/** The places ordered for a question: those that fit every part first, then by how much of it they fit. */
export function rankPlaces(
  question: string,
  places: readonly RecommendablePlace[],
  guide: GuidePersona | null,
  earlier: readonly string[] = [],
  here?: NearMe['here'],
): { ranked: Fit[]; meaning: Meaning; close: ReadonlyMap<Need, Need> } {
  const meaning = meaningInConversation(question, earlier, places, here);
  // A dish few places name: places of its cuisine come as the nearest fits, as in search.
  const close = new Map<Need, Need>();
  const meeting = (need: Need) => places.filter((place) => meetsNeed(place, need));
  for (const need of meaning.needs) {
    const stand = need.type === 'item' ? closeDishNeed(need, meeting(need), (other) => meeting(other).length) : null;
    if (stand) close.set(need, stand);
  }
  const fits = places.map((place) => fitOf(place, meaning, close));
  // By name, not id: the device and the server know a place by different ids, and must answer alike.
  const tie = (fit: Fit) => (cyrb53(fit.place.name + meaning.phrase) % 100) / 10000;
  const evening = /\b(tonight|this evening|evening|night|after dark|after work)\b/.test(meaning.phrase);
  const score = new Map(fits.map((fit) => [fit, quality(fit, meaning, guide, evening) + tie(fit)]));
  // What was asked for matters more than where: short of a full fit, the nearest places that are what was asked come first.
  fits.sort(
    (a, b) =>
      Number(b.met === b.parts) - Number(a.met === a.parts) ||
      shortfall(a) - shortfall(b) ||
      Number(b.inWhere) - Number(a.inWhere) ||
      score.get(b)! - score.get(a)! ||
      // A total order, so the device and the server, which list places differently, answer alike.
      (a.place.name < b.place.name ? -1 : a.place.name > b.place.name ? 1 : 0),
  );
  return { ranked: fits.filter((fit) => fit.met > 0 || fit.parts === 0 || fit.close.length > 0), meaning, close };
}

// ---- words ----

const SUITS_WORDS = {
  work: 'good for working',
  date: 'good for a date',
  groups: 'made for groups',
  solo: 'easy on your own',
  families: 'good with kids',
};

/** Why a place fits: what it is of what was asked, where it is, and its own best line. */
function reasonFor(fit: Fit, meaning: Meaning, close: ReadonlyMap<Need, Need>): string {
  const place = fit.place;
  const facets = readFacets(place.facets);
  const parts: string[] = [];
  for (const need of meaning.needs) {
    if (fit.close.includes(need)) {
      // Its cuisine, not the dish: say which, and that the dish is not on its list.
      const stand = close.get(need);
      const kind = facets.kinds.find((k) => stand?.type === 'kind' && stand.kinds.includes(k));
      parts.push(`${kind ? `${kindWord(KINDS[kind])}, ` : ''}no ${need.label} listed`);
      continue;
    }
    if (fit.missing.includes(need)) continue;
    if (need.type === 'kind') {
      const kind = facets.kinds.find((k) => need.kinds.includes(k));
      if (kind) parts.push(kindWord(KINDS[kind]));
    } else if (need.type === 'flag') parts.push(factWord(need.flag, FLAGS[need.flag]));
    else if (need.type === 'suits') parts.push(SUITS_WORDS[need.suits]);
    else if (need.type === 'budget') parts.push(place.budget === 'low' ? 'cheap' : place.budget === 'high' ? 'a splurge' : 'mid-priced');
    else if (need.type === 'item') parts.push(`serves ${need.label}`);
    else if (need.type === 'vibe' && place.vibes.includes(need.vibe)) parts.push(need.vibe.toLowerCase());
  }
  const where = meaning.where;
  if (where?.kind === 'here' && fit.distance !== null && Number.isFinite(fit.distance)) {
    const distance = formatDistance(fit.distance * 1000);
    parts.push(where.name === 'you' ? `${distance} away` : `${distance} from ${where.name}`);
  } else if (where?.area) {
    // An area is a region a place is in or not: no distance from it.
    const own = place.neighborhood && place.neighborhood !== where.name ? ` (${place.neighborhood})` : '';
    const home = place.neighborhood ? inAreaPhrase(place.neighborhood) : 'in another part of town';
    const area = areaName(where.name);
    parts.push(
      inRegion(place, where) ? `${inAreaPhrase(where.name)}${own}` : fit.inWhere ? `${home}, next to ${area}` : `${home}, outside ${area}`,
    );
  } else if (where && fit.distance !== null && Number.isFinite(fit.distance)) {
    parts.push(`${formatDistance(fit.distance * 1000)} from ${where.name}`);
  }
  // A fact asked for that it lacks is not known to be false: say it is unconfirmed; its own words against the question, quoted.
  for (const need of fit.missing) parts.push(unconfirmed(need));
  for (const words of fit.contradicted) parts.push(`it says “${words}”`);
  const items = facets.items.slice(0, 2);
  const served = place.categoryKeys.some((c) => c === 'restaurant' || c === 'cafe' || c === 'bar');
  const tip = items.length ? `${served ? 'try the' : 'known for'} ${items.join(' and ')}` : '';
  const lead = [...new Set(parts.filter(Boolean))].join(', ');
  const why = [capitalised(lead), tip].filter(Boolean).join('; ');
  return why ? `${why}. ${firstSentence(place.description)}` : firstSentence(place.description);
}

/** Words a full stop follows without ending a sentence: "the No. 1 margherita", "before 9 a.m. daily", "St. Marks". */
const ABBREVIATION = /(?:^|\s)(?:no|nos|st|ave|mt|dr|mr|mrs|ms|jr|sr|vs|etc|univ|approx|[a-z]\.[a-z])\.$/i;

function firstSentence(text: string): string {
  const ends = /[.!?](?=\s+\S)/g;
  let sentence = text;
  for (let end = ends.exec(text); end; end = ends.exec(text)) {
    const before = text.slice(0, end.index + 1);
    const next = text.slice(end.index + 1).trimStart();
    // A sentence ends where the next begins with a capital, a quote or a digit, after no abbreviation.
    if (ABBREVIATION.test(before) || !/^[A-Z0-9"“'‘(]/.test(next)) continue;
    sentence = before;
    break;
  }
  if (sentence.length <= 160) return sentence;
  return `${sentence.slice(0, 160).replace(/[\s,;:–—-]+\S*$/, '')}…`;
}

/** A question that asks for a thing by name: 'where can I find…', 'I want…', or the name alone. */
const ASKS_FOR = /^\S+( \S+)?$|\b(where|find|get|eat|buy|want|craving|serves?|sells?|selling)\b/;

const GUIDE_OPENERS = ["Here's where I'd go:", "I'd head to these:", "These are the ones I'd pick:", "You'll like these:"];
const TASTEMAKER_OPENERS = ['From my own list:', 'These are the ones I keep going back to:', "My picks, and I've been to every one:"];

function opener(guide: GuidePersona | null, meaning: Meaning): string {
  const pick = cyrb53(`${guide?.id ?? ''}:${meaning.phrase}`);
  const list = !guide || guide.is_tour_guide ? GUIDE_OPENERS : TASTEMAKER_OPENERS;
  return list[pick % list.length]!;
}

/**
 * The free tier's line for an answer someone else writes (a language model): whose picks the user
 * cannot see fit better, never which (locked.ts); '' when none do. The guide's own answers carry it.
 */
export function lockedTeaser(
  question: string,
  places: readonly RecommendablePlace[],
  guide: GuidePersona | null,
  earlier: readonly string[] = [],
  here?: NearMe['here'],
  locked?: LockedPicks,
): string {
  if (!locked) return '';
  const { ranked, meaning } = rankPlaces(question, places, guide, earlier, here);
  return lockedLine(meaning, locked, ranked.filter((fit) => fit.met === fit.parts).length, MIN_PLACES);
}

/** Answers a question (with the conversation's earlier questions, oldest first) from the city's places. */
export function recommend(
  question: string,
  places: readonly RecommendablePlace[],
  guide: GuidePersona | null,
  cityName: string,
  earlier: readonly string[] = [],
  here?: NearMe['here'],
  locked?: LockedPicks,
): Answer {
  const { ranked, meaning, close } = rankPlaces(question, places, guide, earlier, here);
  const fitting = ranked.filter((fit) => fit.met === fit.parts);
  const asked = meaning.needs.length > 0 || !!meaning.where;
  // Every part met: three to five of those. Otherwise what fits, then the nearest fits: the places
  // that lack the least of what was asked (often only the location), never just anything nearby.
  let chosen = (asked ? fitting : ranked).slice(0, MAX_PLACES);
  if (asked && fitting.length < MIN_PLACES) {
    const rest = ranked.filter((fit) => fit.met < fit.parts);
    // The nearest fits in the one order (fit.ts ORDER): those that are what was asked, wherever and
    // whatever else they lack; when none is, only the lightest shortfall (never just anything nearby).
    const isIt = rest.filter((fit) => !fit.missing.some((need) => partOf(need) === 'what' && !fit.close.includes(need)));
    const least = Math.min(...rest.map(shortfall));
    const nearest = isIt.length ? isIt : rest.filter((fit) => shortfall(fit) === least);
    chosen = [...fitting, ...nearest].slice(0, MIN_PLACES);
  }
  if (!chosen.length) {
    return {
      meaning,
      fits: false,
      places: [],
      message: [
        lockedLine(meaning, locked, 0, MIN_PLACES),
        `I couldn't find a place in ${cityName} for that yet. Try a neighbourhood or a kind of place: cafes, rooftop bars, markets.`,
      ]
        .filter(Boolean)
        .join('\n'),
    };
  }
  const picks = chosen.map((fit) => ({ id: fit.place.id, reason: reasonFor(fit, meaning, close) }));
  const lines = chosen.map((fit, i) => `${i + 1}. ${fit.place.name} (${fit.place.neighborhood}): ${picks[i]!.reason}`);
  const fits = chosen.every((fit) => fit.met === fit.parts);
  const among = !guide || guide.is_tour_guide ? 'among your tastemakers' : 'on my list';
  // A thing asked for by a word it could not read, and nothing it could ('where can I find poutine'):
  // it says so rather than pass its best places off as the answer.
  const unread = !asked && meaning.unread?.length && ASKS_FOR.test(meaning.phrase) ? meaning.unread.join(' ') : '';
  const head = unread
    ? `I don't know a place for “${unread}” in ${cityName} yet; my picks overall:`
    : fits
      ? opener(guide, meaning)
      : fitting.length
        ? `Only ${fitting.length === 1 ? 'one fits' : 'two fit'} everything you asked; after ${fitting.length === 1 ? 'it' : 'them'}, the closest:`
        : `No ${describeMeaning(meaning)} ${among}; the closest:`;
  const dating = meaning.needs.some((n) => n.type === 'suits' && n.suits === 'date');
  const closing = dating
    ? 'Book ahead on Fridays and Saturdays. Have a lovely evening!'
    : 'Want it cheaper, quieter or closer to somewhere? Just ask.';
  // The free tier: whose picks it cannot see fit better, then the best of what is open.
  const teaser = lockedLine(meaning, locked, fitting.length, MIN_PLACES);
  return { meaning, fits, places: picks, message: [teaser, head, ...lines, closing].filter(Boolean).join('\n') };
}
