// Orders and their stops (spec 2 §4, §7 "Orders"; issue 11 step 1): a DRAFT with an identity, stops
// with products and the totals computed from them, publish with a note, cancel; the LSP for its
// customers; each role allowed or refused; every forbidden transition a 409 that changes nothing;
// other tenants' ids 404.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { expectUnchanged, freightKit, ok, publishedOrder, stop, type Kit } from './freight-kit.ts';

let t: TestApp;
let k: Kit;
beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t);
  // Product measures, so that every total has something to add up.
  await t.db.execute(sql`update products set weight = 1, volume = 0.002, dimension_length = 0.5, dimension_width = 0.25, dimension_height = 0.1 where id = ${k.ids.cpo}`);
});
afterAll(() => t?.close());

const draft = async (who: 'shipper' | 'lsp' = 'shipper') => ok(await k.as(who, 'POST', '/v1/order', who === 'shipper' ? {} : { shipment_company_id: k.ids.sc1 })).data;

describe('a shipping company makes and sends an order', () => {
  it('creates a DRAFT with a generated identity, renames it, adds stops, and the totals follow the products', async () => {
    const made = await draft();
    expect(made).toMatchObject({ status: 'DRAFT', shipment_company_id: k.ids.sc1, suborders: [], total_weight: null });
    expect(made.identity).toMatch(/^ORD-260311-[2-9A-HJ-NP-Z]{6}$/);
    const renamed = ok(await k.as('shipper', 'PUT', `/v1/order/${made.id}/identity`, { id: made.id, identity: 'ORD-TEST-0001' }));
    expect(renamed.data.identity).toBe('ORD-TEST-0001');

    const pickup = ok(await k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, 'PICKUP', 20000), order_id: made.id })).data;
    expect(pickup).toMatchObject({ type: 'PICKUP', pickup_dropoff_location_point: { name: 'PKS Kandis' }, products: [{ identity: 'CPO-01', quantity: 20000 }] });
    // The estimation day is read in the caller's timezone (none sent: WIB, so the day starts 17:00 UTC the day before).
    expect(pickup.estimation_date).toBe('2026-03-11T17:00:00.000Z');
    ok(await k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, 'DROPOFF', 20000), order_id: made.id }));
    // A product named twice on one stop is one line.
    ok(await k.as('shipper', 'PUT', `/v1/suborder/${pickup.id}`, { ...stop(k, 'PICKUP'), products: [{ product_id: k.ids.cpo, quantity: 10000 }, { product_id: k.ids.cpo, quantity: '15000,5' }] }));

    const detail = ok(await k.as('shipper', 'GET', `/v1/order/${made.id}`)).data;
    // Totals count the PICKUP stops only (what is loaded): 25,000.5 units.
    expect(detail).toMatchObject({ total_weight: 25000.5, total_volume: 50.001, total_dimension_length: 12500.25, total_dimension_width: 6250.13, total_dimension_height: 2500.05 });
    expect(detail.suborders.map((s: { type: string }) => s.type)).toEqual(['PICKUP', 'DROPOFF']);

    const sent = ok(await k.as('shipper', 'PUT', `/v1/order/${made.id}/publish`, { note: 'Muat pagi' }));
    expect(sent.message).toBe('Order ORD-TEST-0001 sent.');
    expect(sent.data).toMatchObject({ status: 'PUBLISHED', note: 'Muat pagi', published_at: t.clock.now().toISOString() });
    // Every user of the LSP hears of it, in both languages; the sender does not.
    const told = await k.rows<{ email: string; title_en: string; title_id: string; body_en: string }>(
      sql`select u.email, n.title_en, n.title_id, n.body_en from notifications n join users u on u.id = n.user_id where n.body_en like '%ORD-TEST-0001%' order by u.email`,
    );
    expect(told.map((r) => r.email)).toEqual(['lsp@lsi.test', 'viewer@lsi.test']);
    expect(told[0]).toMatchObject({ title_en: 'New order', title_id: 'Pesanan baru', body_en: '<p>Dewi Lestari sent order <b>ORD-TEST-0001</b> of PT Sawit Makmur Abadi.</p>' });
  });

  it("keeps the order's estimation date at its earliest pickup as stops are added, changed and removed, and the LSP's list sorts by it", async () => {
    const made = await draft();
    const estimation = async () => ok(await k.as('shipper', 'GET', `/v1/order/${made.id}`)).data.estimation_date;
    // Days are WIB's (no timezone header): 2026-03-20 starts at 2026-03-19T17:00Z.
    expect(await estimation()).toBeNull();
    const later = ok(await k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, 'PICKUP'), order_id: made.id, estimation_date: '2026-03-20' })).data;
    expect(await estimation()).toBe('2026-03-19T17:00:00.000Z');
    const earlier = ok(await k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, 'PICKUP'), order_id: made.id, estimation_date: '2026-03-15' })).data;
    expect(await estimation()).toBe('2026-03-14T17:00:00.000Z');
    // A drop-off's date is not the order's.
    ok(await k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, 'DROPOFF'), order_id: made.id, estimation_date: '2026-03-13' }));
    expect(await estimation()).toBe('2026-03-14T17:00:00.000Z');
    ok(await k.as('shipper', 'PUT', `/v1/suborder/${later.id}`, { ...stop(k, 'PICKUP'), estimation_date: '2026-03-14' }));
    expect(await estimation()).toBe('2026-03-13T17:00:00.000Z');
    ok(await k.as('shipper', 'DELETE', `/v1/suborder/${later.id}`));
    expect(await estimation()).toBe('2026-03-14T17:00:00.000Z');
    ok(await k.as('shipper', 'DELETE', `/v1/suborder/${earlier.id}`));
    expect(await estimation()).toBeNull();

    // Published orders in the LSP's create-shipment list, sorted by that date either way.
    const dated = async (day: string) => {
      const o = await draft();
      const identity = `ORD-EST-${day}`;
      ok(await k.as('shipper', 'PUT', `/v1/order/${o.id}/identity`, { id: o.id, identity }));
      for (const type of ['PICKUP', 'DROPOFF'] as const) ok(await k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, type), order_id: o.id, estimation_date: day }));
      ok(await k.as('shipper', 'PUT', `/v1/order/${o.id}/publish`, {}));
      return identity;
    };
    const mine = [await dated('2026-04-02'), await dated('2026-04-01'), await dated('2026-04-03')];
    const listed = async (sort_type: 'asc' | 'desc') =>
      (ok(await k.as('lsp', 'GET', `/v1/shipment/active-orders?search_columns=identity&search_key=ORD-EST-&sort_column=estimation_date&sort_type=${sort_type}`)).data as { identity: string }[]).map((o) => o.identity);
    expect(await listed('asc')).toEqual([mine[1], mine[0], mine[2]]);
    expect(await listed('desc')).toEqual([mine[2], mine[0], mine[1]]);
  });

  it('refuses to send an order without a pickup and a drop-off with products (422, nothing changes)', async () => {
    const made = await draft();
    ok(await k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, 'PICKUP'), order_id: made.id }));
    const res = await expectUnchanged(k, () => k.as('shipper', 'PUT', `/v1/order/${made.id}/publish`, {}), 422);
    expect(res.json().errors).toEqual({ suborders: ['An order needs at least one pickup and one drop-off, each with products.'] });
  });

  it('checks stops against the company: its locations, of the stop type, and its products', async () => {
    const made = await draft();
    const bad = (body: object) => expectUnchanged(k, () => k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, 'PICKUP'), order_id: made.id, ...body }, 'id'), 422);
    expect((await bad({ pickup_dropoff_location_point_id: k.ids.dumai })).json().errors).toEqual({ pickup_dropoff_location_point_id: ['Pilih lokasi dengan tipe perhentian ini (PICKUP).'] });
    expect((await bad({ pickup_dropoff_location_point_id: k.ids.ujungBatu3 })).json().errors).toEqual({ pickup_dropoff_location_point_id: ['Tidak ditemukan.'] });
    expect((await bad({ products: [{ product_id: k.ids.cpo3, quantity: 1 }] })).json().errors).toEqual({ 'products.0.product_id': ['Tidak ditemukan.'] });
    expect((await bad({ products: [{ product_id: k.ids.cpo, quantity: 0 }] })).json().errors).toEqual({ 'products.0.quantity': ['Harus lebih dari 0.'] });
    expect((await bad({ estimation_date: '2026-02-30' })).json().errors).toEqual({ estimation_date: ['Tanggal tidak valid: gunakan YYYY-MM-DD.'] });
  });

  it('keeps identities unique per LSP (422 "Already used." on identity)', async () => {
    const made = await draft();
    const res = await expectUnchanged(k, () => k.as('shipper', 'PUT', `/v1/order/${made.id}/identity`, { identity: 'ORD-2026-0001' }), 422);
    expect(res.json().errors).toEqual({ identity: ['Already used.'] });
    expect((await k.as('shipper', 'PUT', `/v1/order/${made.id}/identity`, { id: made.id + 1, identity: 'X' })).json().errors).toEqual({ id: ['Invalid value.'] });
  });
});

