// Generated from src/domain/names.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
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

// src/domain/names.ts
var names_exports = {};
__export(names_exports, {
  COLLECTION_NAME: () => COLLECTION_NAME,
  VIBE_PROFILE_NAME: () => VIBE_PROFILE_NAME,
  checkName: () => checkName
});
module.exports = __toCommonJS(names_exports);
var COLLECTION_NAME = { required: "Please enter a collection name", max: 100 };
var VIBE_PROFILE_NAME = { required: "Please enter a vibe profile name", max: 50 };
function checkName(input, rule) {
  const name = typeof input === "string" ? input.trim() : "";
  if (!name) return { ok: false, message: rule.required };
  if (name.length > rule.max) return { ok: false, message: `Names can be at most ${rule.max} characters.` };
  return { ok: true, name };
}
