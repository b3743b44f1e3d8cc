// msw handlers speaking /v1/order, /v1/suborder, /v1/pickup-dropoff and /v1/product as the
// contract declares them, over one in-memory order (a DRAFT unless a test sets it up otherwise with
// `withStops`) whose totals follow its pickup stops. `state.refusals` makes a call answer 422.
import { http, HttpResponse } from 'msw';
import type { OrderDetail } from '../../../contract/order.ts';
import type { SuborderRecord } from '../../../contract/suborder.ts';
import { locationRow } from '../location/handlers.ts';

export const LOCATIONS = [
  locationRow(),
  locationRow({ id: 2, identity: 'REF-DUM', name: 'Refinery Dumai', type: 'DROPOFF', latitude: 1.6868, longitude: 101.4473, address: 'Dumai, Riau', category: 'REFINERY' }),
  locationRow({ id: 3, identity: 'REF-BLW', name: 'Refinery Belawan', type: 'DROPOFF', latitude: 3.7833, longitude: 98.6833, address: 'Belawan, Medan', category: 'REFINERY' }),
];
const product = (id: number, identity: string, name: string, weight: number, volume: number) => ({
  id, identity, name, alias: null, product_type: null, weight, volume, dimension_length: 1, dimension_width: 2, dimension_height: 3,
  unit: 'kg', unit_type: 'WEIGHT', photo: null, photo_url: null, shipment_company_id: 3, created_at: '2026-03-01T03:00:00.000Z',
});
export const PRODUCTS = [product(10, 'CPO-01', 'Crude Palm Oil', 2, 0.5), product(11, 'PK-01', 'Palm Kernel', 1, 0.25)];

export function draftOrder(): OrderDetail {
  return {
    id: 7, identity: 'ORD-261123-ABCDEF', status: 'DRAFT', note: null, shipment_company_id: 3,
    shipment_company: { id: 3, name: 'PT Sawit Makmur Abadi' }, pickup: null, dropoff: null, estimation_date: null,
    total_weight: null, total_volume: null, products: [], total_dimension_length: null, total_dimension_width: null, total_dimension_height: null,
    is_selected: false, created_at: '2026-11-23T03:00:00.000Z', published_at: null, suborders: [], shipment: null,
  };
}

export const state = {
  order: draftOrder(),
  sent: [] as { method: string; path: string; body?: unknown }[],
  publishRefusal: null as null | object,
  /** Calls (by path) that answer 422 with this body once, then go through. */
  refusals: {} as Record<string, object>,
};

export function resetState() {
  state.order = draftOrder();
  state.sent.length = 0;
  state.publishRefusal = null;
  state.refusals = {};
}

/** The order in `status` with a pickup at PKS Kandis (stop 100) and a drop-off at Refinery Dumai (stop 101), 3 of CPO each. */
export function withStops(status: OrderDetail['status']) {
  const at = (type: StopBody['type'], location: number): StopBody => ({ type, pickup_dropoff_location_point_id: location, estimation_date: '2026-11-25', products: [{ product_id: 10, quantity: 3 }] });
  state.order = withTotals({ ...draftOrder(), status, suborders: [stopOf(100, at('PICKUP', 1)), stopOf(101, at('DROPOFF', 2))] });
}

/** The 422 a test set for this path, answered once. */
function refusal(path: string) {
  const body = state.refusals[path];
  if (!body) return null;
  delete state.refusals[path];
  return HttpResponse.json(body, { status: 422 });
}

const replaceStop = (id: number, change: (s: SuborderRecord) => SuborderRecord | null) => {
  state.order = withTotals({ ...state.order, suborders: state.order.suborders.flatMap((s) => (s.id === id ? (change(s) ?? []) : [s])) });
  return state.order.suborders.find((s) => s.id === id);
};

/** Totals from the PICKUP stops, as the server computes them (docs/server-behaviour.md). */
function withTotals(order: OrderDetail): OrderDetail {
  const lines = order.suborders.filter((s) => s.type === 'PICKUP').flatMap((s) => s.products);
  const sum = (f: (p: (typeof PRODUCTS)[number]) => number) =>
    lines.length ? lines.reduce((acc, l) => acc + f(PRODUCTS.find((p) => p.id === l.product_id)!) * l.quantity, 0) : null;
  return { ...order, total_weight: sum((p) => p.weight), total_volume: sum((p) => p.volume), total_dimension_length: sum((p) => p.dimension_length), total_dimension_width: sum((p) => p.dimension_width), total_dimension_height: sum((p) => p.dimension_height) };
}

