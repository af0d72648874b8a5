// Page models for day plans (issue 34 §2): the "Plan a day" dialog and /plans/{id}.
import type { Locator, Page } from '@playwright/test';

export class PlanDayDialog {
  constructor(readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Plan a day' });
  }

  async open() {
    await this.page.getByRole('button', { name: 'Plan a day' }).click();
  }

  async make({ time, startPlace }: { time?: string; startPlace?: string } = {}) {
    if (time) await this.dialog.getByLabel('Start time').fill(time);
    if (startPlace) await this.dialog.getByLabel('Start place').selectOption({ label: startPlace });
    await this.dialog.getByRole('button', { name: 'Make the plan' }).click();
  }
}

export class DayPlanPage {
  constructor(readonly page: Page) {}

  get stops() {
    return this.page.getByTestId('plan-stop');
  }
  get stopNames() {
    return this.page.getByTestId('plan-stop-name');
  }
  get walks() {
    return this.page.getByTestId('plan-walk');
  }
  get pins() {
    return this.page.getByTestId('plan-stop-pin');
  }
  get shareLink() {
    return this.page.getByTestId('plan-share-link');
  }
  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }
  moveLater(name: string) {
    return this.page.getByRole('button', { name: `Move ${name} later` });
  }
  moveEarlier(name: string) {
    return this.page.getByRole('button', { name: `Move ${name} earlier` });
  }
  dragHandle(name: string) {
    return this.page.getByRole('button', { name: `Drag ${name} to reorder` });
  }

  async names(): Promise<string[]> {
    return this.stopNames.allTextContents();
  }

  /**
   * Drags a stop by its handle with a finger: real touch events through the browser's input
   * pipeline (the touchscreen Playwright offers only taps), moving in steps as a finger does.
   */
  async dragByTouch(handle: Locator, onto: Locator) {
    const from = (await handle.boundingBox())!;
    const to = (await onto.boundingBox())!;
    const x = from.x + from.width / 2;
    const y0 = from.y + from.height / 2;
    const y1 = to.y + to.height * 0.75;
    const cdp = await this.page.context().newCDPSession(this.page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', y0);
    for (let step = 1; step <= 10; step++) await touch('touchMove', y0 + ((y1 - y0) * step) / 10);
    await touch('touchEnd', y1);
    await cdp.detach();
  }
}
