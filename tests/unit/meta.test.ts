// The device's key-value storage (src/data/db/meta.ts): typed keys, corrupt
// values dropped rather than cast, and sign-out clearing what is the user's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '#/zod-config';
import * as zm from 'zod/mini';
import { TastemapDB } from '#/data/db';
import { clearUserMeta, mapConfigSchema, readMeta, syncScopeSchema, writeMeta } from '#/data/db/meta';
import * as shape from '#/data/db/shape';
import { clearUserData } from '#/data/session/auth';

let db: TastemapDB;
beforeEach(() => {
  db = new TastemapDB(`meta-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('device storage', () => {
  it('reads back what was written under a known key', async () => {
    await writeMeta(db, 'tastemakerStats', { tastemakerId: 't', activeSubscribers: 3, placesCurated: 4, followers: 5 });
    await writeMeta(db, 'offlineCity:seoul', { cityId: 'seoul', images: 120, savedAt: 1 });
    expect(await readMeta(db, 'tastemakerStats')).toEqual({ tastemakerId: 't', activeSubscribers: 3, placesCurated: 4, followers: 5 });
    expect((await readMeta(db, 'offlineCity:seoul'))?.images).toBe(120);
  });

  it('denies a value that does not match its schema: it reads as absent and is dropped', async () => {
    await db.meta.put({ key: 'tastemakerStats', value: { followers: 'many' } });
    await db.meta.put({ key: 'syncReset', value: 'own' });
    expect(await readMeta(db, 'tastemakerStats')).toBeUndefined();
    expect(await readMeta(db, 'syncReset')).toBeUndefined();
    expect(await db.meta.get('tastemakerStats')).toBeUndefined();
  });

  it("clears the user's keys at sign-out and keeps the device's", async () => {
    await writeMeta(db, 'tastemakerStats', { tastemakerId: 't', activeSubscribers: 1, placesCurated: 1, followers: 1 });
    await writeMeta(db, 'syncCursor', '{"v":2}');
    await writeMeta(db, 'seenBadges:u1', ['b1']);
    await writeMeta(db, 'view:city-profile:u2:seoul', { user: { id: 'u2' } });
    await writeMeta(db, 'lastSyncedAt', 42);
    await writeMeta(db, 'offlineCity:seoul', { cityId: 'seoul', images: 1, savedAt: 1 });
    await db.meta.put({ key: 'someOldKey', value: 1 });
    await clearUserData(db, 'u1');
    expect((await db.meta.toCollection().primaryKeys()).sort()).toEqual(['lastSyncedAt', 'offlineCity:seoul']);
  });

  it('clears nothing of the device when there is nothing of the user', async () => {
    await writeMeta(db, 'lastSyncedAt', 42);
    await clearUserMeta(db);
    expect(await readMeta(db, 'lastSyncedAt')).toBe(42);
  });
});

describe('stored values of the wrong shape', () => {
  it('reads each as absent and drops it, as the zod schemas did', async () => {
    const bad: Array<[Parameters<typeof readMeta>[1], unknown]> = [
      ['lastSyncedAt', Number.NaN],
      ['catalogRev', Number.POSITIVE_INFINITY],
      ['catalogRev', '3'],
      ['syncPruneDue', 1],
      ['syncCursor', null],
      ['syncReset', ['own', 3]],
      ['outboxBackoff', { attempts: 1 }],
      ['outboxBackoff', [1, 2]],
      ['syncScope', { user: 'u1', cities: ['c1'], grants: { c1: { all: true, notes: false } } }],
      ['syncScope', { user: 'u1', cities: ['c1'], grants: new Date(0) }],
      ['syncScope', { user: 'u1', cities: ['c1'], grants: { c1: { all: true, notes: false, tastemakers: [], curators: 'x' } } }],
      ['mapConfig', { cities: {} }],
      ['mapConfig', { tiles: null, cities: { seoul: { url: '/m', bytes: 1, version: 'v', bounds: [1, 2, 3] } } }],
      ['mapConfig', { tiles: null, cities: { seoul: { url: '/m', bytes: 1, version: 'v', center: [1, 2, 3] } } }],
      ['mapArchive:seoul', { file: 'f', version: 'v', bytes: 1, where: 'disk', savedAt: 1 }],
      ['offlineCity:seoul', { cityId: 'seoul', images: 1, bytes: null, savedAt: 1 }],
      ['view:place:u1:p1', ['a']],
      ['seenBadges:u1', 'b1'],
    ];
    for (const [key, value] of bad) {
      await db.meta.put({ key, value });
      expect(await readMeta(db, key), key).toBeUndefined();
      expect(await db.meta.get(key), key).toBeUndefined();
    }
  });

  it('reads a good value back with only the keys its schema names', async () => {
    const city = { url: '/m', bytes: 1, version: 'v', bounds: [1, 2, 3, 4], center: [5, 6], streets: false, extra: 1 };
    await db.meta.put({ key: 'mapConfig', value: { tiles: '/t', cities: { seoul: city }, old: true } });
    expect(await readMeta(db, 'mapConfig')).toEqual({
      tiles: '/t',
      cities: { seoul: { url: '/m', bytes: 1, version: 'v', bounds: [1, 2, 3, 4], center: [5, 6], streets: false } },
    });
    expect(Object.keys((await readMeta(db, 'mapConfig'))!.cities.seoul!)).not.toContain('minzoom');
    await db.meta.put({ key: 'view:place:u1:p1', value: { place: { id: 'p1' }, gone: undefined } });
    expect(await readMeta(db, 'view:place:u1:p1')).toEqual({ place: { id: 'p1' }, gone: undefined });
  });
});

describe('the shape checks', () => {
  // The zod/mini schemas meta.ts had: the checks must accept and refuse the same values, and read them back the same.
  const grants = zm.object({
    all: zm.boolean(),
    notes: zm.boolean(),
    tastemakers: zm.array(zm.string()),
    curators: zm.optional(zm.array(zm.string())),
  });
  const zodSyncScope = zm.object({ user: zm.string(), cities: zm.array(zm.string()), grants: zm.record(zm.string(), grants) });
  const cityMap = zm.object({
    url: zm.string(),
    bytes: zm.number(),
    version: zm.string(),
    bounds: zm.optional(zm.tuple([zm.number(), zm.number(), zm.number(), zm.number()])),
    center: zm.optional(zm.tuple([zm.number(), zm.number()])),
    minzoom: zm.optional(zm.number()),
    streets: zm.optional(zm.boolean()),
  });
  const zodMapConfig = zm.object({ tiles: zm.nullable(zm.string()), cities: zm.record(zm.string(), cityMap) });
  const pairs: Array<[string, { safeParse: (v: unknown) => { success: boolean; data?: unknown } }, shape.Shape<unknown>]> = [
    ['string', zm.string(), shape.string()],
    ['number', zm.number(), shape.number()],
    ['boolean', zm.boolean(), shape.boolean()],
    ['unknown', zm.unknown(), shape.unknown()],
    ['enum', zm.enum(['opfs', 'chunks']), shape.oneOf(['opfs', 'chunks'])],
    ['nullable', zm.nullable(zm.number()), shape.nullable(shape.number())],
    ['optional', zm.optional(zm.string()), shape.optional(shape.string())],
    ['array', zm.array(zm.number()), shape.array(shape.number())],
    ['tuple', zm.tuple([zm.number(), zm.string()]), shape.tuple([shape.number(), shape.string()])],
    ['record', zm.record(zm.string(), zm.number()), shape.record(shape.number())],
    ['record of unknown', zm.record(zm.string(), zm.unknown()), shape.record(shape.unknown())],
    [
      'object',
      zm.object({ a: zm.number(), b: zm.optional(zm.string()) }),
      shape.object({ a: shape.number(), b: shape.optional(shape.string()) }),
    ],
    ['sync scope', zodSyncScope, syncScopeSchema],
    ['map config', zodMapConfig, mapConfigSchema],
  ];
  const values: unknown[] = [
    undefined,
    null,
    0,
    -1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    '',
    'opfs',
    'idb',
    true,
    false,
    [],
    [1],
    [1, 'a'],
    [1, 'a', 2],
    ['a', 1],
    [1, Number.NaN],
    // A hole: read as undefined.
    // eslint-disable-next-line no-sparse-arrays
    [1, , 3],
    {},
    { a: 1 },
    { a: 1, b: 'x', c: 3 },
    { a: 1, b: undefined },
    { a: 1, b: 2 },
    { a: undefined },
    { a: '1' },
    Object.assign(Object.create(null) as object, { a: 1 }),
    Object.assign(Object.create({ a: 1 }) as object, {}),
    { [Symbol('s')]: 1 },
    Object.defineProperty({ a: 1 }, 'hidden', { value: 'x', enumerable: false }),
    new Date(0),
    new Map([['a', 1]]),
    { user: 'u1', cities: ['c1'], grants: { c1: { all: true, notes: false, tastemakers: [] } } },
    { user: 'u1', cities: ['c1'], grants: { c1: { all: true, notes: false, tastemakers: ['t'], curators: ['c'], x: 1 } } },
    { user: 'u1', cities: 'c1', grants: {} },
    { user: 'u1', cities: [], grants: { c1: { all: true, notes: false, tastemakers: [], curators: undefined } } },
    { user: 'u1', cities: [], grants: { c1: null } },
    { tiles: null, cities: {} },
    { tiles: undefined, cities: {} },
    { tiles: '/t', cities: { s: { url: '/m', bytes: 1, version: 'v', bounds: [1, 2, 3, 4], center: [1, 2] } } },
    { tiles: '/t', cities: { s: { url: '/m', bytes: 1, version: 'v', bounds: [1, 2, 3, 4, 5] } } },
    { tiles: '/t', cities: { s: { url: '/m', bytes: 1, version: 'v', center: [1] } } },
    { tiles: '/t', cities: { s: { url: '/m', bytes: 1, version: 'v', center: undefined, minzoom: Number.NaN } } },
    { tiles: '/t', cities: { s: { url: '/m', bytes: '1', version: 'v' } } },
  ];

  it('accept and refuse what zod/mini did, and read values back as it did', () => {
    for (const [name, zod, own] of pairs) {
      for (const value of values) {
        const expected = zod.safeParse(value);
        const actual = own.safeParse(value);
        expect(actual.success, `${name}: ${String(JSON.stringify(value))}`).toBe(expected.success);
        if (expected.success) expect(actual.data, name).toStrictEqual(expected.data);
      }
    }
  });
});
