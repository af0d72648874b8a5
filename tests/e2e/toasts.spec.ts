// Toasts (spec §8): a drag of 20 px in an allowed direction swipes one away,
// however slowly it is made; sonner alone would need 45 px or a flick.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { AuthPage, waitForAnimations } from './support/pages';

test('a toast swipes away after a slow 20 px drag', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.goto();
  await auth.openSignIn();
  await auth.submitSignIn(`nobody-${randomBytes(4).toString('hex')}@tastemap.test`, 'wrong-password-1');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email or password' });
  await expect(toast).toBeVisible();
  // It slides in from below: measured mid-slide, the drag would start beside the toast where it comes to rest.
  await waitForAnimations(toast);
  const box = (await toast.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // The pointer stays over the toast, which pauses its timer: only the swipe can close it.
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 11; step++) {
    await page.mouse.move(x - step * 2, y);
    // Slower than a flick (sonner dismisses any drag faster than 0.11 px/ms).
    await page.waitForTimeout(40);
  }
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});
