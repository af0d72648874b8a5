// A day plan as stored (issue 34, §2): the traveller's own row in `day_plans`,
// synced like a collection. What a plan may hold is checked here, once, by the
// device before it writes and by the server whatever a client sends
// (pb_hooks/lib/day_plans.js, compiled from this file). The order of its stops
// is the planner's first and the traveller's after (./planner.ts).
//
// A plan is shared by an unguessable token the owner's device draws (32
// letters and digits, about 165 bits): whoever holds the link reads the plan
// read-only through the server's route, which shows each stop only if the
// reader may read that place under the access policy. Turning sharing off
// (or on again, with a new token) makes every earlier link fail.
import { ID_LENGTH, type RandomBytes } from './ids';

/** The most stops a plan holds: a long day, and what the planner is measured for. */
export const MAX_PLAN_STOPS = 25;
export const PLAN_NAME_MAX = 100;
export const SHARE_TOKEN_LENGTH = 32;

/** Where the day starts: a place of the plan's city, where the traveller stood, or their hotel. */
export type PlanStartKind = 'place' | 'here' | 'hotel';

export interface PlanStart {
  kind: PlanStartKind;
  /** What the start is called on the plan ("Your hotel", a place's name). */
  label: string;
  latitude: number;
  longitude: number;
  /** The place, when the day starts at one. */
  place?: string;
}

export const PLAN_MESSAGES = {
  name: 'Please enter a plan name',
  nameLong: `Plan names can be at most ${PLAN_NAME_MAX} characters.`,
  day: 'Choose the day as a date.',
  time: 'Choose a start time.',
  start: 'Choose where the day starts.',
  stops: `A plan holds 1 to ${MAX_PLAN_STOPS} different places.`,
  token: 'That share link is not valid.',
} as const;

const ID = new RegExp(`^[a-z0-9]{${ID_LENGTH}}$`);
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TOKEN = new RegExp(`^[a-z0-9]{${SHARE_TOKEN_LENGTH}}$`);

export type PlanCheck = { ok: true } | { ok: false; field: string; message: string };

/** Whether a text is a share token's shape (the server answers a malformed one as one that matches nothing). */
export function isShareToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

/** A start point as stored, or null when it is none. */
export function readPlanStart(value: unknown): PlanStart | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const kind = v.kind;
  if (kind !== 'place' && kind !== 'here' && kind !== 'hotel') return null;
  const { latitude, longitude } = v;
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const label = typeof v.label === 'string' ? v.label.trim().slice(0, PLAN_NAME_MAX) : '';
  const start: PlanStart = { kind, label, latitude, longitude };
  if (kind === 'place') {
    if (typeof v.place !== 'string' || !ID.test(v.place)) return null;
    start.place = v.place;
  }
  return start;
}

/** A plan's stops as stored: place ids in the day's order; [] when it is not such a list. */
export function readPlanStops(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && ID.test(id)) : [];
}

/**
 * What is wrong with the fields of a plan being written, the first problem
 * only; fields absent from `fields` (an update of others) are not checked.
 */
export function checkPlanFields(fields: Readonly<Record<string, unknown>>): PlanCheck {
  const has = (key: string) => Object.prototype.hasOwnProperty.call(fields, key);
  if (has('name')) {
    const name = typeof fields.name === 'string' ? fields.name.trim() : '';
    if (!name) return { ok: false, field: 'name', message: PLAN_MESSAGES.name };
    if (name.length > PLAN_NAME_MAX) return { ok: false, field: 'name', message: PLAN_MESSAGES.nameLong };
  }
  if (has('day') && fields.day !== '' && !(typeof fields.day === 'string' && DAY.test(fields.day))) {
    return { ok: false, field: 'day', message: PLAN_MESSAGES.day };
  }
  if (has('start_time') && !(typeof fields.start_time === 'string' && TIME.test(fields.start_time))) {
    return { ok: false, field: 'start_time', message: PLAN_MESSAGES.time };
  }
  if (has('start') && !readPlanStart(fields.start)) return { ok: false, field: 'start', message: PLAN_MESSAGES.start };
  if (has('stops')) {
    const stops = fields.stops;
    const ids = readPlanStops(stops);
    if (
      !Array.isArray(stops) ||
      ids.length !== stops.length ||
      !ids.length ||
      ids.length > MAX_PLAN_STOPS ||
      new Set(ids).size !== ids.length
    ) {
      return { ok: false, field: 'stops', message: PLAN_MESSAGES.stops };
    }
  }
  if (has('share_token') && fields.share_token !== '' && !isShareToken(fields.share_token)) {
    return { ok: false, field: 'share_token', message: PLAN_MESSAGES.token };
  }
  return { ok: true };
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new share token from the caller's randomness (the device's crypto): every letter equally likely. */
export function newShareToken(random: RandomBytes): string {
  let token = '';
  while (token.length < SHARE_TOKEN_LENGTH) {
    for (const byte of random(SHARE_TOKEN_LENGTH * 2)) {
      // 252 is the largest multiple of 36 below 256.
      if (byte < 252 && token.length < SHARE_TOKEN_LENGTH) token += ALPHABET[byte % 36];
    }
  }
  return token;
}

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The next day (today included) that is `weekday`, from `today` ("YYYY-MM-DD"); `today` itself for none. */
export function nextDayNamed(weekday: string | null, today: string): string {
  const target = weekday ? WEEKDAY_NAMES.indexOf(weekday) : -1;
  if (target < 0) return today;
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((target - date.getUTCDay() + 7) % 7));
  return date.toISOString().slice(0, 10);
}
