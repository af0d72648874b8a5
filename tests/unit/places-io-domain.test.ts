// The pure rules of import and export (issue 33): names compared the forgiving
// way, what each format says about a place, matching to the catalog on the
// device, the plan an import writes, the checks a file passes first, and the
// values an export writes.
import { describe, expect, it } from 'vitest';
import { ImportError, IMPORT_ERRORS } from '#/domain/places-io/errors';
import { formatOf, refuseXmlEntities } from '#/domain/places-io/guard';
import { itemsFromCsvRows, itemsFromJson, listNameOf, positionInUrl, sourceKey, type ImportedItem } from '#/domain/places-io/items';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ITEMS } from '#/domain/places-io/limits';
import { matchIndex, matchItem, type MatchablePlace } from '#/domain/places-io/match';
import { comparableName, nameLikeness } from '#/domain/places-io/names';
import { cityAt, importedListId, planImport } from '#/domain/places-io/plan';
import {
  exportFileName,
  kmlStyleOf,
  toCsvRows,
  toGeoJson,
  toGpx,
  toKml,
  type ExportEntry,
  type XmlElement,
} from '#/domain/places-io/export';

const place = (id: string, name: string, latitude: number, longitude: number, extra: Partial<MatchablePlace> = {}): MatchablePlace => ({
  id,
  name,
  name_local: '',
  city: 'seoul',
  latitude,
  longitude,
  ...extra,
});

const PLACES = [
  place('gwangjang', 'Gwangjang Market', 37.57, 126.9996, { name_local: '광장시장' }),
  place('kyoja', 'Myeongdong Kyoja', 37.5625, 126.9856, { name_local: '명동교자 본점' }),
  place('kyojab', 'Myeongdong Kyoja Annex', 37.5631, 126.9861),
  place('woolaeoak', 'Woo Lae Oak', 37.5683, 126.9987, { name_local: '우래옥' }),
  place('onion-seoul', 'Cafe Onion', 37.5794, 126.9857),
  place('onion-nyc', 'Cafe Onion', 40.72, -73.99, { city: 'nyc' }),
];
const CITIES = [
  { id: 'seoul', name: 'Seoul' },
  { id: 'nyc', name: 'New York City' },
];
const index = matchIndex(PLACES, CITIES, ['mypin00000000001']);

const item = (fields: Partial<ImportedItem>): ImportedItem => ({
  source: 'src',
  name: '',
  note: '',
  url: '',
  address: '',
  position: null,
  list: '',
  tastemapId: '',
  ...fields,
});

describe('names', () => {
  it('forgives case, accents, punctuation and a leading "The"', () => {
    expect(comparableName('The Myeongdong Kyojá!')).toBe('myeongdong kyoja');
    expect(comparableName('  CAFÉ   Onion ')).toBe('cafe onion');
    expect(comparableName('Grandma’s Dumplings')).toBe('grandmas dumplings');
  });

  it('keeps Hangul as written, composed again after the accents go', () => {
    expect(comparableName('명동교자 본점')).toBe('명동교자 본점');
    expect(comparableName('우래옥')).toBe('우래옥');
  });

  it('scores equal names 1, one held in the other 0.8, shared words less', () => {
    expect(nameLikeness('cafe onion', 'cafe onion')).toBe(1);
    expect(nameLikeness('cafe onion', 'cafe onion anguk')).toBe(0.8);
    expect(nameLikeness('cafe onion', 'onion bakery')).toBeLessThan(0.7);
    expect(nameLikeness('', 'x')).toBe(0);
  });
});

