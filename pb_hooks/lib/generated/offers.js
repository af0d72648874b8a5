// Generated from src/domain/offers.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
"use strict";
var __defProp = Object.defineProperty;
var __defProps = Object.defineProperties;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropDescs = Object.getOwnPropertyDescriptors;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getOwnPropSymbols = Object.getOwnPropertySymbols;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __propIsEnum = Object.prototype.propertyIsEnumerable;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __spreadValues = (a, b) => {
  for (var prop in b || (b = {}))
    if (__hasOwnProp.call(b, prop))
      __defNormalProp(a, prop, b[prop]);
  if (__getOwnPropSymbols)
    for (var prop of __getOwnPropSymbols(b)) {
      if (__propIsEnum.call(b, prop))
        __defNormalProp(a, prop, b[prop]);
    }
  return a;
};
var __spreadProps = (a, b) => __defProps(a, __getOwnPropDescs(b));
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/domain/offers.ts
var offers_exports = {};
__export(offers_exports, {
  FOLLOW_PRICE: () => FOLLOW_PRICE,
  NEWCOMER: () => NEWCOMER,
  TASTEMAKER_PACKAGE: () => TASTEMAKER_PACKAGE,
  callerFollowing: () => callerFollowing,
  callerWithCity: () => callerWithCity,
  cityFigures: () => cityFigures,
  cityOffer: () => cityOffer,
  cityOfferLine: () => cityOfferLine,
  cityStanding: () => cityStanding,
  cityUnlockPrice: () => cityUnlockPrice,
  countFromCatalog: () => countFromCatalog,
  countFromFigures: () => countFromFigures,
  countLabel: () => countLabel,
  followGiftLine: () => followGiftLine,
  followOffer: () => followOffer,
  giftIn: () => giftIn,
  guideCity: () => guideCity,
  openCount: () => openCount,
  openCountLine: () => openCountLine,
  placesLabel: () => placesLabel,
  placesOf: () => placesOf,
  placesOpenedBy: () => placesOpenedBy,
  placesSource: () => placesSource,
  restLabel: () => restLabel,
  standingLine: () => standingLine,
  tastemakersLabel: () => tastemakersLabel,
  unlockLabel: () => unlockLabel,
  unlockTerms: () => unlockTerms,
  welcomeGiftOffers: () => welcomeGiftOffers
});
module.exports = __toCommonJS(offers_exports);

// src/domain/policy/access.ts
var DEFAULT_CITY_SLUG = "seoul";
function dateOf(value) {
  return value ? Date.parse(value.replace(" ", "T")) : NaN;
}
function isAdmin(caller) {
  return caller.roles.includes("admin");
}
function hasTastemakerAccess(terms, now = /* @__PURE__ */ new Date()) {
  if (!terms) return false;
  if (terms.unlocked) return true;
  if (!terms.subscribed || terms.status !== "active") return false;
  const end = dateOf(terms.subscription_end);
  return Number.isNaN(end) || end > now.getTime();
}
function tastemakersWithAccess(entitlements, now = /* @__PURE__ */ new Date()) {
  return new Set(entitlements.filter((terms) => hasTastemakerAccess(terms, now)).map((terms) => terms.tastemaker));
}
function accessibleTastemakers(caller, now = /* @__PURE__ */ new Date()) {
  const ids = tastemakersWithAccess(caller.entitlements, now);
  for (const own of caller.ownTastemakers) ids.add(own);
  return ids;
}
function mayOpenCity(caller, city) {
  if (city.status !== "live") return false;
  if (!caller.userId) return city.is_free && city.slug === DEFAULT_CITY_SLUG;
  return city.is_free || isAdmin(caller) || caller.unlockedCities.includes(city.id);
}
function curatorsIn(caller, cityId, links) {
  const own = links.filter((link) => link.city === cityId && caller.ownTastemakers.includes(link.tastemaker)).map((link) => link.tastemaker);
  return [...new Set(own)].sort();
}
function cityGrants(caller, cityId, links, now = /* @__PURE__ */ new Date()) {
  const admin = isAdmin(caller);
  const accessible = accessibleTastemakers(caller, now);
  const inCity = links.filter((link) => link.city === cityId && accessible.has(link.tastemaker)).map((link) => link.tastemaker);
  const grants = { all: admin, notes: admin, tastemakers: [...new Set(inCity)].sort() };
  const curators = curatorsIn(caller, cityId, links);
  if (curators.length) grants.curators = curators;
  return grants;
}
function placeReadable(grants, pickers, kept, addedBy = "") {
  return grants.all || kept || pickers.some((tastemaker) => grants.tastemakers.includes(tastemaker)) || !!addedBy && !!grants.curators && grants.curators.includes(addedBy);
}

