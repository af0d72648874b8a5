// A day plan's order and times (issue 34, §2): which stop comes after which
// for walking, when the traveller gets to each, and how many minutes they walk
// between them. Pure and fast enough for 25 stops on a phone (`npm run bench`).
//
// Walking distance is the straight line (haversine) times a detour factor.
// A routing library over the street graph would be truer, but none fits in
// the browser offline next to the city's map (the graph alone is megabytes a
// city), and the basemap's tiles are simplified for drawing, not routing. City
// street grids make a walk about 1.2–1.4× the straight line; 1.3 is the
// middle, so the minutes shown are an honest estimate, never a promise.
//
// The order: nearest neighbour from every possible first stop, each improved
// by 2-opt (reversing a stretch) and or-opt (moving one to three stops
// elsewhere) until neither helps, the shortest kept. What is known comes
// first: markets and cafés (by their facts) open the day, places open late
// close it, and an event is visited at its time.
import { localDay, parseEventDate, scheduleProblems, WEEKDAYS, type EventSchedule } from './events';
import { readFacets } from './facets';
import { greatCircleMeters, type LatLng } from './geo';

/** How much longer a walk is than the straight line, on city streets (see above). */
export const DETOUR_FACTOR = 1.3;
/** 4.8 km/h, the pace of src/domain/geo.ts's walking minutes. */
const METERS_PER_MINUTE = 80;
/** How long a stop takes when nothing says otherwise: an assumption, shown as times "about" the arrival. */
export const VISIT_MINUTES = 60;

/** When in the day a stop fits, by what its facts say. */
export type StopSlot = 'morning' | 'any' | 'late';

export interface PlanStop extends LatLng {
  id: string;
  slot: StopSlot;
  /** An event held there that day: its local start, minutes after midnight. */
  fixedAt?: number | null;
}

/** Walking metres between two points: the straight line on the sphere, times the detour factor. */
export function walkMeters(a: LatLng, b: LatLng): number {
  return greatCircleMeters(a, b) * DETOUR_FACTOR;
}

/** Whole minutes on foot for a walk, rounded up; 0 for no walk at all (the same spot). */
export function walkMinutes(meters: number): number {
  return meters < 1 ? 0 : Math.ceil(meters / METERS_PER_MINUTE);
}

/** The walk from `start` through `stops` in that order, in metres. */
export function walkLength(start: LatLng, stops: readonly LatLng[]): number {
  let total = 0;
  let at = start;
  for (const stop of stops) {
    total += walkMeters(at, stop);
    at = stop;
  }
  return total;
}

/** Categories and kinds whose facts put them in the morning. */
const MORNING_KINDS = new Set(['food-market', 'flea-market', 'coffee', 'tea-house', 'bakery']);

/**
 * When a place fits in a day, by its facts only: open late (the `late-night`
 * fact) goes last; a market or a café (its kinds or category say so) goes in
 * the morning; the rest any time. No fact, no slot: hours are never guessed.
 */
export function slotOf(place: { facets?: unknown; categoryKeys?: readonly string[] }): StopSlot {
  const facets = readFacets(place.facets);
  if (facets.flags.includes('late-night')) return 'late';
  if (facets.kinds.some((kind) => MORNING_KINDS.has(kind)) || (place.categoryKeys ?? []).includes('cafe')) return 'morning';
  return 'any';
}

/** Total of the open path start → order[0] → … with a distance matrix; index 0 is the start. */
function pathCost(order: readonly number[], d: readonly Float64Array[]): number {
  let total = 0;
  let at = 0;
  for (const i of order) {
    total += d[at]![i]!;
    at = i;
  }
  return total;
}