describe('reading files', () => {
  it('reads Google Takeout’s older Saved Places shape (Title, Location)', () => {
    const items = itemsFromJson({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [126.9996, 37.57] },
          properties: {
            Title: 'Gwangjang Market',
            'Google Maps URL': 'http://maps.google.com/?cid=1',
            Location: { Address: '88 Changgyeonggung-ro, Seoul', 'Business Name': 'Gwangjang Market' },
          },
        },
      ],
    });
    expect(items).toEqual([
      item({
        source: 'http://maps.google.com/?cid=1',
        name: 'Gwangjang Market',
        url: 'http://maps.google.com/?cid=1',
        address: '88 Changgyeonggung-ro, Seoul',
        position: { latitude: 37.57, longitude: 126.9996 },
      }),
    ]);
  });

  it('reads the newer shape (location name and address), with (0, 0) as no position', () => {
    const [first] = itemsFromJson({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [0, 0] },
          properties: {
            google_maps_url: 'http://maps.google.com/?cid=2',
            location: { name: '우래옥', address: 'Jung-gu, Seoul' },
            Comment: 'Cold noodles',
          },
        },
      ],
    });
    expect(first).toMatchObject({
      name: '우래옥',
      address: 'Jung-gu, Seoul',
      position: null,
      note: 'Cold noodles',
      source: 'http://maps.google.com/?cid=2',
    });
  });

  it('refuses JSON that is not places, and more items than an import takes', () => {
    expect(() => itemsFromJson({ users: [] })).toThrow(IMPORT_ERRORS.notPlaces);
    const many = {
      type: 'FeatureCollection',
      features: Array.from({ length: MAX_IMPORT_ITEMS + 1 }, () => ({ type: 'Feature', properties: { name: 'x' } })),
    };
    expect(() => itemsFromJson(many)).toThrow(ImportError);
  });

  it('reads saved-list CSV rows without coordinates, and Tastemap’s with them', () => {
    const items = itemsFromCsvRows(
      [
        { Title: 'Eulji Dabang', Note: '', URL: 'https://www.google.com/maps/place/x/@37.5663,126.991,17z' },
        { Title: 'Noodle bar', Note: 'Kimchi', URL: 'https://www.google.com/maps/place/y', Latitude: '37.5', Longitude: '127' },
        { Title: '', Note: 'no name: skipped', URL: '' },
      ],
      listNameOf('Takeout/Saved/Want to go.csv'),
    );
    expect(items.map((i) => [i.name, i.list, i.position])).toEqual([
      ['Eulji Dabang', 'Want to go', { latitude: 37.5663, longitude: 126.991 }],
      ['Noodle bar', 'Want to go', { latitude: 37.5, longitude: 127 }],
    ]);
  });

  it('finds positions in Google Maps URLs', () => {
    expect(positionInUrl('https://www.google.com/maps/place/x/data=!3d37.1!4d127.2')).toEqual({ latitude: 37.1, longitude: 127.2 });
    expect(positionInUrl('https://maps.google.com/?q=37.5,126.9')).toEqual({ latitude: 37.5, longitude: 126.9 });
    expect(positionInUrl('https://maps.google.com/?cid=1')).toBeNull();
  });

  it('keys an item by its own id or URL, else by name and position, within the pins’ limit', () => {
    expect(sourceKey('abc', 'https://x', 'n', null)).toBe('abc');
    expect(sourceKey('', 'https://x', 'n', null)).toBe('https://x');
    expect(sourceKey('', '', 'Noodles', { latitude: 37.123456789, longitude: 127 })).toBe('name:noodles@37.12346,127.00000');
    expect(sourceKey('', `https://x/${'a'.repeat(600)}`, 'n', null)).toMatch(/^hash:[a-z0-9]{15}$/);
  });
});

describe('matching', () => {
  it('matches a name and a position close to the place', () => {
    expect(matchItem(index, item({ name: 'The Myeongdong Kyojá', position: { latitude: 37.5626, longitude: 126.9857 } }))).toEqual({
      kind: 'matched',
      placeId: 'kyoja',
    });
  });

  it('matches Hangul against the local name', () => {
    expect(matchItem(index, item({ name: '우래옥', address: 'Jung-gu, Seoul' }))).toEqual({ kind: 'matched', placeId: 'woolaeoak' });
  });

  it('matches a unique name with no position', () => {
    expect(matchItem(index, item({ name: 'gwangjang market' }))).toEqual({ kind: 'matched', placeId: 'gwangjang' });
  });

  it('offers likely places when the name is shared and nothing tells them apart', () => {
    const outcome = matchItem(index, item({ name: 'Cafe Onion' }));
    expect(outcome.kind).toBe('likely');
    expect(outcome.kind === 'likely' && [...outcome.placeIds].sort()).toEqual(['onion-nyc', 'onion-seoul']);
  });

  it('keeps to the city the address names', () => {
    expect(matchItem(index, item({ name: 'Cafe Onion', address: '12 Main St, New York, NY' }))).toEqual({
      kind: 'matched',
      placeId: 'onion-nyc',
    });
  });

  it('leaves a same-named place far from the position unmatched', () => {
    expect(matchItem(index, item({ name: 'Gwangjang Market', position: { latitude: 35.1, longitude: 129.0 } }))).toEqual({
      kind: 'unmatched',
    });
  });

  it('offers a partly matching name as likely, never as matched, without a close position', () => {
    const outcome = matchItem(index, item({ name: 'Myeongdong Kyoja Main' }));
    expect(outcome.kind).toBe('likely');
  });

  it('knows Tastemap’s own ids: places and the traveller’s pins', () => {
    expect(matchItem(index, item({ name: 'anything', tastemapId: 'woolaeoak' }))).toEqual({ kind: 'matched', placeId: 'woolaeoak' });
    expect(matchItem(index, item({ name: 'anything', tastemapId: 'mypin00000000001' }))).toEqual({
      kind: 'pin',
      pinId: 'mypin00000000001',
    });
  });

  it('leaves what the catalog does not hold unmatched', () => {
    expect(matchItem(index, item({ name: 'Grandma’s Dumpling Stall' }))).toEqual({ kind: 'unmatched' });
  });
});

