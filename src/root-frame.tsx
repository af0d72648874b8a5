// What the app's React tree holds around its router, in the browser (root.tsx,
// around the browser's router) and in the pre-render of `/` (prerender.tsx,
// around react-router's static router): one frame for both, so the pre-rendered
// page is exactly what the browser then hydrates.
import { StrictMode, useEffect, type ReactNode } from 'react';

export function RootFrame({ children }: { children: ReactNode }) {
  // Marks the document once the app runs (and, on the landing page, has taken over the pre-rendered page).
  useEffect(() => document.documentElement.setAttribute('data-app', 'running'), []);
  return <StrictMode>{children}</StrictMode>;
}
