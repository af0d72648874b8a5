// Headers on every answer (pb_hooks/lib/security.js, pb_hooks/fallbacks.pb.js):
// every HTML answer carries the app's CSP, whatever produced it (the app
// shell for a client route, a fallback for a missing file, PocketBase's own
// pages) and however odd the path; an /api/ path no route serves answers 404
// in JSON, never the app shell; real routes still win over that fallback;
// PocketBase's dashboard keeps its own policy and works; a compressed private
// answer varies on Accept-Encoding as well as Authorization.
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
/** Every value a header lists, across repeated headers, lower case: `Vary: Authorization, Accept-Encoding`. */
const listed = (answer: RawAnswer, name: string) =>
  [answer.headers[name] ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

// Paths as a browser, a crawler or an attacker might send them, each exactly as written.
const ODD_PATHS = [
  '/',
  '/search',
  '/no/such/place',
  '/index.html',
  '/missing.png',
  '/assets/missing.js',
  '/images/missing.svg',
  '/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '/search?q=%3Cscript%3E',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/maps/missing.pmtiles',
  '/maps/..%2F..%2Fetc%2Fpasswd',
  '/API/nope',
  '/api%2Fnope',
  '/api%2fapp%2fsync',
  '/_%2Fx',
  '/_',
  '/api',
  '/api/',
  '/api/nope',
  '/api/app',
  '/api/app/',
  '/api/app/nope',
  '/api/app/sync/extra',
  '/api/collections/cities/records/',
  '/api/collections/nope/records',
  '/api/files/a/b/c',
  '/api/oauth2-redirect',
  '/api/health?x=%3Cscript%3E',
];

/** Paths Go's router cleans before any route runs: it redirects them to the clean path itself. */
const UNCLEAN_PATHS: Array<[string, string]> = [
  ['//api/nope', '/api/nope'],
  ['/a/../api/nope', '/api/nope'],
  ['/./search', '/search'],
  ['/api/./nope', '/api/nope'],
];

describe('headers on every answer', () => {
  it("gives the app shell the app's strict policy", () => {
    expect(appPolicy).toMatch(/script-src 'self'( 'sha256-[^']+')+(;|$)/);
    expect(appPolicy).not.toContain("'unsafe-inline' 'sha256");
    expect(appPolicy).toContain("object-src 'none'");
    expect(appPolicy).toContain("frame-ancestors 'none'");
  });

  it("walks odd paths: every HTML answer carries the app's policy, and /api/ never answers HTML", async () => {
    const wrong: string[] = [];
    for (const path of ODD_PATHS) {
      for (const method of ['GET', 'HEAD', 'POST']) {
        for (const encoding of ['identity', 'gzip', 'br']) {
          const answer = await get(path, { 'Accept-Encoding': encoding }, method);
          const what = `${method} ${path} (${encoding}): ${answer.status} ${header(answer, 'content-type')}`;
          if (header(answer, 'x-content-type-options') !== 'nosniff') wrong.push(`${what}: no nosniff`);
          // PocketBase refuses a file of no collection in its rate limiter, ahead of every middleware of ours (JSON, with its own nosniff).
          const early = path.startsWith('/api/files/') && answer.status === 404;
          if (!early && header(answer, 'referrer-policy') !== 'strict-origin-when-cross-origin') wrong.push(`${what}: no referrer policy`);
          if (isHtml(answer) && header(answer, 'content-security-policy') !== appPolicy) wrong.push(`${what}: HTML without the app's CSP`);
          if (isHtml(answer) && header(answer, 'x-frame-options') !== 'DENY') wrong.push(`${what}: HTML that may be framed`);
          const api = path === '/api' || path.startsWith('/api/');
          if (api && isHtml(answer)) wrong.push(`${what}: HTML under /api/`);
          if (api && answer.status === 200 && !path.startsWith('/api/health')) wrong.push(`${what}: an answer for no route`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers an /api/ path no route serves with 404 JSON, whatever the method', async () => {
    for (const path of ['/api', '/api/', '/api/nope', '/api/app/nope', '/api/app/sync/extra', '/api/collections/cities/records/']) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const answer = await get(path, {}, method);
        expect([answer.status, header(answer, 'content-type')], `${method} ${path}`).toEqual([404, 'application/json']);
        if (method !== 'HEAD') expect(messageOf(answer), `${method} ${path}`).toBe(NO_ROUTE);
        expect(header(answer, 'content-security-policy'), `${method} ${path}`).toBe(appPolicy);
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
    // Deleting an account deletes the caller's: an account of its own calls it, and the traveller stays.
    const leaving = (await server.createUser()).client.authStore.token;
    for (const route of routes) {
      const answer = await sendRaw(server.url, {
        method: route.method,
        path: route.path,
        headers: {
          Authorization: route.method === 'DELETE' && route.path === '/api/app/account' ? leaving : token,
          'Content-Type': 'application/json',
        },
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

  it("leaves only Go's own redirects of unclean paths without our headers, and each leads to an answer with them", async () => {
    for (const [path, clean] of UNCLEAN_PATHS) {
      // Go's router answers these before any route or middleware runs: a redirect to the clean path,
      // whose body (for a browser that does not follow it) is a link to that path and nothing else.
      const answer = await get(path);
      expect([answer.status, header(answer, 'location')], path).toEqual([expect.any(Number), clean]);
      expect([301, 307, 308], path).toContain(answer.status);
      expect(answer.text.trim(), path).toBe(
        `<a href="${clean}">${answer.status === 301 ? 'Moved Permanently' : 'Temporary Redirect'}</a>.`,
      );
      const followed = await get(clean);
      expect(header(followed, 'content-security-policy'), clean).toBe(appPolicy);
      if (clean.startsWith('/api/')) expect([followed.status, messageOf(followed)], clean).toEqual([404, NO_ROUTE]);
    }
  });
});

describe('Vary', () => {
  const sync = (headers: Record<string, string>) => get('/api/app/sync', { Authorization: traveller.client.authStore.token, ...headers });

  it('says a compressed sync answer varies on Accept-Encoding as well as Authorization, compressed or not', async () => {
    const compressed = await sync({ 'Accept-Encoding': 'gzip' });
    expect(compressed.status).toBe(200);
    expect(header(compressed, 'content-encoding')).toBe('gzip');
    expect(listed(compressed, 'vary')).toEqual(expect.arrayContaining(['authorization', 'accept-encoding']));

    const plain = await sync({ 'Accept-Encoding': 'identity' });
    expect(header(plain, 'content-encoding')).toBe('');
    expect(listed(plain, 'vary')).toEqual(expect.arrayContaining(['authorization', 'accept-encoding']));
  });

  it('finds no compressed API answer, on any GET route, that does not vary on both', async () => {
    const fill = (path: string) => path.replace(/\{[^}.]+\.\.\.\}/g, 'x').replace(/\{[^}]+\}/g, 'a'.repeat(15));
    const wrong: string[] = [];
    const compressed: string[] = [];
    for (const { method, pattern } of hookRoutes().filter((r) => r.method === 'GET' && r.pattern.startsWith('/api/'))) {
      const answer = await get(fill(pattern), { Authorization: traveller.client.authStore.token, 'Accept-Encoding': 'gzip, br' }, method);
      if (!header(answer, 'content-encoding')) continue;
      compressed.push(pattern);
      const vary = listed(answer, 'vary');
      // A catalog page is the same bytes for whoever holds its signed URL (pb_hooks/lib/sync/pages.js): it varies on
      // the encoding alone, so a shared cache keeps one copy for every caller.
      const sameForAll = pattern.startsWith('/api/app/pages/');
      if ((!sameForAll && !vary.includes('authorization')) || !vary.includes('accept-encoding'))
        wrong.push(`${pattern}: Vary ${vary.join(', ')}`);
    }
    // Some answers were compressed, so the check above had answers to check.
    expect(compressed).toContain('/api/app/sync');
    expect(wrong).toEqual([]);
  });

  it('serves the precompressed app shell with Vary: Accept-Encoding and the policy', async () => {
    for (const encoding of ['br', 'gzip']) {
      const answer = await get('/search', { 'Accept-Encoding': encoding });
      expect(header(answer, 'content-encoding')).toBe(encoding);
      expect(listed(answer, 'vary')).toContain('accept-encoding');
      expect(header(answer, 'content-security-policy')).toBe(appPolicy);
    }
  });
});