/** 2-opt and or-opt on an open path from a fixed start, until neither shortens it. Changes `order` in place. */
function improve(order: number[], d: readonly Float64Array[]): void {
  const n = order.length;
  const node = (k: number) => (k < 0 ? 0 : order[k]!);
  const EPS = 1e-9;
  for (let pass = 0; pass < 100; pass++) {
    let better = false;
    // 2-opt: reverse order[i..j]; the stop after j may be none (the open end).
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const a = node(i - 1);
        const b = order[i]!;
        const c = order[j]!;
        const before = d[a]![b]! + (j + 1 < n ? d[c]![order[j + 1]!]! : 0);
        const after = d[a]![c]! + (j + 1 < n ? d[b]![order[j + 1]!]! : 0);
        if (after < before - EPS) {
          for (let lo = i, hi = j; lo < hi; lo++, hi--) [order[lo], order[hi]] = [order[hi]!, order[lo]!];
          better = true;
        }
      }
    }
    // Or-opt: move a stretch of 1–3 stops (either way round) to another place in the path.
    for (let len = 1; len <= 3 && len < n; len++) {
      for (let i = 0; i + len <= n; i++) {
        const stretch = order.slice(i, i + len);
        const rest = order.slice(0, i).concat(order.slice(i + len));
        const p = i === 0 ? 0 : order[i - 1]!;
        const q = i + len < n ? order[i + len]! : -1;
        const first = stretch[0]!;
        const last = stretch[len - 1]!;
        // What taking the stretch out saves.
        const saved = d[p]![first]! + (q >= 0 ? d[last]![q]! - d[p]![q]! : 0);
        let bestGain = EPS;
        let bestAt = -1;
        let bestReversed = false;
        for (let k = 0; k <= rest.length; k++) {
          if (k === i) continue;
          const a = k === 0 ? 0 : rest[k - 1]!;
          const b = k < rest.length ? rest[k]! : -1;
          for (const reversed of [false, true]) {
            const head = reversed ? last : first;
            const tail = reversed ? first : last;
            const added = d[a]![head]! + (b >= 0 ? d[tail]![b]! - d[a]![b]! : 0);
            if (saved - added > bestGain) {
              bestGain = saved - added;
              bestAt = k;
              bestReversed = reversed;
            }
          }
        }
        if (bestAt >= 0) {
          const piece = bestReversed ? stretch.reverse() : stretch;
          order.splice(0, n, ...rest.slice(0, bestAt), ...piece, ...rest.slice(bestAt));
          better = true;
        }
      }
    }
    if (!better) return;
  }
}

/**
 * The order of `stops` for the shortest walk from `start` (an open path: the
 * day ends at the last stop). Deterministic: the same stops give the same order.
 */
export function orderForWalking<T extends LatLng>(start: LatLng, stops: readonly T[]): T[] {
  const n = stops.length;
  if (n <= 1) return [...stops];
  const points: LatLng[] = [start, ...stops];
  const d = points.map((a) => Float64Array.from(points, (b) => walkMeters(a, b)));
  let best: number[] | null = null;
  let bestCost = Infinity;
  for (let first = 1; first <= n; first++) {
    // Nearest neighbour, with this stop first.
    const order = [first];
    const left = new Set<number>();
    for (let i = 1; i <= n; i++) if (i !== first) left.add(i);
    while (left.size) {
      const at = order[order.length - 1]!;
      let next = -1;
      for (const i of left) if (next < 0 || d[at]![i]! < d[at]![next]!) next = i;
      order.push(next);
      left.delete(next);
    }
    improve(order, d);
    const cost = pathCost(order, d);
    if (cost < bestCost - 1e-9) {
      bestCost = cost;
      best = order;
    }
  }
  return best!.map((i) => stops[i - 1]!);
}

