// The LSP's playback screen (src/custom/tracking/PlaybackPage.tsx) against msw speaking /v1/tracks/{id},
// /v1/tracks/{id}/playbacks and /v1/point_of_interest: the range opens on the trip (WIB) and is asked
// as the spec's four parameters, the summary and stops are written, play and the slider move the
// clock, an empty range says so (in Indonesian "Data playback tidak ditemukan"), POIs are listed and
// none found says "Data POI tidak ditemukan".
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { PlaybackAnswer } from '../../../contract/tracking.ts';
import type { RouteMapViewProps } from '../../../src/components/map/RouteMapView.tsx';
import { PlaybackPage } from '../../../src/custom/tracking/PlaybackPage.tsx';
import { PLAYBACK_SLUG } from '../../../src/custom/tracking/paths.ts';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

// The real map needs WebGL; this one says where the truck is and what is pinned.
vi.mock('../../../src/components/map/RouteMapView.tsx', () => ({
  default: ({ label, mover, pins = [] }: RouteMapViewProps) => (
    <div role="img" aria-label={label}>
      <p>{mover ? `mover ${mover.latitude.toFixed(3)}` : 'no mover'}</p>
      <ul aria-label="pins">
        {pins.map((p) => (
          <li key={p.label}>{p.label}</li>
        ))}
      </ul>
    </div>
  ),
}));

const track = {
  id: 7, shipment_id: 2, shipment_identity: 'SHP-2026-0002', shipment_vendor_id: 1, vendor: { id: 1, name: 'CV Trans Andalas' }, order: null, vehicle_id: 1, vehicle: { id: 1, name: 'Tangki' },
  vehicle_detail_id: 1, vehicle_detail: { id: 1, plate_number: 'BM 8123 TU' }, driver_id: 1, driver: { id: 1, name: 'Budi Santoso', phone_country_code: '62', phone_number: '8121' },
  status: 'ON_THE_WAY', ritase: 1, source: 'MAPBOX', started_at: '2026-11-28T23:30:00.000Z', finished_at: '2026-11-29T01:10:20.000Z', created_at: '2026-11-28T20:00:00.000Z',
};
const trip: PlaybackAnswer = {
  track_id: 7, source: 'MAPBOX', start: '2026-11-28T23:30:00.000Z', thinned: false,
  points: [[0, 1, 101, 40, 90, 0], [600, 1.1, 101.1, 0, null, 0], [1200, 1.1, 101.1, 0, null, 0], [1800, 1.3, 101.3, 45, 80, 0]],
  stops: [{ started_at: '2026-11-28T23:40:00.000Z', ended_at: '2026-11-28T23:50:00.000Z', seconds: 600, latitude: 1.1, longitude: 101.1 }],
  gaps: [],
  summary: { positions: 4, distance_m: 47_200, driving_seconds: 1200, stopped_seconds: 600, stops: 1, absurd: 0 },
  next_from: null,
};
const empty: PlaybackAnswer = { ...trip, start: null, points: [], stops: [], summary: { positions: 0, distance_m: 0, driving_seconds: 0, stopped_seconds: 0, stops: 0, absurd: 0 } };
const pois = [{ id: 1, name: 'SPBU Kandis', category: 'FUEL', latitude: 1.2, longitude: 101.2 }];

const asked: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/v1/tracks/:id', () => HttpResponse.json({ data: track })),
  http.get('*/v1/tracks/:id/playbacks', ({ request }) => {
    const q = new URL(request.url).searchParams;
    asked.push(q);
    return HttpResponse.json({ data: q.get('from_date') === '2020-01-01' ? empty : trip });
  }),
  http.get('*/v1/point_of_interest', ({ request }) => HttpResponse.json({ data: new URL(request.url).searchParams.get('search_key') ? [] : pois })),
);
serveDuringTests(server, () => asked.splice(0));

function renderPlayback(query: string, locale: 'en' | 'id' = 'en') {
  return renderAdmin(
    `/${PLAYBACK_SLUG}/data?${query}`,
    {},
    <Resource name={PLAYBACK_SLUG} list={PlaybackPage}>
      <Route path="data" element={<PlaybackPage />} />
    </Resource>,
    locale,
  );
}

describe('playback', () => {
  it('opens on the trip in WIB, writes its summary and stops, plays, and follows the slider', async () => {
    renderPlayback('track=7');
    expect(await screen.findByText('Truck BM 8123 TU · Budi Santoso · SHP-2026-0002')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Trip summary' });
    expect(asked[0]!.get('from_date')).toBe('2026-11-29');
    expect(asked[0]!.get('from_time')).toBe('06:30');
    expect(asked[0]!.get('to_time')).toBe('08:11');
    for (const text of ['47,2 km', '0 h 20 min', '0 h 10 min']) expect(screen.getByText(text)).toBeInTheDocument();
    expect((await screen.findAllByText('2026-11-29 06:40 WIB – 06:50 WIB (10 min)')).length).toBeGreaterThan(0);
    const map = await screen.findByRole('img', { name: 'Playback map of BM 8123 TU' });
    expect(within(map).getByText('mover 1.000')).toBeInTheDocument();
    // The POIs are pinned beside the stop.
    await waitFor(() => expect(within(map).getByText('SPBU Kandis (FUEL)')).toBeInTheDocument());

    const slider = screen.getByRole('slider', { name: 'Time of the trip' });
    fireEvent.keyDown(slider, { key: 'End' });
    await waitFor(() => expect(within(map).getByText('mover 1.300')).toBeInTheDocument());
    expect(screen.getByText('2026-11-29 07:00 WIB', { selector: 'output' })).toBeInTheDocument();
    fireEvent.keyDown(slider, { key: 'Home' });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await waitFor(() => expect(within(map).queryByText('mover 1.000')).toBeNull());
  });

  it('says "Data playback tidak ditemukan" for an empty range and "Data POI tidak ditemukan" for no POI, under /id', async () => {
    renderPlayback('track=7&from_date=2020-01-01&from_time=00:00&to_date=2020-01-02&to_time=00:00', 'id');
    expect(await screen.findByText('Data playback tidak ditemukan')).toBeInTheDocument();
    expect(asked[0]!.get('to_date')).toBe('2020-01-02');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Cari POI' }), { target: { value: 'tidak ada' } });
    expect(await screen.findByText('Data POI tidak ditemukan')).toBeInTheDocument();
  });

  it('refuses an end before the start on the form, asking nothing', async () => {
    renderPlayback('track=7');
    await screen.findByRole('heading', { name: 'Trip summary' });
    const calls = asked.length;
    fireEvent.change(screen.getByLabelText(/^To date/), { target: { value: '2020-01-01' } });
    expect(screen.getByText('The end must come after the start.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show' })).toBeDisabled();
    expect(asked.length).toBe(calls);
  });
});
