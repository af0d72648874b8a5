// The local guide in Chromium: a suggested prompt answered by the server's
// guide, and a free question answered on the device when offline; place
// cards both times; the conversation stays on the device.
import { expect, test } from '@playwright/test';
import { createTraveller } from './support/server';
import { goOffline, signIn, waitForFirstSync, waitForServiceWorker } from './support/pages';

test('answers a suggested prompt online and a free question offline, with places', async ({ context, page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Seoul Local Guide' })).toBeVisible();
  await expect(page.getByTestId('chat-greeting')).toContainText('your Seoul local guide');
  const suggestions = page.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
  await expect(suggestions).toHaveText(['Rooftop bar in Gangnam', 'Cozy cafe for working', 'Date tonight', 'Hidden gems in Itaewon']);
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

  await suggestions.first().click();
  const firstAnswer = page.getByTestId('chat-assistant').first();
  await expect(firstAnswer).toContainText('1.');
  await expect(firstAnswer.getByTestId('chat-place')).not.toHaveCount(0);
  await expect(firstAnswer).not.toContainText('Offline answer');
  await expect(page.getByRole('group', { name: 'Suggested questions' })).toHaveCount(0);

  await goOffline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await page.getByLabel('Ask the guide').fill('somewhere cheap for street food in Jongno');
  await page.getByRole('button', { name: 'Send' }).click();
  const offlineAnswer = page.getByTestId('chat-assistant').nth(1);
  await expect(offlineAnswer).toContainText('Offline answer');
  await expect(offlineAnswer.getByTestId('chat-place')).not.toHaveCount(0);

  // The conversation is kept on the device, offline too.
  await page.reload();
  await expect(page.getByTestId('chat-user')).toHaveCount(2);
  await expect(page.getByTestId('chat-assistant')).toHaveCount(2);
});

test('a signed-out visitor is sent to sign in', async ({ page }) => {
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/auth$/);
});
