// Tenant isolation: the token decides whose records exist; nothing in the query widens it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApp, type TestApp } from './harness.ts';

interface OrderRow {
  id: number;
  identity: string;
  shipment_company: { id: number; name: string } | null;
}

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  await Promise.all(['admin', 'lsp', 'lsp2', 'shipper', 'newshipper', 'shipper2', 'vendor', 'newvendor'].map(async (who) => (tokens[who] = await t.loginReady(`${who}@lsi.test`))));
});
afterAll(() => t?.close());

const get = (url: string, who: string, query: Record<string, string> = {}) => t.call({ method: 'GET', url, query, token: tokens[who] });
const orders = async (who: string, query: Record<string, string> = {}): Promise<OrderRow[]> => {
  const res = await get('/v1/order', who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('orders', () => {
  let lspOrders: OrderRow[];
  let lsp2Orders: OrderRow[];
  beforeAll(async () => {
    lspOrders = await orders('lsp');
    lsp2Orders = await orders('lsp2');
  });

  it("lsp2@ never sees lsp@'s orders", async () => {
    expect(lsp2Orders.map((o) => o.identity)).toEqual(['ORD-2026-0013']);
    expect(lspOrders).toHaveLength(12);
    expect(lspOrders.map((o) => o.identity)).not.toContain('ORD-2026-0013');
  });

  it('searching or filtering does not reach across tenants', async () => {
    expect(await orders('lsp2', { search_key: 'ORD-2026-0001' })).toEqual([]);
    expect(await orders('lsp2', { search_columns: 'shipment_company.name', search_key: 'Sawit' })).toEqual([]);
    const lspCompany = String(lspOrders[0]!.shipment_company!.id);
    expect(await orders('lsp2', { filter_columns: 'shipment_company_id', filter_keys: lspCompany })).toEqual([]);
  });

  it("GET /v1/order/:id of another tenant's order is 404", async () => {
    const mine = lspOrders[0]!;
    expect((await get(`/v1/order/${mine.id}`, 'lsp')).json().data).toMatchObject({ id: mine.id, identity: mine.identity });
    expectError(await get(`/v1/order/${mine.id}`, 'lsp2'), 404, 'Not found.');
    expectError(await get(`/v1/order/${lsp2Orders[0]!.id}`, 'lsp'), 404, 'Not found.');
    expectError(await get(`/v1/order/${mine.id}`, 'shipper2'), 404, 'Not found.');
  });

  it("a shipping company sees only its own company's orders", async () => {
    const shipper = await orders('shipper');
    expect(shipper).toHaveLength(12);
    expect(new Set(shipper.map((o) => o.shipment_company?.name))).toEqual(new Set(['PT Sawit Makmur Abadi']));
    expect(await orders('newshipper')).toEqual([]);
    expect((await orders('shipper2')).map((o) => o.identity)).toEqual(['ORD-2026-0013']);
    expect((await get(`/v1/order/${shipper[0]!.id}`, 'shipper')).statusCode).toBe(200);
    expectError(await get(`/v1/order/${shipper[0]!.id}`, 'newshipper'), 404);
  });

  it('admin sees every order', async () => {
    expect(await orders('admin')).toHaveLength(13);
  });

  it('vendors may not list orders (403)', async () => {
    expectError(await get('/v1/order', 'vendor'), 403, 'You do not have access to this resource.');
    expectError(await get(`/v1/order/${lspOrders[0]!.id}`, 'vendor'), 403);
  });
});

describe('shipment requests (GET /v1/shipment-vendors)', () => {
  interface Request {
    id: number;
    status: string;
    shipment: { identity: string };
    logistics_service_provider: { name: string };
    vehicles: { name: string; quantity: number }[];
    created_at: string;
  }
  const requests = async (who: string, query: Record<string, string> = {}) => {
    const res = await get('/v1/shipment-vendors', who, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Request[]; meta: { current_page: number; last_page: number; total: number; next_cursor?: string | null } };
  };

  it('a vendor sees only the requests addressed to it, newest first', async () => {
    const { data, meta } = await requests('vendor');
    expect(meta).toEqual({ current_page: 1, last_page: 1, total: 5, next_cursor: null });
    expect(new Set(data.map((r) => r.logistics_service_provider.name))).toEqual(new Set(['PT Nusantara Logistik']));
    expect(data.map((r) => r.shipment.identity)).not.toContain('SHP-2026-0101');
    const times = data.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.every((r) => r.vehicles.length > 0)).toBe(true);
  });

  it('a vendor with no partners sees none', async () => {
    expect((await requests('newvendor')).data).toEqual([]);
  });

  it('an LSP sees the requests of its own shipments only', async () => {
    expect((await requests('lsp2')).data.map((r) => r.shipment.identity)).toEqual(['SHP-2026-0101']);
    expect((await requests('lsp')).meta.total).toBe(5);
  });

  it('follows the list conventions', async () => {
    expect((await requests('vendor', { filter_columns: 'status', filter_keys: 'REQUESTED' })).data.map((r) => r.status)).toEqual(['REQUESTED']);
    expect((await requests('vendor', { entries: '2', page: '3' })).meta).toEqual({ current_page: 3, last_page: 3, total: 5, next_cursor: null });
    expect((await requests('vendor', { search_key: 'shp-2026-0002' })).data).toHaveLength(1);
    expectError(await get('/v1/shipment-vendors', 'vendor', { sort_column: 'weight' }), 400, 'Unknown column "weight" for vendor request.');
  });

  it('shipping companies and admins may not call it (403)', async () => {
    expectError(await get('/v1/shipment-vendors', 'shipper'), 403);
    expectError(await get('/v1/shipment-vendors', 'admin'), 403);
  });
});

describe('the profile belongs to the token', () => {
  it('each token answers its own user and organisation', async () => {
    const lsp = (await get('/v1/auth/profile', 'lsp')).json().data;
    const lsp2 = (await get('/v1/auth/profile', 'lsp2')).json().data;
    expect(lsp.logistics_service_provider.name).toBe('PT Nusantara Logistik');
    expect(lsp2.logistics_service_provider.name).toBe('PT Sumatera Cargo Lintas');
  });
});
