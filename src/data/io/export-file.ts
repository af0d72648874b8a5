// Exporting the traveller's places to a file other maps apps open (issue 33),
// from the device's own data, offline: saved places, one collection, or
// everything (saved places, every collection, their pins). The file is handed
// to the Web Share API where the platform can share files (phones: straight
// into a maps app), else downloaded. Loaded only when an export is asked for.
import { strToU8, zipSync } from 'fflate';
import Papa from 'papaparse';
import {
  EXPORT_FORMATS,
  exportFileName,
  SAVED_LIST_NAME,
  toCsvRows,
  toGeoJson,
  toGpx,
  toKml,
  type ExportEntry,
  type ExportFormat,
} from '#/domain/places-io/export';
import type { Pin, Place } from '#/domain/types';
import { catalogRows } from '../catalog/chunks';
import type { TastemapDB } from '../db';
import { saveToDownloads } from '../download';
import { serializeXml } from './xml';

export type ExportScope = { kind: 'saved' } | { kind: 'collection'; id: string } | { kind: 'everything' };

export interface ExportFile {
  name: string;
  mime: string;
  /** Text, or an archive's bytes. */
  data: string | Uint8Array;
}

function placeEntry(place: Place, collection: string, origin: string): ExportEntry {
  const located = !(place.latitude === 0 && place.longitude === 0);
  return {
    id: place.id,
    kind: 'place',
    name: place.name,
    localName: place.name_local,
    address: place.address,
    category: place.categories[0] ?? '',
    note: '',
    collection,
    url: `${origin}/place/${place.id}`,
    position: located ? { latitude: place.latitude, longitude: place.longitude } : null,
  };
}

function pinEntry(pin: Pin): ExportEntry {
  const located = !(pin.latitude === 0 && pin.longitude === 0);
  return {
    id: pin.id,
    kind: 'pin',
    name: pin.name,
    localName: '',
    address: pin.address,
    category: '',
    note: pin.note,
    collection: pin.list,
    url: /^https?:\/\//.test(pin.source) ? pin.source : '',
    position: located ? { latitude: pin.latitude, longitude: pin.longitude } : null,
    source: pin.source,
  };
}

/** The places of the scope as export entries, with the title of the file. */
export async function exportEntries(
  database: TastemapDB,
  userId: string,
  scope: ExportScope,
  origin: string,
): Promise<{ title: string; entries: ExportEntry[] }> {
  const places = new Map((await catalogRows(database, 'places')).map((p) => [p.id, p]));
  const entriesOf = (ids: readonly string[], collection: string) =>
    ids.flatMap((id) => {
      const place = places.get(id);
      return place ? [placeEntry(place, collection, origin)] : [];
    });
  const savedIds = async () => (await database.saved_places.where('user').equals(userId).sortBy('created')).map((s) => s.place);
  const pins = async () => (await database.pins.where('user').equals(userId).sortBy('created')).map(pinEntry);
  if (scope.kind === 'collection') {
    const collection = await database.collections.get(scope.id);
    const members = await database.collection_places.where('collection').equals(scope.id).sortBy('created');
    const name = collection?.name ?? 'Collection';
    return {
      title: name,
      entries: entriesOf(
        members.map((m) => m.place),
        name,
      ),
    };
  }
  const saved = entriesOf(await savedIds(), '');
  if (scope.kind === 'saved') return { title: 'Saved places', entries: [...saved, ...(await pins())] };
  const collections = await database.collections.where('user').equals(userId).sortBy('name');
  const listed: ExportEntry[] = [];
  for (const collection of collections) {
    const members = await database.collection_places.where('collection').equals(collection.id).sortBy('created');
    listed.push(
      ...entriesOf(
        members.map((m) => m.place),
        collection.name,
      ),
    );
  }
  return { title: 'All my places', entries: [...saved, ...listed, ...(await pins())] };
}

/**
 * A cell a spreadsheet would run as a formula (=, +, @, a tab, a return, or - before anything but a
 * number) gets a leading apostrophe; read back, the import drops it (src/domain/places-io/items.ts).
 */
const FORMULA = /^(?:[=+@\t\r]|-(?![\d.]))/;

const csvText = (entries: readonly ExportEntry[]) =>
  `${Papa.unparse(toCsvRows(entries), { newline: '\r\n', escapeFormulae: FORMULA })}\r\n`;

/** A list's CSV file name as Google Takeout writes it: the list's own name (no path separators). */
const csvName = (list: string) => `${list.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Places'}.csv`;

/**
 * CSV has no column for the list, so, as in Google Takeout, a list is a file named after it: one list
 * is one CSV, several are a zip of one CSV per list.
 */
function csvFile(title: string, entries: readonly ExportEntry[]): ExportFile {
  const lists = new Map<string, ExportEntry[]>();
  for (const entry of entries) {
    const list = entry.collection || SAVED_LIST_NAME;
    lists.set(list, [...(lists.get(list) ?? []), entry]);
  }
  if (lists.size <= 1) return { name: csvName(lists.keys().next().value ?? title), mime: 'text/csv', data: csvText(entries) };
  const files = Object.fromEntries([...lists].map(([list, listed]) => [csvName(list), strToU8(csvText(listed))]));
  return { name: exportFileName(title, 'zip'), mime: 'application/zip', data: zipSync(files) };
}

/** The file of `entries` in `format`. */
export function exportFile(format: ExportFormat, title: string, entries: readonly ExportEntry[]): ExportFile {
  const { extension, mime } = EXPORT_FORMATS.find((f) => f.format === format)!;
  const name = exportFileName(title, extension);
  switch (format) {
    case 'geojson':
      return { name, mime, data: `${JSON.stringify(toGeoJson(entries), null, 2)}\n` };
    case 'kml':
      return { name, mime, data: serializeXml(toKml(title, entries)) };
    case 'gpx':
      return { name, mime, data: serializeXml(toGpx(title, entries)) };
    case 'csv':
      return csvFile(title, entries);
  }
}

/** Hands the file to the platform: shared where it can share files (phones), else downloaded. 'shared' or 'downloaded'. */
export async function deliverFile(file: ExportFile): Promise<'shared' | 'downloaded'> {
  const blob = new File([file.data as BlobPart], file.name, { type: file.mime });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [blob] })) {
    try {
      await navigator.share({ files: [blob], title: file.name });
      return 'shared';
    } catch (error) {
      // The traveller closed the share sheet: nothing more to do.
      if ((error as Error)?.name === 'AbortError') return 'shared';
      // Sharing refused (no user gesture left, a platform quirk): the download below still gives them the file.
    }
  }
  saveToDownloads(blob, file.name);
  return 'downloaded';
}
