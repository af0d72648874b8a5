// Names compared the forgiving way travellers write them: case, accents,
// punctuation and a leading "The" do not count; Hangul is compared as written
// (decomposed for the accents, then composed again).

const LEADING_ARTICLE = /^the\s+/;

/** The form two names are compared in; '' when nothing is left. */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(LEADING_ARTICLE, '')
    .replace(/\s+/g, ' ');
}

function words(name: string): string[] {
  return name.split(' ').filter((w) => w.length > 0);
}

/**
 * How alike two comparable names are, 0 to 1: 1 when equal; 0.8 when one holds
 * the other whole (a branch suffix, "Cafe Onion Anguk" and "Cafe Onion"); else
 * the share of words they have in common (Dice), counted at most 0.7.
 */
export function nameLikeness(a: string, b: string): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 3 && (` ${long} `.includes(` ${short} `) || (!/\s/.test(long) && long.includes(short)))) return 0.8;
  const wa = new Set(words(a));
  const wb = new Set(words(b));
  let common = 0;
  for (const w of wa) if (wb.has(w)) common += 1;
  return Math.min(0.7, (2 * common) / (wa.size + wb.size));
}
