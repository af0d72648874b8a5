// The chat route: the embedded guide answers from the city's places; with a
// model configured, a fake OpenAI-compatible server on loopback plays the
// provider: persona and candidates are forwarded, only the city's place ids
// survive, and 429, 402, timeouts and garbage map to the spec's errors.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { recommend, recommendPlan } from '#/domain/recommender';
import { freeTier, seedGuide, seedViews } from '../support/seed-places';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';

interface Exchange {
  body: { model: string; messages: Array<{ role: string; content: string }> };
  authorization: string;
}
let mode: 'ok' | 'bad-ids' | 'rate' | 'credits' | 'slow' | 'garbage' = 'ok';
let replyIds: string[] = [];
const exchanges: Exchange[] = [];
let fake: Server;
let fakeUrl = '';

let embedded: TestServer;
let withModel: TestServer;
let seoul: RecordModel;
let nyc: RecordModel;

const API_KEY = 'sk-test-secret-never-shown-1234';

function startFakeProvider() {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      exchanges.push({ body: JSON.parse(raw), authorization: String(req.headers.authorization ?? '') });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      if (mode === 'rate') return send(429, { error: { message: 'Rate limit reached for requests' } });
      if (mode === 'credits') return send(402, { error: { message: 'Insufficient credits' } });
      if (mode === 'garbage') return send(200, '<html>not json</html>');
      const content = JSON.stringify({ message: 'Try these, friend.', place_ids: replyIds });
      const answer = () => send(200, { choices: [{ message: { role: 'assistant', content } }] });
      if (mode === 'slow') setTimeout(answer, 3000);
      else answer();
    });
  });
  return new Promise<void>((resolve) =>
    fake.listen(0, '127.0.0.1', () => {
      fakeUrl = `http://127.0.0.1:${(fake.address() as { port: number }).port}/v1`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  await startFakeProvider();
  [embedded, withModel] = await Promise.all([
    startTestServer(),
    startTestServer({
      env: { TASTEMAP_AI_BASE_URL: fakeUrl, TASTEMAP_AI_MODEL: 'test-model', TASTEMAP_AI_API_KEY: API_KEY, TASTEMAP_AI_TIMEOUT_MS: '1000' },
    }),
  ]);
  seoul = await embedded.admin.collection('cities').getFirstListItem('slug = "seoul"');
  nyc = await embedded.admin.collection('cities').getFirstListItem('slug = "new-york-city"');
});
afterAll(async () => {
  await Promise.all([embedded?.dispose(), withModel?.dispose()]);
  fake?.close();
});

const ask = (server: TestServer, who: TestUser | null, body: Record<string, unknown>) => server.call(who, 'POST', '/api/app/chat', body);

describe('the embedded guide', () => {
  // The same question gets the same places from the server's embedded guide as from the device offline
  // (the shared recommender over the same places: the seed, which this user may read in full).
  it.each([
    ['seoul', 'rooftop bar in Gangnam', []],
    ['seoul', 'late night food after clubbing in Hongdae', []],
    ['seoul', 'traditional tea house in Jongno', []],
    ['seoul', 'something cheaper', ['dinner in Jongno']],
    ['new-york-city', 'pizza slice in Brooklyn', []],
    ['new-york-city', 'quiet cafe to work near Union Square', []],
  ] as const)('%s: answers "%s" with the places the device would', async (citySlug, query, earlier) => {
    const city = citySlug === 'seoul' ? seoul : nyc;
    const user = await embedded.createUser({}, { follow: [citySlug] });
    const history = earlier.flatMap((content) => [
      { role: 'user', content },
      { role: 'assistant', content: 'Here you go.' },
    ]);
    const { status, body } = await ask(embedded, user, { query, cityId: city.id, history });
    expect(status).toBe(200);
    expect(body.source).toBe('guide');
    const guide = seedGuide(citySlug);
    const device = recommend(query, seedViews(citySlug), guide, city.name, [...earlier]);
    expect(body.places.map((p: RecordModel) => p.slug)).toEqual(device.places.map((p) => p.id));
    expect(body.places.length).toBeGreaterThanOrEqual(1);
    expect(body.places.length).toBeLessThanOrEqual(5);
    for (const place of body.places) {
      expect(place.city).toBe(city.id);
      expect(body.message).toContain(place.name);
    }
  });

  it('on the free tier, says whose picks fit better and how many, never which, then answers from what is open', async () => {
    const { open, locked } = freeTier('seoul');
    const guide = seedGuide('seoul');
    const user = await embedded.createUser();
    await embedded.follow(user, 'seoul', [guide.id]);
    for (const query of ['quiet cafe to work in Seongsu', 'korean bbq for a big group']) {
      const { status, body } = await ask(embedded, user, { query, cityId: seoul.id });
      expect(status).toBe(200);
      const device = recommend(query, open, guide, seoul.name, [], undefined, locked);
      expect(body.message.split('\n')[0], query).toBe(device.message.split('\n')[0]);
      expect(body.message, query).toMatch(/ Follow for \$0\.99\/month to see (them|it)\./);
      expect(body.places.map((p: RecordModel) => p.slug)).toEqual(device.places.map((p) => p.id));
      for (const p of body.places) expect(open.map((o) => o.id)).toContain(p.slug);
    }
  });

  it('refuses visitors, empty or over-long questions, locked cities and guides the user may not use', async () => {
    const user = await embedded.createUser();
    expect((await ask(embedded, null, { query: 'coffee', cityId: seoul.id })).status).toBe(401);
    expect(await ask(embedded, user, { query: '   ', cityId: seoul.id })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a question.' },
    });
    expect((await ask(embedded, user, { query: 'x'.repeat(501), cityId: seoul.id })).body.message).toBe(
      'Questions can be at most 500 characters.',
    );
    expect((await ask(embedded, user, { query: 'coffee', cityId: nyc.id })).status).toBe(403);
    const links = await embedded.admin.collection('city_tastemakers').getFullList({ filter: `city = "${seoul.id}"`, expand: 'tastemaker' });
    const paid = links.map((l) => l.expand!.tastemaker).find((t) => !t.is_tour_guide)!;
    expect((await ask(embedded, user, { query: 'coffee', cityId: seoul.id, tastemakerId: paid.id })).status).toBe(403);
    await embedded.admin.collection('entitlements').create({ user: user.id, tastemaker: paid.id, subscribed: true, status: 'active' });
    const allowed = await ask(embedded, user, { query: 'coffee', cityId: seoul.id, tastemakerId: paid.id });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    const nycGuide = await embedded.admin.collection('tastemakers').getOne(nyc.featured_tastemaker);
    expect((await ask(embedded, user, { query: 'coffee', cityId: seoul.id, tastemakerId: nycGuide.id })).status).toBe(403);
  });

  it('limits each user to 20 questions a minute', async () => {
    const user = await embedded.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await ask(embedded, user, { query: 'coffee', cityId: seoul.id })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const other = await embedded.createUser();
    expect((await ask(embedded, other, { query: 'coffee', cityId: seoul.id })).status).toBe(200);
  });
});

