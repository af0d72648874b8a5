// Toasts that report a failure look like errors, not like good news.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { AppToaster } from '#/components/app-toaster';

afterEach(cleanup);

describe('the toasts', () => {
  it('show an error in the error style and a success in the success style', async () => {
    render(<AppToaster />);
    act(() => {
      toast.error('Failed to submit review');
      toast.success('Review posted');
    });
    const error = (await screen.findByText('Failed to submit review')).closest('[data-sonner-toast]')!;
    const success = (await screen.findByText('Review posted')).closest('[data-sonner-toast]')!;
    expect(error.getAttribute('data-type')).toBe('error');
    expect(success.getAttribute('data-type')).toBe('success');
    // richColors: each type is drawn in its own colours.
    expect(error.getAttribute('data-rich-colors')).toBe('true');
  });
});
