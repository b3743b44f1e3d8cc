// Where the geofence drawing map opens: an edited geofence on itself, a new one over the LSP's other
// geofences (their bounds, padded, zoom capped), the default view when there are none.
import { describe, expect, it } from 'vitest';
import { areasView, circleRing, polygonRing, type MapArea } from '../../../src/components/map/areas.ts';
import { DEFAULT_VIEW, POINT_ZOOM, boundsView } from '../../../src/components/map/coordinates.ts';
import { fenceFirstView } from '../../../src/custom/geofences/areas.ts';

const area = (id: string, ring: [number, number][]): MapArea => ({ id, label: id, tone: 'place', ring });
// A 3 km circle at Duri and a triangle near Dumai.
const mill = area('1', circleRing(1.25, 101.2, 3000));
const zone = area('2', polygonRing([[1.6, 101.4], [1.7, 101.5], [1.65, 101.3]]));

describe('fenceFirstView', () => {
  it('opens a new geofence over the other geofences: the bounds of all their rings, padded, zoom capped', () => {
    const view = fenceFirstView('CIRCLE', null, [], [mill, zone]);
    expect(view).toEqual({ bounds: expect.any(Array), fitBoundsOptions: { padding: 48, maxZoom: POINT_ZOOM } });
    const [[west, south], [east, north]] = (view as ReturnType<typeof boundsView>).bounds;
    // The circle reaches 3 km (about 0.027°) beyond its centre on each side.
    expect(south).toBeCloseTo(1.25 - 3000 / 6371000 * (180 / Math.PI), 6);
    expect(south).toBeCloseTo(1.223, 3);
    expect(north).toBe(1.7);
    expect(west).toBeCloseTo(101.173, 3);
    expect(east).toBe(101.5);
    // A polygon being started (no point yet) opens the same way.
    expect(fenceFirstView('POLYGON', null, [], [mill, zone])).toEqual(view);
  });

  it('one other geofence: its own bounds (maplibre stops at maxZoom, so a small one is not blown up)', () => {
    const view = fenceFirstView('CIRCLE', null, [], [mill]) as ReturnType<typeof boundsView>;
    expect(view.fitBoundsOptions.maxZoom).toBe(POINT_ZOOM);
    expect(view.bounds[0][1]).toBeLessThan(1.25);
    expect(view.bounds[1][1]).toBeGreaterThan(1.25);
  });

  it('a new geofence with no other geofences: the default view', () => {
    expect(fenceFirstView('CIRCLE', null, [], [])).toEqual(DEFAULT_VIEW);
    expect(fenceFirstView('POLYGON', null, [], [])).toEqual(DEFAULT_VIEW);
  });

  it('a geofence being edited keeps fitting to itself, whatever the others', () => {
    expect(fenceFirstView('CIRCLE', [0.5, 100.5], [], [mill, zone])).toEqual({ latitude: 0.5, longitude: 100.5, zoom: POINT_ZOOM });
    const points: [number, number][] = [[0.5, 100.5], [0.6, 100.6], [0.55, 100.4]];
    expect(fenceFirstView('POLYGON', null, points, [mill, zone])).toEqual({ bounds: [[100.4, 0.5], [100.6, 0.6]], fitBoundsOptions: { padding: 48, maxZoom: POINT_ZOOM } });
  });
});

describe('areasView', () => {
  it('is null with no areas, and holds many rings without hitting the arguments limit', () => {
    expect(areasView([])).toBeNull();
    const many = Array.from({ length: 3000 }, (_, i) => area(String(i), circleRing(-5 + i / 1000, 110 + i / 1000, 500)));
    const view = areasView(many)!;
    expect(view.bounds[0][1]).toBeLessThan(-5);
    expect(view.bounds[1][0]).toBeGreaterThan(112.999);
  });
});
