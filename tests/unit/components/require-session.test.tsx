// @vitest-environment jsdom
// The one session gate: screens that need a signed-in user send a visitor to
// /auth, render nothing while the stored session is read, and show the
// screen to a signed-in user.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RequireSession } from '#/components/require-session';
import { useSessionStore } from '#/stores/session';

function app() {
  return render(
    <MemoryRouter initialEntries={['/search']}>
      <Routes>
        <Route path="/auth" element={<p>Sign in please</p>} />
        <Route element={<RequireSession />}>
          <Route path="/search" element={<p>Search screen</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  useSessionStore.setState({ ready: true, userId: '' });
});

describe('the session gate', () => {
  it('denies a visitor and sends them to sign in', () => {
    useSessionStore.setState({ ready: true, userId: '' });
    app();
    expect(screen.getByText('Sign in please')).toBeInTheDocument();
  });

  it('shows nothing while the stored session is being read', () => {
    useSessionStore.setState({ ready: false, userId: '' });
    const { container } = app();
    expect(container).toBeEmptyDOMElement();
  });

  it('allows a signed-in user through', () => {
    useSessionStore.setState({ ready: true, userId: 'user00000000001' });
    app();
    expect(screen.getByText('Search screen')).toBeInTheDocument();
  });
});