describe('forbidden transitions: 409 in the caller language, nothing changes', () => {
  it('a sent order is not edited, sent again, or given stops; its destination changes only with a note', async () => {
    const { id } = await publishedOrder(k);
    const [pickup] = ok(await k.as('shipper', 'GET', `/v1/suborder?filter_columns=order_id&filter_keys=${id}`)).data;
    const refusals: [string, 'PUT' | 'POST' | 'DELETE', string, object | undefined, RegExp][] = [
      ['identity', 'PUT', `/v1/order/${id}/identity`, { identity: 'ORD-LATE' }, /"edit"/],
      ['publish', 'PUT', `/v1/order/${id}/publish`, {}, /This order is Published: "publish" is not possible now\./],
      ['add stop', 'POST', '/v1/suborder', { ...stop(k, 'PICKUP'), order_id: id }, /"edit"/],
      ['replace stop', 'PUT', `/v1/suborder/${pickup.id}`, stop(k, 'PICKUP'), /"edit"/],
      ['remove stop', 'DELETE', `/v1/suborder/${pickup.id}`, undefined, /"edit"/],
    ];
    for (const [, method, url, body, message] of refusals) await expectUnchanged(k, () => k.as('shipper', method, url, body), 409, message);
    const id409 = await expectUnchanged(k, () => k.as('lsp', 'PUT', `/v1/order/${id}/publish`, {}, 'id'), 409);
    expect(id409.json().message).toBe('Status pesanan ini Diterbitkan: "terbitkan" tidak dapat dilakukan sekarang.');

    const moved = ok(await k.as('lsp', 'PUT', `/v1/suborder/${pickup.id}/change-destinations`, { pickup_dropoff_location_point_id: k.ids.pelalawan, order_number: 'DO-778', note: 'Tangki Kandis penuh' }));
    expect(moved.data).toMatchObject({ pickup_dropoff_location_point: { name: 'PKS Pelalawan' }, order_number: 'DO-778', note: 'Tangki Kandis penuh' });
    // The shipping company hears of the LSP's change.
    const [told] = await k.rows<{ body_en: string }>(sql`select body_en from notifications where body_en like '%Tangki Kandis penuh%'`);
    expect(told!.body_en).toContain('to PKS Pelalawan');
    await expectUnchanged(k, () => k.as('lsp', 'PUT', `/v1/suborder/${pickup.id}/change-destinations`, { pickup_dropoff_location_point_id: k.ids.dumai, note: 'x' }), 422);
    await expectUnchanged(k, () => k.as('lsp', 'PUT', `/v1/suborder/${pickup.id}/change-destinations`, { pickup_dropoff_location_point_id: k.ids.kandis }), 422);
  });

  it('a draft has no destination to change; a cancelled order does nothing more', async () => {
    const made = await draft();
    const s1 = ok(await k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, 'PICKUP'), order_id: made.id })).data;
    await expectUnchanged(k, () => k.as('shipper', 'PUT', `/v1/suborder/${s1.id}/change-destinations`, { pickup_dropoff_location_point_id: k.ids.pelalawan, note: 'x' }), 409, /"change destination"/);
    const cancelled = ok(await k.as('shipper', 'PUT', `/v1/order/${made.id}/cancel`));
    expect(cancelled.data.status).toBe('CANCELLED');
    for (const [method, url, body] of [
      ['PUT', `/v1/order/${made.id}/cancel`, undefined],
      ['PUT', `/v1/order/${made.id}/publish`, {}],
      ['PUT', `/v1/order/${made.id}/identity`, { identity: 'ORD-X' }],
      ['DELETE', `/v1/suborder/${s1.id}`, undefined],
    ] as const) {
      await expectUnchanged(k, () => k.as('shipper', method, url, body), 409, /This order is Cancelled/);
    }
  });

  it('a published order can be cancelled by either side, and the other side hears of it', async () => {
    const { id, identity } = await publishedOrder(k);
    ok(await k.as('lsp', 'PUT', `/v1/order/${id}/cancel`));
    const told = await k.rows<{ email: string }>(sql`select u.email from notifications n join users u on u.id = n.user_id where n.body_en like ${`%cancelled order <b>${identity}</b>%`}`);
    expect(told.map((r) => r.email)).toEqual(['shipper@lsi.test']);
  });
});

