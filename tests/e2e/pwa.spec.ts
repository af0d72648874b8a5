// The installable app: Chromium's own installability check, the manifest as
// the browser parsed it, and Background Sync flushing the outbox from the
// service worker while no page of the app is open.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { BACKGROUND_SYNC_TAG } from '../../src/data/sync/background';
import { adminClient, createTraveller, eventually } from './support/server';
import { goOffline, goOnline, waitForServiceWorker, installedOnSearch, savedToast } from './support/pages';

test('passes Chromium’s installability check with a complete manifest', async ({ browserName }, testInfo) => {
  // Chromium never offers to install from an incognito profile, which every
  // Playwright context is: this test uses a real (persistent) profile.
  expect(browserName).toBe('chromium');
  const profileDir = mkdtempSync(join(tmpdir(), 'tastemap-profile-'));
  const { launchOptions, baseURL } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profileDir, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data!);
    expect(parsed).toMatchObject({
      name: expect.stringContaining('Tastemap'),
      short_name: 'Tastemap',
      display: 'standalone',
      theme_color: '#0b0b12',
    });
    expect(parsed.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}/${i.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192/any', '512x512/any', '512x512/maskable']),
    );
    expect(parsed.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/search', '/chat', '/profile#saved']);
    for (const icon of parsed.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
});

test('flushes offline writes through Background Sync with no page open', async ({ browser, context, page }) => {
  const traveller = await createTraveller();
  const search = await installedOnSearch(page, traveller);
  await goOffline(context);
  const card = search.cards.nth(1);
  const placeName = await search.nameOf(card);
  await search.saveButton(card, placeName).click();
  await expect(savedToast(page, placeName)).toBeVisible();
  const origin = new URL(page.url()).origin;

  // Leave the app: only a blank page stays open, then the network comes back.
  const blank = await context.newPage();
  await page.close();
  await goOnline(context);

  // Chromium fires 'sync' when connectivity returns; tests cannot toggle the
  // real network, so they fire it the way DevTools does.
  const cdp = await context.newCDPSession(blank);
  await cdp.send('ServiceWorker.enable');
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: BACKGROUND_SYNC_TAG, lastChance: false });

  const admin = await adminClient();
  await eventually(async () => {
    const saved = await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"`, expand: 'place' });
    return saved.length === 1 && saved[0]!.expand?.place.name === placeName;
  });
  expect(browser.contexts()).toContain(context);
  expect(context.pages().map((p) => p.url())).toEqual(['about:blank']);
});
