// The local guide's recommender: ranks a city's places for a question and
// writes a short answer in the chosen guide's voice, with 3 to 5 places and a
// reason for each. Deterministic, no network: the server uses it when no
// language model is configured, and the device uses it offline.
import { inArea } from '../areas';
import { readIntent, type CategoryKey, type Intent } from './intent';

export interface RecommendablePlace {
  id: string;
  name: string;
  neighborhood: string;
  address: string;
  categoryKeys: readonly string[];
  vibes: readonly string[];
  budget: string;
  rating: number;
  description: string;
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
    neighborhood: place.neighborhood,
    address: place.address,
    categoryKeys: place.categoryKeys,
    vibes: place.vibes,
    budget: place.budget,
    rating: place.rating,
    description: place.description,
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
  intent: Intent;
}

export const MAX_PLACES = 5;
export const MIN_PLACES = 3;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

const NIGHT_CATEGORIES: readonly CategoryKey[] = ['restaurant', 'bar', 'nightlife'];

function score(place: RecommendablePlace, intent: Intent, guide: GuidePersona | null, tonight: boolean): number {
  let s = place.rating / 2;
  if (intent.categories.some((c) => place.categoryKeys.includes(c) || (c === 'bar' && place.categoryKeys.includes('nightlife')))) s += 3;
  if (intent.areas.some((a) => inArea(place, a))) s += 3;
  for (const vibe of intent.vibes) if (place.vibes.includes(vibe)) s += vibe === 'Hidden Gem' || vibe === 'Rooftop' ? 3 : 2;
  if (intent.vibes.includes('Hidden Gem') && place.vibes.includes('Local Favorite')) s += 1;
  if (intent.budget && place.budget === intent.budget) s += 1.5;
  const haystack = `${place.name} ${place.description}`.toLowerCase();
  for (const word of intent.words) if (haystack.includes(word)) s += 1;
  if (guide && place.recommendedBy.includes(guide.id)) s += 1.5;
  if (tonight && !place.categoryKeys.some((c) => NIGHT_CATEGORIES.includes(c as CategoryKey))) s -= 3;
  return s;
}

/** Narrows to what the question insists on (area, kind of place), unless that leaves too little. */
function candidates(places: readonly RecommendablePlace[], intent: Intent): { list: RecommendablePlace[]; relaxedArea: boolean } {
  let list = [...places];
  let relaxedArea = false;
  if (intent.areas.length) {
    const inAreas = list.filter((p) => intent.areas.some((a) => inArea(p, a)));
    if (inAreas.length) list = inAreas;
    else relaxedArea = true;
  }
  if (intent.categories.length) {
    const matching = list.filter((p) =>
      intent.categories.some((c) => p.categoryKeys.includes(c) || (c === 'bar' && p.categoryKeys.includes('nightlife'))),
    );
    if (matching.length) list = matching;
  }
  return { list, relaxedArea };
}

function firstSentence(text: string): string {
  const sentence = text.split(/(?<=[.!?])\s+/)[0] ?? text;
  if (sentence.length <= 180) return sentence;
  return `${sentence.slice(0, 180).replace(/[\s,;:–—-]+\S*$/, '')}…`;
}

function reasonFor(place: RecommendablePlace, intent: Intent): string {
  const matched = intent.vibes.filter((v) => place.vibes.includes(v) && v !== 'Budget-Friendly' && v !== 'Upscale');
  const lead = matched.length ? `${matched.join(', ')} — ` : '';
  return `${lead}${firstSentence(place.description)}`;
}

const GUIDE_OPENERS = [
  (q: string, city: string) => `Great question! Here's where I'd go for ${q} in ${city}:`,
  (q: string, city: string) => `Happy to help. For ${q}, these are my ${city} picks:`,
  (q: string, city: string) => `Ooh, I know just the spots for ${q} in ${city}:`,
];
const TASTEMAKER_OPENERS = [
  (q: string, _city: string, s: string) => `As someone who lives for ${s}, here's where I'd send you for ${q}:`,
  (q: string, _city: string, s: string) => `${q}? Say no more — these are the ones I keep going back to (${s} is my thing):`,
  (q: string, city: string) => `My personal ${city} list for ${q}:`,
];

function opener(guide: GuidePersona | null, question: string, city: string): string {
  const q = question.trim().replace(/[?.!]+$/, '');
  const pick = hash(`${guide?.id ?? ''}:${q}`);
  if (!guide || guide.is_tour_guide) return GUIDE_OPENERS[pick % GUIDE_OPENERS.length]!(q, city);
  const specialty = (guide.specialties[0] ?? 'good food').toLowerCase();
  return TASTEMAKER_OPENERS[pick % TASTEMAKER_OPENERS.length]!(q, city, specialty);
}

/** The city's places ordered for `question` (narrowed to its area and kind of place when possible). */
export function rankPlaces(
  question: string,
  places: readonly RecommendablePlace[],
  guide: GuidePersona | null,
): { ranked: Array<{ place: RecommendablePlace; score: number }>; intent: Intent; relaxedArea: boolean } {
  const intent = readIntent(question, [...new Set(places.map((p) => p.neighborhood))]);
  const tonight = /\btonight|\bthis evening|\bdate\b/.test(question.toLowerCase());
  const { list, relaxedArea } = candidates(places, intent);
  const ranked = list
    .map((place) => ({ place, score: score(place, intent, guide, tonight) + (hash(place.id + question) % 100) / 10000 }))
    .sort((a, b) => b.score - a.score);
  return { ranked, intent, relaxedArea };
}

/** Answers `question` with real places of the city, best first. */
export function recommend(question: string, places: readonly RecommendablePlace[], guide: GuidePersona | null, cityName: string): Answer {
  const { ranked, intent, relaxedArea } = rankPlaces(question, places, guide);
  // Three at least; up to five while they are nearly as good as the best.
  const best = ranked[0]?.score ?? 0;
  const chosen = ranked.filter((r, i) => i < MIN_PLACES || (i < MAX_PLACES && r.score >= best - 2)).map((r) => r.place);
  if (!chosen.length) {
    return {
      intent,
      places: [],
      message: `I couldn't find a place in ${cityName} for that yet. Try a neighbourhood or a kind of place — cafes, rooftop bars, markets.`,
    };
  }
  const picks = chosen.map((place) => ({ id: place.id, reason: reasonFor(place, intent) }));
  const lines = chosen.map((place, i) => `${i + 1}. ${place.name} (${place.neighborhood}) — ${picks[i]!.reason}`);
  const note = relaxedArea
    ? `I don't have picks in ${intent.areas.join(' or ')} for that, so here are the closest matches around ${cityName}.`
    : '';
  const closing = intent.vibes.includes('Date Night')
    ? 'Book ahead on Fridays and Saturdays. Have a lovely evening!'
    : 'Want it cheaper, quieter or in another neighbourhood? Just ask.';
  return { intent, places: picks, message: [opener(guide, question, cityName), note, ...lines, closing].filter(Boolean).join('\n') };
}
