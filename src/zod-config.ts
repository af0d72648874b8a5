// Zod without its JIT, for the app and the service worker. Zod 4 compiles
// object parsers with `new Function`, and to learn whether it may, it probes
// `new Function('')` as the first object schema is made. The app's CSP has no
// 'unsafe-eval': the probe is refused, and although zod catches the refusal,
// the browser reports a CSP violation (Firefox logs it as a console error).
// Jitless, zod parses with its interpreter and never probes.
//
// The setting is zod's global, shared by `zod` and `zod/mini`, and must come
// before any schema is made. The entries (app.tsx, sw.ts) import this module
// first. Modules the app imports statically make no schemas: the bundler may
// put them in chunks that run before the app entry's own code, this import
// included (tests/unit/zod-config.test.ts checks it). Zod's schemas are made
// by the screens and modules loaded on demand, once the app has run. The
// search worker uses no zod.
//
// Set without importing zod, so that zod stays out of the app's start: zod
// keeps its settings on globalThis.__zod_globalConfig, one object for every
// copy of zod loaded, and adopts the one it finds (colinhacks/zod#5889;
// z.config() reads and writes it). tests/unit/zod-config.test.ts checks that
// zod and zod/mini see the setting.
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;
