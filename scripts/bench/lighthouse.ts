// Lighthouse for `npm run bench`, installed on first use. It is the one
// dependency only the bench needs, and a large one: kept out of package.json,
// `npm ci` on a clean clone (every CI run) does not fetch it for tests that
// never use it. The version is pinned here, as package.json would pin it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Report } from './load';

const LIGHTHOUSE_VERSION = '13.5.0';

/** What the bench reads of a Lighthouse result (its own types come with the package, absent at type-check time). */
interface LighthouseResult {
  lhr: {
    categories: { performance?: { score: number | null } };
    audits: Record<string, { numericValue?: number } | undefined>;
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

/** Lighthouse and its Chrome launcher, from `.cache/bench-tools` (installed there with npm the first time). */
async function loadLighthouse(root: string): Promise<{ lighthouse: Lighthouse; chromeLauncher: ChromeLauncher }> {
  const dir = join(root, '.cache', 'bench-tools', `lighthouse-${LIGHTHOUSE_VERSION}`);
  if (!existsSync(join(dir, 'node_modules', 'lighthouse', 'package.json'))) {
    console.log(`bench: installing lighthouse@${LIGHTHOUSE_VERSION} into ${dir} (once)`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const installed = spawnSync(
      npm,
      ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
      { stdio: 'inherit' },
    );
    if (installed.status !== 0) throw new Error(`npm install lighthouse@${LIGHTHOUSE_VERSION} failed`);
  }
  const require = createRequire(join(dir, 'package.json'));
  const load = async (name: string) => (await import(pathToFileURL(require.resolve(name)).href)) as Record<string, unknown>;
  const lighthouse = (await load('lighthouse')).default as Lighthouse;
  const chromeLauncher = (await load('chrome-launcher')) as unknown as ChromeLauncher;
  return { lighthouse, chromeLauncher };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * Lighthouse mobile (simulated slow 4G, 4x CPU) on `/` as a visitor: a first
 * visit, then the same page again offline from the installed service worker.
 * Both measure the landing page until the page is loaded and quiet: its HTML
 * and stylesheet, and the entry's few lines. Lighthouse does not interact, and
 * it is done before the app would start on an idle page (src/main.tsx), so the
 * app's own start-up is not in these figures: the bundle section sizes it
 * ("JavaScript the app runs when it starts"). Offline, the largest paint waits
 * for the service worker to start (its script also holds Background Sync's
 * code) and answer the page and the stylesheet from its precache.
 */
export async function lighthouseFigures(
  root: string,
  url: string,
  stopServer: () => Promise<void>,
  report: Report,
  chromiumPath: string,
  chromiumArgs: string[],
) {
  const { lighthouse, chromeLauncher } = await loadLighthouse(root);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  const figures = ({ lhr }: LighthouseResult) =>
    `${Math.round((lhr.categories.performance?.score ?? 0) * 100)} (LCP ${ms(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)}, TBT ${ms(lhr.audits['total-blocking-time']?.numericValue ?? 0)})`;
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const first = await lighthouse(`${url}/`, flags);
    report('start-up', 'Lighthouse mobile performance, first visit of /', figures(first!));
    // The first run installed the service worker. Keep its caches, stop the
    // server, and load again: everything comes from the device, like a phone
    // in flight mode. (Blocking URLs instead would also block what the
    // service worker answers from its cache.)
    await stopServer();
    const repeat = await lighthouse(`${url}/`, { ...flags, disableStorageReset: true });
    report('start-up', 'Lighthouse mobile performance, offline repeat visit (installed)', figures(repeat!));
  } catch (error) {
    report('start-up', 'Lighthouse', `failed: ${(error as Error).message}`);
  } finally {
    chrome.kill();
  }
}
