// The seed content: real cities, enough places in every live city, every
// place recommended, images served by the app itself. City content is read
// as the server holds it (a superuser); clients get it through sync, which
// applies the access policy (tests/integration/access.test.ts).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { isPast, nextOccurrence, scheduleProblems, upcomingEvents, weekdaysNamedIn, type EventSchedule } from '#/domain/events';

let server: TestServer;
const catalog = JSON.parse(readFileSync('pb_migrations/seed/catalog.json', 'utf8'));

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.dispose();
});

describe('seed content', () => {
  it('lists Seoul (free) and New York City (6.99) live, plus coming-soon and archived cities', async () => {
    const cities = await server.anonymous().collection('cities').getFullList({ sort: 'name' });
    const bySlug = Object.fromEntries(cities.map((c) => [c.slug, c]));
    expect(bySlug.seoul).toMatchObject({ status: 'live', is_free: true });
    expect(bySlug['new-york-city']).toMatchObject({ status: 'live', is_free: false, price: 6.99 });
    expect(cities.filter((c) => c.status === 'coming_soon').length).toBeGreaterThanOrEqual(4);
    expect(cities.filter((c) => c.status === 'archived').length).toBeGreaterThanOrEqual(1);
    for (const c of cities) {
      expect(c.description.length).toBeGreaterThan(20);
      expect(c.image).toMatch(/^\/images\/generated\/cities\/[a-z-]+\.svg$/);
    }
  });

  it.each(['seoul', 'new-york-city'])(
    'gives %s at least 120 places over every category, each recommended by a tastemaker',
    async (slug) => {
      const client = server.admin;
      const city = await client.collection('cities').getFirstListItem(`slug = "${slug}"`);
      const places = await client.collection('places').getFullList({ filter: `city = "${city.id}"`, batch: 500 });
      expect(places.length).toBeGreaterThanOrEqual(120);
      expect(city.places_count).toBe(places.length);
      const categories = await client.collection('place_categories').getFullList();
      for (const category of categories) {
        expect(
          places.some((p) => p.categories.includes(category.id)),
          category.name,
        ).toBe(true);
      }
      expect(new Set(places.map((p) => p.neighborhood)).size).toBeGreaterThanOrEqual(10);
      const links = await client.collection('tastemaker_places').getFullList({ filter: `city = "${city.id}"`, batch: 1000 });
      const perPlace = new Map<string, number>();
      for (const link of links) perPlace.set(link.place, (perPlace.get(link.place) ?? 0) + 1);
      expect(places.every((p) => (perPlace.get(p.id) ?? 0) >= 1)).toBe(true);
      expect(places.filter((p) => (perPlace.get(p.id) ?? 0) >= 2).length).toBeGreaterThanOrEqual(30);
      for (const p of places) {
        expect(p.latitude).toBeCloseTo(city.latitude, 0);
        expect(p.image).toMatch(/^\/images\/generated\/places\/[a-z]+-[1-8]\.svg$/);
      }
      if (slug === 'seoul') expect(places.every((p) => /[\uac00-\ud7a3]/.test(p.name_local))).toBe(true);
    },
  );

  it('gives each live city a free local guide as featured tastemaker, plus paid tastemakers with personas', async () => {
    const client = server.anonymous();
    for (const [slug, minimum] of [
      ['seoul', 6],
      ['new-york-city', 5],
    ] as const) {
      const city = await client.collection('cities').getFirstListItem(`slug = "${slug}"`, { expand: 'featured_tastemaker' });
      const guide = city.expand?.featured_tastemaker;
      expect(guide).toMatchObject({ is_tour_guide: true, price: 0 });
      const links = await client.collection('city_tastemakers').getFullList({ filter: `city = "${city.id}"`, expand: 'tastemaker' });
      expect(links.length).toBeGreaterThanOrEqual(minimum);
      for (const link of links) {
        const t = link.expand!.tastemaker;
        expect(t.chat_context.length).toBeGreaterThan(40);
        expect(t.specialties.length).toBeGreaterThan(0);
        expect(t.username).toMatch(/^[a-z0-9_]{3,20}$/);
      }
    }
  });

  it('holds the vibes, badges and activity the app needs', async () => {
    const client = server.admin;
    expect((await server.anonymous().collection('vibes').getFullList()).length).toBeGreaterThanOrEqual(24);
    const pending = await server.admin.collection('vibes').getFullList({ filter: 'status = "pending"' });
    expect(pending.length).toBe(catalog.pendingVibes.length);
    const badges = await server.anonymous().collection('badges').getFullList();
    expect(badges.length).toBeGreaterThanOrEqual(8);
    expect(new Set(badges.map((b) => b.criteria_type))).toEqual(
      new Set(['city_unlock', 'tastemaker_follow', 'review_create', 'collection_create']),
    );
    expect(badges.some((b) => b.name === 'Founding Member')).toBe(true);
    const now = new Date().toISOString().replace('T', ' ');
    const monthStart = `${now.slice(0, 8)}01 00:00:00`;
    for (const slug of ['seoul', 'new-york-city']) {
      const city = await client.collection('cities').getFirstListItem(`slug = "${slug}"`);
      const feed = await client.collection('activity_feed').getFullList({ filter: `city = "${city.id}"` });
      expect(feed.length).toBeGreaterThanOrEqual(10);
      const thisMonth = await client
        .collection('recommendations')
        .getList(1, 1, { filter: `city = "${city.id}" && recommended_at >= "${monthStart}"` });
      expect(thisMonth.totalItems).toBeGreaterThanOrEqual(120);
    }
  });
});

