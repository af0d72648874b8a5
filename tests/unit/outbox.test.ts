// The device side of writes: each write stores its row and its outbox entry
// together, in causal order, and a full disk saves neither.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TastemapDB } from '#/data/db';
import { catalogOf } from '../support/catalog';
import { StorageFullError, type WriteContext } from '#/data/writes/outbox';
import {
  addPlaceToCollection,
  createCollection,
  deleteCollection,
  removePlaceFromCollection,
  updateCollection,
} from '#/data/writes/collections';
import { setSavedPlace, toggleSavedPlace, savedPlaceId } from '#/data/writes/saved-places';
import { createReview, deleteReview, updateReview } from '#/data/writes/reviews';
import { reviewId } from '#/domain/ids';
import { createVibeProfile, deleteVibeProfile, toggleProfileVibe } from '#/data/writes/vibe-profiles';
import { updateProfile } from '#/data/writes/profile';
import { clearUserData } from '#/data/session/auth';

let db: TastemapDB;
let ctx: WriteContext;
let clock = 1_700_000_000_000;

beforeEach(async () => {
  db = new TastemapDB(`unit-${Math.random()}`);
  ctx = { db, userId: 'user0000000001', now: () => clock };
  await db.profiles.put({
    id: 'user0000000001',
    user: 'user0000000001',
    name: 'Mina',
    username: '',
    unlocked_cities: [],
    active_city: '',
    interests: [],
    active_vibe_profile: '',
    view_mode: 'default',
    bypass_payments: false,
    created: '',
    updated: '',
  });
});
afterEach(async () => {
  await db.delete();
});

const entries = () => db.outbox.orderBy('seq').toArray();

describe('outbox', () => {
  it('records writes in the order they were made: a collection before the places put in it', async () => {
    const collection = await createCollection(ctx, { name: 'Trip' });
    await addPlaceToCollection(ctx, collection.id, 'place000000001');
    await toggleSavedPlace(ctx, 'place000000001');
    clock += 10;
    await updateCollection(ctx, collection.id, { name: 'Trip to Seoul' });
    const list = await entries();
    expect(list.map((e) => `${e.op} ${e.collection}`)).toEqual([
      'create collections',
      'create collection_places',
      'create saved_places',
      'update collections',
    ]);
    expect(list.every((e, i) => i === 0 || e.seq! > list[i - 1]!.seq!)).toBe(true);
    expect(list[3]).toMatchObject({ data: { name: 'Trip to Seoul' }, clock: { name: clock } });
    expect(list.every((e) => e.user === ctx.userId && e.status === 'pending')).toBe(true);
  });

  it('shows the write on the device at once', async () => {
    const saved = await toggleSavedPlace(ctx, 'place000000002');
    expect(saved).toBe(true);
    expect(await db.saved_places.get(savedPlaceId(ctx.userId, 'place000000002'))).toMatchObject({ place: 'place000000002' });
    expect(await toggleSavedPlace(ctx, 'place000000002')).toBe(false);
    expect(await db.saved_places.count()).toBe(0);
    expect((await entries()).map((e) => e.op)).toEqual(['create', 'delete']);
  });

  it('leaves a place saved once, however often a replayed tap asks for it', async () => {
    // A heart tapped on a stored screen, replayed when the app takes over: the state the traveller left it in.
    expect(await setSavedPlace(ctx, 'place000000005', true)).toBe(true);
    expect(await setSavedPlace(ctx, 'place000000005', true)).toBe(false);
    expect(await db.saved_places.count()).toBe(1);
    expect(await setSavedPlace(ctx, 'place000000006', false)).toBe(false);
    expect((await entries()).map((e) => `${e.op} ${e.recordId}`)).toEqual([`create ${savedPlaceId(ctx.userId, 'place000000005')}`]);
    expect(await setSavedPlace(ctx, 'place000000005', false)).toBe(true);
    expect(await db.saved_places.count()).toBe(0);
  });

  it('deleting a collection drops its places from the device and every unsent write to them', async () => {
    const collection = await createCollection(ctx, { name: 'Short-lived' });
    await addPlaceToCollection(ctx, collection.id, 'place000000003');
    await addPlaceToCollection(ctx, collection.id, 'place000000004');
    await removePlaceFromCollection(ctx, collection.id, 'place000000004');
    await deleteCollection(ctx, collection.id);
    expect(await db.collection_places.count()).toBe(0);
    expect((await entries()).map((e) => `${e.op} ${e.collection}`)).toEqual(['create collections', 'delete collections']);
  });

  it('follows the vibe profile rules: a new profile is active; deleting it activates the first remaining one as listed', async () => {
    const first = await createVibeProfile(ctx, 'Weekend');
    clock += 1000;
    const second = await createVibeProfile(ctx, 'Rainy day');
    clock += 1000;
    const third = await createVibeProfile(ctx, ' Date night ');
    expect(third.name).toBe('Date night');
    expect((await db.profiles.get(ctx.userId))?.active_vibe_profile).toBe(third.id);
    await toggleProfileVibe(ctx, third.id, 'vibe0000000001');
    // The list shows newest first: 'Rainy day' heads it once 'Date night' is gone.
    await deleteVibeProfile(ctx, third.id);
    expect((await db.profiles.get(ctx.userId))?.active_vibe_profile).toBe(second.id);
    await deleteVibeProfile(ctx, second.id);
    expect((await db.profiles.get(ctx.userId))?.active_vibe_profile).toBe(first.id);
    await deleteVibeProfile(ctx, first.id);
    expect((await db.profiles.get(ctx.userId))?.active_vibe_profile).toBe('');
  });

  it('refuses a review without a rating from 1 to 5, and a blank collection name, saving nothing', async () => {
    await expect(createReview(ctx, { placeId: 'p', cityId: 'c', rating: 0 })).rejects.toThrow('Please select a rating');
    await expect(createReview(ctx, { placeId: 'p', cityId: 'c', rating: 6 })).rejects.toThrow('Please select a rating');
    await expect(createCollection(ctx, { name: '   ' })).rejects.toThrow('Please enter a collection name');
    expect(await db.outbox.count()).toBe(0);
  });

  it('does not report a write as saved when the disk is full, and keeps neither the row nor its entry', async () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const spy = vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(quota);
    await expect(toggleSavedPlace(ctx, 'place000000005')).rejects.toBeInstanceOf(StorageFullError);
    spy.mockRestore();
    expect(await db.saved_places.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stamps profile changes with when they were made, for last-writer-wins', async () => {
    clock = 1_800_000_000_000;
    await updateProfile(ctx, { name: 'Mina K', active_city: 'city0000000001' });
    const [entry] = await entries();
    expect(entry).toMatchObject({ collection: 'profiles', recordId: ctx.userId, op: 'update', clock: { name: clock, active_city: clock } });
    expect((await db.profiles.get(ctx.userId))?.name).toBe('Mina K');
  });
});

