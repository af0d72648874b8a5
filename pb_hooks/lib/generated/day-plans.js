// Generated from src/domain/day-plans.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
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

// src/domain/day-plans.ts
var day_plans_exports = {};
__export(day_plans_exports, {
  MAX_PLAN_STOPS: () => MAX_PLAN_STOPS,
  PLAN_MESSAGES: () => PLAN_MESSAGES,
  PLAN_NAME_MAX: () => PLAN_NAME_MAX,
  SHARE_TOKEN_LENGTH: () => SHARE_TOKEN_LENGTH,
  checkPlanFields: () => checkPlanFields,
  isShareToken: () => isShareToken,
  newShareToken: () => newShareToken,
  nextDayNamed: () => nextDayNamed,
  readPlanStart: () => readPlanStart,
  readPlanStops: () => readPlanStops
});
module.exports = __toCommonJS(day_plans_exports);

// src/domain/ids.ts
var ID_LENGTH = 15;

// src/domain/day-plans.ts
var MAX_PLAN_STOPS = 25;
var PLAN_NAME_MAX = 100;
var SHARE_TOKEN_LENGTH = 32;
var PLAN_MESSAGES = {
  name: "Please enter a plan name",
  nameLong: `Plan names can be at most ${PLAN_NAME_MAX} characters.`,
  day: "Choose the day as a date.",
  time: "Choose a start time.",
  start: "Choose where the day starts.",
  stops: `A plan holds 1 to ${MAX_PLAN_STOPS} different places.`,
  token: "That share link is not valid."
};
var ID = new RegExp(`^[a-z0-9]{${ID_LENGTH}}$`);
var DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
var TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
var TOKEN = new RegExp(`^[a-z0-9]{${SHARE_TOKEN_LENGTH}}$`);
function isShareToken(value) {
  return typeof value === "string" && TOKEN.test(value);
}
function readPlanStart(value) {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const v = value;
  const kind = v.kind;
  if (kind !== "place" && kind !== "here" && kind !== "hotel") return null;
  const { latitude, longitude } = v;
  if (typeof latitude !== "number" || typeof longitude !== "number" || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const label = typeof v.label === "string" ? v.label.trim().slice(0, PLAN_NAME_MAX) : "";
  const start = { kind, label, latitude, longitude };
  if (kind === "place") {
    if (typeof v.place !== "string" || !ID.test(v.place)) return null;
    start.place = v.place;
  }
  return start;
}
function readPlanStops(value) {
  return Array.isArray(value) ? value.filter((id) => typeof id === "string" && ID.test(id)) : [];
}
function checkPlanFields(fields) {
  const has = (key) => Object.prototype.hasOwnProperty.call(fields, key);
  if (has("name")) {
    const name = typeof fields.name === "string" ? fields.name.trim() : "";
    if (!name) return { ok: false, field: "name", message: PLAN_MESSAGES.name };
    if (name.length > PLAN_NAME_MAX) return { ok: false, field: "name", message: PLAN_MESSAGES.nameLong };
  }
  if (has("day") && fields.day !== "" && !(typeof fields.day === "string" && DAY.test(fields.day))) {
    return { ok: false, field: "day", message: PLAN_MESSAGES.day };
  }
  if (has("start_time") && !(typeof fields.start_time === "string" && TIME.test(fields.start_time))) {
    return { ok: false, field: "start_time", message: PLAN_MESSAGES.time };
  }
  if (has("start") && !readPlanStart(fields.start)) return { ok: false, field: "start", message: PLAN_MESSAGES.start };
  if (has("stops")) {
    const stops = fields.stops;
    const ids = readPlanStops(stops);
    if (!Array.isArray(stops) || ids.length !== stops.length || !ids.length || ids.length > MAX_PLAN_STOPS || new Set(ids).size !== ids.length) {
      return { ok: false, field: "stops", message: PLAN_MESSAGES.stops };
    }
  }
  if (has("share_token") && fields.share_token !== "" && !isShareToken(fields.share_token)) {
    return { ok: false, field: "share_token", message: PLAN_MESSAGES.token };
  }
  return { ok: true };
}
var ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
function newShareToken(random) {
  let token = "";
  while (token.length < SHARE_TOKEN_LENGTH) {
    for (const byte of random(SHARE_TOKEN_LENGTH * 2)) {
      if (byte < 252 && token.length < SHARE_TOKEN_LENGTH) token += ALPHABET[byte % 36];
    }
  }
  return token;
}
var WEEKDAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
function nextDayNamed(weekday, today) {
  const target = weekday ? WEEKDAY_NAMES.indexOf(weekday) : -1;
  if (target < 0) return today;
  const date = /* @__PURE__ */ new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + (target - date.getUTCDay() + 7) % 7);
  return date.toISOString().slice(0, 10);
}
