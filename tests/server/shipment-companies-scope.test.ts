// A shipment carrying the orders of two shipping companies of one LSP (a consolidated run, see
// docs/server-behaviour.md "A shipment of several companies' orders"): each company reads of it
// only its own orders, their stops, products, weights and trucks, in every call of the contract
// that answers shipment data, in JSON, in the dispatch note's text and in the marker spreadsheet.
// The calls are found in the contract itself (a GET a shipping company may make whose path is a
// shipment's or whose answer carries a shipment): a new one without a reader here fails the test.
// The LSP still reads all of it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { read, utils } from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type CallDef } from '../../contract/index.ts';
import { formatNumber } from '../../contract/numbers.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { assignment, freightKit, ok, publishedOrder, trucks, type Kit, type Truck } from './freight-kit.ts';

let t: TestApp;
let k: Kit;
const dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'companies-scope-'));

/** What one company has on the shared shipment, none of which the other may read. */
interface Side {
  who: 'shipper' | 'agro';
  order: { id: number; identity: string };
  track: number;
  truck: Truck;
  /** Texts and numbers that are this company's alone (names, addresses, coordinates, weights, plate, driver, reason). */
  secrets: string[];
  /** Its published invoice of the shipment and that invoice's line (docs/invoices.md: one invoice per company). */
  invoice: number;
  line: number;
  /** Its truck's ticket numbers, weights and loss, as the weighbridge call answers them. */
  weighed: string[];
}
const sides = {} as Record<'shipper' | 'agro', Side>;
let shipment: { id: number; identity: string };
const other = (who: Side['who']) => sides[who === 'shipper' ? 'agro' : 'shipper'];

/** A shipment call as found in the contract. */
type Found = Pick<CallDef, 'method' | 'path' | 'access' | 'response' | 'file'>;

/** Property names that make an answer one about shipments. */
const SHIPMENT_KEYS = new Set(['shipment', 'shipment_id', 'shipment_identity', 'shipment_vendors']);

function propertyNames(schema: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((s) => propertyNames(s, out));
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object') Object.keys(value).forEach((p) => out.add(p));
      propertyNames(value, out);
    }
  }
  return out;
}

/** Every GET a shipping company may make that answers shipment data: its path is a shipment's, or its answer names one. */
function shipmentReads(): Found[] {
  const calls = Object.values(contract).flatMap((group) => Object.values(group as Record<string, unknown>)) as Found[];
  return calls.filter((c) => {
    if (!c || typeof c !== 'object' || c.method !== 'GET') return false;
    const open = c.access === 'signed-in' || (Array.isArray(c.access) && c.access.includes('SHIPMENT_COMPANY'));
    if (!open) return false;
    if (/\/(shipment|tracks)(\/|$)/.test(c.path)) return true;
    const names = propertyNames(z.toJSONSchema(c.response as z.ZodType, { unrepresentable: 'any', io: 'output' }));
    return [...names].some((n) => SHIPMENT_KEYS.has(n));
  });
}

