// A tastemaker's own curation: figures, places with notes, places they add,
// profile and persona. Only the tastemaker behind the account may change
// them, and only within their curation scope: the places they may read, the
// ones they added, their own picks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';

let server: TestServer;
let seoul: RecordModel;
let nyc: RecordModel;
let tastemaker: TestUser;
let tastemakerId: string;

beforeAll(async () => {
  server = await startTestServer();
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  nyc = await server.admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  tastemaker = await server.createUser({ name: 'Hyejin Oh' });
  await server.call(tastemaker, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
  tastemakerId = (await server.call(tastemaker, 'POST', '/api/app/roles/become-tastemaker')).body.tastemakerId;
});
afterAll(async () => {
  await server?.dispose();
});

describe('curated places', () => {
  it('adds a place they may read with a note, recording a recommendation and a feed item; edits and removes it', async () => {
    const guidePick = await server.admin.collection('tastemaker_places').getFirstListItem(`tastemaker = "${seoul.featured_tastemaker}"`);
    const place = await server.admin.collection('places').getOne(guidePick.place);
    const added = await server.call(tastemaker, 'POST', '/api/app/tastemaker/places', { placeId: place.id, note: 'Go before noon.' });
    expect(added.status).toBe(200);
    expect((await server.call(tastemaker, 'POST', '/api/app/tastemaker/places', { placeId: place.id })).status).toBe(400);
    const link = await server.admin
      .collection('tastemaker_places')
      .getFirstListItem(`tastemaker = "${tastemakerId}" && place = "${place.id}"`);
    expect(link.note).toBe('Go before noon.');
    expect((await server.admin.collection('recommendations').getFullList({ filter: `tastemaker = "${tastemakerId}"` })).length).toBe(1);
    expect((await server.admin.collection('activity_feed').getFullList({ filter: `tastemaker = "${tastemakerId}"` }))[0]).toMatchObject({
      activity_type: 'note_posted',
      content: 'Go before noon.',
    });
    expect((await server.call(tastemaker, 'GET', '/api/app/tastemaker/stats')).body).toMatchObject({ placesCurated: 1 });
    await server.call(tastemaker, 'POST', `/api/app/tastemaker/places/${place.id}/note`, { note: 'Best at dusk.' });
    expect((await server.admin.collection('tastemaker_places').getOne(link.id)).note).toBe('Best at dusk.');
    expect((await server.call(tastemaker, 'POST', `/api/app/tastemaker/places/${place.id}/remove`)).status).toBe(200);
    expect(await server.admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${tastemakerId}"` })).toHaveLength(0);
  });

  it("answers a place outside the tastemaker's scope as one that does not exist; refuses other users and visitors", async () => {
    const nycPlace = await server.admin.collection('places').getFirstListItem(`city = "${nyc.id}"`);
    const outside = await server.call(tastemaker, 'POST', '/api/app/tastemaker/places', { placeId: nycPlace.id });
    const missing = await server.call(tastemaker, 'POST', '/api/app/tastemaker/places', { placeId: 'nosuchplace0000' });
    expect(outside).toEqual(missing);
    expect(outside.status).toBe(404);
    expect(outside.body.message).toMatch(/not found/i);
    const user = await server.createUser();
    const seoulPlace = await server.admin.collection('places').getFirstListItem(`city = "${seoul.id}"`);
    expect((await server.call(user, 'POST', '/api/app/tastemaker/places', { placeId: seoulPlace.id })).status).toBe(403);
    expect((await server.call(null, 'POST', '/api/app/tastemaker/places', { placeId: seoulPlace.id })).status).toBe(401);
    expect((await server.call(user, 'POST', '/api/app/tastemaker/profile', { bio: 'Hijack' })).status).toBe(403);
    expect((await server.call(user, 'POST', '/api/app/tastemaker/places/new', { cityId: seoul.id, name: 'X' })).status).toBe(403);
    expect(
      await server.admin
        .collection('tastemaker_places')
        .getFullList({ filter: `tastemaker = "${tastemakerId}" && place = "${nycPlace.id}"` }),
    ).toHaveLength(0);
  });

  it('adds a new place to their own city, added by them and picked by them', async () => {
    const created = await server.call(tastemaker, 'POST', '/api/app/tastemaker/places/new', {
      cityId: seoul.id,
      name: '  Mangwon Night Noodles ',
      neighborhood: 'Mangwon',
      address: 'Mangwon-ro, Mapo-gu, Seoul',
      category: 'restaurant',
      budget: 'low',
      latitude: 37.556,
      longitude: 126.905,
      description: 'Hand-pulled noodles.',
      note: 'Go late.',
    });
    expect(created.status).toBe(200);
    const place = await server.admin.collection('places').getOne(created.body.place);
    expect(place).toMatchObject({
      city: seoul.id,
      name: 'Mangwon Night Noodles',
      neighborhood: 'Mangwon',
      added_by: tastemakerId,
      budget: 'low',
    });
    expect(place.slug).toMatch(/^mangwon-night-noodles/);
    const pick = await server.admin.collection('tastemaker_places').getFirstListItem(`place = "${place.id}"`);
    expect(pick).toMatchObject({ tastemaker: tastemakerId, note: 'Go late.' });
    await server.call(tastemaker, 'POST', `/api/app/tastemaker/places/${place.id}/remove`);
  });

  it('refuses a new place that is not text within bounds, outside the city, or in a city they do not curate; nothing is stored', async () => {
    const before = (await server.admin.collection('places').getList(1, 1)).totalItems;
    const valid = { cityId: seoul.id, name: 'Somewhere', neighborhood: 'Hongdae', category: 'cafe' };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...valid, name: '' }, /name/],
      [{ ...valid, name: [{}] }, /must be text/],
      [{ ...valid, neighborhood: { a: 1 } }, /must be text/],
      [{ ...valid, category: 'casino' }, /category/],
      [{ ...valid, latitude: 40.7, longitude: -74 }, /not in Seoul/],
      [{ ...valid, latitude: 37.5 }, /both latitude and longitude/],
      [{ ...valid, description: 'x'.repeat(2001) }, /at most 2000/],
      [{ ...valid, cityId: nyc.id }, /your own cities/],
    ];
    for (const [input, message] of cases) {
      const answer = await server.call(tastemaker, 'POST', '/api/app/tastemaker/places/new', input);
      expect(answer.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect((await server.admin.collection('places').getList(1, 1)).totalItems).toBe(before);
  });
});

describe('profile and persona', () => {
  it('updates the tastemaker’s own title, bio, specialties and guide persona, with limits', async () => {
    const saved = await server.call(tastemaker, 'POST', '/api/app/tastemaker/profile', {
      title: 'Night market forager',
      bio: 'Street food after dark.',
      specialties: ['Food', ' Markets ', ''],
      chat_context: 'Warm, brief, loves pojangmacha.',
    });
    expect(saved.status).toBe(200);
    expect(await server.admin.collection('tastemakers').getOne(tastemakerId)).toMatchObject({
      title: 'Night market forager',
      specialties: ['Food', 'Markets'],
      chat_context: 'Warm, brief, loves pojangmacha.',
    });
    expect((await server.call(tastemaker, 'POST', '/api/app/tastemaker/profile', { title: 'x'.repeat(151) })).status).toBe(400);
    expect((await server.admin.collection('tastemakers').getOne(tastemakerId)).title).toBe('Night market forager');
  });

  it('refuses profile fields that are not text, with a clear message, and stores nothing of them', async () => {
    const before = await server.admin.collection('tastemakers').getOne(tastemakerId);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ title: [{}] }, /The title must be text/],
      [{ bio: { toString: 'x' } }, /The bio must be text/],
      [{ chat_context: 42 }, /The guide persona must be text/],
      [{ specialties: [{}] }, /specialties/],
      [{ specialties: 'Food' }, /specialties/],
      [{ specialties: Array.from({ length: 9 }, (_, i) => `s${i}`) }, /up to 8 specialties/],
      [{ title: 'Fine', specialties: [['nested']] }, /specialties/],
    ];
    for (const [input, message] of cases) {
      const answer = await server.call(tastemaker, 'POST', '/api/app/tastemaker/profile', input);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const after = await server.admin.collection('tastemakers').getOne(tastemakerId);
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toContain('[object Object]');
  });
});
