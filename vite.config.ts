import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRECACHE } from './scripts/lib/precache.mjs';
import { precompress } from './scripts/lib/precompress.mjs';
import { prerender } from './scripts/lib/prerender.mjs';

const pocketbaseUrl = process.env.POCKETBASE_URL ?? 'http://127.0.0.1:8090';

export default defineConfig({
  resolve: { alias: { '#': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // Our own service worker (src/sw.ts): precache, navigation fallback,
      // image cache and Background Sync of the outbox.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The app registers the worker itself through workbox-window (update prompt).
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // The app shell: scripts, styles, the HTML and the icons. City and place
        // images are cached at run time (and by "Make available offline"); city map
        // archives are megabytes and are stored on demand, never precached.
        globPatterns: [...PRECACHE.globPatterns],
        globIgnores: [...PRECACHE.globIgnores],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
      manifest: false,
    }),
    // The landing page as HTML in index.html: visitors see it before the scripts run.
    prerender(fileURLToPath(new URL('.', import.meta.url))),
    // Brotli and gzip copies of the assets, served by pb_hooks/lib/static.js.
    precompress(),
  ],
  build: {
    target: 'es2022',
    // The bench reads it to measure the first page's critical path.
    manifest: true,
    sourcemap: false,
    // No <link rel=modulepreload> per dependency of a lazy chunk: on a phone-speed start the app's
    // import() and the first route's added some 25 links, and inserting them cost the main thread
    // about 200 ms at 4x CPU (BENCH_TRACE in scripts/bench/cold-start.ts). The app runs from the
    // service worker's cache, where following imports costs a few ms; a first visit loads the app
    // after the landing page is painted and idle.
    modulePreload: false,
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: pocketbaseUrl, changeOrigin: false, ws: false },
      '/_': { target: pocketbaseUrl },
      // City map archives (range requests) come from PocketBase's map folder.
      '/maps': { target: pocketbaseUrl },
    },
  },
});
