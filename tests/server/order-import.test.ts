// Orders from a sheet (issue 11 step 2): POST /v1/order/bulk-import and /v1/request-order/import
// write all rows or none; /v1/request-order/preview reads the uploaded sheet on the server behind
// its guards (size, unpacked size, rows) and answers every row's errors in the caller's language.
import { utils, write } from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredZip } from '../support/declared-zip.ts';
import { IMPORT_CHUNK } from '../../server/lib/bulk.ts';
import { expectError, multipart, startTestApp, type TestApp } from './harness.ts';
import { expectUnchanged, freightKit, ok, type Kit } from './freight-kit.ts';
import { whileDbRefuses } from './refuse-row.ts';

let t: TestApp;
let k: Kit;
beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t);
});
afterAll(() => t?.close());

/** The rows of one order: a pickup at Kandis and a drop-off at Dumai of `quantity` CPO. */
const orderRows = (identity: string, quantity = 30000, estimation = '2026-03-12') => [
  { identity_order: identity, type: 'PICKUP', identity_location: 'PKS-KDS', identity_product: 'CPO-01', quantity, estimation },
  { identity_order: identity, type: 'DROPOFF', identity_location: 'REF-DUM', identity_product: 'CPO-01', quantity, estimation: '2026-03-13' },
];
const imported = (prefix: string) => k.rows<{ identity: string; status: string; total_weight: string }>(sql`select identity, status, total_weight from orders where identity like ${`${prefix}%`} order by identity`);

