// The system's Chromium, as the e2e tests and the bench launch it
// (`npx playwright install` cannot reach its download host here).

import { existsSync } from 'node:fs';

/** CHROMIUM_PATH overrides Debian's /usr/bin/chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the e2e suite drives: Chromium's old headless shell (Debian's chromium-headless-shell, the
 * same Blink and V8 as chromium; Playwright's own choice for headless runs). It draws without the full
 * browser's display compositor, which cut the suite's CPU time by about a tenth on two cores. It has no
 * back/forward cache, so tests/e2e/bfcache.spec.ts runs the full browser. CHROMIUM_HEADLESS_SHELL_PATH
 * overrides it; without the package the full browser runs everything.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') && !process.env.CHROMIUM_PATH ? '/usr/bin/chromium-headless-shell' : chromiumPath);

/**
 * Without the background-networking flags Chromium keeps dialling Google's
 * hosts, which this machine's closed network refuses.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