describe('the LSP makes orders for its customers', () => {
  it('names one of its customers; none is a 422, another LSP\'s customer a 404', async () => {
    const made = await draft('lsp');
    expect(made).toMatchObject({ shipment_company_id: k.ids.sc1, status: 'DRAFT' });
    expect((await expectUnchanged(k, () => k.as('lsp', 'POST', '/v1/order', {}), 422)).json().errors).toEqual({ shipment_company_id: ['Required.'] });
    await expectUnchanged(k, () => k.as('lsp', 'POST', '/v1/order', { shipment_company_id: k.ids.sc3 }), 404);
    // A shipping company naming another company: as if it did not exist.
    await expectUnchanged(k, () => k.as('shipper', 'POST', '/v1/order', { shipment_company_id: k.ids.sc3 }), 404);
    const { id } = await publishedOrder(k, 'lsp');
    expect(ok(await k.as('shipper', 'GET', `/v1/order/${id}`)).data.status).toBe('PUBLISHED');
  });
});

describe('roles and tenants', () => {
  it('refuses vendors and admins the writes (403), READ_ONLY users too, and changes nothing', async () => {
    const made = await draft();
    for (const who of ['vendor', 'admin', 'viewer'] as const) {
      await expectUnchanged(k, () => k.as(who, 'POST', '/v1/order', { shipment_company_id: k.ids.sc1 }), 403);
      await expectUnchanged(k, () => k.as(who, 'PUT', `/v1/order/${made.id}/cancel`), 403);
      await expectUnchanged(k, () => k.as(who, 'POST', '/v1/suborder', { ...stop(k, 'PICKUP'), order_id: made.id }), 403);
    }
    expect((await k.as('vendor', 'GET', '/v1/suborder')).statusCode).toBe(403);
    expect(ok(await k.as('admin', 'GET', `/v1/order/${made.id}`)).data.id).toBe(made.id);
    expect(ok(await k.as('viewer', 'GET', `/v1/suborder?filter_columns=order_id&filter_keys=${made.id}`)).data).toEqual([]);
  });

  it("answers another tenant's order and stops as not found, for every call, and changes nothing", async () => {
    const { id } = await publishedOrder(k);
    const [pickup] = ok(await k.as('shipper', 'GET', `/v1/suborder?filter_columns=order_id&filter_keys=${id}`)).data;
    const draftId = (await draft()).id;
    for (const who of ['lsp2', 'shipper2'] as const) {
      expect((await k.as(who, 'GET', `/v1/order/${id}`)).statusCode).toBe(404);
      expect(ok(await k.as(who, 'GET', `/v1/suborder?filter_columns=order_id&filter_keys=${id}`)).data).toEqual([]);
      for (const [method, url, body] of [
        ['PUT', `/v1/order/${draftId}/identity`, { identity: 'MINE' }],
        ['PUT', `/v1/order/${draftId}/publish`, {}],
        ['PUT', `/v1/order/${id}/cancel`, undefined],
        ['POST', '/v1/suborder', { ...stop(k, 'PICKUP'), order_id: draftId }],
        ['PUT', `/v1/suborder/${pickup.id}`, stop(k, 'PICKUP')],
        ['DELETE', `/v1/suborder/${pickup.id}`, undefined],
        ['PUT', `/v1/suborder/${pickup.id}/change-destinations`, { pickup_dropoff_location_point_id: k.ids.pelalawan, note: 'x' }],
      ] as const) {
        await expectUnchanged(k, () => k.as(who, method, url, body), 404);
      }
    }
  });
});

