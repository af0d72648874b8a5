// Page models: what a traveller sees and does on each screen, in their words.
// They find elements and act; the specs assert. Waiting is tied to what a
// screen or the device holds (its IndexedDB), never to the time passed.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { Traveller } from './server';

// ---- screens -------------------------------------------------------------------

/** /auth: sign in and sign up. */
export class AuthPage {
  constructor(readonly page: Page) {}

  get email() {
    return this.page.getByLabel('Email');
  }
  /** The sign-in password, or the first password field of the sign-up form. */
  get password() {
    return this.page.getByLabel('Password', { exact: true });
  }
  get confirmPassword() {
    return this.page.getByLabel('Confirm Password');
  }
  get name() {
    return this.page.getByLabel('Name (optional)');
  }
  get signInButton() {
    return this.page.getByRole('button', { name: 'Sign In', exact: true });
  }
  get createAccountButton() {
    return this.page.getByRole('button', { name: 'Create Account' });
  }

  async goto() {
    await this.page.goto('/auth');
  }

  async openSignUp() {
    await this.goto();
    await this.switchTo('Sign Up', this.createAccountButton);
  }

  async openSignIn() {
    await this.switchTo('Sign In', this.signInButton);
  }

  /**
   * The tabs follow the address (?tab=signup), which the router updates a
   * moment after the tap: until the form has switched, typing would fill the
   * other form's fields.
   */
  private async switchTo(name: 'Sign In' | 'Sign Up', submit: Locator) {
    const tab = this.page.getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(submit).toBeVisible();
  }

  /** Fills the sign-in form and sends it (the answer is the spec's to check). */
  async submitSignIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signInButton.click();
  }

  /** Signs in and waits to leave the auth screen. */
  async signIn(traveller: Pick<Traveller, 'email' | 'password'>) {
    await this.goto();
    await this.submitSignIn(traveller.email, traveller.password);
    await this.page.waitForURL((url) => url.pathname !== '/auth');
  }

  /** Asks for a reset link through the Forgot password dialog. */
  async requestPasswordReset(email: string) {
    await this.page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  }

  /** The screen the reset e-mail's link opens. */
  get newPassword() {
    return this.page.getByLabel('New Password');
  }

  /** Fills the new password form of a reset link and sends it. */
  async submitNewPassword(password: string, confirm = password) {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(confirm);
    await this.page.getByRole('button', { name: 'Set New Password' }).click();
  }

  /** Fills the sign-up form and sends it. */
  async submitSignUp(email: string, password: string, confirm = password) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.confirmPassword.fill(confirm);
    await this.createAccountButton.click();
  }
}

/** /onboarding: six steps, the first city chosen on the second. */
export class OnboardingPage {
  constructor(readonly page: Page) {}

