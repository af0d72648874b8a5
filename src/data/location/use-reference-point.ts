// Where a city's distances are measured from on this device: the traveller's
// position when they allowed it and are in the city, else the area they chose
// there last, else its centre (the rule: domain/geo.ts referencePoint).
import { useMemo } from 'react';
import { referencePoint, type LatLng, type ReferencePoint } from '#/domain/geo';
import { useLocationStore } from './store';
import { usePosition } from './use-position';

export function useReferencePoint(
  city: (LatLng & { id: string }) | null | undefined,
  options?: { follow?: boolean },
): ReferencePoint | null {
  const { status, position } = usePosition(options);
  const area = useLocationStore((s) => (city ? s.areas[city.id] : undefined));
  const latitude = city?.latitude;
  const longitude = city?.longitude;
  return useMemo(
    () =>
      latitude === undefined || longitude === undefined
        ? null
        : referencePoint({ city: { latitude, longitude }, position: status === 'granted' ? position : null, area }),
    [latitude, longitude, status, position, area],
  );
}
