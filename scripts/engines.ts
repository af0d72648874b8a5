// `npm run test:engines`: the traveller's offline journey (tests/engines/
// journey.ts) in the three engines travellers use, one after the other:
// Chromium (Playwright), Firefox ESR (puppeteer-core over WebDriver BiDi) and
// WebKitGTK's MiniBrowser (webdriverio over classic WebDriver, under Xvfb),
// the engine family of every iPhone browser. Each engine gets a fresh server
// it can stop and start. Prints a table of each step's result and time.
//
//   ENGINES=firefox,webkit   only those engines (default: all three)
//   SKIP_BUILD=1             reuse dist/
//   ENGINES_TRACE=1          print how long each wait of the journey took
//   FIREFOX_PATH, WEBKIT_WEBDRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH, CHROMIUM_PATH
//                            the browsers, when not Debian's
import PocketBase from 'pocketbase';
import { launch, type Engine } from '../tests/engines/drivers';
import { runJourney, type StepResult } from '../tests/engines/journey';
import { buildApp, startTestServer } from './lib/test-server.mjs';

const ALL: Engine[] = ['chromium', 'firefox', 'webkit'];
const engines = (process.env.ENGINES ?? ALL.join(','))
  .split(',')
  .map((e) => e.trim())
  .filter((e): e is Engine => (ALL as string[]).includes(e));

if (!buildApp()) process.exit(1);

const tables: Array<{ engine: string; version: string; results: StepResult[] }> = [];
let failures = 0;
for (const engine of engines) {
  const server = await startTestServer({ prefix: `tastemap-${engine}-` });
  let admin: Promise<PocketBase> | undefined;
  const journeyServer = {
    url: server.url,
    admin: () =>
      (admin ??= (async () => {
        const pb = new PocketBase(server.url);
        pb.autoCancellation(false);
        await pb.collection('_superusers').authWithPassword(server.superuserEmail, server.superuserPassword);
        return pb;
      })()),
    stop: server.stop,
    start: server.start,
  };
  let version = '';
  let results: StepResult[];
  try {
    const driver = await launch(engine);
    version = driver.version;
    try {
      results = await runJourney(driver, journeyServer);
    } finally {
      await driver.close().catch(() => undefined);
    }
  } catch (error) {
    results = [{ step: 'start the browser', ok: false, ms: 0, detail: String((error as Error).message ?? error).split('\n')[0]! }];
  }
  if (results.some((r) => !r.ok)) {
    failures += 1;
    console.error(server.output().split('\n').slice(-20).join('\n'));
  }
  tables.push({ engine, version, results });
  await server.dispose();
  printTable(tables.at(-1)!);
}

function printTable({ engine, version, results }: (typeof tables)[number]) {
  const width = Math.max(...results.map((r) => r.step.length));
  console.log(`\n${engine} (${version})`);
  for (const r of results) {
    const mark = r.ok ? 'ok  ' : r.detail === 'not run' ? '-   ' : 'FAIL';
    console.log(`  ${mark} ${r.step.padEnd(width)} ${String(r.ms).padStart(6)} ms  ${r.detail}`);
  }
  const total = results.reduce((sum, r) => sum + r.ms, 0);
  console.log(`  ${''.padEnd(4)} ${'total'.padEnd(width)} ${String(total).padStart(6)} ms`);
}

process.exit(failures ? 1 : 0);
