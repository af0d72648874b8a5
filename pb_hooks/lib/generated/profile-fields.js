// Generated from src/domain/profile-fields.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
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

// src/domain/profile-fields.ts
var profile_fields_exports = {};
__export(profile_fields_exports, {
  INTERESTS_MESSAGE: () => INTERESTS_MESSAGE,
  MAX_INTERESTS: () => MAX_INTERESTS,
  MAX_INTEREST_LENGTH: () => MAX_INTEREST_LENGTH,
  normaliseInterests: () => normaliseInterests
});
module.exports = __toCommonJS(profile_fields_exports);
var MAX_INTERESTS = 12;
var MAX_INTEREST_LENGTH = 40;
var INTERESTS_MESSAGE = `Interests are a list of up to ${MAX_INTERESTS} short words or phrases (${MAX_INTEREST_LENGTH} characters each).`;
function normaliseInterests(value) {
  if (value === null || value === void 0 || value === "") return [];
  if (!Array.isArray(value) || value.length > MAX_INTERESTS) return null;
  const seen = /* @__PURE__ */ new Set();
  for (const item of value) {
    if (typeof item !== "string") return null;
    const text = item.trim();
    if (text.length > MAX_INTEREST_LENGTH) return null;
    if (text) seen.add(text);
  }
  return [...seen];
}
