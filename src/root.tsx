// The app's React tree: rendered by app.tsx, and pre-rendered at `/` into
// index.html by prerender.tsx, so that the two are the same.
import { StrictMode, useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';

export function Root() {
  // Marks the document once the app runs (and, on the landing page, has taken over the pre-rendered page).
  useEffect(() => document.documentElement.setAttribute('data-app', 'running'), []);
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
