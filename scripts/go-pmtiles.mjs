// `node scripts/go-pmtiles.mjs`: finds or builds the pinned go-pmtiles CLI
// (lib/go-pmtiles.mjs) and prints its path. .ci/run builds it beside
// PocketBase, before the tests that extract a city's map need it.
import { ensureGoPmtiles } from './lib/go-pmtiles.mjs';

const bin = await ensureGoPmtiles({ log: (line) => console.error(line) });
console.log(bin);
