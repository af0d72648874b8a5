// Walks screens of the app and checks on each the rules every screen keeps on
// a phone (screen-rules.ts), as soft assertions: one run lists every screen's
// violations. Each screen is photographed (CSS pixels, PNG) into the test's
// output folder, and the violations found are written there as JSON.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { MIN_TARGET, RULES, screenViolations, type RuleOptions, type Violations } from './screen-rules';
import { waitForAnimations } from './pages';

const fileName = (screen: string) =>
  screen
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export class RulesWalk {
  /** Violations by screen, in the order visited. */
  readonly found: Record<string, Violations> = {};

  constructor(readonly page: Page) {}

  /** Opens `path` and checks it once `ready` shows. */
  async visit(path: string, ready: Locator, options: Partial<RuleOptions> & { screen?: string } = {}) {
    // Within the running app the router moves there (as a tap on a link would), without reloading the app each time.
    const inApp = await this.page.evaluate((to) => {
      if (document.documentElement.dataset.app !== 'running') return false;
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
      return true;
    }, path);
    if (!inApp) await this.page.goto(path);
    await expect(this.page).toHaveURL((url) => url.pathname === path.split('?')[0]);
    await this.check(options.screen ?? path, ready, options);
  }

  /** Checks the screen as it is, once `ready` shows and nothing on it still loads or moves. */
  async check(screen: string, ready: Locator, options: Partial<RuleOptions> = {}) {
    await expect(ready).toBeVisible();
    await this.settle();
    await this.page.screenshot({ path: test.info().outputPath(`${fileName(screen)}.png`), scale: 'css' });
    this.record(screen, await this.page.evaluate(screenViolations, { toast: false, noBack: false, ...options, minTarget: MIN_TARGET }));
  }

  /**
   * Checks what the toast titled `title` covers, held open (sonner pauses while the pointer is over a toast) once it
   * has come to rest.
   */
  async checkToast(screen: string, title: string) {
    const toast = this.page.locator('[data-sonner-toast]').filter({ hasText: title });
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await toast.hover({ force: true });
    await waitForAnimations(this.page.locator('[data-sonner-toaster]'));
    await this.page.screenshot({ path: test.info().outputPath(`${fileName(screen)}-toast.png`), scale: 'css' });
    this.record(
      `${screen} (toast "${title}")`,
      await this.page.evaluate(screenViolations, { toast: true, noBack: true, minTarget: MIN_TARGET }),
    );
    await this.page.mouse.move(1, 1);
  }

  /** Writes what was found to the test's output folder: `rule-violations.json`, and counts per rule. */
  save() {
    const counts = Object.fromEntries(RULES.map((rule) => [rule, Object.values(this.found).reduce((n, v) => n + v[rule].length, 0)]));
    writeFileSync(test.info().outputPath('rule-violations.json'), JSON.stringify({ counts, screens: this.found }, null, 2));
    return counts;
  }

  private async settle() {
    // A stored screen drawn over the page goes once the live one has its content; a spinner means not yet.
    await expect(this.page.locator('[data-screen-snapshot], [data-loading]')).toHaveCount(0);
    await this.page.evaluate(() => document.fonts.ready.then(() => undefined));
    await waitForAnimations(this.page.locator('body'));
  }

  private record(screen: string, violations: Violations) {
    this.found[screen] = violations;
    for (const rule of RULES) expect.soft(violations[rule], `${rule}: ${screen}`).toEqual([]);
  }
}
