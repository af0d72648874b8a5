// `node scripts/build-maps.mjs [outDir] [--force]`: builds each live city's
// basemap from the seed into outDir (default TASTEMAP_MAP_DIR, else
// <PB_DATA>/maps) as <city>-<version>.pmtiles, and maps.json. `npm start` and
// the test servers do this by themselves; this is for building a folder ahead
// of time. Unchanged maps are left as they are unless --force.
import { resolve } from 'node:path';
import { ensureSeedMaps } from './lib/city-maps.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const outDir = resolve(
  args.find((a) => !a.startsWith('--')) ?? process.env.TASTEMAP_MAP_DIR ?? resolve(process.env.PB_DATA || 'pb_data', 'maps'),
);
const started = Date.now();
const result = ensureSeedMaps(outDir, { force, log: (line) => console.log(line) });
if (result.skipped) console.log(`Maps in ${outDir} are up to date.`);
else
  console.log(
    `Maps written to ${outDir} in ${Date.now() - started} ms${result.kept.length ? ` (kept extracts: ${result.kept.join(', ')})` : ''}.`,
  );