describe('bulk import of orders', () => {
  it('makes PUBLISHED orders of the rows, grouping stops and products, with their totals; the shipping company hears of it', async () => {
    const data = [
      ...orderRows('IMP-A-1'),
      // A second product on the same pickup, and the same product twice: one stop, quantities added.
      { identity_order: 'IMP-A-1', type: 'pickup', identity_location: 'PKS-KDS', identity_product: 'PK-01', quantity: '500,5', estimation: '2026-03-12' },
      { identity_order: 'IMP-A-1', type: 'PICKUP', identity_location: 'PKS-KDS', identity_product: 'PK-01', quantity: 499.5, estimation: '2026-03-12' },
      ...orderRows('IMP-A-2', 20000),
    ];
    const res = ok(await k.as('lsp', 'POST', '/v1/order/bulk-import', { shipment_company_id: k.ids.sc1, data }));
    expect(res).toMatchObject({ message: '2 orders imported.', data: { orders: 2 } });
    expect(await imported('IMP-A-')).toEqual([
      { identity: 'IMP-A-1', status: 'PUBLISHED', total_weight: '31000.000' },
      { identity: 'IMP-A-2', status: 'PUBLISHED', total_weight: '20000.000' },
    ]);
    const detail = ok(await k.as('shipper', 'GET', `/v1/order/${res.data.ids[0]}`)).data;
    expect(detail.suborders.map((s: { type: string; products: { identity: string; quantity: number }[] }) => [s.type, s.products.map((p) => [p.identity, p.quantity])])).toEqual([
      ['PICKUP', [['CPO-01', 30000], ['PK-01', 1000]]],
      ['DROPOFF', [['CPO-01', 30000]]],
    ]);
    const [told] = await k.rows<{ n: number }>(sql`select count(*)::int as n from notifications where title_en = 'Orders imported' and body_en like '%imported 2 orders of PT Sawit Makmur Abadi%'`);
    expect(told!.n).toBe(1);
    expect(ok(await k.as('lsp', 'GET', '/v1/shipment/active-orders?search_key=IMP-A-&entries=1000')).data).toHaveLength(2);
  });

  it('refuses the whole sheet for one broken row, each error on its row, and saves nothing', async () => {
    const broken = (rows: object[], lang: 'en' | 'id' = 'en') => expectUnchanged(k, () => k.as('lsp', 'POST', '/v1/order/bulk-import', { shipment_company_id: k.ids.sc1, data: rows }, lang), 422);
    const many = Array.from({ length: 100 }, (_, i) => orderRows(`IMP-B-${i}`)).flat();
    many[151] = { ...many[151]!, identity_product: 'NO-SUCH' };
    expect((await broken(many)).json().errors).toEqual({ 'data.151.identity_product': ['Not found.'] });
    expect((await broken([...orderRows('IMP-C-1'), { ...orderRows('IMP-C-1')[0]!, identity_location: 'REF-DUM' }], 'id')).json().errors).toEqual({
      'data.2.identity_location': ['Pilih lokasi dengan tipe perhentian ini (PICKUP).'],
    });
    expect((await broken([orderRows('IMP-C-2')[0]!])).json().errors).toEqual({ 'data.0.identity_order': ['An order needs at least one pickup and one drop-off, each with products.'] });
    expect((await broken(orderRows('ORD-2026-0001'))).json().errors).toEqual({ 'data.0.identity_order': ['Already used.'], 'data.1.identity_order': ['Already used.'] });
    // Another company's locations and products do not exist for this one.
    expect((await broken([{ ...orderRows('IMP-C-3')[0]!, identity_location: 'PKS-UJB' }, orderRows('IMP-C-3')[1]!])).json().errors).toEqual({ 'data.0.identity_location': ['Not found.'] });
    expect((await broken([{ ...orderRows('IMP-C-4')[0]!, quantity: 0, estimation: '2026-02-30' }])).json().errors).toEqual({ 'data.0.quantity': ['Must be more than 0.'], 'data.0.estimation': ['Invalid date: use YYYY-MM-DD.'] });
    expect(await imported('IMP-B-')).toEqual([]);
  });

  it('takes at most 5,000 rows, says so, and refuses other roles and other tenants', async () => {
    const rows = Array.from({ length: 2501 }, (_, i) => orderRows(`IMP-D-${i}`)).flat().slice(0, 5001);
    expect((await expectUnchanged(k, () => k.as('lsp', 'POST', '/v1/order/bulk-import', { shipment_company_id: k.ids.sc1, data: rows }), 422)).json().errors).toEqual({ data: ['At most 5000 rows can be imported at once.'] });
    for (const who of ['vendor', 'admin', 'viewer'] as const) await expectUnchanged(k, () => k.as(who, 'POST', '/v1/order/bulk-import', { shipment_company_id: k.ids.sc1, data: orderRows('IMP-E-1') }), 403);
    await expectUnchanged(k, () => k.as('lsp2', 'POST', '/v1/order/bulk-import', { shipment_company_id: k.ids.sc1, data: orderRows('IMP-E-1') }), 404);
    await expectUnchanged(k, () => k.as('shipper2', 'POST', '/v1/order/bulk-import', { shipment_company_id: k.ids.sc1, data: orderRows('IMP-E-1') }), 404);
    // A shipping company imports for itself.
    ok(await k.as('shipper', 'POST', '/v1/order/bulk-import', { data: orderRows('IMP-E-2') }));
  });

  it('imports 200 orders at once, after a sheet with a broken row was refused', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => orderRows(`IMP-F-${String(i).padStart(3, '0')}`, 1000 + i)).flat();
    await expectUnchanged(k, () => k.as('lsp', 'POST', '/v1/request-order/import', { shipment_company_id: k.ids.sc1, orders: [...rows, { ...rows[0]!, quantity: 'banyak' }] }), 422);
    const res = ok(await k.as('lsp', 'POST', '/v1/request-order/import', { shipment_company_id: k.ids.sc1, orders: rows }));
    expect(res.data.orders).toBe(200);
    const all = await imported('IMP-F-');
    expect(all).toHaveLength(200);
    expect(all[199]).toEqual({ identity: 'IMP-F-199', status: 'PUBLISHED', total_weight: '1199.000' });
    // type DRAFT keeps them as drafts.
    ok(await k.as('lsp', 'POST', '/v1/request-order/import', { shipment_company_id: k.ids.sc1, orders: orderRows('IMP-G-1'), type: 'DRAFT' }));
    expect(await imported('IMP-G-')).toEqual([{ identity: 'IMP-G-1', status: 'DRAFT', total_weight: '30000.000' }]);
  });
});

