// The area a search names ("cafe in Seongsu") becomes the area chosen last in
// that city: "near me" measures from it when the position is not shared.
import { useEffect } from 'react';
import type { Where } from '#/domain/query';
import { useLocationStore } from './store';

export function useRememberArea(cityId: string | undefined, where: Where | null | undefined) {
  const chooseArea = useLocationStore((s) => s.chooseArea);
  const area = where && (where.kind === 'area' || where.kind === 'neighbourhood') ? where : null;
  const name = area?.name;
  const latitude = area?.latitude;
  const longitude = area?.longitude;
  useEffect(() => {
    if (cityId && name && latitude !== undefined && longitude !== undefined) chooseArea(cityId, { name, latitude, longitude });
  }, [cityId, name, latitude, longitude, chooseArea]);
}
