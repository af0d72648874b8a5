// Reading a file the traveller chose to import, on the device and offline
// (issue 33): its kind and size are checked first (src/domain/places-io/guard.ts),
// then JSON with JSON.parse, CSV with papaparse, KML and GPX with the browser's
// DOMParser (entity declarations refused before it runs) and @tmcw/togeojson,
// archives (a Takeout .zip, a .kmz) with fflate, inflating as a stream that
// stops at the uncompressed limit, so a zip bomb is refused, never unpacked.
// Loaded only by the import screen.
import { kmlWithFolders, gpx } from '@tmcw/togeojson';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import Papa from 'papaparse';
import { ImportError, IMPORT_ERRORS } from '#/domain/places-io/errors';
import { formatOf, refuseXmlEntities, type ImportFormat } from '#/domain/places-io/guard';
import { itemsFromCsvRows, itemsFromFeatures, itemsFromJson, listNameOf, type ImportedItem } from '#/domain/places-io/items';
import { MAX_ARCHIVE_ENTRIES, MAX_IMPORT_ITEMS, MAX_UNCOMPRESSED_BYTES } from '#/domain/places-io/limits';

const MB = 1024 * 1024;

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new ImportError(IMPORT_ERRORS.wrongType);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ImportError(IMPORT_ERRORS.brokenJson);
  }
}

function parseXml(text: string): Document {
  refuseXmlEntities(text);
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) throw new ImportError(IMPORT_ERRORS.brokenXml);
  return doc;
}

interface KmlNode {
  type: string;
  meta?: Record<string, unknown>;
  children?: KmlNode[];
  properties?: Record<string, unknown>;
}

/** KML's placemarks with the folder each is in ('' at the top; the document's name when it has no folders). */
function kmlFeatures(doc: Document, fileList: string): { feature: unknown; list: string }[] {
  const root = kmlWithFolders(doc) as unknown as KmlNode;
  const found: { feature: unknown; list: string }[] = [];
  const walk = (node: KmlNode, list: string) => {
    for (const child of node.children ?? []) {
      if (child.type === 'folder') walk(child, typeof child.meta?.name === 'string' ? child.meta.name : list);
      else if (child.type === 'Feature') found.push({ feature: child, list });
      if (found.length > MAX_IMPORT_ITEMS) throw new ImportError(IMPORT_ERRORS.tooManyPlaces(MAX_IMPORT_ITEMS));
    }
  };
  const documentName = doc.getElementsByTagName('Document')[0]?.getElementsByTagName('name')[0];
  const top = documentName?.parentNode?.nodeName === 'Document' ? (documentName.textContent ?? '').trim() : '';
  walk(root, top || fileList);
  return found;
}

/** GPX waypoints, each in the list its `type` names (as Tastemap and OsmAnd write them), else the file's. */
function gpxFeatures(doc: Document, fileList: string): { feature: unknown; list: string }[] {
  const collection = gpx(doc);
  const metadataName = doc.getElementsByTagName('metadata')[0]?.getElementsByTagName('name')[0]?.textContent?.trim() ?? '';
  return collection.features
    .filter((f) => f.geometry?.type === 'Point')
    .map((feature) => {
      const type = feature.properties?.type;
      return { feature, list: typeof type === 'string' && type.trim() ? type.trim() : metadataName || fileList };
    });
}

/** A file's places. `list` names the list a file's items belong to when the file does not say. */
function readText(format: Exclude<ImportFormat, 'zip' | 'kmz'>, name: string, bytes: Uint8Array): ImportedItem[] {
  const text = decode(bytes);
  if (!text.trim()) throw new ImportError(IMPORT_ERRORS.empty);
  switch (format) {
    case 'json':
      // A Takeout "Saved Places.json" holds the starred places: saved places, no list.
      return itemsFromJson(parseJson(text));
    case 'csv': {
      const parsed = Papa.parse<Record<string, unknown>>(text, { header: true, skipEmptyLines: 'greedy' });
      const fields = parsed.meta.fields ?? [];
      if (!fields.some((f) => /^(title|name)$/i.test(f.trim()))) throw new ImportError(IMPORT_ERRORS.brokenCsv);
      return itemsFromCsvRows(parsed.data, listNameOf(name));
    }
    case 'kml':
      return itemsFromFeatures(kmlFeatures(parseXml(text), ''));
    case 'gpx':
      return itemsFromFeatures(gpxFeatures(parseXml(text), ''));
  }
}

