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
//
// Modules: text (normalising, words, Korean bigrams), fields (what is searched
// and BM25), vocabulary (prefix ranges, typo walk, word expansion), build (one
// pass into typed arrays, packing), place-index (the index and its queries),
// side-index (places added after the build), rank (ordering by score), scan
// (before the index).
export { hangulBigrams, queryTerms } from './text';
export type { SearchablePlace } from './fields';
export { packedBuffers, packPlaces, type PackedPlaceIndex } from './build';
export { buildPlaceIndex, PlaceIndex, searchPlaces } from './place-index';
export { PlaceScan } from './scan';