describe('reviews', () => {
  const place = 'place000000007';

  it('keeps one review per place: writing again edits it, under the id derived from author and place', async () => {
    const first = await createReview(ctx, { placeId: place, cityId: 'city0000000001', rating: 4, comment: ' Good ', authorName: 'Mina' });
    expect(first).toMatchObject({ id: reviewId(ctx.userId, place), user: ctx.userId, rating: 4, comment: 'Good' });
    clock += 10;
    const again = await createReview(ctx, { placeId: place, cityId: 'city0000000001', rating: 5, comment: 'Better' });
    expect(again.id).toBe(first.id);
    expect(await db.reviews.toArray()).toEqual([
      expect.objectContaining({ id: first.id, rating: 5, comment: 'Better', author_name: 'Mina' }),
    ]);
    const [create, edit] = await entries();
    expect(create).toMatchObject({ op: 'create', recordId: first.id, data: { place, user: ctx.userId, rating: 4, comment: 'Good' } });
    expect(edit).toMatchObject({
      op: 'update',
      recordId: first.id,
      data: { rating: 5, comment: 'Better' },
      clock: { rating: clock, comment: clock },
    });
  });

  it('edits and deletes it on the device at once, each write queued for the server', async () => {
    const review = await createReview(ctx, { placeId: place, cityId: 'city0000000001', rating: 2 });
    clock += 10;
    await updateReview(ctx, review.id, { rating: 3, comment: ' On second thought ' });
    expect(await db.reviews.get(review.id)).toMatchObject({ rating: 3, comment: 'On second thought' });
    await expect(updateReview(ctx, review.id, { rating: 0 })).rejects.toThrow('Please select a rating');
    await deleteReview(ctx, review.id);
    expect(await db.reviews.count()).toBe(0);
    expect((await entries()).map((e) => e.op)).toEqual(['create', 'update', 'delete']);

    // Written again once deleted: a new review of the place, under the same id.
    await createReview(ctx, { placeId: place, cityId: 'city0000000001', rating: 5 });
    expect((await entries()).map((e) => `${e.op} ${e.recordId}`).at(-1)).toBe(`create ${review.id}`);
  });

  it('edits a review the device holds under an id of old, not a second one', async () => {
    await db.reviews.put({
      id: 'oldrandomid0001',
      place,
      user: ctx.userId,
      rating: 3,
      comment: 'Before',
      author_name: 'Mina',
      city: 'city0000000001',
      created: '',
      updated: '',
    });
    await createReview(ctx, { placeId: place, cityId: 'city0000000001', rating: 4, comment: 'After' });
    expect(await db.reviews.toArray()).toEqual([expect.objectContaining({ id: 'oldrandomid0001', rating: 4, comment: 'After' })]);
    expect(await entries()).toEqual([expect.objectContaining({ op: 'update', recordId: 'oldrandomid0001' })]);
  });
});

describe('signing out', () => {
  it("clears the user's private rows, outbox and the places they could read, but keeps the catalog", async () => {
    await db.cities.put({ id: 'city0000000001', slug: 'seoul' } as never);
    await catalogOf(db, 'places').bulkPut([{ id: 'place000000006', city: 'city0000000001' } as never]);
    await toggleSavedPlace(ctx, 'place000000006');
    await createCollection(ctx, { name: 'Mine' });
    await db.chats.put({ id: `${ctx.userId}:seoul:guide`, user: ctx.userId, city: 'seoul', guide: 'guide', messages: [], updatedAt: 1 });
    await clearUserData(db, ctx.userId);
    expect(await db.saved_places.count()).toBe(0);
    expect(await db.collections.count()).toBe(0);
    expect(await db.profiles.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.chats.count()).toBe(0);
    expect(await catalogOf(db, 'places').count()).toBe(0);
    expect(await db.cities.count()).toBe(1);
    expect(await db.meta.get('syncCursor')).toBeUndefined();
  });
});