interface StopBody {
  type: 'PICKUP' | 'DROPOFF';
  pickup_dropoff_location_point_id: number;
  estimation_date: string;
  products: { product_id: number; quantity: number }[];
  order_id?: number;
}

function stopOf(id: number, body: StopBody): SuborderRecord {
  const loc = LOCATIONS.find((l) => l.id === body.pickup_dropoff_location_point_id)!;
  return {
    id, order_id: state.order.id, type: body.type, estimation_date: body.estimation_date, pickup_dropoff_location_point_id: loc.id,
    pickup_dropoff_location_point: { id: loc.id, name: loc.name, identity: loc.identity, address: loc.address, latitude: loc.latitude, longitude: loc.longitude },
    products: body.products.map((p) => { const pr = PRODUCTS.find((x) => x.id === p.product_id)!; return { product_id: pr.id, identity: pr.identity, name: pr.name, unit: pr.unit, quantity: p.quantity }; }),
    order_number: null, note: null,
  };
}

const record = async (request: Request) => {
  const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
  state.sent.push({ method: request.method, path: new URL(request.url).pathname, body });
  return body;
};
const page = <T,>(data: T[]) => ({ data, meta: { current_page: 1, last_page: 1, total: data.length } });

export const handlers = [
  http.get('*/v1/pickup-dropoff', () => HttpResponse.json(page(LOCATIONS))),
  http.get('*/v1/product', () => HttpResponse.json(page(PRODUCTS))),
  http.get('*/v1/order/:id', () => HttpResponse.json({ data: state.order })),
  http.get('*/v1/order', () => HttpResponse.json(page([state.order]))),
  // invoice-order, where a sent order lands, lists the company's invoices: none yet.
  http.get('*/v1/invoices', () => HttpResponse.json(page([]))),
  http.post('*/v1/suborder', async ({ request }) => {
    const body = (await record(request)) as StopBody;
    const stop = stopOf(100 + state.order.suborders.length, body);
    state.order = withTotals({ ...state.order, suborders: [...state.order.suborders, stop] });
    return HttpResponse.json({ message: 'Stop added.', data: stop });
  }),
  http.put('*/v1/order/:id/identity', async ({ request }) => {
    const body = (await record(request)) as { identity: string };
    const refused = refusal(new URL(request.url).pathname);
    if (refused) return refused;
    state.order = { ...state.order, identity: body.identity };
    return HttpResponse.json({ message: 'Updated.', data: state.order });
  }),
  http.put('*/v1/suborder/:id/change-destinations', async ({ request, params }) => {
    const body = (await record(request)) as { pickup_dropoff_location_point_id: number; note: string; order_number?: string };
    const refused = refusal(new URL(request.url).pathname);
    if (refused) return refused;
    const loc = LOCATIONS.find((l) => l.id === body.pickup_dropoff_location_point_id)!;
    const stop = replaceStop(Number(params.id), (s) => ({
      ...s,
      pickup_dropoff_location_point_id: loc.id,
      pickup_dropoff_location_point: { id: loc.id, name: loc.name, identity: loc.identity, address: loc.address, latitude: loc.latitude, longitude: loc.longitude },
      note: body.note,
      order_number: body.order_number ?? s.order_number,
    }));
    return HttpResponse.json({ message: 'Destination changed.', data: stop });
  }),
  http.put('*/v1/suborder/:id', async ({ request, params }) => {
    const body = (await record(request)) as StopBody;
    const stop = replaceStop(Number(params.id), (s) => stopOf(s.id, body));
    return HttpResponse.json({ message: 'Updated.', data: stop });
  }),
  http.delete('*/v1/suborder/:id', async ({ request, params }) => {
    await record(request);
    replaceStop(Number(params.id), () => null);
    return HttpResponse.json({ message: 'Deleted.' });
  }),
  http.put('*/v1/order/:id/publish', async ({ request }) => {
    await record(request);
    if (state.publishRefusal) return HttpResponse.json(state.publishRefusal, { status: 422 });
    state.order = { ...state.order, status: 'PUBLISHED', published_at: '2026-11-23T04:00:00.000Z' };
    return HttpResponse.json({ message: 'Order sent.', data: state.order });
  }),
  http.put('*/v1/order/:id/cancel', async ({ request }) => {
    await record(request);
    state.order = { ...state.order, status: 'CANCELLED' };
    return HttpResponse.json({ message: 'Order cancelled.', data: state.order });
  }),
];
