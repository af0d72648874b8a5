// A round's catalog pages on the device (src/data/sync/pages.ts, pull.ts):
// notes land on the picks whatever order the pages come in, and a pull cut
// short after the pages were stored but before the round's cursor fetches and
// stores the same pages again. The server is a fake that answers as the sync
// route and the page route do; the database is fake-indexeddb.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { catalogRows } from '#/data/catalog/chunks';
import { TastemapDB } from '#/data/db';
import { readMeta } from '#/data/db/meta';
import { storeCatalogPages, type CatalogPage } from '#/data/sync/pages';
import { pull, type SyncPage } from '#/data/sync/pull';

let db: TastemapDB;
let names = 0;
beforeEach(() => {
  db = new TastemapDB(`sync-pages-${(names += 1)}`);
});
afterEach(async () => {
  await db.delete();
});

const place = { id: 'place000000001', city: 'city0000000001', name: 'Corner' };
const pick = (tastemaker: string) => ({
  id: `pick${tastemaker}`,
  tastemaker,
  place: place.id,
  city: place.city,
  note: '',
  photo: '',
});
/** A picks page: the place, with every pick of it (notes blank), whoever's page it is. */
const picksPage = (): CatalogPage => ({ changes: { places: [place], tastemaker_places: [pick('chef0000001'), pick('poet0000001')] } });
const notesOf = (tastemaker: string): CatalogPage => ({
  notes: [{ id: `pick${tastemaker}`, note: `Note of ${tastemaker}`, photo: 'p.webp' }],
});

async function notes() {
  const rows = await catalogRows(db, 'tastemaker_places');
  return Object.fromEntries(rows.map((row) => [row.id, row.note]));
}

describe('storing a round’s catalog pages', () => {
  it('lays notes over the picks although a notes page came before the picks pages', async () => {
    // The poet's picks page holds the chef's pick too, with its note blank: it must not win.
    await storeCatalogPages(db, [notesOf('chef0000001'), picksPage(), picksPage()]);
    expect(await notes()).toEqual({ pickchef0000001: 'Note of chef0000001', pickpoet0000001: '' });
    expect(await catalogRows(db, 'places')).toHaveLength(1);
  });

  it('never makes a pick of a note whose pick is on no page of the round', async () => {
    // That pick comes through the route's rows, with its note.
    await storeCatalogPages(db, [notesOf('poet0000001')]);
    expect(await notes()).toEqual({});
  });
});

describe('a pull that lists catalog pages', () => {
  const round: SyncPage = {
    cursor: 'after-the-round',
    more: false,
    progress: { done: 0, total: 0 },
    scope: { user: '', cities: [place.city] },
    changes: {},
    deletions: [],
    pages: [
      { url: '/api/app/pages/c/notes-chef0000001/h2?exp=1&sig=s', scope: 'notes-chef0000001', asOf: '2026-01-01 00:00:00.000Z', rows: 1 },
      { url: '/api/app/pages/c/picks-chef0000001/h1?exp=1&sig=s', scope: 'picks-chef0000001', asOf: '2026-01-01 00:00:00.000Z', rows: 4 },
    ],
  };
  const bodies: Record<string, CatalogPage> = {
    '/api/app/pages/c/picks-chef0000001/h1': picksPage(),
    '/api/app/pages/c/notes-chef0000001/h2': notesOf('chef0000001'),
  };

  function server(onPage: (path: string) => void = () => {}) {
    const asked: string[] = [];
    const pb = {
      send: (path: string, options: { query?: Record<string, string> }) => {
        asked.push(path);
        if (path === '/api/app/sync') {
          expect(options.query?.pages).toBe('1');
          return Promise.resolve(structuredClone(round));
        }
        onPage(path);
        expect(options.query).toEqual({ exp: '1', sig: 's' });
        return Promise.resolve(structuredClone(bodies[path]));
      },
    } as unknown as PocketBase;
    return { pb, asked };
  }

  it('stores the pages, then the cursor; cut short between, the next pull fetches and stores them again', async () => {
    const controller = new AbortController();
    // The page is hidden as the last page arrives: the pages are stored, the round's cursor is not.
    const first = server((path) => path.includes('picks') && controller.abort());
    await expect(pull(db, first.pb, () => {}, { signal: controller.signal })).rejects.toThrow();
    expect(await readMeta(db, 'syncCursor')).toBeUndefined();
    expect(await notes()).toEqual({ pickchef0000001: 'Note of chef0000001', pickpoet0000001: '' });

    const again = server();
    const progress: number[] = [];
    await pull(db, again.pb, (p) => progress.push(p.total));
    expect(again.asked.filter((path) => path.startsWith('/api/app/pages/')).sort()).toEqual(Object.keys(bodies).sort());
    expect(await readMeta(db, 'syncCursor')).toBe('after-the-round');
    expect(await notes()).toEqual({ pickchef0000001: 'Note of chef0000001', pickpoet0000001: '' });
    expect(progress).toEqual([5]);
  });
});
