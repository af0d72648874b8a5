// Generated from src/domain/images.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
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

// src/domain/images.ts
var images_exports = {};
__export(images_exports, {
  PHOTO_COLLECTIONS: () => PHOTO_COLLECTIONS,
  PHOTO_FIELD: () => PHOTO_FIELD,
  PHOTO_MAX_BYTES: () => PHOTO_MAX_BYTES,
  PHOTO_RULES_MESSAGE: () => PHOTO_RULES_MESSAGE,
  PHOTO_TARGETS: () => PHOTO_TARGETS,
  PHOTO_TYPES: () => PHOTO_TYPES,
  PLACEHOLDER_IMAGE: () => PLACEHOLDER_IMAGE,
  SHAPE_OF: () => SHAPE_OF,
  THUMBS: () => THUMBS,
  isPhotoCollection: () => isPhotoCollection,
  mayChangePhoto: () => mayChangePhoto,
  photoProblem: () => photoProblem,
  photoUrl: () => photoUrl,
  pictureOf: () => pictureOf,
  pictureUrls: () => pictureUrls
});
module.exports = __toCommonJS(images_exports);
var PLACEHOLDER_IMAGE = "/images/placeholder.svg";
var PHOTO_FIELD = "photo";
var PHOTO_COLLECTIONS = ["cities", "places", "tastemakers"];
var PHOTO_TARGETS = [...PHOTO_COLLECTIONS, "tastemaker_places"];
var PHOTO_MAX_BYTES = 5 * 1024 * 1024;
var PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];
var PHOTO_RULES_MESSAGE = "Photos must be JPEG, PNG or WebP images of at most 5 MB.";
var THUMBS = { wide: "800x500", square: "240x240" };
var SHAPE_OF = {
  cities: "wide",
  places: "wide",
  tastemakers: "square",
  tastemaker_places: "wide"
};
function isPhotoCollection(name) {
  return PHOTO_TARGETS.includes(name);
}
function photoUrl(collection, record) {
  if (!record.photo) return "";
  const name = encodeURIComponent(record.photo);
  return `/api/files/${collection}/${encodeURIComponent(record.id)}/${name}?thumb=${THUMBS[SHAPE_OF[collection]]}`;
}
function pickPhotoUrl(collection, record) {
  return collection === "places" && record.pickPhoto ? photoUrl("tastemaker_places", record.pickPhoto) : "";
}
function pictureOf(collection, record) {
  if (!record) return { src: PLACEHOLDER_IMAGE, fallback: PLACEHOLDER_IMAGE };
  const art = record.image || PLACEHOLDER_IMAGE;
  return { src: photoUrl(collection, record) || pickPhotoUrl(collection, record) || art, fallback: art };
}
function pictureUrls(collection, record) {
  var _a;
  if (!record) return [];
  return [photoUrl(collection, record) || pickPhotoUrl(collection, record), (_a = record.image) != null ? _a : ""].filter((url) => url.startsWith("/"));
}
function mayChangePhoto(editor, collection, record) {
  if (editor.roles.includes("admin")) return true;
  if (!editor.roles.includes("tastemaker")) return false;
  const own = (tastemaker) => !!tastemaker && editor.ownTastemakers.includes(tastemaker);
  if (collection === "tastemakers") return own(record.id);
  if (collection === "places") return own(record.added_by);
  if (collection === "tastemaker_places") return own(record.tastemaker);
  return false;
}
function photoProblem(file) {
  if (!PHOTO_TYPES.includes(file.type) || file.size > PHOTO_MAX_BYTES) return PHOTO_RULES_MESSAGE;
  if (file.size === 0) return "This file is empty.";
  return "";
}
