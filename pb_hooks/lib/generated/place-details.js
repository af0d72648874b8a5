// Generated from src/domain/place-details.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
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

// src/domain/place-details.ts
var place_details_exports = {};
__export(place_details_exports, {
  DETAIL_MESSAGES: () => DETAIL_MESSAGES,
  HOURS_UNKNOWN: () => HOURS_UNKNOWN,
  PLACE_DETAIL_LIMITS: () => PLACE_DETAIL_LIMITS,
  checkPlaceDetails: () => checkPlaceDetails,
  hoursLines: () => hoursLines,
  phoneHref: () => phoneHref,
  websiteLabel: () => websiteLabel
});
module.exports = __toCommonJS(place_details_exports);
var PLACE_DETAIL_LIMITS = { hoursLines: 10, hoursLine: 60, phoneDigits: [7, 15], website: 300 };
var HOURS_UNKNOWN = "Hours not listed; check before you go";
var FIELDS = ["hours", "phone", "website"];
var DETAIL_MESSAGES = {
  notText: (label) => `${label} must be text.`,
  hours: `Write the hours as up to ${PLACE_DETAIL_LIMITS.hoursLines} lines of at most ${PLACE_DETAIL_LIMITS.hoursLine} characters, with their times, like "Mon\u2013Fri 11:00\u201322:00".`,
  phone: `Enter a phone number of ${PLACE_DETAIL_LIMITS.phoneDigits[0]} to ${PLACE_DETAIL_LIMITS.phoneDigits[1]} digits, like +82 2-1234-5678.`,
  website: "Enter the website as a full address starting with https:// or http://, like https://example.com."
};
var LABELS = { hours: "The hours", phone: "The phone number", website: "The website" };
function hoursLines(hours) {
  return hours.split(/\r?\n/).map((line) => line.trim().replace(/\s+/g, " ")).filter(Boolean);
}
function checkHours(value) {
  const lines = hoursLines(value);
  if (!lines.length) return "";
  const { hoursLines: most, hoursLine: longest } = PLACE_DETAIL_LIMITS;
  if (lines.length > most || lines.some((line) => line.length > longest) || !/\d/.test(lines.join(" "))) return null;
  return lines.join("\n");
}
function checkPhone(value) {
  const phone = value.trim().replace(/\s+/g, " ");
  if (!phone) return "";
  if (!/^\+?[\d\s().-]+$/.test(phone)) return null;
  const digits = phone.replace(/\D/g, "").length;
  const [fewest, most] = PLACE_DETAIL_LIMITS.phoneDigits;
  return digits >= fewest && digits <= most ? phone : null;
}
var WEBSITE = /^https?:\/\/(?:[^\s/?#:@.]+\.)+[^\s/?#:@.]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
function checkWebsite(value) {
  const website = value.trim();
  if (!website) return "";
  return website.length <= PLACE_DETAIL_LIMITS.website && WEBSITE.test(website) ? website : null;
}
var CHECKS = { hours: checkHours, phone: checkPhone, website: checkWebsite };
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function checkPlaceDetails(input) {
  if (!isPlainObject(input)) return { ok: false, field: "", message: "Send the details as an object of fields." };
  const value = {};
  for (const field of FIELDS) {
    const given = input[field];
    if (given === void 0 || given === null) continue;
    if (typeof given !== "string") return { ok: false, field, message: DETAIL_MESSAGES.notText(LABELS[field]) };
    const checked = CHECKS[field](given);
    if (checked === null) return { ok: false, field, message: DETAIL_MESSAGES[field] };
    value[field] = checked;
  }
  return { ok: true, value };
}
function phoneHref(phone) {
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
}
function websiteLabel(website) {
  var _a, _b;
  const host = (_b = (_a = /^https?:\/\/([^/?#:]+)/i.exec(website.trim())) == null ? void 0 : _a[1]) != null ? _b : website;
  return host.replace(/^www\./i, "").toLowerCase();
}
