// The device database: a mirror of what this device may read from the server
// (catalog of the open cities, the user's own rows), plus the outbox of writes
// waiting for the server and small bookkeeping values (sync cursor, session).
//
// Screens read these tables through the hooks in src/data/queries; only the
// sync engine fills them from the network. Each schema change is a new
// numbered version with its upgrade step, never an edit of an old one; a
// version writes out every name and value it uses, so that it keeps doing what
// it did the day it was written (tests/unit/frozen-migrations.test.ts).
import Dexie, { type Table } from 'dexie';
import {
  OWN_COLLECTIONS,
  SHARED_COLLECTIONS,
  SYNCED_COLLECTIONS,
  isCatalogCollection,
  type CatalogCollection,
  type OutboxCollection,
} from '#/domain/collections';
import type { ChatMessage, SyncedCollection, SyncedRecords } from '#/domain/types';
import { transactionRegistry } from '../lifecycle';

export type OutboxOp = 'create' | 'update' | 'delete';

export interface OutboxError {
  status: number;
  message: string;
  fields?: Record<string, string>;
}

export interface OutboxEntry {
  /** Auto-incremented: the causal order in which writes are replayed. */
  seq?: number;
  user: string;
  collection: OutboxCollection;
  recordId: string;
  op: OutboxOp;
  /**
   * This write's key: the server applies a write once per key, so one sent
   * again after its answer was lost changes nothing (pb_hooks/lib/applied_writes.js).
   */
  writeId: string;
  /** create: the whole row; update: the changed fields. */
  data?: Record<string, unknown>;
  /** create/update: when each field was changed on this device (last-writer-wins on the server). */
  clock?: Record<string, number>;
  createdAt: number;
  attempts: number;
  /** pending: waiting for the server; failed: rejected for good, waiting for the user. */
  status: 'pending' | 'failed';
  error?: OutboxError;
}

/** One conversation with one guide about one city, kept on the device. */
export interface ChatThread {
  id: string;
  user: string;
  city: string;
  guide: string;
  messages: ChatMessage[];
  updatedAt: number;
}

/**
 * Part of the read-only catalog: the rows of one collection whose ids hash to
 * one chunk (src/domain/collections.ts), by id. Tens of thousands of rows are
 * stored as about a hundred records: IndexedDB's cost is per record.
 */
export interface CatalogChunk {
  /** `<collection>/<chunk number>` */
  key: string;
  collection: CatalogCollection;
  /**
   * The rows by id, as JSON text: IndexedDB clones one string in one copy, and
   * JSON.parse reads it back faster than a structured clone of as many objects.
   */
  rows: string;
}

/** A chunk's rows by id. */
export function chunkRows(chunk: CatalogChunk): Record<string, Record<string, unknown>> {
  return JSON.parse(chunk.rows) as Record<string, Record<string, unknown>>;
}

export const catalogChunkKey = (collection: CatalogCollection, chunk: number) => `${collection}/${chunk}`;

/**
 * A city's search index as the worker built it (src/data/search/stored-index.ts),
 * for the list `key` names: reloaded at the next start instead of built again.
 */
export interface StoredSearchIndex {
  city: string;
  key: string;
  /** The packed index, its ids '\n'-joined (one string clones faster than thousands). */
  ids: string;
  terms: string;
  termStart: Uint32Array;
  postDoc: Uint32Array;
  postScore: Float32Array;
  averageLength: Float64Array;
}

/** A city's map archive as one Blob, as versions before map_chunks stored it (src/data/maps/offline-archive.ts). */
export interface MapArchiveBlob {
  /** The versioned file name, e.g. `seoul-1a2b3c4d.pmtiles`. */
  file: string;
  city: string;
  data: Blob;
}

/**
 * A piece of a city's map archive, where the page cannot write OPFS
 * (src/data/maps/offline-archive.ts): an ArrayBuffer, never a Blob, which
 * WebKit refuses to store in some sessions.
 */
