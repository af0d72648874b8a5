// @vitest-environment jsdom
// Toasts that report a failure look like errors, not like good news; one shows
// at a time, at the foot of the screen (above the bottom bar, issue 30); any
// toast goes at a 20 px swipe down or sideways, however slowly it is made (spec §8).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { AppToaster } from '#/components/app-toaster';

/** The toaster on a screen of the app (Home unless told). */
const renderToaster = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppToaster />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the toasts', () => {
  it('show an error in the error style and a success in the success style', async () => {
    renderToaster();
    act(() => {
      toast.error('Failed to submit review');
      toast.success('Review posted');
    });
    const error = (await screen.findByText('Failed to submit review')).closest('[data-sonner-toast]')!;
    const success = (await screen.findByText('Review posted')).closest('[data-sonner-toast]')!;
    expect(error).toHaveAttribute('data-type', 'error');
    expect(success).toHaveAttribute('data-type', 'success');
    // richColors: each type is drawn in its own colours.
    expect(error).toHaveAttribute('data-rich-colors', 'true');
  });

  it('show one at a time, the newest, at the foot of the screen', async () => {
    renderToaster();
    act(() => {
      toast('Saved');
      toast('Added to Rainy day');
    });
    const older = (await screen.findByText('Saved')).closest('[data-sonner-toast]')!;
    const newest = (await screen.findByText('Added to Rainy day')).closest('[data-sonner-toast]')!;
    expect(newest).toHaveAttribute('data-visible', 'true');
    expect(older).toHaveAttribute('data-visible', 'false');
    expect(newest).toHaveAttribute('data-y-position', 'bottom');
  });

  it('show at the top during onboarding, whose one action sits at the foot of the screen', async () => {
    renderToaster('/onboarding');
    act(() => {
      toast.success('Welcome aboard');
    });
    const shown = (await screen.findByText('Welcome aboard')).closest('[data-sonner-toast]')!;
    expect(shown).toHaveAttribute('data-y-position', 'top');
  });
});

describe('a swipe on a toast', () => {
  // sonner holds the pointer on the toast it is dragged by; jsdom has no pointer capture.
  beforeAll(() => {
    HTMLElement.prototype.setPointerCapture = () => undefined;
  });
  afterAll(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).setPointerCapture;
  });

  /** Shows a toast and drags it by (dx, dy) over a whole second: far slower than the flick sonner takes at any length. */
  async function drag(title: string, dx: number, dy: number): Promise<Element> {
    const user = userEvent.setup();
    renderToaster();
    // No timer: only the swipe can close it.
    act(() => void toast(title, { duration: Infinity }));
    const shown = (await screen.findByText(title)).closest('[data-sonner-toast]')!;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const at = (step: number) => ({ target: shown, coords: { clientX: 100 + (dx * step) / 10, clientY: 50 + (dy * step) / 10 } });
    await user.pointer([{ keys: '[MouseLeft>]', ...at(0) }, ...Array.from({ length: 10 }, (_, step) => at(step + 1))]);
    vi.setSystemTime(1000);
    await user.pointer({ keys: '[/MouseLeft]', ...at(10) });
    return shown;
  }

  it('of 20 px sideways or down closes it', async () => {
    for (const [dx, dy] of [
      [-20, 0],
      [21, 0],
      [0, 20],
    ] as const) {
      const shown = await drag(`Swiped by ${dx},${dy}`, dx, dy);
      await waitFor(() => expect(shown).toHaveAttribute('data-removed', 'true'));
      cleanup();
    }
  });

  it('shorter than 20 px, or up, leaves it', async () => {
    for (const [dx, dy] of [
      [-15, 0],
      [0, -30],
    ] as const) {
      const shown = await drag(`Dragged by ${dx},${dy}`, dx, dy);
      // The swipe hook decides in a timer set at pointerup: one set now runs after it, and act draws what it did.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(shown).toHaveAttribute('data-removed', 'false');
      cleanup();
    }
  });
});
