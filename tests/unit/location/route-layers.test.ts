// The trips' map draws its two track kinds (spec 1 §1: MAPBOX planned, FMS driven) with layers that
// both engines read (issue 24): each library's own style validator accepts them, and the two kinds
// differ in how they look, not only in colour.
import { describe, expect, it } from 'vitest';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { validate as validateMapboxStyle } from 'mapbox-gl/dist/style-spec/index.es.js';
import { routeLayers } from '../../../src/components/map/routeLayers.ts';

const layers = routeLayers({ planned: '#757575', driven: '#1565c0' });
const style = {
  version: 8 as const,
  sources: { routes: { type: 'geojson' as const, data: { type: 'FeatureCollection' as const, features: [] } } },
  layers: layers.map((layer) => ({ ...layer, source: 'routes' })),
};

describe('route layers', () => {
  it('are valid for MapLibre and for mapbox-gl', () => {
    expect(validateStyleMin(style)).toEqual([]);
    expect(validateMapboxStyle(style)).toEqual([]);
  });

  it('draw the planned direction dashed and the driven path solid and wider', () => {
    const [planned, driven] = layers;
    expect(planned?.filter).toEqual(['==', ['get', 'kind'], 'planned']);
    expect(driven?.filter).toEqual(['==', ['get', 'kind'], 'driven']);
    expect(planned?.paint?.['line-dasharray']).toBeDefined();
    expect(driven?.paint?.['line-dasharray']).toBeUndefined();
    expect(driven?.paint?.['line-width']).toBeGreaterThan(planned?.paint?.['line-width'] as number);
  });
});
