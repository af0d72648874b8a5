// Zod runs jitless (src/zod-config.ts): it never makes a function from a string,
// so the app's CSP (no 'unsafe-eval') has nothing to refuse, and its schemas
// still accept and refuse what they did.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import '#/zod-config';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { signInSchema } from '#/domain/validation';
import { startGraph, startImportersOf } from '../support/start-graph';

/** Counts `new Function(…)` and `Function(…)` while `run` runs. */
function functionsMadeDuring(run: () => void): number {
  const original = globalThis.Function;
  let made = 0;
  globalThis.Function = new Proxy(original, {
    construct: (target, args: string[]) => {
      made++;
      return Reflect.construct(target, args);
    },
    apply: (target, self, args: string[]) => {
      made++;
      return Reflect.apply(target, self, args) as unknown;
    },
  });
  try {
    run();
  } finally {
    globalThis.Function = original;
  }
  return made;
}

describe('zod without its JIT', () => {
  afterEach(() => {
    z.config({ jitless: true });
  });

  it('is set for zod and zod/mini alike', () => {
    expect(z.config().jitless).toBe(true);
    expect(zm.config().jitless).toBe(true);
  });

  it('makes and parses object schemas without making a function from a string', () => {
    const made = functionsMadeDuring(() => {
      const place = z.object({ name: z.string(), rating: z.number().min(0).max(5) });
      const grants = zm.object({ all: zm.boolean(), tastemakers: zm.array(zm.string()) });
      expect(place.parse({ name: 'Onion', rating: 4.5 })).toEqual({ name: 'Onion', rating: 4.5 });
      expect(place.safeParse({ name: 'Onion', rating: 9 }).success).toBe(false);
      expect(grants.parse({ all: false, tastemakers: ['a'] })).toEqual({ all: false, tastemakers: ['a'] });
      expect(grants.safeParse({ all: 'yes', tastemakers: [] }).success).toBe(false);
    });
    expect(made).toBe(0);
  });

  it('would make one with the JIT on (the counter sees it)', () => {
    z.config({ jitless: false });
    const made = functionsMadeDuring(() => {
      z.object({ name: z.string() }).parse({ name: 'Onion' });
    });
    expect(made).toBeGreaterThan(0);
  });

  it("keeps the app's schemas accepting and refusing what they did", () => {
    expect(signInSchema.safeParse({ email: 'ana@example.com', password: 'secret123' }).success).toBe(true);
    expect(signInSchema.safeParse({ email: 'not an email', password: '' }).success).toBe(false);
  });

  it('is set before anything else by the app and the service worker', () => {
    for (const entry of ['src/app.tsx', 'src/sw.ts']) {
      const firstImport = readFileSync(entry, 'utf8').match(/^import .*$/m)?.[0];
      expect(firstImport, entry).toBe("import './zod-config';");
    }
  });

  it('is set before the first schemas: nothing the app imports at start makes one', () => {
    // A module the app imports statically can land in a shared chunk that runs before app.tsx's own
    // code, its first import included; schemas made there would come before the setting. So zod
    // stays out of the start (src/data/db/meta.ts checks its values itself), and is made in the
    // screens and modules loaded on demand, after the app has run.
    const graph = startGraph();
    expect(graph.size).toBeGreaterThan(30);
    expect(startImportersOf('zod', graph)).toEqual([]);
  });
});
