// The device's key-value storage (src/data/db/meta.ts): typed keys, corrupt
// values dropped rather than cast, and sign-out clearing what is the user's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TastemapDB } from '#/data/db';
import { clearUserMeta, readMeta, writeMeta } from '#/data/db/meta';
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
