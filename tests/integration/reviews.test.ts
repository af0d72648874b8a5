// One review per traveller and place (issue 29, §3), against a real
// PocketBase: a second review is an edit of the first, whatever id or device
// it comes from; the later change of each field wins, whichever device syncs
// first; the author edits and deletes it offline through the outbox, and the
// deletion reaches their other devices; nobody else can change it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { reviewId } from '#/domain/ids';
import { createReview, deleteReview, updateReview } from '#/data/writes/reviews';
import { startTestServer, statusOf, type TestServer, type TestUser } from '../support/pocketbase';
import { createDevice } from '../support/device';

let server: TestServer;
let seoul: RecordModel;
/** Places of the Seoul local guide, which every traveller here follows: one per test, so tests stay apart. */
let places: string[];

beforeAll(async () => {
  server = await startTestServer();
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  const picks = await server.admin
    .collection('tastemaker_places')
    .getFullList({ filter: server.admin.filter('tastemaker = {:t}', { t: seoul.featured_tastemaker }), sort: 'place' });
  places = [...new Set(picks.map((p) => p.place as string))];
});
afterAll(async () => {
  await server?.dispose();
});

const traveller = () => server.createUser({}, { follow: ['seoul'] });
const reviewsOf = (user: TestUser, place?: string) =>
  server.admin.collection('reviews').getFullList({
    filter: place
      ? server.admin.filter('user = {:u} && place = {:p}', { u: user.id, p: place })
      : server.admin.filter('user = {:u}', { u: user.id }),
  });

describe('one review per traveller and place', () => {
  it('files a review under the id derived from its author and place, whatever id it names', async () => {
    const alice = await traveller();
    const place = places[0]!;
    const review = await alice.client.collection('reviews').create({ id: 'abcdefghij12345', place, user: alice.id, rating: 4 });
    expect(review.id).toBe(reviewId(alice.id, place));
    expect(await reviewsOf(alice)).toHaveLength(1);
  });

  it('answers a second review of a place as an edit of the first: one row, the new words', async () => {
    const alice = await traveller();
    const place = places[1]!;
    const first = await alice.client.collection('reviews').create({ place, user: alice.id, rating: 2, comment: 'Too busy' });
    const second = await alice.client.collection('reviews').create({ place, user: alice.id, rating: 5, comment: ' Went back: wonderful ' });
    expect(second).toMatchObject({ id: first.id, rating: 5, comment: 'Went back: wonderful', author_name: alice.record.name });
    expect(second.created).toBe(first.created);
    const stored = await reviewsOf(alice, place);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ rating: 5, comment: 'Went back: wonderful' });
    // In a batch too, as a device's outbox sends it.
    const batch = alice.client.createBatch();
    batch.collection('reviews').create({ place, user: alice.id, rating: 3, comment: 'Third visit' });
    const [answer] = await batch.send();
    expect(answer?.body).toMatchObject({ id: first.id, rating: 3, comment: 'Third visit' });
    expect(await reviewsOf(alice, place)).toEqual([expect.objectContaining({ rating: 3, comment: 'Third visit' })]);
  });

  it('keeps the stored words when a second review was written before them', async () => {
    const alice = await traveller();
    const place = places[2]!;
    const now = Date.now();
    await alice.client
      .collection('reviews')
      .create({ place, user: alice.id, rating: 4, comment: 'Newer', _clock: { rating: now, comment: now } });
    const stale = await alice.client
      .collection('reviews')
      .create({ place, user: alice.id, rating: 1, comment: 'Older', _clock: { rating: now - 60_000, comment: now - 60_000 } });
    expect(stale).toMatchObject({ rating: 4, comment: 'Newer' });
  });

  it('refuses a second review with a rating outside 1-5, changing nothing', async () => {
    const alice = await traveller();
    const place = places[3]!;
    await alice.client.collection('reviews').create({ place, user: alice.id, rating: 4, comment: 'Fine' });
    for (const rating of [0, 6, 2.5]) {
      expect(await statusOf(() => alice.client.collection('reviews').create({ place, user: alice.id, rating }))).toBe(400);
    }
    expect(await reviewsOf(alice, place)).toEqual([expect.objectContaining({ rating: 4, comment: 'Fine' })]);
  });

  it('keeps one row even at the database: a unique index on (user, place)', async () => {
    const reviews = await server.admin.collections.getOne('reviews');
    expect(reviews.indexes).toContainEqual(expect.stringMatching(/^CREATE UNIQUE INDEX .* ON `?reviews`? \(\s*`?user`?,\s*`?place`?\s*\)/));
  });
});

