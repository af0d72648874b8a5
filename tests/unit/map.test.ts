// What the map shows of places (src/domain/map.ts): pin colours, the box
// that frames the places, "search this area", and where near me moves the map.
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  CATEGORY_COLOURS,
  hasPosition,
  NEAR_ME_METERS,
  nearMeFrame,
  OTHER_COLOUR,
  pinColour,
  placesInArea,
  withinBounds,
  type MapBounds,
} from '#/domain/map';
import { distanceMeters } from '#/domain/geo';
import type { CategoryKey } from '#/domain/categories';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });
const gwangjang = at(37.57, 126.9996);
const seongsu = at(37.5446, 127.0557);
const hongdae = at(37.5563, 126.9236);

describe('pin colours', () => {
  it('colours a pin by the place’s first category', () => {
    expect(pinColour(['cafe', 'restaurant'])).toBe(CATEGORY_COLOURS.cafe);
    expect(pinColour(['restaurant', 'cafe'])).toBe(CATEGORY_COLOURS.restaurant);
  });

  it('gives every category of the catalog a colour of its own', () => {
    const keys: CategoryKey[] = ['restaurant', 'cafe', 'bar', 'nightlife', 'shopping', 'culture', 'outdoor'];
    const colours = keys.map((key) => pinColour([key]));
    expect(new Set(colours).size).toBe(keys.length);
    expect(colours).not.toContain(OTHER_COLOUR);
  });

  it('falls back to a neutral colour without a known category', () => {
    expect(pinColour([])).toBe(OTHER_COLOUR);
    expect(pinColour(['spa'])).toBe(OTHER_COLOUR);
  });
});

describe('framing places', () => {
  it('is the smallest box holding every place', () => {
    expect(boundsOf([gwangjang, seongsu, hongdae])).toEqual([126.9236, 37.5446, 127.0557, 37.57]);
  });

  it('is a point for one place, and nothing for none', () => {
    expect(boundsOf([gwangjang])).toEqual([126.9996, 37.57, 126.9996, 37.57]);
    expect(boundsOf([])).toBeNull();
  });

  it('leaves out places without a real position', () => {
    expect(hasPosition(at(0, 0))).toBe(false);
    expect(hasPosition(at(Number.NaN, 127))).toBe(false);
    expect(hasPosition(at(95, 127))).toBe(false);
    expect(boundsOf([at(0, 0), seongsu])).toEqual([127.0557, 37.5446, 127.0557, 37.5446]);
  });
});

describe('search this area', () => {
  const eastSeoul: MapBounds = [126.99, 37.5, 127.1, 37.6];

  it('keeps the places inside the box, edges included', () => {
    expect(placesInArea([gwangjang, seongsu, hongdae], eastSeoul)).toEqual([gwangjang, seongsu]);
    expect(withinBounds(at(37.5, 126.99), eastSeoul)).toBe(true);
  });

  it('keeps every place without an area', () => {
    const places = [gwangjang, hongdae];
    expect(placesInArea(places, null)).toBe(places);
  });

  it('reads a box across the antimeridian', () => {
    const pacific: MapBounds = [170, -20, -170, 0];
    expect(withinBounds(at(-10, 179), pacific)).toBe(true);
    expect(withinBounds(at(-10, -175), pacific)).toBe(true);
    expect(withinBounds(at(-10, 0), pacific)).toBe(false);
  });
});

describe('near me', () => {
  /** By Seoul Forest, in Seongsu. */
  const traveller = at(37.5446, 127.0557);
  const steps = (north: number) => at(traveller.latitude + north / 111_000, traveller.longitude);

  it('frames the traveller and the places a short walk away, the nearest five', () => {
    const near = [steps(100), steps(-200), steps(300), steps(-400), steps(500), steps(-600), steps(700)];
    const [west, south, east, north] = nearMeFrame(traveller, [...near, hongdae]);
    // The five nearest reach 500 m north and 400 m south; the sixth and seventh, and Hongdae, stay out.
    expect(north).toBeCloseTo(steps(500).latitude, 6);
    expect(south).toBeCloseTo(steps(-400).latitude, 6);
    expect([west, east]).toEqual([traveller.longitude, traveller.longitude]);
  });

  it('leaves out what is farther than a short walk when something is that close', () => {
    expect(distanceMeters(traveller, gwangjang)).toBeGreaterThan(NEAR_ME_METERS);
    expect(nearMeFrame(traveller, [gwangjang, steps(300)])).toEqual(boundsOf([traveller, steps(300)]));
  });

  it('with nothing a short walk away, frames the nearest place within a ride', () => {
    // Gwangjang Market is about 6 km from Seoul Forest; a place 3 km away is the one shown.
    const ride = steps(3000);
    expect(nearMeFrame(traveller, [gwangjang, hongdae, ride])).toEqual(boundsOf([traveller, ride]));
  });

  it('is the traveller alone when every place is far, or there is none', () => {
    const point: MapBounds = [traveller.longitude, traveller.latitude, traveller.longitude, traveller.latitude];
    expect(nearMeFrame(traveller, [hongdae])).toEqual(point);
    expect(nearMeFrame(traveller, [])).toEqual(point);
    expect(nearMeFrame(traveller, [at(0, 0)])).toEqual(point);
  });
});
