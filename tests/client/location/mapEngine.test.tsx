// One map component, two engines (issue 24): without a Mapbox token the maps are drawn by MapLibre
// and mapbox-gl is never loaded; with the operator's public token they are drawn by mapbox-gl with
// Mapbox's style, and MapLibre is never loaded. The zoom cap and the two track kinds stay.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';

/** Which map modules were loaded, and what the map was given. */
const seen = vi.hoisted(() => ({ loaded: new Set<string>(), props: null as Record<string, unknown> | null }));

function FakeMap(props: Record<string, unknown>) {
  seen.props = props;
  return <div data-testid="map" />;
}

/**
 * Fakes of both libraries that note when they are loaded. vi.doMock after vi.resetModules: each
 * test loads them afresh, so a module a test does not note was not loaded in that test.
 */
function fakeMapModules() {
  const noted = (name: string, module: object) => () => {
    seen.loaded.add(name);
    return module;
  };
  const reactMapGl = (name: string) => async () => {
    seen.loaded.add(name);
    return (await import('../support/fakeMapGl.tsx')).fakeReactMapGl(FakeMap);
  };
  vi.doMock('maplibre-gl', noted('maplibre-gl', { setWorkerUrl: () => undefined }));
  vi.doMock('maplibre-gl/dist/maplibre-gl-worker.mjs?url', () => ({ default: '/worker.js' }));
  vi.doMock('react-map-gl/maplibre', reactMapGl('react-map-gl/maplibre'));
  vi.doMock('mapbox-gl', noted('mapbox-gl', { default: { accessToken: null } }));
  vi.doMock('react-map-gl/mapbox', reactMapGl('react-map-gl/mapbox'));
}

/** The server's map settings, as GET /v1/map-settings answers them. */
function serverSays(mapboxToken: string | null) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { mapbox_token: mapboxToken } }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function drawTrip() {
  // A fresh page: the engine is chosen once per page.
  const { RouteMap } = await import('../../../src/components/map/index.ts');
  const lines = [
    { id: 'p', kind: 'planned' as const, coordinates: [[101.4, 0.5], [101.5, 0.6]] as [number, number][] },
    { id: 'd', kind: 'driven' as const, coordinates: [[101.4, 0.5], [101.45, 0.55]] as [number, number][] },
  ];
  render(
    <AdminContext i18nProvider={makeI18nProvider('en')}>
      <RouteMap label="Trip" lines={lines} />
    </AdminContext>,
  );
  await screen.findByTestId('map');
  return seen.props!;
}

describe('the map engine', () => {
  beforeEach(() => {
    vi.resetModules();
    fakeMapModules();
    vi.unstubAllGlobals();
    seen.loaded.clear();
    seen.props = null;
  });

  it('is MapLibre without a token: mapbox-gl is not loaded', async () => {
    const fetch = serverSays(null);
    const props = await drawTrip();
    expect(fetch).toHaveBeenCalledWith('/v1/map-settings', expect.anything());
    expect([...seen.loaded].sort()).toEqual(['maplibre-gl', 'react-map-gl/maplibre']);
    expect(props.mapStyle).toBe('https://tiles.openfreemap.org/styles/liberty');
    expect(props.maxZoom).toBe(15);
  });

  it("is mapbox-gl with the operator's public token: MapLibre is not loaded", async () => {
    serverSays('pk.test-token');
    const props = await drawTrip();
    expect([...seen.loaded].sort()).toEqual(['mapbox-gl', 'react-map-gl/mapbox']);
    expect(props.mapStyle).toBe('mapbox://styles/mapbox/streets-v12');
    expect((props.mapLib as { accessToken: string }).accessToken).toBe('pk.test-token');
    expect(props.maxZoom).toBe(15);
  });

  it('stays MapLibre when the settings cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    await drawTrip();
    expect([...seen.loaded].sort()).toEqual(['maplibre-gl', 'react-map-gl/maplibre']);
  });
});
