// Generated from src/domain/sync-cursor.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
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

// src/domain/sync-cursor.ts
var sync_cursor_exports = {};
__export(sync_cursor_exports, {
  CURSOR_VERSION: () => CURSOR_VERSION,
  emptyCursor: () => emptyCursor,
  packGrants: () => packGrants,
  readCursor: () => readCursor,
  unpackGrants: () => unpackGrants,
  writeCursor: () => writeCursor
});
module.exports = __toCommonJS(sync_cursor_exports);

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
function pairId(...parts) {
  const text = parts.join("\0");
  const a = cyrb53(text, 1).toString(36).padStart(11, "0").slice(-8);
  const b = cyrb53(text, 2).toString(36).padStart(11, "0").slice(-7);
  return (a + b).replace(/[^a-z0-9]/g, "0");
}

// src/domain/sync-cursor.ts
var CURSOR_VERSION = 3;
function emptyCursor() {
  return { version: CURSOR_VERSION, user: "", highWater: {}, servedGrants: {} };
}
function isRecord(value) {
  return !!value && typeof value === "object" && !Array.isArray(value);
}
function isStringMap(value) {
  return isRecord(value) && Object.keys(value).every((key) => typeof value[key] === "string");
}
function isCount(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}
function readRound(value) {
  if (!isRecord(value)) return void 0;
  const { readWith, windowStart, windowEnd, streamIndex, tableIndex, afterUpdated, afterId, done, total } = value;
  const valid = typeof readWith === "string" && isStringMap(windowStart) && typeof windowEnd === "string" && isCount(streamIndex) && isCount(tableIndex) && typeof afterUpdated === "string" && typeof afterId === "string" && isCount(done) && isCount(total);
  return valid ? { readWith, windowStart, windowEnd, streamIndex, tableIndex, afterUpdated, afterId, done, total } : void 0;
}
function readCursor(raw) {
  let parsed;
  try {
    parsed = raw ? JSON.parse(raw) : void 0;
  } catch (e) {
    return emptyCursor();
  }
  if (!isRecord(parsed) || parsed.version !== CURSOR_VERSION) return emptyCursor();
  const { user, highWater, servedGrants, page } = parsed;
  if (typeof user !== "string" || !isStringMap(highWater) || !isStringMap(servedGrants)) return emptyCursor();
  const cursor = { version: CURSOR_VERSION, user, highWater, servedGrants };
  const round = readRound(page);
  if (round) cursor.page = round;
  return cursor;
}
function writeCursor(cursor) {
  return JSON.stringify(cursor);
}
var HEX = "0123456789abcdef";
function listKey(cityTastemakers) {
  return pairId("city-tastemakers", ...cityTastemakers).slice(0, 6);
}
function maskOf(ids, cityTastemakers) {
  let mask = "";
  for (let start = 0; start < cityTastemakers.length; start += 4) {
    let nibble = 0;
    for (let bit = 0; bit < 4; bit++) {
      const id = cityTastemakers[start + bit];
      if (id !== void 0 && ids.includes(id)) nibble |= 1 << bit;
    }
    mask += HEX[nibble];
  }
  return mask;
}
function idsOf(mask, cityTastemakers) {
  return cityTastemakers.filter((_, i) => {
    var _a;
    return HEX.indexOf((_a = mask[i >> 2]) != null ? _a : "0") >> (i & 3) & 1;
  });
}
function packGrants(grants, cityTastemakers) {
  var _a;
  const curators = ((_a = grants.curators) == null ? void 0 : _a.length) ? `.${maskOf(grants.curators, cityTastemakers)}` : "";
  return `${grants.all ? 1 : 0}${grants.notes ? 1 : 0}${listKey(cityTastemakers)}${maskOf(grants.tastemakers, cityTastemakers)}${curators}`;
}
function unpackGrants(packed, cityTastemakers) {
  if (typeof packed !== "string" || packed.length < 8 || packed.slice(2, 8) !== listKey(cityTastemakers)) return void 0;
  const [mask = "", curatorMask] = packed.slice(8).split(".");
  const grants = { all: packed[0] === "1", notes: packed[1] === "1", tastemakers: idsOf(mask, cityTastemakers) };
  if (curatorMask !== void 0) grants.curators = idsOf(curatorMask, cityTastemakers);
  return grants;
}
