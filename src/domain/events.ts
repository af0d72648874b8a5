// When a city's events happen (issue 29, §2). An event is a one-off on its
// date, or recurs on weekdays (Smorgasburg on Saturdays), at a local start
// time when that is known for sure and on the day alone when it is not. A
// title that names a day ("Smorgasburg Saturday") is a promise: every
// occurrence falls on a day it names, and an event that breaks it has none.
// Pure: the device asks with its clock and the city's time zone, the seed
// checker (scripts/check-seed.mjs) with the seed's.

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
/** Index = `Date#getUTCDay()`: 0 is Sunday. */
export type Weekday = (typeof WEEKDAYS)[number];

/** What an event says of when it happens: the fields of an events row that this module reads. */
export interface EventSchedule {
  name: string;
  /** A one-off's start, as PocketBase or ISO writes it; '' for a recurring event. */
  date: string;
  /** The days a recurring event happens on; empty or absent for a one-off. */
  weekdays?: readonly string[] | null;
  /** Local start "HH:MM" in the city's time zone; '' or absent when not known for sure. */
  time?: string | null;
  /** Runs only part of the year, on dates nobody here knows for sure: no occurrence is promised. */
  seasonal?: boolean | null;
}

/** One occurrence: its local day, and its start when the time is known. */
export interface Occurrence {
  /** The calendar day in the city's time zone, "YYYY-MM-DD". */
  day: string;
  /** The start, when the event's time is known; null when only the day is. */
  start: Date | null;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const KOREAN_DAYS: Readonly<Record<string, Weekday>> = {
  일요일: 'sunday',
  월요일: 'monday',
  화요일: 'tuesday',
  수요일: 'wednesday',
  목요일: 'thursday',
  금요일: 'friday',
  토요일: 'saturday',
};

/** The weekdays a title names: "Smorgasburg Saturday" → saturday, "Brooklyn Flea weekend" → saturday and sunday. */
export function weekdaysNamedIn(title: string): Weekday[] {
  const named = new Set<Weekday>();
  for (const match of title.toLowerCase().matchAll(/\b(sun|mon|tues|wednes|thurs|fri|satur)days?\b/g)) {
    const day = WEEKDAYS.find((d) => d.startsWith(match[1]!));
    if (day) named.add(day);
  }
  if (/\bweekends?\b/i.test(title)) {
    named.add('saturday');
    named.add('sunday');
  }
  for (const [word, day] of Object.entries(KOREAN_DAYS)) if (title.includes(word)) named.add(day);
  return WEEKDAYS.filter((d) => named.has(d));
}

function isWeekday(value: string): value is Weekday {
  return (WEEKDAYS as readonly string[]).includes(value);
}

/** A PocketBase date ("2026-11-22 10:00:00.000Z") or an ISO one as a Date; null when it is none. */
export function parseEventDate(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value.trim().replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of wall-clock parts in `timeZone`, or the device's zone when it is unknown or unnamed. */
function partsFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    };
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone || undefined });
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', options); // an unknown zone name: the device's
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string | undefined): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of `instant` in `timeZone`, "YYYY-MM-DD". */
export function localDay(instant: Date, timeZone?: string): string {
  const c = wallClock(instant, timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** The weekday of a "YYYY-MM-DD" day (a calendar day has one wherever it is). */
function weekdayOfDay(day: string): Weekday {
  return WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
}

/** The weekday `instant` falls on in `timeZone`. */
export function weekdayOf(instant: Date, timeZone?: string): Weekday {
  return weekdayOfDay(localDay(instant, timeZone));
}

/** The day `days` after a "YYYY-MM-DD" day. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant a wall-clock time of a day is in `timeZone` (across a DST change, the first such instant). */
export function zonedInstant(day: string, time: string, timeZone?: string): Date {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const asUtc = Date.parse(`${day}T00:00:00Z`) + (h * 60 + m) * 60_000;
  const offsetAt = (instant: number) => {
    const c = wallClock(new Date(instant), timeZone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(instant / 1000) * 1000;
  };
  const first = asUtc - offsetAt(asUtc);
  const second = asUtc - offsetAt(first);
  return new Date(Math.min(first, second));
}

const TITLE_DAY = (day: Weekday) => day[0]!.toUpperCase() + day.slice(1);

function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * What is wrong with an event's schedule, each as a sentence: an event that is
 * neither a one-off nor recurring, or both; a time that is no time; and an
 * occurrence on a day its title does not name. Empty when it is sound.
 */
export function scheduleProblems(event: EventSchedule, timeZone?: string): string[] {
  const problems: string[] = [];
  const weekdays = event.weekdays ?? [];
  const time = event.time ?? '';
  const named = weekdaysNamedIn(event.name);
  const namedText = listOf(named.map(TITLE_DAY));
  for (const day of weekdays) if (!isWeekday(day)) problems.push(`recurs on "${day}", which is no weekday`);
  if (time && !TIME.test(time)) problems.push(`time "${time}" is not a 24-hour "HH:MM"`);
  if (event.date && weekdays.length) problems.push('has both a date and weekdays: it is a one-off or it recurs, not both');
  if (!event.date && !weekdays.length) problems.push('has neither a date nor weekdays');
  if (event.date) {
    const start = parseEventDate(event.date);
    if (!start) {
      problems.push(`date "${event.date}" is not a date`);
    } else {
      const day = localDay(start, timeZone);
      const falls = weekdayOfDay(day);
      if (named.length && !named.includes(falls)) {
        problems.push(`falls on a ${TITLE_DAY(falls)} (${day}), but its title names ${namedText}`);
      }
      if (time && TIME.test(time)) {
        const c = wallClock(start, timeZone);
        const at = `${pad(c.hour)}:${pad(c.minute)}`;
        if (at !== time) problems.push(`starts at ${at} local time, not at ${time} as its time says`);
      }
    }
  }
  if (named.length) {
    const contradicting = weekdays.filter((day) => isWeekday(day) && !named.includes(day));
    if (contradicting.length) {
      problems.push(`recurs on ${listOf(contradicting.map((d) => TITLE_DAY(d as Weekday)))}, but its title names ${namedText}`);
    }
  }
  return problems;
}

/**
 * The event's next occurrence at or after `now`, in the city's time zone; null
 * when it has none: a one-off that has happened, or a schedule that
 * contradicts itself or its title. An occurrence with a known time counts
 * until it starts; one known only by its day counts until the day ends.
 */
export function nextOccurrence(event: EventSchedule, now: Date, timeZone?: string): Occurrence | null {
  if (scheduleProblems(event, timeZone).length) return null;
  const time = event.time ?? '';
  const today = localDay(now, timeZone);
  if (event.date) {
    const start = parseEventDate(event.date)!;
    if (time) return start.getTime() >= now.getTime() ? { day: localDay(start, timeZone), start } : null;
    const day = localDay(start, timeZone);
    return day >= today ? { day, start: null } : null;
  }
  const weekdays = new Set(event.weekdays ?? []);
  // Eight days: today's occurrence may have started, and then the same weekday next week is next.
  for (let i = 0; i <= 7; i++) {
    const day = addDays(today, i);
    if (!weekdays.has(weekdayOfDay(day))) continue;
    if (!time) return { day, start: null };
    const start = zonedInstant(day, time, timeZone);
    if (start.getTime() >= now.getTime()) return { day, start };
  }
  return null;
}

/** Whether the event has happened: a one-off whose occurrence is behind `now`. A recurring event never has. */
export function isPast(event: EventSchedule, now: Date, timeZone?: string): boolean {
  if (!event.date || (event.weekdays ?? []).length) return false;
  const start = parseEventDate(event.date);
  if (!start) return false;
  if (event.time) return start.getTime() < now.getTime();
  return localDay(start, timeZone) < localDay(now, timeZone);
}

export interface UpcomingEvent<T extends EventSchedule> {
  event: T;
  next: Occurrence;
}

/**
 * The events still to come, soonest first; seasonal ones, whose dates nobody
 * here can promise, after the rest. Past one-offs and events whose schedule
 * contradicts their title are left out.
 */
export function upcomingEvents<T extends EventSchedule>(events: readonly T[], now: Date, timeZone?: string): Array<UpcomingEvent<T>> {
  const sortKey = ({ event, next }: UpcomingEvent<T>) =>
    `${event.seasonal ? 1 : 0} ${next.day} ${next.start ? next.start.toISOString() : ''} ${event.name}`;
  return events
    .flatMap((event) => {
      const next = nextOccurrence(event, now, timeZone);
      return next ? [{ event, next }] : [];
    })
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}

const MONDAY_FIRST: readonly Weekday[] = [...WEEKDAYS.slice(1), 'sunday'];

/** How often a recurring event happens: "Every Saturday", "Fridays and Saturdays", "Every day but Monday", "Every day". */
export function describeWeekdays(weekdays: readonly string[]): string {
  const days = MONDAY_FIRST.filter((d) => weekdays.includes(d));
  if (days.length === 7) return 'Every day';
  if (days.length === 6) return `Every day but ${TITLE_DAY(MONDAY_FIRST.find((d) => !days.includes(d))!)}`;
  if (days.length === 1) return `Every ${TITLE_DAY(days[0]!)}`;
  return listOf(days.map((d) => `${TITLE_DAY(d)}s`));
}

/** A local "HH:MM" as people read it: "08:00" → "8:00 AM", "20:30" → "8:30 PM"; '' for no time. */
export function formatLocalTime(time: string | null | undefined): string {
  const match = TIME.exec(time ?? '');
  if (!match) return '';
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}
