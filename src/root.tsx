// The app's React tree in the browser: rendered by app.tsx, and hydrated over
// the landing page that prerender.tsx renders from the same frame and routes.
import { RouterProvider } from 'react-router/dom';
import { RootFrame } from './root-frame';
import { router } from './router';

export function Root() {
  return (
    <RootFrame>
      <RouterProvider router={router} />
    </RootFrame>
  );
}