// All or nothing when the database itself refuses a write part-way: the first chunk of orders (with
// their stops and product lines) is written, the last chunk fails, and nothing of it stays.
describe('an import the database refuses part-way writes nothing', () => {
  /** One order more than a chunk: the last order is written by a statement of its own. */
  const sheet = (prefix: string) => Array.from({ length: IMPORT_CHUNK + 1 }, (_, i) => orderRows(`${prefix}${String(i).padStart(4, '0')}`, 1000 + i)).flat();

  it.each([
    // The last order itself is refused (orders insert of the second chunk).
    ['/v1/order/bulk-import', 'data', 'orders', 'identity', `TXB-${IMPORT_CHUNK}`, 'TXB-'],
    // A product line of the last order is refused (after its order and stops went in).
    ['/v1/request-order/import', 'orders', 'suborder_products', 'quantity', String(1000 + IMPORT_CHUNK), 'TXR-'],
  ] as const)('%s: the last chunk fails in the database', async (url, list, table, column, refused, prefix) => {
    const rows = sheet(prefix);
    const before = await k.snapshot();
    const res = await whileDbRefuses(t, table, column, refused, () => k.as('lsp', 'POST', url, { shipment_company_id: k.ids.sc1, [list]: rows }));
    // The rows passed every check before the writes: a fault, not a row to mark.
    expect(expectError(res, 500, 'Something went wrong on our side. Please try again.').errors).toBeUndefined();
    // Orders, stops, product lines (and notifications) exactly as before: the first chunk is gone too.
    expect(await k.snapshot()).toBe(before);
    expect(await imported(prefix)).toEqual([]);
    // The same sheet goes in whole once the database takes it.
    expect(ok(await k.as('lsp', 'POST', url, { shipment_company_id: k.ids.sc1, [list]: rows })).data.orders).toBe(IMPORT_CHUNK + 1);
  });
});

// An identity another request takes between an import's checks and its write is refused on the
// import's rows (as one taken before), never as the database's "identity" (a field no row has).
describe('an identity taken while an import runs', () => {
  it.each([
    ['/v1/order/bulk-import', 'data'],
    ['/v1/request-order/import', 'orders'],
  ] as const)('%s: taken between the check and the write (a trigger takes it first), refused on the rows', async (url, list) => {
    // Test-only: the first insert of the identity makes another order of it first, in the same
    // statement, as a concurrent import committing a moment earlier would.
    await t.db.execute(sql.raw(`create function test_take_identity() returns trigger language plpgsql as $$ begin
      if pg_trigger_depth() = 1 then
        insert into orders (identity, status, shipment_company_id, logistics_service_provider_id) values (new.identity, 'DRAFT', new.shipment_company_id, new.logistics_service_provider_id);
      end if;
      return new; end $$`));
    await t.db.execute(sql.raw(`create trigger test_take_identity before insert on orders for each row when (new.identity = 'RACE-TAKEN') execute function test_take_identity()`));
    try {
      const rows = [...orderRows('RACE-FREE'), ...orderRows('RACE-TAKEN')];
      const res = await expectUnchanged(k, () => k.as('lsp', 'POST', url, { shipment_company_id: k.ids.sc1, [list]: rows }, 'id'), 422);
      expect(res.json().errors).toEqual({ [`${list}.2.identity_order`]: ['Sudah digunakan.'], [`${list}.3.identity_order`]: ['Sudah digunakan.'] });
    } finally {
      await t.db.execute(sql.raw('drop trigger test_take_identity on orders'));
      await t.db.execute(sql.raw('drop function test_take_identity()'));
    }
  });

  it('ten imports of one identity at once: one made, the others refused on their rows', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => k.as('lsp', 'POST', '/v1/order/bulk-import', { shipment_company_id: k.ids.sc1, data: orderRows('RACE-10') })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    for (const r of answers.filter((a) => a.statusCode === 422)) {
      expect(r.json().errors, r.body).toEqual({ 'data.0.identity_order': ['Already used.'], 'data.1.identity_order': ['Already used.'] });
    }
    expect(await imported('RACE-10')).toEqual([{ identity: 'RACE-10', status: 'PUBLISHED', total_weight: '30000.000' }]);
  });
});