describe('the plan', () => {
  const reviewed = [
    { item: item({ name: 'A', source: 'a' }), outcome: { kind: 'matched', placeId: 'gwangjang' } as const },
    { item: item({ name: 'B', source: 'b', list: 'Want to go' }), outcome: { kind: 'matched', placeId: 'kyoja' } as const },
    {
      item: item({ name: 'C', source: 'c', list: 'want to go' }),
      outcome: { kind: 'likely', placeIds: ['onion-seoul', 'onion-nyc'] } as const,
    },
    { item: item({ name: 'D', source: 'd', list: 'Want to go' }), outcome: { kind: 'likely', placeIds: ['onion-seoul'] } as const },
    { item: item({ name: 'E', source: 'e', position: { latitude: 37.55, longitude: 126.98 } }), outcome: { kind: 'unmatched' } as const },
    { item: item({ name: 'E again', source: 'e' }), outcome: { kind: 'unmatched' } as const },
    { item: item({ name: 'F', source: 'f' }), outcome: { kind: 'pin', pinId: 'p' } as const },
  ];
  const cities = [{ id: 'seoul', latitude: 37.5665, longitude: 126.978 }];

  it('saves matches of no list, collects those of a list, pins the rest once, and takes the traveller’s picks', () => {
    const plan = planImport(reviewed, new Map([[3, null]]), cities);
    expect(plan.saved).toEqual(['gwangjang']);
    expect(plan.lists).toEqual([{ name: 'Want to go', placeIds: ['kyoja', 'onion-seoul'] }]);
    expect(plan.pins.map((p) => [p.source, p.name, p.city])).toEqual([
      ['d', 'D', ''],
      ['e', 'E', 'seoul'],
    ]);
    expect(plan.alreadyPinned).toBe(1);
  });

  it('gives a list the same collection id at every import', () => {
    expect(importedListId('u1', 'Want to go')).toBe(importedListId('u1', 'want to go!'));
    expect(importedListId('u1', 'Want to go')).not.toBe(importedListId('u2', 'Want to go'));
  });

  it('puts a position in the city whose centre is near', () => {
    expect(cityAt(cities, { latitude: 37.5, longitude: 127 })).toBe('seoul');
    expect(cityAt(cities, { latitude: 35.1, longitude: 129 })).toBe('');
    expect(cityAt(cities, null)).toBe('');
  });
});

describe('checking a file first', () => {
  const text = new TextEncoder().encode('{"type"');
  const zip = new Uint8Array([0x50, 0x4b, 3, 4]);

  it('knows the formats by name, checked against their bytes', () => {
    expect(formatOf('Saved Places.json', 10, text)).toBe('json');
    expect(formatOf('x.GeoJSON', 10, text)).toBe('json');
    expect(formatOf('takeout-2024.zip', 10, zip)).toBe('zip');
    expect(formatOf('map.kmz', 10, zip)).toBe('kmz');
  });

  it('refuses a wrong type, a renamed file, an empty one and one over the size limit', () => {
    expect(() => formatOf('photo.jpg', 10, text)).toThrow(IMPORT_ERRORS.wrongType);
    expect(() => formatOf('archive.zip', 10, text)).toThrow(IMPORT_ERRORS.brokenZip);
    expect(() => formatOf('list.csv', 10, zip)).toThrow(IMPORT_ERRORS.wrongType);
    expect(() => formatOf('list.csv', 0, text)).toThrow(IMPORT_ERRORS.empty);
    expect(() => formatOf('big.json', 50 * 1024 * 1024, text)).toThrow(IMPORT_ERRORS.tooLarge(MAX_IMPORT_FILE_BYTES / 1024 / 1024));
  });

  it('refuses XML that declares entities, before any parser reads it', () => {
    expect(() => refuseXmlEntities('<!DOCTYPE kml [<!ENTITY a "b">]><kml/>')).toThrow(IMPORT_ERRORS.entities);
    expect(() => refuseXmlEntities('<!doctype gpx [ ]><gpx/>')).toThrow(IMPORT_ERRORS.entities);
    expect(() => refuseXmlEntities('<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"/>')).not.toThrow();
  });
});

