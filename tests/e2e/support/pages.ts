// Page models: what a traveller does on each screen, in their words.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { Traveller } from './server';

export async function signIn(page: Page, traveller: Traveller) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Password').fill(traveller.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

/** Waits until the service worker controls the page, so the shell and images are served offline. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** Waits until the device has pulled the signed-in traveller's own rows (their profile) at least once. */
export async function waitForFirstSync(page: Page, userId: string) {
  await expect.poll(() => page.evaluate(async (id) => {
    const open = indexedDB.open('tastemap');
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const found = await new Promise((resolve) => {
      const request = db.transaction('profiles').objectStore('profiles').get(id);
      request.onsuccess = () => resolve(!!request.result);
      request.onerror = () => resolve(false);
    });
    db.close();
    return found;
  }, userId), { timeout: 20_000 }).toBe(true);
}

/**
 * Cuts the network for the pages and for the service worker (context.setOffline
 * alone leaves the worker online; its requests are routed and aborted here).
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**/*');
  await context.setOffline(false);
}
