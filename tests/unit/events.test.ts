// When events happen (src/domain/events.ts): the days a title names, the next
// occurrence of a recurring event in its city's time zone, one-offs that have
// happened, and the schedules the seed checker refuses. The clock is fixed.
import { describe, expect, it } from 'vitest';
import {
  describeWeekdays,
  formatLocalTime,
  isPast,
  nextOccurrence,
  scheduleProblems,
  upcomingEvents,
  weekdayOf,
  weekdaysNamedIn,
  zonedInstant,
  type EventSchedule,
} from '#/domain/events';

const NEW_YORK = 'America/New_York';
const SEOUL = 'Asia/Seoul';
/** Friday 27 November 2026, 2:45 PM in New York, already Saturday 4:45 AM in Seoul. */
const NOW = new Date('2026-11-27T19:45:00Z');

const recurring = (name: string, weekdays: string[], time = '', seasonal = false): EventSchedule => ({
  name,
  date: '',
  weekdays,
  time,
  seasonal,
});
const oneOff = (name: string, date: string, time = ''): EventSchedule => ({ name, date, weekdays: [], time });

describe('the days a title names', () => {
  it('reads full day names, plural or not, in any case', () => {
    expect(weekdaysNamedIn('Smorgasburg Saturday')).toEqual(['saturday']);
    expect(weekdaysNamedIn('Vanguard Jazz Orchestra Monday')).toEqual(['monday']);
    expect(weekdaysNamedIn('Second Sunday open studios')).toEqual(['sunday']);
    expect(weekdaysNamedIn('THURSDAYS in Chelsea')).toEqual(['thursday']);
    expect(weekdaysNamedIn('Friday and Saturday sets')).toEqual(['friday', 'saturday']);
  });

  it('reads a weekend as Saturday and Sunday, and Korean day names', () => {
    expect(weekdaysNamedIn('Brooklyn Flea weekend')).toEqual(['sunday', 'saturday']);
    expect(weekdaysNamedIn('토요일 예술시장')).toEqual(['saturday']);
  });

  it('finds none in a title that names no day, or only looks like one', () => {
    expect(weekdaysNamedIn('Late show at the Comedy Cellar')).toEqual([]);
    expect(weekdaysNamedIn('Sundae bar and Mondrian prints')).toEqual([]);
  });
});