export interface MapArchiveChunk {
  /** The versioned file name, e.g. `seoul-1a2b3c4d.pmtiles`. */
  file: string;
  /** 0, 1, 2…: the piece's place in the file. */
  index: number;
  data: ArrayBuffer;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** Synced collections stored a row per record: all but the catalog's. */
export type RowCollection = Exclude<SyncedCollection, CatalogCollection>;
type SyncedTables = { [K in RowCollection]: Table<SyncedRecords[K], string> };

// A table per synced collection, typed from one list, without writing 25 fields: Dexie sets them on the instance.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface TastemapDB extends SyncedTables {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class TastemapDB extends Dexie {
  outbox!: Table<OutboxEntry, number>;
  meta!: Table<MetaRow, string>;
  session!: Table<MetaRow, string>;
  chats!: Table<ChatThread, string>;
  catalog!: Table<CatalogChunk, string>;
  search_indexes!: Table<StoredSearchIndex, string>;
  map_archives!: Table<MapArchiveBlob, string>;
  map_chunks!: Table<MapArchiveChunk, [string, number]>;

  constructor(name = 'tastemap', options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    // Every transaction is known until it ends, so that leaving the page can abort those still open (../lifecycle.ts).
    this.use(transactionRegistry);
    // Indexes cost time on every write of a first sync (tens of thousands of
    // link rows): only columns that queries look up are indexed.
    this.version(1).stores({
      cities: 'id, slug, status',
      place_categories: 'id, key',
      tastemakers: 'id, slug, followers, user',
      city_tastemakers: 'id, city, tastemaker',
      vibes: 'id, status, name',
      tastemaker_vibes: 'id, tastemaker',
      badges: 'id',
      places: 'id, city, *categories',
      tastemaker_places: 'id, tastemaker, place',
      place_vibes: 'id, place',
      recommendations: 'id, [city+recommended_at]',
      events: 'id, [city+date]',
      activity_feed: 'id, [city+happened_at]',
      reviews: 'id, place, user, city',
      profiles: 'id',
      saved_places: 'id, user, place',
      collections: 'id, user',
      collection_places: 'id, collection, place, user',
      vibe_profiles: 'id, user',
      vibe_profile_vibes: 'id, vibe_profile, vibe, user',
      user_vibes: 'id, user',
      entitlements: 'id, user, tastemaker',
      city_purchases: 'id, user, city',
      user_roles: 'id, user',
      user_badges: 'id, user, badge',
      outbox: '++seq, status, user, [collection+recordId]',
      meta: 'key',
      // The signed-in session, apart from meta so that no sync transaction
      // (which holds meta for its cursor) ever delays storing it.
      session: 'key',
    });
    // Version 2: conversations with the local guide, per user, city and guide.
    this.version(2).stores({ chats: 'id, user' });
    // Version 3: the read-only catalog moves into chunk records; version 4 drops its old tables. The
    // catalog's collections and chunks (16 per collection by FNV-1a of the id, keyed `<collection>/<chunk>`,
    // rows as JSON text) as src/domain/collections.ts had them then.
    this.version(3)
      .stores({ catalog: 'key' })
      .upgrade(async (tx) => {
        const chunkOf = (id: string) => {
          let hash = 0x811c9dc5;
          for (let i = 0; i < id.length; i++) {
            hash ^= id.charCodeAt(i);
            hash = Math.imul(hash, 0x01000193);
          }
          return (hash >>> 0) % 16;
        };
        for (const collection of ['places', 'tastemaker_places', 'place_vibes', 'recommendations', 'events', 'activity_feed']) {
          const chunks = new Map<string, Record<string, Record<string, unknown>>>();
          await tx.table(collection).each((row: Record<string, unknown>) => {
            const key = `${collection}/${chunkOf(String(row.id))}`;
            const rows = chunks.get(key) ?? {};
            rows[String(row.id)] = row;
            chunks.set(key, rows);
          });
          await tx.table('catalog').bulkPut([...chunks].map(([key, rows]) => ({ key, collection, rows: JSON.stringify(rows) })));
        }
      });
    this.version(4).stores({
      places: null,
      tastemaker_places: null,
      place_vibes: null,
      recommendations: null,
      events: null,
      activity_feed: null,
    });
    // Version 5: each city's last built search index.
    this.version(5).stores({ search_indexes: 'city' });
    // Version 6: city map archives, for devices without OPFS.
    this.version(6).stores({ map_archives: 'file, city' });
    // Version 7: map archives in pieces, where there is no OPFS; map_archives' Blobs are still read.
    this.version(7).stores({ map_chunks: '[file+index]' });
    // Version 8: catalog rows move to the chunk the app's one hash puts them in (cyrb53 of the id,
    // src/domain/ids.ts, instead of FNV-1a), 16 per collection as before. Done on the device, so an
    // offline one keeps its cities; catalogRev moves, as at every catalog write, so what was built
    // from the chunks (the in-memory catalog, stored search indexes) is built again.
    this.version(8)
      .stores({})
      .upgrade(async (tx) => {
        const chunkOf = (id: string) => {
          let h1 = 0xdeadbeef;
          let h2 = 0x41c6ce57;
          for (let i = 0; i < id.length; i++) {
            const ch = id.charCodeAt(i);
            h1 = Math.imul(h1 ^ ch, 2654435761);
            h2 = Math.imul(h2 ^ ch, 1597334677);
          }
          h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
          h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
          return (4294967296 * (2097151 & h2) + (h1 >>> 0)) % 16;
        };
        const chunks = new Map<string, { key: string; collection: string; rows: Record<string, unknown> }>();
        await tx.table('catalog').each((stored: { collection: string; rows: string }) => {
          for (const [id, row] of Object.entries(JSON.parse(stored.rows) as Record<string, unknown>)) {
            const key = `${stored.collection}/${chunkOf(id)}`;
            const chunk = chunks.get(key) ?? { key, collection: stored.collection, rows: {} };
            chunk.rows[id] = row;
            chunks.set(key, chunk);
          }
        });
        await tx.table('catalog').clear();
        await tx.table('catalog').bulkPut([...chunks.values()].map((chunk) => ({ ...chunk, rows: JSON.stringify(chunk.rows) })));
        const rev = (await tx.table('meta').get('catalogRev')) as { value?: unknown } | undefined;
        await tx.table('meta').put({ key: 'catalogRev', value: (typeof rev?.value === 'number' ? rev.value : 0) + 1 });
      });
    // Version 9: the traveller's own pins (issue 33), places imported from other apps that matched nothing.
    this.version(9).stores({ pins: 'id, user' });
    // Version 10: day plans (issue 34 §2), the user's own rows. Version 9 is another change's (issue 33).
    this.version(10).stores({ day_plans: 'id, user' });
    // Version 11 (9 and 10 belong to other work): shared collections' members and their votes and notes.
    this.version(11).stores({
      collection_members: 'id, collection, user',
      collection_reactions: 'id, collection, place, user',
    });
  }
}

