// The map never breaks the form: when it cannot be drawn (no WebGL: maplibre reports it through
// onUnavailable) or its code fails, a note says to type the coordinates instead.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext } from 'react-admin';
import { LocationMap } from '../../../src/components/map/index.ts';
import type { MapViewProps } from '../../../src/components/map/MapView.tsx';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';

const behaviour = vi.hoisted(() => ({ mode: 'unavailable' as 'unavailable' | 'throws' }));

vi.mock('../../../src/components/map/MapView.tsx', () => ({
  default: function FakeMap({ onUnavailable }: MapViewProps) {
    useEffect(() => {
      if (behaviour.mode === 'unavailable') onUnavailable?.();
    }, [onUnavailable]);
    if (behaviour.mode === 'throws') throw new Error('Failed to initialize WebGL');
    return <p>map</p>;
  },
}));

const renderMap = (locale: 'en' | 'id' = 'en') =>
  render(
    <AdminContext i18nProvider={makeI18nProvider(locale)}>
      <LocationMap point={null} onPick={() => undefined} label="Map: click to place the location" />
    </AdminContext>,
  );

describe('LocationMap without a map', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says to type the coordinates when maplibre cannot draw', async () => {
    behaviour.mode = 'unavailable';
    renderMap('id');
    expect(await screen.findByText('Peta tidak dapat ditampilkan di peramban ini. Ketik latitude dan longitude secara langsung.')).toBeInTheDocument();
  });

  it('says the same when the map code fails', async () => {
    behaviour.mode = 'throws';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderMap();
    expect(await screen.findByText('The map cannot be shown in this browser. Type the latitude and longitude instead.')).toBeInTheDocument();
  });
});
