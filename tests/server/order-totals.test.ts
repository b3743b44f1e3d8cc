// An order's totals (PICKUP products x quantity) and a stop's added quantities fit their columns:
// values each within their own bounds that add up past them are refused on the field (editor) or
// on the row (imports and their preview), in the caller's language, and nothing is written
// (server/lib/freight/totals.ts). Before, the database's numeric overflow answered a generic 422
// without a field and failed a whole import without marking a row.
import { utils, write } from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIMENSION, DIMENSION_TOTAL, QUANTITY, decimalMax } from '../../contract/fields.ts';
import { multipart, startTestApp, type TestApp } from './harness.ts';
import { expectUnchanged, freightKit, ok, stop, type Kit } from './freight-kit.ts';

let t: TestApp;
let k: Kit;
/** A product as long as a product may be (99,999,999.99 cm) and as heavy (99,999,999,999.999 kg). */
let huge: number;
beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t);
  const [row] = await k.rows<{ id: number }>(
    sql`insert into products (identity, name, shipment_company_id, weight, dimension_length) values ('HUGE-1', 'Huge', ${k.ids.sc1}, ${String(decimalMax(QUANTITY))}, ${String(decimalMax(DIMENSION))}) returning id`,
  );
  huge = row!.id;
  // A product without measures: its quantities add up, its totals stay null.
  await t.db.execute(sql`insert into products (identity, name, shipment_company_id) values ('BARE-1', 'Bare', ${k.ids.sc1})`);
});
afterAll(() => t?.close());

const QMAX = decimalMax(QUANTITY);
const TOTALS = {
  en: `The order's total weight or volume would be more than ${QMAX}, or its total length, width or height more than ${decimalMax(DIMENSION_TOTAL)}: lower the quantities.`,
  id: `Total berat atau volume pesanan akan melebihi ${QMAX}, atau total panjang, lebar, atau tingginya melebihi ${decimalMax(DIMENSION_TOTAL)}: kurangi jumlahnya.`,
};
const STOP_SUM = { en: `The quantities of this product on this stop add up to more than ${QMAX}.`, id: `Jumlah produk ini pada perhentian ini melebihi ${QMAX}.` };

const draft = async () => ok(await k.as('shipper', 'POST', '/v1/order', {})).data;

describe('the order editor', () => {
  it.each(['en', 'id'] as const)('refuses a stop whose products would take the totals past their columns, on products (%s)', async (lang) => {
    const order = await draft();
    // 1,000 x 99,999,999.99 cm laid end to end: past numeric(12,2).
    const res = await expectUnchanged(k, () => k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, 'PICKUP'), products: [{ product_id: huge, quantity: 1000 }], order_id: order.id }, lang), 422);
    expect(res.json().errors).toEqual({ products: [TOTALS[lang]] });
    // One unit of it fits; a drop-off does not count (totals are what is loaded).
    ok(await k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, 'PICKUP'), products: [{ product_id: huge, quantity: 1 }], order_id: order.id }));
    ok(await k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, 'DROPOFF'), products: [{ product_id: huge, quantity: 1000 }], order_id: order.id }));
    expect(ok(await k.as('shipper', 'GET', `/v1/order/${order.id}`)).data).toMatchObject({ total_weight: QMAX, total_dimension_length: decimalMax(DIMENSION) });
  });

  it('refuses a product named twice on a stop whose quantities add up past a line, on the second line', async () => {
    const order = await draft();
    const lines = [{ product_id: k.ids.cpo, quantity: QMAX }, { product_id: k.ids.cpo, quantity: 1 }];
    const res = await expectUnchanged(k, () => k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, 'PICKUP'), products: lines, order_id: order.id }, 'id'), 422);
    expect(res.json().errors).toEqual({ 'products.1.quantity': [STOP_SUM.id] });
  });
});

/** Sheet rows of one order: its pickup rows of `quantity` HUGE-1, and a drop-off. */
const orderRows = (identity: string, pickups: number[]) => [
  ...pickups.map((quantity) => ({ identity_order: identity, type: 'PICKUP', identity_location: 'PKS-KDS', identity_product: 'HUGE-1', quantity, estimation: '2026-03-12' })),
  { identity_order: identity, type: 'DROPOFF', identity_location: 'REF-DUM', identity_product: 'CPO-01', quantity: 1, estimation: '2026-03-13' },
];

describe('the order imports', () => {
  it.each([
    ['/v1/order/bulk-import', 'data'],
    ['/v1/request-order/import', 'orders'],
  ] as const)('%s marks the rows of an order past its totals and of a stop past a line, and saves nothing', async (url, list) => {
    const rows = [
      ...orderRows('TOT-OK', [1]),
      // Two pickup rows of 1 unit each: 2 x 99,999,999,999.999 kg.
      ...orderRows('TOT-HEAVY', [1, 1]),
    ];
    const res = await expectUnchanged(k, () => k.as('lsp', 'POST', url, { shipment_company_id: k.ids.sc1, [list]: rows }, 'id'), 422);
    expect(res.json().errors).toEqual({ [`${list}.2.quantity`]: [TOTALS.id], [`${list}.3.quantity`]: [TOTALS.id] });

    const bare = (quantity: number) => ({ identity_order: 'TOT-LINE', type: 'PICKUP', identity_location: 'PKS-KDS', identity_product: 'BARE-1', quantity, estimation: '2026-03-12' });
    const line = await expectUnchanged(k, () => k.as('lsp', 'POST', url, { shipment_company_id: k.ids.sc1, [list]: [bare(QMAX), bare(0.001), orderRows('TOT-LINE', [])[0]!] }), 422);
    expect(line.json().errors).toEqual({ [`${list}.1.quantity`]: [STOP_SUM.en] });
    expect(await k.rows(sql`select identity from orders where identity like 'TOT-%'`)).toEqual([]);
  });

  it('the preview says the same on the rows, before anything is sent', async () => {
    const book = utils.book_new();
    const sheet = [['identity_order', 'type', 'identity_location', 'identity_product', 'quantity', 'estimation'], ...orderRows('TOT-P', [1, 1]).map((r) => Object.values(r))];
    utils.book_append_sheet(book, utils.aoa_to_sheet(sheet), 'Orders');
    const m = multipart({ shipment_company_id: String(k.ids.sc1), file: { filename: 'o.xlsx', type: 'application/octet-stream', bytes: new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer) } });
    const res = await t.call({ method: 'POST', url: '/v1/request-order/preview', token: k.tokens.lsp, payload: m.payload, headers: { ...m.headers, 'accept-language': 'en' } });
    const rows = ok(res).data.rows as { errors: Record<string, string[]> }[];
    expect(rows.map((r) => r.errors)).toEqual([{ quantity: [TOTALS.en] }, { quantity: [TOTALS.en] }, {}]);
  });
});
