// Generated from src/domain/account-data.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
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

// src/domain/account-data.ts
var account_data_exports = {};
__export(account_data_exports, {
  ACCOUNT_DELETED: () => ACCOUNT_DELETED,
  ACCOUNT_ROWS: () => ACCOUNT_ROWS,
  ADMIN_CANNOT_DELETE: () => ADMIN_CANNOT_DELETE,
  EXPORT_FORMAT: () => EXPORT_FORMAT,
  anonymousId: () => anonymousId,
  exportFileName: () => exportFileName
});
module.exports = __toCommonJS(account_data_exports);
var PLACE = { place: "places" };
var ACCOUNT_ROWS = [
  // Subscriptions end through the state machine: the account's own, and other travellers' follows of its tastemaker.
  { collection: "entitlements", field: "user", fate: "end", section: "subscriptions", names: { tastemaker: "tastemakers" } },
  { collection: "entitlements", field: "tastemaker", of: "tastemakers", fate: "end" },
  { collection: "saved_places", field: "user", fate: "delete", section: "saved_places", names: PLACE },
  { collection: "collection_places", field: "user", fate: "delete", section: "collection_places", names: PLACE },
  { collection: "collections", field: "user", fate: "delete", section: "collections" },
  { collection: "pins", field: "user", fate: "delete", section: "pins", names: { city: "cities" } },
  { collection: "day_plans", field: "user", fate: "delete", section: "day_plans", names: { city: "cities" } },
  { collection: "reviews", field: "user", fate: "delete", section: "reviews", names: __spreadProps(__spreadValues({}, PLACE), { city: "cities" }) },
  { collection: "vibe_profile_vibes", field: "user", fate: "delete", section: "vibe_profile_vibes", names: { vibe: "vibes" } },
  // Before the vibe profiles it points at, so that deleting them changes no profile first.
  {
    collection: "profiles",
    field: "user",
    fate: "delete",
    section: "profile",
    single: true,
    names: { unlocked_cities: "cities", active_city: "cities", active_vibe_profile: "vibe_profiles" }
  },
  { collection: "vibe_profiles", field: "user", fate: "delete", section: "vibe_profiles" },
  { collection: "user_vibes", field: "user", fate: "delete", section: "vibes", names: { vibe: "vibes" } },
  { collection: "user_badges", field: "user", fate: "delete", section: "badges", names: { badge: "badges" } },
  { collection: "city_purchases", field: "user", fate: "delete", section: "city_purchases", names: { city: "cities" } },
  { collection: "user_roles", field: "user", fate: "delete", section: "roles" },
  // Vibes the account proposed: approved ones are the catalog's now and stay, without their author.
  { collection: "vibes", field: "created_by", where: "status != 'approved'", fate: "delete", section: "vibes_proposed" },
  { collection: "vibes", field: "created_by", where: "status = 'approved'", fate: "unlink", section: "vibes_proposed" },
  { collection: "vibes", field: "approved_by", fate: "unlink" },
  // The account's tastemaker persona and what speaks for it.
  {
    collection: "tastemaker_places",
    field: "tastemaker",
    of: "tastemakers",
    fate: "delete",
    section: "tastemaker_picks",
    names: __spreadProps(__spreadValues({}, PLACE), { city: "cities" })
  },
  {
    collection: "tastemaker_vibes",
    field: "tastemaker",
    of: "tastemakers",
    fate: "delete",
    section: "tastemaker_vibes",
    names: { vibe: "vibes" }
  },
  {
    collection: "city_tastemakers",
    field: "tastemaker",
    of: "tastemakers",
    fate: "delete",
    section: "tastemaker_cities",
    names: { city: "cities" }
  },
  { collection: "recommendations", field: "tastemaker", of: "tastemakers", fate: "delete" },
  {
    collection: "activity_feed",
    field: "tastemaker",
    of: "tastemakers",
    fate: "delete",
    section: "tastemaker_posts",
    names: __spreadProps(__spreadValues({}, PLACE), { city: "cities" })
  },
  { collection: "places", field: "added_by", of: "tastemakers", fate: "unlink", section: "places_added", names: { city: "cities" } },
  { collection: "cities", field: "featured_tastemaker", of: "tastemakers", fate: "unlink" },
  { collection: "tastemakers", field: "user", fate: "delete", section: "tastemaker", single: true },
  // The payments ledger keeps every row and amount, no longer the account's.
  { collection: "payments", field: "user", fate: "anonymise", section: "payments" },
  { collection: "applied_writes", field: "user", fate: "delete" },
  { collection: "users", field: "id", fate: "delete", section: "account", single: true },
  // Deletions reach devices as tombstones, written once a deletion commits. The account's (of its own rows) stay
  // without it: no device reads them any more, and the ids they hold (a public collection's link) stay taken.
  { collection: "tombstones", field: "user", fate: "anonymise", afterCommit: true }
];
function exportFileName(now) {
  return `tastemap-data-${now.toISOString().slice(0, 10)}.json`;
}
var EXPORT_FORMAT = { format: "tastemap-account-data", version: 1 };
function anonymousId(random) {
  return `deleted-${random}`;
}
var ACCOUNT_DELETED = {
  code: "account_deleted",
  message: "This account was deleted."
};
var ADMIN_CANNOT_DELETE = "Admins can't delete their own account. Ask another admin to remove your admin role first.";
