// Role dashboards: each role its own counts (from the demo data), nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  await Promise.all(['admin', 'lsp', 'lsp2', 'shipper', 'newshipper', 'vendor', 'newvendor'].map(async (who) => (tokens[who] = await t.loginReady(`${who}@lsi.test`))));
});
afterAll(() => t?.close());

const dashboard = async (kind: string, who: string, query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: `/v1/dashboard/${kind}`, token: tokens[who], query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const noOrders = { DRAFT: 0, PUBLISHED: 0, ON_SHIPMENT: 0, DELIVERED: 0, CANCELLED: 0 };

describe('counts per role', () => {
  it('admin sees the platform totals', async () => {
    expect(await dashboard('admin', 'admin')).toMatchObject({
      logistics_service_providers: 2,
      shipment_companies: 3,
      vendors: 5,
      users: 22, // viewer@ (READ_ONLY), vendors B and C and their free drivers included
      orders: { DRAFT: 2, PUBLISHED: 5, ON_SHIPMENT: 3, DELIVERED: 2, CANCELLED: 1 },
      shipments: { WAITING: 2, ON_PROGRESS: 2, DELIVERED: 2, CANCELLED: 0 },
    });
  });

  it('lsp@ sees its own operation', async () => {
    expect(await dashboard('lsp', 'lsp')).toEqual({
      orders: { DRAFT: 2, PUBLISHED: 4, ON_SHIPMENT: 3, DELIVERED: 2, CANCELLED: 1 },
      shipments: { WAITING: 1, ON_PROGRESS: 2, DELIVERED: 2, CANCELLED: 0 },
      customers: 2,
      vendors_collaborating: 3,
      vendors_proposed: 1,
      vehicles: 5,
      vehicle_details: 13,
      drivers: 9,
      trucks_on_the_road: 2,
      // The demo's two delivered shipments each have a truck that lost more than its tolerance.
      shipments_beyond_tolerance: 2,
    });
  });

  it("lsp2@'s counts exclude lsp@'s data", async () => {
    expect(await dashboard('lsp', 'lsp2')).toEqual({
      orders: { ...noOrders, PUBLISHED: 1 },
      shipments: { WAITING: 1, ON_PROGRESS: 0, DELIVERED: 0, CANCELLED: 0 },
      customers: 1,
      vendors_collaborating: 1,
      vendors_proposed: 0,
      vehicles: 1,
      vehicle_details: 1,
      drivers: 1,
      trucks_on_the_road: 0,
      shipments_beyond_tolerance: 0,
    });
  });

  it('shipper@ sees its orders, products, locations and the 10 most recent orders', async () => {
    const data = await dashboard('sc', 'shipper');
    expect(data).toMatchObject({ orders: { DRAFT: 2, PUBLISHED: 4, ON_SHIPMENT: 3, DELIVERED: 2, CANCELLED: 1 }, products: 2, locations: 5 });
    expect(data.recent_orders).toHaveLength(10);
    const times = data.recent_orders.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shipper@ searches its recent orders by identity', async () => {
    const data = await dashboard('sc', 'shipper', { search_key: '0012', search_columns: 'identity' });
    expect(data.recent_orders.map((r: { identity: string }) => r.identity)).toEqual(['ORD-2026-0012']);
    // lsp2@'s customer's order is not found by a shipper of another company.
    expect((await dashboard('sc', 'shipper', { search_key: '0013' })).recent_orders).toEqual([]);
  });

  it('newshipper@ starts from zero', async () => {
    expect(await dashboard('sc', 'newshipper')).toMatchObject({ orders: noOrders, products: 0, locations: 0, orders_delivered_30_days: 0, trucks_on_the_road: 0, invoices: { PUBLISHED: 0 }, recent_orders: [] });
  });

  it('vendor@ sees its requests, fleet and collaborations', async () => {
    const data = await dashboard('vendor', 'vendor');
    expect(data).toMatchObject({
      requests: { REQUESTED: 1, ACCEPTED: 4, REJECTED: 0, CANCELLED: 0 },
      vehicles: 2,
      vehicle_details: 5,
      drivers: 5,
      lsp_collaborations: 1,
    });
    expect(data.recent_shipments).toHaveLength(5);
    expect((await dashboard('vendor', 'vendor', { search_key: 'shp-2026-0003' })).recent_shipments.map((r: { identity: string }) => r.identity)).toEqual(['SHP-2026-0003']);
  });

  it('newvendor@ has no partners yet (its proposal is pending)', async () => {
    expect(await dashboard('vendor', 'newvendor')).toMatchObject({
      requests: { REQUESTED: 0, ACCEPTED: 0, REJECTED: 0, CANCELLED: 0 },
      vehicles: 0,
      vehicle_details: 0,
      drivers: 0,
      lsp_collaborations: 0,
      recent_shipments: [],
    });
  });
});

describe('access', () => {
  const kinds = { admin: 'admin', lsp: 'lsp', sc: 'shipper', vendor: 'vendor' } as const;

  it.each(Object.entries(kinds))('/v1/dashboard/%s refuses the other roles with 403', async (kind, owner) => {
    for (const who of Object.values(kinds).filter((w) => w !== owner)) {
      expectError(await t.call({ method: 'GET', url: `/v1/dashboard/${kind}`, token: tokens[who] }), 403, 'You do not have access to this resource.');
    }
  });

  it.each(Object.keys(kinds))('/v1/dashboard/%s needs a token (401)', async (kind) => {
    const res = await t.call({ method: 'GET', url: `/v1/dashboard/${kind}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers 403 in Indonesian', async () => {
    expectError(
      await t.call({ method: 'GET', url: '/v1/dashboard/admin', token: tokens.vendor, headers: { 'accept-language': 'id-ID,id;q=0.9' } }),
      403,
      'Anda tidak memiliki akses ke sumber daya ini.',
    );
  });
});
