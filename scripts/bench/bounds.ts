// Bounded input, measured (`BENCH_ONLY=bounds npm run bench`) and tested
// (tests/integration/bounds.test.ts): a 1 MB body sent to every route that
// takes one, and how long the server takes to refuse it.
//
// The routes are found, not listed: every routerAdd() of pb_hooks/*.pb.js as
// the files stand, and PocketBase's own write routes for each collection the
// server has (its record API, and the auth routes of auth collections).
// Each gets the body twice: with its Content-Length, which the server can
// refuse before reading a byte, and chunked (no length), which it must read
// up to its limit and no further. The figure is the slowest refusal.
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type PocketBase from 'pocketbase';
import { root } from '../lib/pocketbase.mjs';

export type Report = (section: string, what: string, figure: string) => void;

export interface Route {
  method: string;
  /** With its parameters filled in. */
  path: string;
  /** As registered: `POST /api/app/photos/{collection}/{id}`. */
  pattern: string;
}

/**
 * The server's own limits and bounds (pb_hooks/lib/bounds.js), as the hooks read them: the file is a
 * CommonJS module for PocketBase's JS runtime, evaluated here with nothing but a `module` to fill.
 */
export const bounds = (() => {
  const module = { exports: {} };
  runInNewContext(readFileSync(join(root, 'pb_hooks', 'lib', 'bounds.js'), 'utf8'), { module });
  return module.exports as {
    LIMITS: { json: number; batch: number; form: number };
    SHAPE: { depth: number; items: number; text: number; values: number };
    UPLOAD_ROUTES: string[];
  };
})();

export const MEGABYTE = 1024 * 1024;

/** Every route the hooks add, as pb_hooks/*.pb.js register them today: routerAdd('METHOD', '/path', …). */
export function hookRoutes(): Array<{ method: string; pattern: string }> {
  const dir = join(root, 'pb_hooks');
  const found: Array<{ method: string; pattern: string }> = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.pb.js'))) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const match of source.matchAll(/routerAdd\(\s*(['"`])([A-Za-z]+)\1\s*,\s*(['"`])([^'"`]+)\3/g)) {
      found.push({ method: match[2]!.toUpperCase(), pattern: match[4]! });
    }
  }
  return found;
}

/** PocketBase v0.40's own routes that take a body; `{collection}` stands for each collection, `{auth}` for each auth collection. */
const POCKETBASE_WRITES = [
  'POST /api/batch',
  'POST /api/realtime',
  'POST /api/oauth2-redirect',
  'POST /api/files/token',
  'POST /api/collections/{collection}/records',
  'PATCH /api/collections/{collection}/records/{id}',
  'DELETE /api/collections/{collection}/records/{id}',
  'POST /api/collections/{auth}/auth-refresh',
  'POST /api/collections/{auth}/auth-with-password',
  'POST /api/collections/{auth}/auth-with-oauth2',
  'POST /api/collections/{auth}/request-otp',
  'POST /api/collections/{auth}/auth-with-otp',
  'POST /api/collections/{auth}/request-password-reset',
  'POST /api/collections/{auth}/confirm-password-reset',
  'POST /api/collections/{auth}/request-verification',
  'POST /api/collections/{auth}/confirm-verification',
  'POST /api/collections/{auth}/request-email-change',
  'POST /api/collections/{auth}/confirm-email-change',
  'POST /api/collections/{auth}/impersonate/{id}',
  'POST /api/collections',
  'PUT /api/collections/import',
  'POST /api/collections/meta/dry-run-view',
  'PATCH /api/collections/{collection}',
  'DELETE /api/collections/{collection}',
  'DELETE /api/collections/{collection}/truncate',
  'PATCH /api/settings',
  'POST /api/settings/test/s3',
  'POST /api/settings/test/email',
  'POST /api/settings/apple/generate-client-secret',
  'POST /api/backups',
  'POST /api/backups/upload',
  'DELETE /api/backups/{key}',
  'POST /api/backups/{key}/restore',
  'POST /api/crons/{id}',
  'DELETE /api/logs',
  'POST /api/sql',
];

const fill = (path: string) => path.replace(/\{[^}.]+\.\.\.\}/g, 'x').replace(/\{[^}]+\}/g, 'a'.repeat(15));

/**
 * Every route that takes a body, or may be sent one: the hooks' routes (all methods) and PocketBase's write
 * routes for each collection the server has, parameters filled with a well-formed id that names nothing.
 */
export async function routesToBound(admin: PocketBase): Promise<Route[]> {
  const collections = await admin.collections.getFullList({ fields: 'name,type' });
  const routes: Route[] = [];
  const add = (method: string, pattern: string, path: string) => routes.push({ method, pattern: `${method} ${pattern}`, path: fill(path) });
  for (const { method, pattern } of hookRoutes()) add(method, pattern, pattern);
  for (const line of POCKETBASE_WRITES) {
    const [method, pattern] = line.split(' ') as [string, string];
    if (pattern.includes('{collection}')) {
      for (const c of collections) add(method, pattern, pattern.replace('{collection}', c.name));
    } else if (pattern.includes('{auth}')) {
      for (const c of collections.filter((c) => c.type === 'auth'))
        add(method, pattern.replace('{auth}', '{collection}'), pattern.replace('{auth}', c.name));
    } else {
      add(method, pattern, pattern);
    }
  }
  return routes;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** From the first byte sent to the last byte of the answer. */
  ms: number;
  /** With `expectContinue`: whether the server asked for the body (100 Continue) before it answered. */
  continued: boolean;
}

