// What each purchase gives (ARCHITECTURE.md, Offers): the welcome gift (the
// first city free), a city unlock, a tastemaker follow, the local guide that
// comes with a city, and the package the first designs advertised, which is
// no product (TASTEMAKER_PACKAGE). Every promise is worked out from the access
// policy itself: the caller as the purchase would leave them (the entitlement
// the subscription machine would write), the grants the policy then gives
// them (cityGrants), and the places those grants read (placeReadable). Screens
// render their prices, promises and counts from here, and the server's answer
// to a purchase says what it gave with the same functions, so nothing promises
// more than the purchase opens. Prices live with the money rules
// (./subscription-machine.ts) and are written out here, once.
import { formatCents } from './format';
import {
  cityGrants,
  hasTastemakerAccess,
  mayOpenCity,
  placeReadable,
  type AccessTerms,
  type Caller,
  type CityLink,
  type CityTerms,
  type Grants,
} from './policy/access';
import {
  MONTHLY_PRICE_CENTS,
  cityUnlockCharge,
  planEntitlement,
  type EntitlementEvent,
  type EntitlementFields,
} from './subscription-machine';
import type { EntitlementStatus } from './types';

// ---------- prices, as every screen writes them ----------

/** A follow: one tastemaker's picks and notes, each month. */
export const FOLLOW_PRICE = {
  cents: MONTHLY_PRICE_CENTS,
  /** "$0.99" */
  amount: formatCents(MONTHLY_PRICE_CENTS),
  /** "$0.99/mo" (the card's button) */
  perMonth: `${formatCents(MONTHLY_PRICE_CENTS)}/mo`,
} as const;

/**
 * The "Seoul Tastemaker Package … $5.99" of the first designs (spec §1, §2
 * Landing and Home). No such product exists: nothing sells it and the server
 * has no route for it. What a traveller can buy is a city (with its local
 * guide) and tastemaker follows, each described below; screens that once
 * advertised the package describe those instead.
 */
export const TASTEMAKER_PACKAGE = { sold: false } as const;

// ---------- what the offers count with ----------

/** A city as offers read it: the policy's terms, its price and the figures the server keeps on it. */
export interface OfferCity extends CityTerms {
  name: string;
  price: number;
  featured_tastemaker: string;
  /** The city's places a traveller can open at all: those a listed tastemaker of the city picks (kept by the server, cityFigures). */
  places_count: number;
  /** Its listed tastemakers (kept by the server, cityFigures). */
  tastemakers_count: number;
}

/** A tastemaker's link to a city, with how many of its places their picks open there (kept by the server, cityFigures). */
export interface OfferLink extends CityLink {
  places?: number;
}

/** A tastemaker's pick of a place (a `tastemaker_places` row). */
export interface PickRow {
  tastemaker: string;
  place: string;
  city: string;
}

/** The rows a count of one city needs: its places (who added each) and every pick of them; what the caller keeps, if known. */
export interface CityCatalog {
  places: readonly { id: string; city: string; added_by?: string }[];
  picks: readonly PickRow[];
  kept?: ReadonlySet<string>;
}

/** How many places of a city a reader opens; `exact` false when the counter only knows a floor. */
export interface PlaceCount {
  places: number;
  exact: boolean;
}

/** Counts the places of a city a reader with `grants` opens. */
export type CountPlaces = (cityId: string, grants: Grants) => PlaceCount;

/** The places of `cityId` a reader with `grants` opens, by the policy's placeReadable over the city's rows. */
export function placesOpenedBy(cityId: string, grants: Grants, catalog: CityCatalog): Set<string> {
  const pickers = new Map<string, string[]>();
  for (const pick of catalog.picks) {
    if (pick.city !== cityId) continue;
    const list = pickers.get(pick.place);
    if (list) list.push(pick.tastemaker);
    else pickers.set(pick.place, [pick.tastemaker]);
  }
  const open = new Set<string>();
  for (const place of catalog.places) {
    if (place.city !== cityId) continue;
    if (placeReadable(grants, pickers.get(place.id) ?? [], !!catalog.kept?.has(place.id), place.added_by)) open.add(place.id);
  }
  return open;
}

/** Exact counts from a city's rows: the server's, which holds them all. */
export function countFromCatalog(catalog: CityCatalog): CountPlaces {
  return (cityId, grants) => ({ places: placesOpenedBy(cityId, grants, catalog).size, exact: true });
}

