// Generated from src/domain/ids.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
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

// src/domain/ids.ts
var ids_exports = {};
__export(ids_exports, {
  ID_LENGTH: () => ID_LENGTH,
  MEMBERSHIPS: () => MEMBERSHIPS,
  cyrb53: () => cyrb53,
  isMembership: () => isMembership,
  memberId: () => memberId,
  membershipId: () => membershipId,
  pairId: () => pairId,
  randomId: () => randomId,
  reactionId: () => reactionId,
  reviewId: () => reviewId
});
module.exports = __toCommonJS(ids_exports);
var ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
var ID_LENGTH = 15;
function randomId(random) {
  const bytes = random(ID_LENGTH * 2);
  let id = "";
  for (let i = 0; id.length < ID_LENGTH; i++) {
    if (i >= bytes.length) return id + randomId(random).slice(id.length);
    const byte = bytes[i];
    if (byte < 252) id += ALPHABET[byte % 36];
  }
  return id;
}
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
var MEMBERSHIPS = {
  saved_places: ["user", "place"],
  collection_places: ["collection", "place"],
  vibe_profile_vibes: ["vibe_profile", "vibe"],
  // A traveller's own pin, one per item of the files they import (issue 33): importing one again changes nothing.
  pins: ["user", "source"]
};
function isMembership(collection) {
  return Object.prototype.hasOwnProperty.call(MEMBERSHIPS, collection);
}
function membershipId(collection, row) {
  const [owner, member] = MEMBERSHIPS[collection];
  const a = row[owner];
  const b = row[member];
  return typeof a === "string" && a && typeof b === "string" && b ? pairId(collection, a, b) : "";
}
function reviewId(user, place) {
  return user && place ? pairId("reviews", user, place) : "";
}
function memberId(collection, user) {
  return collection && user ? pairId("collection_members", collection, user) : "";
}
function reactionId(collection, place, user) {
  return collection && place && user ? pairId("collection_reactions", collection, place, user) : "";
}
