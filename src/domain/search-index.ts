// Offline text search over places: prefix and typo tolerant, over name,
// local-language name, neighbourhood and its area, categories, vibes,
// description and address, so 'hongdae cafe', 'gangnm' or a Korean name find
// what a person means. All words must match; if nothing does, any word may.
//
// Made for a city of 20,000 places queried on every keystroke:
// - The index is a sorted vocabulary with one posting list per term, each
//   posting a place and its score for that term, summed over the fields
//   (BM25 per field times the field's boost) when the index is built. A query
//   expands each word to the terms it matches (itself, terms it is a prefix
//   of, terms within its typo allowance), then adds their postings' scores into
//   one array: a few typed-array reads per matching place, no object per match.
//   A prefix is a range of the sorted vocabulary; typos are found by walking
//   the vocabulary like a trie, skipping every branch already too far away.
// - The index is built in one pass from plain data into typed arrays and a
//   few strings (`packPlaces`, `PlaceIndex.fromPacked`), so a Web Worker can
//   build it and hand it to the page without copying the arrays.
// - Places added or changed after the build go into a small side index and
//   removed ones are skipped (`add`, `remove`); `staleness` says when a fresh
//   build is worth it.
// - `PlaceScan` answers before an index exists: a plain substring scan, no
//   typos, ranked by the field a word was found in.
import { areasOf } from './areas';

export interface SearchablePlace {
  id: string;
  name: string;
  name_local: string;
  neighborhood: string;
  categoryNames: readonly string[];
  vibes: readonly string[];
  description: string;
  address: string;
}

const HANGUL = /[\uac00-\ud7a3]/;

/** Korean names are written without spaces: index every two-syllable piece so '시장' finds '광장시장'. */
export function hangulBigrams(text: string): string {
  const grams: string[] = [];
  for (const word of text.split(/\s+/)) {
    for (let i = 0; i < word.length - 1; i++) if (HANGUL.test(word[i]!) && HANGUL.test(word[i + 1]!)) grams.push(word.slice(i, i + 2));
  }
  return grams.join(' ');
}

const NOT_PRINTABLE_ASCII = /[^ -~]/;

/**
 * Lower case without accents ('Café' → 'cafe'). Korean syllables come apart
 * into their letters (jamo), so a syllable still being typed ('광자' on the way
 * to '광장') is a prefix of the word.
 */
export function normaliseText(text: string): string {
  const lower = text.toLowerCase();
  if (!NOT_PRINTABLE_ASCII.test(lower)) return lower;
  return lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/** Words are separated by spaces, line breaks and punctuation ('work-friendly' is two words). */
const SEPARATOR = /[\n\r\p{Z}\p{P}]/u;
/** Per UTF-16 code unit: 0 not yet known, 1 separator, 2 part of a word. */
const charKinds = new Uint8Array(0x10000);

function isSeparator(code: number): boolean {
  let kind = charKinds[code]!;
  // Surrogates (characters beyond the first plane) count as letters.
  if (!kind) charKinds[code] = kind = code < 0xd800 || code > 0xdfff ? (SEPARATOR.test(String.fromCharCode(code)) ? 1 : 2) : 2;
  return kind === 1;
}

/** The words of a text, normalised: what the index holds and what a query looks for. */
export function wordsOf(text: string): string[] {
  const normalised = normaliseText(text);
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < normalised.length; i++) {
    if (isSeparator(normalised.charCodeAt(i))) {
      if (start >= 0) words.push(normalised.slice(start, i));
      start = -1;
    } else if (start < 0) start = i;
  }
  if (start >= 0) words.push(normalised.slice(start));
  return words;
}

/** The distinct words of a query, normalised, in order. */
export function queryTerms(query: string): string[] {
  return [...new Set(wordsOf(query))];
}

// ---- fields and scores ----

/** The fields searched, and how much a match in each counts. */
const FIELDS = [
  ['name', 4],
  ['name_local', 4],
  ['name_local_grams', 2],
  ['neighborhood', 3],
  // 'hongdae' also finds Yeonnam and Mangwon: the area people mean.
  ['area', 2],
  ['categories', 2.5],
  ['vibes', 1.5],
  ['description', 1],
  ['address', 0.5],
] as const;
const FIELD_COUNT = FIELDS.length;
const BOOST = FIELDS.map(([, boost]) => boost);

