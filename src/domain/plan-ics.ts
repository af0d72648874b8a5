// A day plan as an iCalendar file (RFC 5545): one event per stop, from the
// planned arrival to when the traveller moves on, so the day opens in any
// calendar app. Times are written in UTC (the city's wall clock converted
// with its time zone), which every calendar reads without a VTIMEZONE block.
// A stop the reader may not see (a locked card) is left out: the file never
// says more than the screen.
import { zonedInstant } from './events';
import { timeOf } from './planner';

export interface IcsStop {
  id: string;
  name: string;
  address: string;
  latitude?: number;
  longitude?: number;
  /** Minutes after the day's midnight (past 1440: the small hours of the next day). */
  arrive: number;
  leave: number;
  /** The walk from the stop before, in minutes. */
  walkMinutes: number;
  /** The place's page in the app. */
  url?: string;
}

export interface IcsPlan {
  id: string;
  name: string;
  /** "YYYY-MM-DD" in the city's time zone. */
  day: string;
  timeZone?: string;
  stops: readonly IcsStop[];
  /** When the file is made (DTSTAMP). */
  stamp: Date;
}

/** A UTC instant as iCalendar writes it: 20261205T003000Z. */
function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The instant `minutes` after midnight of `day` is, in the city. */
function instant(day: string, minutes: number, timeZone?: string): Date {
  const days = Math.floor(minutes / 1440);
  const at = zonedInstant(day, timeOf(minutes - days * 1440), timeZone);
  return new Date(at.getTime() + days * 86_400_000);
}

/** TEXT values escape backslashes, semicolons, commas and line breaks. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets fold onto continuation lines that start with a space, never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function planIcs(plan: IcsPlan): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tastemap//Day plan//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  lines.push(`X-WR-CALNAME:${text(plan.name)}`);
  plan.stops.forEach((stop, i) => {
    const walk = i === 0 ? `${stop.walkMinutes} min walk from the start` : `${stop.walkMinutes} min walk from stop ${i}`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${plan.id}-${i + 1}-${stop.id}@tastemap`,
      `DTSTAMP:${utc(plan.stamp)}`,
      `DTSTART:${utc(instant(plan.day, stop.arrive, plan.timeZone))}`,
      `DTEND:${utc(instant(plan.day, stop.leave, plan.timeZone))}`,
      `SUMMARY:${text(`${i + 1}. ${stop.name}`)}`,
    );
    if (stop.address) lines.push(`LOCATION:${text(stop.address)}`);
    if (typeof stop.latitude === 'number' && typeof stop.longitude === 'number') {
      lines.push(`GEO:${stop.latitude.toFixed(6)};${stop.longitude.toFixed(6)}`);
    }
    lines.push(`DESCRIPTION:${text(`${plan.name}: stop ${i + 1} of ${plan.stops.length}. ${walk}.`)}`);
    if (stop.url) lines.push(`URL:${stop.url}`);
    lines.push('END:VEVENT');
  });
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** A file name for the plan: its name in safe letters, with .ics. */
export function icsFileName(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'day-plan'}.ics`;
}
