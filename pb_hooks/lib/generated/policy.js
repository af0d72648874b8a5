// Generated from src/domain/policy/index.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
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

// src/domain/policy/index.ts
var policy_exports = {};
__export(policy_exports, {
  APPROVED_VIBE_LINK_SQL: () => APPROVED_VIBE_LINK_SQL,
  CITY_CONTENT: () => CITY_CONTENT,
  DEFAULT_CITY_SLUG: () => DEFAULT_CITY_SLUG,
  INVITE_DAYS: () => INVITE_DAYS,
  INVITE_ROLES: () => INVITE_ROLES,
  INVITE_TOKEN: () => INVITE_TOKEN,
  MEMBER_OF_SQL: () => MEMBER_OF_SQL,
  MEMBER_ROLES: () => MEMBER_ROLES,
  NOTE_MAX: () => NOTE_MAX,
  NOTE_TOO_LONG: () => NOTE_TOO_LONG,
  NO_GRANTS: () => NO_GRANTS,
  OTHERS_MAY_READ: () => OTHERS_MAY_READ,
  PAGE_COLLECTIONS: () => PAGE_COLLECTIONS,
  PAGE_FRESH_MS: () => PAGE_FRESH_MS,
  TASTEMAKER_ACCESS_SQL: () => TASTEMAKER_ACCESS_SQL,
  TASTEMAKER_VISIBLE_SQL: () => TASTEMAKER_VISIBLE_SQL,
  VIBE_READABLE_SQL: () => VIBE_READABLE_SQL,
  VISIBLE_TASTEMAKER_LINK_SQL: () => VISIBLE_TASTEMAKER_LINK_SQL,
  VISITOR: () => VISITOR,
  VOTES: () => VOTES,
  VOTE_EMOJI: () => VOTE_EMOJI,
  VOTE_LABEL: () => VOTE_LABEL,
  accessibleTastemakers: () => accessibleTastemakers,
  checkNote: () => checkNote,
  cityGrants: () => cityGrants,
  cityScopeSql: () => cityScopeSql,
  curatorsIn: () => curatorsIn,
  feedItemReadable: () => feedItemReadable,
  fieldReadableByOthers: () => fieldReadableByOthers,
  grantsGained: () => grantsGained,
  hasTastemakerAccess: () => hasTastemakerAccess,
  inviteExpiry: () => inviteExpiry,
  inviteUsable: () => inviteUsable,
  isAdmin: () => isAdmin,
  isInviteRole: () => isInviteRole,
  isNotesScope: () => isNotesScope,
  isPageScope: () => isPageScope,
  isVote: () => isVote,
  keptInCollection: () => keptInCollection,
  keptInCollectionsSql: () => keptInCollectionsSql,
  mayCurateIn: () => mayCurateIn,
  mayEditShared: () => mayEditShared,
  mayOpenCity: () => mayOpenCity,
  mayReadShared: () => mayReadShared,
  noteVisible: () => noteVisible,
  openCityIds: () => openCityIds,
  othersMayRead: () => othersMayRead,
  pageScopesOf: () => pageScopesOf,
  pageSql: () => pageSql,
  placeReadable: () => placeReadable,
  placesAfter: () => placesAfter,
  sameGrants: () => sameGrants,
  sharedPlaceReadable: () => sharedPlaceReadable,
  tastemakerListed: () => tastemakerListed,
  tastemakerVisible: () => tastemakerVisible,
  tastemakersWithAccess: () => tastemakersWithAccess,
  vibeReadable: () => vibeReadable
});
module.exports = __toCommonJS(policy_exports);