/** What a device holds of a city it may open: the places the user reads now, and who picked each. */
export interface HeldCity {
  grants: Grants;
  readable: readonly string[];
  pickersOf: (placeId: string) => readonly string[];
}

/**
 * Counts on a device, which holds only the places the user reads: from those
 * (`held`) and the server's figure of each tastemaker's places (the links).
 * Following one more tastemaker adds their places the user does not read yet,
 * exactly; two or more at once add at least the most any one of them adds.
 */
export function countFromFigures(
  cities: readonly Pick<OfferCity, 'id' | 'places_count'>[],
  links: readonly OfferLink[],
  held: ReadonlyMap<string, HeldCity> = new Map(),
): CountPlaces {
  return (cityId, grants) => {
    const here = held.get(cityId);
    const readable = here?.readable ?? [];
    if (grants.all) {
      const total = cities.find((c) => c.id === cityId)?.places_count ?? 0;
      return { places: Math.max(total, readable.length), exact: false };
    }
    const before = here?.grants.tastemakers ?? [];
    // Grants that lost a tastemaker read less than the device holds: which of its places go, it cannot tell.
    if (before.some((t) => !grants.tastemakers.includes(t))) return { places: 0, exact: false };
    const gains = grants.tastemakers
      .filter((t) => !before.includes(t))
      .map((t) => {
        const figure = links.find((link) => link.city === cityId && link.tastemaker === t)?.places;
        const already = here ? readable.filter((place) => here.pickersOf(place).includes(t)).length : 0;
        return { places: Math.max(0, (figure ?? 0) - already), known: figure !== undefined };
      });
    return {
      places: readable.length + Math.max(0, ...gains.map((gain) => gain.places)),
      exact: gains.length <= 1 && gains.every((gain) => gain.known),
    };
  };
}

/**
 * The figures the server keeps on a city and its links (OfferCity, OfferLink),
 * from its rows: each linked tastemaker's places, and the places and
 * tastemakers of the city a traveller can open by following every one of
 * them listed to travellers (`listed`, tastemakerListed).
 */
export function cityFigures(
  cityId: string,
  tastemakers: readonly { id: string; listed: boolean }[],
  catalog: CityCatalog,
): { places: number; tastemakers: number; byTastemaker: Record<string, number> } {
  const grantsOf = (ids: string[]): Grants => ({ all: false, notes: false, tastemakers: ids });
  // What a traveller opens through picks: nothing they happen to keep.
  const plain = { places: catalog.places, picks: catalog.picks };
  const byTastemaker: Record<string, number> = {};
  for (const t of tastemakers) byTastemaker[t.id] = placesOpenedBy(cityId, grantsOf([t.id]), plain).size;
  const listed = tastemakers.filter((t) => t.listed).map((t) => t.id);
  return { places: placesOpenedBy(cityId, grantsOf(listed), plain).size, tastemakers: listed.length, byTastemaker };
}

// ---------- the caller as a purchase leaves them ----------

const STATUSES: readonly EntitlementStatus[] = ['active', 'cancelled', 'canceled', 'past_due', 'expired', ''];

/** What an entitlement charges each month, in cents: a device's and the server's rows carry it; bare terms count as free. */
function monthlyAmount(terms: AccessTerms): number {
  return 'monthly_amount' in terms && typeof terms.monthly_amount === 'number' ? terms.monthly_amount : 0;
}

/** The terms the subscription machine would write for `event` on `current`: what a follow or a local guide really leaves. */
function termsAfter(current: AccessTerms | undefined, tastemaker: string, event: EntitlementEvent, caller: Caller, now: Date): AccessTerms {
  const fields: EntitlementFields | null = current
    ? {
        subscribed: current.subscribed,
        unlocked: current.unlocked,
        status: STATUSES.find((status) => status === current.status) ?? '',
        subscription_start: '',
        subscription_end: current.subscription_end,
        monthly_amount: monthlyAmount(current),
        // Only whether it contains the cancelled marker matters to the machine's plans here.
        provider_subscription_id: 'provider_subscription_id' in current ? String(current.provider_subscription_id) : '',
        provider_customer_id: '',
      }
    : null;
  const plan = planEntitlement(fields, event, { user: caller.userId, tastemaker, now });
  if (plan.kind !== 'write') return current ?? { tastemaker, subscribed: false, unlocked: false, status: '', subscription_end: '' };
  const { subscribed, unlocked, status, subscription_end } = plan.fields;
  return { tastemaker, subscribed, unlocked, status, subscription_end };
}

