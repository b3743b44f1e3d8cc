// Invoices (issue 23, docs/invoices.md), on PGlite and PostgreSQL: the LSP drafts them from a
// delivered shipment, edits lines and fees, publishes; money is exact decimal text end to end;
// numbers are consecutive per LSP and year under concurrent publishing; a published invoice never
// changes (409 in the caller's language, nothing changed); every call with each role and with other
// tenants' ids; the invoice's forbidden transitions generated from contract/states.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs, fill, type Locale } from '../../contract/messages.ts';
import { invoiceMachine } from '../../contract/states.ts';
import { assignment, ok, trucks, type Kit, type Truck } from './freight-kit.ts';
import type { TestApp } from './harness.ts';
import { dispatchApp, type Dispatch } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let freeA: (n: number) => Truck[];
let fleetB: Truck[];

beforeAll(async () => {
  ({ t, k, d, freeA } = await dispatchApp(80));
  fleetB = await trucks(k, d.tankerB, 10);
});
afterAll(() => t?.close());

type Res = LightMyRequestResponse;
type Invoice = { id: number; number: string | null; status: string; total: string | null; lines: number; unread: boolean; details: Detail[]; fees: Fee[]; lines_total: string | null; fees_total: string | null; claims_total: string | null; claim_price: string | null; actions: string[] };
type Detail = { id: number; invoice_id: number; order: { id: number }; vehicle_detail: { id: number; plate_number: string } | null; vendor: { id: number } | null; cost: string | null; total_odometer: string | null; fees_total: string | null; netto: Record<string, unknown>; claim_kg: string; claim: string | null; total: string | null };
type Fee = { id: number; cost: string; invoice_detail_id: number | null };

const INVOICE_TABLES = ['invoices', 'invoice_details', 'invoice_fees', 'invoice_number_counters', 'invoice_reads'];
const snapshot = async () => {
  const parts: string[] = [];
  for (const table of INVOICE_TABLES) parts.push(JSON.stringify(await k.rows(sql`select * from ${sql.identifier(table)} order by 1, 2`)));
  return parts.join('\n') + (await k.snapshot());
};
async function unchanged(call: () => Promise<Res>, status: number) {
  const before = await snapshot();
  const res = await call();
  expect(res.statusCode, res.body).toBe(status);
  expect(await snapshot(), 'nothing changed').toBe(before);
  return res;
}

let tickets = 0;
/** Each truck weighed through the weighbridge calls: 20,000 kg loaded at the mill, `dropoff` kg delivered (80 kg lost by default). */
async function weigh(shipmentId: number, dropoff = 19920) {
  const trackIds = await k.rows<{ id: number }>(sql`select id from tracks where shipment_id = ${shipmentId} and status <> 'REMOVED' order by id`);
  for (const { id } of trackIds) {
    const n = ++tickets;
    const common = { ticket_number: `INV-TK-${n}`, driver: 'Rudi', truck_number: 'BM 8123 TU' };
    ok(await k.as('lsp', 'POST', `/v1/weight-bridge/manual-load-weights/${id}`, { ...common, sim_number: 'SIM-1', vendor: 'CV Trans Andalas', out_time: '2026-03-11T08:15:00+07:00', items: [{ do_number: `DO-${n}`, delivery_weight: 20000 }] }));
    ok(await k.as('lsp', 'POST', `/v1/weight-bridge/manual-deliver-weights/${id}`, { ...common, ticket_number: `INV-RF-${n}`, in_time: '2026-03-11T14:00:00+07:00', out_time: '2026-03-11T14:40:00+07:00', refinery_net_weight: dropoff, items: [{ do_number: `DO-${n}`, total_deliver: dropoff }] }));
  }
}

/** A shipment delivered by its load and deliver tickets: vendor A ran `a` trucks; with `b`, vendor B ran that many more. */
async function delivered(a = 2, b = 0, dropoff?: number) {
  const r = await d.running(freeA(a), b > 0);
  if (b > 0) {
    const mine = fleetB.splice(0, b);
    ok(await k.as('vendorB', 'PUT', `/v1/shipment/${r.shipment.id}/accept`, { shipment_vendor_id: r.partB, tracks: mine.map((tr) => assignment(tr)) }));
  }
  await weigh(r.shipment.id, dropoff);
  const [shipment] = await k.rows<{ status: string }>(sql`select status from shipments where id = ${r.shipment.id}`);
  expect(shipment!.status).toBe('DELIVERED');
  return r;
}

