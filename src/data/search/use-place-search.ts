// The search screen's hook: ids of a city's places matching a query, best
// first, from the moment the list is there (place-search.ts).
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { SearchablePlace } from '#/domain/search';
import { searchByMeaning, type MeaningPlace, type NearMe, type Where } from '#/domain/query';
import { mayRankByMeaning, prepareWhenIdle } from './meaning-prep';
import { placeSearchFor } from './place-search';

export interface PlaceSearchResults {
  /** Ids of the matching places, best first; empty for a blank query. */
  ids: readonly string[];
  /** From this position on, ids meet only some parts of the query (shown after the others, marked). */
  partialFrom: number;
  /**
   * False while a scan answers (no typos) because the city's index is still being built, or the
   * text index alone because ranking by meaning is being prepared.
   */
  complete: boolean;
  /** The results are nearest first ("coffee near me", or `near.always`): cards show distances. */
  nearMe?: boolean;
  /** The area or place the query names ("cafe in Seongsu"), if any. */
  where?: Where | null;
}

const noSubscription = () => () => {};

/**
 * The places of `places` (the city's list) matching `query`; undefined until
 * the list is there. Results come from a scan of the list until the city's
 * index is ready, then from the index. `near` says where "near me" measures
 * from, and turns it on whatever the query says (search's Near me).
 */
export function usePlaceSearch(
  cityId: string | undefined,
  places: ReadonlyArray<SearchablePlace & MeaningPlace> | undefined,
  query: string,
  near?: NearMe,
): PlaceSearchResults | undefined {
  const search = useMemo(() => (cityId ? placeSearchFor(cityId) : undefined), [cityId]);
  // Hand the list over before reading: the same array is a no-op, a changed one is diffed into the index.
  // A blank query reads nothing from it: the list is handed over after the screen is drawn, so that the
  // first cards do not wait for a small city's index to be built on this thread.
  const blank = !query.trim();
  if (search && places && !blank) search.update(places);
  useEffect(() => {
    if (search && places && blank) search.update(places);
  }, [search, places, blank]);
  const revision = useSyncExternalStore(search?.subscribe ?? noSubscription, () => search?.revision ?? 0);
  // A large list is prepared for ranking by meaning while the device is idle, from its arrival on.
  const [prepared, setPrepared] = useState<readonly MeaningPlace[]>();
  useEffect(() => (places ? prepareWhenIdle(places, () => setPrepared(places)) : undefined), [places]);
  return useMemo(
    () => {
      if (!places) return undefined;
      if (!search || !query.trim()) return { ids: [], partialFrom: 0, complete: true };
      if (!mayRankByMeaning(places)) {
        const ids = search.search(query);
        return { ids, partialFrom: ids.length, complete: false };
      }
      // What the query means ranks the places (../../domain/query); its leftover words go to the text index.
      const { ids, partialFrom, meaning } = searchByMeaning(query, places, (text) => search.search(text), near);
      return { ids, partialFrom, complete: search.ready, nearMe: meaning.nearMe, where: meaning.where };
    },
    // revision: the index arrived or changed; prepared: ranking by meaning is ready; near: by its values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search, places, query, revision, prepared, near?.always, near?.here?.latitude, near?.here?.longitude, near?.here?.name],
  );
}
