// The landing page as static HTML, written into index.html at build time
// (scripts/lib/prerender.mjs): a visitor's phone paints it before any script
// has arrived. The app replaces it on start; index.html's boot script hides it
// when the app will show something else (a signed-in device, another route).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppFrame } from './components/app-frame';
import { LAUNCH_CITIES, Landing } from './components/landing';
import { BASE_TABS, NavBar } from './components/nav-bar';

export function renderLanding(): string {
  return renderToString(
    <MemoryRouter initialEntries={['/']}>
      <AppFrame>
        <Landing cities={LAUNCH_CITIES} />
        <NavBar tabs={BASE_TABS} />
      </AppFrame>
    </MemoryRouter>,
  );
}
