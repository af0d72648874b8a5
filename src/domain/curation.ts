// What a tastemaker writes: their public profile and guide persona, and the
// places they add from the dashboard. The one home of these bounds: the
// dashboard's forms check with them before sending, and the server's routes
// (pb_hooks/lib/dashboard.js, compiled from here) check again, whatever a
// client sends. Every value must be text (or a list of text) within bounds:
// anything else is refused with a message, never stored as '[object Object]'.
import type { CategoryKey } from './categories';
import { NEAR_CITY_METERS, greatCircleMeters, type LatLng } from './geo';

export type Checked<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

export const PROFILE_LIMITS = { title: 150, bio: 2000, chat_context: 4000, specialty: 40, specialties: 8 } as const;

export interface TastemakerProfileInput {
  title?: string;
  bio?: string;
  chat_context?: string;
  specialties?: string[];
}

const PROFILE_LABELS = { title: 'The title', bio: 'The bio', chat_context: 'The guide persona' } as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const has = (input: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(input, key) && input[key] !== undefined;

/** A trimmed text of at most `max` characters, or why not. */
function text(value: unknown, max: number, field: string, label: string): Checked<string> {
  if (typeof value !== 'string') return { ok: false, field, message: `${label} must be text.` };
  const trimmed = value.trim();
  if (trimmed.length > max) return { ok: false, field, message: `${label} can be at most ${max} characters.` };
  return { ok: true, value: trimmed };
}

/**
 * The profile fields a request sets (absent ones are left as they are), trimmed;
 * specialties without blanks or repeats. The list's length is checked before
 * any of its items is read.
 */
export function checkTastemakerProfile(input: unknown): Checked<TastemakerProfileInput> {
  if (!isPlainObject(input)) return { ok: false, field: '', message: 'Send the profile as an object of fields.' };
  const out: TastemakerProfileInput = {};
  for (const field of ['title', 'bio', 'chat_context'] as const) {
    if (!has(input, field)) continue;
    const checked = text(input[field], PROFILE_LIMITS[field], field, PROFILE_LABELS[field]);
    if (!checked.ok) return checked;
    out[field] = checked.value;
  }
  if (has(input, 'specialties')) {
    const list = input.specialties;
    const message = `Give up to ${PROFILE_LIMITS.specialties} specialties, each a word or phrase of at most ${PROFILE_LIMITS.specialty} characters.`;
    if (!Array.isArray(list) || list.length > PROFILE_LIMITS.specialties) return { ok: false, field: 'specialties', message };
    const seen = new Set<string>();
    const specialties: string[] = [];
    for (const item of list) {
      if (typeof item !== 'string' || item.trim().length > PROFILE_LIMITS.specialty) return { ok: false, field: 'specialties', message };
      const value = item.trim();
      if (value && !seen.has(value.toLowerCase())) {
        seen.add(value.toLowerCase());
        specialties.push(value);
      }
    }
    out.specialties = specialties;
  }
  return { ok: true, value: out };
}

// ---------- a place added from the dashboard ----------

export const NEW_PLACE_LIMITS = { name: 150, neighborhood: 100, address: 300, description: 2000, note: 500 } as const;
export const NEW_PLACE_CATEGORIES: readonly CategoryKey[] = ['restaurant', 'cafe', 'bar', 'nightlife', 'shopping', 'culture', 'outdoor'];
export const NEW_PLACE_BUDGETS = ['low', 'medium', 'high'] as const;

export interface NewPlaceInput {
  name: string;
  neighborhood: string;
  address: string;
  description: string;
  category: CategoryKey;
  budget: (typeof NEW_PLACE_BUDGETS)[number] | '';
  /** Both or neither: a place without a position is listed but left off the map. */
  position: LatLng | null;
  note: string;
}

const PLACE_LABELS = {
  name: "The place's name",
  neighborhood: 'The neighbourhood',
  address: 'The address',
  description: 'The description',
  note: 'The note',
} as const;

function optionalNumber(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(number) ? number : undefined;
}

/**
 * A new place as a tastemaker describes it, checked: a name, a neighbourhood
 * and a category are needed; a position, if given, lies within
 * NEAR_CITY_METERS of the city's centre (`city`).
 */
export function checkNewPlace(input: unknown, city: LatLng & { name: string }): Checked<NewPlaceInput> {
  if (!isPlainObject(input)) return { ok: false, field: '', message: 'Send the place as an object of fields.' };
  const fields = {} as Record<keyof typeof PLACE_LABELS, string>;
  for (const field of Object.keys(PLACE_LABELS) as (keyof typeof PLACE_LABELS)[]) {
    const checked = text(has(input, field) ? input[field] : '', NEW_PLACE_LIMITS[field], field, PLACE_LABELS[field]);
    if (!checked.ok) return checked;
    fields[field] = checked.value;
  }
  if (!fields.name) return { ok: false, field: 'name', message: "Enter the place's name." };
  if (!fields.neighborhood) return { ok: false, field: 'neighborhood', message: 'Enter the neighbourhood the place is in.' };
  const category = input.category;
  if (typeof category !== 'string' || !(NEW_PLACE_CATEGORIES as readonly string[]).includes(category)) {
    return { ok: false, field: 'category', message: 'Choose a category.' };
  }
  const budget = has(input, 'budget') ? input.budget : '';
  if (budget !== '' && !(NEW_PLACE_BUDGETS as readonly unknown[]).includes(budget)) {
    return { ok: false, field: 'budget', message: 'Budget must be low, medium or high.' };
  }
  const latitude = optionalNumber(input.latitude);
  const longitude = optionalNumber(input.longitude);
  let position: LatLng | null = null;
  if (latitude === undefined || longitude === undefined || (latitude === null) !== (longitude === null)) {
    return { ok: false, field: 'latitude', message: 'Give both latitude and longitude as numbers, or neither.' };
  }
  if (latitude !== null && longitude !== null) {
    position = { latitude, longitude };
    const inRange = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
    if (!inRange || greatCircleMeters(position, city) > NEAR_CITY_METERS) {
      return { ok: false, field: 'latitude', message: `That position is not in ${city.name}.` };
    }
  }
  return {
    ok: true,
    value: { ...fields, category: category as CategoryKey, budget: budget as NewPlaceInput['budget'], position },
  };
}

/** A URL-safe slug for a new place's name, unique within its city once the server adds a suffix when taken. */
export function placeSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'place'
  );
}
