import { useEffect } from 'react';
import { useActiveCity } from '#/data/queries/active-city';

/**
 * Spec §4: when a signed-in user has no active city, the first unlocked one
 * becomes active and is saved to the profile (through the outbox, so offline too).
 */
export function ActiveCitySaver() {
  const active = useActiveCity();
  const cityId = active?.needsSaving ? active.city?.id : undefined;
  useEffect(() => {
    if (!cityId) return;
    // The writes load with the first one (the layout's start does not wait for them).
    void import('#/data/writes/actions').then(({ updateProfile }) => updateProfile({ active_city: cityId })).catch(() => undefined);
  }, [cityId]);
  return null;
}
