// Generated from src/domain/chat.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
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

// src/domain/chat.ts
var chat_exports = {};
__export(chat_exports, {
  MAX_HISTORY_TURNS: () => MAX_HISTORY_TURNS,
  MAX_QUESTION_LENGTH: () => MAX_QUESTION_LENGTH,
  greeting: () => greeting,
  orderGuides: () => orderGuides,
  questionProblem: () => questionProblem,
  suggestedPrompts: () => suggestedPrompts
});
module.exports = __toCommonJS(chat_exports);
var MAX_QUESTION_LENGTH = 500;
var MAX_HISTORY_TURNS = 10;
function questionProblem(query) {
  const text = query.trim();
  if (!text) return "Please enter a question.";
  if (text.length > MAX_QUESTION_LENGTH) return `Questions can be at most ${MAX_QUESTION_LENGTH} characters.`;
  return "";
}
var PROMPTS = {
  seoul: ["Rooftop bar in Gangnam", "Cozy cafe for working", "Date tonight", "Hidden gems in Itaewon"],
  "new-york-city": ["Rooftop bar in Midtown", "Cozy cafe for working", "Date tonight", "Hidden gems in Brooklyn"]
};
function suggestedPrompts(citySlug) {
  var _a;
  return (_a = PROMPTS[citySlug]) != null ? _a : ["Best local food", "Cozy cafe for working", "Date tonight", "Hidden gems"];
}
function greeting(guide, cityName) {
  var _a;
  if (guide.is_tour_guide) {
    return `Hi, I'm ${guide.name}, your ${cityName} local guide. Tell me what you're in the mood for \u2014 a neighbourhood, a vibe, a budget \u2014 and I'll point you to places I'd go myself.`;
  }
  const focus = ((_a = guide.specialties) != null ? _a : []).slice(0, 2).join(" and ").toLowerCase() || "my favourite spots";
  return `Hey, ${guide.name} here (${guide.title}). Ask me about ${focus} in ${cityName} \u2014 these are my own picks.`;
}
function orderGuides(guides) {
  return [...guides].sort((a, b) => Number(b.is_tour_guide) - Number(a.is_tour_guide) || a.name.localeCompare(b.name));
}
