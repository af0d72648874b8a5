// Which places of a list may meet a need, found from what they are (kinds,
// categories, "suits", flags, budget): the first check of a need then reads
// the few places that may meet it instead of all of them, a city's worth of
// objects scattered in memory. A superset only: meetsNeed still decides, so
// the rule stays in fit.ts; places without facets are always candidates,
// since their texts and vibes decide.
import type { Need } from './concepts';
import { FOOD_KINDS } from './fit';
import type { Facts } from './place';

export class FacetLists {
  private readonly lists = new Map<string, number[]>();
  private readonly undescribed: number[] = [];

  /** Files the place at position `at` under what it is. */
  add(at: number, place: { categoryKeys: readonly string[]; budget: string }, facts: Facts): void {
    const { kinds, suits, flags } = facts.facets;
    if (!kinds.length) this.undescribed.push(at);
    for (const kind of kinds) this.file(`kind:${kind}`, at);
    for (const value of suits) this.file(`suits:${value}`, at);
    for (const flag of flags) this.file(`flag:${flag}`, at);
    for (const category of place.categoryKeys) this.file(`category:${category}`, at);
    this.file(`budget:${place.budget}`, at);
  }

  /** Positions that may meet `need` (some twice), or null when any place may (a need on texts). */
  candidates(need: Need): number[][] | null {
    const of = (keys: readonly string[]) => keys.map((key) => this.lists.get(key) ?? []);
    switch (need.type) {
      case 'kind':
        return [...of(need.kinds.map((k) => `kind:${k}`)), this.undescribed];
      case 'category':
        return of([...need.categories.map((c) => `category:${c}`), ...(need.servesFood ? [...FOOD_KINDS].map((k) => `kind:${k}`) : [])]);
      case 'suits':
        return [...of([`suits:${need.suits}`]), this.undescribed];
      case 'flag':
        return [...of([`flag:${need.flag}`]), this.undescribed];
      case 'budget':
        return of(need.budgets.map((b) => `budget:${b}`));
      default:
        return null;
    }
  }

  private file(key: string, at: number) {
    const list = this.lists.get(key);
    if (list) list.push(at);
    else this.lists.set(key, [at]);
  }
}
