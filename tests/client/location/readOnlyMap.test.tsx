// A map that only shows a point (a stop, a shipment's route: no `onPick`) never tells the reader to
// click it, drag its pin or type coordinates, whether its base map is missing or it cannot be drawn
// at all; the location form's map (with `onPick`) still does (issue 22).
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext } from 'react-admin';
import { LocationMap } from '../../../src/components/map/index.ts';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';

/** What the fake map reports: its style failed (`{}`), or it could not be made at all (`null`). */
const failure = vi.hoisted(() => ({ target: {} as object | null }));

vi.mock('maplibre-gl', () => ({ setWorkerUrl: () => undefined }));
vi.mock('maplibre-gl/dist/maplibre-gl-worker.mjs?url', () => ({ default: '/worker.js' }));
vi.mock('maplibre-gl/dist/maplibre-gl.css', () => ({}));
vi.mock('react-map-gl/maplibre', async () =>
  (await import('../support/fakeMapGl.tsx')).fakeReactMapGl(function FakeMap({ onError }: { onError: (e: { target: object | null }) => void }) {
    useEffect(() => onError({ target: failure.target }), [onError]);
    return <div data-testid="map" />;
  }),
);

const point = { latitude: 0.5, longitude: 101.4 };
const renderMap = (locale: 'en' | 'id', editable: boolean) =>
  render(
    <AdminContext i18nProvider={makeI18nProvider(locale)}>
      <LocationMap point={point} onPick={editable ? () => undefined : undefined} label="Map" />
    </AdminContext>,
  );
const EDITING = /click the map|drag the pin|type the latitude|type them|klik peta|geser pin|ketik/i;

describe('a read-only map', () => {
  it('says only that the base map is missing, in both languages', async () => {
    failure.target = {};
    renderMap('en', false);
    expect(await screen.findByText('The base map is not available right now: the pins are shown on a plain grid.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(EDITING);
    renderMap('id', false);
    expect(await screen.findByText('Peta dasar sedang tidak tersedia: pin ditampilkan di atas kisi polos.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(EDITING);
  });

  it('says only that it cannot be shown when the map cannot be drawn', async () => {
    failure.target = null;
    renderMap('en', false);
    expect(await screen.findByText('The map cannot be shown in this browser.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(EDITING);
  });

  it('still tells the location form how to place the pin', async () => {
    failure.target = {};
    renderMap('en', true);
    expect(await screen.findByText('The base map is not available right now: click the map or drag the pin to set the coordinates, or type them.')).toBeInTheDocument();
  });
});
