// What the map shows of places (src/domain/map.ts): pin colours, the box
// that frames the places, and "search this area".
import { describe, expect, it } from 'vitest';
import { boundsOf, CATEGORY_COLOURS, hasPosition, OTHER_COLOUR, pinColour, placesInArea, withinBounds, type MapBounds } from '#/domain/map';
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