/** "HH:MM" as minutes after midnight; null when it is no 24-hour time. */
export function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes after midnight as "HH:MM" (past midnight wraps: 25:10 is "01:10"). */
export function timeOf(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export interface ScheduledStop<T> {
  stop: T;
  /** The walk from the stop before (or the start), in metres and minutes. */
  walkMeters: number;
  walkMinutes: number;
  /** When the traveller gets there, minutes after the day's midnight (past 1440 runs into the night). */
  arrive: number;
  /** When they leave: an event's stop waits for its start first. */
  leave: number;
}

/** The day in the order given: walks between stops and the times at each, from `startMinutes` at `start`. */
export function schedule<T extends LatLng & { fixedAt?: number | null }>(
  start: LatLng,
  startMinutes: number,
  stops: readonly T[],
): Array<ScheduledStop<T>> {
  let clock = startMinutes;
  let at: LatLng = start;
  return stops.map((stop) => {
    const meters = walkMeters(at, stop);
    const minutes = walkMinutes(meters);
    clock += minutes;
    const arrive = typeof stop.fixedAt === 'number' ? Math.max(clock, stop.fixedAt) : clock;
    clock = arrive + VISIT_MINUTES;
    at = stop;
    return { stop, walkMeters: meters, walkMinutes: minutes, arrive, leave: clock };
  });
}

/** How badly a day keeps its events: minutes late count four times the minutes waited, plus the walking. */
function dayCost(start: LatLng, startMinutes: number, stops: readonly PlanStop[]): number {
  let cost = 0;
  let clock = startMinutes;
  let at: LatLng = start;
  for (const stop of stops) {
    const minutes = walkMeters(at, stop) / METERS_PER_MINUTE;
    cost += minutes;
    clock += minutes;
    if (typeof stop.fixedAt === 'number') {
      cost += clock > stop.fixedAt ? 4 * (clock - stop.fixedAt) : stop.fixedAt - clock;
      clock = Math.max(clock, stop.fixedAt);
    }
    clock += VISIT_MINUTES;
    at = stop;
  }
  return cost;
}

/**
 * The planned order of a day's stops: morning stops, then those for any
 * time, then late ones, each group ordered for the shortest walk from where
 * the one before ended; then each event's stop (earliest first) goes where
 * the day reaches it closest to its start, rather late than never.
 */
export function planDay<T extends PlanStop>(start: LatLng, startMinutes: number, stops: readonly T[]): T[] {
  const fixed = stops.filter((s) => typeof s.fixedAt === 'number').sort((a, b) => a.fixedAt! - b.fixedAt! || a.id.localeCompare(b.id));
  const free = stops.filter((s) => typeof s.fixedAt !== 'number');
  let day: T[] = [];
  let from: LatLng = start;
  for (const slot of ['morning', 'any', 'late'] as const) {
    const group = orderForWalking(
      from,
      free.filter((s) => s.slot === slot),
    );
    day = day.concat(group);
    if (group.length) from = group[group.length - 1]!;
  }
  for (const event of fixed) {
    let best = day.length;
    let bestCost = Infinity;
    for (let k = 0; k <= day.length; k++) {
      // A late-night stop stays after every other.
      if (k < day.length && day[k - 1]?.slot === 'late' && event.slot !== 'late') continue;
      const cost = dayCost(start, startMinutes, [...day.slice(0, k), event, ...day.slice(k)]);
      if (cost < bestCost) {
        bestCost = cost;
        best = k;
      }
    }
    day = [...day.slice(0, best), event, ...day.slice(best)];
  }
  return day;
}

/** What an event says of its day, as the planner reads it (src/domain/events.ts's schedule, and where it is). */
export interface PlanEvent extends EventSchedule {
  location: string;
}

/** Whether an event happens on `day` ("YYYY-MM-DD", the city's) at a time known for sure: its local "HH:MM", else null. */
function eventTimeOn(event: EventSchedule, day: string, timeZone?: string): string | null {
  const time = event.time ?? '';
  if (!time || event.seasonal || scheduleProblems(event, timeZone).length) return null;
  if (event.date) {
    const start = parseEventDate(event.date);
    return start && localDay(start, timeZone) === day ? time : null;
  }
  const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
  return (event.weekdays ?? []).includes(weekday) ? time : null;
}

/**
 * The stops an event holds on `day`, with its start in minutes after midnight:
 * an event whose location or name names the place (the events have no place
 * link; a name of four letters or more, so "Ode" matches no "Odeon"). The
 * earliest event of a place wins. Seasonal events and times not known for sure fix nothing.
 */
export function eventStarts(
  places: ReadonlyArray<{ id: string; name: string }>,
  events: readonly PlanEvent[],
  day: string,
  timeZone?: string,
): Map<string, number> {
  const starts = new Map<string, number>();
  for (const event of events) {
    const time = eventTimeOn(event, day, timeZone);
    const minutes = time ? minutesOf(time) : null;
    if (minutes === null) continue;
    const text = `${event.location} ${event.name}`.toLowerCase();
    for (const place of places) {
      const name = place.name.trim().toLowerCase();
      if (name.length < 4 || !text.includes(name)) continue;
      const known = starts.get(place.id);
      if (known === undefined || minutes < known) starts.set(place.id, minutes);
    }
  }
  return starts;
}

/** A stop's times as a reader may know them: absent where a walk touches a stop or start they may not see. */
export interface KnownTimes {
  walkMinutes?: number;
  arrive?: number;
}

/**
 * The day in the order given, where some stops (null) or the start (null)
 * are not known to the reader: a walk to or from one has no minutes, and the
 * times after it are unknown. With the start unknown, the day starts at the
 * first stop at the start time.
 */
export function knownTimes(
  start: LatLng | null,
  startMinutes: number,
  stops: ReadonlyArray<(LatLng & { fixedAt?: number | null }) | null>,
): KnownTimes[] {
  let clock: number | undefined = startMinutes;
  let at: LatLng | null = start;
  return stops.map((stop, i) => {
    if (!stop) {
      clock = undefined;
      at = null;
      return {};
    }
    const walk = at ? walkMinutes(walkMeters(at, stop)) : undefined;
    if (clock !== undefined) {
      if (walk !== undefined) clock += walk;
      else if (i > 0) clock = undefined;
    }
    const arrive = clock === undefined ? undefined : typeof stop.fixedAt === 'number' ? Math.max(clock, stop.fixedAt) : clock;
    clock = arrive === undefined ? undefined : arrive + VISIT_MINUTES;
    at = stop;
    return { walkMinutes: walk, arrive };
  });
}