/** A draft invoice of a delivered shipment, read back whole by the LSP. */
async function draft(a = 2, b = 0, dropoff?: number): Promise<Invoice & { shipmentId: number }> {
  const r = await delivered(a, b, dropoff);
  const made = ok(await k.as('lsp', 'POST', '/v1/invoices', { shipment_id: r.shipment.id })).data as { id: number }[];
  return { ...(ok(await k.as('lsp', 'GET', `/v1/invoices/${made[0]!.id}`)).data as Invoice), shipmentId: r.shipment.id };
}

const refusal = (lang: Locale, state: string, action: string) =>
  fill(catalogs[lang].server.transitionRefused, {
    entity: catalogs[lang].entity.invoice,
    state: catalogs[lang].state[state as 'DRAFT'],
    action: catalogs[lang].action[action as 'edit'],
  });

describe('drafting an invoice', () => {
  it('takes a delivered shipment: one line per order and plate, cost 0, no number; once only', async () => {
    const r = await delivered(2);
    const made = ok(await k.as('lsp', 'POST', '/v1/invoices', { shipment_id: r.shipment.id }));
    expect(made.message).toBe(`Invoice drafted for shipment ${r.shipment.identity}.`);
    expect(made.data).toHaveLength(1);
    const inv = ok(await k.as('lsp', 'GET', `/v1/invoices/${made.data[0].id}`)).data as Invoice;
    expect(inv).toMatchObject({ status: 'DRAFT', number: null, lines: 2, total: '0.00', lines_total: '0.00', fees_total: '0.00', actions: ['edit', 'publish'] });
    expect(inv.details.map((x) => x.vehicle_detail?.id).sort()).toEqual(r.used.map((tr) => tr.plate).sort());
    expect(inv.details.every((x) => x.order.id === r.order.id && x.cost === '0.00' && x.vendor?.id === k.ids.vendor1)).toBe(true);
    // Again: 409, nothing changed, in Indonesian too.
    const again = await unchanged(() => k.as('lsp', 'POST', '/v1/invoices', { shipment_id: r.shipment.id }, 'id'), 409);
    expect(again.json().message).toBe(`Pengiriman ${r.shipment.identity} sudah ditagihkan.`);
  });

  it('lists the LSP’s delivered shipments without an invoice (the menu dot), to the LSP only', async () => {
    const r = await delivered(1);
    const waiting = async () => (ok(await k.as('lsp', 'GET', '/v1/invoices/shipments-to-invoice?entries=1000')).data as { id: number }[]).map((s) => s.id);
    expect(await waiting()).toContain(r.shipment.id);
    expect((ok(await k.as('lsp2', 'GET', '/v1/invoices/shipments-to-invoice?entries=1000')).data as { id: number }[]).map((s) => s.id)).not.toContain(r.shipment.id);
    for (const who of ['shipper', 'vendor'] as const) await unchanged(() => k.as(who, 'GET', '/v1/invoices/shipments-to-invoice'), 403);
    ok(await k.as('lsp', 'POST', '/v1/invoices', { shipment_id: r.shipment.id }));
    expect(await waiting()).not.toContain(r.shipment.id);
  });

  it('refuses a shipment that is not delivered (409 naming its state) and another LSP’s (404)', async () => {
    const r = await d.running(freeA(1));
    const res = await unchanged(() => k.as('lsp', 'POST', '/v1/invoices', { shipment_id: r.shipment.id }), 409);
    expect(res.json().message).toBe(`Only a delivered shipment can be invoiced: shipment ${r.shipment.identity} is On progress.`.replace('On progress', catalogs.en.state.ON_PROGRESS));
    await weigh(r.shipment.id);
    await unchanged(() => k.as('lsp2', 'POST', '/v1/invoices', { shipment_id: r.shipment.id }), 404);
    for (const who of ['shipper', 'vendor', 'admin'] as const) await unchanged(() => k.as(who, 'POST', '/v1/invoices', { shipment_id: r.shipment.id }), 403);
    await unchanged(() => k.as('viewer', 'POST', '/v1/invoices', { shipment_id: r.shipment.id }), 403);
    for (const bad of [{}, { shipment_id: 'x' }, { shipment_id: -1 }]) await unchanged(() => k.as('lsp', 'POST', '/v1/invoices', bad), 422);
  });
});

