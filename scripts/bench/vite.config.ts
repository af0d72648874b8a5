// Builds the device benchmark page (browser.html) with the app's modules.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/bench/',
  resolve: { alias: { '#': fileURLToPath(new URL('../../src', import.meta.url)) } },
  build: {
    minify: process.env.BENCH_MINIFY !== '0',
    outDir: process.env.BENCH_OUT_DIR ?? 'dist-bench',
    emptyOutDir: true,
    rollupOptions: { input: 'browser.html' },
  },
  logLevel: 'warn',
});
