// The server's own defences: the rate limiter, CORS limited to the app's
// origin, security headers, and no superuser unless one was asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/pocketbase';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.dispose();
});

describe('rate limiter', () => {
  it('answers 429 to a burst of wrong passwords', async () => {
    const user = await server.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const response = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identity: user.email, password: `wrong-${i}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses).toContain(429);
    // Even the right password is refused while the limiter holds.
    const right = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: user.email, password: user.password }),
    });
    expect(right.status).toBe(429);
  });
});

describe('create limits', () => {
  it('lets a signed-in device flush hundreds of queued writes in batches', async () => {
    const user = await server.createUser({}, { follow: ['seoul', 'new-york-city'] });
    const places = await server.admin.collection('places').getList(1, 300);
    for (let b = 0; b < 6; b++) {
      const batch = user.client.createBatch();
      for (const place of places.items.slice(b * 50, b * 50 + 50))
        batch.collection('saved_places').create({ user: user.id, place: place.id });
      await batch.send();
    }
    expect((await user.client.collection('saved_places').getList(1, 1)).totalItems).toBe(300);
  });

  it("throttles a visitor's burst of creates", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const response = await fetch(`${server.url}/api/collections/reviews/records`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rating: 5 }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20)).toContain(429);
  });
});

describe('CORS', () => {
  it('gives a cross-origin request no CORS allowance', async () => {
    const preflight = await fetch(`${server.url}/api/collections/cities/records`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${server.url}/api/collections/cities/records`, { headers: { Origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("allows the app's own origin", async () => {
    const response = await fetch(`${server.url}/api/collections/cities/records`, { headers: { Origin: server.url } });
    expect(response.headers.get('access-control-allow-origin')).toBe(server.url);
  });
});

describe('headers and errors', () => {
  it('sends nosniff and a referrer policy on API answers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers a bad request without internals', async () => {
    const user = await server.createUser();
    const response = await fetch(`${server.url}/api/collections/reviews/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: user.client.authStore.token },
      body: '{"rating":',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/goja|panic|\.go:|sqlite|SELECT/i);
  });
});

describe('superusers', () => {
  it('has no superuser but the one the harness asked for', async () => {
    const superusers = await server.admin.collection('_superusers').getFullList();
    expect(superusers.map((s) => s.email)).toEqual(['superuser@tastemap.test']);
  });
});
