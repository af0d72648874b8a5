// Catalog pages (src/domain/policy/pages.ts, pb_hooks/lib/sync/pages.js): on
// a city's first sync the server lists prebuilt, immutable pages of its
// catalog instead of sending every row; the pull fetches them beside the
// round's own answers and stores them before that round's first cursor
// (./pull.ts), so a crash before the cursor fetches and stores the same pages
// again, which is harmless: every row is the server's, stored by id.
//
// A notes page carries only the note and photo of picks the catalog pages
// hold with those blank, and a picks page holds other tastemakers' picks of
// its places too, notes blank. So the pages of a round are merged in memory
// first, each row once, the notes laid over the picks after every catalog
// page, and then stored in one go, in chunks (../catalog/chunks.ts).
import type PocketBase from 'pocketbase';
import { isCatalogCollection, type CatalogCollection } from '#/domain/collections';
import { storeCatalogChanges, type CatalogChanges } from '../catalog/chunks';
import type { TastemapDB } from '../db';

/** A page as the sync route lists it. */
export interface CatalogPageRef {
  /** Signed, expiring, and named by the hash of its bytes. */
  url: string;
  scope: string;
  /** When its rows were read: the route's delta goes on from there. */
  asOf: string;
  rows: number;
}

type Row = Record<string, unknown>;

/** A page's body: catalog rows by collection, or notes of picks. */
export interface CatalogPage {
  changes?: Record<string, Row[]>;
  notes?: Array<{ id: string; note: string; photo: unknown }>;
}

export function isCatalogPageRef(value: unknown): value is CatalogPageRef {
  const ref = value as Partial<CatalogPageRef> | null;
  return (
    !!ref && typeof ref.url === 'string' && typeof ref.scope === 'string' && typeof ref.asOf === 'string' && typeof ref.rows === 'number'
  );
}

function parseCatalogPage(raw: unknown): CatalogPage {
  const page = raw as CatalogPage | null;
  const ok =
    !!page &&
    (page.changes === undefined || (typeof page.changes === 'object' && Object.values(page.changes).every(Array.isArray))) &&
    (page.notes === undefined || Array.isArray(page.notes));
  if (!ok) throw new Error('The server sent a catalog page this app does not understand');
  return page;
}

/** Fetches the listed pages, all at once. A page that expired or changed fails the pull; the next one asks the route again. */
export function fetchCatalogPages(pb: PocketBase, refs: readonly CatalogPageRef[], signal?: AbortSignal): Promise<CatalogPage[]> {
  return Promise.all(
    refs.map(async (ref) => {
      const [path = '', search = ''] = ref.url.split('?');
      const query = Object.fromEntries(new URLSearchParams(search));
      return parseCatalogPage(await pb.send(path, { method: 'GET', query, requestKey: null, ...(signal ? { signal } : {}) }));
    }),
  );
}

/**
 * Stores a round's pages: catalog rows merged by id, then the notes over the picks, in whatever order the
 * pages came. A note whose pick is on no page of the round is left out: that pick is on a place the
 * caller reads through the route's rows (src/domain/policy/pages.ts), which carry its note themselves.
 */
export async function storeCatalogPages(database: TastemapDB, pages: readonly CatalogPage[]): Promise<void> {
  const merged = new Map<CatalogCollection, Map<string, Row>>();
  const rowsOf = (name: CatalogCollection) => {
    let rows = merged.get(name);
    if (!rows) merged.set(name, (rows = new Map()));
    return rows;
  };
  for (const page of pages) {
    for (const [name, list] of Object.entries(page.changes ?? {})) {
      if (!isCatalogCollection(name)) continue;
      const rows = rowsOf(name);
      for (const row of list) rows.set(String(row.id), row);
    }
  }
  const picks = rowsOf('tastemaker_places');
  for (const page of pages) {
    for (const note of page.notes ?? []) {
      const pick = picks.get(note.id);
      if (pick) picks.set(note.id, { ...pick, note: note.note, photo: note.photo });
    }
  }
  const changes = new Map<CatalogCollection, CatalogChanges>();
  for (const [name, rows] of merged) if (rows.size) changes.set(name, { upserts: [...rows.values()], deletions: [] });
  await storeCatalogChanges(database, changes);
}
