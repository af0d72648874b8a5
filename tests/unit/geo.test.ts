// Distances for "near me" on real coordinates: the haversine against
// distances anyone can check on a map, the words cards show, and which point
// distances are measured from.
import { describe, expect, it } from 'vitest';
import {
  cityUnits,
  describeDistance,
  distanceMeters,
  formatDistance,
  isPosition,
  referencePoint,
  sortByDistance,
  walkingMinutes,
  WALKING_LIMIT_METERS,
} from '#/domain/geo';

const SEOUL_STATION = { latitude: 37.5547, longitude: 126.9707 };
const MYEONGDONG_STATION = { latitude: 37.5609, longitude: 126.9863 };
const SEOUL_CITY_HALL = { latitude: 37.5665, longitude: 126.978 };
const GANGNAM_STATION = { latitude: 37.4979, longitude: 127.0276 };
const TIMES_SQUARE = { latitude: 40.758, longitude: -73.9855 };
const EMPIRE_STATE = { latitude: 40.7484, longitude: -73.9857 };
const SEOUL = { latitude: 37.5665, longitude: 126.978 };
const SUWON = { latitude: 37.2636, longitude: 127.0286 };
const BUSAN = { latitude: 35.1796, longitude: 129.0756 };

describe('distanceMeters', () => {
  it('measures Seoul Station to Myeongdong Station at about 1.5 km', () => {
    expect(distanceMeters(SEOUL_STATION, MYEONGDONG_STATION)).toBeGreaterThan(1450);
    expect(distanceMeters(SEOUL_STATION, MYEONGDONG_STATION)).toBeLessThan(1600);
  });

  it('measures Times Square to the Empire State Building at about 1.07 km', () => {
    expect(distanceMeters(TIMES_SQUARE, EMPIRE_STATE)).toBeGreaterThan(1040);
    expect(distanceMeters(TIMES_SQUARE, EMPIRE_STATE)).toBeLessThan(1090);
  });

  it('measures Seoul to Busan (325 km) and Seoul to New York (about 11,000 km)', () => {
    expect(distanceMeters(SEOUL, BUSAN) / 1000).toBeCloseTo(325, -1);
    const across = distanceMeters(SEOUL, { latitude: 40.7128, longitude: -74.006 }) / 1000;
    expect(across).toBeGreaterThan(10_900);
    expect(across).toBeLessThan(11_150);
  });

  it('is the same both ways and zero from a point to itself', () => {
    expect(distanceMeters(GANGNAM_STATION, SEOUL_CITY_HALL)).toBeCloseTo(distanceMeters(SEOUL_CITY_HALL, GANGNAM_STATION), 6);
    expect(distanceMeters(SEOUL_STATION, SEOUL_STATION)).toBe(0);
  });

  it('is NaN when either side is not a position', () => {
    expect(distanceMeters(SEOUL, { latitude: NaN, longitude: 1 })).toBeNaN();
    expect(distanceMeters(SEOUL, { latitude: 0, longitude: 0 })).toBeNaN();
    expect(distanceMeters({ latitude: 91, longitude: 0 }, SEOUL)).toBeNaN();
  });
});

describe('isPosition', () => {
  it('allows finite coordinates in range', () => {
    expect(isPosition(SEOUL)).toBe(true);
    expect(isPosition({ latitude: -33.87, longitude: 151.21, accuracy: 20 })).toBe(true);
  });

  it('denies what a device or a client should not send', () => {
    for (const bad of [null, undefined, 'Seoul', {}, { latitude: '37.5', longitude: '127' }, { latitude: 37, longitude: Infinity }])
      expect(isPosition(bad)).toBe(false);
    expect(isPosition({ latitude: 90.0001, longitude: 0 })).toBe(false);
    expect(isPosition({ latitude: 0, longitude: -180.5 })).toBe(false);
    expect(isPosition({ latitude: 0, longitude: 0 })).toBe(false);
  });
});

describe('walkingMinutes', () => {
  it('walks 80 m a minute (4.8 km/h), rounding up, at least one minute', () => {
    expect(walkingMinutes(80)).toBe(1);
    expect(walkingMinutes(81)).toBe(2);
    expect(walkingMinutes(850)).toBe(11);
    expect(walkingMinutes(1400)).toBe(18);
    expect(walkingMinutes(0)).toBe(1);
    expect(walkingMinutes(3)).toBe(1);
  });
});

