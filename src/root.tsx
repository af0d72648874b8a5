// The app's React tree: rendered by app.tsx, and pre-rendered at `/` into
// index.html by prerender.tsx, so that the two are the same.
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';

export function Root() {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
