// The journey's page model: what a traveller does and sees, in words of the
// screen (roles, names, labels, text), on any engine's driver. Every wait is
// tied to the state it asserts, with a deadline and a message saying what
// never came.
import type { EngineDriver } from './drivers';
import { locateExpression, type Target } from './locate';

const DEFAULT_TIMEOUT_MS = 20_000;
const POLL_MS = 150;
/** How long nothing new may load before a page counts as quiet. */
const QUIET_MS = 500;

const describe = (target: Target) => JSON.stringify(target);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class EnginePage {
  private marks = 0;

  constructor(
    readonly driver: EngineDriver,
    readonly baseUrl: string,
  ) {}

  /** Opens a path with a full page load, and waits for the app to have taken over the page. */
  async goto(path: string) {
    await this.quiet();
    await this.driver.goto(`${this.baseUrl}${path}`);
    await this.appReady();
  }

  async reload() {
    await this.quiet();
    await this.driver.reload();
    await this.appReady();
  }

  /**
   * Waits until the page has fetched nothing new for a moment: leaving while it still loads (a lazy
   * chunk, an icon) cancels those loads, which Firefox reports as errors of the service worker's.
   */
  private async quiet() {
    let last = -1;
    let stableSince = Date.now();
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (Date.now() > deadline) {
        if (process.env.ENGINES_TRACE) console.log(`  … never quiet (${last} resources)`);
        return;
      }
      const count = await this.driver.evaluate(() => performance.getEntriesByType('resource').length, null).catch(() => -2);
      if (count !== last) {
        last = count;
        stableSince = Date.now();
      } else if (Date.now() - stableSince >= QUIET_MS) {
        if (process.env.ENGINES_TRACE) console.log(`  … quiet at ${count} resources`);
        return;
      }
      await sleep(POLL_MS);
    }
  }

  /**
   * The app's own screen is up (a <main> in #root, the stored screen gone). Leaving a page before that
   * aborts the loading of the app's modules, which engines report as errors.
   */
  appReady() {
    return this.until(
      'the app to take over the page',
      () => !!document.querySelector('#root main') && !document.querySelector('[data-screen-snapshot]'),
      null,
      60_000,
    );
  }

  /** Polls `fn(arg)` in the page until it returns something truthy; returns that. */
  until<A, R>(label: string, fn: (arg: A) => R, arg: A, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<NonNullable<R>> {
    return this.poll(label, () => this.driver.evaluate(fn, arg), timeoutMs);
  }

  /** Polls `read` until it gives something truthy; ENGINES_TRACE=1 prints how long each wait took. */
  private async poll<R>(label: string, read: () => Promise<R>, timeoutMs: number): Promise<NonNullable<R>> {
    const started = Date.now();
    let last: unknown;
    for (;;) {
      try {
        const value = await read();
        if (value) {
          if (process.env.ENGINES_TRACE) console.log(`  … ${label}: ${Date.now() - started} ms`);
          return value;
        }
        last = value;
      } catch (error) {
        // A page navigating or not loaded yet.
        last = error;
      }
      if (Date.now() - started > timeoutMs) {
        throw new Error(`${this.driver.engine}: ${label} did not happen within ${timeoutMs} ms (last: ${String(last)})`);
      }
      await sleep(POLL_MS);
    }
  }

  /** A selector for the first visible element matching the target, once there is one. */
  async find(target: Target, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<string> {
    this.marks += 1;
    const expression = locateExpression(target, `m${this.marks}`);
    return this.poll(`${describe(target)} to show`, () => this.driver.evaluateExpression<string>(expression), timeoutMs);
  }

  /** A traveller's tap: the element brought to the middle of the screen first, out from under the fixed bottom bar. */
  async tap(target: Target, timeoutMs?: number) {
    await this.tapSelector(await this.find(target, timeoutMs));
  }

  async tapSelector(selector: string) {
    await this.driver.evaluate((s: string) => document.querySelector(s)?.scrollIntoView({ block: 'center', inline: 'center' }), selector);
    await this.driver.click(selector);
  }

  async fill(target: Target, text: string) {
    await this.driver.type(await this.find(target), text);
  }

  /** Waits until the text shows somewhere on the screen. */
  see(text: string, timeoutMs?: number) {
    return this.find({ text }, timeoutMs);
  }

  /** The text content of the target. */
  async textOf(target: Target): Promise<string> {
    const selector = await this.find(target);
    return this.driver.evaluate((s: string) => (document.querySelector(s)?.textContent ?? '').trim(), selector);
  }

  count(testId: string): Promise<number> {
    return this.driver.evaluate((id: string) => document.querySelectorAll(`[data-testid="${id}"]`).length, testId);
  }

  path(): Promise<string> {
    return this.driver.evaluate(() => location.pathname, null);
  }
}
