// Generated from src/domain/curation.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
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

// src/domain/curation.ts
var curation_exports = {};
__export(curation_exports, {
  NEW_PLACE_BUDGETS: () => NEW_PLACE_BUDGETS,
  NEW_PLACE_CATEGORIES: () => NEW_PLACE_CATEGORIES,
  NEW_PLACE_LIMITS: () => NEW_PLACE_LIMITS,
  PROFILE_LIMITS: () => PROFILE_LIMITS,
  checkNewPlace: () => checkNewPlace,
  checkTastemakerProfile: () => checkTastemakerProfile,
  placeSlug: () => placeSlug
});
module.exports = __toCommonJS(curation_exports);

// src/domain/geo.ts
var EARTH_RADIUS_M = 63710088e-1;
var WALKING_KMH = 4.8;
var METERS_PER_MINUTE = WALKING_KMH * 1e3 / 60;
var NEAR_CITY_METERS = 5e4;
function greatCircleMeters(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

// src/domain/curation.ts
var PROFILE_LIMITS = { title: 150, bio: 2e3, chat_context: 4e3, specialty: 40, specialties: 8 };
var PROFILE_LABELS = { title: "The title", bio: "The bio", chat_context: "The guide persona" };
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var has = (input, key) => Object.prototype.hasOwnProperty.call(input, key) && input[key] !== void 0;
function text(value, max, field, label) {
  if (typeof value !== "string") return { ok: false, field, message: `${label} must be text.` };
  const trimmed = value.trim();
  if (trimmed.length > max) return { ok: false, field, message: `${label} can be at most ${max} characters.` };
  return { ok: true, value: trimmed };
}
function checkTastemakerProfile(input) {
  if (!isPlainObject(input)) return { ok: false, field: "", message: "Send the profile as an object of fields." };
  const out = {};
  for (const field of ["title", "bio", "chat_context"]) {
    if (!has(input, field)) continue;
    const checked = text(input[field], PROFILE_LIMITS[field], field, PROFILE_LABELS[field]);
    if (!checked.ok) return checked;
    out[field] = checked.value;
  }
  if (has(input, "specialties")) {
    const list = input.specialties;
    const message = `Give up to ${PROFILE_LIMITS.specialties} specialties, each a word or phrase of at most ${PROFILE_LIMITS.specialty} characters.`;
    if (!Array.isArray(list) || list.length > PROFILE_LIMITS.specialties) return { ok: false, field: "specialties", message };
    const seen = /* @__PURE__ */ new Set();
    const specialties = [];
    for (const item of list) {
      if (typeof item !== "string" || item.trim().length > PROFILE_LIMITS.specialty) return { ok: false, field: "specialties", message };
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
var NEW_PLACE_LIMITS = { name: 150, neighborhood: 100, address: 300, description: 2e3, note: 500 };
var NEW_PLACE_CATEGORIES = ["restaurant", "cafe", "bar", "nightlife", "shopping", "culture", "outdoor"];
var NEW_PLACE_BUDGETS = ["low", "medium", "high"];
var PLACE_LABELS = {
  name: "The place's name",
  neighborhood: "The neighbourhood",
  address: "The address",
  description: "The description",
  note: "The note"
};
function optionalNumber(value) {
  if (value === void 0 || value === null || value === "") return null;
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : NaN;
  return Number.isFinite(number) ? number : void 0;
}
function checkNewPlace(input, city) {
  if (!isPlainObject(input)) return { ok: false, field: "", message: "Send the place as an object of fields." };
  const fields = {};
  for (const field of Object.keys(PLACE_LABELS)) {
    const checked = text(has(input, field) ? input[field] : "", NEW_PLACE_LIMITS[field], field, PLACE_LABELS[field]);
    if (!checked.ok) return checked;
    fields[field] = checked.value;
  }
  if (!fields.name) return { ok: false, field: "name", message: "Enter the place's name." };
  if (!fields.neighborhood) return { ok: false, field: "neighborhood", message: "Enter the neighbourhood the place is in." };
  const category = input.category;
  if (typeof category !== "string" || !NEW_PLACE_CATEGORIES.includes(category)) {
    return { ok: false, field: "category", message: "Choose a category." };
  }
  const budget = has(input, "budget") ? input.budget : "";
  if (budget !== "" && !NEW_PLACE_BUDGETS.includes(budget)) {
    return { ok: false, field: "budget", message: "Budget must be low, medium or high." };
  }
  const latitude = optionalNumber(input.latitude);
  const longitude = optionalNumber(input.longitude);
  let position = null;
  if (latitude === void 0 || longitude === void 0 || latitude === null !== (longitude === null)) {
    return { ok: false, field: "latitude", message: "Give both latitude and longitude as numbers, or neither." };
  }
  if (latitude !== null && longitude !== null) {
    position = { latitude, longitude };
    const inRange = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
    if (!inRange || greatCircleMeters(position, city) > NEAR_CITY_METERS) {
      return { ok: false, field: "latitude", message: `That position is not in ${city.name}.` };
    }
  }
  return {
    ok: true,
    value: __spreadProps(__spreadValues({}, fields), { category, budget, position })
  };
}
function placeSlug(name) {
  return name.normalize("NFKD").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80) || "place";
}
