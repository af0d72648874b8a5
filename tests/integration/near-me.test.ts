// "Coffee near me" on the server's guide: the device sends where the traveller
// is with the question; the answer lists the nearest cafés to them, the same as
// the device would offline. A position that is not one is ignored (the city
// centre is used), never an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { distanceMeters } from '#/domain/geo';
import { guideReferencePoint, readNearInput, recommend } from '#/domain/recommender';
import { seedGuide, seedViews } from '../support/seed-places';
import { startTestServer, type TestServer } from '../support/pocketbase';

let server: TestServer;
let seoul: RecordModel;
const places = seedViews('seoul');
const bySlug = new Map(places.map((p) => [p.id, p]));
/** By Seongsu's cafés, near Seoul Forest. */
const IN_SEONGSU = { latitude: 37.5446, longitude: 127.0557 };

beforeAll(async () => {
  server = await startTestServer();
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
});
afterAll(async () => {
  await server?.dispose();
});

const ask = async (near: unknown) => {
  const user = await server.createUser({}, { follow: ['seoul'] });
  return server.call(user, 'POST', '/api/app/chat', { query: 'coffee near me', cityId: seoul.id, near });
};
const slugs = (body: { places: RecordModel[] }) => body.places.map((p) => p.slug as string);
/** What the device answers offline with the same input. */
const onDevice = (near: unknown) =>
  recommend(
    'coffee near me',
    places,
    seedGuide('seoul'),
    'Seoul',
    [],
    guideReferencePoint(readNearInput(near), { latitude: seoul.latitude as number, longitude: seoul.longitude as number }, places),
  ).places.map((p) => p.id);

describe('the guide near me', () => {
  it('lists Seongsu cafés, nearest first, to a traveller in Seongsu', async () => {
    const { status, body } = await ask({ position: IN_SEONGSU });
    expect(status).toBe(200);
    const answer = slugs(body);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    expect(answer.slice(0, 3).map((slug) => bySlug.get(slug)!.neighborhood)).toEqual(['Seongsu', 'Seongsu', 'Seongsu']);
    // Nearest first: each café at least as far from the traveller as the one before it.
    const metres = answer.map((slug) => distanceMeters(bySlug.get(slug)!, IN_SEONGSU));
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
    expect(body.message).toMatch(/\d+ m, \d+ min walk away/);
    expect(answer).toEqual(onDevice({ position: IN_SEONGSU }));
  });

  it('measures from the area chosen last without a position', async () => {
    const { status, body } = await ask({ area: 'Hongdae' });
    expect(status).toBe(200);
    expect(bySlug.get(slugs(body)[0]!)!.neighborhood).toMatch(/Hongdae|Yeonnam|Mangwon|Hapjeong/);
    expect(body.message).toContain('from Hongdae');
    expect(slugs(body)).toEqual(onDevice({ area: 'Hongdae' }));
  });

  it('answers from the city centre without a position, and ignores one that is not a position or not in the city', async () => {
    const centre = onDevice(undefined);
    const plain = await ask(undefined);
    expect(plain.status).toBe(200);
    expect(slugs(plain.body)).toEqual(centre);
    expect(plain.body.message).toContain('from the city centre');
    for (const near of [
      { position: { latitude: '37.54', longitude: '127.05' } },
      { position: { latitude: 37.54, longitude: 500 } },
      { position: { latitude: 0, longitude: 0 } },
      { position: { latitude: 35.1796, longitude: 129.0756 } },
      { area: 'Atlantis' },
      { area: { name: 'Seongsu' } },
      'Seongsu',
      42,
    ]) {
      const { status, body } = await ask(near);
      expect(status, JSON.stringify(near)).toBe(200);
      expect(slugs(body), JSON.stringify(near)).toEqual(centre);
    }
  });
});