function withTerms(caller: Caller, terms: AccessTerms): Caller {
  return { ...caller, entitlements: [...caller.entitlements.filter((e) => e.tastemaker !== terms.tastemaker), terms] };
}

/** The caller once `city` is theirs: in their unlocked cities, its local guide free (lib/accounts.js, openCityFor). */
export function callerWithCity(caller: Caller, city: Pick<OfferCity, 'id' | 'featured_tastemaker'>, now: Date = new Date()): Caller {
  const after: Caller = caller.unlockedCities.includes(city.id)
    ? caller
    : { ...caller, unlockedCities: [...caller.unlockedCities, city.id] };
  const guide = city.featured_tastemaker;
  if (!guide) return after;
  const current = caller.entitlements.find((e) => e.tastemaker === guide);
  return withTerms(after, termsAfter(current, guide, { type: 'grant_free_access' }, caller, now));
}

/** The caller once they follow `tastemaker` (the subscribe route; admins follow free, unlocked). */
export function callerFollowing(caller: Caller, tastemaker: string, now: Date = new Date()): Caller {
  const current = caller.entitlements.find((e) => e.tastemaker === tastemaker);
  return withTerms(caller, termsAfter(current, tastemaker, { type: 'subscribe', admin: caller.roles.includes('admin') }, caller, now));
}

// ---------- offers ----------

/** Where the offers are read from: who asks, the cities and their links (with the server's figures), and a counter. */
export interface OfferContext {
  caller: Caller;
  cities: readonly OfferCity[];
  links: readonly OfferLink[];
  count: CountPlaces;
  /** The tastemakers listed to travellers (tastemakerListed); links to others are left out of every promise. */
  listed: ReadonlySet<string>;
  now?: Date;
}

/** What a purchase gives in one city. */
export interface CityGift {
  city: string;
  cityName: string;
  /** The tastemakers whose picks it opens there, newly. */
  tastemakers: string[];
  /** Places open to the buyer there afterwards (a floor when not `exact`), and how many of those are new. */
  places: number;
  added: number;
  exact: boolean;
  /** The city's places a traveller can open at all (at least those open afterwards). */
  total: number;
  /** Listed tastemakers of the city the buyer still does not follow afterwards: each a follow at FOLLOW_PRICE. */
  rest: string[];
}

function listedIn(context: OfferContext, cityId: string): string[] {
  return context.links.filter((link) => link.city === cityId && context.listed.has(link.tastemaker)).map((link) => link.tastemaker);
}

/** What the caller reads in a city: the policy's grants, and the count when the city opens for them. */
function readsIn(context: OfferContext, caller: Caller, city: OfferCity): { grants: Grants; count: PlaceCount } {
  const now = context.now ?? new Date();
  if (!mayOpenCity(caller, city)) return { grants: { all: false, notes: false, tastemakers: [] }, count: { places: 0, exact: true } };
  const grants = cityGrants(caller, city.id, context.links, now);
  return { grants, count: context.count(city.id, grants) };
}

/** What moving the caller from `before` to `after` gives in `city`. */
export function giftIn(context: OfferContext, city: OfferCity, before: Caller, after: Caller): CityGift {
  const was = readsIn(context, before, city);
  const is = readsIn(context, after, city);
  const listed = listedIn(context, city.id);
  return {
    city: city.id,
    cityName: city.name,
    tastemakers: is.grants.tastemakers.filter((t) => !was.grants.tastemakers.includes(t)),
    places: is.count.places,
    added: Math.max(0, is.count.places - was.count.places),
    exact: is.count.exact && was.count.exact,
    total: Math.max(city.places_count, is.count.places),
    rest: is.grants.all ? [] : listed.filter((t) => !is.grants.tastemakers.includes(t)),
  };
}

export interface CityOffer {
  kind: 'welcome_gift' | 'city_unlock';
  city: string;
  cityName: string;
  priceCents: number;
  /** "$6.99", or "Free" (the welcome gift, a free city). */
  price: string;
  /** The city is the caller's already (unlocked): nothing to buy. */
  owned: boolean;
  /** The local guide that comes with the city ('' when it has none). */
  guide: string;
  gives: CityGift;
}

