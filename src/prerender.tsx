// The landing page as static HTML, written into index.html at build time by
// scripts/lib/prerender.mjs, which runs this module in Node: a visitor's phone
// paints it before any script has arrived, and the app hydrates it in place
// when it starts (src/main.tsx). It is the app's own tree (src/root.tsx) at
// `/` on a first visit, so the markup is exactly what the app renders there.
import { prerenderToNodeStream } from 'react-dom/static';
import { LAUNCH_CITIES } from './components/landing';
import { Root } from './root';

/** The cities the headline rotates through on the pre-rendered page (as components/landing.tsx picks them). */
export const rotatingCities: string[] = LAUNCH_CITIES.filter((c) => c.status === 'live').map((c) => c.name);

export async function renderLanding(): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<Root />, { onError: (error) => void errors.push(error) });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw errors[0];
  return html;
}