// src/domain/subscriptions.ts
function parseDate(value) {
  if (!value) return null;
  const date = new Date(value.replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? null : date;
}
var CANCELLED_MARKER = "_cancelled";
function isCancelling(entitlement) {
  return String(entitlement.provider_subscription_id || "").includes("cancelled");
}

// src/domain/subscription-machine.ts
var MONTHLY_PRICE_CENTS = 99;
var DEFAULT_CITY_PRICE = 6.99;
function cityPrice(price) {
  return price && price > 0 ? price : DEFAULT_CITY_PRICE;
}
function cityPriceCents(price) {
  return Math.round(cityPrice(price) * 100);
}
function cityUnlockCharge(city, bypass) {
  if (city.is_free || bypass) return { amount: 0, cents: 0, freeReference: bypass ? "bypass" : "free_city" };
  return { amount: cityPrice(city.price), cents: cityPriceCents(city.price), freeReference: "" };
}
var ADMIN_FREE_FOLLOW = "admin_free_follow";
var ENTITLEMENT_MESSAGES = {
  notSubscribed: "You are not subscribed to this tastemaker.",
  notFollowing: "You are not following this tastemaker.",
  freeAccess: "Free access cannot be unsubscribed.",
  notCancellable: "Only an active paid subscription can be cancelled.",
  ended: "This subscription has ended. Subscribe again to follow this tastemaker.",
  declined: "The payment was declined. Please update your payment method.",
  declinedAgain: "The payment failed again. Please update your payment method."
};
function pocketbaseDate(date) {
  return date.toISOString().replace("T", " ");
}
function oneMonthAfter(date) {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
function paymentKey(context, op, periodAnchor) {
  return `${context.user}:${context.tastemaker}:${op}:${periodAnchor}`;
}
function refuse(message, status = 400) {
  return { kind: "refuse", status, message };
}
function unchanged(reason) {
  return { kind: "unchanged", reason };
}
function write(outcome, fields, extra = {}) {
  return __spreadValues({ kind: "write", outcome, fields }, extra);
}
var NONE = {
  subscribed: false,
  unlocked: false,
  status: "",
  subscription_start: "",
  subscription_end: "",
  monthly_amount: 0,
  provider_subscription_id: "",
  provider_customer_id: ""
};
function hasAccess(current, context) {
  return !!current && hasTastemakerAccess(__spreadValues({ tastemaker: context.tastemaker }, current), context.now);
}
function isFreeAccessGrant(current) {
  return current.subscribed && !current.unlocked && current.status === "active" && !current.monthly_amount && !current.subscription_end;
}
function isPaidActive(current) {
  return current.subscribed && current.status === "active" && current.monthly_amount > 0;
}
function withoutMarker(subscriptionId) {
  return subscriptionId.replace(/_?cancelled/g, "");
}
function endedNow(current, context) {
  return __spreadProps(__spreadValues({}, current), { subscribed: false, unlocked: false, status: "cancelled", subscription_end: pocketbaseDate(context.now) });
}
function subscribe(current, context, admin) {
  if (hasAccess(current, context)) return unchanged("already_active");
  const base = current != null ? current : NONE;
  const now = pocketbaseDate(context.now);
  if (admin) {
    return write("followed_free", __spreadProps(__spreadValues({}, base), {
      subscribed: true,
      unlocked: true,
      status: "active",
      subscription_start: now,
      subscription_end: "",
      monthly_amount: 0,
      provider_subscription_id: ADMIN_FREE_FOLLOW
    }));
  }
  const fields = __spreadProps(__spreadValues({}, base), {
    subscribed: true,
    unlocked: false,
    status: "active",
    subscription_start: now,
    subscription_end: pocketbaseDate(oneMonthAfter(context.now)),
    monthly_amount: MONTHLY_PRICE_CENTS,
    provider_subscription_id: ""
  });
  return write("started", fields, {
    payment: { op: "start", key: paymentKey(context, "start", now), amountCents: MONTHLY_PRICE_CENTS, subscriptionId: "" },
    declined: refuse(ENTITLEMENT_MESSAGES.declined)
  });
}
function grantFreeAccess(current, context) {
  if (current && isFreeAccessGrant(current)) return unchanged("already_active");
  return write("granted_free", __spreadProps(__spreadValues({}, current != null ? current : NONE), {
    subscribed: true,
    unlocked: false,
    status: "active",
    subscription_start: pocketbaseDate(context.now),
    subscription_end: "",
    monthly_amount: 0,
    provider_subscription_id: ""
  }));
}
function unsubscribe(current, context) {
  if (!current) return refuse(ENTITLEMENT_MESSAGES.notSubscribed, 404);
  if (isFreeAccessGrant(current)) return refuse(ENTITLEMENT_MESSAGES.freeAccess);
  if (current.unlocked || current.subscribed && (current.status === "active" || current.status === "past_due")) {
    return write("ended", endedNow(current, context));
  }
  if (current.status === "cancelled" || current.status === "canceled") return unchanged("already_ended");
  return refuse(ENTITLEMENT_MESSAGES.notFollowing);
}
function cancelAtPeriodEnd(current) {
  if (!current) return refuse(ENTITLEMENT_MESSAGES.notSubscribed, 404);
  if (!isPaidActive(current)) return refuse(ENTITLEMENT_MESSAGES.notCancellable);
  if (isCancelling(current)) return unchanged("already_cancelling");
  return write("cancelling", __spreadProps(__spreadValues({}, current), { provider_subscription_id: `${current.provider_subscription_id}${CANCELLED_MARKER}` }));
}
function reactivate(current, context) {
  if (!current) return refuse(ENTITLEMENT_MESSAGES.notSubscribed, 404);
  if (current.unlocked && current.status === "active") return unchanged("already_active");
  if (current.subscribed && current.status === "active") {
    if (!isCancelling(current)) return unchanged("already_active");
    const end = parseDate(current.subscription_end);
    if (end && end <= context.now) return refuse(ENTITLEMENT_MESSAGES.ended);
    return write("resumed", __spreadProps(__spreadValues({}, current), { provider_subscription_id: withoutMarker(current.provider_subscription_id) }));
  }
  if (current.status === "past_due") {
    const amountCents = current.monthly_amount || MONTHLY_PRICE_CENTS;
    return write(
      "reactivated",
      __spreadProps(__spreadValues({}, current), {
        subscribed: true,
        status: "active",
        monthly_amount: amountCents,
        subscription_end: pocketbaseDate(oneMonthAfter(context.now))
      }),
      {
        payment: {
          op: "reactivate",
          key: paymentKey(context, "reactivate", current.subscription_end),
          amountCents,
          subscriptionId: current.provider_subscription_id
        },
        declined: refuse(ENTITLEMENT_MESSAGES.declinedAgain)
      }
    );
  }
  return refuse(ENTITLEMENT_MESSAGES.ended);
}
function renewalDue(current, context) {
  const end = current ? parseDate(current.subscription_end) : null;
  if (!current || !isPaidActive(current) || !end || end > context.now) return unchanged("not_due");
  if (isCancelling(current)) return write("expired", __spreadProps(__spreadValues({}, current), { subscribed: false, status: "expired" }));
  return write(
    "renewed",
    __spreadProps(__spreadValues({}, current), { subscription_end: pocketbaseDate(oneMonthAfter(end)) }),
    {
      payment: {
        op: "renew",
        key: paymentKey(context, "renew", current.subscription_end),
        amountCents: current.monthly_amount,
        subscriptionId: current.provider_subscription_id
      },
      declined: write("past_due", __spreadProps(__spreadValues({}, current), { status: "past_due" }))
    }
  );
}
function revokeAdminFollow(current, context) {
  if (!current || current.provider_subscription_id !== ADMIN_FREE_FOLLOW || !(current.unlocked || current.subscribed)) {
    return unchanged("not_admin_follow");
  }
  return write("admin_follow_ended", endedNow(current, context));
}
function planEntitlement(current, event, context) {
  switch (event.type) {
    case "subscribe":
      return subscribe(current, context, event.admin);
    case "grant_free_access":
      return grantFreeAccess(current, context);
    case "unsubscribe":
      return unsubscribe(current, context);
    case "cancel_at_period_end":
      return cancelAtPeriodEnd(current);
    case "reactivate":
      return reactivate(current, context);
    case "renewal_due":
      return renewalDue(current, context);
    case "revoke_admin_follow":
      return revokeAdminFollow(current, context);
    case "reset":
    case "account_closed":
      return current ? { kind: "delete" } : unchanged("none");
  }
}

// src/domain/format.ts
function formatDollars(amount) {
  return `$${amount.toFixed(2)}`;
}
function formatCents(cents) {
  return formatDollars(cents / 100);
}

// src/domain/offers.ts
var FOLLOW_PRICE = {
  cents: MONTHLY_PRICE_CENTS,
  /** "$0.99" */
  amount: formatCents(MONTHLY_PRICE_CENTS),
  /** "$0.99/mo" (the card's button) */
  perMonth: `${formatCents(MONTHLY_PRICE_CENTS)}/mo`
};
var TASTEMAKER_PACKAGE = { sold: false };
function placesOpenedBy(cityId, grants, catalog) {
  var _a, _b;
  const pickers = /* @__PURE__ */ new Map();
  for (const pick of catalog.picks) {
    if (pick.city !== cityId) continue;
    const list = pickers.get(pick.place);
    if (list) list.push(pick.tastemaker);
    else pickers.set(pick.place, [pick.tastemaker]);
  }
  const open = /* @__PURE__ */ new Set();
  for (const place of catalog.places) {
    if (place.city !== cityId) continue;
    if (placeReadable(grants, (_a = pickers.get(place.id)) != null ? _a : [], !!((_b = catalog.kept) == null ? void 0 : _b.has(place.id)), place.added_by)) open.add(place.id);
  }
  return open;
}
function countFromCatalog(catalog) {
  return (cityId, grants) => ({ places: placesOpenedBy(cityId, grants, catalog).size, exact: true });
}
function countFromFigures(cities, links, held = /* @__PURE__ */ new Map()) {
  return (cityId, grants) => {
    var _a, _b, _c, _d;
    const here = held.get(cityId);
    const readable = (_a = here == null ? void 0 : here.readable) != null ? _a : [];
    if (grants.all) {
      const total = (_c = (_b = cities.find((c) => c.id === cityId)) == null ? void 0 : _b.places_count) != null ? _c : 0;
      return { places: Math.max(total, readable.length), exact: false };
    }
    const before = (_d = here == null ? void 0 : here.grants.tastemakers) != null ? _d : [];
    if (before.some((t) => !grants.tastemakers.includes(t))) return { places: 0, exact: false };
    const gains = grants.tastemakers.filter((t) => !before.includes(t)).map((t) => {
      var _a2;
      const figure = (_a2 = links.find((link) => link.city === cityId && link.tastemaker === t)) == null ? void 0 : _a2.places;
      const already = here ? readable.filter((place) => here.pickersOf(place).includes(t)).length : 0;
      return { places: Math.max(0, (figure != null ? figure : 0) - already), known: figure !== void 0 };
    });
    return {
      places: readable.length + Math.max(0, ...gains.map((gain) => gain.places)),
      exact: gains.length <= 1 && gains.every((gain) => gain.known)
    };
  };
}
function cityFigures(cityId, tastemakers, catalog) {
  const grantsOf = (ids) => ({ all: false, notes: false, tastemakers: ids });
  const plain = { places: catalog.places, picks: catalog.picks };
  const byTastemaker = {};
  for (const t of tastemakers) byTastemaker[t.id] = placesOpenedBy(cityId, grantsOf([t.id]), plain).size;
  const listed = tastemakers.filter((t) => t.listed).map((t) => t.id);
  return { places: placesOpenedBy(cityId, grantsOf(listed), plain).size, tastemakers: listed.length, byTastemaker };
}
var STATUSES = ["active", "cancelled", "canceled", "past_due", "expired", ""];
function monthlyAmount(terms) {
  return "monthly_amount" in terms && typeof terms.monthly_amount === "number" ? terms.monthly_amount : 0;
}
function termsAfter(current, tastemaker, event, caller, now) {
  var _a;
  const fields = current ? {
    subscribed: current.subscribed,
    unlocked: current.unlocked,
    status: (_a = STATUSES.find((status2) => status2 === current.status)) != null ? _a : "",
    subscription_start: "",
    subscription_end: current.subscription_end,
    monthly_amount: monthlyAmount(current),
    // Only whether it contains the cancelled marker matters to the machine's plans here.
    provider_subscription_id: "provider_subscription_id" in current ? String(current.provider_subscription_id) : "",
    provider_customer_id: ""
  } : null;
  const plan = planEntitlement(fields, event, { user: caller.userId, tastemaker, now });
  if (plan.kind !== "write") return current != null ? current : { tastemaker, subscribed: false, unlocked: false, status: "", subscription_end: "" };
  const { subscribed, unlocked, status, subscription_end } = plan.fields;
  return { tastemaker, subscribed, unlocked, status, subscription_end };
}
function withTerms(caller, terms) {
  return __spreadProps(__spreadValues({}, caller), { entitlements: [...caller.entitlements.filter((e) => e.tastemaker !== terms.tastemaker), terms] });
}
function callerWithCity(caller, city, now = /* @__PURE__ */ new Date()) {
  const after = caller.unlockedCities.includes(city.id) ? caller : __spreadProps(__spreadValues({}, caller), { unlockedCities: [...caller.unlockedCities, city.id] });
  const guide = city.featured_tastemaker;
  if (!guide) return after;
  const current = caller.entitlements.find((e) => e.tastemaker === guide);
  return withTerms(after, termsAfter(current, guide, { type: "grant_free_access" }, caller, now));
}
function callerFollowing(caller, tastemaker, now = /* @__PURE__ */ new Date()) {
  const current = caller.entitlements.find((e) => e.tastemaker === tastemaker);
  return withTerms(caller, termsAfter(current, tastemaker, { type: "subscribe", admin: caller.roles.includes("admin") }, caller, now));
}
function listedIn(context, cityId) {
  return context.links.filter((link) => link.city === cityId && context.listed.has(link.tastemaker)).map((link) => link.tastemaker);
}
function readsIn(context, caller, city) {
  var _a;
  const now = (_a = context.now) != null ? _a : /* @__PURE__ */ new Date();
  if (!mayOpenCity(caller, city)) return { grants: { all: false, notes: false, tastemakers: [] }, count: { places: 0, exact: true } };
  const grants = cityGrants(caller, city.id, context.links, now);
  return { grants, count: context.count(city.id, grants) };
}
function giftIn(context, city, before, after) {
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
    rest: is.grants.all ? [] : listed.filter((t) => !is.grants.tastemakers.includes(t))
  };
}
function cityUnlockPrice(city) {
  const { cents } = cityUnlockCharge(city, false);
  return { priceCents: cents, price: cents ? formatCents(cents) : "Free" };
}
function cityOffer(kind, city, context) {
  const { caller } = context;
  const after = callerWithCity(caller, city, context.now);
  const { priceCents, price } = kind === "welcome_gift" ? { priceCents: 0, price: "Free" } : cityUnlockPrice(city);
  return {
    kind,
    city: city.id,
    cityName: city.name,
    priceCents,
    price,
    owned: caller.unlockedCities.includes(city.id),
    guide: city.featured_tastemaker,
    gives: giftIn(context, city, caller, after)
  };
}
function cityStanding(city, context) {
  return giftIn(context, city, context.caller, context.caller);
}
var NEWCOMER = { userId: "newcomer", roles: [], unlockedCities: [], entitlements: [], ownTastemakers: [] };
function welcomeGiftOffers(context) {
  const newcomer = __spreadProps(__spreadValues({}, context), { caller: NEWCOMER });
  return context.cities.filter((city) => city.status === "live").sort((a, b) => a.name.localeCompare(b.name)).map((city) => cityOffer("welcome_gift", city, newcomer));
}
function guideCity(context, tastemaker) {
  var _a;
  return (_a = context.cities.find((c) => c.status === "live" && c.featured_tastemaker === tastemaker)) != null ? _a : null;
}
function followOffer(tastemaker, context) {
  var _a;
  const { caller } = context;
  const now = (_a = context.now) != null ? _a : /* @__PURE__ */ new Date();
  const city = guideCity(context, tastemaker);
  const current = caller.entitlements.find((e) => e.tastemaker === tastemaker);
  const has = hasTastemakerAccess(current, now);
  const free = has && !!current && (current.unlocked || !monthlyAmount(current));
  let status;
  if (has) status = city && free ? "included" : "following";
  else status = city ? "with_city" : "available";
  const after = city && !has ? callerWithCity(caller, city, now) : callerFollowing(caller, tastemaker, now);
  const theirs = context.cities.filter(
    (c) => c.status === "live" && context.links.some((link) => link.city === c.id && link.tastemaker === tastemaker)
  );
  return {
    kind: city ? "local_guide" : "follow",
    tastemaker,
    status,
    priceCents: status === "available" ? FOLLOW_PRICE.cents : 0,
    price: status === "available" ? FOLLOW_PRICE.perMonth : status === "following" ? "Following" : "Included",
    city,
    gives: theirs.filter((c) => mayOpenCity(after, c)).map((c) => giftIn(context, c, caller, after)),
    lockedCities: theirs.filter((c) => !mayOpenCity(after, c))
  };
}
function placesOf(tastemaker, context) {
  return context.cities.filter((c) => mayOpenCity(context.caller, c)).flatMap((city) => {
    var _a;
    const link = context.links.find((l) => l.city === city.id && l.tastemaker === tastemaker);
    return link ? [{ city, places: (_a = link.places) != null ? _a : 0 }] : [];
  });
}
function openCount(open, city) {
  return { open, total: Math.max(open, city.places_count) };
}
function grouped(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
function placesLabel(n) {
  return `${grouped(n)} ${n === 1 ? "place" : "places"}`;
}
function tastemakersLabel(n) {
  return `${n} ${n === 1 ? "tastemaker" : "tastemakers"}`;
}
function countLabel(count) {
  return count.exact ? placesLabel(count.places) : `at least ${placesLabel(count.places)}`;
}
function restLabel(gift) {
  const n = gift.rest.length;
  return n ? `${n} more ${n === 1 ? "tastemaker" : "tastemakers"} at ${FOLLOW_PRICE.perMonth}` : "";
}
function cityOfferLine(offer) {
  return [`${countLabel(offer.gives)} ${placesSource(offer)}`, restLabel(offer.gives)].filter(Boolean).join(" \xB7 ");
}
function placesSource(offer) {
  const { gives } = offer;
  const fromGuide = !!offer.guide && gives.tastemakers.length === 1 && gives.tastemakers[0] === offer.guide && gives.added === gives.places;
  return fromGuide ? "from the local guide" : `in ${offer.cityName}`;
}
function unlockLabel(price) {
  return price.priceCents ? `Unlock for ${price.price}` : "Unlock free";
}
function unlockTerms(price) {
  return price.priceCents ? "One-time payment \xB7 permanent access" : "Free \xB7 permanent access";
}
function openCountLine(count) {
  if (count.open >= count.total) return placesLabel(count.total);
  return `${grouped(count.open)} of ${placesLabel(count.total)} \xB7 follow tastemakers to open the rest`;
}
function standingLine(gift) {
  const open = gift.places >= gift.total ? `All ${placesLabel(gift.total)} open to you` : `${grouped(gift.places)} of ${placesLabel(gift.total)} open to you`;
  return [open, restLabel(gift)].filter(Boolean).join(" \xB7 ");
}
function followGiftLine(offer) {
  return offer.gives.filter((gift) => gift.added > 0 || !gift.exact).map((gift) => {
    const more = gift.places > gift.added ? "more " : "";
    return `${gift.exact ? "" : "at least "}${grouped(gift.added)} ${more}${gift.added === 1 ? "place" : "places"} in ${gift.cityName}`;
  }).join(" \xB7 ");
}
