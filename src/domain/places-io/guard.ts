// The checks every imported file passes before anything reads it: its kind,
// its size, and for XML, no entity declarations (an entity can expand a small
// file into gigabytes, or name a file or URL to read). Browsers' DOMParser
// never fetches external entities; refusing every declaration before parsing
// also stops internal ones.
import { ImportError, IMPORT_ERRORS } from './errors';
import { MAX_IMPORT_FILE_BYTES } from './limits';

export type ImportFormat = 'json' | 'csv' | 'kml' | 'gpx' | 'zip' | 'kmz';

const BY_EXTENSION: Readonly<Record<string, ImportFormat>> = {
  json: 'json',
  geojson: 'json',
  csv: 'csv',
  kml: 'kml',
  gpx: 'gpx',
  zip: 'zip',
  kmz: 'kmz',
};

/** A zip archive starts with its first entry's signature, "PK\x03\x04" (an empty one with "PK\x05\x06"). */
export function looksLikeZip(head: Uint8Array): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5) && (head[3] === 4 || head[3] === 6);
}

/** The file's format from its name, checked against its first bytes; an ImportError when it is none the app reads. */
export function formatOf(fileName: string, size: number, head: Uint8Array): ImportFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const format = Object.prototype.hasOwnProperty.call(BY_EXTENSION, extension) ? BY_EXTENSION[extension] : undefined;
  if (!format) throw new ImportError(IMPORT_ERRORS.wrongType);
  if (size > MAX_IMPORT_FILE_BYTES) throw new ImportError(IMPORT_ERRORS.tooLarge(MAX_IMPORT_FILE_BYTES / 1024 / 1024));
  if (size === 0) throw new ImportError(IMPORT_ERRORS.empty);
  const zipped = format === 'zip' || format === 'kmz';
  // A renamed file is still what its bytes are: a zip must be one, and text must not be.
  if (zipped !== looksLikeZip(head)) throw new ImportError(zipped ? IMPORT_ERRORS.brokenZip : IMPORT_ERRORS.wrongType);
  return format;
}

/** Refuses XML that declares entities (or a DTD with an internal subset): checked on the text, before any parser. */
export function refuseXmlEntities(xml: string): void {
  if (/<!ENTITY/i.test(xml) || /<!DOCTYPE[^>[]*\[/i.test(xml)) throw new ImportError(IMPORT_ERRORS.entities);
}
