// What anyone can know of a city without Tastemap: its administrative extent,
// its districts, and the stations and landmarks of src/domain/landmarks.ts.
// The fallback basemap (scripts/lib/basemap.mjs) and the box `npm run
// map:extract` cuts are drawn from this alone, never from the guide's places:
// a map archive is a public file, and a locked city's places must leave no
// trace in it (no shapes around them, no counts, no names only they bring).
//
// Bounds are each city's administrative extent rounded outward to 0.01°
// (Seoul's 25 districts; New York City's five boroughs). District labels sit
// at well-known points: each Seoul gu at its district office, each borough at
// its commonly cited centre, rounded to 0.001° (about 100 m).
import { LANDMARKS, type Landmark } from './landmarks';
import type { MapBounds } from './map';

export interface District {
  name: string;
  /** The name in the city's own script, when it has another. */
  local?: string;
  latitude: number;
  longitude: number;
}

export interface LabelPoint {
  name: string;
  latitude: number;
  longitude: number;
}

export interface CityGeography {
  bounds: MapBounds;
  districts: readonly District[];
  /** Names from LANDMARKS, by what the map draws them as. */
  stations: readonly string[];
  landmarks: readonly string[];
  neighbourhoods: readonly string[];
}

const SEOUL: CityGeography = {
  bounds: [126.76, 37.41, 127.19, 37.72],
  districts: [
    { name: 'Jongno-gu', local: '종로구', latitude: 37.574, longitude: 126.979 },
    { name: 'Jung-gu', local: '중구', latitude: 37.564, longitude: 126.998 },
    { name: 'Yongsan-gu', local: '용산구', latitude: 37.532, longitude: 126.99 },
    { name: 'Seongdong-gu', local: '성동구', latitude: 37.563, longitude: 127.037 },
    { name: 'Gwangjin-gu', local: '광진구', latitude: 37.538, longitude: 127.082 },
    { name: 'Dongdaemun-gu', local: '동대문구', latitude: 37.574, longitude: 127.04 },
    { name: 'Jungnang-gu', local: '중랑구', latitude: 37.606, longitude: 127.093 },
    { name: 'Seongbuk-gu', local: '성북구', latitude: 37.589, longitude: 127.017 },
    { name: 'Gangbuk-gu', local: '강북구', latitude: 37.64, longitude: 127.026 },
    { name: 'Dobong-gu', local: '도봉구', latitude: 37.669, longitude: 127.047 },
    { name: 'Nowon-gu', local: '노원구', latitude: 37.654, longitude: 127.057 },
    { name: 'Eunpyeong-gu', local: '은평구', latitude: 37.603, longitude: 126.929 },
    { name: 'Seodaemun-gu', local: '서대문구', latitude: 37.579, longitude: 126.937 },
    { name: 'Mapo-gu', local: '마포구', latitude: 37.566, longitude: 126.902 },
    { name: 'Yangcheon-gu', local: '양천구', latitude: 37.517, longitude: 126.867 },
    { name: 'Gangseo-gu', local: '강서구', latitude: 37.551, longitude: 126.85 },
    { name: 'Guro-gu', local: '구로구', latitude: 37.495, longitude: 126.887 },
    { name: 'Geumcheon-gu', local: '금천구', latitude: 37.457, longitude: 126.896 },
    { name: 'Yeongdeungpo-gu', local: '영등포구', latitude: 37.526, longitude: 126.896 },
    { name: 'Dongjak-gu', local: '동작구', latitude: 37.512, longitude: 126.939 },
    { name: 'Gwanak-gu', local: '관악구', latitude: 37.478, longitude: 126.952 },
    { name: 'Seocho-gu', local: '서초구', latitude: 37.484, longitude: 127.032 },
    { name: 'Gangnam-gu', local: '강남구', latitude: 37.517, longitude: 127.047 },
    { name: 'Songpa-gu', local: '송파구', latitude: 37.515, longitude: 127.106 },
    { name: 'Gangdong-gu', local: '강동구', latitude: 37.53, longitude: 127.124 },
  ],
  stations: [
    'Hongik Univ. Station',
    'Hapjeong Station',
    'Sangsu Station',
    'Gangnam Station',
    'Sinsa Station',
    'Apgujeong Rodeo Station',
    'Samseong Station (COEX)',
    'Seoul Station',
    'Myeong-dong Station',
    'Anguk Station',
    'Jonggak Station',
    'Euljiro 3-ga Station',
    'Dongdaemun History & Culture Park Station',
    'Itaewon Station',
    'Seongsu Station',
    'Hyehwa Station',
    'Gyeongbokgung Station',
    'Yongsan Station',
    'Yeouido Station',
    'Sinchon Station',
    'Express Bus Terminal Station',
    'Konkuk Univ. Station',
  ],
  landmarks: ['City Hall', 'Lotte World Tower'],
  // Not Gangnam, Itaewon, Seongsu or Jongno: their district or station already names the spot.
  neighbourhoods: [
    'Insadong',
    'Bukchon',
    'Ikseon-dong',
    'Samcheong-dong',
    'Seochon',
    'Myeongdong',
    'Gwanghwamun',
    'Hannam-dong',
    'Haebangchon',
    'Gyeongridan-gil',
    'Yeonnam-dong',
    'Mangwon-dong',
    'Garosu-gil',
    'Cheongdam-dong',
    'Hongdae',
    'Euljiro',
  ],
};

