// What an imported file says about each place, whatever the app it came from:
// Google Takeout (Saved Places.json in both of the shapes Google has used,
// saved-list CSVs), GeoJSON, and KML or GPX once read into GeoJSON on the
// device. Pure: the device parses the bytes (src/data/io), this reads the
// parsed values and keeps only what a place needs, bounded.
import type { LatLng } from '../geo';
import { ImportError, IMPORT_ERRORS } from './errors';
import { MAX_ADDRESS_CHARS, MAX_IMPORT_ITEMS, MAX_NAME_CHARS, MAX_NOTE_CHARS, MAX_SOURCE_CHARS } from './limits';
import { pairId } from '../ids';
import { SAVED_LIST_NAME } from './export';
import { comparableName } from './names';

export interface ImportedItem {
  /** What makes this item itself across imports: its own id or URL, else its name and position. */
  source: string;
  name: string;
  note: string;
  url: string;
  address: string;
  position: LatLng | null;
  /** The list it belongs to ('' for none: it becomes a saved place). */
  list: string;
  /** The id of a place or pin when the file is a Tastemap export, '' otherwise. */
  tastemapId: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, max: number): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return '';
  return value.replace(/\s+/g, ' ').trim().slice(0, max);
}

/** Multi-line text (a note) keeps its line breaks. */
function longText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .trim()
    .slice(0, max);
}

/** The first of `keys` that `object` has as text. */
function firstText(object: Json, keys: readonly string[], max: number): string {
  for (const key of keys) {
    const value = text(object[key], max);
    if (value) return value;
  }
  return '';
}

