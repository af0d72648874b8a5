// The labelled evaluation of search and the local guide (tests/fixtures/
// search-eval.json, guide-eval.json): traveller queries, each with what a
// fitting place must be, as a predicate on the seed's own facts (facets,
// categories, budget, neighbourhood, distance from a real point) or a list of
// places. Read by the tests (which assert the quality floor) and by the bench
// (which prints the precision).
import { readFileSync } from 'node:fs';
import { inArea } from '#/domain/areas';
import { readFacets } from '#/domain/facets';
import { distanceKm } from '#/domain/query';
import type { CitySlug, SeedView } from './seed-places';

export interface Expectation {
  /** Any of these kinds (facets.kinds). */
  kinds?: string[];
  /** Any of these categories. */
  categories?: string[];
  /** All of these (facets.suits). */
  suits?: string[];
  /** All of these (facets.flags). */
  flags?: string[];
  /** Any of these budgets. */
  budgets?: string[];
  /** Any of these words in its items, name or description (lower case). */
  mentions?: string[];
  /** In one of these areas or neighbourhoods (src/domain/areas.ts), or within `near`. */
  areas?: string[];
  near?: { latitude: number; longitude: number; km: number };
  /** Exactly these places (slugs) fit. */
  places?: string[];
  /** The first result must be this place (slug): a query naming a place. */
  first?: string;
}

export interface EvalCase {
  city: CitySlug;
  query: string;
  /** Earlier questions of the conversation (the guide only), oldest first. */
  earlier?: string[];
  expect: Expectation;
}

export function loadCases(file: 'search-eval.json' | 'guide-eval.json'): EvalCase[] {
  return (JSON.parse(readFileSync(`tests/fixtures/${file}`, 'utf8')) as { cases: EvalCase[] }).cases;
}

/** Whether a place fits what the case expects (every condition given). */
export function fitsExpectation(place: SeedView, expect: Expectation): boolean {
  const facets = readFacets(place.facets);
  const text = `${place.name} ${place.name_local} ${facets.items.join(' ')} ${place.description}`.toLowerCase();
  if (expect.places && !expect.places.includes(place.id)) return false;
  if (expect.kinds && !expect.kinds.some((k) => (facets.kinds as string[]).includes(k))) return false;
  if (expect.categories && !expect.categories.some((c) => place.categoryKeys.includes(c))) return false;
  if (expect.suits && !expect.suits.every((s) => (facets.suits as string[]).includes(s))) return false;
  if (expect.flags && !expect.flags.every((f) => (facets.flags as string[]).includes(f))) return false;
  if (expect.budgets && !expect.budgets.includes(place.budget)) return false;
  if (expect.mentions && !expect.mentions.some((m) => text.includes(m))) return false;
  if (expect.areas || expect.near) {
    const inAreas = (expect.areas ?? []).some((area) => inArea(place, area));
    const near = expect.near ? distanceKm(place, expect.near) <= expect.near.km : false;
    if (!inAreas && !near) return false;
  }
  return true;
}

export interface CaseOutcome {
  case: EvalCase;
  /** The top three results' ids. */
  top: string[];
  /** How many of them fit. */
  fitting: number;
  /** All of the top three fit (or, where fewer places fit at all, all of those are in it), or the named place is first. */
  pass: boolean;
}

/**
 * Scores a case's results (ids best first) against the places the traveller may see. `saysShort`:
 * the answer says that nothing fits every part (the guide's "No …", search's partial matches), which
 * is what passes when none of those places fits.
 */
export function score(c: EvalCase, ids: readonly string[], places: readonly SeedView[], saysShort = false): CaseOutcome {
  const byId = new Map(places.map((p) => [p.id, p]));
  const top = ids.slice(0, 3);
  const fitting = top.filter((id) => byId.has(id) && fitsExpectation(byId.get(id)!, c.expect)).length;
  if (c.expect.first) return { case: c, top, fitting, pass: ids[0] === c.expect.first };
  // All of the top three fit; where the city has fewer than three that fit, all of those are in the top three.
  const possible = Math.min(3, places.filter((p) => fitsExpectation(p, c.expect)).length);
  return { case: c, top, fitting, pass: possible > 0 ? fitting >= possible : saysShort };
}

/** Precision of the top three over all cases, and the share of cases that pass. */
export function summarise(outcomes: readonly CaseOutcome[]): { precision: number; passRate: number; failed: CaseOutcome[] } {
  const shown = outcomes.reduce((n, o) => n + Math.max(1, o.top.length), 0);
  const fitting = outcomes.reduce((n, o) => n + o.fitting, 0);
  const failed = outcomes.filter((o) => !o.pass);
  return { precision: fitting / shown, passRate: 1 - failed.length / outcomes.length, failed };
}