describe('money', () => {
  it('is exact: lines of 0.1 and 0.2 rupiah total 0.30; fees on a line and on the invoice add up', async () => {
    const inv = await draft(2);
    const [a, b] = inv.details;
    ok(await k.as('lsp', 'PUT', `/v1/invoice-details/${a!.id}`, { cost: 0.1, total_odometer: 412.5 }));
    ok(await k.as('lsp', 'PUT', `/v1/invoice-details/${b!.id}`, { cost: '0.2' }));
    let read = ok(await k.as('lsp', 'GET', `/v1/invoices/${inv.id}`)).data as Invoice;
    expect(read).toMatchObject({ lines_total: '0.30', total: '0.30' });
    expect(read.details.find((x) => x.id === a!.id)).toMatchObject({ cost: '0.10', total_odometer: '412.50' });
    // Big amounts keep their last cent (past 2^53 cents a float would not).
    ok(await k.as('lsp', 'PUT', `/v1/invoice-details/${a!.id}`, { cost: '99999999999999.99' }));
    ok(await k.as('lsp', 'POST', '/v1/invoice-fees', { invoice_id: inv.id, invoice_detail_id: b!.id, description: 'Biaya tol', cost: '1234567,5' }));
    ok(await k.as('lsp', 'POST', '/v1/invoice-fees', { invoice_id: inv.id, description: 'Asuransi', cost: 0.01 }));
    read = ok(await k.as('lsp', 'GET', `/v1/invoices/${inv.id}`)).data as Invoice;
    expect(read).toMatchObject({ lines_total: '100000000000000.19', fees_total: '1234567.51', total: '100000001234567.70' });
    expect(read.details.find((x) => x.id === b!.id)).toMatchObject({ cost: '0.20', fees_total: '1234567.50', total: '1234567.70' });
  });

  it('refuses hostile amounts with a clear 422 in the caller’s language and changes nothing', async () => {
    const inv = await draft(1);
    const line = inv.details[0]!.id;
    const hostile: unknown[] = [-1, '-0.01', 0.1 + 0.2, '1e5', 'NaN', 'Infinity', '1.234.567', '12.345', '100000000000000', 1e15, '', ' ', 'Rp1000', '0x10', true, [], {}, null, '1 000'];
    for (const [i, cost] of hostile.entries()) {
      const lang: Locale = i % 2 ? 'id' : 'en';
      const res = await unchanged(() => k.as('lsp', 'PUT', `/v1/invoice-details/${line}`, { cost }, lang), 422);
      const said = res.json().errors.cost[0] as string;
      expect(said, JSON.stringify(cost)).toMatch(lang === 'en' ? /rupiah|Required/ : /rupiah|Wajib/);
    }
    for (const cost of [-5, '1e3', 0.001]) await unchanged(() => k.as('lsp', 'POST', '/v1/invoice-fees', { invoice_id: inv.id, description: 'x', cost }), 422);
    for (const total_odometer of [-1, 'jauh', 1e12, 0.001]) await unchanged(() => k.as('lsp', 'PUT', `/v1/invoice-details/${line}`, { total_odometer }), 422);
    await unchanged(() => k.as('lsp', 'POST', '/v1/invoice-fees', { invoice_id: inv.id, description: '', cost: 1 }), 422);
    await unchanged(() => k.as('lsp', 'POST', '/v1/invoice-fees', { invoice_id: inv.id, description: 'x'.repeat(256), cost: 1 }), 422);
    // A line never moves; a plate must be the line's vendor's; a fee's line must be of the invoice.
    await unchanged(() => k.as('lsp', 'PUT', `/v1/invoice-details/${line}`, { order_id: inv.details[0]!.order.id + 1 }), 422);
    await unchanged(() => k.as('lsp', 'PUT', `/v1/invoice-details/${line}`, { vehicle_detail_id: fleetB[fleetB.length - 1]!.plate }), 422);
    const other = await draft(1);
    await unchanged(() => k.as('lsp', 'POST', '/v1/invoice-fees', { invoice_id: inv.id, invoice_detail_id: other.details[0]!.id, description: 'x', cost: 1 }), 422);
    // The plate is sent only if set: a body without it keeps it.
    const kept = ok(await k.as('lsp', 'PUT', `/v1/invoice-details/${line}`, { cost: 5 })).data as Detail;
    expect(kept.vehicle_detail?.id).toBe(inv.details[0]!.vehicle_detail?.id);
  });
});

