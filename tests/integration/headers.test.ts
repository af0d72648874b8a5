// Answers for addresses no route serves (pb_hooks/fallbacks.pb.js): an /api/
// path answers 404 in JSON, never the app shell; real routes still win over
// that fallback; PocketBase's dashboard keeps its own policy and works, and
// /_ leads there with our headers.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';
import { hookRoutes, sendRaw, type RawAnswer } from '../../scripts/bench/bounds';

const SHELL = '<!doctype html><html><head><title>Tastemap</title></head><body><div id="root"></div></body></html>';
const NO_ROUTE = 'No such API route.';

let server: TestServer;
let traveller: TestUser;
/** The app's policy, as the app shell gets it. */
let appPolicy: string;

beforeAll(async () => {
  server = await startTestServer();
  // The public dir the server was started with (TASTEMAP_PUBLIC_DIR): an app shell, also precompressed.
  const publicDir = join(server.dataDir, 'public');
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(join(publicDir, 'index.html'), SHELL);
  writeFileSync(join(publicDir, 'index.html.gz'), gzipSync(SHELL));
  writeFileSync(join(publicDir, 'index.html.br'), brotliCompressSync(SHELL));
  traveller = await server.createUser({}, { follow: ['seoul'] });
  appPolicy = header(await get('/'), 'content-security-policy');
});
afterAll(async () => {
  await server?.dispose();
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => sendRaw(server.url, { method, path, headers });
const header = (answer: RawAnswer, name: string) => String(answer.headers[name] ?? '');
const isHtml = (answer: RawAnswer) => header(answer, 'content-type').startsWith('text/html');
const messageOf = (answer: RawAnswer) => (JSON.parse(answer.text) as { message?: string }).message;
describe('answers for no route', () => {
  it('answers an /api/ path no route serves with 404 JSON, whatever the method', async () => {
    for (const path of ['/api', '/api/', '/api/nope', '/api/app/nope', '/api/app/sync/extra', '/api/collections/cities/records/']) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const answer = await get(path, {}, method);
        expect([answer.status, header(answer, 'content-type')], `${method} ${path}`).toEqual([404, 'application/json']);
        if (method !== 'HEAD') expect(messageOf(answer), `${method} ${path}`).toBe(NO_ROUTE);
      }
    }
  });

  it("still lets every real route answer: the hooks' routes and PocketBase's own", async () => {
    const token = traveller.client.authStore.token;
    const fill = (path: string) => path.replace(/\{[^}.]+\.\.\.\}/g, 'x').replace(/\{[^}]+\}/g, 'a'.repeat(15));
    const routes = hookRoutes().map(({ method, pattern }) => ({ method, path: fill(pattern) }));
    expect(routes.length).toBeGreaterThan(20);
    routes.push(
      { method: 'GET', path: '/api/health' },
      { method: 'GET', path: '/api/collections/cities/records' },
      { method: 'GET', path: '/api/collections/users/auth-methods' },
      { method: 'GET', path: '/api/settings' },
      { method: 'GET', path: '/api/files/cities/aaaaaaaaaaaaaaa/x.png' },
      { method: 'POST', path: '/api/collections/users/auth-refresh' },
      { method: 'POST', path: '/api/batch' },
    );
    const caught: string[] = [];
    for (const route of routes) {
      const answer = await sendRaw(server.url, {
        method: route.method,
        path: route.path,
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { body: '{}' }),
      });
      if (/json/.test(header(answer, 'content-type')) && messageOf(answer) === NO_ROUTE) caught.push(`${route.method} ${route.path}`);
    }
    expect(caught).toEqual([]);
    expect((await get('/api/health')).status).toBe(200);
  });

  it('keeps the dashboard working with its own policy, and sends /_ there', async () => {
    const dashboard = await get('/_/');
    expect(dashboard.status).toBe(200);
    expect(isHtml(dashboard)).toBe(true);
    expect(dashboard.text).toMatch(/<script[^>]*src=/);
    const policy = header(dashboard, 'content-security-policy');
    expect(policy).toContain('script-src');
    expect(policy).not.toBe(appPolicy);
    expect(header(dashboard, 'x-content-type-options')).toBe('nosniff');

    const short = await get('/_');
    expect([short.status, header(short, 'location'), short.text]).toEqual([307, '/_/', '']);
    expect(header(short, 'content-security-policy')).toBe(appPolicy);
  });
});
