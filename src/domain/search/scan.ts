// Search before the index exists: a plain substring scan over the places, no
// typos, ranked by the field a word was found in. Answers the first keystrokes
// while a worker is still building the index.
import { areaNames, type SearchablePlace } from './fields';
import { rankDocuments } from './rank';
import { normaliseText, queryTerms } from './text';

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
    // Each part on its own: most are plain ASCII, which normalises by lower case alone (normaliseText's fast path).
    const n = normaliseText;
    this.haystacks = this.places.map((place, i) => {
      const haystack = `${n(place.name)} ${n(place.name_local)}\n${n(place.neighborhood)} ${n(areas(place.neighborhood))}\n${n(place.categoryNames.join(' '))} ${n(place.vibes.join(' '))}\n${n(place.description)} ${n(place.address)}`;
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
