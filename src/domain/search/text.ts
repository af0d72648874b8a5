// The text side of search: how place texts and queries become words. The index
// and the scan both go through here, so a query word and an indexed word are
// always normalised the same way.

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
