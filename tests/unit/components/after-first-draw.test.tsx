// @vitest-environment jsdom
// The frame's extras (badge news, saving the active city) start once the
// first screen has drawn its content, so that nothing else runs before the
// first cards on a slow phone; a screen that marks nothing still gets them.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('#/components/after-first-draw');
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('after the first draw', () => {
  it('waits for the screen to mark its content drawn, then renders', async () => {
    const { AfterFirstDraw } = await freshModule();
    render(<AfterFirstDraw>badge news</AfterFirstDraw>, { container: document.body.appendChild(document.createElement('div')) });
    expect(screen.queryByText('badge news')).toBeNull();
    const main = document.createElement('main');
    await act(async () => {
      document.getElementById('root')!.appendChild(main);
      await Promise.resolve();
    });
    // A <main> still loading is not drawn.
    expect(screen.queryByText('badge news')).toBeNull();
    await act(async () => {
      main.setAttribute('data-screen-drawn', '');
      await Promise.resolve();
    });
    expect(screen.getByText('badge news')).toBeInTheDocument();
  });

  it('renders anyway once a screen that marks nothing has had its time', async () => {
    const { AfterFirstDraw } = await freshModule();
    render(<AfterFirstDraw>badge news</AfterFirstDraw>);
    expect(screen.queryByText('badge news')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1500);
      await Promise.resolve();
    });
    expect(screen.getByText('badge news')).toBeInTheDocument();
  });

  it('renders at once on later screens of the visit', async () => {
    const { AfterFirstDraw } = await freshModule();
    const first = render(<AfterFirstDraw>first</AfterFirstDraw>);
    await act(async () => {
      vi.advanceTimersByTime(1500);
      await Promise.resolve();
    });
    first.unmount();
    render(<AfterFirstDraw>later</AfterFirstDraw>);
    expect(screen.getByText('later')).toBeInTheDocument();
  });
});