describe('describeDistance', () => {
  it('says metres to the nearest ten below a kilometre, with the walk', () => {
    expect(describeDistance(850)).toEqual({ mode: 'walk', text: '850 m, 11 min walk' });
    expect(formatDistance(847)).toBe('850 m, 11 min walk');
    expect(formatDistance(42)).toBe('40 m, 1 min walk');
    expect(formatDistance(2)).toBe('10 m, 1 min walk');
  });

  it('says kilometres with one decimal from 1 km, with the walk, up to about 2 km', () => {
    expect(formatDistance(1400)).toBe('1.4 km, 18 min walk');
    expect(formatDistance(996)).toBe('1.0 km, 13 min walk');
    expect(formatDistance(distanceMeters(SEOUL_STATION, MYEONGDONG_STATION))).toMatch(/^1\.[45] km, (19|20) min walk$/);
    expect(describeDistance(WALKING_LIMIT_METERS)).toEqual({ mode: 'walk', text: '2.0 km, 25 min walk' });
  });

  it('is a travel figure beyond about 2 km: the distance alone, never a walk', () => {
    expect(describeDistance(WALKING_LIMIT_METERS + 1)).toEqual({ mode: 'travel', text: '2.0 km' });
    expect(describeDistance(5000)).toEqual({ mode: 'travel', text: '5.0 km' });
    // Seoul Station to Gangnam Station: about 8 km, the metro's trip.
    expect(describeDistance(distanceMeters(SEOUL_STATION, GANGNAM_STATION))).toMatchObject({ mode: 'travel', text: /^[78]\.\d km$/ });
    expect(describeDistance(11_000)).toEqual({ mode: 'travel', text: '11 km' });
    expect(formatDistance(12_340)).toBe('12 km');
    expect(formatDistance(distanceMeters(SEOUL, SUWON))).toBe('34 km');
    for (const meters of [2100, 3000, 11_000, 40_000]) expect(formatDistance(meters)).not.toMatch(/walk/);
  });

  it('says feet and miles when the traveller reads miles', () => {
    expect(describeDistance(100, 'mi')).toEqual({ mode: 'walk', text: '350 ft, 2 min walk' });
    expect(describeDistance(10, 'mi')).toEqual({ mode: 'walk', text: '50 ft, 1 min walk' });
    expect(describeDistance(850, 'mi')).toEqual({ mode: 'walk', text: '0.5 mi, 11 min walk' });
    expect(describeDistance(distanceMeters(TIMES_SQUARE, EMPIRE_STATE), 'mi')).toEqual({ mode: 'walk', text: '0.7 mi, 14 min walk' });
    expect(describeDistance(5000, 'mi')).toEqual({ mode: 'travel', text: '3.1 mi' });
    expect(describeDistance(20_000, 'mi')).toEqual({ mode: 'travel', text: '12 mi' });
  });

  it('says nothing for an unknown distance', () => {
    expect(describeDistance(NaN)).toBeNull();
    expect(formatDistance(NaN)).toBe('');
    expect(formatDistance(-5, 'mi')).toBe('');
  });
});

describe('sortByDistance', () => {
  it('puts the nearest first and places without a position last, in their order', () => {
    const places = [
      { id: 'gangnam', ...GANGNAM_STATION },
      { id: 'nowhere', latitude: 0, longitude: 0 },
      { id: 'myeongdong', ...MYEONGDONG_STATION },
      { id: 'unknown', latitude: NaN, longitude: NaN },
      { id: 'city-hall', ...SEOUL_CITY_HALL },
    ];
    expect(sortByDistance(places, SEOUL_STATION).map((p) => p.id)).toEqual(['city-hall', 'myeongdong', 'gangnam', 'nowhere', 'unknown']);
    // A copy: the list given stays as it was.
    expect(places[0]!.id).toBe('gangnam');
  });
});

describe('referencePoint', () => {
  const area = { name: 'Seongsu', latitude: 37.5446, longitude: 127.0557 };

  it('measures from the traveller when they shared a position in the city', () => {
    expect(referencePoint({ city: SEOUL, position: MYEONGDONG_STATION, area })).toEqual({
      source: 'position',
      name: 'you',
      ...MYEONGDONG_STATION,
    });
  });

  it('counts a position within 50 km of the centre as in the city (Suwon), not one farther (Busan)', () => {
    expect(referencePoint({ city: SEOUL, position: SUWON })?.source).toBe('position');
    expect(referencePoint({ city: SEOUL, position: BUSAN, area })).toMatchObject({ source: 'area', name: 'Seongsu' });
  });

  it('falls back on the area chosen last, then the city centre', () => {
    expect(referencePoint({ city: SEOUL, position: null, area })).toMatchObject({ source: 'area', name: 'Seongsu', latitude: 37.5446 });
    expect(referencePoint({ city: SEOUL, position: null, area: null })).toEqual({ source: 'city', name: 'the city centre', ...SEOUL });
    expect(referencePoint({ city: SEOUL, position: { latitude: NaN, longitude: 3 } })?.source).toBe('city');
  });

  it('ignores an area of another city and has nothing without any position', () => {
    expect(referencePoint({ city: TIMES_SQUARE, area })?.source).toBe('city');
    expect(referencePoint({ city: null })).toBeNull();
  });
});

describe('cityUnits', () => {
  it('offers miles where the city’s signs use them (New York City), kilometres elsewhere', () => {
    expect(cityUnits('United States')).toBe('mi');
    expect(cityUnits('South Korea')).toBe('km');
    expect(cityUnits(undefined)).toBe('km');
  });
});
