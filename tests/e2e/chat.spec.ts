// The local guide in Chromium: a suggested prompt answered by the server's
// guide, and a free question answered on the device when offline; place
// cards both times; the conversation stays on the device.
import { expect, test } from '@playwright/test';
import PocketBase from 'pocketbase';
import { baseURL, createTraveller } from './support/server';
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

test('each guide keeps its own conversation; a refused question stays with the pending state cleared', async ({ page }) => {
  const traveller = await createTraveller({ followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  await page.goto('/chat');
  const guides = page.getByRole('group', { name: 'Choose your guide' }).getByRole('button');
  await expect(guides).not.toHaveCount(1);
  await expect(guides.first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('group', { name: 'Suggested questions' }).getByRole('button', { name: 'Cozy cafe for working' }).click();
  await expect(page.getByTestId('chat-assistant').getByTestId('chat-place')).not.toHaveCount(0);

  // Another guide starts from its own greeting, with the suggestions back.
  const other = guides.nth(1);
  const otherName = (await other.locator('span > span').first().textContent())!;
  await other.click();
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('chat-greeting')).toContainText(`${otherName} here`);
  await expect(page.getByTestId('chat-user')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Suggested questions' })).toBeVisible();

  // Back to the local guide: that conversation is still there.
  await guides.first().click();
  await expect(page.getByTestId('chat-user')).toHaveText(['Cozy cafe for working']);

  // Spend the rest of this minute's questions from another client, then ask here.
  const pb = new PocketBase(baseURL);
  await pb.collection('users').authWithPassword(traveller.email, traveller.password);
  const seoul = await pb.collection('cities').getFirstListItem('slug = "seoul"');
  for (let refused = false; !refused;) {
    refused = await pb.send('/api/app/chat', { method: 'POST', body: { query: 'coffee', cityId: seoul.id } }).then(() => false, (e) => e.status === 429);
  }
  await page.getByLabel('Ask the guide').fill('late night noodles');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Too many requests')).toBeVisible();
  await expect(page.getByText('Please wait a moment and try again.')).toBeVisible();
  await expect(page.getByTestId('chat-user')).toHaveText(['Cozy cafe for working', 'late night noodles']);
  await expect(page.getByTestId('chat-assistant')).toHaveCount(1);
  await expect(page.getByRole('status', { name: 'The guide is typing' })).toHaveCount(0);
  await expect(page.getByLabel('Ask the guide')).toBeEnabled();
});

test('a signed-out visitor is sent to sign in', async ({ page }) => {
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/auth$/);
});