function number(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** A position on the globe, or null; (0, 0) is what Google writes for "unknown". */
export function positionOf(latitude: unknown, longitude: unknown): LatLng | null {
  const lat = number(latitude);
  const lon = number(longitude);
  if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  if (lat === 0 && lon === 0) return null;
  return { latitude: lat, longitude: lon };
}

/** A position written in a Google Maps URL (`@lat,lon` or `!3dlat!4dlon`), or null. */
export function positionInUrl(url: string): LatLng | null {
  const data = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(url);
  if (data) return positionOf(data[1], data[2]);
  const at = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(url);
  if (at) return positionOf(at[1], at[2]);
  const query = /[?&](?:q|query|ll)=(-?\d+(?:\.\d+)?),\s*(-?\d+(?:\.\d+)?)/.exec(url);
  return query ? positionOf(query[1], query[2]) : null;
}

/** The item's key across imports: the source's own id or URL when it has one, else its name and rounded position. */
export function sourceKey(ownId: string, url: string, name: string, position: LatLng | null): string {
  const own = ownId || url;
  const key = own
    ? own
    : `name:${name.toLowerCase()}@${position ? `${position.latitude.toFixed(5)},${position.longitude.toFixed(5)}` : ''}`;
  // A key past the pins' limit is kept as its hash: still the same for the same item.
  return key.length > MAX_SOURCE_CHARS ? `hash:${pairId('import-source', key)}` : key;
}

/** A Tastemap place page's URL names its place: `…/place/<id>`. */
function placeIdInUrl(url: string): string {
  return /\/place\/([a-z0-9]{15})(?:[?#]|$)/.exec(url)?.[1] ?? '';
}

const SAVED = comparableName(SAVED_LIST_NAME);

function item(fields: Omit<ImportedItem, 'source'> & { ownId: string }): ImportedItem | null {
  if (!fields.name) return null;
  const { ownId, ...rest } = fields;
  // Tastemap's exports name the saved places' list "Saved places": it comes back as saved places.
  const list = comparableName(rest.list) === SAVED ? '' : rest.list;
  return {
    ...rest,
    list,
    tastemapId: rest.tastemapId || placeIdInUrl(rest.url),
    source: sourceKey(ownId, rest.url, rest.name, rest.position),
  };
}

/** The first link of a feature read from GPX (@tmcw/togeojson's `links`) or KML. */
function linkOf(props: Json): string {
  const links = Array.isArray(props.links) ? props.links : [];
  const first: unknown = links[0];
  return isObject(first) ? text(first.href, MAX_SOURCE_CHARS) : '';
}

function limited(items: (ImportedItem | null)[]): ImportedItem[] {
  const kept = items.filter((i): i is ImportedItem => i !== null);
  if (kept.length > MAX_IMPORT_ITEMS) throw new ImportError(IMPORT_ERRORS.tooManyPlaces(MAX_IMPORT_ITEMS));
  return kept;
}

/** A description as KML readers give it: text, or `{ "@type": "html", value }`, tags dropped. */
function description(value: unknown): string {
  const raw = isObject(value) ? value.value : value;
  if (typeof raw !== 'string') return '';
  return longText(
    raw
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'"),
    MAX_NOTE_CHARS,
  );
}

/** One GeoJSON Feature: Google Takeout's shapes, a Tastemap export, or any app's (name/title, description/note). */
function featureItem(feature: Json, list: string): ImportedItem | null {
  const props = isObject(feature.properties) ? feature.properties : {};
  const geometry = isObject(feature.geometry) ? feature.geometry : null;
  const coordinates = geometry?.type === 'Point' && Array.isArray(geometry.coordinates) ? geometry.coordinates : [];
  let position = positionOf(coordinates[1], coordinates[0]);
  // Takeout, older shape: Title, "Google Maps URL", Location { "Business Name", Address, "Geo Coordinates" }.
  // Takeout, newer shape: google_maps_url, location { name, address }. Both may write (0, 0) for no position.
  const location = isObject(props.Location) ? props.Location : isObject(props.location) ? props.location : {};
  const geo = isObject(location['Geo Coordinates']) ? location['Geo Coordinates'] : null;
  position ??= geo ? positionOf(geo.Latitude, geo.Longitude) : null;
  const url = firstText(props, ['Google Maps URL', 'google_maps_url', 'url', 'URL', 'link'], MAX_SOURCE_CHARS) || linkOf(props);
  position ??= url ? positionInUrl(url) : null;
  const name =
    firstText(props, ['Title', 'name', 'Name', 'title'], MAX_NAME_CHARS) ||
    firstText(location, ['Business Name', 'name', 'Name'], MAX_NAME_CHARS);
  const address =
    firstText(location, ['Address', 'address'], MAX_ADDRESS_CHARS) || firstText(props, ['address', 'Address'], MAX_ADDRESS_CHARS);
  // A note is plain text wherever it comes from; only a KML description may be HTML.
  const note =
    ['note', 'Note', 'Comment', 'comment'].map((key) => longText(props[key], MAX_NOTE_CHARS)).find(Boolean) ??
    (description(props.description) || longText(props.cmt, MAX_NOTE_CHARS) || longText(props.desc, MAX_NOTE_CHARS));
  const ownId = text(props.source, MAX_SOURCE_CHARS) || text(feature.id, MAX_SOURCE_CHARS) || text(props.id, MAX_SOURCE_CHARS);
  const itemList = firstText(props, ['collection', 'list', 'folder'], MAX_NAME_CHARS) || list;
  return item({ name, note, url, address, position, list: itemList, tastemapId: text(props.tastemap_id, 30), ownId });
}

/** Items of a parsed JSON file: GeoJSON (a FeatureCollection, a Feature) or Google Takeout's Saved Places.json. */
export function itemsFromJson(value: unknown, list = ''): ImportedItem[] {
  let features: unknown[];
  if (isObject(value) && value.type === 'FeatureCollection' && Array.isArray(value.features)) features = value.features;
  else if (isObject(value) && value.type === 'Feature') features = [value];
  else throw new ImportError(IMPORT_ERRORS.notPlaces);
  if (features.length > MAX_IMPORT_ITEMS) throw new ImportError(IMPORT_ERRORS.tooManyPlaces(MAX_IMPORT_ITEMS));
  return limited(features.map((f) => (isObject(f) ? featureItem(f, list) : null)));
}

/** Items of GeoJSON features read from KML or GPX (@tmcw/togeojson), each with the list (folder) it was in. */
export function itemsFromFeatures(features: readonly { feature: unknown; list: string }[]): ImportedItem[] {
  if (features.length > MAX_IMPORT_ITEMS) throw new ImportError(IMPORT_ERRORS.tooManyPlaces(MAX_IMPORT_ITEMS));
  return limited(features.map(({ feature, list }) => (isObject(feature) ? featureItem(feature, list) : null)));
}

/**
 * Items of a CSV file's rows (by header): Google Takeout's saved lists (Title, Note, URL, and in newer
 * exports Tags and Comment; no coordinates) and Tastemap's (Title, Note, URL, Latitude, Longitude).
 * `list` is the list's name, from the file's name.
 */
export function itemsFromCsvRows(rawRows: readonly Record<string, unknown>[], list: string): ImportedItem[] {
  if (rawRows.length > MAX_IMPORT_ITEMS) throw new ImportError(IMPORT_ERRORS.tooManyPlaces(MAX_IMPORT_ITEMS));
  const rows = rawRows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, unescapeFormula(value)])));
  return limited(
    rows.map((row) => {
      const name = firstText(row, ['Title', 'title', 'Name', 'name'], MAX_NAME_CHARS);
      const url = firstText(row, ['URL', 'Url', 'url'], MAX_SOURCE_CHARS);
      const note = [longText(row.Note ?? row.note, MAX_NOTE_CHARS), longText(row.Comment ?? row.comment, MAX_NOTE_CHARS)]
        .filter(Boolean)
        .join('\n')
        .slice(0, MAX_NOTE_CHARS);
      const position = positionOf(row.Latitude ?? row.latitude, row.Longitude ?? row.longitude) ?? (url ? positionInUrl(url) : null);
      return item({ name, note, url, address: '', position, list, tastemapId: '', ownId: '' });
    }),
  );
}

/** A cell an export kept from running as a spreadsheet formula ('=…) reads as written (=…). */
function unescapeFormula(value: unknown): unknown {
  return typeof value === 'string' && /^'[=+@\t\r-]/.test(value) ? value.slice(1) : value;
}

/** A list's name from its file's name: "Takeout/Saved/Want to go.csv" is "Want to go". */
export function listNameOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/\.[^.]+$/, '')
    .trim()
    .slice(0, MAX_NAME_CHARS);
}
