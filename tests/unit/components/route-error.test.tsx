// @vitest-environment jsdom
// A screen that fails shows the spec's error inside the layout, so the
// navigation stays usable, instead of a blank page; a screen whose code
// cannot be fetched offline says so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteError } from '#/components/route-error';

function Broken(): never {
  throw new Error('render failed');
}

function app(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav>Bottom navigation</nav>
            <Outlet />
          </>
        ),
        errorElement: <RouteError />,
        HydrateFallback: () => null,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { path: '/', element: <p>Home screen</p> },
              { path: '/broken', Component: Broken },
              { path: '/never-opened', lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a failing screen', () => {
  it('shows the error inside the layout with a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    app('/broken');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Bottom navigation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('says when its code was never downloaded and the device is offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    app('/never-opened');
    expect(await screen.findByText("You're offline, and this screen has not been opened on this device before.")).toBeInTheDocument();
    expect(screen.getByText('Bottom navigation')).toBeInTheDocument();
  });
});