const NEW_YORK_CITY: CityGeography = {
  bounds: [-74.26, 40.47, -73.7, 40.92],
  districts: [
    { name: 'Manhattan', latitude: 40.783, longitude: -73.971 },
    { name: 'Brooklyn', latitude: 40.678, longitude: -73.944 },
    { name: 'Queens', latitude: 40.728, longitude: -73.795 },
    { name: 'The Bronx', latitude: 40.845, longitude: -73.865 },
    { name: 'Staten Island', latitude: 40.58, longitude: -74.15 },
  ],
  stations: [
    'Grand Central Terminal',
    'Penn Station',
    'Bedford Av Station',
    '14 St–Union Sq Station',
    '161 St–Yankee Stadium Station',
    'Flushing–Main St Station',
    'Jamaica Station',
    'St. George Ferry Terminal',
  ],
  landmarks: [
    'Times Square',
    'Empire State Building',
    'Rockefeller Center',
    'Columbus Circle',
    'Herald Square',
    'Hudson Yards',
    'Wall Street',
    'World Trade Center',
    'Barclays Center',
    'Flatiron Building',
  ],
  neighbourhoods: [
    'DUMBO',
    'Lower East Side',
    'The Village',
    'Upper West Side',
    'Upper East Side',
    'Financial District',
    'Long Island City',
    'Bedford-Stuyvesant',
    'Koreatown',
  ],
};

/** The cities whose geography is known, by slug. */
export const CITY_GEOGRAPHY: Readonly<Record<string, CityGeography>> = { seoul: SEOUL, 'new-york-city': NEW_YORK_CITY };

/** A city with no known geography gets a box this far around its own point, in metres each way. */
export const UNKNOWN_CITY_REACH_M = 15_000;

export interface PublicCity {
  slug: string;
  latitude: number;
  longitude: number;
}

export interface PublicGeography {
  bounds: MapBounds;
  districts: readonly District[];
  stations: readonly LabelPoint[];
  landmarks: readonly LabelPoint[];
  neighbourhoods: readonly LabelPoint[];
}

/** The box this far around a point, rounded outward to 0.01°. */
function boxAround(latitude: number, longitude: number, metres: number): MapBounds {
  const dLat = metres / 110_574;
  const dLng = metres / (111_320 * Math.cos((latitude * Math.PI) / 180));
  // Past floating-point noise: 126.76 * 100 is 12675.999999999998.
  const down = (value: number) => Math.floor(value * 100 + 1e-6) / 100;
  const up = (value: number) => Math.ceil(value * 100 - 1e-6) / 100;
  return [down(longitude - dLng), down(latitude - dLat), up(longitude + dLng), up(latitude + dLat)];
}

function pointsOf(slug: string, names: readonly string[]): LabelPoint[] {
  return names.map((name) => {
    const found: Landmark | undefined = LANDMARKS.find((l) => l.city === slug && l.name === name);
    if (!found) throw new Error(`${name} is not a landmark of ${slug}`);
    return { name: found.name, latitude: found.latitude, longitude: found.longitude };
  });
}

/**
 * What a city's map may draw: its known geography, or for any other city a box
 * around the city record's own point and nothing else. Takes the city record
 * only, so nothing of its places can reach the result.
 */
export function publicGeography(city: PublicCity): PublicGeography {
  const known = CITY_GEOGRAPHY[city.slug];
  if (!known) {
    return {
      bounds: boxAround(city.latitude, city.longitude, UNKNOWN_CITY_REACH_M),
      districts: [],
      stations: [],
      landmarks: [],
      neighbourhoods: [],
    };
  }
  return {
    bounds: known.bounds,
    districts: known.districts,
    stations: pointsOf(city.slug, known.stations),
    landmarks: pointsOf(city.slug, known.landmarks),
    neighbourhoods: pointsOf(city.slug, known.neighbourhoods),
  };
}
