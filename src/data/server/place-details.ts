// A place's opening hours, phone and website, set by a tastemaker for a place
// they may curate or by an admin (pb_hooks/lib/dashboard.js,
// updatePlaceDetails). Online only: the server decides who may, and checks the
// values again (src/domain/place-details.ts). The device gets the place anew
// with the sync that follows.
import type { PlaceDetails } from '#/domain/place-details';
import { callServer } from './call';

export const updatePlaceDetails = (placeId: string, details: PlaceDetails) =>
  callServer<{ id: string } & PlaceDetails>(`/api/app/places/${placeId}/details`, { body: details });
