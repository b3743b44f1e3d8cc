// The shipment timeline's change lines in both languages, against msw speaking
// /v1/shipment-history: every kind of change the contract declares, with the plates, drivers,
// vendor and model names the server kept, and entries saved before names were kept ("a truck",
// counts). No line shows a database id. An entry 30 days old or more carries the "old record" cue
// (spec 1 §4), as every list's dates do.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import type { HistoryChange } from '../../../contract/shipment-history.ts';
import { Timeline } from '../../../src/custom/order-shipment/history/Timeline.tsx';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';
import { entry } from '../support/shipments.ts';

const budi = { plate: 'BM 8123 TA', driver: 'Budi Santoso' };
const andi = { plate: 'BM 9000 TB', driver: 'Andi Wijaya' };
const noDriver = { plate: 'BM 8124 TA', driver: null };
const someTruck = { plate: null, driver: null };
const changes: HistoryChange[] = [
  { field: 'status', from: 'REQUESTED', to: 'ACCEPTED' },
  { field: 'tracks', from: null, to: [budi, noDriver] },
  { field: 'request', subject: 'CV Trans Andalas', from: null, to: { trucks: 2, weight: 30000, vehicles: [{ name: 'Tangki CPO 30 KL', quantity: 2 }] } },
  { field: 'truck', from: budi, to: andi },
  { field: 'status', subject: budi, from: 'ASSIGNED', to: 'REMOVED' },
  { field: 'shipment', subject: budi, from: 'SHP-2026-0002', to: 'SHP-2026-0003' },
  { field: 'tracks', from: [budi], to: [] },
  { field: 'vendor', from: 'PT Armada Sawit Jaya', to: 'PT Riau Truck Nusantara' },
  { field: 'ritase', from: 1, to: 2 },
  { field: 'stop', from: 'PKS Kandis', to: 'Refinery Dumai' },
  // Saved before names were kept: what they knew, read by the server into the same shapes.
  { field: 'request', subject: 'PT Lain', from: null, to: { trucks: 1, weight: null, vehicles: [] } },
  { field: 'truck', from: someTruck, to: someTruck },
  { field: 'status', subject: someTruck, from: 'ASSIGNED', to: 'REMOVED' },
  { field: 'shipment', subject: someTruck, from: 'SHP-2026-0002', to: 'SHP-2026-0003' },
  { field: 'tracks', from: [someTruck, someTruck], to: [] },
];

const server = setupServer(http.get('*/v1/shipment-history', () => HttpResponse.json({ data: [entry(1, { changes })], meta: { current_page: 1, last_page: 1, total: 1 } })));
serveDuringTests(server);

async function linesIn(locale: 'en' | 'id') {
  renderAdmin('/timeline', {}, <Resource name="timeline" list={() => <Timeline shipmentId={2} />} />, locale);
  const item = (await screen.findByText('Rina Kusuma created the shipment for ORD-2.')).closest('li')!;
  return within(item).getAllByRole('listitem').map((li) => li.textContent);
}