describe("a day in the city's time zone", () => {
  it('is the weekday there, not in UTC or on the device', () => {
    expect(weekdayOf(NOW, NEW_YORK)).toBe('friday');
    expect(weekdayOf(NOW, SEOUL)).toBe('saturday');
  });

  it('turns a local time into its instant across a change of clocks', () => {
    // New York leaves daylight saving time on Sunday 1 November 2026.
    expect(zonedInstant('2026-10-25', '08:00', NEW_YORK).toISOString()).toBe('2026-10-25T12:00:00.000Z');
    expect(zonedInstant('2026-11-01', '08:00', NEW_YORK).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(zonedInstant('2026-11-28', '10:00', SEOUL).toISOString()).toBe('2026-11-28T01:00:00.000Z');
  });
});

describe('the next occurrence of a recurring event', () => {
  it('falls on its weekday: a Saturday market is next on Saturday', () => {
    expect(nextOccurrence(recurring('Smorgasburg Saturday', ['saturday']), NOW, NEW_YORK)).toEqual({ day: '2026-11-28', start: null });
  });

  it("is today where the city's day is that weekday", () => {
    expect(nextOccurrence(recurring('Saturday market', ['saturday']), NOW, SEOUL)).toEqual({ day: '2026-11-28', start: null });
  });

  it('starts at its local time when that is known', () => {
    const market = recurring('Greenmarket morning', ['monday', 'wednesday', 'friday', 'saturday'], '08:00');
    expect(nextOccurrence(market, NOW, NEW_YORK)).toEqual({ day: '2026-11-28', start: new Date('2026-11-28T13:00:00Z') });
    // Monday 7am: this morning's market is still to come; at 9am, Wednesday's is next.
    expect(nextOccurrence(market, new Date('2026-11-30T12:00:00Z'), NEW_YORK)?.day).toBe('2026-11-30');
    expect(nextOccurrence(market, new Date('2026-11-30T14:00:00Z'), NEW_YORK)?.day).toBe('2026-12-02');
  });

  it('is a week away once the only weekday has started', () => {
    const jazz = recurring('Vanguard Jazz Orchestra Monday', ['monday'], '20:00');
    expect(nextOccurrence(jazz, new Date('2026-12-01T01:30:00Z'), NEW_YORK)?.day).toBe('2026-12-07');
  });

  it('counts a day known only by its date until the day ends', () => {
    const jazz = recurring('Vanguard Jazz Orchestra Monday', ['monday']);
    expect(nextOccurrence(jazz, new Date('2026-12-01T04:30:00Z'), NEW_YORK)?.day).toBe('2026-11-30');
    expect(nextOccurrence(jazz, new Date('2026-12-01T05:10:00Z'), NEW_YORK)?.day).toBe('2026-12-07');
  });

  it('denies an occurrence to an event that recurs on a day its title does not name', () => {
    expect(nextOccurrence(recurring('Smorgasburg Saturday', ['wednesday']), NOW, NEW_YORK)).toBeNull();
  });

  it('never has happened', () => {
    expect(isPast(recurring('Smorgasburg Saturday', ['saturday']), NOW, NEW_YORK)).toBe(false);
  });
});

describe('a one-off', () => {
  it('is upcoming until it starts, then past', () => {
    const show = oneOff('Book launch', '2026-11-27 23:00:00.000Z', '18:00');
    expect(nextOccurrence(show, NOW, NEW_YORK)).toEqual({ day: '2026-11-27', start: new Date('2026-11-27T23:00:00Z') });
    const later = new Date('2026-11-27T23:01:00Z');
    expect(nextOccurrence(show, later, NEW_YORK)).toBeNull();
    expect(isPast(show, later, NEW_YORK)).toBe(true);
    expect(isPast(show, NOW, NEW_YORK)).toBe(false);
  });

  it('without a known time, is upcoming all its local day', () => {
    const fair = oneOff('Book fair', '2026-11-27 05:00:00.000Z');
    expect(nextOccurrence(fair, new Date('2026-11-28T04:59:00Z'), NEW_YORK)).toEqual({ day: '2026-11-27', start: null });
    expect(nextOccurrence(fair, new Date('2026-11-28T05:00:00Z'), NEW_YORK)).toBeNull();
    expect(isPast(fair, new Date('2026-11-28T05:00:00Z'), NEW_YORK)).toBe(true);
  });

  it('denies an occurrence to a date on a day its title does not name', () => {
    // The first seed's "Smorgasburg Saturday", a Wednesday.
    const wrong = oneOff('Smorgasburg Saturday', '2026-12-02 16:00:00.000Z', '11:00');
    expect(nextOccurrence(wrong, NOW, NEW_YORK)).toBeNull();
    expect(scheduleProblems(wrong, NEW_YORK)).toEqual(['falls on a Wednesday (2026-12-02), but its title names Saturday']);
  });

  it("reads its day in the city's time zone", () => {
    // 11pm on a Saturday in New York is Sunday in UTC.
    expect(scheduleProblems(oneOff('Saturday late show', '2026-11-29 04:00:00.000Z', '23:00'), NEW_YORK)).toEqual([]);
    expect(scheduleProblems(oneOff('Saturday late show', '2026-11-29 04:00:00.000Z', '23:00'), 'UTC')).toHaveLength(2);
  });
});

describe('schedule problems', () => {
  it('allows a recurring event on the days its title names, and one whose title names none', () => {
    expect(scheduleProblems(recurring('Smorgasburg Saturday', ['saturday'], '', true), NEW_YORK)).toEqual([]);
    expect(scheduleProblems(recurring('Brooklyn Flea weekend', ['saturday', 'sunday']), NEW_YORK)).toEqual([]);
    expect(scheduleProblems(recurring('Late show at the Comedy Cellar', ['monday', 'friday'], '21:30'), NEW_YORK)).toEqual([]);
  });

  it('denies a recurring event on a day its title does not name', () => {
    expect(scheduleProblems(recurring('Smorgasburg Saturday', ['saturday', 'wednesday']), NEW_YORK)).toEqual([
      'recurs on Wednesday, but its title names Saturday',
    ]);
  });

  it('denies an event that is both a one-off and recurring, or neither', () => {
    expect(scheduleProblems({ name: 'Market', date: '2026-12-05 15:00:00.000Z', weekdays: ['saturday'] }, NEW_YORK)).toContain(
      'has both a date and weekdays: it is a one-off or it recurs, not both',
    );
    expect(scheduleProblems({ name: 'Market', date: '', weekdays: [] }, NEW_YORK)).toEqual(['has neither a date nor weekdays']);
  });

  it('denies unknown weekdays, times that are no time, and a time its date does not start at', () => {
    expect(scheduleProblems(recurring('Market', ['caturday']), NEW_YORK)).toEqual(['recurs on "caturday", which is no weekday']);
    expect(scheduleProblems(recurring('Market', ['monday'], '8am'), NEW_YORK)).toEqual(['time "8am" is not a 24-hour "HH:MM"']);
    expect(scheduleProblems(oneOff('Market', '2026-12-05 15:00:00.000Z', '11:00'), NEW_YORK)).toEqual([
      'starts at 10:00 local time, not at 11:00 as its time says',
    ]);
    expect(scheduleProblems(oneOff('Market', 'next week'), NEW_YORK)).toEqual(['date "next week" is not a date']);
  });
});

describe('upcoming events', () => {
  it('lists what is still to come, soonest first, seasonal events last, past one-offs not at all', () => {
    const events = [
      recurring('Smorgasburg Saturday', ['saturday'], '', true),
      recurring('Vanguard Jazz Orchestra Monday', ['monday']),
      oneOff('Last week’s launch', '2026-11-20 23:00:00.000Z', '18:00'),
      recurring('Greenmarket morning', ['monday', 'wednesday', 'friday', 'saturday'], '08:00'),
      recurring('Late show at the Comedy Cellar', ['friday']),
      oneOff('Smorgasburg Saturday special', '2026-12-02 16:00:00.000Z', '11:00'),
    ];
    expect(upcomingEvents(events, NOW, NEW_YORK).map(({ event, next }) => `${event.name} ${next.day}`)).toEqual([
      'Late show at the Comedy Cellar 2026-11-27',
      'Greenmarket morning 2026-11-28',
      'Vanguard Jazz Orchestra Monday 2026-11-30',
      'Smorgasburg Saturday 2026-11-28',
    ]);
  });
});

describe('how a schedule reads', () => {
  it('names the days, Monday first', () => {
    expect(describeWeekdays(['saturday'])).toBe('Every Saturday');
    expect(describeWeekdays(['saturday', 'friday'])).toBe('Fridays and Saturdays');
    expect(describeWeekdays(['saturday', 'monday', 'friday', 'wednesday'])).toBe('Mondays, Wednesdays, Fridays and Saturdays');
    expect(describeWeekdays(['sunday', 'monday', 'wednesday', 'thursday', 'friday', 'saturday'])).toBe('Every day but Tuesday');
    expect(describeWeekdays(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'])).toBe('Every day');
  });

  it('gives a local time on a 12-hour clock', () => {
    expect(formatLocalTime('08:00')).toBe('8:00 AM');
    expect(formatLocalTime('00:30')).toBe('12:30 AM');
    expect(formatLocalTime('12:00')).toBe('12:00 PM');
    expect(formatLocalTime('20:30')).toBe('8:30 PM');
    expect(formatLocalTime('')).toBe('');
  });
});
