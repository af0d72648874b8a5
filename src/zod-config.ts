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
import { config } from 'zod/mini';

config({ jitless: true });
