// @vitest-environment jsdom
// The app's toasts (src/toast.ts) without sonner on the app's start: a toast
// asked for before sonner has loaded waits for it and then shows, in order,
// with its options; once loaded, toasts go straight to sonner.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

type Sonner = typeof import('sonner');

/** sonner, as src/toast.ts imports it, held back until `load()`; the real one either way. */
async function heldBackSonner() {
  const real = await vi.importActual<Sonner>('sonner');
  let load!: () => void;
  const loaded = new Promise<void>((resolve) => (load = resolve));
  const imports = vi.fn();
  vi.resetModules();
  vi.doMock('sonner', async () => {
    imports();
    await loaded;
    return real;
  });
  const { toast } = await import('#/toast');
  return { real, load, toast, imports };
}

afterEach(() => {
  cleanup();
  vi.doUnmock('sonner');
});

describe('a toast', () => {
  it('asked for before sonner has loaded shows once it has, in order, with its options', async () => {
    const { real, load, toast, imports } = await heldBackSonner();
    const onClick = vi.fn();
    toast.success('Saved', { description: 'Onion Seongsu' });
    toast.error('Could not save', { duration: Infinity, action: { label: 'Retry', onClick } });
    toast('Added to Rainy day');
    await Promise.resolve();
    expect(real.toast.getToasts()).toHaveLength(0);

    render(<real.Toaster visibleToasts={3} />);
    await act(async () => {
      load();
      await vi.waitFor(() => expect(real.toast.getToasts()).toHaveLength(3));
    });
    // One import, however many toasts waited for it.
    expect(imports).toHaveBeenCalledTimes(1);
    expect(real.toast.getToasts().map((t) => ('title' in t ? t.title : ''))).toEqual(['Saved', 'Could not save', 'Added to Rainy day']);
    const saved = (await screen.findByText('Saved')).closest('[data-sonner-toast]')!;
    expect(saved).toHaveAttribute('data-type', 'success');
    expect(saved).toHaveTextContent('Onion Seongsu');
    const failed = (await screen.findByText('Could not save')).closest('[data-sonner-toast]')!;
    expect(failed).toHaveAttribute('data-type', 'error');
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(onClick).toHaveBeenCalledTimes(1);
    await screen.findByText('Added to Rainy day');
    act(() => void real.toast.dismiss());
  });

  it('asked for once sonner has loaded goes to it at once', async () => {
    const { real, load, toast } = await heldBackSonner();
    load();
    toast.info('First');
    await vi.waitFor(() => expect(real.toast.getToasts()).toHaveLength(1));
    toast.warning('Second');
    // Synchronously: no wait for a module this time.
    expect(real.toast.getToasts().map((t) => ('title' in t ? t.title : ''))).toEqual(['First', 'Second']);
    act(() => void real.toast.dismiss());
  });
});
