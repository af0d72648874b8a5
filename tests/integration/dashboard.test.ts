// A tastemaker's own curation: figures, places with notes, profile and persona.
// Only the tastemaker behind the account may change them.
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
  it("adds one of the city's places with a note, recording a recommendation and a feed item; edits and removes it", async () => {
    const place = await server.admin.collection('places').getFirstListItem(`city = "${seoul.id}"`, { sort: 'name' });
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

  it("refuses places outside the tastemaker's cities, other users, and visitors", async () => {
    const nycPlace = await server.admin.collection('places').getFirstListItem(`city = "${nyc.id}"`);
    const outside = await server.call(tastemaker, 'POST', '/api/app/tastemaker/places', { placeId: nycPlace.id });
    expect(outside).toMatchObject({ status: 400, body: { message: 'You can only curate places in your own cities.' } });
    const user = await server.createUser();
    const seoulPlace = await server.admin.collection('places').getFirstListItem(`city = "${seoul.id}"`);
    expect((await server.call(user, 'POST', '/api/app/tastemaker/places', { placeId: seoulPlace.id })).status).toBe(403);
    expect((await server.call(null, 'POST', '/api/app/tastemaker/places', { placeId: seoulPlace.id })).status).toBe(401);
    expect((await server.call(user, 'POST', '/api/app/tastemaker/profile', { bio: 'Hijack' })).status).toBe(403);
    expect(
      await server.admin
        .collection('tastemaker_places')
        .getFullList({ filter: `place = "${seoulPlace.id}" && tastemaker = "${tastemakerId}"` }),
    ).toHaveLength(0);
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
});
