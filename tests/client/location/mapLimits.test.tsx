// Spec 1 §9 on the map itself: a new location opens around -0.95, 119.79 and the map never zooms
// in further than 15 (maplibre's own default would let it reach 22).
import { describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';

const seen = vi.hoisted(() => ({ props: null as Record<string, unknown> | null }));

vi.mock('maplibre-gl', () => ({ setWorkerUrl: () => undefined }));
vi.mock('maplibre-gl/dist/maplibre-gl-worker.mjs?url', () => ({ default: '/worker.js' }));
vi.mock('maplibre-gl/dist/maplibre-gl.css', () => ({}));
vi.mock('react-map-gl/maplibre', async () =>
  (await import('../support/fakeMapGl.tsx')).fakeReactMapGl(function FakeMap(props: Record<string, unknown>) {
    seen.props = props;
    return <div data-testid="map" />;
  }),
);

describe('MapView limits', () => {
  it('opens on the default centre and caps the zoom at 15', async () => {
    const { default: MapView } = await import('../../../src/components/map/MapView.tsx');
    // The map is drawn once its engine is loaded (MapLibre here: no Mapbox token): act waits for it.
    await act(async () => {
      render(
        <AdminContext i18nProvider={makeI18nProvider('en')}>
          <MapView point={null} onPick={() => undefined} label="Map" />
        </AdminContext>,
      );
    });
    await waitFor(() => expect(seen.props?.initialViewState).toEqual({ latitude: -0.95, longitude: 119.79, zoom: 4 }));
    expect(seen.props?.maxZoom).toBe(15);
  });

  it('opens on a stored point closer, still within the cap', async () => {
    const { default: MapView } = await import('../../../src/components/map/MapView.tsx');
    render(
      <AdminContext i18nProvider={makeI18nProvider('en')}>
        <MapView point={{ latitude: 0.5, longitude: 101.4 }} label="Map" />
      </AdminContext>,
    );
    await waitFor(() => expect(seen.props?.initialViewState).toMatchObject({ latitude: 0.5, longitude: 101.4 }));
    const view = seen.props?.initialViewState as { zoom: number };
    expect(view.zoom).toBeLessThanOrEqual(15);
    expect(seen.props?.maxZoom).toBe(15);
  });
});
