// The guide plans a day when asked (issue 34 §2): "plan my Saturday in
// Seongsu" answers with a plan of the places that fit, ordered for walking,
// not only a list; other questions answer as before.
import { describe, expect, it } from 'vitest';
import { inArea } from '#/domain/areas';
import { nextDayNamed } from '#/domain/day-plans';
import { planDay, slotOf, walkLength } from '#/domain/planner';
import { planAsked, recommend, recommendPlan } from '#/domain/recommender';
import { seedGuide, seedViews } from '../support/seed-places';

const seoul = seedViews('seoul');
const byId = new Map(seoul.map((p) => [p.id, p]));
const guide = seedGuide('seoul');

describe('the guide plans a day', () => {
  it('answers "plan my Saturday in Seongsu" with a plan of Seongsu places, in walking order', () => {
    const answer = recommendPlan('plan my Saturday in Seongsu', seoul, guide, 'Seoul');
    expect(answer.plan).toBeDefined();
    const plan = answer.plan!;
    expect(plan).toMatchObject({ weekday: 'saturday', startTime: '10:00', name: 'Saturday in Seongsu' });
    expect(plan.stops.length).toBeGreaterThanOrEqual(3);
    expect(new Set(plan.stops).size).toBe(plan.stops.length);
    const stops = plan.stops.map((id) => byId.get(id)!);
    for (const stop of stops) expect(inArea(stop, 'Seongsu'), stop.name).toBe(true);
    // The order is the planner's over these stops: morning places first, and a walk no longer than its own.
    const first = stops[0]!;
    const replanned = planDay(
      first,
      600,
      stops.map((p) => ({ id: p.id, latitude: p.latitude, longitude: p.longitude, slot: slotOf(p) })),
    );
    expect(walkLength(first, stops)).toBeLessThanOrEqual(walkLength(first, replanned) * 1.1 + 1);
    const rank = { morning: 0, any: 1, late: 2 } as const;
    const slots = stops.map((p) => rank[slotOf(p)]);
    expect(slots).toEqual([...slots].sort((a, b) => a - b));
    expect(answer.places.map((p) => p.id)).toEqual(plan.stops);
    for (const [i, stop] of stops.entries()) expect(answer.message).toContain(`${i + 1}. ${stop.name}`);
    expect(answer.message).toMatch(/min walk/);
  });

  it('keeps a day with no area named within a walk of its best place', () => {
    const plan = recommendPlan('plan my day', seoul, guide, 'Seoul').plan!;
    const stops = plan.stops.map((id) => byId.get(id)!);
    expect(stops.length).toBeGreaterThanOrEqual(2);
    for (const stop of stops) expect(Math.abs(stop.latitude - stops[0]!.latitude)).toBeLessThan(0.05);
  });

  it('answers other questions as the guide always has', () => {
    expect(planAsked('cafes in Seongsu')).toBeNull();
    const plain = recommendPlan('cafes in Seongsu', seoul, guide, 'Seoul');
    expect(plain.plan).toBeUndefined();
    expect(plain).toEqual(recommend('cafes in Seongsu', seoul, guide, 'Seoul'));
  });

  it('reads the day named, and saves the plan on the next such day', () => {
    expect(planAsked('Plan my Sunday in Hongdae')).toEqual({ rest: 'in hongdae', weekday: 'sunday' });
    expect(planAsked('itinerary for a rainy day')?.weekday).toBeNull();
    // 2026-11-28 is a Saturday.
    expect(nextDayNamed('saturday', '2026-11-28')).toBe('2026-11-28');
    expect(nextDayNamed('monday', '2026-11-28')).toBe('2026-11-30');
    expect(nextDayNamed(null, '2026-11-28')).toBe('2026-11-28');
  });
});
