// The day planner's order against the best one: for 8 stops, brute force over
// every order finds the shortest walk, and the planner's must be within 10% of
// it, on many sets of stops (random ones and real places of the seed), not one.
// Then what it knows of the day: markets and cafés first, late places last,
// an event at its time, and the walking minutes between stops.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LatLng } from '#/domain/geo';
import {
  DETOUR_FACTOR,
  eventStarts,
  knownTimes,
  minutesOf,
  orderForWalking,
  planDay,
  schedule,
  slotOf,
  timeOf,
  walkLength,
  walkMeters,
  walkMinutes,
  type PlanStop,
} from '#/domain/planner';

/** A seeded generator (mulberry32): the same sets on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The shortest walk from `start` through every stop, by trying every order (depth first, cut when already longer). */
function bestWalk(start: LatLng, stops: readonly LatLng[]): number {
  let best = Infinity;
  const used = new Array<boolean>(stops.length).fill(false);
  const visit = (at: LatLng, depth: number, sofar: number) => {
    if (sofar >= best) return;
    if (depth === stops.length) {
      best = sofar;
      return;
    }
    for (let i = 0; i < stops.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      visit(stops[i]!, depth + 1, sofar + walkMeters(at, stops[i]!));
      used[i] = false;
    }
  };
  visit(start, 0, 0);
  return best;
}

interface SeedPlace {
  name: string;
  neighborhood: string;
  latitude: number;
  longitude: number;
}
const seedPlaces = (file: string): SeedPlace[] =>
  (JSON.parse(readFileSync(`pb_migrations/seed/${file}.json`, 'utf8')) as { places: SeedPlace[] }).places;
const REAL = [...seedPlaces('seoul'), ...seedPlaces('new-york-city')];

describe('orderForWalking', () => {
  it('walks within 10% of the best order for 8 stops, on 150 random sets in a city-sized square', () => {
    const next = random(34);
    for (let set = 0; set < 150; set++) {
      const point = () => ({ latitude: 37.5 + next() * 0.08, longitude: 126.95 + next() * 0.1 });
      const start = point();
      const stops = Array.from({ length: 8 }, point);
      const planned = walkLength(start, orderForWalking(start, stops));
      expect(planned, `set ${set}`).toBeLessThanOrEqual(bestWalk(start, stops) * 1.1 + 1e-6);
    }
  });

  it('walks within 10% of the best order for 8 real places of the seed, from a real place, 150 times', () => {
    const next = random(2026);
    for (let set = 0; set < 150; set++) {
      // Places of one city: a day is spent in one.
      const anchor = REAL[Math.floor(next() * REAL.length)]!;
      const city = REAL.filter((p) => Math.abs(p.latitude - anchor.latitude) < 1 && Math.abs(p.longitude - anchor.longitude) < 1);
      const picked = new Set<SeedPlace>();
      while (picked.size < 9) picked.add(city[Math.floor(next() * city.length)]!);
      const [start, ...stops] = [...picked];
      const planned = walkLength(start!, orderForWalking(start!, stops));
      expect(planned, `set ${set}: ${stops.map((s) => s.name).join(', ')}`).toBeLessThanOrEqual(bestWalk(start!, stops) * 1.1 + 1e-6);
    }
  });

  it('keeps every stop once, and returns few stops as they are', () => {
    const start = { latitude: 37.55, longitude: 126.98 };
    const stops = REAL.slice(0, 25).map((p, i) => ({ ...p, id: String(i) }));
    const ordered = orderForWalking(start, stops);
    expect(ordered.map((s) => s.id).sort()).toEqual(stops.map((s) => s.id).sort());
    expect(orderForWalking(start, [])).toEqual([]);
    expect(orderForWalking(start, stops.slice(0, 1))).toEqual(stops.slice(0, 1));
  });
});

describe('walking minutes', () => {
  it('counts the straight line times the detour factor, at 80 m a minute', () => {
    // Seoul Station to Myeongdong Station: about 1.5 km in a straight line.
    const meters = walkMeters({ latitude: 37.5547, longitude: 126.9707 }, { latitude: 37.5609, longitude: 126.9863 });
    expect(meters / DETOUR_FACTOR).toBeGreaterThan(1450);
    expect(meters / DETOUR_FACTOR).toBeLessThan(1600);
    expect(walkMinutes(meters)).toBe(Math.ceil(meters / 80));
    expect(walkMinutes(0)).toBe(0);
  });

  it('schedules arrivals from the start time, waiting for an event', () => {
    const start = { latitude: 37.55, longitude: 126.98 };
    const a = { id: 'a', latitude: 37.551, longitude: 126.98 };
    const b = { id: 'b', latitude: 37.552, longitude: 126.98, fixedAt: minutesOf('14:00') };
    const [first, second] = schedule(start, minutesOf('10:00')!, [a, b]);
    expect(first!.arrive).toBe(600 + first!.walkMinutes);
    expect(second!.arrive).toBe(14 * 60);
    expect(second!.walkMinutes).toBeGreaterThan(0);
  });

  it('reads and writes 24-hour times', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('9:30')).toBeNull();
    expect(minutesOf('24:00')).toBeNull();
    expect(timeOf(570)).toBe('09:30');
    expect(timeOf(1440 + 70)).toBe('01:10');
  });
});

