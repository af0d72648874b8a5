// The landing page as static HTML, written into index.html at build time by
// scripts/lib/prerender.mjs, which runs this module in Node: a visitor's phone
// paints it before any script has arrived, and the app hydrates it in place
// when it starts (src/main.tsx). It is the app's own tree at `/` on a first
// visit (the frame of root-frame.tsx around the routes of route-table.tsx),
// rendered through react-router's static router in place of the browser's, so
// the markup is exactly what the app renders there.
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LAUNCH_CITIES } from './components/landing';
import { LANDING_END, LANDING_START } from './data/cache/screens';
import { RootFrame } from './root-frame';
import { routes } from './route-table';

/** What the build writes around the landing page in #root: a stored screen replaces what lies between (screens.ts). */
export const landingMarkers = { start: LANDING_START, end: LANDING_END };

/** The cities the headline rotates through on the pre-rendered page (as components/landing.tsx picks them). */
export const rotatingCities: string[] = LAUNCH_CITIES.filter((c) => c.status === 'live').map((c) => c.name);

export async function renderLanding(): Promise<string> {
  const handler = createStaticHandler(routes);
  // The origin is never seen: the page's links are paths.
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`the landing page answered with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  // No hydration data: the page may bring no script (the CSP), and `/` loads no data to hand over.
  const { prelude } = await prerenderToNodeStream(
    <RootFrame>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </RootFrame>,
    { onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw errors[0];
  return html;
}
