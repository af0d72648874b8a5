// The local guide in Chromium: a suggested prompt answered by the server's
// guide, and a free question answered on the device when offline; place
// cards both times; the conversation stays on the device.
import { expect, test } from '@playwright/test';
import PocketBase from 'pocketbase';
import { baseURL, createTraveller } from './support/server';
import { ChatPage, goOffline, signIn, waitForFirstSync, waitForServiceWorker } from './support/pages';

test('answers a suggested prompt online and a free question offline, with places', async ({ context, page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  const chat = new ChatPage(page);
  await chat.goto();
  await expect(page.getByRole('heading', { name: 'Seoul Local Guide' })).toBeVisible();
  await expect(chat.greeting).toContainText('your Seoul local guide');
  await expect(chat.suggestions).toHaveText(['Rooftop bar in Gangnam', 'Cozy cafe for working', 'Date tonight', 'Hidden gems in Itaewon']);
  await expect(chat.sendButton).toBeDisabled();

  await chat.suggestions.first().click();
  const firstAnswer = chat.answers.first();
  await expect(firstAnswer).toContainText('1.');
  await expect(chat.placesIn(firstAnswer)).not.toHaveCount(0);
  await expect(firstAnswer).not.toContainText('Offline answer');
  await expect(chat.suggestionGroup).toHaveCount(0);

  await goOffline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await chat.ask('somewhere cheap for street food in Jongno');
  const offlineAnswer = chat.answers.nth(1);
  await expect(offlineAnswer).toContainText('Offline answer');
  await expect(chat.placesIn(offlineAnswer)).not.toHaveCount(0);

  // The conversation is kept on the device, offline too.
  await page.reload();
  await expect(chat.questions).toHaveCount(2);
  await expect(chat.answers).toHaveCount(2);
});

test('each guide keeps its own conversation; a refused question stays with the pending state cleared', async ({ page }) => {
  // It asks the server a minute's worth of questions (each a full recommendation) before the refused one:
  // on a loaded 2-core machine that alone has taken half a minute.
  test.slow();
  const traveller = await createTraveller({ followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const chat = new ChatPage(page);
  await chat.goto();
  const guides = chat.guides;
  await expect(guides).not.toHaveCount(1);
  await expect(guides.first()).toHaveAttribute('aria-pressed', 'true');
  await chat.suggestion('Cozy cafe for working').click();
  await expect(chat.placesIn(chat.answers)).not.toHaveCount(0);

  // Another guide starts from its own greeting, with the suggestions back.
  const other = guides.nth(1);
  const otherName = (await other.locator('span > span').first().textContent())!;
  await other.click();
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  await expect(chat.greeting).toContainText(`${otherName} here`);
  await expect(chat.questions).toHaveCount(0);
  await expect(chat.suggestionGroup).toBeVisible();

  // Back to the local guide: that conversation is still there.
  await guides.first().click();
  await expect(chat.questions).toHaveText(['Cozy cafe for working']);

  // Spend the rest of this minute's questions from another client, then ask here.
  const pb = new PocketBase(baseURL);
  await pb.collection('users').authWithPassword(traveller.email, traveller.password);
  const seoul = await pb.collection('cities').getFirstListItem('slug = "seoul"');
  for (let refused = false; !refused;) {
    refused = await pb.send('/api/app/chat', { method: 'POST', body: { query: 'coffee', cityId: seoul.id } }).then(
      () => false,
      (e) => e.status === 429,
    );
  }
  await chat.ask('late night noodles');
  await expect(page.getByText('Too many requests')).toBeVisible();
  await expect(page.getByText('Please wait a moment and try again.')).toBeVisible();
  await expect(chat.questions).toHaveText(['Cozy cafe for working', 'late night noodles']);
  await expect(chat.answers).toHaveCount(1);
  await expect(chat.typing).toHaveCount(0);
  await expect(chat.question).toBeEnabled();
});

test('a signed-out visitor is sent to sign in', async ({ page }) => {
  await new ChatPage(page).goto();
  await expect(page).toHaveURL(/\/auth$/);
});
