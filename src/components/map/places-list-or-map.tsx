// A list of places with its List/Map switch: the cards as the screen lays
// them out, or the same places on a map. The choice is in the address
// (list-map-toggle.tsx), so Back and a reload keep it.
import type { ReactNode } from 'react';
import type { Pin, PlaceView } from '#/domain/types';
import { ListMapToggle, usePlacesView } from './list-map-toggle';
import { PlaceMap } from './place-map';

export function PlacesListOrMap({
  places,
  via,
  ownPins,
  children,
}: {
  places: readonly PlaceView[];
  /** The traveller's own pins, shown on the map beside the places (issue 33). */
  ownPins?: readonly Pin[];
  /** The public collection the places are shown through (their page links read it). */
  via?: string;
  /** The list. */
  children: ReactNode;
}) {
  const [view, setView] = usePlacesView();
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <ListMapToggle view={view} onChange={setView} />
      </div>
      {view === 'map' ? <PlaceMap places={places} via={via} ownPins={ownPins} className="h-[60dvh] min-h-72" /> : children}
    </div>
  );
}
