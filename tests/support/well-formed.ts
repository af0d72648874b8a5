// Whether a text the guide writes reads as sentences: what a reader trips on
// when words are glued from parts of a query ("No with a view food take bars
// picks", "late-night mid-range food picks"). Each line of an answer is checked
// on its own: a numbered pick is a sentence too.

/**
 * Words that cannot end a phrase, and pairs that cannot follow one another: an opening "No" or an
 * article before a linking word ("No with a view"), two conjunctions, two words saying where
 * ("in near"). Descriptions are people's prose ("settle in with a laptop"): the rules stay narrow.
 */
const WHERE_WORDS = new Set(['in', 'near', 'at']);
const PREPOSITIONS = new Set([...WHERE_WORDS, 'of', 'for', 'with', 'to', 'from', 'serving', 'mentioning']);
const CONJUNCTIONS = new Set(['and', 'or', 'but']);
const DETERMINERS = new Set(['a', 'an', 'the', 'no']);
const LINKERS = new Set([...PREPOSITIONS, ...CONJUNCTIONS, ...DETERMINERS]);
/** A full stop that may end a sentence: not an initial ("Stephen A. Schwarzman") nor an abbreviation ("St. George", "No. 1"). */
const FULL_STOP = '(?<!\\b(?:[A-Za-z]|St|No|Mt|Dr|Ave|Univ|Jr|Sr|Mr|Mrs|Ms|vs|etc))\\.';

/** The problems of one line, '' when none. */
export function lineProblems(line: string): string[] {
  const problems: string[] = [];
  const text = line.trim();
  if (!text) return problems;
  if (!/^[A-Z0-9“"(]/.test(text)) problems.push('does not start with a capital');
  if (!/[.!?:…”)]$/.test(text)) problems.push('does not end with punctuation');
  if (/\s{2,}|\s[,;:.!?]|[,;:]\s*[,;:.]|\(\s*\)/.test(text)) problems.push('an empty fragment or stray space');
  for (const [open, close] of [
    ['(', ')'],
    ['“', '”'],
  ] as const) {
    if (text.split(open).length !== text.split(close).length) problems.push(`unbalanced ${open}${close}`);
  }
  // Phrases: between marks that end one (a comma may come inside a phrase: "court and, in warm months,").
  // A full stop inside an abbreviation ("No. 1", "9 a.m.", "Stephen A. Schwarzman") does not end a phrase.
  for (const phrase of text.split(new RegExp(`[;:!?()—–]+|${FULL_STOP}(?=\\s+[A-Z“"]|$)`))) {
    const words = phrase
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/^[“"'‘]+|[”"'’,.]+$/g, ''))
      .filter((w) => /[a-z0-9\uac00-\ud7a3]/.test(w));
    if (!words.length) continue;
    for (let i = 1; i < words.length; i++) {
      const [a, b] = [words[i - 1]!, words[i]!];
      if (a === b) problems.push(`"${a} ${b}" doubled`);
      // "no with", "in near", "and or", "a the": two linking words in a row leave a part out.
      if (
        (DETERMINERS.has(a) && LINKERS.has(b) && b !== 'no') ||
        (WHERE_WORDS.has(a) && WHERE_WORDS.has(b)) ||
        (CONJUNCTIONS.has(a) && CONJUNCTIONS.has(b))
      )
        problems.push(`"${a} ${b}": a part is missing`);
    }
    const last = words[words.length - 1]!;
    // A phrase ending "…in" or "…and" dangles.
    if (LINKERS.has(last)) problems.push(`dangling "${last}"`);
  }
  return problems;
}

/**
 * A pick's line up to the end of the guide's own words: "1. Name (Area): why; try the dish." The
 * sentence quoted from the place's description after it is people's prose, not the guide's grammar.
 */
const ownWords = (line: string) => {
  const pick = new RegExp(`^(\\d+\\. .*?\\): .*?${FULL_STOP})(?=\\s+[A-Z“"'‘(]|$)`).exec(line);
  return pick ? pick[1]! : line;
};

/** Every problem of a text, each with its line. */
export function textProblems(text: string): string[] {
  return text.split('\n').flatMap((line) => lineProblems(ownWords(line)).map((p) => `${p}: ${line}`));
}