describe('with a language model configured', () => {
  it('tells the free tier whose picks fit better, above what the model answered', async () => {
    const { open, locked } = freeTier('seoul');
    const guide = seedGuide('seoul');
    const user = await withModel.createUser();
    await withModel.follow(user, 'seoul', [guide.id]);
    mode = 'ok';
    replyIds = [];
    const query = 'quiet cafe to work in Seongsu';
    const { status, body } = await ask(withModel, user, { query, cityId: seoul.id });
    expect(status).toBe(200);
    const teaser = recommend(query, open, guide, seoul.name, [], undefined, locked).message.split('\n')[0]!;
    expect(teaser).toMatch(/ Follow for \$0\.99\/month to see (them|it)\.$/);
    expect(body).toMatchObject({ message: `${teaser}\nTry these, friend.`, source: 'model' });
  });

  it('forwards the persona and candidate places, and keeps only ids of places in the city', async () => {
    const user = await withModel.createUser({}, { follow: ['seoul'] });
    const seoulPlaces = await withModel.admin.collection('places').getList(1, 2, { filter: `city = "${seoul.id}"` });
    const nycPlace = await withModel.admin.collection('places').getFirstListItem(`city = "${nyc.id}"`);
    mode = 'ok';
    replyIds = [seoulPlaces.items[0]!.id, 'notarealplace00', nycPlace.id, seoulPlaces.items[1]!.id];
    exchanges.length = 0;
    const { status, body } = await ask(withModel, user, {
      query: 'rooftop bar in Gangnam',
      cityId: seoul.id,
      history: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'Hello!' },
      ],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Try these, friend.', source: 'model' });
    expect(body.places.map((p: RecordModel) => p.id)).toEqual([seoulPlaces.items[0]!.id, seoulPlaces.items[1]!.id]);
    const sent = exchanges[0]!;
    expect(sent.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.body.model).toBe('test-model');
    const guide = await withModel.admin.collection('tastemakers').getOne(seoul.featured_tastemaker);
    expect(sent.body.messages[0]!.content).toContain(guide.name);
    expect(sent.body.messages[0]!.content).toContain(guide.chat_context.slice(0, 40));
    expect(sent.body.messages.slice(1, 3)).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello!' },
    ]);
    const question = sent.body.messages.at(-1)!.content;
    expect(question).toContain('rooftop bar in Gangnam');
    const candidates = question
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    // The Gangnam bars first (a rooftop on top), then more of the city up to 20.
    expect(candidates.length).toBe(20);
    expect(candidates[0].vibes).toContain('Rooftop');
    expect(candidates.slice(0, 3).every((c: { categories: string[] }) => c.categories.includes('bar'))).toBe(true);
    expect(JSON.stringify(body)).not.toContain(API_KEY);
  });

  it('tells the model how far each place is from the traveller, in the words the app shows', async () => {
    const user = await withModel.createUser({}, { follow: ['seoul'] });
    const cafe = await withModel.admin.collection('places').getFirstListItem(`city = "${seoul.id}" && categories.key ?= "cafe"`);
    mode = 'ok';
    replyIds = [cafe.id];
    const candidatesFor = async (near: Record<string, unknown> | undefined) => {
      exchanges.length = 0;
      expect((await ask(withModel, user, { query: 'coffee near me', cityId: seoul.id, near })).status).toBe(200);
      const sent = exchanges[0]!.body.messages;
      expect(sent[0]!.content).toContain('prefer the nearest');
      return sent
        .at(-1)!
        .content.split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { id: string; distance?: string });
    };

    // Standing at the cafe: it comes first, a minute's walk away, and every place says how far it is.
    const here = await candidatesFor({ position: { latitude: cafe.latitude, longitude: cafe.longitude } });
    expect(here[0]).toMatchObject({ id: cafe.id, distance: '10 m, 1 min walk from you' });
    expect(here.every((c) => /^\d[\d.]* (m|km)\b.* from you$/.test(c.distance ?? ''))).toBe(true);

    // No position shared: the distances say they are from the city centre, never "from you".
    const centre = await candidatesFor(undefined);
    expect(centre.length).toBeGreaterThan(0);
    expect(centre.every((c) => c.distance?.endsWith(' from the city centre'))).toBe(true);
  });

  it('keeps only places the user may read, whatever the model says', async () => {
    const user = await withModel.createUser({}, { follow: [] });
    await withModel.follow(user, 'seoul', ['seoul-local-guide']);
    const guidePicks = new Set(
      (await withModel.admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${seoul.featured_tastemaker}"` })).map(
        (p) => p.place,
      ),
    );
    const cityPlaces = await withModel.admin.collection('places').getFullList({ filter: `city = "${seoul.id}"` });
    const readable = cityPlaces.find((p) => guidePicks.has(p.id))!;
    const unreadable = cityPlaces.find((p) => !guidePicks.has(p.id))!;
    mode = 'ok';
    replyIds = [unreadable.id, readable.id];
    exchanges.length = 0;
    const { status, body } = await ask(withModel, user, { query: 'somewhere good', cityId: seoul.id });
    expect(status).toBe(200);
    expect(body.places.map((p: RecordModel) => p.id)).toEqual([readable.id]);
    const candidates = exchanges[0]!.body.messages
      .at(-1)!
      .content.split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.every((c: { id: string }) => guidePicks.has(c.id))).toBe(true);
  });

  it.each([
    ['rate', 429, 'Too many requests', 'Please wait a moment and try again.'],
    ['credits', 503, 'Service temporarily unavailable', 'Please try again later.'],
    ['slow', 502, 'Failed to get recommendations', 'Failed to get recommendations. Please try again.'],
    ['garbage', 502, 'Failed to get recommendations', 'Failed to get recommendations. Please try again.'],
  ] as const)('maps a provider %s answer to %s', async (which, status, title, message) => {
    const user = await withModel.createUser();
    mode = which;
    const reply = await ask(withModel, user, { query: 'coffee', cityId: seoul.id });
    expect(reply).toEqual({ status, body: { code: which === 'slow' || which === 'garbage' ? 'failed' : which, title, message } });
  });

  it('never writes the provider key to the server log', () => {
    expect(withModel.output()).not.toContain(API_KEY);
  });
});

describe('a day plan from the guide', () => {
  it('answers "plan my Saturday in Seongsu" with the plan the device would make, model or not', async () => {
    const query = 'plan my Saturday in Seongsu';
    const device = recommendPlan(query, seedViews('seoul'), seedGuide('seoul'), 'Seoul');
    for (const server of [embedded, withModel]) {
      const user = await server.createUser({}, { follow: ['seoul'] });
      const city = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
      const { status, body } = await ask(server, user, { query, cityId: city.id });
      expect(status).toBe(200);
      expect(body.source).toBe('guide');
      expect(body.plan).toMatchObject({ weekday: 'saturday', startTime: '10:00', name: 'Saturday in Seongsu' });
      // In the planned order, the same places as on the device (whose ids are the seed's slugs).
      expect(body.places.map((p: RecordModel) => p.slug)).toEqual(device.plan!.stops);
      expect(body.plan.stops).toEqual(body.places.map((p: RecordModel) => p.id));
    }
  });
});
