// The dispatch note (GET /v1/shipment/{id}/download): a PDF named after the shipment, in the
// caller's language, with the orders, stops, vendors, plates, drivers, weights (Indonesian
// separators in both languages) and WIB times; a
// vendor sees its own part only; another tenant's id is a 404. Text read back with pdftotext.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { assignment, freightKit, ok, publishedOrder, trucks, type Kit, type Truck } from './freight-kit.ts';

let t: TestApp;
let k: Kit;
let fleet: Truck[];
let shipment: { id: number; identity: string };
let order: { id: number; identity: string };
const dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'dispatch-note-'));

/** The PDF's text, as pdftotext (poppler) reads it, whitespace collapsed. */
function textOf(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t);
  fleet = await trucks(k, k.ids.tanker1!, 2);
  order = await publishedOrder(k, 'shipper', 30000.5);
  const made = ok(await k.as('lsp', 'POST', '/v1/shipment', { order_ids: [order.id], vendors: [{ vendor_id: k.ids.vendor1, weight: 25000, vehicles: [{ vehicle_id: k.ids.tanker1, quantity: 2 }] }] })).data;
  ok(await k.as('vendor', 'PUT', `/v1/shipment/${made.id}/accept`, { shipment_vendor_id: made.shipment_vendors[0].id, tracks: fleet.map((tr) => assignment(tr)) }));
  shipment = { id: made.id, identity: made.identity };
  // The first driver's phone as stored: country code and the national number without its 0.
  await k.rows(sql`update users set phone_country_code = '62', phone_number = '8121900012' where id = (select user_id from drivers where id = ${fleet[0]!.driver})`);
});
afterAll(() => t?.close());

describe('GET /v1/shipment/{id}/download', () => {
  it('answers the dispatch note in English: identity, order, stops, vendor, plates, drivers, weights, WIB times', async () => {
    const res = await k.as('lsp', 'GET', `/v1/shipment/${shipment.id}/download`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dispatch-note-${shipment.identity}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(res.rawPayload);
    expect(text).toContain('Dispatch note');
    expect(text).toContain(`Shipment: ${shipment.identity}`);
    expect(text).toContain(`Order ${order.identity}`);
    expect(text).toContain('PT Nusantara Logistik');
    expect(text).toMatch(/Pickup: .*PKS Kandis/);
    expect(text).toContain('Estimated: 2026-03-12');
    expect(text).toContain('WIB');
    expect(text).toContain('2 x Tangki CPO 30 KL');
    // Thousands and decimals with the Indonesian separators in English too (spec 1 §9), as on the
    // screens: the order's weight, each product's quantity, each vendor's weight.
    expect(text).toContain('Weight: 30.000,5 kg');
    expect(text).toContain('Crude Palm Oil 30.000,5 kg');
    expect(text).toContain('Weight: 25.000 kg');
    expect(text).not.toMatch(/\d,\d{3}\b/);
    for (const truck of fleet) expect(text).toContain(`Plate: ${truck.plateNumber}`);
    expect(text).toMatch(/Driver: Driver \d+/);
    expect(text).toContain('On progress');
    // The driver's phone as it is dialled, and boxes where the gate, the driver and the receiver sign.
    expect(text).toContain('(+62 8121900012)');
    for (const box of ['Issued by', 'Driver', 'Received by', 'Name, signature, date']) expect(text).toContain(box);
  });

  it('speaks Indonesian for an Indonesian caller', async () => {
    const res = await k.as('lsp', 'GET', `/v1/shipment/${shipment.id}/download`, undefined, 'id');
    expect(res.statusCode).toBe(200);
    const text = textOf(res.rawPayload);
    expect(text).toContain('Surat jalan');
    expect(text).toContain(`Pengiriman: ${shipment.identity}`);
    expect(text).toContain('Nomor polisi');
    expect(text).toContain('Berat: 30.000,5 kg');
    expect(text).toContain('Crude Palm Oil 30.000,5 kg');
    expect(text).toContain('Berat: 25.000 kg');
    expect(text).toContain('Ritase');
    for (const box of ['Dikeluarkan oleh', 'Pengemudi', 'Diterima oleh', 'Nama, tanda tangan, tanggal']) expect(text).toContain(box);
  });

  it('is read by the vendor and the shipping company of the shipment', async () => {
    for (const who of ['vendor', 'shipper', 'admin']) expect((await k.as(who, 'GET', `/v1/shipment/${shipment.id}/download`)).statusCode, who).toBe(200);
  });

  it("answers 404 for another tenant's shipment and for one that does not exist", async () => {
    expect((await k.as('lsp2', 'GET', `/v1/shipment/${shipment.id}/download`)).statusCode).toBe(404);
    expect((await k.as('shipper2', 'GET', `/v1/shipment/${shipment.id}/download`)).statusCode).toBe(404);
    expect((await k.as('lsp', 'GET', '/v1/shipment/999999/download')).statusCode).toBe(404);
  });

  it('still names the trucks that ran once the weighbridge has delivered the shipment', async () => {
    const trackIds = (await k.rows<{ id: number }>(sql`select id from tracks where shipment_id = ${shipment.id} order by id`)).map((r) => r.id);
    for (const [i, track] of trackIds.entries()) {
      const items = [{ do_number: `DO-N${i}`, delivery_weight: 15000 }];
      ok(await k.as('lsp', 'POST', `/v1/weight-bridge/manual-load-weights/${track}`, { ticket_number: `TK-N${i}`, driver: 'Rudi', truck_number: 'BM 1', out_time: '2026-03-11T08:15:00+07:00', items }));
      ok(await k.as('lsp', 'POST', `/v1/weight-bridge/manual-deliver-weights/${track}`, { ticket_number: `RF-N${i}`, driver: 'Rudi', truck_number: 'BM 1', in_time: '2026-03-11T14:00:00+07:00', out_time: '2026-03-11T14:40:00+07:00', refinery_net_weight: 14990, items: [{ do_number: `DO-N${i}`, total_deliver: 14990 }] }));
    }
    expect((await k.rows<{ status: string }>(sql`select status from shipments where id = ${shipment.id}`))[0]!.status).toBe('DELIVERED');
    const text = textOf((await k.as('lsp', 'GET', `/v1/shipment/${shipment.id}/download`)).rawPayload);
    for (const truck of fleet) expect(text).toContain(`Plate: ${truck.plateNumber}`);
    expect(text).not.toContain('No trucks assigned yet.');
  });
});