/** What unlocking a city costs (the charge the unlock route makes): "$6.99", or "Free" for a free city. */
export function cityUnlockPrice(city: Pick<OfferCity, 'is_free' | 'price'>): { priceCents: number; price: string } {
  const { cents } = cityUnlockCharge(city, false);
  return { priceCents: cents, price: cents ? formatCents(cents) : 'Free' };
}

/**
 * The welcome gift (the first city free, with its local guide) or a city
 * unlock (one-time, permanent, with its local guide): what the caller would
 * read in the city afterwards, and what stays paid there.
 */
export function cityOffer(kind: CityOffer['kind'], city: OfferCity, context: OfferContext): CityOffer {
  const { caller } = context;
  const after = callerWithCity(caller, city, context.now);
  const { priceCents, price } = kind === 'welcome_gift' ? { priceCents: 0, price: 'Free' } : cityUnlockPrice(city);
  return {
    kind,
    city: city.id,
    cityName: city.name,
    priceCents,
    price,
    owned: caller.unlockedCities.includes(city.id),
    guide: city.featured_tastemaker,
    gives: giftIn(context, city, caller, after),
  };
}

/** Where the caller stands in a city they have: the places open to them, of the total, and who they do not follow yet. */
export function cityStanding(city: OfferCity, context: OfferContext): CityGift {
  return giftIn(context, city, context.caller, context.caller);
}

/** A traveller who has just signed up: no city, no follow, no role. */
export const NEWCOMER: Caller = { userId: 'newcomer', roles: [], unlockedCities: [], entitlements: [], ownTastemakers: [] };

/** What the welcome gift would give a newcomer in each live city, by name (the landing page's offer). */
export function welcomeGiftOffers(context: OfferContext): CityOffer[] {
  const newcomer = { ...context, caller: NEWCOMER };
  return context.cities
    .filter((city) => city.status === 'live')
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((city) => cityOffer('welcome_gift', city, newcomer));
}

/**
 * How a tastemaker stands for the caller:
 * - `included`: a city's local guide they have, free with the city;
 * - `following`: they follow them (paid, or an admin's free follow);
 * - `with_city`: a city's local guide they do not have: it comes with the city, never sold alone;
 * - `available`: a follow at FOLLOW_PRICE.
 */
export type FollowStatus = 'included' | 'following' | 'with_city' | 'available';

export interface FollowOffer {
  kind: 'follow' | 'local_guide';
  tastemaker: string;
  status: FollowStatus;
  /** What it costs: FOLLOW_PRICE, nothing for a local guide (its city's price is the city's offer). */
  priceCents: number;
  /** "$0.99/mo", "Included", "Following". */
  price: string;
  /** The city a local guide comes with. */
  city: OfferCity | null;
  /** What following gives in each of their cities the caller may open. */
  gives: CityGift[];
  /** Their cities the caller may not open: their picks there open only with the city. */
  lockedCities: OfferCity[];
}

/** The city whose local guide this tastemaker is, if any. */
export function guideCity(context: Pick<OfferContext, 'cities'>, tastemaker: string): OfferCity | null {
  return context.cities.find((c) => c.status === 'live' && c.featured_tastemaker === tastemaker) ?? null;
}

/** A tastemaker follow, or the local guide that comes with a city: how it stands for the caller and what it gives. */
export function followOffer(tastemaker: string, context: OfferContext): FollowOffer {
  const { caller } = context;
  const now = context.now ?? new Date();
  const city = guideCity(context, tastemaker);
  const current = caller.entitlements.find((e) => e.tastemaker === tastemaker);
  const has = hasTastemakerAccess(current, now);
  const free = has && !!current && (current.unlocked || !monthlyAmount(current));
  let status: FollowStatus;
  if (has) status = city && free ? 'included' : 'following';
  else status = city ? 'with_city' : 'available';
  const after = city && !has ? callerWithCity(caller, city, now) : callerFollowing(caller, tastemaker, now);
  const theirs = context.cities.filter(
    (c) => c.status === 'live' && context.links.some((link) => link.city === c.id && link.tastemaker === tastemaker),
  );
  return {
    kind: city ? 'local_guide' : 'follow',
    tastemaker,
    status,
    priceCents: status === 'available' ? FOLLOW_PRICE.cents : 0,
    price: status === 'available' ? FOLLOW_PRICE.perMonth : status === 'following' ? 'Following' : 'Included',
    city,
    gives: theirs.filter((c) => mayOpenCity(after, c)).map((c) => giftIn(context, c, caller, after)),
    lockedCities: theirs.filter((c) => !mayOpenCity(after, c)),
  };
}

