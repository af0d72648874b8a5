// The built app served by PocketBase: the landing page, the 404 page, the
// security headers and every seeded image, in headless Chromium.
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminClient } from './support/server';

test('shows the landing page to a signed-out visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Currently in Beta', { exact: true })).toBeVisible();
  await expect(page.getByText('Join the First Wave')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('BETA');
});

test('shows the 404 page for an unknown path and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/no/such/place');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(errors.some((e) => e.includes('/no/such/place'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
});

test('serves the app with a strict Content-Security-Policy and security headers', async ({ request }) => {
  for (const path of ['/', '/search', '/manifest.webmanifest']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
  // The one inline script (the boot script) runs because the policy names its hash.
  const shell = await request.get('/');
  const csp = shell.headers()['content-security-policy'] ?? '';
  const inline = [...(await shell.text()).matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(1);
  expect(csp).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
});

test.describe('before any script has run', () => {
  // Nothing but the HTML, the stylesheet and the inline boot script.
  test.beforeEach(async ({ context }) => {
    await context.route(/\.m?js(\?|$)/, (route) => route.abort());
  });

  test('a visitor already sees the landing page, pre-rendered into the HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('like a local');
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('BETA');
  });

  test('a signed-in device, or any other route, never flashes the landing page', async ({ context, page }) => {
    await page.goto('/search');
    await expect(page.locator('[data-prerendered]')).toBeAttached();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeHidden();

    await context.addInitScript(() => {
      localStorage.setItem('tastemap.hasSession', '1');
      localStorage.setItem('tastemap.theme', 'light');
    });
    await page.goto('/');
    await expect(page.locator('[data-prerendered]')).toBeAttached();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeHidden();
    // The remembered light theme applies before the first paint too.
    await expect(page.locator('html')).toHaveClass('light');
  });
});

test('serves every image the seed records point to', async ({ request }) => {
  const images = new Set<string>();
  let records = 0;
  // Places and events are closed to the record API (the access policy): read them as the server holds them.
  const headers = { Authorization: (await adminClient()).authStore.token };
  for (const collection of ['cities', 'places', 'tastemakers', 'events']) {
    for (let page = 1; ; page++) {
      const body = await (
        await request.get(`/api/collections/${collection}/records?perPage=500&page=${page}&fields=image`, { headers })
      ).json();
      for (const item of body.items) {
        records += 1;
        expect(item.image, collection).toBeTruthy();
        images.add(item.image);
      }
      if (page >= body.totalPages) break;
    }
  }
  // Places and events share a few pictures per category (named by nothing of theirs); cities and tastemakers have their own.
  expect(records).toBeGreaterThan(250);
  expect(images.size).toBeGreaterThan(40);
  for (const image of images) {
    expect(image.startsWith('/images/'), image).toBe(true);
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toContain('image/svg+xml');
  }
});

test('serves scripts, styles and the worker compressed, identical to the uncompressed files', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  // The page links its script and its stylesheet: both must be among the files checked.
  expect(assets.some((path) => path.endsWith('.js'))).toBe(true);
  expect(assets.some((path) => path.endsWith('.css'))).toBe(true);
  const paths = ['/', '/search', '/sw.js', '/manifest.webmanifest', ...assets];
  const compressedPaths: string[] = [];
  const TYPES: Array<[RegExp, string]> = [
    [/\.webmanifest$/, 'application/manifest+json'],
    [/\.js$/, 'text/javascript'],
    [/\.css$/, 'text/css'],
    [/^\/[a-z]*$/, 'text/html'],
  ];
  for (const path of paths) {
    const type = TYPES.find(([pattern]) => pattern.test(path))![1];
    const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
    // The same type whichever copy is sent: a manifest sent as text/plain is no manifest.
    for (const encoding of ['identity', 'br', 'gzip']) {
      const variant = await request.get(path, { headers: { 'Accept-Encoding': encoding } });
      expect(variant.headers()['content-type'], `${path} (${encoding})`).toContain(type);
    }
    // Files under 1 KB gain nothing from compression and are sent as they are.
    if ((await plain.body()).length < 1024) continue;
    compressedPaths.push(path);
    for (const encoding of ['br', 'gzip']) {
      const compressed = await request.get(path, { headers: { 'Accept-Encoding': encoding } });
      expect(compressed.headers()['content-encoding'], path).toBe(encoding);
      expect(compressed.headers()['content-security-policy'], path).toContain("script-src 'self'");
      expect((await compressed.body()).equals(await plain.body()), `${path} (${encoding})`).toBe(true);
    }
  }
  // The worker and the app's script and stylesheet are far over 1 KB: each went through the checks above.
  expect(compressedPaths).toEqual(expect.arrayContaining(['/sw.js', ...assets.filter((path) => /\.(js|css)$/.test(path))]));
});
