// The access policy: who may open which city, whose picks they follow, and
// which places, picks, notes, reviews and feed items they may read (spec §4,
// §6; ARCHITECTURE.md, Permissions). The one home of these rules: the device
// uses them to show and prune what it holds, and the server's hooks (compiled
// from here) use them and their SQL twins (./sql.ts) on every read path.
import type { Role } from '../types';

/** The city a visitor may open (spec §1: "where a city is needed, the default city with slug seoul"). */
export const DEFAULT_CITY_SLUG = 'seoul';

/** What decides a tastemaker's access: the terms of one entitlement. */
export interface AccessTerms {
  tastemaker: string;
  subscribed: boolean;
  unlocked: boolean;
  status: string;
  /** PocketBase date string, '' when open-ended. */
  subscription_end: string;
}

/** Everything the policy needs to know about whoever is asking. */
export interface Caller {
  /** '' for a visitor. */
  userId: string;
  roles: readonly Role[];
  unlockedCities: readonly string[];
  entitlements: readonly AccessTerms[];
  /** Tastemaker records that belong to the caller's account (a tastemaker who signed up). */
  ownTastemakers: readonly string[];
}

export const VISITOR: Caller = { userId: '', roles: [], unlockedCities: [], entitlements: [], ownTastemakers: [] };

export interface CityTerms {
  id: string;
  slug: string;
  status: string;
  is_free: boolean;
}

export interface CityLink {
  city: string;
  tastemaker: string;
}

/**
 * What a caller may read in one city they may open.
 * - `all`: every place of the city (admins only);
 * - `notes`: every tastemaker's notes and feed items (admins);
 * - `tastemakers`: whose picks make a place readable, with their notes (sorted ids);
 * - `curators`: the caller's own tastemaker records of the city, whose added
 *   places they read although nobody picks them any more (sorted ids; absent
 *   on grants a device stored before there were any).
 *
 * A tastemaker curates from this scope: the places they may read as a
 * traveller, their own picks and the places they added, never other
 * tastemakers' paid picks (ARCHITECTURE.md, Permissions).
 */
export interface Grants {
  all: boolean;
  notes: boolean;
  tastemakers: string[];
  curators?: string[];
}

export const NO_GRANTS: Grants = { all: false, notes: false, tastemakers: [] };

/**
 * Whether a tastemaker is shown to travellers (lists, Home, search hints, the
 * guide picker). Only approved ones. A device may hold rows from before there
 * was a status (`status` absent) until its next sync: the seed's personas,
 * which have no account behind them, stay listed meanwhile (offline for
 * days, perhaps); a row made from an account may have been self-made, so it
 * waits for the server to send it again with its status.
 */
export function tastemakerListed(tastemaker: { status?: string; user?: string }): boolean {
  return tastemaker.status === 'approved' || (tastemaker.status === undefined && !tastemaker.user);
}

/** Whether a caller may see a tastemaker at all: listed ones, and their own record while it waits. */
export function tastemakerVisible(tastemaker: { status?: string; user?: string }, userId: string): boolean {
  return tastemakerListed(tastemaker) || (!!userId && tastemaker.user === userId);
}

function dateOf(value: string): number {
  return value ? Date.parse(value.replace(' ', 'T')) : NaN;
}

export function isAdmin(caller: Pick<Caller, 'roles'>): boolean {
  return caller.roles.includes('admin');
}

/** Spec §4: access when unlocked, or subscribed and active, and not past its end date. */
export function hasTastemakerAccess(terms: AccessTerms | undefined, now: Date = new Date()): boolean {
  if (!terms) return false;
  if (terms.unlocked) return true;
  if (!terms.subscribed || terms.status !== 'active') return false;
  const end = dateOf(terms.subscription_end);
  return Number.isNaN(end) || end > now.getTime();
}

/** The tastemakers a user follows: those of their entitlements that give access. */
export function tastemakersWithAccess(entitlements: readonly AccessTerms[], now: Date = new Date()): Set<string> {
  return new Set(entitlements.filter((terms) => hasTastemakerAccess(terms, now)).map((terms) => terms.tastemaker));
}

/** The tastemakers whose picks and notes the caller reads: those they follow, and their own. */
export function accessibleTastemakers(caller: Caller, now: Date = new Date()): Set<string> {
  const ids = tastemakersWithAccess(caller.entitlements, now);
  for (const own of caller.ownTastemakers) ids.add(own);
  return ids;
}

/** Live cities only: free ones for signed-in users, the default city for visitors, unlocked ones, all of them for admins. */
export function mayOpenCity(caller: Caller, city: CityTerms): boolean {
  if (city.status !== 'live') return false;
  if (!caller.userId) return city.is_free && city.slug === DEFAULT_CITY_SLUG;
  return city.is_free || isAdmin(caller) || caller.unlockedCities.includes(city.id);
}

