// The system's Chromium, as the e2e tests and the bench launch it
// (`npx playwright install` cannot reach its download host here).

/** CHROMIUM_PATH overrides Debian's /usr/bin/chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
