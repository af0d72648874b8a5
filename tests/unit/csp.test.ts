// The Content-Security-Policy allows index.html's inline boot script by its
// hash: editing the script without the policy would block it in every browser.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');

describe('content security policy', () => {
  it('allows exactly the inline scripts index.html has', () => {
    const inline = [...read('index.html').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    const policy = read('pb_hooks/lib/security.js').match(/"script-src ([^"]*)"/)![1]!;
    const allowed = [...policy.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    expect(allowed.sort()).toEqual(inline.map((s) => `sha256-${createHash('sha256').update(s).digest('base64')}`).sort());
  });
});
