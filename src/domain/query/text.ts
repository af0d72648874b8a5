// Queries and names as phrases: lower case, accents gone, apostrophes dropped
// ("Hell's Kitchen" → "hells kitchen"), punctuation as spaces, Hangul kept.

const NOT_ASCII = /[^ -~\t\n\r]/;

/** A text as a phrase of words separated by single spaces. */
export function phraseOf(text: string): string {
  const lower = text.toLowerCase();
  // Accents come off through Unicode decomposition, which plain ASCII (most names and descriptions) can skip.
  const plain = NOT_ASCII.test(lower)
    ? lower
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .normalize('NFC')
    : lower;
  return (
    plain
      .replace(/['’`]/g, '')
      // Letters (Latin once accents are gone, Hangul) and digits; no \p{…} classes: the server's JS engine lacks them.
      .replace(/[^a-z0-9\u00df-\u024f\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]+/g, ' ')
      .trim()
  );
}

/** One edit apart, for words of five letters or more ('gangnm', 'resturant'). */
export function closeEnough(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    // A swap of two neighbours ('cafe' → 'caef') counts as one edit.
    if (a.length === b.length && a[i] === b[j + 1] && a[i + 1] === b[j]) {
      i += 2;
      j += 2;
      continue;
    }
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** In a sorted list, the first position not before `start`: the words starting so begin there. */
export function firstFrom(sorted: readonly string[], start: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
