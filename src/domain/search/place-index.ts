// The search index of a city's places: one posting list per term of a sorted
// vocabulary, queried by adding the postings of every term a word expands to
// into one array (a few typed-array reads per matching place, no object per
// match). Places added or changed after the build go into a side index
// (./side-index) and removed ones are skipped (`add`, `remove`); `staleness`
// says when a fresh build is worth it.
import { indexPlaces, type PackedPlaceIndex } from './build';
import { placeTermScores, type SearchablePlace } from './fields';
import { rankDocuments } from './rank';
import { SideIndex, type AddedPostings } from './side-index';
import { queryTerms } from './text';
import { expandWord, prefixRange } from './vocabulary';

interface Expansion {
  base: Int32Array;
  baseWeights: Float64Array;
  added: AddedPostings[];
  addedWeights: number[];
}

export class PlaceIndex {
  private readonly ids: string[];
  /** Document of each id: made at the first update (a fresh index needs none). */
  private docs: Map<string, number> | undefined;
  private alive: Uint8Array;
  private removedCount = 0;
  private addedCount = 0;
  /** Places added after the build. */
  private readonly added = new SideIndex();
  private readonly expansions = new Map<string, Expansion>();
  // Scratch space of a query, one slot per document.
  private score = new Float64Array(0);
  private hits = new Uint8Array(0);
  private mark = new Uint32Array(0);
  private touched = new Int32Array(0);
  private selected = new Int32Array(0);
  private stamp = 0;

  private constructor(
    ids: string[],
    private readonly terms: readonly string[],
    private readonly termStart: Uint32Array,
    private readonly postDoc: Uint32Array,
    private readonly postScore: Float32Array,
    private readonly averageLength: Float64Array,
  ) {
    this.ids = ids;
    this.alive = new Uint8Array(ids.length).fill(1);
  }

  /** Builds the index of these places in one pass. */
  static build(places: readonly SearchablePlace[]): PlaceIndex {
    const data = indexPlaces(places);
    return new PlaceIndex(data.ids, data.terms, data.termStart, data.postDoc, data.postScore, data.averageLength);
  }

  static fromPacked(packed: PackedPlaceIndex): PlaceIndex {
    const ids = [...packed.ids];
    const terms = packed.terms ? packed.terms.split('\n') : [];
    return new PlaceIndex(ids, terms, packed.termStart, packed.postDoc, packed.postScore, packed.averageLength);
  }

  /** How many places it finds. */
  get size(): number {
    return this.ids.length - this.removedCount;
  }

  has(id: string): boolean {
    return this.docOf.has(id);
  }

  private get docOf(): Map<string, number> {
    this.docs ??= new Map(this.ids.map((id, doc) => [id, doc]));
    return this.docs;
  }

  /** Share of its documents changed since the build (removed, or added on the side): above ~0.25 a new build is worth it. */
  get staleness(): number {
    return this.ids.length ? (this.removedCount + this.addedCount) / this.ids.length : 0;
  }

  /** Stops finding a place; false when it was not there. */
  remove(id: string): boolean {
    const doc = this.docOf.get(id);
    if (doc === undefined) return false;
    this.docOf.delete(id);
    this.alive[doc] = 0;
    this.removedCount++;
    return true;
  }

  /** Adds a place, or replaces the one with its id. Scored with the statistics of the build. */
  add(place: SearchablePlace): void {
    this.remove(place.id);
    const doc = this.ids.length;
    this.ids.push(place.id);
    this.docOf.set(place.id, doc);
    if (this.alive.length <= doc) {
      const grown = new Uint8Array(Math.max(16, doc * 2));
      grown.set(this.alive);
      this.alive = grown;
    }
    this.alive[doc] = 1;
    this.addedCount++;
    const scores = placeTermScores(place, (term) => this.documentFrequency(term), this.size, this.averageLength);
    this.added.add(doc, scores);
    this.expansions.clear();
  }

