// @vitest-environment jsdom
// When the Add to Home Screen tip shows (src/domain/install.ts), and how the
// device reads what the browser says and remembers a dismissal (src/stores/home-screen-tip.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asksToKeepDataAtStart, showsHomeScreenTip, type InstallSignals } from '#/domain/install';

const safari: InstallSignals = { standalone: false, installPrompt: false, dismissed: false };

describe('the Add to Home Screen tip', () => {
  it('shows in Safari on iPhone and iPad when the app is not installed', () => {
    expect(showsHomeScreenTip(safari)).toBe(true);
  });

  it('hides in the app opened from the Home Screen', () => {
    expect(showsHomeScreenTip({ ...safari, standalone: true })).toBe(false);
  });

  it('hides in browsers without navigator.standalone (Chromium, Firefox, desktop Safari)', () => {
    expect(showsHomeScreenTip({ ...safari, standalone: undefined })).toBe(false);
  });

  it('hides when the browser offers installation itself', () => {
    expect(showsHomeScreenTip({ ...safari, installPrompt: true })).toBe(false);
  });

  it('hides once dismissed', () => {
    expect(showsHomeScreenTip({ ...safari, dismissed: true })).toBe(false);
  });
});

describe('asking to keep the data at start', () => {
  it('asks on iPhone and iPad, in Safari and in the Home Screen app, where persist() exists', () => {
    expect(asksToKeepDataAtStart({ standalone: false, canPersist: true })).toBe(true);
    expect(asksToKeepDataAtStart({ standalone: true, canPersist: true })).toBe(true);
  });

  it('does not ask where persist() is missing', () => {
    expect(asksToKeepDataAtStart({ standalone: false, canPersist: false })).toBe(false);
  });

  it('leaves other browsers to ask when the traveller acts (they may prompt)', () => {
    expect(asksToKeepDataAtStart({ standalone: undefined, canPersist: true })).toBe(false);
  });
});

describe('the tip on this device', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const load = () => import('#/stores/home-screen-tip');

  it('reads navigator.standalone by feature, and nothing where the browser lacks it', async () => {
    const { navigatorStandalone } = await load();
    expect(navigatorStandalone()).toBeUndefined();
    vi.stubGlobal('navigator', { ...navigator, standalone: false });
    expect(navigatorStandalone()).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, standalone: true });
    expect(navigatorStandalone()).toBe(true);
  });

  it('remembers a dismissal across starts', async () => {
    vi.stubGlobal('navigator', { ...navigator, standalone: false });
    const first = await load();
    expect(showsHomeScreenTip(first.useHomeScreenTipStore.getState())).toBe(true);
    first.useHomeScreenTipStore.getState().dismiss();
    expect(showsHomeScreenTip(first.useHomeScreenTipStore.getState())).toBe(false);

    vi.resetModules();
    const next = await load();
    expect(next.useHomeScreenTipStore.getState().dismissed).toBe(true);
    expect(showsHomeScreenTip(next.useHomeScreenTipStore.getState())).toBe(false);
  });

  it('hides the tip once the browser fires beforeinstallprompt', async () => {
    vi.stubGlobal('navigator', { ...navigator, standalone: false });
    const { useHomeScreenTipStore } = await load();
    window.dispatchEvent(new Event('beforeinstallprompt'));
    expect(useHomeScreenTipStore.getState().installPrompt).toBe(true);
    expect(showsHomeScreenTip(useHomeScreenTipStore.getState())).toBe(false);
  });
});
