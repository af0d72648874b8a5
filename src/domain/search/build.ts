// Building the index in one pass from plain data into typed arrays and a few
// strings, so a Web Worker can build it and hand it to the page without
// copying the arrays (`packPlaces`, then `PlaceIndex.fromPacked`).
import { areaNames, bm25, BOOST, FIELD_COUNT, fieldTexts, type SearchablePlace } from './fields';
import { wordsOf } from './text';

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

/** A copy of a typed array, twice as long. */
function doubled<T extends Uint8Array | Uint16Array | Uint32Array>(array: T, create: (length: number) => T): T {
  const copy = create(array.length * 2);
  copy.set(array);
  return copy;
}

/** A built index before packing: arrays of strings instead of joined ones. */
export interface IndexData extends Omit<PackedPlaceIndex, 'terms'> {
  terms: string[];
}

/** Builds the index of these places as plain data: the work a worker does. */
export function packPlaces(places: readonly SearchablePlace[]): PackedPlaceIndex {
  const data = indexPlaces(places);
  return { ...data, terms: data.terms.join('\n') };
}

export function indexPlaces(places: readonly SearchablePlace[]): IndexData {
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
