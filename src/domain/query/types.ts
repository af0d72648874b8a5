// What a query means, as understand.ts reads it and fit.ts, lists.ts and the
// recommender use it: kept apart from both sides so that neither imports the other's types.
import type { Need } from './concepts';
import type { Anchor } from './context';

export interface Where extends Anchor {
  /** A place this far from the point (km) counts as there; one in the named area always does. */
  radiusKm: number;
  /** "In Hongdae" (or a bare "hongdae cafe") means in the area itself; "near Hongdae" also around it. */
  within: boolean;
}

export interface Meaning {
  /** The query as a phrase (lower case, single spaces). */
  phrase: string;
  needs: Need[];
  where: Where | null;
  /** It asks for what is near the traveller ("coffee near me", or search's Near me): nearest first. */
  nearMe: boolean;
  /** Words of the query that neither the dictionary nor any place of the city knows ("poutine" in Seoul): said, not guessed at. */
  unread?: readonly string[];
  /** Words a place's own description must not have ("reservation-only" for "walk in"): see concepts.ts `against`. */
  against?: readonly string[];
}