/** A tastemaker's own places in each of their cities the caller may open (the server's figure of each link). */
export function placesOf(tastemaker: string, context: OfferContext): { city: OfferCity; places: number }[] {
  return context.cities
    .filter((c) => mayOpenCity(context.caller, c))
    .flatMap((city) => {
      const link = context.links.find((l) => l.city === city.id && l.tastemaker === tastemaker);
      return link ? [{ city, places: link.places ?? 0 }] : [];
    });
}

/** How much of a city is open to the caller, from the places the device reads there. */
export interface OpenCount {
  open: number;
  total: number;
}

/** The places open to the caller of the city's total; never a total below what is open. */
export function openCount(open: number, city: Pick<OfferCity, 'places_count'>): OpenCount {
  return { open, total: Math.max(open, city.places_count) };
}

// ---------- the words ----------

/** 1234 → "1,234": by hand, since the server's JS engine reads toLocaleString's locale as a radix. */
function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function placesLabel(n: number): string {
  return `${grouped(n)} ${n === 1 ? 'place' : 'places'}`;
}

export function tastemakersLabel(n: number): string {
  return `${n} ${n === 1 ? 'tastemaker' : 'tastemakers'}`;
}

/** "116 places", or "at least 116 places" when the count is a floor. */
export function countLabel(count: { places: number; exact: boolean }): string {
  return count.exact ? placesLabel(count.places) : `at least ${placesLabel(count.places)}`;
}

/** What stays paid beside a gift: "5 more tastemakers at $0.99/mo"; '' when nothing does. */
export function restLabel(gift: Pick<CityGift, 'rest'>): string {
  const n = gift.rest.length;
  return n ? `${n} more ${n === 1 ? 'tastemaker' : 'tastemakers'} at ${FOLLOW_PRICE.perMonth}` : '';
}

/** A city offer's promise and what stays paid: "116 places from the local guide · 5 more tastemakers at $0.99/mo". */
export function cityOfferLine(offer: CityOffer): string {
  return [`${countLabel(offer.gives)} ${placesSource(offer)}`, restLabel(offer.gives)].filter(Boolean).join(' · ');
}

/** Where a city offer's places come from: "from the local guide" when it is all the guide's doing, else "in <city>". */
export function placesSource(offer: CityOffer): string {
  const { gives } = offer;
  // The guide brings every place only when nothing was open before and the guide is all it adds.
  const fromGuide = !!offer.guide && gives.tastemakers.length === 1 && gives.tastemakers[0] === offer.guide && gives.added === gives.places;
  return fromGuide ? 'from the local guide' : `in ${offer.cityName}`;
}

/** The unlock button: "Unlock for $6.99", or "Unlock free". */
export function unlockLabel(price: { priceCents: number; price: string }): string {
  return price.priceCents ? `Unlock for ${price.price}` : 'Unlock free';
}

/** Under a city's price: "One-time payment · permanent access", or "Free · permanent access". */
export function unlockTerms(price: { priceCents: number }): string {
  return price.priceCents ? 'One-time payment · permanent access' : 'Free · permanent access';
}

/** How much is open: "81 of 161 places · follow tastemakers to open the rest", or "161 places" when all are. */
export function openCountLine(count: OpenCount): string {
  if (count.open >= count.total) return placesLabel(count.total);
  return `${grouped(count.open)} of ${placesLabel(count.total)} · follow tastemakers to open the rest`;
}

/** Where the caller stands: "81 of 161 places open to you · 5 more tastemakers at $0.99/mo", or "All 161 places open to you". */
export function standingLine(gift: CityGift): string {
  const open =
    gift.places >= gift.total
      ? `All ${placesLabel(gift.total)} open to you`
      : `${grouped(gift.places)} of ${placesLabel(gift.total)} open to you`;
  return [open, restLabel(gift)].filter(Boolean).join(' · ');
}

/** What a follow opens, city by city: "78 places in New York City"; new ones only when some are open already. */
export function followGiftLine(offer: FollowOffer): string {
  return offer.gives
    .filter((gift) => gift.added > 0 || !gift.exact)
    .map((gift) => {
      const more = gift.places > gift.added ? 'more ' : '';
      return `${gift.exact ? '' : 'at least '}${grouped(gift.added)} ${more}${gift.added === 1 ? 'place' : 'places'} in ${gift.cityName}`;
    })
    .join(' · ');
}