describe('planDay', () => {
  const start = { latitude: 37.5445, longitude: 127.0557 };
  const stop = (id: string, slot: PlanStop['slot'], dLat: number, fixedAt?: number): PlanStop => ({
    id,
    slot,
    latitude: start.latitude + dLat,
    longitude: start.longitude,
    fixedAt,
  });

  it('puts markets and cafés first and late-night places last, whatever the distances', () => {
    const day = planDay(start, 600, [stop('bar', 'late', 0.001), stop('museum', 'any', 0.002), stop('cafe', 'morning', 0.02)]);
    expect(day.map((s) => s.id)).toEqual(['cafe', 'museum', 'bar']);
  });

  it('visits an event at its time: after the stops that fill the morning', () => {
    const stops = [stop('a', 'any', 0.001), stop('b', 'any', 0.002), stop('c', 'any', 0.003), stop('show', 'any', 0.0005, 13 * 60)];
    const day = planDay(start, 9 * 60, stops);
    // Three stops of an hour fill 9:00 to about 12:10; the 13:00 event comes after them, not first as the walk alone would have it.
    expect(day.map((s) => s.id)).toEqual(['a', 'b', 'c', 'show']);
    const times = schedule(start, 9 * 60, day);
    expect(times[3]!.arrive).toBe(13 * 60);
  });

  it('reads the slot from the facts only', () => {
    expect(slotOf({ facets: { kinds: ['food-market'], items: [], suits: [], flags: [] } })).toBe('morning');
    expect(slotOf({ facets: { kinds: ['coffee'], items: [], suits: [], flags: [] } })).toBe('morning');
    expect(slotOf({ categoryKeys: ['cafe'] })).toBe('morning');
    expect(slotOf({ facets: { kinds: ['cocktail-bar'], items: [], suits: [], flags: ['late-night'] } })).toBe('late');
    expect(slotOf({ facets: { kinds: ['museum'], items: [], suits: [], flags: [] }, categoryKeys: ['culture'] })).toBe('any');
    expect(slotOf({})).toBe('any');
  });
});

describe('eventStarts', () => {
  const places = [
    { id: 'palace', name: 'Gyeongbokgung Palace' },
    { id: 'ode', name: 'Ode' },
  ];
  const guard = {
    name: 'Royal Guard Changing Ceremony at Gwanghwamun',
    location: 'Gwanghwamun Gate, Gyeongbokgung Palace, Jongno',
    date: '',
    weekdays: ['monday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    time: '10:00',
    seasonal: false,
  };

  it('fixes a place at the time of an event held there that day', () => {
    // 2026-12-05 is a Saturday.
    expect(eventStarts(places, [guard], '2026-12-05', 'Asia/Seoul')).toEqual(new Map([['palace', 600]]));
  });

  it('fixes nothing on a day the event is not held, for a seasonal event, or a time not known for sure', () => {
    // 2026-12-08 is a Tuesday.
    expect(eventStarts(places, [guard], '2026-12-08', 'Asia/Seoul').size).toBe(0);
    expect(eventStarts(places, [{ ...guard, seasonal: true }], '2026-12-05', 'Asia/Seoul').size).toBe(0);
    expect(eventStarts(places, [{ ...guard, time: '' }], '2026-12-05', 'Asia/Seoul').size).toBe(0);
  });

  it('matches a one-off on its own day, and never a short name inside a longer word', () => {
    const oneOff = { name: 'Night at the Odeon', location: 'Odeon', date: '2026-12-05 11:00:00.000Z', weekdays: [], time: '20:00' };
    expect(eventStarts(places, [oneOff], '2026-12-05', 'Asia/Seoul').size).toBe(0);
    const atPalace = { ...oneOff, location: 'Gyeongbokgung Palace' };
    expect(eventStarts(places, [atPalace], '2026-12-05', 'Asia/Seoul')).toEqual(new Map([['palace', 20 * 60]]));
    expect(eventStarts(places, [atPalace], '2026-12-06', 'Asia/Seoul').size).toBe(0);
  });
});

describe('knownTimes', () => {
  const start = { latitude: 37.55, longitude: 126.98 };
  const a = { latitude: 37.551, longitude: 126.98 };
  const b = { latitude: 37.553, longitude: 126.98 };

  it('agrees with the schedule when everything is known', () => {
    const known = knownTimes(start, 600, [a, b]);
    const scheduled = schedule(start, 600, [a, b]);
    expect(known).toEqual(scheduled.map((s) => ({ walkMinutes: s.walkMinutes, arrive: s.arrive })));
  });

  it('knows no walk to or from a hidden stop, and no time after it', () => {
    const known = knownTimes(start, 600, [a, null, b, a]);
    expect(known[0]!.walkMinutes).toBeGreaterThan(0);
    expect(known[1]).toEqual({});
    expect(known[2]).toEqual({ walkMinutes: undefined, arrive: undefined });
    expect(known[3]!.walkMinutes).toBeGreaterThan(0);
    expect(known[3]!.arrive).toBeUndefined();
  });

  it('starts the day at the first stop when the start is hidden', () => {
    const known = knownTimes(null, 600, [a, b]);
    expect(known[0]).toEqual({ walkMinutes: undefined, arrive: 600 });
    expect(known[1]!.arrive).toBe(600 + 60 + known[1]!.walkMinutes!);
  });
});
