// Vite plugin: pre-renders the landing page (src/prerender.tsx) into the built
// index.html, so that a first visit paints from the HTML and the stylesheet
// alone instead of waiting for React and the app's scripts.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT_ELEMENT = '<div id="root"></div>';

/** Bundles the pre-render module for Node (packages stay external) and returns its HTML. */
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
    logLevel: 'error',
  });
  const { renderLanding: render } = await import(pathToFileURL(outfile).href);
  return render();
}

export function prerender(root) {
  return {
    name: 'tastemap-prerender',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to pre-render into`);
        const landing = await renderLanding(root);
        return html.replace(ROOT_ELEMENT, `<div id="root"><div data-prerendered>${landing}</div></div>`);
      },
    },
  };
}