// BM25 as MiniSearch computes it (k, b, and d added to every matching field).
const BM25_K = 1.2;
const BM25_B = 0.7;
const BM25_D = 0.5;
// A term the query word is a prefix of, or is a typo of, counts less than the word itself.
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** Typos allowed in words of four letters or more: one edit per five letters, at most two. */
const MAX_TYPOS = 2;
/** Korean letters, as normaliseText leaves them: no typos there (a letter more or less is another word). */
const HANGUL_LETTERS = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
const typosAllowed = (term: string) =>
  term.length >= 4 && !HANGUL_LETTERS.test(term) ? Math.min(MAX_TYPOS, Math.round(term.length * 0.2)) : 0;

function bm25(termFrequency: number, documentFrequency: number, documentCount: number, fieldLength: number, averageLength: number): number {
  const idf = Math.log(1 + (documentCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
  const lengthNorm = averageLength > 0 ? fieldLength / averageLength : 1;
  return idf * (BM25_D + (termFrequency * (BM25_K + 1)) / (termFrequency + BM25_K * (1 - BM25_B + BM25_B * lengthNorm)));
}

/** The text of each field of a place, in FIELDS order. */
function fieldTexts(place: SearchablePlace, areas: (neighborhood: string) => string): string[] {
  return [
    place.name,
    place.name_local,
    hangulBigrams(place.name_local),
    place.neighborhood,
    areas(place.neighborhood),
    place.categoryNames.join(' '),
    place.vibes.join(' '),
    place.description,
    place.address,
  ];
}

/** areasOf(neighborhood) as text, worked out once per neighbourhood. */
function areaNames(): (neighborhood: string) => string {
  const known = new Map<string, string>();
  return (neighborhood) => {
    let areas = known.get(neighborhood);
    if (areas === undefined) known.set(neighborhood, (areas = areasOf(neighborhood).join(' ')));
    return areas;
  };
}

// ---- sorted vocabulary: prefix ranges and typo matches ----

/** First position in `sorted` whose term is not below `key` (from `from`). */
function lowerBound(sorted: readonly string[], key: string, from = 0): number {
  let lo = from;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range of `sorted` holding `prefix` and every term that starts with it. */
function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  const lo = lowerBound(sorted, prefix);
  return [lo, lowerBound(sorted, `${prefix}\uffff`, lo)];
}

/**
 * Terms of `sorted` within `maxDistance` edits (Levenshtein) of `word`, outside
 * [skipFrom, skipTo): the vocabulary walked as a trie, one row of the edit
 * distance table per letter, reused by the terms sharing a prefix; a prefix
 * already too far away skips every term that starts with it.
 */
function typoMatches(
  sorted: readonly string[],
  word: string,
  maxDistance: number,
  skipFrom: number,
  skipTo: number,
  found: (position: number, distance: number) => void,
) {
  const width = word.length + 1;
  const rows: Int32Array[] = [Int32Array.from({ length: width }, (_, j) => j)];
  let previous = '';
  let valid = 0; // rows[0..valid] hold the table for previous's first letters
  let i = 0;
  while (i < sorted.length) {
    const term = sorted[i]!;
    let k = 0;
    const shared = Math.min(valid, term.length);
    while (k < shared && term.charCodeAt(k) === previous.charCodeAt(k)) k++;
    let tooFar = 0;
    for (; k < term.length; k++) {
      const above = rows[k]!;
      const row = (rows[k + 1] ??= new Int32Array(width));
      const letter = term.charCodeAt(k);
      let best = (row[0] = k + 1);
      for (let j = 1; j < width; j++) {
        const value = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (word.charCodeAt(j - 1) === letter ? 0 : 1));
        row[j] = value;
        if (value < best) best = value;
      }
      if (best > maxDistance) {
        tooFar = k + 1;
        break;
      }
    }
    previous = term;
    if (tooFar) {
      valid = tooFar;
      i = lowerBound(sorted, `${term.slice(0, tooFar)}\uffff`, i + 1);
      continue;
    }
    valid = term.length;
    const distance = rows[term.length]![word.length]!;
    if (distance <= maxDistance && (i < skipFrom || i >= skipTo)) found(i, distance);
    i++;
  }
}

/** The terms a query word matches in one vocabulary, with the weight of each. */
function expandWord(sorted: readonly string[], word: string, positions: number[], weights: number[]) {
  const [from, to] = prefixRange(sorted, word);
  for (let i = from; i < to; i++) {
    const length = sorted[i]!.length;
    positions.push(i);
    weights.push(length === word.length ? 1 : (PREFIX_WEIGHT * length) / (length + 0.3 * (length - word.length)));
  }
  const typos = typosAllowed(word);
  if (typos)
    typoMatches(sorted, word, typos, from, to, (i, distance) => {
      const length = sorted[i]!.length;
      positions.push(i);
      weights.push((FUZZY_WEIGHT * length) / (length + distance));
    });
}

// ---- ranking ----

const DOC_BITS = 2 ** 21;

let rankKeys = new Float64Array(0);

/**
 * Orders docs[0 .. count) by score, best first, ties in document order, and
 * says how many of them to take. Scores are packed with the document number
 * into one float so the native numeric sort does the work (no comparator
 * calls), in a buffer kept from query to query.
 */
function rankDocuments(docs: Int32Array, scores: Float64Array, count: number, limit: number): number {
  let best = 0;
  for (let i = 0; i < count; i++) best = Math.max(best, scores[docs[i]!]!);
  if (rankKeys.length < count) rankKeys = new Float64Array(Math.max(1024, count * 2));
  const keys = rankKeys.subarray(0, count);
  let packable = best > 0;
  for (let i = 0; i < count && packable; i++) {
    const doc = docs[i]!;
    if (doc >= DOC_BITS) packable = false;
    else keys[i] = Math.floor((1 - scores[doc]! / best) * 2 ** 31) * DOC_BITS + doc;
  }
  if (packable) {
    keys.sort();
    for (let i = 0; i < count; i++) docs[i] = keys[i]! % DOC_BITS;
  } else {
    docs.set(Array.from(docs.subarray(0, count)).sort((a, b) => scores[b]! - scores[a]! || a - b));
  }
  return Math.min(count, limit);
}

// ---- the index ----

/** A built index as plain data and typed arrays: what a worker posts (the arrays are transferable). */
export interface PackedPlaceIndex {
  /** Place ids, in document order. */
  ids: string[];
  /** The sorted vocabulary, '\n'-separated (words never hold a line break). */
  terms: string;
  /** Postings of term i: postDoc/postScore[termStart[i] .. termStart[i + 1]). */
  termStart: Uint32Array;
  postDoc: Uint32Array;
  postScore: Float32Array;
  /** Average length of each field, in words (scores places added later). */
  averageLength: Float64Array;
}

/** The buffers to transfer with a packed index. */
export const packedBuffers = (packed: PackedPlaceIndex): ArrayBuffer[] =>
  [packed.termStart, packed.postDoc, packed.postScore, packed.averageLength].map((array) => array.buffer as ArrayBuffer);

interface AddedPostings {
  docs: number[];
  scores: number[];
}

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
  // Places added after the build: their terms (sorted) and postings.
  private addedTerms: string[] = [];
  private readonly addedPostings = new Map<string, AddedPostings>();
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
    const areas = areaNames();
    const texts = fieldTexts(place, areas);
    const scores = new Map<string, number>();
    texts.forEach((text, field) => {
      const frequency = new Map<string, number>();
      let length = 0;
      for (const term of wordsOf(text)) {
        length++;
        frequency.set(term, (frequency.get(term) ?? 0) + 1);
      }
      for (const [term, count] of frequency) {
        // Document frequency from the build (any field) and the places added since: close enough for a few updates.
        const [from, to] = prefixRange(this.terms, term);
        const inBase = from < to && this.terms[from] === term ? this.termStart[from + 1]! - this.termStart[from]! : 0;
        const documentFrequency = inBase + (this.addedPostings.get(term)?.docs.length ?? 0) + 1;
        const value = BOOST[field]! * bm25(count, documentFrequency, this.size, length, this.averageLength[field]!);
        scores.set(term, (scores.get(term) ?? 0) + value);
      }
    });
    for (const [term, value] of scores) {
      let postings = this.addedPostings.get(term);
      if (!postings) {
        this.addedPostings.set(term, (postings = { docs: [], scores: [] }));
        this.addedTerms.splice(lowerBound(this.addedTerms, term), 0, term);
      }
      postings.docs.push(doc);
      postings.scores.push(value);
    }
    this.expansions.clear();
  }

  private expand(word: string): Expansion {
    let expansion = this.expansions.get(word);
    if (expansion) return expansion;
    const positions: number[] = [];
    const weights: number[] = [];
    expandWord(this.terms, word, positions, weights);
    const addedPositions: number[] = [];
    const addedWeights: number[] = [];
    if (this.addedTerms.length) expandWord(this.addedTerms, word, addedPositions, addedWeights);
    expansion = {
      base: Int32Array.from(positions),
      baseWeights: Float64Array.from(weights),
      added: addedPositions.map((i) => this.addedPostings.get(this.addedTerms[i]!)!),
      addedWeights,
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

/** A copy of a typed array, twice as long. */
function doubled<T extends Uint8Array | Uint16Array | Uint32Array>(array: T, create: (length: number) => T): T {
  const copy = create(array.length * 2);
  copy.set(array);
  return copy;
}

/** A built index before packing: arrays of strings instead of joined ones. */
interface IndexData extends Omit<PackedPlaceIndex, 'terms'> {
  terms: string[];
}

/** Builds the index of these places as plain data: the work a worker does. */
export function packPlaces(places: readonly SearchablePlace[]): PackedPlaceIndex {
  const data = indexPlaces(places);
  return { ...data, terms: data.terms.join('\n') };
}

function indexPlaces(places: readonly SearchablePlace[]): IndexData {
  const docCount = places.length;
  const areas = areaNames();
  const termIdOf = new Map<string, number>();
  const termList: string[] = [];
  const documentFrequency: number[] = []; // [term * FIELD_COUNT + field]
  const seenIn: number[] = []; // term → the entry of the current field that holds it
  const termIds = (text: string) =>
    wordsOf(text).map((term) => {
      let id = termIdOf.get(term);
      if (id === undefined) {
        termIdOf.set(term, (id = termList.length));
        termList.push(term);
        seenIn.push(-1);
        for (let field = 0; field < FIELD_COUNT; field++) documentFrequency.push(0);
      }
      return id;
    });
  // Neighbourhoods, areas, categories and vibes repeat from place to place: their words are looked up once.
  const repeatedTermIds = new Map<string, number[]>();
  const repeats = (field: number) => field >= 3 && field <= 6;
  // One entry per (place, field, term): term id, field, frequency; grouped by place.
  let entryTerm = new Uint32Array(1 << 16);
  let entryField = new Uint8Array(1 << 16);
  let entryFrequency = new Uint16Array(1 << 16);
  let entries = 0;
  const docEntryStart = new Uint32Array(docCount + 1);
  const fieldLength = new Uint16Array(docCount * FIELD_COUNT);
  const totalLength = new Float64Array(FIELD_COUNT);
  for (let doc = 0; doc < docCount; doc++) {
    docEntryStart[doc] = entries;
    const texts = fieldTexts(places[doc]!, areas);
    for (let field = 0; field < FIELD_COUNT; field++) {
      const text = texts[field]!;
      let ids: number[];
      if (repeats(field)) {
        ids = repeatedTermIds.get(text) ?? termIds(text);
        repeatedTermIds.set(text, ids);
      } else ids = termIds(text);
      const fieldStart = entries;
      for (const id of ids) {
        const seen = seenIn[id]!;
        if (seen >= fieldStart) {
          if (entryFrequency[seen]! < 0xffff) entryFrequency[seen]!++;
          continue;
        }
        if (entries === entryTerm.length) {
          entryTerm = doubled(entryTerm, (length) => new Uint32Array(length));
          entryField = doubled(entryField, (length) => new Uint8Array(length));
          entryFrequency = doubled(entryFrequency, (length) => new Uint16Array(length));
        }
        seenIn[id] = entries;
        entryTerm[entries] = id;
        entryField[entries] = field;
        entryFrequency[entries] = 1;
        entries++;
        documentFrequency[id * FIELD_COUNT + field]!++;
      }
      fieldLength[doc * FIELD_COUNT + field] = Math.min(ids.length, 0xffff);
      totalLength[field]! += ids.length;
    }
  }
  docEntryStart[docCount] = entries;
  const averageLength = totalLength.map((total) => (docCount ? total / docCount : 0));

  // Sorted vocabulary: a term's id becomes its position.
  const termCount = termList.length;
  const order = Array.from({ length: termCount }, (_, i) => i).sort((a, b) => (termList[a]! < termList[b]! ? -1 : 1));
  const positionOf = new Int32Array(termCount);
  order.forEach((id, position) => (positionOf[id] = position));

  // One posting per (place, term): the scores of its fields summed.
  const postTerm = new Int32Array(entries);
  const postDocs = new Uint32Array(entries);
  const postScores = new Float32Array(entries);
  const lastDoc = new Int32Array(termCount).fill(-1);
  const lastPosting = new Int32Array(termCount);
  let postings = 0;
  for (let doc = 0; doc < docCount; doc++) {
    for (let e = docEntryStart[doc]!, end = docEntryStart[doc + 1]!; e < end; e++) {
      const id = entryTerm[e]!;
      const field = entryField[e]!;
      const value =
        BOOST[field]! *
        bm25(
          entryFrequency[e]!,
          documentFrequency[id * FIELD_COUNT + field]!,
          docCount,
          fieldLength[doc * FIELD_COUNT + field]!,
          averageLength[field]!,
        );
      if (lastDoc[id] === doc) {
        postScores[lastPosting[id]!]! += value;
      } else {
        lastDoc[id] = doc;
        lastPosting[id] = postings;
        postTerm[postings] = positionOf[id]!;
        postDocs[postings] = doc;
        postScores[postings] = value;
        postings++;
      }
    }
  }
  // Grouped by term (counting sort), places in order within a term.
  const termStart = new Uint32Array(termCount + 1);
  for (let p = 0; p < postings; p++) termStart[postTerm[p]! + 1]!++;
  for (let t = 0; t < termCount; t++) termStart[t + 1]! += termStart[t]!;
  const fill = termStart.slice(0, termCount);
  const postDoc = new Uint32Array(postings);
  const postScore = new Float32Array(postings);
  for (let p = 0; p < postings; p++) {
    const at = fill[postTerm[p]!]!++;
    postDoc[at] = postDocs[p]!;
    postScore[at] = postScores[p]!;
  }
  return {
    ids: places.map((place) => place.id),
    terms: order.map((id) => termList[id]!),
    termStart,
    postDoc,
    postScore,
    averageLength,
  };
}

export function buildPlaceIndex(places: readonly SearchablePlace[]): PlaceIndex {
  return PlaceIndex.build(places);
}

/** Ids of matching places, best first; empty for a blank query. */
export function searchPlaces(index: PlaceIndex, query: string, limit?: number): string[] {
  return index.search(query, limit);
}

// ---- before the index: a plain scan ----

/** How much a word found in each group of fields counts: name, place (neighbourhood and area), tags, text. */
const SCAN_WEIGHTS = [4, 3, 2, 1];

/**
 * Substring search straight over the places, for the moments before an index
 * exists: every word must appear in some field (any word, if none matches
 * them all); no typos. Ranked by where each word was found.
 */
export class PlaceScan {
  private haystacks: string[] | undefined;
  /** Per place, where its name, place and tags groups end in its text. */
  private bounds = new Uint32Array(0);

  constructor(private readonly places: readonly SearchablePlace[]) {}

  private prepare(): string[] {
    if (this.haystacks) return this.haystacks;
    const areas = areaNames();
    const bounds = (this.bounds = new Uint32Array(this.places.length * 3));
    // One normalised text per place, its groups separated by line breaks (a line break never starts a word).
    this.haystacks = this.places.map((place, i) => {
      const haystack = normaliseText(
        `${place.name} ${place.name_local}\n${place.neighborhood} ${areas(place.neighborhood)}\n${place.categoryNames.join(' ')} ${place.vibes.join(' ')}\n${place.description} ${place.address}`,
      );
      let end = -1;
      for (let g = 0; g < 3; g++) {
        const next = haystack.indexOf('\n', end + 1);
        bounds[i * 3 + g] = end = next < 0 ? haystack.length : next;
      }
      return haystack;
    });
    return this.haystacks;
  }

  search(query: string, limit = Infinity): string[] {
    const words = queryTerms(query).slice(0, 255);
    if (!words.length) return [];
    const haystacks = this.prepare();
    const { bounds } = this;
    const score = new Float64Array(haystacks.length);
    const matched = new Int32Array(haystacks.length);
    let count = 0;
    // Places with every word (a place stops at its first missing word); if there are none, places with any.
    for (const every of [true, false]) {
      for (let i = 0; i < haystacks.length; i++) {
        const haystack = haystacks[i]!;
        let sum = 0;
        let hits = 0;
        for (const word of words) {
          const at = haystack.indexOf(word);
          if (at < 0) {
            if (every) break;
            continue;
          }
          let group = 0;
          while (group < 3 && at >= bounds[i * 3 + group]!) group++;
          sum += SCAN_WEIGHTS[group]!;
          hits++;
        }
        if (every ? hits < words.length : !hits) continue;
        score[i] = sum * hits;
        matched[count++] = i;
      }
      if (count || words.length === 1) break;
    }
    return Array.from(matched.subarray(0, rankDocuments(matched, score, count, limit)), (i) => this.places[i]!.id);
  }
}