describe("the shipping company's history-order (GET /v1/order/history)", () => {
  it('lists the orders it sent, newest first, each with its shipment while one carries it; drafts never sent are not there', async () => {
    const mine = new Set<number>();
    const made = async (fn: () => Promise<{ id: number; identity: string }>) => {
      t.clock.advance(60_000);
      const o = await fn();
      mine.add(o.id);
      return o;
    };
    const neverSent = await made(() => draft());
    const cancelledDraft = await made(() => draft());
    ok(await k.as('shipper', 'PUT', `/v1/order/${cancelledDraft.id}/cancel`));
    const waiting = await made(() => publishedOrder(k));
    const withdrawn = await made(() => publishedOrder(k));
    ok(await k.as('shipper', 'PUT', `/v1/order/${withdrawn.id}/cancel`));
    const shipped = await made(() => publishedOrder(k, 'lsp'));
    const shipment = ok(await k.as('lsp', 'POST', '/v1/shipment', { order_ids: [shipped.id], vendors: [{ vendor_id: k.ids.vendor1, vehicles: [{ vehicle_id: k.ids.tanker1, quantity: 1 }] }] })).data;

    const history = async (query = '', who = 'shipper') => ok(await k.as(who, 'GET', `/v1/order/history?entries=1000${query}`)).data as { id: number; status: string; published_at: string | null; shipment: unknown }[];
    const rows = await history();
    expect(rows.every((r) => r.published_at !== null)).toBe(true);
    expect(rows.filter((r) => mine.has(r.id)).map((r) => [r.id, r.status, r.shipment])).toEqual([
      [shipped.id, 'ON_SHIPMENT', { id: shipment.id, identity: shipment.identity, status: 'WAITING' }],
      [withdrawn.id, 'CANCELLED', null],
      [waiting.id, 'PUBLISHED', null],
    ]);
    expect(rows.map((r) => r.id)).not.toContain(neverSent.id);
    // Nine a page by default; found by its shipment's identity; filtered by the order's state.
    expect(ok(await k.as('shipper', 'GET', '/v1/order/history')).data).toHaveLength(9);
    expect((await history(`&search_columns=shipment.identity&search_key=${shipment.identity}`)).map((r) => r.id)).toEqual([shipped.id]);
    expect((await history('&filter_columns=status&filter_keys=CANCELLED')).filter((r) => mine.has(r.id)).map((r) => r.id)).toEqual([withdrawn.id]);

    // A cancelled shipment no longer carries it: the order is waiting again, without one.
    ok(await k.as('lsp', 'DELETE', `/v1/shipment-vendors/${shipment.shipment_vendors[0].id}`, {}));
    expect((await history()).find((r) => r.id === shipped.id)).toMatchObject({ status: 'PUBLISHED', shipment: null });

    // Another company's history does not hold them; it is the shipping company's screen only.
    expect((await history('', 'shipper2')).filter((r) => mine.has(r.id))).toEqual([]);
    for (const who of ['lsp', 'vendor', 'admin'] as const) expect((await k.as(who, 'GET', '/v1/order/history')).statusCode, who).toBe(403);
  });
});
