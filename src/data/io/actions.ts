// What the export and import screens call (issue 33), bound to the app's
// database and the signed-in user. Everything runs on the device and offline.
// Loaded lazily: the parsers and the zip reader stay off the app's start.
import type { ExportFormat } from '#/domain/places-io/export';
import { currentUserId } from '#/stores/session';
import { db } from '../db';
import { applyImport, type ImportResult } from './apply';
import { deliverFile, exportEntries, exportFile, type ExportScope } from './export-file';
import { readImportBlob } from './read-file';
import { planReviewedImport, reviewImport, type ImportReview } from './review';

export type { ExportScope, ImportResult, ImportReview };

/** Builds the file and shares or downloads it; null when the scope holds no place. */
export async function exportPlaces(
  scope: ExportScope,
  format: ExportFormat,
): Promise<{ name: string; how: 'shared' | 'downloaded' } | null> {
  const { title, entries } = await exportEntries(db, currentUserId(), scope, window.location.origin);
  if (!entries.length) return null;
  const file = exportFile(format, title, entries);
  return { name: file.name, how: await deliverFile(file) };
}

/** Reads the picked file and matches its places to the catalog on the device; throws an ImportError for a bad file. */
export async function reviewImportFile(file: File): Promise<ImportReview> {
  return reviewImport(db, currentUserId(), await readImportBlob(file));
}

/** Writes the reviewed import; `picks` are the traveller's choices for the likely items (null: keep as a pin). */
export function importReviewed(review: ImportReview, picks: ReadonlyMap<number, string | null>): Promise<ImportResult> {
  return applyImport({ db, userId: currentUserId() }, planReviewedImport(review, picks));
}