describe('preview of an uploaded sheet', () => {
  const xlsx = (rows: unknown[][]) => {
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Orders');
    return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
  };
  const preview = (bytes: Uint8Array, name = 'orders.xlsx', lang: 'en' | 'id' = 'id', fields: Record<string, string> = { shipment_company_id: String(k.ids.sc1) }) => {
    const m = multipart({ ...fields, file: { filename: name, type: 'application/octet-stream', bytes } });
    return t.call({ method: 'POST', url: '/v1/request-order/preview', token: k.tokens.lsp, payload: m.payload, headers: { ...m.headers, 'accept-language': lang } });
  };

  it('reads an xlsx (headers in any case, a date cell) and answers each row with its errors in the caller language; nothing is saved', async () => {
    const day = 46093; // 2026-03-12 as an Excel day number
    const bytes = xlsx([
      ['Identity Order', 'TYPE', 'identity-location', 'Identity Product', 'Quantity', 'Estimation', 'Ignored'],
      ['IMP-P-1', 'PICKUP', 'PKS-KDS', 'CPO-01', 30000, day, 'x'],
      ['IMP-P-1', 'DROPOFF', 'REF-DUM', 'CPO-01', 30000, '2026-03-13'],
      ['IMP-P-2', 'PICKUP', 'PKS-KDS', 'NO-SUCH', '=1+2', '2026-03-12'],
    ]);
    const before = await k.snapshot();
    const res = ok(await preview(bytes));
    expect(await k.snapshot()).toBe(before);
    expect(res.data).toMatchObject({ valid: false, orders: 2, max_rows: 5000, columns: ['identity_order', 'type', 'identity_location', 'identity_product', 'quantity', 'estimation'] });
    expect(res.data.rows).toEqual([
      { index: 0, values: { identity_order: 'IMP-P-1', type: 'PICKUP', identity_location: 'PKS-KDS', identity_product: 'CPO-01', quantity: '30000', estimation: '2026-03-12' }, errors: {} },
      { index: 1, values: expect.objectContaining({ type: 'DROPOFF' }), errors: {} },
      { index: 2, values: expect.objectContaining({ quantity: '=1+2' }), errors: { quantity: ['Harus berupa angka.'] } },
    ]);
    // A row that passes its own checks is checked against the company too.
    const csv = new TextEncoder().encode('identity_order,type,identity_location,identity_product,quantity,estimation\nIMP-P-3,PICKUP,PKS-KDS,NO-SUCH,5,2026-03-12\n');
    const fromCsv = ok(await preview(csv, 'orders.csv', 'en')).data;
    expect(fromCsv.rows[0].errors).toEqual({ identity_product: ['Not found.'], identity_order: ['An order needs at least one pickup and one drop-off, each with products.'] });
  });

  it('guards the file: what is not a sheet, an archive that unpacks past 50 MB, more rows than the limit, no file', async () => {
    const refusal = async (res: Awaited<ReturnType<typeof preview>>) => {
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors.file;
    };
    expect(await refusal(await preview(declaredZip([{ name: 'xl/worksheets/sheet1.xml', size: 60e6 }]), 'bomb.xlsx', 'en'))).toEqual(['The spreadsheet is too large once unpacked (max 50 MB).']);
    expect(await refusal(await preview(Uint8Array.from([0xff, 0xfe, 0x00, 0x01, 0x02]), 'x.csv', 'en'))).toEqual(['The file cannot be read as a spreadsheet (.xlsx or .csv).']);
    const tooMany = new TextEncoder().encode(`identity_order\n${'X\n'.repeat(5001)}`);
    expect(await refusal(await preview(tooMany, 'many.csv', 'en'))).toEqual(['At most 5000 rows can be imported at once.']);
    const m = multipart({ shipment_company_id: String(k.ids.sc1) });
    const none = await t.call({ method: 'POST', url: '/v1/request-order/preview', token: k.tokens.lsp, payload: m.payload, headers: m.headers });
    expect(await refusal(none)).toEqual(['Required.']);
    // Larger than 5 MB as sent: refused before it is read.
    const big = await preview(new Uint8Array(5 * 1024 * 1024 + 10), 'big.csv', 'en');
    expect(big.statusCode).toBe(413);
    const vendor = multipart({ file: { filename: 'o.csv', type: 'text/csv', bytes: new TextEncoder().encode('a\n1\n') } });
    expect((await t.call({ method: 'POST', url: '/v1/request-order/preview', token: k.tokens.vendor, payload: vendor.payload, headers: vendor.headers })).statusCode).toBe(403);
  });

  // A .csv with a NUL byte is not text: the file is refused as a whole (a NUL in an .xlsx cell is a cell's).
  it.each([
    ['xlsx', 'orders.xlsx', '\u0000'],
    ['csv', 'orders.csv', '\u0001'],
  ] as const)('hostile cells (control characters, 1e308, year 99999) are errors on their rows, never a 5xx, nothing saved (%s)', async (kind, name, control) => {
    const rows = [
      ['identity_order', 'type', 'identity_location', 'identity_product', 'quantity', 'estimation'],
      [`HOST${control}-1`, 'PICKUP', 'PKS-KDS', 'CPO-01', '1', '2026-03-12'],
      ['HOST-2', 'PICKUP', 'PKS-KDS', 'CPO-01', '1e308', '2026-03-12'],
      ['HOST-3', 'PICKUP', 'PKS-KDS', 'CPO-01', '1', '99999-01-01'],
      ['HOST-3', 'DROPOFF', 'REF-DUM\u0007', 'CPO-01', '1', '2026-03-13'],
    ];
    const bytes = kind === 'xlsx' ? xlsx(rows) : new TextEncoder().encode(rows.map((r) => r.join(',')).join('\n'));
    const before = await k.snapshot();
    const res = ok(await preview(bytes, name, 'id')).data;
    expect(await k.snapshot()).toBe(before);
    expect(res.valid).toBe(false);
    expect(res.rows.map((r: { errors: Record<string, string[]> }) => r.errors)).toEqual([
      { identity_order: ['Mengandung karakter yang tidak diizinkan (karakter kontrol).'] },
      { quantity: ['Maksimal 99999999999.999.'] },
      { estimation: ['Tanggal tidak valid: gunakan YYYY-MM-DD.'] },
      { identity_location: ['Mengandung karakter yang tidak diizinkan (karakter kontrol).'] },
    ]);
  });

  it('a .csv with a NUL byte is refused as a whole, as not a spreadsheet', async () => {
    const res = await preview(new TextEncoder().encode('identity_order,type\nHOST\u0000-9,PICKUP\n'), 'orders.csv', 'id');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ file: ['File tidak dapat dibaca sebagai lembar kerja (.xlsx atau .csv).'] });
  });

  // Issue 9: -5 as a number cell, as text or with the typographic minus is refused for what it is.
  it.each([
    ['en', 'Must be more than 0.'],
    ['id', 'Harus lebih dari 0.'],
  ] as const)('refuses a negative quantity as "more than 0", never "not a number" (%s)', async (lang, reason) => {
    const sheet = xlsx([
      ['identity_order', 'type', 'identity_location', 'identity_product', 'quantity', 'estimation'],
      ['NEG-1', 'PICKUP', 'PKS-KDS', 'CPO-01', -5, '2026-03-12'],
      ['NEG-1', 'DROPOFF', 'REF-DUM', 'CPO-01', '-5', '2026-03-13'],
      ['NEG-2', 'PICKUP', 'PKS-KDS', 'CPO-01', '−5', '2026-03-12'],
    ]);
    const before = await k.snapshot();
    const rows = ok(await preview(sheet, 'orders.xlsx', lang)).data.rows as { errors: Record<string, string[]> }[];
    expect(rows.map((r) => r.errors.quantity)).toEqual([[reason], [reason], [reason]]);
    expect(await k.snapshot()).toBe(before);
  });
});
