/// <reference path="./types/runtime.ts" />
// Serves the build's precompressed copies (scripts/lib/precompress.mjs) of
// scripts, styles and images to browsers that accept brotli or gzip: the
// first visit downloads a third of the bytes.
// PocketBase loads hook files in no fixed order: explicit priorities (lower
// runs first, all after PocketBase's own middlewares) make security headers
// (10) and the session check (20) come before this (30), which answers without
// passing the request on.
routerUse(
  new Middleware(
    (e) => {
      const served = require(`${__hooks}/lib/static.js`).servePrecompressed(e);
      return served === null ? e.next() : served;
    },
    30,
    'tastemap_static',
  ),
);