export function openCityIds(caller: Caller, cities: readonly CityTerms[]): string[] {
  return cities.filter((city) => mayOpenCity(caller, city)).map((city) => city.id);
}

/** The caller's own tastemaker records linked to this city: those they curate in it with. */
export function curatorsIn(caller: Caller, cityId: string, links: readonly CityLink[]): string[] {
  const own = links
    .filter((link) => link.city === cityId && caller.ownTastemakers.includes(link.tastemaker))
    .map((link) => link.tastemaker);
  return [...new Set(own)].sort();
}

/**
 * Whether the caller curates in this city: they hold the tastemaker role (or
 * are an admin) and have a tastemaker record linked to it. What they may pick
 * is their curation scope, the places they may read (see Grants), not the city.
 */
export function mayCurateIn(caller: Caller, cityId: string, links: readonly CityLink[]): boolean {
  if (!caller.roles.includes('tastemaker') && !isAdmin(caller)) return false;
  return curatorsIn(caller, cityId, links).length > 0;
}

/** The caller's grants in one city they may open. */
export function cityGrants(caller: Caller, cityId: string, links: readonly CityLink[], now: Date = new Date()): Grants {
  const admin = isAdmin(caller);
  const accessible = accessibleTastemakers(caller, now);
  const inCity = links.filter((link) => link.city === cityId && accessible.has(link.tastemaker)).map((link) => link.tastemaker);
  const grants: Grants = { all: admin, notes: admin, tastemakers: [...new Set(inCity)].sort() };
  const curators = curatorsIn(caller, cityId, links);
  if (curators.length) grants.curators = curators;
  return grants;
}

/**
 * A place of a city the caller may open is readable when one of the
 * tastemakers they follow (or their own) picked it, when they keep it (saved,
 * or in one of their collections), when one of their own tastemaker records
 * added it (`addedBy`), or when their grants cover the whole city.
 */
export function placeReadable(grants: Grants, pickers: readonly string[], kept: boolean, addedBy = ''): boolean {
  return (
    grants.all ||
    kept ||
    pickers.some((tastemaker) => grants.tastemakers.includes(tastemaker)) ||
    (!!addedBy && !!grants.curators && grants.curators.includes(addedBy))
  );
}

/** Who picked a readable place is visible to all who read it; the note only to those who follow the picker. */
export function noteVisible(grants: Grants, tastemaker: string): boolean {
  return grants.notes || grants.tastemakers.includes(tastemaker);
}

/** Feed items speak for a tastemaker (notes, picks): readable like their notes; others like their place. */
export function feedItemReadable(
  grants: Grants,
  item: { tastemaker: string; place: string },
  placeIsReadable: (placeId: string) => boolean,
): boolean {
  if (grants.notes) return true;
  if (item.tastemaker) return grants.tastemakers.includes(item.tastemaker);
  return !item.place || placeIsReadable(item.place);
}

export function sameGrants(a: Grants | undefined, b: Grants): boolean {
  return (
    !!a &&
    a.all === b.all &&
    a.notes === b.notes &&
    a.tastemakers.join(',') === b.tastemakers.join(',') &&
    (a.curators ?? []).join(',') === (b.curators ?? []).join(',')
  );
}

/**
 * What a device must be sent when its grants in a city move from `before` to
 * `after`: everything again when a whole-city grant appears (`reset`), the
 * picks of newly followed tastemakers (`added`). What it lost, it prunes itself.
 */
export function grantsGained(before: Grants | undefined, after: Grants): { reset: boolean; added: string[] } {
  if (!before) return { reset: true, added: [] };
  if ((after.all && !before.all) || (after.notes && !before.notes)) return { reset: true, added: [] };
  // A new curator record (a traveller who just became a tastemaker) has added nothing yet, but re-reading is simplest and rare.
  if ((after.curators ?? []).some((t) => !(before.curators ?? []).includes(t))) return { reset: true, added: [] };
  return { reset: false, added: after.tastemakers.filter((t) => !before.tastemakers.includes(t)) };
}

/** Vibes a caller may read: approved ones, and their own proposals while an admin reviews them. */
export function vibeReadable(vibe: { status: string; created_by: string }, userId: string): boolean {
  return vibe.status === 'approved' || (vibe.status === 'pending' && !!userId && vibe.created_by === userId);
}

/**
 * A public collection shares the places in it (never notes) with anyone who
 * may open their city: its owner kept them, so could read them. Its owner
 * sees them all. A traveller's public city profile shares nothing more: a
 * viewer sees the bookmarks they may read themselves.
 */
export function sharedPlaceReadable(caller: Caller, ownerId: string, city: CityTerms | undefined): boolean {
  return (!!caller.userId && caller.userId === ownerId) || (!!city && mayOpenCity(caller, city));
}
