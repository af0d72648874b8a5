// Which places of a list may meet a need: an inverted list per value a need
// asks for (kind, category, "suits", flag, budget, vibe, and every word of a
// place's texts), so the first check of a need reads the few places filed
// under its values instead of every place, a city's worth of objects
// scattered in memory. A superset only: meetsNeed still decides, so the rule
// stays in fit.ts. Places without facets are found by their texts and vibes,
// as fit.ts reads them: a phrase in a text means each of its words is there.
import type { Need } from './concepts';
import { FOOD_KINDS, VIBE_OF } from './fit';
import { KINDS } from '../facets';
import type { Facts } from './place';
import { phraseOf } from './text';

type Lists = Map<string, number[]>;

/** Files `at` under `key`; a place's words repeat, and positions come in order, so a repeat is the last entry. */
function file(lists: Lists, key: string, at: number) {
  const list = lists.get(key);
  if (!list) lists.set(key, [at]);
  else if (list[list.length - 1] !== at) list.push(at);
}

export class NeedLists {
  private readonly facets: Lists = new Map();
  private readonly vibes: Lists = new Map();
  /** Every word of each place's text (Facts.text): what `has` in fit.ts looks in. */
  private readonly words: Lists = new Map();

  /** Files the place at position `at` under what it is and the words it has. */
  add(at: number, place: { categoryKeys: readonly string[]; budget: string; vibes: readonly string[] }, facts: Facts): void {
    const { kinds, suits, flags } = facts.facets;
    for (const kind of kinds) file(this.facets, `kind:${kind}`, at);
    for (const value of suits) file(this.facets, `suits:${value}`, at);
    for (const flag of flags) file(this.facets, `flag:${flag}`, at);
    for (const category of place.categoryKeys) file(this.facets, `category:${category}`, at);
    file(this.facets, `budget:${place.budget}`, at);
    for (const vibe of place.vibes) file(this.vibes, vibe, at);
    for (const word of facts.text.split(' ')) if (word) file(this.words, word, at);
  }

  /** Positions that may meet `need` (some twice), or null when any place may (a word being typed). */
  candidates(need: Need): number[][] | null {
    const facet = (key: string) => this.facets.get(key) ?? [];
    const vibe = (name: string) => this.vibes.get(name) ?? [];
    let texts: Array<number[] | null>;
    switch (need.type) {
      case 'kind':
        texts = [...need.kinds.map((k) => this.withPhrase(KINDS[k])), this.withPhrase(need.label)];
        return texts.includes(null) ? null : [...need.kinds.map((k) => facet(`kind:${k}`)), ...(texts as number[][])];
      case 'category':
        return [
          ...[...need.categories, ...(need.lesser ?? [])].map((c) => facet(`category:${c}`)),
          ...(need.servesFood ? [...FOOD_KINDS].map((k) => facet(`kind:${k}`)) : []),
        ];
      case 'suits':
        return [facet(`suits:${need.suits}`), vibe(VIBE_OF[need.suits] ?? '')];
      case 'flag':
        return [facet(`flag:${need.flag}`), vibe(VIBE_OF[need.flag] ?? '')];
      case 'budget':
        return need.budgets.map((b) => facet(`budget:${b}`));
      case 'vibe': {
        const text = this.withPhrase(need.label);
        return text ? [vibe(need.vibe), text] : null;
      }
      case 'item':
        texts = need.terms.map((term) => this.withPhrase(term));
        return texts.includes(null) ? null : (texts as number[][]);
      default:
        return null;
    }
  }

  /**
   * Places whose text may hold `term` as a phrase: those with its rarest word. Null for a term with
   * no words, which fit.ts compares differently.
   */
  private withPhrase(term: string): number[] | null {
    const phrase = phraseOf(term);
    if (!phrase) return null;
    let rarest: number[] | undefined;
    for (const word of phrase.split(' ')) {
      const list = this.words.get(word) ?? [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest!;
  }
}
