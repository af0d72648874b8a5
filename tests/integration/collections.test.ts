// One list of synced collections (src/domain/collections.ts) for the server's
// sync streams, the device's tables and the migrations' schema: a collection
// added to one and not the others fails here instead of silently never
// reaching a device, or reaching one with no table to hold it.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionModel } from 'pocketbase';
import {
  CATALOG_COLLECTIONS,
  CITY_COLLECTIONS,
  GLOBAL_COLLECTIONS,
  OWN_COLLECTIONS,
  SYNCED_COLLECTIONS,
  ownerColumn,
} from '#/domain/collections';
import { COLLECTION_NAME, VIBE_PROFILE_NAME } from '#/domain/names';
import { TastemapDB } from '#/data/db';
import { startTestServer, type TestServer } from '../support/pocketbase';

// What the migrations create that no device mirrors, each for a reason a
// reviewer can check: a new collection must be added to a list on purpose.
const SERVER_ONLY = {
  users: 'accounts: a device knows its own through the session and profiles',
  tombstones: 'deletions travel inside the sync answer, not as rows',
  payments: 'the money ledger is read by the server alone',
  applied_writes: 'keys of the writes the server applied, so a write sent again is applied once',
  collection_invites: 'invitation links to shared collections: their owner lists them online, and their tokens never leave the server',
};

// What a device keeps that the server never sends.
const DEVICE_ONLY = ['outbox', 'meta', 'session', 'chats', 'search_indexes', 'map_archives', 'map_chunks'];

let server: TestServer;
let schema: CollectionModel[];

beforeAll(async () => {
  server = await startTestServer();
  schema = await server.admin.collections.getFullList();
});
afterAll(async () => {
  await server?.dispose();
});

const ownCollections = () => schema.filter((c) => !c.system && !c.name.startsWith('_'));
const fieldNames = (name: string) => schema.find((c) => c.name === name)?.fields.map((f) => f.name) ?? [];

describe('synced collections', () => {
  it('exist in the schema, each with the column its stream is scoped by', () => {
    const names = new Set(ownCollections().map((c) => c.name));
    expect(SYNCED_COLLECTIONS.filter((name) => !names.has(name))).toEqual([]);
    for (const name of CITY_COLLECTIONS) expect(fieldNames(name), name).toContain('city');
    for (const name of OWN_COLLECTIONS) expect(fieldNames(name), name).toContain(ownerColumn(name));
  });

  it('are every collection of the schema but the server-only ones', () => {
    const unsynced = ownCollections()
      .map((c) => c.name)
      .filter((name) => !(SYNCED_COLLECTIONS as readonly string[]).includes(name));
    expect(unsynced.sort()).toEqual(Object.keys(SERVER_ONLY).sort());
  });

  it("are the tables of the device (the read-only catalog's in chunk records), beside the ones it keeps for itself", () => {
    const tables = new TastemapDB(`tables-${Date.now()}`).tables.map((t) => t.name);
    const rows = SYNCED_COLLECTIONS.filter((name) => !(CATALOG_COLLECTIONS as readonly string[]).includes(name));
    expect(tables.sort()).toEqual([...rows, 'catalog', ...DEVICE_ONLY].sort());
    // Every catalog collection is city content, which the server streams per city.
    for (const name of CATALOG_COLLECTIONS) expect(CITY_COLLECTIONS).toContain(name);
  });

  it('are what the sync answer carries: every catalog collection with rows, and nothing else', async () => {
    const user = await server.createUser({}, { follow: ['seoul', 'new-york-city'] });
    const carried = new Set<string>();
    let cursor = '';
    for (let page = 0; page < 200; page++) {
      const { status, body } = await server.call(user, 'GET', `/api/app/sync?cursor=${encodeURIComponent(cursor)}`);
      expect(status).toBe(200);
      for (const [name, rows] of Object.entries(body.changes as Record<string, unknown[]>)) if (rows.length) carried.add(name);
      cursor = body.cursor;
      if (!body.more) break;
    }
    expect([...carried].filter((name) => !(SYNCED_COLLECTIONS as readonly string[]).includes(name))).toEqual([]);
    const catalogWithRows = [];
    for (const name of [...GLOBAL_COLLECTIONS, ...CITY_COLLECTIONS]) {
      if ((await server.admin.collection(name).getList(1, 1)).totalItems > 0) catalogWithRows.push(name);
    }
    expect(catalogWithRows.length).toBeGreaterThan(10);
    expect(catalogWithRows.filter((name) => !carried.has(name))).toEqual([]);
    // Following gave the user entitlements and a profile: the own stream is there too.
    expect(carried).toContain('entitlements');
  });
});

describe('names users give their things', () => {
  it('are bounded by the schema and by the rule the device and the hooks share', () => {
    const max = (collection: string) => schema.find((c) => c.name === collection)?.fields.find((f) => f.name === 'name')?.max;
    expect(max('collections')).toBe(COLLECTION_NAME.max);
    expect(max('vibe_profiles')).toBe(VIBE_PROFILE_NAME.max);
  });

  it("are refused by the server with the device's message when blank", async () => {
    const user = await server.createUser();
    const blank = await server.call(user, 'POST', '/api/collections/collections/records', { user: user.id, name: '   ' });
    expect(blank.status).toBe(400);
    // PocketBase ends every error message with a full stop.
    expect(blank.body.data.name.message).toBe(`${COLLECTION_NAME.required}.`);
    const long = await server.call(user, 'POST', '/api/collections/collections/records', {
      user: user.id,
      name: 'x'.repeat(COLLECTION_NAME.max + 1),
    });
    expect(long.status).toBe(400);
    expect(long.body.data.name.code).toBe('validation_max_text_constraint');
    const named = await server.call(user, 'POST', '/api/collections/collections/records', { user: user.id, name: '  Late dinners  ' });
    expect(named.status).toBe(200);
    expect(named.body.name).toBe('Late dinners');
  });
});