/** How each such call is read for the shared shipment, as `side`; a call missing here fails the test. */
const READERS: Record<string, (side: Side) => string> = {
  '/v1/shipment': () => `/v1/shipment?search_key=${shipment.identity}`,
  '/v2/shipment': () => `/v2/shipment?search_key=${shipment.identity}`,
  '/v1/shipment/:id/details': () => `/v1/shipment/${shipment.id}/details`,
  '/v1/shipment/:id/show': () => `/v1/shipment/${shipment.id}/show`,
  '/v1/shipment/:id/track': () => `/v1/shipment/${shipment.id}/track`,
  '/v1/shipment/:id/ritase': () => `/v1/shipment/${shipment.id}/ritase`,
  '/v1/shipment/:id/list-marker': () => `/v1/shipment/${shipment.id}/list-marker`,
  '/v1/shipment/:id/export-list-marker': () => `/v1/shipment/${shipment.id}/export-list-marker`,
  '/v1/shipment/:id/download': () => `/v1/shipment/${shipment.id}/download`,
  '/v1/tracks/:id': (side) => `/v1/tracks/${side.track}`,
  '/v1/tracks/:id/playbacks': (side) => `/v1/tracks/${side.track}/playbacks?from_date=2026-03-01&to_date=2026-03-31`,
  '/v1/shipment/:id/live-tracking': () => `/v1/shipment/${shipment.id}/live-tracking`,
  '/v1/weight-bridge/shipment/:id': () => `/v1/weight-bridge/shipment/${shipment.id}`,
  '/v1/shipment-history': () => `/v1/shipment-history?filter_columns=shipment_id&filter_keys=${shipment.id}&entries=1000`,
  '/v1/notifications': () => '/v1/notifications?entries=1000',
  '/v1/order': () => '/v1/order?entries=1000',
  '/v1/order/history': () => '/v1/order/history?entries=1000',
  '/v1/order/:id': (side) => `/v1/order/${side.order.id}`,
  '/v1/invoices': () => '/v1/invoices?entries=1000',
  '/v1/invoices/:id': (side) => `/v1/invoices/${side.invoice}`,
  '/v1/invoice-details': () => '/v1/invoice-details?entries=1000',
  '/v1/invoice-details/:id': (side) => `/v1/invoice-details/${side.line}`,
};

