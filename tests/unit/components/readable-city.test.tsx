// @vitest-environment jsdom
// Search's one read of a city (src/data/queries/places.ts): while it reads a
// new city, it says nothing rather than the last city's list, so that search
// never draws (and releases a stored screen with) an empty "no places" screen
// in the moment between learning the active city and reading its places.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '#/data/db';
import { useReadableCity } from '#/data/queries/places';
import { catalogOf, placeRow } from '../../support/catalog';
import { resetDevice } from './support';

const base = { created: '', updated: '' };

beforeEach(async () => {
  await resetDevice();
  await catalogOf(db, 'places').bulkPut(['market', 'bbq'].map((id) => placeRow(id)));
  await catalogOf(db, 'tastemaker_places').bulkPut([
    { id: 'p1', tastemaker: 'guide', place: 'market', city: 'seoul', note: '', ...base },
    { id: 'p2', tastemaker: 'guide', place: 'bbq', city: 'seoul', note: '', ...base },
  ]);
  await db.city_tastemakers.put({ id: 'l-guide', city: 'seoul', tastemaker: 'guide', ...base });
  await db.user_roles.put({ id: 'r1', user: 'me', role: 'admin', ...base });
});
afterEach(resetDevice);

describe("search's read of a city", () => {
  it('reads nothing while the city is not known, and no list of another city while it reads the new one', async () => {
    const { result, rerender } = renderHook(({ city }: { city: string | null | undefined }) => useReadableCity(city, 'me'), {
      initialProps: { city: undefined as string | null | undefined },
    });
    expect(result.current).toBeUndefined();
    rerender({ city: null });
    await waitFor(() => expect(result.current?.places).toEqual([]));
    rerender({ city: 'seoul' });
    // The no-city list is not Seoul's: until Seoul is read, nothing.
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current?.places.map((p) => p.id).sort()).toEqual(['bbq', 'market']));
  });
});
