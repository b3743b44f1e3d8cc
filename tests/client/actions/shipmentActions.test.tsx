// The shipment's toolbar (ShipmentActions) against msw speaking the real /v1 calls: the rework
// actions only in the states the contract allows, each confirmed (with a reason where trucks or
// vendors are affected), the server's message on success and on failure, the dispatch note saved
// as dispatch-note-{identity}.pdf or "Failed to generate PDF".
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ShipmentActions } from '../../../src/custom/order-shipment/actions/index.ts';
import { serveDuringTests } from '../support/msw.ts';
import { savedFiles } from '../support/savedFiles.ts';
import { here, renderAt } from './frame.tsx';
import { onTheRoad } from '../support/shipments.ts';

const sent: { path: string; body: unknown }[] = [];
const server = setupServer();
serveDuringTests(server, () => (sent.length = 0));

const saved = savedFiles();

const record = (path: string, answer: object, status = 200) =>
  async ({ request }: { request: Request }) => {
    sent.push({ path, body: await request.json().catch(() => null) });
    return HttpResponse.json(answer, { status });
  };

describe('ShipmentActions', () => {
  it('offers the rework of an ON_PROGRESS shipment, only the downloads once it is WAITING or closed', async () => {
    const { unmount } = renderAt('/here', here(<ShipmentActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad()} />));
    for (const name of ['Download dispatch note', 'Export marker list', 'Move trucks', 'Another trip', 'Remove trucks']) expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    unmount();
    for (const status of ['WAITING', 'CANCELLED', 'DELIVERED'] as const) {
      const view = renderAt('/here', here(<ShipmentActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad({ status })} />));
      expect(await screen.findByRole('button', { name: 'Download dispatch note' })).toBeInTheDocument();
      for (const name of ['Move trucks', 'Another trip', 'Remove trucks']) expect(screen.queryByRole('button', { name }), `${status}: ${name}`).toBeNull();
      view.unmount();
    }
  });

  it("offers a shipping company and a vendor only the downloads: the rework is the LSP's (issue 22)", async () => {
    for (const role of ['SHIPMENT_COMPANY', 'VENDOR'] as const) {
      const view = renderAt('/here', here(<ShipmentActions role={role} shipment={onTheRoad()} />));
      expect(await screen.findByRole('button', { name: 'Download dispatch note' })).toBeInTheDocument();
      for (const name of ['Move trucks', 'Another trip', 'Remove trucks']) expect(screen.queryByRole('button', { name }), `${role}: ${name}`).toBeNull();
      view.unmount();
    }
  });

  it('reopens for another trip after a note, shows the message and lands on the detail', async () => {
    server.use(http.put('*/v1/shipment/2/reopen', record('reopen', { message: 'Shipment reopened for trip 2.', data: onTheRoad({ ritase: 2 }) })));
    renderAt('/here', here(<ShipmentActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad()} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Another trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen SHP-2026-0002 for another trip?' });
    expect(within(dialog).getByText(/start trip 2/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the next trip' }));
    expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), { target: { value: 'Second load today' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the next trip' }));
    expect(await screen.findByText('Shipment reopened for trip 2.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'reopen', body: { note: 'Second load today' } }]);
    expect(await screen.findByText('Detail page /order-shipment/history-order/detail-history-order/2')).toBeInTheDocument();
  });

  it("shows the server's refusal in the user's language and stays", async () => {
    server.use(http.put('*/v1/shipment/2/reopen', record('reopen', { message: 'Pengiriman ini Menunggu: "buka kembali" tidak dapat dilakukan sekarang.' }, 409)));
    renderAt('/here', here(<ShipmentActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad()} />), 'id');
    fireEvent.click(await screen.findByRole('button', { name: 'Ritase berikutnya' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Catatan' }), { target: { value: 'Muat lagi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mulai ritase berikutnya' }));
    expect(await screen.findByText('Pengiriman ini Menunggu: "buka kembali" tidak dapat dilakukan sekarang.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(/Detail page/)).toBeNull();
  });

  it('removes the chosen trucks at once, with a reason', async () => {
    server.use(http.put('*/v1/tracks/bulk-remove', record('bulk', { message: 'One truck removed.', data: [] })));
    renderAt('/here', here(<ShipmentActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad()} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove trucks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove trucks from SHP-2026-0002?' });
    const confirm = () => within(dialog).getByRole('button', { name: /^Remove \d truck/ });
    expect(confirm()).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /BM 9001 AB/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Tyre burst' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove 1 truck' }));
    expect(await screen.findByText('One truck removed.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'bulk', body: { track_ids: [302], reason: 'Tyre burst' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves the dispatch note and the marker list under the names of the spec', async () => {
    server.use(
      http.get('*/v1/shipment/2/download', () => new HttpResponse('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } })),
      http.get('*/v1/shipment/2/export-list-marker', () => new HttpResponse('PK', { headers: { 'content-type': 'application/octet-stream' } })),
    );
    renderAt('/here', here(<ShipmentActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad()} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Download dispatch note' }));
    await waitFor(() => expect(saved).toEqual(['dispatch-note-SHP-2026-0002.pdf']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export marker list' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Export marker list' }));
    await waitFor(() => expect(saved).toEqual(['dispatch-note-SHP-2026-0002.pdf', 'marker-list-2.xlsx']));
  });

  it('says "Failed to generate PDF" (Indonesian: "Gagal membuat PDF") when the note cannot be made', async () => {
    server.use(http.get('*/v1/shipment/2/download', () => HttpResponse.json({ message: 'Internal error' }, { status: 500 })));
    const view = renderAt('/here', here(<ShipmentActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad()} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Download dispatch note' }));
    expect(await screen.findByText('Failed to generate PDF')).toBeInTheDocument();
    view.unmount();
    renderAt('/here', here(<ShipmentActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad()} />), 'id');
    fireEvent.click(await screen.findByRole('button', { name: 'Unduh surat jalan' }));
    expect(await screen.findByText('Gagal membuat PDF')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