/** The PDF's text, as pdftotext (poppler) reads it, whitespace collapsed. */
function pdfText(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** Every cell of every sheet, as text. */
function xlsxText(file: Buffer): string {
  const book = read(file);
  return book.SheetNames.map((name) => JSON.stringify(utils.sheet_to_json(book.Sheets[name]!, { header: 1, defval: null }))).join('\n');
}

/** An answer as text (JSON, the PDF's text or the spreadsheet's cells) and, for JSON, its body. */
function textOf(res: LightMyRequestResponse): { text: string; json?: unknown } {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/pdf')) return { text: pdfText(res.rawPayload) };
  if (type.includes('spreadsheetml')) return { text: xlsxText(res.rawPayload) };
  return { text: res.body, json: res.json() };
}

/** The order ids a JSON answer names: `order_id`s, and the ids of `order` and `orders` entries. */
function orderIdsIn(value: unknown, parent = '', out: number[] = []): number[] {
  if (Array.isArray(value)) value.forEach((v) => orderIdsIn(v, parent, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ((parent === 'order' || parent === 'orders') && typeof o.id === 'number') out.push(o.id);
    for (const [key, v] of Object.entries(o)) {
      if (key === 'order_id' && typeof v === 'number') out.push(v);
      orderIdsIn(v, key, out);
    }
  }
  return out;
}

async function location(who: string, identity: string, name: string, type: 'PICKUP' | 'DROPOFF', latitude: number, longitude: number, address: string): Promise<number> {
  return ok(await k.as(who, 'POST', '/v1/pickup-dropoff', { identity, name, type, latitude, longitude, address })).data.id;
}

/** The names, addresses and coordinates of locations, as JSON writes them. */
async function placesOf(ids: number[]): Promise<string[]> {
  const rows = await k.rows<{ name: string; address: string | null; latitude: string; longitude: string }>(
    sql`select name, address, latitude, longitude from pickup_dropoff_locations where id in ${sql.raw(`(${ids.join(',')})`)}`,
  );
  return rows.flatMap((r) => [r.name, ...(r.address ? [r.address] : []), String(Number(r.latitude)), String(Number(r.longitude))]);
}

beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t, { agro: 'newshipper@lsi.test' });
  const [agroId] = (await k.rows<{ id: number }>(sql`select shipment_company_id as id from users where email = 'newshipper@lsi.test'`)).map((r) => r.id);

  // The second company of lsp@: its own places and product, names that appear nowhere else.
  const mill = await location('agro', 'AGR-MILL', 'AGR-SECRET Mill Siak', 'PICKUP', 0.987654, 101.876543, 'Jl. Rahasia Agro No. 7');
  const tank = await location('agro', 'AGR-TANK', 'AGR-SECRET Tank Dumai', 'DROPOFF', 1.676767, 101.454545, 'Jl. Tangki Rahasia No. 9');
  const bengkalis = await location('agro', 'AGR-BKS', 'AGR-SECRET Tank Bengkalis', 'DROPOFF', 1.474747, 102.121212, 'Jl. Bengkalis Rahasia');
  const [kernel] = await k.rows<{ id: number }>(sql`insert into products (shipment_company_id, identity, name, weight) values (${agroId}, 'AGR-KRN', 'AGR-SECRET Kernel', 1) returning id`);
  const agroOrder = ok(await k.as('agro', 'POST', '/v1/order', {})).data as { id: number; identity: string };
  const stops: Record<string, number> = {};
  for (const [type, place] of [['PICKUP', mill], ['DROPOFF', tank]] as const) {
    const made = ok(await k.as('agro', 'POST', '/v1/suborder', { order_id: agroOrder.id, type, pickup_dropoff_location_point_id: place, estimation_date: '2026-03-12', products: [{ product_id: kernel!.id, quantity: 12345.6 }] }));
    stops[type] = made.data.id;
  }
  ok(await k.as('agro', 'PUT', `/v1/order/${agroOrder.id}/publish`, { note: 'Test load' }));
  const shipperOrder = await publishedOrder(k, 'shipper', 27182.8);

  // One shipment for both, one truck for each company's order.
  const fleet = await trucks(k, k.ids.tanker1!, 2);
  const made = ok(await k.as('lsp', 'POST', '/v1/shipment', { order_ids: [shipperOrder.id, agroOrder.id], vendors: [{ vendor_id: k.ids.vendor1, weight: 43210, vehicles: [{ vehicle_id: k.ids.tanker1, quantity: 2 }] }] })).data;
  shipment = { id: made.id, identity: made.identity };
  const accepted = ok(await k.as('vendor', 'PUT', `/v1/shipment/${made.id}/accept`, { shipment_vendor_id: made.shipment_vendors[0].id, tracks: [assignment(fleet[0]!, shipperOrder.id), assignment(fleet[1]!, agroOrder.id)] })).data;
  const trackOf = (orderId: number) => (accepted.tracks as { id: number; order: { id: number } }[]).find((tr) => tr.order.id === orderId)!.id;
  // The second company sends its drop-off elsewhere: the shipment's timeline names its order and place.
  ok(await k.as('agro', 'PUT', `/v1/suborder/${stops.DROPOFF}/change-destinations`, { pickup_dropoff_location_point_id: bengkalis, note: 'AGR-SECRET reroute' }));

  const detail = ok(await k.as('lsp', 'GET', `/v1/shipment/${made.id}/details`)).data as { orders: { id: number; total_weight: number; shipment_company: { name: string }; suborders: { pickup_dropoff_location_point: { id: number } }[] }[] };
  const sideOf = async (who: Side['who'], order: { id: number; identity: string }, truck: Truck, extra: string[]): Promise<Side> => {
    const o = detail.orders.find((x) => x.id === order.id)!;
    const places = await placesOf([...new Set(o.suborders.map((s) => s.pickup_dropoff_location_point.id))]);
    const weights = [String(o.total_weight), formatNumber(o.total_weight)];
    return { who, order, track: trackOf(order.id), truck, secrets: [order.identity, o.shipment_company.name, ...places, ...weights, truck.plateNumber, truck.driverName, ...extra], invoice: 0, line: 0, weighed: [] };
  };
  sides.shipper = await sideOf('shipper', shipperOrder, fleet[0]!, ['Crude Palm Oil']);
  sides.agro = await sideOf('agro', agroOrder, fleet[1]!, await placesOf([tank]).then((p) => [...p, 'AGR-SECRET Kernel', 'AGR-SECRET reroute']));

  // Each truck weighed at the mill and the refinery (docs/weighbridge.md): its tickets, weights and
  // loss are its company's alone. The last deliver ticket delivers both orders and the shipment.
  const weigh = async (side: Side, load: number, dropoff: number, loss: number) => {
    const tag = side.who.toUpperCase();
    const loadTicket = { ticket_number: `TK-${tag}-71`, driver: `${tag}-WB-DRIVER`, truck_number: side.truck.plateNumber, out_time: '2026-03-11T08:15:00+07:00', note: `${tag}-WB-NOTE`, items: [{ do_number: `DO-${tag}-1`, delivery_weight: load }] };
    ok(await k.as('lsp', 'POST', `/v1/weight-bridge/manual-load-weights/${side.track}`, loadTicket));
    const deliverTicket = { ticket_number: `RF-${tag}-72`, in_time: '2026-03-11T14:00:00+07:00', out_time: '2026-03-11T14:40:00+07:00', refinery_net_weight: dropoff, items: [{ do_number: `DO-${tag}-1`, total_deliver: dropoff }] };
    ok(await k.as('lsp', 'POST', `/v1/weight-bridge/manual-deliver-weights/${side.track}`, deliverTicket));
    const figures = [load, dropoff, loss].map((n) => formatNumber(n));
    side.weighed = [`TK-${tag}-71`, `RF-${tag}-72`, ...[load, dropoff, loss].map((n) => n.toFixed(3))];
    side.secrets.push(`${tag}-WB-DRIVER`, `${tag}-WB-NOTE`, `DO-${tag}-1`, ...side.weighed, ...figures);
  };
  await weigh(sides.shipper, 27100.125, 27050.375, 49.75);
  await weigh(sides.agro, 12222.333, 12111.222, 111.111);
  expect((await k.rows<{ status: string }>(sql`select status from shipments where id = ${made.id}`))[0]!.status).toBe('DELIVERED');

  // Its invoices: one invoice per company, published.
  const invoices = ok(await k.as('lsp', 'POST', '/v1/invoices', { shipment_id: made.id })).data as { id: number }[];
  for (const inv of invoices) {
    const record = ok(await k.as('lsp', 'PUT', `/v1/invoices/${inv.id}/publish`)).data as { details: { id: number; order: { id: number } }[] };
    for (const side of Object.values(sides)) {
      const line = record.details.find((d) => d.order.id === side.order.id);
      if (line) Object.assign(side, { invoice: inv.id, line: line.id });
    }
  }
  // TEST STAND-IN: the trucks back on the road (their tickets kept), so that the reads of running
  // trucks (the dispatch note, the markers, the counts) still prove each company sees its own.
  await t.db.execute(sql`update tracks set status = 'ON_THE_WAY' where shipment_id = ${made.id}`);
  await t.db.execute(sql`update orders set status = 'ON_SHIPMENT' where id in (${sides.shipper.order.id}, ${sides.agro.order.id})`);
  await t.db.execute(sql`update shipments set status = 'ON_PROGRESS' where id = ${made.id}`);
});
afterAll(() => t?.close());

