// Generated from src/domain/collections.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
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

// src/domain/collections.ts
var collections_exports = {};
__export(collections_exports, {
  CATALOG_CHUNKS: () => CATALOG_CHUNKS,
  CATALOG_COLLECTIONS: () => CATALOG_COLLECTIONS,
  CITY_COLLECTIONS: () => CITY_COLLECTIONS,
  GLOBAL_COLLECTIONS: () => GLOBAL_COLLECTIONS,
  MEMBER_PARENTS: () => MEMBER_PARENTS,
  OUTBOX_COLLECTIONS: () => OUTBOX_COLLECTIONS,
  OWN_COLLECTIONS: () => OWN_COLLECTIONS,
  SET_COLLECTIONS: () => SET_COLLECTIONS,
  SHARED_COLLECTIONS: () => SHARED_COLLECTIONS,
  SYNCED_COLLECTIONS: () => SYNCED_COLLECTIONS,
  catalogChunkOf: () => catalogChunkOf,
  isCatalogCollection: () => isCatalogCollection,
  memberParent: () => memberParent,
  ownerColumn: () => ownerColumn
});
module.exports = __toCommonJS(collections_exports);

// src/domain/ids.ts
function cyrb53(text, seed = 0) {
  let h1 = 3735928559 ^ seed;
  let h2 = 1103547991 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ h1 >>> 16, 2246822507) ^ Math.imul(h2 ^ h2 >>> 13, 3266489909);
  h2 = Math.imul(h2 ^ h2 >>> 16, 2246822507) ^ Math.imul(h1 ^ h1 >>> 13, 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

// src/domain/policy/shared.ts
var DAY_MS = 24 * 60 * 60 * 1e3;
var NOTE_MAX = 280;
var NOTE_TOO_LONG = `Keep notes under ${NOTE_MAX + 1} characters`;

// src/domain/policy/sql.ts
var TASTEMAKER_VISIBLE_SQL = "([[status]] = 'approved' OR ([[user]] != '' AND [[user]] = {:user}))";
var VISIBLE_TASTEMAKER_LINK_SQL = `[[tastemaker]] IN (SELECT [[id]] FROM {{tastemakers}} WHERE ${TASTEMAKER_VISIBLE_SQL})`;
var VISIBLE_OR_NO_TASTEMAKER_SQL = `([[tastemaker]] = '' OR ${VISIBLE_TASTEMAKER_LINK_SQL})`;
var CITY_CONTENT = [
  "places",
  "tastemaker_places",
  "place_vibes",
  "recommendations",
  "events",
  "activity_feed",
  "reviews"
];

// src/domain/collections.ts
var GLOBAL_COLLECTIONS = [
  "cities",
  "place_categories",
  "tastemakers",
  "city_tastemakers",
  "vibes",
  "tastemaker_vibes",
  "badges"
];
var CITY_COLLECTIONS = CITY_CONTENT;
var OWN_COLLECTIONS = [
  "profiles",
  "saved_places",
  "collections",
  "collection_places",
  "vibe_profiles",
  "vibe_profile_vibes",
  "user_vibes",
  "entitlements",
  "city_purchases",
  "user_roles",
  "user_badges",
  "pins",
  // Day plans (issue 34 §2): the traveller's own, synced like collections.
  "day_plans"
];
var SHARED_COLLECTIONS = ["collection_members", "collection_reactions"];
var SYNCED_COLLECTIONS = [...GLOBAL_COLLECTIONS, ...CITY_COLLECTIONS, ...OWN_COLLECTIONS, ...SHARED_COLLECTIONS];
function ownerColumn(collection) {
  return collection === "profiles" ? "id" : "user";
}
var OUTBOX_COLLECTIONS = [
  "profiles",
  "saved_places",
  "collections",
  "collection_places",
  "reviews",
  "vibe_profiles",
  "vibe_profile_vibes",
  "pins",
  "day_plans",
  "collection_reactions"
];
var SET_COLLECTIONS = [
  "saved_places",
  "collection_places",
  "vibe_profile_vibes",
  "pins"
];
var MEMBER_PARENTS = {
  collection_places: { field: "collection", collection: "collections" },
  vibe_profile_vibes: { field: "vibe_profile", collection: "vibe_profiles" }
};
function memberParent(collection) {
  return Object.prototype.hasOwnProperty.call(MEMBER_PARENTS, collection) ? MEMBER_PARENTS[collection] : void 0;
}
var CATALOG_COLLECTIONS = [
  "places",
  "tastemaker_places",
  "place_vibes",
  "recommendations",
  "events",
  "activity_feed"
];
function isCatalogCollection(name) {
  return CATALOG_COLLECTIONS.includes(name);
}
var CATALOG_CHUNKS = 16;
function catalogChunkOf(id) {
  return cyrb53(id) % CATALOG_CHUNKS;
}
