// @vitest-environment jsdom
// The Add to Home Screen tip as Safari on an iPhone shows it: the two steps and
// why, dismissed for good with one tap, the browser asked to keep the data; and
// nothing, never asking, in a browser without navigator.standalone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';

async function renderTip() {
  const { HomeScreenTip } = await import('#/components/home-screen-tip');
  return render(<HomeScreenTip />);
}

describe('the Add to Home Screen tip', () => {
  let persist: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
    persist = vi.fn(() => Promise.resolve(true));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the steps and why in Safari, asks to keep the data, and stays dismissed', async () => {
    vi.stubGlobal('navigator', { ...navigator, standalone: false, storage: { persist } });
    const user = userEvent.setup();
    await renderTip();
    expect(screen.getByRole('heading', { name: 'Add Tastemap to your Home Screen' })).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Share');
    expect(steps[1]).toHaveTextContent('Add to Home Screen');
    expect(screen.getByText(/deletes a website’s stored data after seven days without a visit/)).toBeInTheDocument();
    expect(persist).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('home-screen-tip')).not.toBeInTheDocument();

    cleanup();
    vi.resetModules();
    await renderTip();
    expect(screen.queryByTestId('home-screen-tip')).not.toBeInTheDocument();
  });

  it('asks to keep the data in the Home Screen app, without showing the tip', async () => {
    vi.stubGlobal('navigator', { ...navigator, standalone: true, storage: { persist } });
    await renderTip();
    expect(screen.queryByTestId('home-screen-tip')).not.toBeInTheDocument();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('neither shows nor asks in a browser without navigator.standalone', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: { persist } });
    await renderTip();
    expect(screen.queryByTestId('home-screen-tip')).not.toBeInTheDocument();
    expect(persist).not.toHaveBeenCalled();
  });

  it('shows without throwing where the browser has no Storage API', async () => {
    vi.stubGlobal('navigator', { ...navigator, standalone: false, storage: undefined });
    await renderTip();
    expect(screen.getByTestId('home-screen-tip')).toBeInTheDocument();
  });
});