  step(n: number) {
    return this.page.getByText(`Step ${n} of 6`);
  }
  city(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  async getStarted() {
    await this.page.getByRole('button', { name: 'Get Started' }).click();
  }

  async continue() {
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  async startExploring() {
    await this.page.getByRole('button', { name: 'Start Exploring' }).click();
  }
}

/** /: the active city's home. */
export class HomePage {
  constructor(readonly page: Page) {}

  get hotPlaces() {
    return this.page.getByTestId('hot-places').getByTestId('place-card');
  }
  get topTastemakers() {
    return this.page.getByTestId('top-tastemakers').getByRole('link');
  }
  cityHeading(city: string) {
    return this.page.getByRole('heading', { name: city, level: 1 });
  }
}

/** /search: the places this traveller may read, searched and filtered. */
export class SearchPage {
  constructor(readonly page: Page) {}

  get searchbox() {
    return this.page.getByRole('searchbox', { name: 'Search places' });
  }
  get resultsCount() {
    return this.page.getByTestId('results-count');
  }
  get cards() {
    return this.page.getByTestId('place-card');
  }
  get cardNames() {
    return this.cards.getByRole('heading', { level: 3 });
  }
  get noResults() {
    return this.page.getByText('No places found. Try adjusting your filters.');
  }
  get subscribePrompt() {
    return this.page.getByText('Subscribe to tastemakers to unlock curated places');
  }
  /** Under a search that found little: the tastemakers whose picks this traveller does not follow yet. */
  get hiddenPlacesNote() {
    return this.page.getByRole('complementary', { name: "More places come with tastemakers you don't follow yet" });
  }
  /** A card's name, exactly. */
  cardNamed(name: string) {
    return this.cards.getByRole('heading', { name, exact: true });
  }
  category(name: string) {
    return this.page.getByRole('group', { name: 'Categories' }).getByRole('button', { name });
  }
  saveButton(card: Locator, placeName: string) {
    return card.getByRole('button', { name: `Save ${placeName}` });
  }

  async goto() {
    await this.page.goto('/search');
  }

  /** Searches and returns the names found, once the first card shows. */
  async search(query: string): Promise<string[]> {
    await this.searchbox.fill(query);
    await expect(this.cardNames.first()).toBeVisible();
    return this.cardNames.allTextContents();
  }

  /** Opens the first place found for `query`. */
  async open(query: string) {
    await this.searchbox.fill(query);
    await this.cards.first().getByRole('link', { name: 'View Details' }).click();
  }

  async nameOf(card: Locator): Promise<string> {
    return (await card.getByRole('heading').textContent())!;
  }
}

/** /place/:id: a place, saved, reviewed and put in collections. */
export class PlacePage {
  constructor(readonly page: Page) {}

  heading(name: string) {
    return this.page.getByRole('heading', { name, level: 1 });
  }
  get sharedNote() {
    return this.page.getByTestId('shared-place-note');
  }
  get submitReviewButton() {
    return this.page.getByRole('button', { name: 'Submit Review' });
  }

  async save(name: string) {
    await this.page.getByRole('button', { name: `Save ${name}` }).click();
  }

  async rate(stars: number) {
    await this.page.getByRole('button', { name: `${stars} stars` }).click();
  }

  async writeReview(comment: string) {
    await this.page.getByLabel('Your review').fill(comment);
  }

  async submitReview() {
    await this.submitReviewButton.click();
  }

  /** The editors' score, with where it comes from. */
  get editorsScore() {
    return this.page.getByTestId('place-ratings').getByTestId('editors-score');
  }
  /** What travellers make of the place: their average and how many reviewed it, or 'No reviews yet'. */
  get travellersRating() {
    return this.page.getByTestId('travellers-rating');
  }
  /** The signed-in traveller's own review, with its Edit and Delete. */
  get ownReview() {
    return this.page.getByTestId('own-review');
  }
  get editReviewButton() {
    return this.ownReview.getByRole('button', { name: 'Edit your review' });
  }
  get deleteReviewButton() {
    return this.ownReview.getByRole('button', { name: 'Delete your review' });
  }

  /** Opens the own review in the form, changes it and saves it. */
  async editReview(stars: number, comment: string) {
    await this.editReviewButton.click();
    const form = this.page.getByRole('form', { name: 'Edit your review' });
    await form.getByRole('button', { name: `${stars} stars` }).click();
    await form.getByLabel('Your review').fill(comment);
    await form.getByRole('button', { name: 'Save changes' }).click();
  }

  /** Deletes the own review, through its confirming step. */
  async deleteReview() {
    await this.deleteReviewButton.click();
    await this.page.getByRole('dialog', { name: 'Delete your review?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  }

  /** Opens 'Add to a collection' and creates a new collection with the place in it. */
  async addToNewCollection(placeName: string, collectionName: string) {
    await this.page
      .getByRole('button', { name: `Add ${placeName} to a collection` })
      .first()
      .click();
    await this.page.getByLabel('Collection name').fill(collectionName);
    await this.page.getByRole('button', { name: 'Create and add' }).click();
  }
}

/** /collections and a collection's own page. */
export class CollectionsPage {
  constructor(readonly page: Page) {}

  get list() {
    return this.page.getByTestId('collections');
  }
  get createButton() {
    return this.page.getByRole('button', { name: 'Create Collection' });
  }
  get publicSwitch() {
    return this.page.getByRole('switch', { name: 'Public' });
  }
  get deleteButton() {
    return this.page.getByRole('button', { name: 'Delete collection' });
  }
  get placeCards() {
    return this.page.getByTestId('place-card');
  }
  heading(name: string) {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  async goto() {
    await this.page.goto('/collections');
  }

  async openNewCollection() {
    await this.page.getByRole('button', { name: 'New Collection' }).click();
  }

  async fillName(name: string) {
    await this.page.getByLabel('Name').fill(name);
  }

  async open(name: string) {
    await this.page.getByRole('link', { name: new RegExp(name) }).click();
  }
}

/** /chat: the local guide and the other guides this traveller follows. */
export class ChatPage {
  constructor(readonly page: Page) {}

  get suggestionGroup() {
    return this.page.getByRole('group', { name: 'Suggested questions' });
  }
  get suggestions() {
    return this.suggestionGroup.getByRole('button');
  }
  get guides() {
    return this.page.getByRole('group', { name: 'Choose your guide' }).getByRole('button');
  }
  get greeting() {
    return this.page.getByTestId('chat-greeting');
  }
  get question() {
    return this.page.getByLabel('Ask the guide');
  }
  get sendButton() {
    return this.page.getByRole('button', { name: 'Send' });
  }
  get answers() {
    return this.page.getByTestId('chat-assistant');
  }
  get questions() {
    return this.page.getByTestId('chat-user');
  }
  get typing() {
    return this.page.getByRole('status', { name: 'The guide is typing' });
  }
  suggestion(name: string) {
    return this.suggestionGroup.getByRole('button', { name });
  }
  placesIn(answer: Locator) {
    return answer.getByTestId('chat-place');
  }

  async goto() {
    await this.page.goto('/chat');
  }

  async ask(question: string) {
    await this.question.fill(question);
    await this.sendButton.click();
  }
}

/** /profile, with its settings drawer. */
export class ProfilePage {
  constructor(readonly page: Page) {}

  get savedPlaces() {
    return this.page.getByTestId('saved-places');
  }
  get pendingWrites() {
    return this.page.getByTestId('pending-writes');
  }
  get connectionState() {
    return this.page.getByTestId('connection-state');
  }
  get storageStatus() {
    return this.page.getByTestId('storage-status');
  }
  get roleBadge() {
    return this.page.getByTestId('role-badge');
  }
  get uiMode() {
    return this.page.getByTestId('ui-mode');
  }
  /** The line under the mode's label saying what it is. */
  get uiModeNote() {
    return this.page.getByTestId('ui-mode-note');
  }
  get vibeProfilesNote() {
    return this.page.getByTestId('vibe-profiles-note');
  }
  /** The Saved tile: it opens the saved places. */
  get savedTile() {
    return this.page.getByTestId('stat-saved');
  }
  get savedSection() {
    return this.page.getByRole('region', { name: 'Saved places' });
  }
  get citiesStat() {
    return this.page.getByTestId('stat-cities');
  }
  get becomeTastemakerButton() {
    return this.page.getByRole('button', { name: 'Become a Tastemaker' });
  }
  heading(name: string) {
    return this.page.getByRole('heading', { name });
  }
  badge(name: string) {
    return this.page.getByLabel(`${name} (earned)`);
  }
  /** Badges earned since the last visit: one notice near the top. */
  get newBadgesNotice() {
    return this.page.getByTestId('new-badges');
  }
  get badgesSection() {
    return this.page.getByRole('region', { name: 'Your Badges' });
  }
  get newBadgeMarks() {
    return this.badgesSection.getByTestId('badge-new');
  }

  async goto() {
    await this.page.goto('/profile');
  }

  async openSettings() {
    await this.page.getByRole('button', { name: 'Settings' }).click();
    return new SettingsDrawer(this.page);
  }

  async signOut() {
    const settings = await this.openSettings();
    await settings.signOut();
  }

  async createVibeProfile(name: string) {
    await this.page.getByLabel('New vibe profile name').fill(name);
    await this.page.getByRole('button', { name: 'Create' }).click();
  }
}

/** The settings drawer of the profile: account, users (admins) and vibes. */
export class SettingsDrawer {
  constructor(readonly page: Page) {}

  get userSearch() {
    return this.page.getByLabel('Search users');
  }
  get userResults() {
    return this.page.getByTestId('user-results');
  }
  get similarVibes() {
    return this.page.getByTestId('similar-vibes');
  }
  roleToggle(role: string, userName: string) {
    return this.userResults.getByLabel(`${role} role for ${userName}`);
  }

  async tab(name: 'Users' | 'Vibes') {
    await this.page.getByRole('tab', { name }).click();
  }

  get signOutButton() {
    return this.page.getByRole('button', { name: 'Sign Out' });
  }
  /** Reset profile's own section: what it deletes and keeps, and its button. */
  get resetSection() {
    return this.page.getByRole('region', { name: 'Start over' });
  }
  get resetButton() {
    return this.resetSection.getByRole('button', { name: 'Reset profile' });
  }
  get resetDialog() {
    return this.page.getByRole('dialog', { name: 'Reset your profile?' });
  }
  /** The Vibes tab's line saying what vibes are. */
  get vibesNote() {
    return this.page.getByTestId('vibes-note');
  }

  async signOut() {
    await this.signOutButton.click();
  }

  /** Download my data: resolves with the file the browser saved. */
  async downloadMyData() {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Download my data' }).click();
    return download;
  }

  /** Delete account's confirmation. */
  get deleteAccountDialog() {
    return this.page.getByRole('dialog', { name: 'Delete your account?' });
  }

  /** Opens Delete account's confirmation and returns it. */
  async openDeleteAccount() {
    await this.page.getByRole('button', { name: 'Delete account' }).click();
    await expect(this.deleteAccountDialog).toBeVisible();
    return this.deleteAccountDialog;
  }

  /** Fills the vibe form and submits it. */
  async proposeVibe(name: string, description?: string) {
    await this.page.getByLabel('Vibe name').fill(name);
    if (description !== undefined) await this.page.getByLabel('Description').fill(description);
    await this.page.getByRole('button', { name: 'Submit for approval' }).click();
  }

  async approveVibe(name: string) {
    await this.page.getByRole('button', { name: `Approve ${name}` }).click();
  }

  /** Users tab: tastemakers who made themselves one and wait for an admin. */
  get pendingTastemakers() {
    return this.page.getByTestId('pending-tastemaker');
  }
  pendingTastemaker(name: string) {
    return this.pendingTastemakers.filter({ hasText: name });
  }

  async approveTastemaker(name: string) {
    await this.page.getByRole('button', { name: `Approve ${name}` }).click();
  }
}

/** /tastemakers: discover and filter tastemakers. */
export class TastemakersPage {
  constructor(readonly page: Page) {}

  get cards() {
    return this.page.getByTestId('tastemaker-card');
  }
  get count() {
    return this.page.getByTestId('stat-count');
  }
  get city() {
    return this.page.getByLabel('City');
  }
  get searchbox() {
    return this.page.getByRole('searchbox', { name: 'Search tastemakers' });
  }

  async goto() {
    await this.page.goto('/tastemakers');
  }
}

/** /tastemaker/:slug: a tastemaker's profile, subscribing, signature vibes. */
export class TastemakerPage {
  constructor(readonly page: Page) {}

  get subscribeButton() {
    return this.page.getByRole('button', { name: 'Subscribe', exact: true });
  }
  get signatureVibes() {
    return this.page.getByRole('region', { name: 'Signature Vibes' }).getByRole('button');
  }
  subscribeDialog(tastemakerName: string) {
    return this.page.getByRole('dialog', { name: `Subscribe to ${tastemakerName}` });
  }

  async goto(slug: string) {
    await this.page.goto(`/tastemaker/${slug}`);
  }

  /** Opens the subscribe dialog; returns it. */
  async openSubscribe(tastemakerName: string) {
    await this.subscribeButton.click();
    return this.subscribeDialog(tastemakerName);
  }

  /** Subscribes through the dialog's (mock) payment. */
  async subscribe(tastemakerName: string) {
    const dialog = await this.openSubscribe(tastemakerName);
    await dialog.getByRole('button', { name: 'Subscribe Now' }).click();
  }
}

/** /my-subscriptions (the traveller's) and /subscriptions (the overview). */
export class SubscriptionsPage {
  constructor(readonly page: Page) {}

  row(tastemakerName: string) {
    return this.page.getByTestId('subscription-row').filter({ hasText: tastemakerName });
  }
  badge(tastemakerName: string) {
    return this.row(tastemakerName).getByTestId('subscription-badge');
  }

  async gotoMine() {
    await this.page.goto('/my-subscriptions');
  }

  async gotoOverview() {
    await this.page.goto('/subscriptions');
  }

  async tab(name: RegExp) {
    await this.page.getByRole('tab', { name }).click();
  }

  async unsubscribe(tastemakerName: string) {
    await this.row(tastemakerName).getByRole('button', { name: 'Unsubscribe' }).click();
  }

  async reactivate(tastemakerName: string) {
    await this.row(tastemakerName).getByRole('button', { name: 'Reactivate' }).click();
  }
}

/** /explorer: cities to unlock, through the unlock dialog. */
export class ExplorerPage {
  constructor(readonly page: Page) {}

  get unlockButtons() {
    return this.page.getByRole('button', { name: 'Unlock for $6.99' });
  }
  unlockDialog(city: string) {
    return this.page.getByRole('dialog', { name: `Unlock ${city}` });
  }

  async goto() {
    await this.page.goto('/explorer');
  }
}

/** /tastemaker-dashboard: a tastemaker curates their places. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  card(name: 'revenue' | 'rating' | 'places') {
    return this.page.getByTestId(`card-${name}`);
  }

  /** Where a self-made tastemaker stands with the admins' review ('Awaiting approval', 'Not approved'). */
  get reviewStatus() {
    return this.page.getByTestId('review-status');
  }
  curatedPlace(name: string) {
    return this.page.getByTestId('curated-place').filter({ hasText: name });
  }

  async addPlace(query: string, note: string) {
    await this.page.getByLabel(/Find a place in/).fill(query);
    await this.page.getByRole('button', { name: 'Add', exact: true }).first().click();
    await this.page.getByLabel('Short note (optional)').fill(note);
    await this.page.getByRole('button', { name: 'Add place' }).click();
  }

  /** Opens "Can't find it? Add a new place" and returns the form. */
  async openNewPlace() {
    await this.page.getByRole('button', { name: 'Add a new place' }).click();
    return this.page.getByRole('form', { name: /^New place in / });
  }
}

/** The main navigation. */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The Profile tab, whatever news it carries ('Profile, 2 new badges'). */
export function profileTab(page: Page) {
  return mainNav(page).getByRole('link', { name: /^Profile\b/ });
}

/** Signs in as `traveller` and waits to leave the auth screen. */
export async function signIn(page: Page, traveller: Pick<Traveller, 'email' | 'password'>) {
  await new AuthPage(page).signIn(traveller);
}

/** The toast titled exactly `title`. */
function toastTitled(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: new RegExp(`^${title}$`) }) });
}

/** The toast a save from a heart shows: 'Saved', the place's name under it. */
export function savedToast(page: Page, placeName: string) {
  return toastTitled(page, 'Saved').filter({ has: page.locator('[data-description]', { hasText: placeName }) });
}

// ---- the device ----------------------------------------------------------------

/**
 * Waits until a toast has closed by itself. The pointer moves off it first:
 * sonner keeps every toast open while one is hovered, and a test's next
 * click on what the toast covers would hover it for good.
 */
export async function waitForToastToClose(page: Page, text: string) {
  const height = page.viewportSize()?.height ?? 600;
  await page.mouse.move(1, height - 1);
  await expect(page.getByText(text)).toBeHidden({ timeout: 15_000 });
}

/**
 * Waits until nothing in `element` or below it moves: a toast sliding in is
 * not yet where it comes to rest, and one fading in has not its colours yet.
 * A toast that moves again (another arrived) starts a new animation, so this
 * looks again until none runs. A cancelled animation rejects `finished`; it
 * runs no more, which is what this waits for.
 */
export async function waitForAnimations(element: Locator) {
  await element.evaluate(async (root) => {
    for (;;) {
      const running = root
        .getAnimations({ subtree: true })
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** Rows of a table on the device; the catalog's collections count the rows inside their chunk records (src/data/catalog). */
export async function deviceCount(page: Page, table: string): Promise<number> {
  return page.evaluate(async (name) => {
    const open = indexedDB.open('tastemap');
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
    });
    try {
      if (!db.objectStoreNames.contains(name) && db.objectStoreNames.contains('catalog')) {
        const range = IDBKeyRange.bound(`${name}/`, `${name}/\uffff`);
        return await new Promise<number>((resolve) => {
          const request = db.transaction('catalog').objectStore('catalog').getAll(range);
          request.onsuccess = () =>
            resolve(
              (request.result as Array<{ rows: string | object }>).reduce(
                (n, chunk) => n + Object.keys(typeof chunk.rows === 'string' ? (JSON.parse(chunk.rows) as object) : chunk.rows).length,
                0,
              ),
            );
          request.onerror = () => resolve(0);
        });
      }
      if (!db.objectStoreNames.contains(name)) return 0;
      return await new Promise<number>((resolve) => {
        const request = db.transaction(name).objectStore(name).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(0);
      });
    } finally {
      db.close();
    }
  }, table);
}

/** Waits until the device has stored `count` rows of `table`: what a screen then counts has arrived. */
export async function waitForDeviceRows(page: Page, table: string, count: number) {
  await expect.poll(() => deviceCount(page, table), { timeout: 30_000, message: `${table} on the device` }).toBe(count);
}

/** Waits until the device has no writes left to send: nothing more will reach the server from it. */
export async function waitForEmptyOutbox(page: Page) {
  await expect.poll(() => deviceCount(page, 'outbox'), { timeout: 30_000, message: 'writes waiting on the device' }).toBe(0);
}

/** Waits until the service worker controls the page, so the shell and images are served offline. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** Signs `traveller` in on a device that then installs the service worker and finishes its first sync, and opens /search. */
export async function installedOnSearch(page: Page, traveller: Pick<Traveller, 'id' | 'email' | 'password'>): Promise<SearchPage> {
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  const search = new SearchPage(page);
  await search.goto();
  return search;
}

/** Waits until the device has pulled the signed-in traveller's own rows (their profile) at least once. */
export async function waitForFirstSync(page: Page, userId: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (id) => {
          const open = indexedDB.open('tastemap');
          const db: IDBDatabase = await new Promise((resolve, reject) => {
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
          });
          const found = await new Promise((resolve) => {
            if (!db.objectStoreNames.contains('profiles')) return resolve(false);
            const request = db.transaction('profiles').objectStore('profiles').get(id);
            request.onsuccess = () => resolve(!!request.result);
            request.onerror = () => resolve(false);
          });
          db.close();
          return found;
        }, userId),
      { timeout: 20_000 },
    )
    .toBe(true);
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