describe('a shipment carrying two companies\' orders', () => {
  const found = shipmentReads();

  it('the contract\'s calls that answer shipment data each have a reader here', () => {
    expect(found.length).toBeGreaterThan(10);
    expect(found.map((c) => c.path).filter((p) => !READERS[p])).toEqual([]);
  });

  for (const who of ['shipper', 'agro'] as const) {
    for (const c of found) {
      it(`${who} reads ${c.method} ${c.path} without anything of the other company's`, async () => {
        const me = sides[who];
        const them = other(who);
        const res = await k.as(who, 'GET', READERS[c.path]!(me));
        expect(res.statusCode, res.body).toBe(200);
        const { text, json } = textOf(res);
        for (const secret of them.secrets) expect(text, `${c.path} shows "${secret}"`).not.toContain(secret);
        if (json !== undefined) expect(orderIdsIn(json), `${c.path} names the other's order`).not.toContain(them.order.id);
      });
    }

    it(`${who} reads its own order and truck on the shipment`, async () => {
      const me = sides[who];
      const show = ok(await k.as(who, 'GET', `/v1/shipment/${shipment.id}/show`)).data;
      expect(show.orders.map((o: { id: number }) => o.id)).toEqual([me.order.id]);
      expect(show.tracks.map((tr: { id: number }) => tr.id)).toEqual([me.track]);
      // The vendor's request was for the whole shipment (two trucks, 43,210 kg): the company reads its own truck as the line, no weight.
      expect([show.tracks_count, show.type_vehicle_count, show.vehicle_detail_count]).toEqual([1, 1, 1]);
      type Part = { weight: number | null; vehicles: { name: string; pivot: { quantity: number } }[]; tracks_count: number };
      expect(show.shipment_vendors.map((p: Part) => [p.weight, p.vehicles.map((v) => [v.name, v.pivot.quantity]), p.tracks_count])).toEqual([[null, [['Tangki CPO 30 KL', 1]], 1]]);
      const history = ok(await k.as(who, 'GET', `/v1/shipment-history?filter_columns=shipment_id&filter_keys=${shipment.id}`)).data as { summary: string }[];
      expect(history.map((h) => h.summary)).toEqual(expect.arrayContaining([`Rina Kusuma created the shipment for ${me.order.identity}.`, 'CV Trans Andalas accepted with one truck.']));
      const notices = ok(await k.as(who, 'GET', '/v1/notifications?entries=1000')).data as { body: string; shipment_id: number | null }[];
      expect(notices.filter((n) => n.shipment_id === shipment.id).map((n) => n.body)).toContain(`<p>PT Nusantara Logistik made shipment <b>${shipment.identity}</b> for ${me.order.identity}.</p>`);
      const pdf = pdfText((await k.as(who, 'GET', `/v1/shipment/${shipment.id}/download`)).rawPayload);
      expect(pdf).toContain(me.order.identity);
      expect(pdf).toContain(me.truck.plateNumber);
      const markers = xlsxText((await k.as(who, 'GET', `/v1/shipment/${shipment.id}/export-list-marker`)).rawPayload);
      expect(markers).toContain(me.truck.plateNumber);
    });

    it(`${who} is answered 404 for the other company's truck`, async () => {
      expect((await k.as(who, 'GET', `/v1/tracks/${other(who).track}`)).statusCode).toBe(404);
    });
  }

  it('the vendor carrying both reads both orders and trucks', async () => {
    const show = ok(await k.as('vendor', 'GET', `/v1/shipment/${shipment.id}/show`)).data;
    expect(show.orders.map((o: { id: number }) => o.id).sort()).toEqual([sides.shipper.order.id, sides.agro.order.id].sort());
    expect(show.tracks).toHaveLength(2);
    const weights = textOf(await k.as('vendor', 'GET', `/v1/weight-bridge/shipment/${shipment.id}`)).text;
    for (const side of Object.values(sides)) for (const s of side.weighed) expect(weights).toContain(s);
  });

  it('the LSP reads both companies\' orders, trucks and places', async () => {
    const detail = textOf(await k.as('lsp', 'GET', `/v1/shipment/${shipment.id}/details`)).text;
    for (const side of Object.values(sides)) for (const s of [side.order.identity, side.truck.plateNumber, side.truck.driverName, ...side.secrets.slice(1, 2)]) expect(detail).toContain(s);
    const pdf = pdfText((await k.as('lsp', 'GET', `/v1/shipment/${shipment.id}/download`)).rawPayload);
    for (const side of Object.values(sides)) for (const s of [side.order.identity, side.truck.plateNumber]) expect(pdf).toContain(s);
    const markers = xlsxText((await k.as('lsp', 'GET', `/v1/shipment/${shipment.id}/export-list-marker`)).rawPayload);
    for (const side of Object.values(sides)) expect(markers).toContain(side.truck.plateNumber);
    const weights = textOf(await k.as('lsp', 'GET', `/v1/weight-bridge/shipment/${shipment.id}`)).text;
    for (const side of Object.values(sides)) for (const s of side.weighed) expect(weights).toContain(s);
  });
});