/** Each change above as it reads in English and in Indonesian (numbers with Indonesian separators in both). */
const LINES: [en: string, id: string][] = [
  ['Status: Requested → Accepted', 'Status: Diminta → Diterima'],
  ['Trucks: BM 8123 TA (Budi Santoso), BM 8124 TA', 'Truk: BM 8123 TA (Budi Santoso), BM 8124 TA'],
  ['Request to CV Trans Andalas: 2 trucks (2 × Tangki CPO 30 KL), 30.000 kg', 'Permintaan ke CV Trans Andalas: 2 truk (2 × Tangki CPO 30 KL), 30.000 kg'],
  ['Truck: BM 8123 TA (Budi Santoso) → BM 9000 TB (Andi Wijaya)', 'Truk: BM 8123 TA (Budi Santoso) → BM 9000 TB (Andi Wijaya)'],
  ['Truck BM 8123 TA (Budi Santoso): Assigned → Removed', 'Truk BM 8123 TA (Budi Santoso): Ditugaskan → Dihapus'],
  ['Truck BM 8123 TA (Budi Santoso): SHP-2026-0002 → SHP-2026-0003', 'Truk BM 8123 TA (Budi Santoso): SHP-2026-0002 → SHP-2026-0003'],
  ['Trucks: BM 8123 TA (Budi Santoso) → -', 'Truk: BM 8123 TA (Budi Santoso) → -'],
  ['Vendor: PT Armada Sawit Jaya → PT Riau Truck Nusantara', 'Vendor: PT Armada Sawit Jaya → PT Riau Truck Nusantara'],
  ['Trip: 1 → 2', 'Ritase: 1 → 2'],
  ['Stop: PKS Kandis → Refinery Dumai', 'Perhentian: PKS Kandis → Refinery Dumai'],
  ['Request to PT Lain: 1 truck', 'Permintaan ke PT Lain: 1 truk'],
  ['A truck got another plate or driver.', 'Satu truk berganti pelat atau pengemudi.'],
  ['Status: Assigned → Removed', 'Status: Ditugaskan → Dihapus'],
  ['Shipment: SHP-2026-0002 → SHP-2026-0003', 'Pengiriman: SHP-2026-0002 → SHP-2026-0003'],
  ['Trucks: 2 trucks → -', 'Truk: 2 truk → -'],
];

describe('the shipment timeline', () => {
  it.each([['en', 0], ['id', 1]] as const)('reads each change in %s: plates with drivers, names, counts, never an id', async (locale, column) => {
    const lines = await linesIn(locale);
    expect(lines).toEqual(LINES.map((pair) => pair[column]));
    for (const line of lines) expect(line).not.toMatch(/Truc?k \d|part: \d|_id/);
  });
});

describe('the timeline\'s dates', () => {
  it('marks an entry 30 days old or more as old, and only that one', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    server.use(
      http.get('*/v1/shipment-history', () =>
        HttpResponse.json({
          data: [entry(2, { summary: 'Recent change.', created_at: daysAgo(3) }), entry(1, { summary: 'Early change.', created_at: daysAgo(31) })],
          meta: { current_page: 1, last_page: 1, total: 2 },
        }),
      ),
    );
    renderAdmin('/timeline', {}, <Resource name="timeline" list={() => <Timeline shipmentId={2} />} />);
    const early = (await screen.findByText('Early change.')).closest('li')!;
    expect(within(early).getByText('Old').closest('[title]')).toHaveAttribute('title', '30 days ago or more');
    expect(within(screen.getByText('Recent change.').closest('li')!).queryByText('Old')).toBeNull();
  });
});

describe("a change's supporting file", () => {
  it('is offered only on the entry that has one, fetched by the signed-in call (request(), as the dispatch note) and saved under its type', async () => {
    let asked = 0;
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    server.use(
      http.get('*/v1/shipment-history', () =>
        HttpResponse.json({
          data: [entry(2, { summary: 'Trucks changed.', action: 'VEHICLES_CHANGED', file_url: '/v1/shipment-history/2/file' }), entry(1, { summary: 'Created.' })],
          meta: { current_page: 1, last_page: 1, total: 2 },
        }),
      ),
      http.get('*/v1/shipment-history/2/file', () => {
        asked++;
        return new HttpResponse('%PDF-1.4 %%EOF', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    renderAdmin('/timeline', {}, <Resource name="timeline" list={() => <Timeline shipmentId={2} />} />, 'id');
    const changed = (await screen.findByText('Trucks changed.')).closest('li')!;
    expect(within(screen.getByText('Created.').closest('li')!).queryByRole('button', { name: 'Berkas pendukung' })).toBeNull();
    fireEvent.click(within(changed).getByRole('button', { name: 'Berkas pendukung' }));
    await waitFor(() => expect(saved).toEqual(['supporting-file-SHP-2026-0002-2.pdf']));
    expect(asked).toBe(1);
    click.mockRestore();
  });
});
