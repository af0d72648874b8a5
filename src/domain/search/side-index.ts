// Places added or changed after the build: too few to rebuild for, so they go
// into a small index beside the built one, its terms a sorted array and its
// postings plain arrays, scored with the build's statistics.
import { expandWord, lowerBound } from './vocabulary';

export interface AddedPostings {
  docs: number[];
  scores: number[];
}

export class SideIndex {
  /** Its terms, sorted, so a word expands here as in the built vocabulary. */
  private readonly terms: string[] = [];
  private readonly postings = new Map<string, AddedPostings>();

  /** How many added places hold a term (any field). */
  documentFrequency(term: string): number {
    return this.postings.get(term)?.docs.length ?? 0;
  }

  /** Adds a document's score for each of its terms. */
  add(doc: number, scores: Map<string, number>): void {
    for (const [term, value] of scores) {
      let postings = this.postings.get(term);
      if (!postings) {
        this.postings.set(term, (postings = { docs: [], scores: [] }));
        this.terms.splice(lowerBound(this.terms, term), 0, term);
      }
      postings.docs.push(doc);
      postings.scores.push(value);
    }
  }

  /** The postings of every term a query word matches here, with the weight of each. */
  expand(word: string): { postings: AddedPostings[]; weights: number[] } {
    const positions: number[] = [];
    const weights: number[] = [];
    if (this.terms.length) expandWord(this.terms, word, positions, weights);
    return { postings: positions.map((i) => this.postings.get(this.terms[i]!)!), weights };
  }
}
