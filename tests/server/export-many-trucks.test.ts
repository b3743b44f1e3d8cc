// An incoming-trucks export larger than the list's bound (docs/exports.md "Incoming trucks"), on
// PGlite and PostgreSQL: with more than LIVE_TRUCKS_MAX trucks on the road the job reads them
// SHEET_PAGE at a time in the order they were assigned, and every one of them is in the file (the
// list itself stays bounded); a vendor name that a spreadsheet would run as a formula stays text.
import { read, utils } from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportFileRow } from '../../contract/exports.ts';
import { LIVE_TRUCKS_MAX } from '../../contract/tracking.ts';
import { SHEET_PAGE } from '../../server/lib/tracking/incoming.ts';
import { startTestApp, type TestApp } from './harness.ts';

const ADDED = LIVE_TRUCKS_MAX + SHEET_PAGE + 7;
const FORMULA_VENDOR = '=SUM(1+1) Transport';
let t: TestApp;
let lsp: string;

beforeAll(async () => {
  t = await startTestApp();
  lsp = await t.login('lsp@lsi.test');
  // ADDED trucks assigned by a new vendor on one of the LSP's shipments, on its first order (which has its stops).
  await t.db.execute(sql`
    with lsp as (select logistics_service_provider_id as id from users where email = 'lsp@lsi.test'),
    s as (select so.shipment_id as id, so.order_id from shipment_orders so join shipments sh on sh.id = so.shipment_id join lsp on sh.logistics_service_provider_id = lsp.id order by so.shipment_id limit 1),
    v as (insert into vendors (name) values (${FORMULA_VENDOR}) returning id),
    p as (insert into shipment_vendors (shipment_id, vendor_id, status) select s.id, v.id, 'ACCEPTED' from s, v returning id, shipment_id)
    insert into tracks (shipment_id, shipment_vendor_id, order_id, status, ritase, source)
    select p.shipment_id, p.id, s.order_id, 'ASSIGNED', 1, 'MAPBOX' from p, s, generate_series(1, ${ADDED})`);
});
afterAll(() => t?.close());

async function finished(id: number): Promise<ExportFileRow> {
  for (let i = 0; i < 600; i++) {
    const row = (await t.call({ method: 'GET', url: `/v1/exports/${id}`, token: lsp })).json().data as ExportFileRow;
    if (row.status === 'DONE' || row.status === 'FAILED') return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`export ${id} never finished`);
}

describe('an export of more trucks than the list holds', () => {
  it('writes every truck, read a page at a time in the order they were assigned, the formula-like name as text', async () => {
    const { rows: [{ n }] } = (await t.db.execute(sql`select count(*)::int as n from tracks t join shipments s on s.id = t.shipment_id
      join users u on u.logistics_service_provider_id = s.logistics_service_provider_id and u.email = 'lsp@lsi.test' where t.status in ('ASSIGNED', 'ON_THE_WAY')`)) as unknown as { rows: [{ n: number }] };
    expect(n).toBeGreaterThan(LIVE_TRUCKS_MAX);
    // The list stays bounded.
    const list = (await t.call({ method: 'GET', url: '/v1/dashboard/lsp/incoming-truck?entries=10', token: lsp })).json();
    expect(list.meta.total).toBeLessThanOrEqual(LIVE_TRUCKS_MAX);

    const asked = await t.call({ method: 'POST', url: '/v1/exports', token: lsp, payload: { kind: 'INCOMING_TRUCKS', filters: {} } });
    expect(asked.statusCode, asked.body).toBe(200);
    const done = await finished(asked.json().data.id);
    expect(done).toMatchObject({ status: 'DONE', progress: 100, error: null });
    const file = await t.call({ method: 'GET', url: `/v1/exports/${done.id}/file`, token: lsp });
    const book = read(file.rawPayload);
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null });
    // Every truck with a stop to head to: the added ones all are.
    expect(rows.length - 1).toBe(done.rows);
    expect(done.rows).toBeGreaterThanOrEqual(ADDED);
    const vendorColumn = rows[0]!.indexOf('Vendor');
    const formulaRows = rows.filter((r) => String(r[vendorColumn]).includes('SUM(1+1)'));
    expect(formulaRows).toHaveLength(ADDED);
    expect(formulaRows[0]![vendorColumn]).toBe(`'${FORMULA_VENDOR}`);
    expect(Object.values(sheet).some((c) => typeof c === 'object' && c !== null && 'f' in c)).toBe(false);
  });
});
