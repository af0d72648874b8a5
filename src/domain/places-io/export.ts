// The traveller's places as other maps apps read them (issue 33): GeoJSON
// (RFC 7946), KML as Organic Maps and Google My Maps open it, GPX 1.1 and
// Google Takeout's CSV plus coordinates. Pure: this builds the values (XML as
// a tree of elements whose text is never markup); src/data/io serialises them
// through the platform's XML serialiser, which escapes every text and value.
import type { LatLng } from '../geo';

export type ExportFormat = 'geojson' | 'kml' | 'gpx' | 'csv';

export const EXPORT_FORMATS: readonly { format: ExportFormat; label: string; extension: string; mime: string; hint: string }[] = [
  {
    format: 'kml',
    label: 'KML',
    extension: 'kml',
    mime: 'application/vnd.google-earth.kml+xml',
    hint: 'Organic Maps, Google My Maps, Google Earth',
  },
  { format: 'gpx', label: 'GPX', extension: 'gpx', mime: 'application/gpx+xml', hint: 'OsmAnd, Maps.me, GPS apps' },
  { format: 'geojson', label: 'GeoJSON', extension: 'geojson', mime: 'application/geo+json', hint: 'GIS tools, geojson.io' },
  { format: 'csv', label: 'CSV', extension: 'csv', mime: 'text/csv', hint: 'Spreadsheets, Google Takeout’s shape' },
];

export interface ExportEntry {
  /** A stable id: the place's id, or the pin's. */
  id: string;
  kind: 'place' | 'pin';
  name: string;
  localName: string;
  address: string;
  /** The first category key ('' for none). */
  category: string;
  note: string;
  /** The collection (list) it is exported in; '' for the saved places. */
  collection: string;
  /** Its page in Tastemap ('' for a pin, which has none). */
  url: string;
  position: LatLng | null;
  /** A pin's source key, so importing the file elsewhere keeps the same pin. */
  source?: string;
}

export const SAVED_LIST_NAME = 'Saved places';

/** An XML element: its (namespace-qualified) name, attributes and children; a string child is text, never markup. */
export interface XmlElement {
  name: string;
  ns?: string;
  attrs?: Readonly<Record<string, string>>;
  children?: readonly (XmlElement | string)[];
}

export const KML_NS = 'http://www.opengis.net/kml/2.2';
export const ATOM_NS = 'http://www.w3.org/2005/Atom';
export const GPX_NS = 'http://www.topografix.com/GPX/1/1';

const el = (name: string, children: readonly (XmlElement | string)[] = [], attrs?: Record<string, string>, ns?: string): XmlElement => ({
  name,
  children,
  ...(attrs ? { attrs } : {}),
  ...(ns ? { ns } : {}),
});

const coordinate = (n: number) => String(Math.round(n * 1e7) / 1e7);

/** The lists of an export in order of first appearance: saved places, then each collection. */
function lists(entries: readonly ExportEntry[]): { name: string; entries: ExportEntry[] }[] {
  const byName = new Map<string, ExportEntry[]>();
  for (const entry of entries) {
    const name = entry.collection || SAVED_LIST_NAME;
    byName.set(name, [...(byName.get(name) ?? []), entry]);
  }
  return [...byName].map(([name, listed]) => ({ name, entries: listed }));
}

/** The GeoJSON (RFC 7946) an export writes: Point features, or none for a pin with no position. */
export interface ExportFeature {
  type: 'Feature';
  id: string;
  geometry: { type: 'Point'; coordinates: [number, number] } | null;
  properties: Record<string, string>;
}

export interface ExportFeatureCollection {
  type: 'FeatureCollection';
  features: ExportFeature[];
}

/** RFC 7946: one Feature per place, Point in [longitude, latitude]; a pin with no position has a null geometry. */
export function toGeoJson(entries: readonly ExportEntry[]): ExportFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: entries.map((entry): ExportFeature => ({
      type: 'Feature',
      id: entry.id,
      geometry: entry.position
        ? { type: 'Point', coordinates: [Number(coordinate(entry.position.longitude)), Number(coordinate(entry.position.latitude))] }
        : null,
      properties: {
        name: entry.name,
        local_name: entry.localName,
        address: entry.address,
        category: entry.category,
        note: entry.note,
        collection: entry.collection,
        url: entry.url,
        tastemap_id: entry.id,
        ...(entry.source ? { source: entry.source } : {}),
      },
    })),
  };
}

/**
 * A colour per category, as Organic Maps names its bookmark colours (`#placemark-<colour>`, which it
 * reads from styleUrl) with the same colour in the IconStyle, which Google My Maps and Earth read
 * (aabbggrr).
 */
