/// <reference path="../pb_data/types.d.ts" />
// Serves the build's precompressed copies (scripts/lib/precompress.mjs) of
// scripts, styles and images to browsers that accept brotli or gzip: the
// first visit downloads a third of the bytes.
routerUse((e) => {
  const served = require(`${__hooks}/lib/static.js`).servePrecompressed(e);
  return served === null ? e.next() : served;
});