describe("another traveller's review", () => {
  it('denies editing or deleting it, alone or in a batch, and changes nothing', async () => {
    const alice = await traveller();
    const mallory = await traveller();
    const place = places[4]!;
    const review = await alice.client.collection('reviews').create({ place, user: alice.id, rating: 5, comment: 'Mine' });
    const before = await server.admin.collection('reviews').getOne(review.id);
    expect(await statusOf(() => mallory.client.collection('reviews').update(review.id, { rating: 1, comment: 'Defaced' }))).toBe(404);
    expect(await statusOf(() => mallory.client.collection('reviews').delete(review.id))).toBe(404);
    const batch = mallory.client.createBatch();
    batch.collection('reviews').update(review.id, { comment: 'Defaced' });
    batch.collection('reviews').delete(review.id);
    expect(await statusOf(() => batch.send())).toBe(400);
    expect(await server.admin.collection('reviews').getOne(review.id)).toEqual(before);
  });

  it('denies taking it over by naming its id: a create makes the caller’s own review', async () => {
    const alice = await traveller();
    const mallory = await traveller();
    const place = places[5]!;
    const review = await alice.client.collection('reviews').create({ place, user: alice.id, rating: 5, comment: 'Mine' });
    const before = await server.admin.collection('reviews').getOne(review.id);
    const made = await mallory.client
      .collection('reviews')
      .create({ id: review.id, place, user: mallory.id, rating: 1, comment: 'Defaced' });
    expect(made.id).toBe(reviewId(mallory.id, place));
    expect(made.id).not.toBe(review.id);
    expect(await statusOf(() => mallory.client.collection('reviews').create({ place, user: alice.id, rating: 1 }))).toBe(400);
    expect(await server.admin.collection('reviews').getOne(review.id)).toEqual(before);
  });
});

describe('devices', () => {
  it('write, edit and delete a review offline through the outbox; the deletion reaches the other device', async () => {
    const alice = await traveller();
    const place = places[6]!;
    const phone = await createDevice(server, alice);
    const laptop = await createDevice(server, alice);
    await phone.pull();
    await laptop.pull();

    const written = await createReview(phone.ctx, { placeId: place, cityId: seoul.id, rating: 3, comment: 'Written offline' });
    await phone.sync();
    await laptop.pull();
    expect(await laptop.db.reviews.get(written.id)).toMatchObject({
      rating: 3,
      comment: 'Written offline',
      author_name: alice.record.name,
    });

    await updateReview(laptop.ctx, written.id, { rating: 4, comment: 'Edited on the laptop' });
    await laptop.sync();
    await phone.pull();
    expect(await phone.db.reviews.get(written.id)).toMatchObject({ rating: 4, comment: 'Edited on the laptop' });

    await deleteReview(phone.ctx, written.id);
    await phone.sync();
    expect(await reviewsOf(alice, place)).toEqual([]);
    await laptop.pull();
    expect(await laptop.db.reviews.get(written.id)).toBeUndefined();
    expect(await laptop.db.outbox.count()).toBe(0);
  });

  it.each([
    ['the later review syncs last', 'phone', 'laptop', 7],
    ['the later review syncs first', 'laptop', 'phone', 9],
  ] as const)('converge on one review with the later words when both write it offline (%s)', async (_, firstToSync, secondToSync, n) => {
    const alice = await traveller();
    const place = places[n]!;
    let now = Date.now();
    const devices = {
      phone: await createDevice(server, alice, () => now),
      laptop: await createDevice(server, alice, () => now),
    };
    await devices.phone.pull();
    await devices.laptop.pull();
    // Both offline: neither knows of the other's review.
    await createReview(devices.phone.ctx, { placeId: place, cityId: seoul.id, rating: 2, comment: 'Phone, first' });
    now += 60_000;
    await createReview(devices.laptop.ctx, { placeId: place, cityId: seoul.id, rating: 5, comment: 'Laptop, a minute later' });

    await devices[firstToSync].sync();
    await devices[secondToSync].sync();
    await devices[firstToSync].pull();

    const stored = await reviewsOf(alice, place);
    expect(stored).toEqual([expect.objectContaining({ id: reviewId(alice.id, place), rating: 5, comment: 'Laptop, a minute later' })]);
    for (const device of Object.values(devices)) {
      expect(await device.db.outbox.count()).toBe(0);
      expect(await device.db.reviews.where('place').equals(place).toArray()).toEqual([
        expect.objectContaining({ id: stored[0]!.id, rating: 5, comment: 'Laptop, a minute later' }),
      ]);
    }
  });

  it("show others one review per traveller, averaged with everyone else's", async () => {
    const alice = await traveller();
    const bob = await traveller();
    const reader = await traveller();
    const place = places[10]!;
    await alice.client.collection('reviews').create({ place, user: alice.id, rating: 2 });
    await alice.client.collection('reviews').create({ place, user: alice.id, rating: 4 });
    await bob.client.collection('reviews').create({ place, user: bob.id, rating: 5 });
    const device = await createDevice(server, reader);
    await device.pull();
    const seen = await device.db.reviews.where('place').equals(place).toArray();
    expect(seen.map((r) => r.rating).sort()).toEqual([4, 5]);
    // Others' rows reach the device without their author's account.
    expect(seen.every((r) => !r.user)).toBe(true);
  });
});
