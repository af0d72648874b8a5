// One small driver per engine, each the engine's own automation protocol:
// Chromium through Playwright (CDP), Firefox through puppeteer-core over
// WebDriver BiDi, WebKitGTK's MiniBrowser through webdriverio over classic
// WebDriver (WebKitWebDriver under Xvfb: the engine has no headless mode and
// no BiDi). The journey (journey.ts) sees only this interface. Paths are
// Debian's, each overridable by an environment variable.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { errorCollectorExpression, policyReporterScript } from './locate';

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** A phone's screen, as the e2e tests use. */
export const VIEWPORT = { width: 390, height: 844 };

export interface EngineDriver {
  engine: Engine;
  version: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn(arg)` in the page and returns its (JSON) result. `fn` must use nothing from outside itself. */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  /** Evaluates a JavaScript expression in the page and returns its (JSON) result. */
  evaluateExpression<R>(expression: string): Promise<R>;
  click(selector: string): Promise<void>;
  /** Replaces the field's value by typing, as a person would. */
  type(selector: string, text: string): Promise<void>;
  /** Console errors and uncaught errors the page reported so far. */
  errors(): string[];
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function chromiumDriver(): Promise<EngineDriver> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await context.addInitScript(policyReporterScript());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  return {
    engine: 'chromium',
    version: browser.version(),
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    evaluate: async (fn, arg) => (await page.evaluate(fn as (a: unknown) => unknown, arg)) as never,
    evaluateExpression: <R>(expression: string) => page.evaluate<R>(expression),
    click: (selector) => page.locator(selector).click(),
    type: async (selector, text) => {
      await page.locator(selector).fill('');
      await page.locator(selector).pressSequentially(text);
    },
    errors: () => errors,
    close: () => browser.close(),
  };
}

/**
 * A virtual X display for the engines that draw on one: WebKitGTK has no headless mode, and headless
 * Firefox has no WebGL here (no GPU), so the map would never draw. Mesa draws WebGL in software on Xvfb.
 */
async function virtualDisplay(): Promise<{ display: string; stop: () => void }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const display = `:${100 + Math.floor(Math.random() * 400)}`;
    const xvfb = spawn(process.env.XVFB_PATH ?? 'Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    // A display number in use makes Xvfb exit at once.
    const exited = await new Promise<boolean>((resolve) => {
      xvfb.once('exit', () => resolve(true));
      setTimeout(() => resolve(false), 500);
    });
    if (!exited) return { display, stop: () => xvfb.kill() };
  }
  throw new Error('Xvfb could not start on any display');
}

async function firefoxDriver(): Promise<EngineDriver> {
  const screen = await virtualDisplay();
  const browser = await puppeteer
    .launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
      headless: false,
      defaultViewport: VIEWPORT,
      env: { ...process.env, DISPLAY: screen.display },
    })
    .catch((error: unknown) => {
      screen.stop();
      throw error;
    });
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(policyReporterScript());
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  return {
    engine: 'firefox',
    version: await browser.version(),
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    evaluate: (fn, arg) => page.evaluate(fn as (a: unknown) => never, arg),
    evaluateExpression: <R>(expression: string) => page.evaluate(expression) as Promise<R>,
    click: (selector) => page.click(selector),
    type: async (selector, text) => {
      // Select what the field holds and delete it with a key, as a person would, then type.
      await page.click(selector);
      await page.$eval(selector, (el) => (el as HTMLInputElement).select?.());
      await page.keyboard.press('Backspace');
      await page.type(selector, text);
    },
    errors: () => errors,
    close: async () => {
      await browser.close();
      screen.stop();
    },
  };
}

async function webkitDriver(): Promise<EngineDriver> {
  const screen = await virtualDisplay();
  const port = await freePort();
  const driverProcess: ChildProcess = spawn(process.env.WEBKIT_WEBDRIVER_PATH ?? 'WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: screen.display },
  });
  const stopChildren = () => {
    driverProcess.kill();
    screen.stop();
  };
  try {
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'warn',
      connectionRetryCount: 20,
      connectionRetryTimeout: 60_000,
      capabilities: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
          // Without --automation the session never starts.
          args: ['--automation'],
        },
        // WebKitWebDriver speaks classic WebDriver only.
        'wdio:enforceWebDriverClassic': true,
      } as WebdriverIO.Capabilities,
    });
    await browser.setWindowSize(VIEWPORT.width, VIEWPORT.height);
    const collected: string[] = [];
    const drain = async () => {
      const found = await browser
        .execute(() => {
          const w = window as unknown as { __xeErrors?: string[] };
          return (w.__xeErrors ?? []).splice(0);
        })
        .catch(() => [] as string[]);
      collected.push(...found);
    };
    // WebDriver classic has no console events: a collector goes into each page after it loads.
    const afterLoad = () => browser.execute(`return ${errorCollectorExpression()};`);
    const version = String((browser.capabilities as { browserVersion?: string }).browserVersion ?? 'WebKitGTK');
    return {
      engine: 'webkit',
      version,
      goto: async (url) => {
        await drain();
        await browser.url(url);
        await afterLoad();
      },
      reload: async () => {
        await drain();
        await browser.refresh();
        await afterLoad();
      },
      evaluate: async (fn, arg) => {
        await afterLoad();
        const execute = browser.execute.bind(browser) as unknown as (script: unknown, arg: unknown) => Promise<unknown>;
        return (await execute(fn, arg)) as never;
      },
      evaluateExpression: async <R>(expression: string): Promise<R> => {
        await afterLoad();
        // What comes back is JSON, as the interface says: no element references.
        const result: unknown = await browser.execute(`return ${expression};`);
        return result as R;
      },
      click: (selector) => browser.$(selector).click(),
      type: async (selector, text) => {
        const field = browser.$(selector);
        await field.click();
        // Select what the field holds and delete it with a key, as a person would, then type.
        await browser.execute((s: string) => document.querySelector<HTMLInputElement>(s)?.select(), selector);
        await browser.keys(['Backspace']);
        if (text) await field.addValue(text);
      },
      errors: () => collected,
      close: async () => {
        await drain();
        await browser.deleteSession().catch(() => undefined);
        stopChildren();
      },
    };
  } catch (error) {
    stopChildren();
    throw error;
  }
}

export function launch(engine: Engine): Promise<EngineDriver> {
  if (engine === 'chromium') return chromiumDriver();
  if (engine === 'firefox') return firefoxDriver();
  return webkitDriver();
}
