// A place's opening hours, phone and website: what a tastemaker (for a place
// they may curate) or an admin writes in, and how the place page shows it.
// The one home of these rules: the forms check with them before sending, and
// the server's route (pb_hooks/lib/place_details.js, compiled from here)
// checks again, whatever a client sends.
//
// Hours are free text, a line per group of days ("Mon–Fri 11:00–22:00",
// "Sun closed"), as a tastemaker copies them from the door or the place's own
// site, and as the page then shows them: a weekly form would force a shape on
// split shifts, holidays and "last order 21:30" that a line says plainly.
// Nothing here invents hours: a place without them says so.

export const PLACE_DETAIL_LIMITS = { hoursLines: 10, hoursLine: 60, phoneDigits: [7, 15], website: 300 } as const;

/** What the place page says when no hours are known. */
export const HOURS_UNKNOWN = 'Hours not listed; check before you go';

export interface PlaceDetails {
  /** Opening hours, a line per group of days; '' when unknown. */
  hours: string;
  /** A phone number as written, with its country code or not; '' when unknown. */
  phone: string;
  /** The place's own website, an http(s) address; '' when unknown. */
  website: string;
}

export type CheckedDetails = { ok: true; value: Partial<PlaceDetails> } | { ok: false; field: keyof PlaceDetails | ''; message: string };

const FIELDS = ['hours', 'phone', 'website'] as const;

export const DETAIL_MESSAGES = {
  notText: (label: string) => `${label} must be text.`,
  hours: `Write the hours as up to ${PLACE_DETAIL_LIMITS.hoursLines} lines of at most ${PLACE_DETAIL_LIMITS.hoursLine} characters, with their times, like "Mon–Fri 11:00–22:00".`,
  phone: `Enter a phone number of ${PLACE_DETAIL_LIMITS.phoneDigits[0]} to ${PLACE_DETAIL_LIMITS.phoneDigits[1]} digits, like +82 2-1234-5678.`,
  website: 'Enter the website as a full address starting with https:// or http://, like https://example.com.',
} as const;

const LABELS = { hours: 'The hours', phone: 'The phone number', website: 'The website' } as const;

/** Lines of hours, trimmed, blank ones dropped. */
export function hoursLines(hours: string): string[] {
  return hours
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

function checkHours(value: string): string | null {
  const lines = hoursLines(value);
  if (!lines.length) return '';
  const { hoursLines: most, hoursLine: longest } = PLACE_DETAIL_LIMITS;
  // A time or a number of days somewhere: "Open daily" alone tells a traveller nothing to plan by.
  if (lines.length > most || lines.some((line) => line.length > longest) || !/\d/.test(lines.join(' '))) return null;
  return lines.join('\n');
}

function checkPhone(value: string): string | null {
  const phone = value.trim().replace(/\s+/g, ' ');
  if (!phone) return '';
  if (!/^\+?[\d\s().-]+$/.test(phone)) return null;
  const digits = phone.replace(/\D/g, '').length;
  const [fewest, most] = PLACE_DETAIL_LIMITS.phoneDigits;
  return digits >= fewest && digits <= most ? phone : null;
}

/**
 * An http(s) address with a host of dotted names (no user name, which could pass one site off as
 * another, no spaces), a port if any, then anything after a / ? or #.
 */
const WEBSITE = /^https?:\/\/(?:[^\s/?#:@.]+\.)+[^\s/?#:@.]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

function checkWebsite(value: string): string | null {
  const website = value.trim();
  if (!website) return '';
  return website.length <= PLACE_DETAIL_LIMITS.website && WEBSITE.test(website) ? website : null;
}

const CHECKS = { hours: checkHours, phone: checkPhone, website: checkWebsite } as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The details a request sets (absent fields are left as they are; '' clears one), cleaned: hours as
 * trimmed lines, a phone's spaces collapsed, a website trimmed. The first field that fails says why,
 * and nothing is set.
 */
export function checkPlaceDetails(input: unknown): CheckedDetails {
  if (!isPlainObject(input)) return { ok: false, field: '', message: 'Send the details as an object of fields.' };
  const value: Partial<PlaceDetails> = {};
  for (const field of FIELDS) {
    const given = input[field];
    if (given === undefined || given === null) continue;
    if (typeof given !== 'string') return { ok: false, field, message: DETAIL_MESSAGES.notText(LABELS[field]) };
    const checked = CHECKS[field](given);
    if (checked === null) return { ok: false, field, message: DETAIL_MESSAGES[field] };
    value[field] = checked;
  }
  return { ok: true, value };
}

/** The `tel:` link of a phone number: its digits, with the + of a country code. */
export function phoneHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/** A website as the page names it: its host, without "www.". */
export function websiteLabel(website: string): string {
  const host = /^https?:\/\/([^/?#:]+)/i.exec(website.trim())?.[1] ?? website;
  return host.replace(/^www\./i, '').toLowerCase();
}