describe('publishing', () => {
  it('numbers the invoice, shows it to the shipping company, and then nothing of it changes (409 en/id)', async () => {
    const inv = await draft(1);
    const fee = ok(await k.as('lsp', 'POST', '/v1/invoice-fees', { invoice_id: inv.id, description: 'Tol', cost: 150000 })).data as Fee;
    // Not seen by the shipping company or the vendor while a draft.
    await unchanged(() => k.as('shipper', 'GET', `/v1/invoices/${inv.id}`), 404);
    await unchanged(() => k.as('vendor', 'GET', `/v1/invoices/${inv.id}`), 404);
    const res = ok(await k.as('lsp', 'PUT', `/v1/invoices/${inv.id}/publish`, { id: inv.id }));
    expect(res.data.number).toMatch(/^INV-2026-\d{6}$/);
    expect(res.message).toBe(`Invoice ${res.data.number} published.`);
    expect(res.data).toMatchObject({ status: 'PUBLISHED', actions: [] });

    const line = inv.details[0]!.id;
    const edits: [string, () => Promise<Res>, string][] = [
      ['publish', () => k.as('lsp', 'PUT', `/v1/invoices/${inv.id}/publish`, {}, 'en'), 'en'],
      ['publish', () => k.as('lsp', 'PUT', `/v1/invoices/${inv.id}/publish`, {}, 'id'), 'id'],
      ['edit', () => k.as('lsp', 'PUT', `/v1/invoice-details/${line}`, { cost: 1 }, 'en'), 'en'],
      ['edit', () => k.as('lsp', 'PUT', `/v1/invoice-details/${line}`, { total_odometer: 2 }, 'id'), 'id'],
      ['edit', () => k.as('lsp', 'POST', '/v1/invoice-fees', { invoice_id: inv.id, description: 'x', cost: 1 }, 'en'), 'en'],
      ['edit', () => k.as('lsp', 'PUT', `/v1/invoice-fees/${fee.id}`, { description: 'x', cost: 1 }, 'id'), 'id'],
      ['edit', () => k.as('lsp', 'DELETE', `/v1/invoice-fees/${fee.id}`, undefined, 'en'), 'en'],
    ];
    for (const [action, call, lang] of edits) expect((await unchanged(call, 409)).json().message).toBe(refusal(lang as Locale, 'PUBLISHED', action));
    expect(refusal('en', 'PUBLISHED', 'edit')).toBe('This invoice is Published: "edit" is not possible now.');
    expect(refusal('id', 'PUBLISHED', 'edit')).toBe('Status tagihan ini Diterbitkan: "ubah" tidak dapat dilakukan sekarang.'.replace('Diterbitkan', catalogs.id.state.PUBLISHED).replace('ubah', catalogs.id.action.edit));
  });

  it('20 invoices published at once get 20 distinct consecutive numbers', async () => {
    const drafts: number[] = [];
    for (let i = 0; i < 20; i++) drafts.push((await draft(1)).id);
    const answers = await Promise.all(drafts.map((id) => k.as('lsp', 'PUT', `/v1/invoices/${id}/publish`)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const numbers = answers.map((a) => Number((a.json().data.number as string).slice(-6))).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[19]! - numbers[0]!).toBe(19);
    const [{ last }] = (await k.rows<{ last: number }>(sql`select last from invoice_number_counters where logistics_service_provider_id = ${k.ids.lsp1}`)) as [{ last: number }];
    expect(Number(last)).toBe(numbers[19]);
    // Nothing is skipped since the first invoice of the year.
    const all = await k.rows<{ number: string }>(sql`select number from invoices where logistics_service_provider_id = ${k.ids.lsp1} and number is not null order by number`);
    expect(all.map((r) => Number(r.number.slice(-6)))).toEqual(all.map((_, i) => i + 1));
    // 20 shipments weighed through the real tickets first.
  }, 120_000);
  it('20 drafts of one delivered shipment at once: one invoice, the rest 409 (invoices_shipment_company_uq)', async () => {
    const r = await delivered(1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => k.as('lsp', 'POST', '/v1/invoices', { shipment_id: r.shipment.id })));
    expect(answers.filter((a) => a.statusCode === 200), answers.map((a) => `${a.statusCode} ${a.body.slice(0, 100)}`).join('\n')).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json().message).toBe(`Shipment ${r.shipment.identity} is already invoiced.`);
    const made = await k.rows<{ n: number }>(sql`select count(*)::int as n from invoices where shipment_id = ${r.shipment.id}`);
    expect(Number(made[0]!.n)).toBe(1);
  });
});

