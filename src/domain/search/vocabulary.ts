// Lookups in a sorted vocabulary: a prefix is a range of it, and typos are
// found by walking it like a trie, skipping every branch already too far away.
// What a query word expands to, and how much each expansion counts.

// A term the query word is a prefix of, or is a typo of, counts less than the word itself.
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** Typos allowed in words of four letters or more: one edit per five letters, at most two. */
const MAX_TYPOS = 2;
/** Korean letters, as normaliseText leaves them: no typos there (a letter more or less is another word). */
const HANGUL_LETTERS = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
const typosAllowed = (term: string) =>
  term.length >= 4 && !HANGUL_LETTERS.test(term) ? Math.min(MAX_TYPOS, Math.round(term.length * 0.2)) : 0;

/** First position in `sorted` whose term is not below `key` (from `from`). */
export function lowerBound(sorted: readonly string[], key: string, from = 0): number {
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
export function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
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
export function expandWord(sorted: readonly string[], word: string, positions: number[], weights: number[]) {
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
