// The Content-Security-Policy allows index.html's inline boot script, and the
// tap recorder the service worker puts before a stored screen, by their hashes:
// editing either without the policy would block it in every browser.
// It goes on every answer but the two of PocketBase's that set their own.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { TAP_RECORDER } from '#/data/cache/screen-taps';

const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');

describe('content security policy', () => {
  it('allows exactly the inline scripts index.html and a stored screen have', () => {
    const inline = [...[...read('index.html').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!), TAP_RECORDER];
    const policy = read('pb_hooks/lib/security.js').match(/"script-src ([^"]*)"/)![1]!;
    const allowed = [...policy.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    expect(allowed.sort()).toEqual(inline.map((s) => `sha256-${createHash('sha256').update(s).digest('base64')}`).sort());
  });
});

describe('where the policy goes', () => {
  // pb_hooks/lib/security.js as PocketBase runs it, with a fake request event: which answers get the policy.
  const module = { exports: {} as { applySecurityHeaders: (e: unknown) => void; CONTENT_SECURITY_POLICY: string } };
  runInNewContext(read('pb_hooks/lib/security.js'), { module, __hooks: '', require: () => ({ tilesOrigin: () => '' }) });
  const { applySecurityHeaders, CONTENT_SECURITY_POLICY } = module.exports;
  const headersOf = (pattern: string, path: string) => {
    const headers = new Map<string, string>();
    applySecurityHeaders({
      request: { pattern, url: { path } },
      response: { header: () => ({ set: (name: string, value: string) => headers.set(name, value) }) },
    });
    return headers;
  };

  it('goes on every answer, by the route that answers rather than by the path', () => {
    // The policy itself, so that an answer without one cannot match an export that is missing.
    expect(CONTENT_SECURITY_POLICY).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    for (const [pattern, path] of [
      ['GET /{path...}', '/search'],
      ['GET /{path...}', '/api/nope'], // '/api%2Fnope': the app shell, however the path decodes
      ['GET /{path...}', '/_/x'], // '/_%2Fx'
      ['GET /api/{path...}', '/api/nope'],
      ['GET /api/oauth2-redirect', '/api/oauth2-redirect'],
      ['POST /api/app/chat', '/api/app/chat'],
      ['GET /_', '/_'],
      ['', '/anything'],
    ]) {
      expect(headersOf(pattern!, path!).get('Content-Security-Policy'), `${pattern} ${path}`).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it("leaves PocketBase's dashboard and stored files the policies they set themselves", () => {
    expect(headersOf('GET /_/{path...}', '/_/').get('Content-Security-Policy')).toBeUndefined();
    expect(headersOf('GET /_/extensions.js', '/_/extensions.js').get('Content-Security-Policy')).toBeUndefined();
    expect(
      headersOf('GET /api/files/{collection}/{recordId}/{filename}', '/api/files/a/b/c').get('Content-Security-Policy'),
    ).toBeUndefined();
    expect(headersOf('GET /api/files/{collection}/{recordId}/{filename}', '/api/files/a/b/c').get('X-Content-Type-Options')).toBe(
      'nosniff',
    );
  });
});
