// What the service worker precaches (vite.config.ts hands it to
// vite-plugin-pwa): the app shell, that is scripts, styles, the HTML, the web
// manifest and the icons. Never the generated artwork or a map archive: city
// and place pictures are cached at run time (and by 'Make available
// offline'), archives are megabytes stored on demand, and a list every
// visitor downloads must not name anything of a city's guide.
export const PRECACHE = {
  globPatterns: ['**/*.{js,css,html,webmanifest}', 'icons/*.{png,svg}', 'images/placeholder*.svg'],
  globIgnores: ['**/node_modules/**/*', '**/*.pmtiles', 'images/generated/**/*'],
};
