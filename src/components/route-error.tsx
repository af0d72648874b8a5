// What a screen shows instead of a blank page when it fails: while rendering,
// or when its code cannot be loaded (offline before it was ever opened, or a
// deploy replaced the files it names). The navigation stays usable.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, EmptyState } from './ui';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : '';
  return (
    <main className="mx-auto max-w-xl px-4 py-16" role="alert">
      <EmptyState title="Something went wrong. Please try again.">
        <p className="text-sm text-muted">
          {offline
            ? "You're offline, and this screen has not been opened on this device before."
            : detail || 'This screen could not be shown.'}
        </p>
        <div className="mt-4 flex justify-center gap-2">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Link to="/" className="inline-flex items-center rounded-full border border-app px-4 py-2 text-sm font-semibold">
            Return to Home
          </Link>
        </div>
      </EmptyState>
    </main>
  );
}
