// 'Get directions': a Korean map service for places in Seoul (global map apps
// are poor there), a global one elsewhere; the query is name plus address.

export interface Locatable {
  name: string;
  address: string;
  neighborhood: string;
}

export function directionsUrl(place: Locatable): string {
  const query = `${place.name} ${place.address}`.trim();
  const inSeoul = /seoul/i.test(place.address) || /seoul/i.test(place.neighborhood);
  return inSeoul
    ? `https://map.naver.com/p/search/${encodeURIComponent(query)}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Directions to a traveller's own pin: by its address, or its coordinates when it has none. */
export function directionsToPin(pin: { name: string; address: string; latitude: number; longitude: number }): string {
  return directionsUrl({ name: pin.name, address: pin.address || `${pin.latitude},${pin.longitude}`, neighborhood: '' });
}
