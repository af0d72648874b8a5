import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

export function Component() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="text-xl text-muted">Oops! Page not found</p>
      <Link to="/" className="inline-flex min-h-11 items-center text-brand underline underline-offset-4 hover:opacity-80">
        Return to Home
      </Link>
    </main>
  );
}
