// Vite plugin: pre-renders the landing page (src/prerender.tsx) into the built
// index.html, so that a first visit paints from the HTML and the stylesheet
// alone, and the app later hydrates that same HTML instead of replacing it.
//
// The page is the app's own route tree rendered at `/` in Node, as a first
// visitor's browser would render it before anything is stored: the markup
// must be exactly what the app renders there, or hydration would fail.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * What differs between Node and the browser, for the pre-render only (the
 * router is react-router's own static router: src/prerender.tsx):
 * - the maps' chunks (components/map/map-view.tsx, and mini-map-view.tsx of a
 *   place page) are left out;
 * - the sync chip (lazily loaded by the layout) shows the device's own state
 *   (online, pending writes), so the pre-render leaves it to the browser:
 *   `browser()` marks its boundary for client rendering, which hydration
 *   accepts without reporting a mismatch.
 */
const inNode = (root) => ({
  name: 'tastemap-prerender-node',
  setup(b) {
    b.onResolve({ filter: /\/sync-status$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: 'sync-status', namespace: 'in-browser' } : undefined,
    );
    // The map (MapLibre, its stylesheet and worker) is never on the landing page, and Node cannot load its CSS.
    b.onResolve({ filter: /\/(mini-)?map-view$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: 'map-view', namespace: 'browser-only' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'browser-only' }, () => ({ contents: 'export default function MapView() { return null; }' }));
    b.onLoad({ filter: /.*/, namespace: 'in-browser' }, () => ({
      contents:
        "import { use } from 'react'; import { browser } from 'react-dom';" +
        "export function SyncIndicator() { use(browser('the sync status is the device’s own')); return null; }",
      resolveDir: root,
    }));
  },
});

/** Bundles the pre-render module for Node (packages stay external) and returns its HTML, rotating cities and markers. */
async function renderLanding(root) {
  // Inside node_modules so that the bundle's bare imports (react, …) resolve.
  const outDir = join(root, 'node_modules', '.cache', 'tastemap-prerender');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, `landing-${Date.now()}.mjs`);
  await build({
    entryPoints: [join(root, 'src', 'prerender.tsx')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    jsx: 'automatic',
    alias: { '#': join(root, 'src') },
    plugins: [inNode(root)],
    // A first visit: nothing in localStorage (no session hint, no theme).
    define: { localStorage: '__firstVisitStorage' },
    banner: { js: 'const __firstVisitStorage = { getItem: () => null, setItem() {}, removeItem() {} };' },
    logLevel: 'error',
  });
  try {
    const { renderLanding: render, rotatingCities, landingMarkers } = await import(pathToFileURL(outfile).href);
    return { html: await render(), cities: rotatingCities, markers: landingMarkers };
  } finally {
    rmSync(outfile, { force: true });
  }
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function prerender(root) {
  return {
    name: 'tastemap-prerender',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to pre-render into`);
        const landing = await renderLanding(root);
        // The CSP allows one inline script (index.html's boot script, by its hash): the page may bring none.
        if (/<script/i.test(landing.html)) throw new Error('the pre-rendered landing page contains a script');
        // The wrapper is the element the app hydrates (React's container, not part of its tree); the
        // entry rotates the headline through data-cities until then (src/landing/rotating-city.ts).
        // The comments around it tell the service worker what a stored screen replaces (src/data/cache/screens.ts).
        const cities = escapeAttribute(landing.cities.join('|'));
        const page = `<div data-prerendered data-cities="${cities}">${landing.html}</div>`;
        // A function, so that no `$&` the page may hold is read as a replacement pattern.
        return html.replace(ROOT_ELEMENT, () => `<div id="root">${landing.markers.start}${page}${landing.markers.end}</div>`);
      },
    },
  };
}
