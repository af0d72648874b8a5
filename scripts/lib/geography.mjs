// The cities' public geography (src/domain/geography.ts, with the stations and
// landmarks of src/domain/landmarks.ts) for the scripts that draw maps: Node
// runs no TypeScript, so the module is compiled here with esbuild (a few
// milliseconds) and evaluated. GEOGRAPHY_CODE is what was compiled: the built
// maps depend on it, so it goes into their hash.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const compiled = buildSync({
  entryPoints: [join(root, 'src', 'domain', 'geography.ts')],
  bundle: true,
  format: 'cjs',
  platform: 'neutral',
  target: 'es2022',
  write: false,
  logLevel: 'silent',
});

/** The compiled module's source. */
export const GEOGRAPHY_CODE = compiled.outputFiles[0].text;

/** @type {{ exports: Record<string, unknown> }} */
const loaded = { exports: {} };
// Our own module, compiled from the repository a line above: nothing from outside is evaluated.
new Function('module', 'exports', GEOGRAPHY_CODE)(loaded, loaded.exports);

/**
 * @typedef {{ name: string, local?: string, latitude: number, longitude: number }} District
 * @typedef {{ name: string, latitude: number, longitude: number }} LabelPoint
 * @typedef {{ bounds: [number, number, number, number], districts: District[], stations: LabelPoint[],
 *   landmarks: LabelPoint[], neighbourhoods: LabelPoint[] }} PublicGeography
 */

/** @type {(city: { slug: string, latitude: number, longitude: number }) => PublicGeography} */
export const publicGeography = /** @type {any} */ (loaded.exports.publicGeography);