  /** Places holding a term (any field), in the build, added since or being added: close enough for a few updates. */
  private documentFrequency(term: string): number {
    const [from, to] = prefixRange(this.terms, term);
    const inBase = from < to && this.terms[from] === term ? this.termStart[from + 1]! - this.termStart[from]! : 0;
    return inBase + this.added.documentFrequency(term) + 1;
  }

  private expand(word: string): Expansion {
    let expansion = this.expansions.get(word);
    if (expansion) return expansion;
    const positions: number[] = [];
    const weights: number[] = [];
    expandWord(this.terms, word, positions, weights);
    const added = this.added.expand(word);
    expansion = {
      base: Int32Array.from(positions),
      baseWeights: Float64Array.from(weights),
      added: added.postings,
      addedWeights: added.weights,
    };
    // A handful of words per query, a query per keystroke: keep the recent ones.
    if (this.expansions.size >= 256) this.expansions.clear();
    this.expansions.set(word, expansion);
    return expansion;
  }

  /** Ids of matching places, best first (at most `limit`); empty for a blank query. */
  search(query: string, limit = Infinity): string[] {
    const words = queryTerms(query);
    if (!words.length) return [];
    const capacity = this.ids.length;
    if (this.score.length < capacity) {
      this.score = new Float64Array(capacity);
      this.hits = new Uint8Array(capacity);
      this.mark = new Uint32Array(capacity);
      this.touched = new Int32Array(capacity);
      this.selected = new Int32Array(capacity);
    }
    const { score, hits, mark, touched, alive, termStart, postDoc, postScore } = this;
    let touchedCount = 0;
    // Each place's score for each word it matches, and how many words it matches.
    for (const word of words.slice(0, 255)) {
      if (++this.stamp === 0xffffffff) {
        mark.fill(0);
        this.stamp = 1;
      }
      const stamp = this.stamp;
      const { base, baseWeights, added, addedWeights } = this.expand(word);
      for (let e = 0; e < base.length; e++) {
        const term = base[e]!;
        const weight = baseWeights[e]!;
        for (let p = termStart[term]!, end = termStart[term + 1]!; p < end; p++) {
          const doc = postDoc[p]!;
          if (!alive[doc]) continue;
          if (mark[doc] !== stamp) {
            mark[doc] = stamp;
            if (hits[doc]!++ === 0) touched[touchedCount++] = doc;
          }
          score[doc]! += weight * postScore[p]!;
        }
      }
      for (let e = 0; e < added.length; e++) {
        const { docs, scores } = added[e]!;
        const weight = addedWeights[e]!;
        for (let p = 0; p < docs.length; p++) {
          const doc = docs[p]!;
          if (!alive[doc]) continue;
          if (mark[doc] !== stamp) {
            mark[doc] = stamp;
            if (hits[doc]!++ === 0) touched[touchedCount++] = doc;
          }
          score[doc]! += weight * scores[p]!;
        }
      }
    }
    // All words must match; if no place matches them all, any word may. More words matched rank higher.
    const wordCount = Math.min(words.length, 255);
    const { selected } = this;
    let count = 0;
    for (let i = 0; i < touchedCount; i++) if (hits[touched[i]!] === wordCount) selected[count++] = touched[i]!;
    if (!count) {
      selected.set(touched.subarray(0, touchedCount));
      count = touchedCount;
    }
    for (let i = 0; i < count; i++) score[selected[i]!]! *= hits[selected[i]!]!;
    const ranked = rankDocuments(selected, score, count, limit);
    for (let i = 0; i < touchedCount; i++) {
      score[touched[i]!] = 0;
      hits[touched[i]!] = 0;
    }
    const ids = new Array<string>(ranked);
    for (let i = 0; i < ranked; i++) ids[i] = this.ids[selected[i]!]!;
    return ids;
  }
}

export function buildPlaceIndex(places: readonly SearchablePlace[]): PlaceIndex {
  return PlaceIndex.build(places);
}

/** Ids of matching places, best first; empty for a blank query. */
export function searchPlaces(index: PlaceIndex, query: string, limit?: number): string[] {
  return index.search(query, limit);
}
