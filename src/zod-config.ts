// Zod without its JIT, for the app and the service worker. Zod 4 compiles
// object parsers with `new Function`, and to learn whether it may, it probes
// `new Function('')` as the first object schema is made. The app's CSP has no
// 'unsafe-eval': the probe is refused, and although zod catches the refusal,
// the browser reports a CSP violation (Firefox logs it as a console error).
// Jitless, zod parses with its interpreter and never probes.
//
// The setting is zod's global, shared by `zod` and `zod/mini`, and must come
// before any schema is made. The entries (app.tsx, sw.ts) import this module
// first, and so does src/data/db/meta.ts, the first module to make schemas:
// the bundler puts modules the screens share, meta.ts among them, in chunks
// that run before the app entry's own code, so the entry's import alone would
// run too late in the built app. The search worker uses no zod.
import { config } from 'zod/mini';

config({ jitless: true });
