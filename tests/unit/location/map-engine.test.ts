// Which library draws the maps (issue 24): mapbox-gl only with a public Mapbox token.
import { describe, expect, it } from 'vitest';
import { mapEngineFor } from '../../../src/components/map/engine.ts';

describe('mapEngineFor', () => {
  it('is MapLibre without a token', () => {
    expect(mapEngineFor(null)).toBe('maplibre');
    expect(mapEngineFor(undefined)).toBe('maplibre');
    expect(mapEngineFor('')).toBe('maplibre');
  });

  it('is mapbox-gl with a public token (pk.*)', () => {
    expect(mapEngineFor('pk.eyJ1IjoibHNpIn0.abc')).toBe('mapbox');
  });

  it('is MapLibre with a secret token (sk.*) or anything else: neither may reach a browser map', () => {
    expect(mapEngineFor('sk.eyJ1IjoibHNpIn0.abc')).toBe('maplibre');
    expect(mapEngineFor('not-a-token')).toBe('maplibre');
  });
});