// src/domain/policy/access.ts
var DEFAULT_CITY_SLUG = "seoul";
var VISITOR = { userId: "", roles: [], unlockedCities: [], entitlements: [], ownTastemakers: [] };
var NO_GRANTS = { all: false, notes: false, tastemakers: [] };
function tastemakerListed(tastemaker) {
  return tastemaker.status === "approved" || tastemaker.status === void 0 && !tastemaker.user;
}
function tastemakerVisible(tastemaker, userId) {
  return tastemakerListed(tastemaker) || !!userId && tastemaker.user === userId;
}
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
function openCityIds(caller, cities) {
  return cities.filter((city) => mayOpenCity(caller, city)).map((city) => city.id);
}
function curatorsIn(caller, cityId, links) {
  const own = links.filter((link) => link.city === cityId && caller.ownTastemakers.includes(link.tastemaker)).map((link) => link.tastemaker);
  return [...new Set(own)].sort();
}
function mayCurateIn(caller, cityId, links) {
  if (!caller.roles.includes("tastemaker") && !isAdmin(caller)) return false;
  return curatorsIn(caller, cityId, links).length > 0;
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
function noteVisible(grants, tastemaker) {
  return grants.notes || grants.tastemakers.includes(tastemaker);
}
function feedItemReadable(grants, item, placeIsReadable) {
  if (grants.notes) return true;
  if (item.tastemaker) return grants.tastemakers.includes(item.tastemaker);
  return !item.place || placeIsReadable(item.place);
}
function sameGrants(a, b) {
  var _a, _b;
  return !!a && a.all === b.all && a.notes === b.notes && a.tastemakers.join(",") === b.tastemakers.join(",") && ((_a = a.curators) != null ? _a : []).join(",") === ((_b = b.curators) != null ? _b : []).join(",");
}
function grantsGained(before, after) {
  var _a;
  if (!before) return { reset: true, added: [] };
  if (after.all && !before.all || after.notes && !before.notes) return { reset: true, added: [] };
  if (((_a = after.curators) != null ? _a : []).some((t) => {
    var _a2;
    return !((_a2 = before.curators) != null ? _a2 : []).includes(t);
  })) return { reset: true, added: [] };
  return { reset: false, added: after.tastemakers.filter((t) => !before.tastemakers.includes(t)) };
}
function vibeReadable(vibe, userId) {
  return vibe.status === "approved" || vibe.status === "pending" && !!userId && vibe.created_by === userId;
}
function sharedPlaceReadable(caller, ownerId, city) {
  return !!caller.userId && caller.userId === ownerId || !!city && mayOpenCity(caller, city);
}

// src/domain/policy/fields.ts
var RECORD = ["id", "created", "updated"];
var OTHERS_MAY_READ = {
  // A review shows its author's display name (set by the server), the rating and the comment.
  reviews: { owner: "user", fields: [...RECORD, "place", "city", "rating", "comment", "author_name"] },
  // A tastemaker's public profile and guide persona; not the account behind it.
  tastemakers: {
    owner: "user",
    fields: [
      ...RECORD,
      "slug",
      "username",
      "name",
      "title",
      "bio",
      "image",
      "photo",
      "specialties",
      "followers",
      "chat_context",
      "is_tour_guide",
      "is_locked",
      "price",
      "status"
    ]
  },
  // A vibe's name and meaning; not who proposed or approved it.
  vibes: { owner: "created_by", fields: [...RECORD, "name", "description", "status"] }
};
function othersMayRead(collection) {
  return Object.prototype.hasOwnProperty.call(OTHERS_MAY_READ, collection) ? OTHERS_MAY_READ[collection] : void 0;
}
function fieldReadableByOthers(collection, field) {
  const rule = othersMayRead(collection);
  return !rule || rule.fields.includes(field);
}

// src/domain/policy/shared.ts
var MEMBER_ROLES = ["owner", "editor", "viewer"];
var INVITE_ROLES = ["editor", "viewer"];
function isInviteRole(value) {
  return INVITE_ROLES.includes(value);
}
function mayEditShared(role) {
  return role === "owner" || role === "editor";
}
function mayReadShared(role) {
  return MEMBER_ROLES.includes(role);
}
var INVITE_DAYS = 7;
var DAY_MS = 24 * 60 * 60 * 1e3;
function inviteExpiry(now) {
  return new Date(now.getTime() + INVITE_DAYS * DAY_MS);
}
var INVITE_TOKEN = /^[a-zA-Z0-9]{32}$/;
function inviteUsable(invite, now = /* @__PURE__ */ new Date()) {
  if (invite.revoked) return false;
  const end = Date.parse(invite.expires.replace(" ", "T"));
  return Number.isFinite(end) && end > now.getTime();
}
var VOTES = ["up", "heart", "down"];
var VOTE_EMOJI = { up: "\u{1F44D}", heart: "\u2764\uFE0F", down: "\u{1F44E}" };
var VOTE_LABEL = { up: "Thumbs up", heart: "Love it", down: "Thumbs down" };
function isVote(value) {
  return value === "" || VOTES.includes(value);
}
var NOTE_MAX = 280;
var NOTE_TOO_LONG = `Keep notes under ${NOTE_MAX + 1} characters`;
function checkNote(raw) {
  const note = typeof raw === "string" ? raw.trim() : "";
  return note.length > NOTE_MAX ? { ok: false, message: NOTE_TOO_LONG } : { ok: true, note };
}
function placesAfter(events) {
  const places = /* @__PURE__ */ new Set();
  for (const event of events) {
    if (event.op === "add") places.add(event.place);
    else places.delete(event.place);
  }
  return places;
}
var MEMBER_OF_SQL = "SELECT [[collection]] FROM {{collection_members}} WHERE [[user]] = {:user}";
function keptInCollectionsSql(param) {
  return `SELECT [[place]] FROM {{collection_places}} WHERE [[added_by]] = {:${param}} AND ([[user]] = {:${param}} OR [[collection]] IN (SELECT [[collection]] FROM {{collection_members}} WHERE [[user]] = {:${param}}))`;
}
function keptInCollection(row, userId) {
  return !!userId && (row.added_by || row.user) === userId;
}

// src/domain/policy/sql.ts
var TASTEMAKER_ACCESS_SQL = "([[unlocked]] = 1 OR ([[subscribed]] = 1 AND [[status]] = 'active' AND ([[subscription_end]] = '' OR [[subscription_end]] > {:now})))";
var VIBE_READABLE_SQL = "([[status]] = 'approved' OR ([[status]] = 'pending' AND [[created_by]] != '' AND [[created_by]] = {:user}))";
var TASTEMAKER_VISIBLE_SQL = "([[status]] = 'approved' OR ([[user]] != '' AND [[user]] = {:user}))";
var VISIBLE_TASTEMAKER_LINK_SQL = `[[tastemaker]] IN (SELECT [[id]] FROM {{tastemakers}} WHERE ${TASTEMAKER_VISIBLE_SQL})`;
var VISIBLE_OR_NO_TASTEMAKER_SQL = `([[tastemaker]] = '' OR ${VISIBLE_TASTEMAKER_LINK_SQL})`;
var APPROVED_VIBE_LINK_SQL = "[[vibe]] IN (SELECT [[id]] FROM {{vibes}} WHERE [[status]] = 'approved')";
var CITY_CONTENT = [
  "places",
  "tastemaker_places",
  "place_vibes",
  "recommendations",
  "events",
  "activity_feed",
  "reviews"
];
function cityScopeSql(grants, options = {}) {
  var _a;
  const params = {};
  const list = (prefix, ids) => ids.map((id, i) => {
    params[`${prefix}${i}`] = id;
    return `{:${prefix}${i}}`;
  }).join(", ");
  const followed = grants.tastemakers.length ? `[[tastemaker]] IN (${list("grant_t", grants.tastemakers)})` : "0";
  const curators = (_a = grants.curators) != null ? _a : [];
  const added = curators.length ? ` OR [[added_by]] IN (${list("grant_c", curators)})` : "";
  const picked = (by) => `[[id]] IN (SELECT [[place]] FROM {{tastemaker_places}} WHERE [[city]] = {:city} AND ${by})`;
  const pickedFirst = (ids) => ids ? `[[id]] IN (SELECT [[place]] FROM {{tastemaker_places}} WHERE [[city]] = {:city} GROUP BY [[place]] HAVING min([[tastemaker]]) IN (${ids}))` : "0";
  const only = options.onlyPickedBy;
  let readable;
  if (only) readable = `[[city]] = {:city} AND ${picked(only.length ? `[[tastemaker]] IN (${list("grant_a", only)})` : "0")}`;
  else if (options.pickedFirstBy) readable = `[[city]] = {:city} AND ${pickedFirst(list("page_t", [options.pickedFirstBy]))}`;
  else if (grants.all) readable = options.beyondPages ? "0" : "[[city]] = {:city}";
  else {
    const kept = `[[id]] IN (SELECT [[place]] FROM {{saved_places}} WHERE [[user]] = {:user}) OR [[id]] IN (${keptInCollectionsSql("user")})` + added;
    readable = `[[city]] = {:city} AND (${picked(followed)} OR ${kept})`;
    if (options.beyondPages) readable += ` AND NOT (${pickedFirst(list("grant_t", grants.tastemakers))})`;
  }
  const ofReadable = `[[place]] IN (SELECT [[id]] FROM {{places}} WHERE ${readable})`;
  const inCity = "[[city]] = {:city}";
  let feed;
  if (only) feed = `${inCity} AND [[tastemaker]] IN (${only.map((_, i) => `{:grant_a${i}}`).join(", ") || "''"})`;
  else if (grants.notes) feed = inCity;
  else feed = `${inCity} AND (${followed} OR ([[tastemaker]] = '' AND ([[place]] = '' OR ${ofReadable})))`;
  const noteVisible2 = grants.notes ? "1" : followed;
  return {
    where: {
      places: readable,
      tastemaker_places: `${inCity} AND ${ofReadable} AND ${VISIBLE_TASTEMAKER_LINK_SQL}`,
      place_vibes: `${inCity} AND ${ofReadable} AND ${APPROVED_VIBE_LINK_SQL}`,
      recommendations: `${inCity} AND ${ofReadable} AND ${VISIBLE_OR_NO_TASTEMAKER_SQL}`,
      events: only ? "0" : inCity,
      activity_feed: `${feed} AND ${VISIBLE_OR_NO_TASTEMAKER_SQL}`,
      reviews: only ? `${inCity} AND ${ofReadable}` : `${inCity} AND (${ofReadable} OR ([[user]] != '' AND [[user]] = {:user}))`
    },
    note: grants.notes ? "[[note]]" : `CASE WHEN ${noteVisible2} THEN [[note]] ELSE '' END`,
    pickPhoto: grants.notes ? "[[photo]]" : `CASE WHEN ${noteVisible2} THEN [[photo]] ELSE '' END`,
    params
  };
}

// src/domain/policy/pages.ts
var PAGE_FRESH_MS = 10 * 60 * 1e3;
var PAGE_COLLECTIONS = ["places", "tastemaker_places", "place_vibes", "recommendations"];
var SCOPE_PATTERN = /^(city|notes|picks-[a-z0-9]{1,40}|notes-[a-z0-9]{1,40})$/;
function isPageScope(scope) {
  return SCOPE_PATTERN.test(scope);
}
function isNotesScope(scope) {
  return scope === "notes" || scope.startsWith("notes-");
}
function pageScopesOf(grants) {
  var _a;
  if ((_a = grants.curators) == null ? void 0 : _a.length) return [];
  const catalog = grants.all ? ["city"] : grants.tastemakers.map((t) => `picks-${t}`);
  if (!catalog.length) return [];
  const notes = grants.notes ? ["notes"] : grants.tastemakers.map((t) => `notes-${t}`);
  return [...catalog, ...notes];
}
function pageSql(scope) {
  if (isNotesScope(scope)) {
    const one = scope.startsWith("notes-") ? scope.slice("notes-".length) : "";
    const by = one ? " AND [[tastemaker]] = {:page_t}" : "";
    return {
      // Blank notes are what the catalog pages already hold.
      tables: [
        {
          name: "tastemaker_places",
          where: `[[city]] = {:city}${by} AND ([[note]] != '' OR [[photo]] != '') AND ${VISIBLE_TASTEMAKER_LINK_SQL}`
        }
      ],
      params: one ? { page_t: one } : {}
    };
  }
  const picker = scope.startsWith("picks-") ? scope.slice("picks-".length) : "";
  const grants = { all: !picker, notes: false, tastemakers: picker ? [picker] : [] };
  const sql = cityScopeSql(grants, picker ? { pickedFirstBy: picker } : {});
  return { tables: PAGE_COLLECTIONS.map((name) => ({ name, where: sql.where[name] })), params: sql.params };
}