/** Whether the archive ends with its directory's end record ("PK\x05\x06", within the last 64 KB + 22 bytes): a whole zip does. */
function hasEndOfDirectory(bytes: Uint8Array): boolean {
  for (let at = bytes.length - 22; at >= 0 && at >= bytes.length - 22 - 0xffff; at--) {
    if (bytes[at] === 0x50 && bytes[at + 1] === 0x4b && bytes[at + 2] === 5 && bytes[at + 3] === 6) return true;
  }
  return false;
}

const READABLE_IN_ARCHIVE = /\.(json|geojson|csv|kml|gpx)$/i;

/**
 * The readable files of an archive, inflated as a stream: the total inflated stays under
 * MAX_UNCOMPRESSED_BYTES whatever the archive's directory claims, and a damaged archive is refused.
 */
function unzip(bytes: Uint8Array): { name: string; bytes: Uint8Array }[] {
  if (!hasEndOfDirectory(bytes)) throw new ImportError(IMPORT_ERRORS.brokenZip);
  const files: { name: string; chunks: Uint8Array[] }[] = [];
  let entries = 0;
  let inflated = 0;
  let failure: ImportError | null = null;
  const unzipper = new Unzip((file: UnzipFile) => {
    entries += 1;
    if (entries > MAX_ARCHIVE_ENTRIES) failure ??= new ImportError(IMPORT_ERRORS.archiveTooManyFiles);
    if (failure || !READABLE_IN_ARCHIVE.test(file.name) || /(^|\/)(__MACOSX|\.)/.test(file.name)) return;
    const kept = { name: file.name, chunks: [] as Uint8Array[] };
    files.push(kept);
    file.ondata = (error, chunk) => {
      if (failure) return;
      if (error) {
        failure = new ImportError(IMPORT_ERRORS.brokenZip);
        return;
      }
      inflated += chunk.length;
      if (inflated > MAX_UNCOMPRESSED_BYTES) {
        failure = new ImportError(IMPORT_ERRORS.archiveTooLarge(MAX_UNCOMPRESSED_BYTES / MB));
        file.terminate();
        return;
      }
      kept.chunks.push(chunk);
    };
    file.start();
  });
  unzipper.register(UnzipInflate);
  try {
    // In slices, so a bomb is stopped after the slice that crosses the limit, not after inflating it all.
    const SLICE = 64 * 1024;
    for (let at = 0; at < bytes.length && !failure; at += SLICE) unzipper.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
  } catch {
    failure ??= new ImportError(IMPORT_ERRORS.brokenZip);
  }
  if (failure) throw failure;
  return files.map(({ name, chunks }) => {
    const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return { name, bytes: out };
  });
}

function formatInArchive(name: string): Exclude<ImportFormat, 'zip' | 'kmz'> {
  const extension = /\.([a-z]+)$/i.exec(name)![1]!.toLowerCase();
  return extension === 'geojson' ? 'json' : (extension as Exclude<ImportFormat, 'zip' | 'kmz'>);
}

/**
 * Every place in the file, or an ImportError saying what is wrong with it. Nothing is stored here:
 * the review screen shows what was found first.
 */
export function readImportFile(name: string, bytes: Uint8Array): ImportedItem[] {
  const format = formatOf(name, bytes.length, bytes.subarray(0, 4));
  let items: ImportedItem[];
  if (format === 'zip' || format === 'kmz') {
    const inside = unzip(bytes);
    const readable = format === 'kmz' ? inside.filter((f) => /\.kml$/i.test(f.name)).slice(0, 1) : inside;
    items = readable.flatMap((file) => readText(formatInArchive(file.name), file.name, file.bytes));
  } else {
    items = readText(format, name, bytes);
  }
  if (items.length > MAX_IMPORT_ITEMS) throw new ImportError(IMPORT_ERRORS.tooManyPlaces(MAX_IMPORT_ITEMS));
  if (!items.length) throw new ImportError(IMPORT_ERRORS.noPlaces);
  return items;
}

/** The same for a file the traveller picked: its name and size are checked before a byte of a large file is read. */
export async function readImportBlob(file: Blob & { name: string }): Promise<ImportedItem[]> {
  formatOf(file.name, file.size, new Uint8Array(await file.slice(0, 4).arrayBuffer()));
  return readImportFile(file.name, new Uint8Array(await file.arrayBuffer()));
}