/** Tables that hold the signed-in user's own rows, and those of collections shared with them: cleared on sign-out. */
export const OWN_TABLES = [...OWN_COLLECTIONS, ...SHARED_COLLECTIONS] satisfies readonly SyncedCollection[];

/** Every table sync fills a row per record (src/domain/collections.ts); the catalog's collections go to `catalog`. */
export const SYNCED_TABLES = SYNCED_COLLECTIONS.filter((name): name is RowCollection => !isCatalogCollection(name));

// And the other way round: a record type the app knows but sync never fills fails to compile here.
type Unsynced = Exclude<SyncedCollection, (typeof SYNCED_COLLECTIONS)[number]>;
export const EVERY_RECORD_TYPE_IS_SYNCED: [Unsynced] extends [never] ? true : Unsynced = true;

/** The app's database. Tests and simulated devices make their own with `new TastemapDB(name)`. */
export const db = new TastemapDB();

const replacedListeners = new Set<() => void>();

/**
 * Another tab opened a newer version of the app and with it a newer schema:
 * this tab closes its database (or the other could not upgrade) and, running
 * old code against tables it does not know, must reload. Listeners offer it.
 */
export function onDatabaseReplaced(listener: () => void): () => void {
  replacedListeners.add(listener);
  return () => replacedListeners.delete(listener);
}

db.on('versionchange', () => {
  db.close();
  for (const listener of replacedListeners) listener();
  // Closed already: Dexie's own handler would only close it again and log.
  return false;
});