const CATEGORY_STYLES: Readonly<Record<string, { colour: string; abgr: string }>> = {
  restaurant: { colour: 'red', abgr: 'ff3c14e5' },
  cafe: { colour: 'brown', abgr: 'ff385779' },
  bar: { colour: 'purple', abgr: 'ffb0279c' },
  nightlife: { colour: 'deeppurple', abgr: 'ffb73a67' },
  shopping: { colour: 'pink', abgr: 'ff631ee9' },
  culture: { colour: 'blue', abgr: 'fff39621' },
  outdoor: { colour: 'green', abgr: 'ff50af4c' },
  pin: { colour: 'orange', abgr: 'ff0098ff' },
  other: { colour: 'gray', abgr: 'ff9e9e9e' },
};

/** The style a placemark of this entry uses: one per category. */
export function kmlStyleOf(entry: Pick<ExportEntry, 'kind' | 'category'>): string {
  const key =
    entry.kind === 'pin' ? 'pin' : Object.prototype.hasOwnProperty.call(CATEGORY_STYLES, entry.category) ? entry.category : 'other';
  return `placemark-${CATEGORY_STYLES[key]!.colour}`;
}

function description(entry: ExportEntry): string {
  return [entry.note, entry.localName && entry.localName !== entry.name ? entry.localName : '', entry.url].filter(Boolean).join('\n\n');
}

function placemark(entry: ExportEntry): XmlElement {
  const children: XmlElement[] = [el('name', [entry.name])];
  if (entry.url) children.push(el('link', [], { href: entry.url }, ATOM_NS));
  if (entry.address) children.push(el('address', [entry.address]));
  children.push(el('description', [description(entry)]));
  children.push(el('styleUrl', [`#${kmlStyleOf(entry)}`]));
  const data = [
    ['tastemap_id', entry.id],
    ['note', entry.note],
    ['category', entry.category],
    ['local_name', entry.localName],
    ['url', entry.url],
    ...(entry.source ? [['source', entry.source]] : []),
  ].filter(([, value]) => value);
  children.push(
    el(
      'ExtendedData',
      data.map(([name, value]) => el('Data', [el('value', [value!])], { name: name! })),
    ),
  );
  if (entry.position)
    children.push(el('Point', [el('coordinates', [`${coordinate(entry.position.longitude)},${coordinate(entry.position.latitude)}`])]));
  return el('Placemark', children);
}

/** KML 2.2: a Document with a style per category used, and a Folder per list holding a Placemark per place. */
export function toKml(title: string, entries: readonly ExportEntry[]): XmlElement {
  const styles = [...new Set(entries.map(kmlStyleOf))].sort().map((id) => {
    const key = Object.keys(CATEGORY_STYLES).find((k) => `placemark-${CATEGORY_STYLES[k]!.colour}` === id)!;
    return el('Style', [el('IconStyle', [el('color', [CATEGORY_STYLES[key]!.abgr])])], { id });
  });
  const folders = lists(entries).map((list) => el('Folder', [el('name', [list.name]), ...list.entries.map(placemark)]));
  return el('kml', [el('Document', [el('name', [title]), ...styles, ...folders])], undefined, KML_NS);
}

/**
 * GPX 1.1: a waypoint per place with a position (GPX has none without), grouped by list through
 * `type`, which OsmAnd reads as the favourites' group; the link is Tastemap's page.
 */
export function toGpx(title: string, entries: readonly ExportEntry[]): XmlElement {
  const waypoints = lists(entries).flatMap((list) =>
    list.entries
      .filter((entry) => entry.position)
      .map((entry) => {
        const children: XmlElement[] = [el('name', [entry.name])];
        if (entry.note) children.push(el('cmt', [entry.note]));
        const desc = [entry.category, entry.address].filter(Boolean).join(' · ');
        if (desc) children.push(el('desc', [desc]));
        if (entry.url) children.push(el('link', [el('text', [entry.name])], { href: entry.url }));
        children.push(el('type', [list.name]));
        return el('wpt', children, { lat: coordinate(entry.position!.latitude), lon: coordinate(entry.position!.longitude) });
      }),
  );
  return el('gpx', [el('metadata', [el('name', [title])]), ...waypoints], { version: '1.1', creator: 'Tastemap' }, GPX_NS);
}

export const CSV_HEADER = ['Title', 'Note', 'URL', 'Latitude', 'Longitude'] as const;

/** Google Takeout's saved-list columns plus coordinates (blank when unknown). */
export function toCsvRows(entries: readonly ExportEntry[]): string[][] {
  return [
    [...CSV_HEADER],
    ...entries.map((e) => [
      e.name,
      e.note,
      e.url,
      e.position ? coordinate(e.position.latitude) : '',
      e.position ? coordinate(e.position.longitude) : '',
    ]),
  ];
}

/** The file's name: `tastemap-<what>.<extension>`, the what in lower-case words. */
export function exportFileName(what: string, extension: string): string {
  const slug = what
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `tastemap-${slug || 'places'}.${extension}`;
}
