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

test('follows the newest answer unless the traveller scrolled up, and the input never covers the conversation', async ({ page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  const chat = new ChatPage(page);
  await chat.goto();

  /** Where the conversation's box, its newest answer, the input and the bottom bar are, and what is at the answer's middle. */
  const layout = () =>
    page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const scroller = document.querySelector<HTMLElement>('[data-testid="chat-scroller"]')!;
      const list = scroller.getBoundingClientRect();
      const answers = document.querySelectorAll('[data-testid="chat-assistant"] > div');
      const answer = answers[answers.length - 1]?.getBoundingClientRect();
      // The middle of what shows of the answer (a long one is taller than the box).
      const shown = answer && (Math.max(answer.top, list.top) + Math.min(answer.bottom, list.bottom)) / 2;
      const hit = answer && document.elementFromPoint(answer.left + answer.width / 2, shown!);
      return {
        list: list.toJSON() as DOMRect,
        overflows: scroller.scrollHeight > scroller.clientHeight,
        atEnd: scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= 1,
        scrollTop: scroller.scrollTop,
        answer: answer?.toJSON() as DOMRect | undefined,
        answerOnTop: !!hit?.closest('[data-testid="chat-assistant"]'),
        input: box('form:has(#chat-input)').toJSON() as DOMRect,
        bar: box('nav[aria-label="Main"]').toJSON() as DOMRect,
        screenBottom: window.visualViewport?.height ?? window.innerHeight,
      };
    });
  /**
   * The conversation shows its end: the newest answer's end in the conversation's box, nothing over
   * it; the input sits under the box, above the bar.
   */
  const expectNewestInView = async () => {
    const now = await layout();
    expect(now.answer).toBeDefined();
    expect(now.atEnd).toBe(true);
    expect(now.answer!.bottom).toBeLessThanOrEqual(now.list.bottom + 1);
    expect(now.answer!.bottom).toBeGreaterThan(now.list.top);
    expect(now.answerOnTop).toBe(true);
    expect(now.list.bottom).toBeLessThanOrEqual(now.input.top);
    expect(now.input.bottom).toBeLessThanOrEqual(Math.min(now.bar.top, now.screenBottom));
  };
  /** Scrolls the conversation as a reader would, once the page has seen the scroll. */
  const scrollConversation = (to: 'top' | 'end') =>
    page.getByTestId('chat-scroller').evaluate(
      (element, where) =>
        new Promise<void>((resolve) => {
          element.addEventListener('scroll', () => resolve(), { once: true });
          element.scrollTop = where === 'top' ? 0 : element.scrollHeight;
        }),
      to,
    );
  /** Two frames: whatever the last change set off (a resize observed, a scroll) has run. */
  const settle = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  // Enough turns to fill the screen: each answer shows as it arrives.
  const questions = ['cozy cafe for working', 'korean bbq for dinner', 'late night noodles'];
  for (const [i, question] of questions.entries()) {
    await chat.ask(question);
    await expect(chat.answers).toHaveCount(i + 1);
    await settle();
    await expectNewestInView();
  }
  expect((await layout()).overflows).toBe(true);

  // Scrolled up to read: an answer arriving leaves the reader where they are.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/app/chat', async (route) => {
    await held;
    await route.continue();
  });
  await chat.ask('rooftop bar in Gangnam');
  await expect(chat.typing).toBeVisible();
  // The question itself shows once it is stored, a moment after the typing dots on a loaded machine,
  // and a question appearing brings the conversation to its end: scroll up only once it is there.
  await expect(chat.questions).toHaveCount(4);
  await settle();
  await scrollConversation('top');
  release();
  await expect(chat.answers).toHaveCount(4);
  await settle();
  expect((await layout()).scrollTop).toBe(0);
  await page.unroute('**/api/app/chat');

  // Back at the end, it follows again; with less room (the keyboard up), the end and the input stay in view.
  await scrollConversation('end');
  await page.setViewportSize({ width: 390, height: 560 });
  await settle();
  await expectNewestInView();
  await chat.ask('hidden gems in Itaewon');
  await expect(chat.answers).toHaveCount(5);
  await settle();
  await expectNewestInView();
});

test('a signed-out visitor is sent to sign in', async ({ page }) => {
  await new ChatPage(page).goto();
  await expect(page).toHaveURL(/\/auth$/);
});
