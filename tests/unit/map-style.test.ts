// The map's style (src/components/map/map-style.ts): over a real extract the
// Protomaps basemap with its streets; over the fallback (streets: false) the
// plain map of names, drawn from the fallback's own layers and nothing else.
import { describe, expect, it } from 'vitest';
import { namedFlavor } from '@protomaps/basemaps';
import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';
import { BASEMAP_SOURCE, CLUSTER_LAYER, mapStyle, PIN_LAYER, SELECTED_LAYER } from '#/components/map/map-style';

const basemap: SourceSpecification = { type: 'vector', url: 'pmtiles://seoul-1a2b3c4d.pmtiles' };
const pins = { type: 'FeatureCollection' as const, features: [] };
const style = (streets: boolean, theme: 'dark' | 'light' = 'dark') => mapStyle({ theme, basemap, streets, pins, selected: null });
const sourceLayers = (layers: LayerSpecification[]) =>
  new Set(layers.flatMap((layer) => ('source-layer' in layer && layer['source-layer'] ? [layer['source-layer']] : [])));

describe('the map over the fallback basemap', () => {
  it('reads only what the fallback holds (and district outlines, when an archive has them)', () => {
    expect(sourceLayers(style(false).layers)).toEqual(new Set(['earth', 'pois', 'places']));
  });

  it('draws the land in the basemap colour, and names districts, neighbourhoods, stations and landmarks', () => {
    for (const theme of ['dark', 'light'] as const) {
      const { layers } = style(false, theme);
      expect(layers.find((l) => l.id === 'earth')).toMatchObject({ type: 'fill', paint: { 'fill-color': namedFlavor(theme).earth } });
      const names = layers.filter((l) => l.type === 'symbol' && 'source' in l && l.source === BASEMAP_SOURCE);
      expect(names.map((l) => l.id)).toEqual(['pois-names', 'places-neighbourhoods', 'places-districts', 'places-city']);
      // Every name from the zoom its label first appears at in the archive: none waits for a zoom of the style's own.
      expect(names.filter((l) => l.minzoom !== undefined)).toEqual([]);
    }
  });

  it('keeps the pins, clustered, on top', () => {
    const ids = style(false).layers.map((l) => l.id);
    expect(ids.slice(-4)).toEqual([CLUSTER_LAYER, 'place-cluster-count', PIN_LAYER, SELECTED_LAYER]);
    expect(style(false).sources.places).toMatchObject({ type: 'geojson', cluster: true });
  });
});

describe('the map over a real extract', () => {
  it('draws the Protomaps basemap, streets and water included', () => {
    const layers = sourceLayers(style(true).layers);
    expect(layers).toContain('roads');
    expect(layers).toContain('water');
  });
});
