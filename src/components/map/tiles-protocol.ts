// What every MapLibre map of the app shares, set up once when the first map
// loads (this module is in the maps' chunk, never on a list screen's path):
// MapLibre's worker, built from our own origin so the CSP's worker-src 'self'
// holds, and one PMTiles reader for every archive. Every map registers its
// archive here; two readers would take each other's `pmtiles://` place.
import { addProtocol, setWorkerUrl } from 'maplibre-gl';
// MapLibre 6 runs its tile work in a module worker.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { Protocol } from 'pmtiles';

setWorkerUrl(workerUrl);
/** The style names an archive by its key (its URL, or the stored file's name). */
export const protocol = new Protocol({ metadata: true });
addProtocol('pmtiles', protocol.tile);
