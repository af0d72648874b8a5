// Ordering matches by score, shared by the index and the scan: both answer on
// every keystroke, so the sort must not cost a comparator call per match.

const DOC_BITS = 2 ** 21;

let rankKeys = new Float64Array(0);

/**
 * Orders docs[0 .. count) by score, best first, ties in document order, and
 * says how many of them to take. Scores are packed with the document number
 * into one float so the native numeric sort does the work (no comparator
 * calls), in a buffer kept from query to query.
 */
export function rankDocuments(docs: Int32Array, scores: Float64Array, count: number, limit: number): number {
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