describe('who sees what', () => {
  it('the shipping company: its published invoices, unread until opened (the badge), read only; the PDF', async () => {
    const inv = await draft(1);
    ok(await k.as('lsp', 'PUT', `/v1/invoice-details/${inv.details[0]!.id}`, { cost: '1234567.5' }));
    const published = ok(await k.as('lsp', 'PUT', `/v1/invoices/${inv.id}/publish`)).data as Invoice;
    const unread = ok(await k.as('shipper', 'GET', '/v1/invoices?unread=1&entries=100')).data as Invoice[];
    expect(unread.map((r) => r.id)).toContain(inv.id);
    const seen = ok(await k.as('shipper', 'GET', `/v1/invoices/${inv.id}`)).data as Invoice;
    expect(seen).toMatchObject({ total: '1234567.50', actions: [] });
    expect((ok(await k.as('shipper', 'GET', '/v1/invoices?unread=1&entries=100')).data as Invoice[]).map((r) => r.id)).not.toContain(inv.id);
    // Another company and another LSP see nothing of it.
    await unchanged(() => k.as('shipper2', 'GET', `/v1/invoices/${inv.id}`), 404);
    await unchanged(() => k.as('lsp2', 'GET', `/v1/invoices/${inv.id}`), 404);
    await unchanged(() => k.as('lsp2', 'GET', `/v1/invoices/${inv.id}/print`), 404);
    await unchanged(() => k.as('lsp2', 'GET', `/v1/invoice-details/${inv.details[0]!.id}`), 404);
    expect((ok(await k.as('lsp2', 'GET', `/v1/invoices?entries=100`)).data as Invoice[]).map((r) => r.id)).not.toContain(inv.id);
    expect((ok(await k.as('shipper2', 'GET', `/v1/invoice-fees?filter_columns=invoice_id&filter_keys=${inv.id}`)).data as Fee[])).toEqual([]);
    // Writes are the LSP's.
    for (const who of ['shipper', 'vendor'] as const) {
      await unchanged(() => k.as(who, 'PUT', `/v1/invoices/${inv.id}/publish`), 403);
      await unchanged(() => k.as(who, 'PUT', `/v1/invoice-details/${inv.details[0]!.id}`, { cost: 1 }), 403);
      await unchanged(() => k.as(who, 'POST', '/v1/invoice-fees', { invoice_id: inv.id, description: 'x', cost: 1 }), 403);
    }
    // The PDF: invoice-{number}.pdf with the number, the line and the total in rupiah.
    for (const who of ['shipper', 'lsp'] as const) {
      const pdf = await k.as(who, 'GET', `/v1/invoices/${inv.id}/print`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${published.number}.pdf"`);
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(published.number!);
      expect(text).toContain(inv.details[0]!.vehicle_detail!.plate_number);
      expect(text).toContain('Rp1.234.567,5');
      expect(text).not.toContain('1.234.568');
    }
    const line = await k.as('shipper', 'GET', `/v1/invoice-details/${inv.details[0]!.id}/print`, undefined, 'id');
    expect(line.statusCode).toBe(200);
    expect(pdfText(line.rawPayload)).toContain('Tagihan');
  });

  it('a vendor: the published invoices with its trucks, its own lines only, no prices, no fees', async () => {
    const inv = await draft(1, 1);
    expect(inv.details).toHaveLength(2);
    const lineB = inv.details.find((x) => x.vendor?.id === k.ids.vendor2)!;
    const lineA = inv.details.find((x) => x.vendor?.id === k.ids.vendor1)!;
    ok(await k.as('lsp', 'PUT', `/v1/invoice-details/${lineA.id}`, { cost: 5000000 }));
    ok(await k.as('lsp', 'POST', '/v1/invoice-fees', { invoice_id: inv.id, invoice_detail_id: lineA.id, description: 'Margin', cost: 1 }));
    ok(await k.as('lsp', 'PUT', `/v1/invoices/${inv.id}/publish`));
    expect((ok(await k.as('vendor', 'GET', '/v1/invoices?unread=1&entries=100')).data as Invoice[]).find((r) => r.id === inv.id)).toMatchObject({ lines: 1, total: null, unread: true });
    const seenA = ok(await k.as('vendor', 'GET', `/v1/invoices/${inv.id}`)).data as Invoice;
    expect(seenA.details.map((x) => x.id)).toEqual([lineA.id]);
    expect(seenA).toMatchObject({ total: null, lines_total: null, fees_total: null, fees: [] });
    expect(seenA.details[0]).toMatchObject({ cost: null, fees_total: null, total: null });
    await unchanged(() => k.as('vendor', 'GET', `/v1/invoice-details/${lineB.id}`), 404);
    await unchanged(() => k.as('vendor', 'GET', `/v1/invoice-details/${lineB.id}/print`), 404);
    expect((ok(await k.as('vendor', 'GET', `/v1/invoice-details?filter_columns=invoice_id&filter_keys=${inv.id}`)).data as Detail[]).map((x) => x.id)).toEqual([lineA.id]);
    await unchanged(() => k.as('vendor', 'GET', `/v1/invoice-fees?filter_columns=invoice_id&filter_keys=${inv.id}`), 403);
    const seenB = ok(await k.as('vendorB', 'GET', `/v1/invoices/${inv.id}`)).data as Invoice;
    expect(seenB.details.map((x) => x.id)).toEqual([lineB.id]);
    const pdf = pdfText((await k.as('vendor', 'GET', `/v1/invoices/${inv.id}/print`)).rawPayload);
    expect(pdf).toContain(lineA.vehicle_detail!.plate_number);
    expect(pdf).not.toContain(lineB.vehicle_detail!.plate_number);
    expect(pdf).not.toContain('Rp5.000.000');
    expect(pdf).not.toContain('Margin');
  });

  it('the lists: invoices 9 a page searched by shipment identity; lines 15 a page searched by order identity', async () => {
    const inv = await draft(1);
    const page = ok(await k.as('lsp', 'GET', '/v1/invoices'));
    expect(page.data.length).toBeLessThanOrEqual(9);
    const identity = (ok(await k.as('lsp', 'GET', `/v1/invoices/${inv.id}`)).data as { shipment: { identity: string } }).shipment.identity;
    const found = ok(await k.as('lsp', 'GET', `/v1/invoices?search_key=${encodeURIComponent(identity)}`)).data as Invoice[];
    expect(found.map((r) => r.id)).toEqual([inv.id]);
    const lines = ok(await k.as('lsp', 'GET', '/v1/invoice-details'));
    expect(lines.data.length).toBeLessThanOrEqual(15);
    expect(lines.meta.total).toBeGreaterThan(15);
  });
});

// ---- the invoice's forbidden transitions, generated from the states table -----------------------

type Send = (inv: Invoice & { fee: number }, lang: Locale) => Promise<Res>;
const PROBES: Record<string, { via: string; send: Send }[]> = {
  edit: [
    { via: 'PUT /v1/invoice-details/{id}', send: (inv, lang) => k.as('lsp', 'PUT', `/v1/invoice-details/${inv.details[0]!.id}`, { cost: 10 }, lang) },
    { via: 'POST /v1/invoice-fees', send: (inv, lang) => k.as('lsp', 'POST', '/v1/invoice-fees', { invoice_id: inv.id, description: 'Tol', cost: 10 }, lang) },
    { via: 'PUT /v1/invoice-fees/{id}', send: (inv, lang) => k.as('lsp', 'PUT', `/v1/invoice-fees/${inv.fee}`, { description: 'Tol', cost: 10 }, lang) },
    { via: 'DELETE /v1/invoice-fees/{id}', send: (inv, lang) => k.as('lsp', 'DELETE', `/v1/invoice-fees/${inv.fee}`, undefined, lang) },
  ],
  publish: [{ via: 'PUT /v1/invoices/{id}/publish', send: (inv, lang) => k.as('lsp', 'PUT', `/v1/invoices/${inv.id}/publish`, {}, lang) }],
};

const cases: { action: string; state: string; via: string; send: Send; lang: Locale }[] = [];
for (const tr of invoiceMachine.transitions) {
  for (const state of invoiceMachine.states.filter((s) => !tr.from.includes(s))) {
    for (const p of PROBES[tr.action] ?? []) cases.push({ action: tr.action, state, ...p, lang: cases.length % 2 ? 'id' : 'en' });
  }
}

describe('netto losses and their claims', () => {
  const customer = (body: object) => k.as('lsp', 'PUT', `/v1/shipment-companies/${k.ids.sc1}`, { name: 'PT Sawit Makmur Abadi', logistics_service_provider_domain: 'localhost', ...body });

  it('each line carries its trucks’ loss against the tolerance; the kg beyond it x the customer’s claim price is deducted, exactly; PDF en/id; the vendor sees the kg, not the rupiah', async () => {
    // 0.375 % of 20,000 kg allows 75 kg a truck; 80 kg lost: 5 kg beyond, at Rp12,345.67 a kg = Rp61,728.35.
    ok(await customer({ loss_tolerance_type: 'PERCENT', loss_tolerance_value: 0.375, loss_claim_price: '12345.67' }));
    try {
      const inv = await draft(1, 1);
      expect(inv.claim_price).toBe('12345.67');
      for (const line of inv.details) {
        expect(line.netto).toEqual({ pickup: '20000.000', dropoff: '19920.000', loss_kg: '80.000', loss_percent: '0.40', allowed_kg: '75.000', beyond: true });
        expect(line).toMatchObject({ claim_kg: '5.000', claim: '61728.35', total: '-61728.35' });
      }
      const lineA = inv.details.find((x) => x.vendor?.id === k.ids.vendor1)!;
      ok(await k.as('lsp', 'PUT', `/v1/invoice-details/${lineA.id}`, { cost: '1000000.10' }));
      const seen = ok(await k.as('lsp', 'GET', `/v1/invoices/${inv.id}`)).data as Invoice;
      // 1,000,000.10 - 2 x 61,728.35
      expect(seen).toMatchObject({ lines_total: '1000000.10', claims_total: '123456.70', total: '876543.40' });
      expect(seen.details.find((x) => x.id === lineA.id)).toMatchObject({ total: '938271.75' });
      const listed = (ok(await k.as('lsp', 'GET', '/v1/invoices?entries=100')).data as Invoice[]).find((x) => x.id === inv.id);
      expect(listed?.total).toBe('876543.40');
      // A later change of the customer's price does not change a drafted invoice.
      ok(await customer({ loss_claim_price: '1' }));
      expect((ok(await k.as('lsp', 'GET', `/v1/invoices/${inv.id}`)).data as Invoice).claims_total).toBe('123456.70');

      const published = ok(await k.as('lsp', 'PUT', `/v1/invoices/${inv.id}/publish`)).data as Invoice;
      const en = pdfText((await k.as('shipper', 'GET', `/v1/invoices/${inv.id}/print`)).rawPayload);
      expect(en).toContain('Netto loss 80 kg (0,4%), beyond tolerance');
      expect(en).toContain('Loss claim 5 kg: -Rp61.728,35');
      expect(en).toContain('Loss claims: -Rp123.456,7');
      expect(en).toContain('Total: Rp876.543,4');
      const id = pdfText((await k.as('lsp', 'GET', `/v1/invoice-details/${lineA.id}/print`, undefined, 'id')).rawPayload);
      expect(id).toContain('Susut netto 80 kg (0,4%), melebihi toleransi');
      expect(id).toContain('Klaim susut 5 kg: -Rp61.728,35');
      expect(published.claims_total).toBe('123456.70');

      // The vendor: its truck's loss in kg, no claim in rupiah, on the screen's answer and in the PDF.
      const vendor = ok(await k.as('vendor', 'GET', `/v1/invoices/${inv.id}`)).data as Invoice;
      expect(vendor).toMatchObject({ claims_total: null, claim_price: null, total: null });
      expect(vendor.details).toHaveLength(1);
      expect(vendor.details[0]).toMatchObject({ claim_kg: '5.000', claim: null, total: null, netto: { loss_kg: '80.000', beyond: true } });
      const vendorPdf = pdfText((await k.as('vendor', 'GET', `/v1/invoices/${inv.id}/print`)).rawPayload);
      expect(vendorPdf).toContain('Netto loss 80 kg');
      expect(vendorPdf).not.toContain('61.728');
    } finally {
      ok(await customer({ loss_tolerance_type: null, loss_claim_price: null }));
    }
  });

  it('within the tolerance, or with no claim price: no claim; a gain is no loss', async () => {
    ok(await customer({ loss_tolerance_type: 'KG', loss_tolerance_value: 100, loss_claim_price: 5000 }));
    try {
      const within = await draft(1);
      expect(within.details[0]).toMatchObject({ claim_kg: '0.000', claim: '0.00', netto: { loss_kg: '80.000', allowed_kg: '100.000', beyond: false } });
      const gain = await draft(1, 0, 20010);
      expect(gain.details[0]).toMatchObject({ claim: '0.00', netto: { loss_kg: '-10.000', beyond: false } });
      ok(await customer({ loss_tolerance_type: null, loss_claim_price: null }));
      // No tolerance: every loss is beyond; no price: flagged, nothing claimed.
      const none = await draft(1);
      expect(none).toMatchObject({ claim_price: null, claims_total: '0.00' });
      expect(none.details[0]).toMatchObject({ claim_kg: '80.000', claim: '0.00', netto: { allowed_kg: null, beyond: true } });
    } finally {
      ok(await customer({ loss_tolerance_type: null, loss_claim_price: null }));
    }
  });

  it('the customer’s claim price: hostile values refused with 422 in the caller’s language, nothing changed; cleared with null or ""; another LSP’s customer 404', async () => {
    const price = async () => (await k.rows<{ p: string | null }>(sql`select loss_claim_price::text as p from shipment_companies where id = ${k.ids.sc1}`))[0]!.p;
    ok(await customer({ loss_claim_price: '2500.5' }));
    expect(await price()).toBe('2500.50');
    for (const bad of [-1, '1e3', '1.234.567', 'abc', 0.1 + 0.2, '100000000000000', true, [1]]) {
      const before = await price();
      const res = await customer({ loss_claim_price: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().errors.loss_claim_price).toBeDefined();
      expect(await price()).toBe(before);
    }
    const id = await customer({ loss_claim_price: 'abc' });
    expect(id.statusCode).toBe(422);
    const idRes = await k.as('lsp', 'PUT', `/v1/shipment-companies/${k.ids.sc1}`, { name: 'PT Sawit Makmur Abadi', logistics_service_provider_domain: 'localhost', loss_claim_price: 'abc' }, 'id');
    expect(idRes.json().errors.loss_claim_price[0]).toBe(catalogs.id.validation.money.replace('%{max}', '2'));
    // Left out: kept; '' or null: cleared (with the tolerance).
    ok(await customer({}));
    expect(await price()).toBe('2500.50');
    ok(await customer({ loss_claim_price: '', loss_tolerance_type: '' }));
    expect(await price()).toBeNull();
    const tolerance = await k.rows<{ t: string | null }>(sql`select loss_tolerance_type as t from shipment_companies where id = ${k.ids.sc1}`);
    expect(tolerance[0]!.t).toBeNull();
    await unchanged(() => k.as('lsp2', 'PUT', `/v1/shipment-companies/${k.ids.sc1}`, { name: 'X', logistics_service_provider_domain: 'localhost', loss_claim_price: 1 }), 404);
  });
});

describe('the invoice states table', () => {
  it('every action a role takes has its calls', () => {
    expect(Object.keys(PROBES).sort()).toEqual(invoiceMachine.transitions.filter((x) => x.by.length).map((x) => x.action).sort());
  });

  it.each(cases.map((c) => [`${c.action} from ${c.state}: ${c.via} (${c.lang})`, c] as const))('%s is a 409 and changes nothing', async (_, c) => {
    const inv = await draft(1);
    const fee = ok(await k.as('lsp', 'POST', '/v1/invoice-fees', { invoice_id: inv.id, description: 'Tol', cost: 1 })).data as Fee;
    await t.db.execute(sql`update invoices set status = ${c.state} where id = ${inv.id}`);
    const res = await unchanged(() => c.send({ ...inv, fee: fee.id }, c.lang), 409);
    expect(res.json().message).toBe(refusal(c.lang, c.state, c.action));
    expect((await k.rows<{ status: string }>(sql`select status from invoices where id = ${inv.id}`))[0]!.status).toBe(c.state);
  });
});

/** The text of a PDF (pdftotext, poppler). */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  const file = join(dir, 'invoice.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
