// The guide plans a day when asked ("plan my Saturday in Seongsu", issue 34
// §2): the places that fit the rest of the question (the same ranking as any
// answer), a few of different kinds, ordered for walking by the planner with
// what their facts say of the day, each with its time and the walk before it.
// The answer carries the plan, so the app can save it as a day plan. The same
// on the device (offline) and the server.
import { WEEKDAYS, type Weekday } from '../events';
import type { NearMe } from '../query/understand';
import { greatCircleMeters } from '../geo';
import { knownTimes, planDay, slotOf, timeOf } from '../planner';
import { formatLocalTime } from '../events';
import { capitalised } from './words';
import type { LockedPicks } from './locked';
import { rankPlaces, recommend, type Answer, type GuidePersona, type RecommendablePlace } from './recommend';

/** How many stops the guide plans: a full day at an hour a stop, with the walks between. */
export const GUIDE_PLAN_STOPS = 5;
/** When the guide's day starts (the traveller changes it on the plan). */
export const GUIDE_PLAN_START = '10:00';
/** With no area named, the day stays this close to its best place. */
const NEIGHBOURHOOD_METERS = 2_500;

export interface GuidePlan {
  /** Place ids in the planned order. */
  stops: string[];
  /** The day named ("plan my Saturday"); null when none was. */
  weekday: Weekday | null;
  startTime: string;
  /** A name for the plan ("Saturday in Seongsu"). */
  name: string;
}

const ASKS_PLAN = /\b(plan|planning|itinerary)\b/;
const PLAN_WORDS =
  /\b(plan|planning|itinerary|out|my|our|a|an|the|day|days|for|me|us|please|can|could|you|today|tomorrow|weekend|whole|full|(sun|mon|tues|wednes|thurs|fri|satur)days?)\b/g;

/** Whether a question asks for a day plan; what it asks of the places (the rest of it), and the weekday named. */
export function planAsked(question: string): { rest: string; weekday: Weekday | null } | null {
  const text = question.toLowerCase();
  if (!ASKS_PLAN.test(text)) return null;
  const named = /\b(sun|mon|tues|wednes|thurs|fri|satur)days?\b/.exec(text);
  const weekday = named ? (WEEKDAYS.find((d) => d.startsWith(named[1]!)) ?? null) : null;
  return { rest: text.replace(PLAN_WORDS, ' ').replace(/\s+/g, ' ').trim(), weekday };
}

/** The first category a place has, for variety: not five cafés in a row. */
const kindOf = (place: RecommendablePlace) => place.categoryKeys[0] ?? '';

export function recommendPlan(
  question: string,
  places: readonly RecommendablePlace[],
  guide: GuidePersona | null,
  cityName: string,
  earlier: readonly string[] = [],
  here?: NearMe['here'],
  locked?: LockedPicks,
): Answer & { plan?: GuidePlan } {
  const asked = planAsked(question);
  if (!asked) return recommend(question, places, guide, cityName, earlier, here, locked);
  const { ranked, meaning } = rankPlaces(asked.rest, places, guide, [], here);
  const wanted = meaning.needs.length > 0 || !!meaning.where;
  const fits = ranked.filter((fit) => (wanted ? fit.met === fit.parts : true) && Number.isFinite(fit.place.latitude));
  // A day is walked: with no area named, the best fit's surroundings (a half-hour's walk) make the day.
  const first = fits[0]?.place;
  const fitting = meaning.where || !first ? fits : fits.filter((fit) => greatCircleMeters(first, fit.place) <= NEIGHBOURHOOD_METERS);
  // Of different kinds where the fits allow: at most two of a kind, unless nothing else fits.
  const chosen: RecommendablePlace[] = [];
  const count = new Map<string, number>();
  for (const fit of fitting) {
    const place = fit.place as RecommendablePlace;
    if (chosen.length >= GUIDE_PLAN_STOPS) break;
    if ((count.get(kindOf(place)) ?? 0) >= 2) continue;
    chosen.push(place);
    count.set(kindOf(place), (count.get(kindOf(place)) ?? 0) + 1);
  }
  for (const fit of fitting)
    if (chosen.length < GUIDE_PLAN_STOPS && !chosen.includes(fit.place as RecommendablePlace)) chosen.push(fit.place as RecommendablePlace);
  if (chosen.length < 2) return recommend(asked.rest || question, places, guide, cityName, earlier, here, locked);

  const where = meaning.where;
  const startAt = where && where.kind !== 'here' ? where : chosen[0]!;
  const startMinutes = 10 * 60;
  const ordered = planDay(
    startAt,
    startMinutes,
    chosen.map((p) => ({ id: p.id, latitude: p.latitude, longitude: p.longitude, slot: slotOf(p), place: p })),
  );
  const times = knownTimes(startAt, startMinutes, ordered);
  const area = where && where.kind !== 'here' ? where.name : cityName;
  const day = asked.weekday ? capitalised(asked.weekday) : 'A day';
  const name = `${day} in ${area}`;
  const lines = ordered.map((stop, i) => {
    const t = times[i]!;
    const walk = t.walkMinutes ? `${t.walkMinutes} min walk, then ` : '';
    return `${i + 1}. ${stop.place.name} (${stop.place.neighborhood}): ${walk}about ${formatLocalTime(timeOf(t.arrive ?? startMinutes))}`;
  });
  const message = [
    `${name}, on foot from ${formatLocalTime(GUIDE_PLAN_START)}:`,
    ...lines,
    'Save it as a day plan to see it on the map, move stops around or add it to your calendar.',
  ].join('\n');
  return {
    meaning,
    fits: true,
    places: ordered.map((stop) => ({ id: stop.id, reason: '' })),
    message,
    plan: { stops: ordered.map((s) => s.id), weekday: asked.weekday, startTime: GUIDE_PLAN_START, name },
  };
}