describe('seed events', () => {
  const DAY = 24 * 3600 * 1000;

  it.each(['seoul', 'new-york-city'])("are %s's seed calendar, each happening only on days its title names", async (slug) => {
    const seed = JSON.parse(readFileSync(`pb_migrations/seed/${slug}.json`, 'utf8')) as { calendar: Array<{ name: string }> };
    const city = await server.admin.collection('cities').getFirstListItem(`slug = "${slug}"`);
    const events = await server.admin.collection<EventSchedule & { id: string }>('events').getFullList({ filter: `city = "${city.id}"` });
    expect(events.map((e) => e.name).sort()).toEqual(seed.calendar.map((e) => e.name).sort());
    expect(events.length).toBeGreaterThanOrEqual(5);
    const now = Date.now();
    for (const event of events) {
      expect(scheduleProblems(event, city.timezone), event.name).toEqual([]);
      const named = weekdaysNamedIn(event.name);
      // Every occurrence over the next five weeks, asked for from each of those days.
      for (let day = 0; day < 35; day++) {
        const next = nextOccurrence(event, new Date(now + day * DAY), city.timezone);
        if (!next) continue;
        const weekday = new Date(`${next.day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }).toLowerCase();
        if (named.length) expect(named, `${event.name} on ${next.day}`).toContain(weekday);
        if (event.weekdays?.length) expect(event.weekdays, `${event.name} on ${next.day}`).toContain(weekday);
      }
    }
    // What the events screen lists now: every event still to come, and no one-off that has happened.
    const upcoming = upcomingEvents(events, new Date(now), city.timezone).map(({ event }) => event.id);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    for (const event of events) expect(upcoming.includes(event.id), event.name).toBe(!isPast(event, new Date(now), city.timezone));
  });
});

describe('restarts', () => {
  it('keeps all data and never duplicates the seed when the server restarts', async () => {
    const count = async (name: string) => (await server.admin.collection(name).getList(1, 1)).totalItems;
    const before = { cities: await count('cities'), places: await count('places'), vibes: await count('vibes') };
    const user = await server.createUser();
    await user.client.collection('collections').create({ user: user.id, name: 'Keep me' });
    await server.stop();
    await server.restart();
    expect({ cities: await count('cities'), places: await count('places'), vibes: await count('vibes') }).toEqual(before);
    expect(await count('collections')).toBe(1);
  });
});