/**
 * Sends a request as it is, whatever the method (fetch refuses a body on GET) and whatever the path (fetch
 * normalises it): a body with its Content-Length, or chunked in 64 KB pieces when `chunked`.
 *
 * With `expectContinue` the body waits for the server's 100 Continue, which Go's server sends only once
 * something reads the body: an answer without it is one given without reading a byte. Without it, the body
 * goes at once, as a browser sends it; a server that answers before taking all of it then closes the
 * connection, and the client may see it reset before it reads the answer (rejected with ECONNRESET).
 */
export function sendRaw(
  url: string,
  options: {
    method: string;
    path: string;
    body?: Buffer | string;
    headers?: Record<string, string>;
    chunked?: boolean;
    expectContinue?: boolean;
  },
): Promise<RawAnswer> {
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const headers: Record<string, string> = { Connection: 'close', ...options.headers };
  if (body && !options.chunked) headers['Content-Length'] = String(body.length);
  if (body && options.chunked) headers['Transfer-Encoding'] = 'chunked';
  if (body && options.expectContinue) headers.Expect = '100-continue';
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let answered = false;
    let continued = false;
    const { hostname, port } = new URL(url);
    // The path exactly as given ('/a/../b', '/api%2Fx'): a URL would be normalised first.
    const req = request({ hostname, port, path: options.path, method: options.method, headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - start,
          continued,
        });
        // Answered without asking for the body: it is never sent.
        if (options.expectContinue && !continued) req.destroy();
      });
      res.on('error', reject);
    });
    // Once the answer is in, the server closing on the rest of the body is no failure.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const sendBody = () => {
      const piece = options.chunked ? 64 * 1024 : body!.length;
      for (let at = 0; at < body!.length && !answered; at += piece) req.write(body!.subarray(at, at + piece));
      req.end();
    };
    if (!body) req.end();
    else if (options.expectContinue) {
      req.flushHeaders();
      req.on('continue', () => {
        continued = true;
        sendBody();
      });
    } else sendBody();
  });
}

/** A JSON object of exactly `bytes` bytes: one long text, the commonest way to be large. */
export function jsonOfSize(bytes: number): Buffer {
  const head = '{"padding":"';
  const tail = '"}';
  return Buffer.from(head + 'a'.repeat(Math.max(0, bytes - head.length - tail.length)) + tail);
}

/** The bench's figure: a 1 MB body to every route, as a signed-in traveller, both ways; the slowest refusal. */
export async function boundsFigures(url: string, admin: PocketBase, report: Report) {
  // The rate limiter answers before the bounds do, and this sends hundreds of requests from one address:
  // lift it for the measurement, then put it back.
  const settings = await admin.settings.getAll();
  await admin.settings.update({ rateLimits: { ...settings.rateLimits, enabled: false } });
  try {
    const email = `bench-bounds-${Date.now()}@tastemap.test`;
    const password = `pw-${Date.now()}-bounds`;
    const user = await admin.collection('users').create({ email, password, passwordConfirm: password, verified: true });
    const token = (await admin.collection('users').impersonate(user.id, 600)).authStore.token;
    const body = jsonOfSize(MEGABYTE);
    const routes = await routesToBound(admin);
    const times: number[] = [];
    let slowest = { ms: 0, what: '' };
    const statuses = new Map<number | string, number>();
    const load = loadavg()[0]!.toFixed(1);
    for (const route of routes) {
      for (const chunked of [false, true]) {
        // As an attacker sends it: all at once, without asking first. A connection the server closed on the
        // rest of the body before the answer was read counts as a refusal too.
        const start = performance.now();
        const answer = await sendRaw(url, {
          method: route.method,
          path: route.path,
          body,
          chunked,
          headers: { 'Content-Type': 'application/json', Authorization: token },
        }).catch((error: Error) => ({ status: (error as NodeJS.ErrnoException).code ?? 'error', ms: performance.now() - start }));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        times.push(answer.ms);
        if (answer.ms > slowest.ms)
          slowest = { ms: answer.ms, what: `${route.method} ${route.path}${chunked ? ', chunked' : ''} (${answer.status})` };
      }
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1);
    const byStatus = [...statuses].map(([status, n]) => `${n}x ${status}`).join(', ');
    report(
      'bounds',
      `1 MB body to ${routes.length} routes, with a length and chunked: ${byStatus}`,
      `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
    );
    report('bounds', `slowest refusal (goal under 50 ms; load average ${load}): ${slowest.what}`, `${slowest.ms.toFixed(1)} ms`);
  } finally {
    await admin.settings.update({ rateLimits: settings.rateLimits });
  }
}