describe('export values', () => {
  const entries: ExportEntry[] = [
    {
      id: 'kyoja',
      kind: 'place',
      name: 'Myeongdong Kyoja',
      localName: '명동교자 본점',
      address: '29 Myeongdong 10-gil, Seoul',
      category: 'restaurant',
      note: '',
      collection: '',
      url: 'https://tastemap.example/place/kyoja',
      position: { latitude: 37.5625, longitude: 126.9856 },
    },
    {
      id: 'pin1',
      kind: 'pin',
      name: 'Grandma’s <Dumplings> & Co',
      localName: '',
      address: '',
      category: '',
      note: 'Ask for "kimchi"',
      collection: 'Want to go',
      url: '',
      position: null,
      source: 'http://maps.google.com/?cid=3',
    },
  ];

  it('writes RFC 7946 GeoJSON: Points in longitude, latitude with every property', () => {
    const geojson = toGeoJson(entries);
    expect(geojson.features[0]).toEqual({
      type: 'Feature',
      id: 'kyoja',
      geometry: { type: 'Point', coordinates: [126.9856, 37.5625] },
      properties: {
        name: 'Myeongdong Kyoja',
        local_name: '명동교자 본점',
        address: '29 Myeongdong 10-gil, Seoul',
        category: 'restaurant',
        note: '',
        collection: '',
        url: 'https://tastemap.example/place/kyoja',
        tastemap_id: 'kyoja',
      },
    });
    expect(geojson.features[1]!.geometry).toBeNull();
    expect(geojson.features[1]!.properties.source).toBe('http://maps.google.com/?cid=3');
  });

  it('reads its own GeoJSON back as the same items', () => {
    const items = itemsFromJson(JSON.parse(JSON.stringify(toGeoJson(entries))));
    expect(items.map((i) => [i.name, i.tastemapId, i.list, i.source, i.note])).toEqual([
      ['Myeongdong Kyoja', 'kyoja', '', 'kyoja', ''],
      ['Grandma’s <Dumplings> & Co', 'pin1', 'Want to go', 'http://maps.google.com/?cid=3', 'Ask for "kimchi"'],
    ]);
  });

  const find = (node: XmlElement, name: string): XmlElement[] =>
    (node.children ?? []).flatMap((c) => (typeof c === 'string' ? [] : [...(c.name === name ? [c] : []), ...find(c, name)]));

  it('writes KML with a Folder per list, a style per category and user text only as text', () => {
    const kml = toKml('All my places', entries);
    expect(find(kml, 'Folder').map((f) => (f.children![0] as XmlElement).children)).toEqual([['Saved places'], ['Want to go']]);
    expect(find(kml, 'Style').map((s) => s.attrs!.id)).toEqual([kmlStyleOf(entries[0]!), kmlStyleOf(entries[1]!)].sort());
    expect(find(kml, 'Placemark')).toHaveLength(2);
    expect(find(kml, 'name')).toContainEqual({ name: 'name', children: ['Grandma’s <Dumplings> & Co'] });
  });

  it('writes GPX waypoints only for places with a position, grouped by list', () => {
    const gpx = toGpx('All my places', entries);
    const waypoints = find(gpx, 'wpt');
    expect(waypoints.map((w) => w.attrs)).toEqual([{ lat: '37.5625', lon: '126.9856' }]);
    expect(find(waypoints[0]!, 'type')[0]!.children).toEqual(['Saved places']);
  });

  it('writes Takeout’s CSV columns plus coordinates', () => {
    expect(toCsvRows(entries)).toEqual([
      ['Title', 'Note', 'URL', 'Latitude', 'Longitude'],
      ['Myeongdong Kyoja', '', 'https://tastemap.example/place/kyoja', '37.5625', '126.9856'],
      ['Grandma’s <Dumplings> & Co', 'Ask for "kimchi"', '', '', ''],
    ]);
  });

  it('names files after what they hold', () => {
    expect(exportFileName('Want to go: Séoul!', 'kml')).toBe('tastemap-want-to-go-seoul.kml');
    expect(exportFileName('***', 'gpx')).toBe('tastemap-places.gpx');
  });
});
