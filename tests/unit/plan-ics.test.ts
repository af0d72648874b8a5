// A day plan's .ics, read back by a maintained parser (ical.js, Mozilla's):
// one event per stop with its times in UTC from the city's wall clock, names
// with commas, semicolons and Hangul intact, long lines folded.
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { icsFileName, planIcs } from '#/domain/plan-ics';

const stamp = new Date('2026-11-28T09:00:00Z');
const plan = {
  id: 'abcdefghij12345',
  name: 'Saturday in Seongsu, slowly; with friends',
  day: '2026-12-05',
  timeZone: 'Asia/Seoul',
  stamp,
  stops: [
    {
      id: 'p1',
      name: 'Onion Seongsu',
      address: '8 Achasan-ro 9-gil, Seongdong-gu, Seoul',
      latitude: 37.5447,
      longitude: 127.0582,
      arrive: 9 * 60 + 40,
      leave: 10 * 60 + 40,
      walkMinutes: 10,
      url: 'https://tastemap.example/place/p1',
    },
    {
      id: 'p2',
      name: '대림창고 Daelim Changgo Gallery — a very long name that goes past the seventy-five octets of one line',
      address: '78 Seongsui-ro, Seongdong-gu',
      arrive: 23 * 60 + 50,
      leave: 24 * 60 + 50,
      walkMinutes: 7,
    },
  ],
};

describe('planIcs', () => {
  const text = planIcs(plan);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

  it('parses as one calendar with one event per stop, in order', () => {
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(events.map((e) => e.summary)).toEqual([`1. ${plan.stops[0]!.name}`, `2. ${plan.stops[1]!.name}`]);
    expect(new Set(events.map((e) => e.uid)).size).toBe(2);
    expect(events.every((e) => e.component.getFirstPropertyValue('dtstamp'))).toBe(true);
  });

  it('puts each stop at its local time in the city, in UTC', () => {
    // Seoul is UTC+9: 09:40 there is 00:40 UTC.
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2026-12-05T00:40:00.000Z');
    expect(events[0]!.endDate.toJSDate().toISOString()).toBe('2026-12-05T01:40:00.000Z');
    // Past midnight runs into the next day.
    expect(events[1]!.endDate.toJSDate().toISOString()).toBe('2026-12-05T15:50:00.000Z');
  });

  it('keeps text, places and links intact through escaping and folding', () => {
    expect(events[0]!.location).toBe('8 Achasan-ro 9-gil, Seongdong-gu, Seoul');
    expect(events[0]!.description).toContain('Saturday in Seongsu, slowly; with friends: stop 1 of 2');
    expect(events[0]!.component.getFirstPropertyValue('geo')).toEqual([37.5447, 127.0582]);
    expect(events[0]!.component.getFirstPropertyValue('url')).toBe('https://tastemap.example/place/p1');
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('names the file from the plan', () => {
    expect(icsFileName(plan.name)).toBe('saturday-in-seongsu-slowly-with-friends.ics');
    expect(icsFileName('서울')).toBe('day-plan.ics');
  });
});
