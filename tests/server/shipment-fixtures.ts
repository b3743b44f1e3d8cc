// Shipments to test with, made through the API as a person would: a published order of sc1 shipped
// by lsp@ asking vendor A (vendor@, tankers) and optionally vendor B (newvendor@, made a partner
// with a tanker model of its own) for trucks; `running` has vendor A accept with trucks given.
import { startTestApp, type TestApp } from './harness.ts';
import { assignment, freightKit, ok, partner, publishedOrder, trucks, vehicleOf, type Kit, type Truck } from './freight-kit.ts';

/** What vendor A and vendor B are asked: `quantity` trucks of one model, 30 t. */
export const request = (vendor: number, vehicle: number, quantity: number) => ({ vendor_id: vendor, weight: 30000, vehicles: [{ vehicle_id: vehicle, quantity }] });

export interface Dispatch {
  /** Vendor B's tanker model. */
  tankerB: number;
  /** A WAITING shipment of a new published order asking vendor A for `a` tankers (and vendor B for `b`). */
  shipmentOf(a?: number, b?: number, extra?: object): Promise<{ order: { id: number; identity: string }; shipment: ShipmentAnswer; partA: number; partB: number }>;
  /** An ON_PROGRESS shipment: vendor A accepted with `used` (one truck each), vendor B asked for one when `withB`. */
  running(used: Truck[], withB?: boolean): Promise<{ order: { id: number; identity: string }; shipment: ShipmentAnswer; partA: number; partB: number; trackIds: number[]; used: Truck[] }>;
}

type ShipmentAnswer = { id: number; identity: string; orders: { id: number }[]; shipment_vendors: { id: number; vendor: { id: number; name: string } }[] } & Record<string, unknown>;

/** Makes newvendor@ (vendor B) a partner of lsp@ with a tanker model, and answers the shipment makers. */
export async function dispatchWith(k: Kit): Promise<Dispatch> {
  await partner(k, k.ids.vendor2!);
  const tankerB = await vehicleOf(k, k.ids.vendor2!, 'Tangki B 24 KL');
  const partOf = (made: ShipmentAnswer, vendor: number) => made.shipment_vendors.find((p) => p.vendor.id === vendor)?.id as number;

  const shipmentOf: Dispatch['shipmentOf'] = async (a = 1, b = 0, extra = {}) => {
    const order = await publishedOrder(k);
    const vendors = [request(k.ids.vendor1!, k.ids.tanker1!, a), ...(b ? [request(k.ids.vendor2!, tankerB, b)] : [])];
    const made = ok(await k.as('lsp', 'POST', '/v1/shipment', { order_ids: [order.id], vendors, ...extra })).data as ShipmentAnswer;
    return { order, shipment: made, partA: partOf(made, k.ids.vendor1!), partB: partOf(made, k.ids.vendor2!) };
  };

  const running: Dispatch['running'] = async (used, withB = false) => {
    const { order, shipment, partA, partB } = await shipmentOf(used.length, withB ? 1 : 0);
    const accepted = ok(await k.as('vendor', 'PUT', `/v1/shipment/${shipment.id}/accept`, { shipment_vendor_id: partA, tracks: used.map((tr) => assignment(tr)) })).data as ShipmentAnswer & { tracks: { id: number }[] };
    return { order, shipment: accepted, partA, partB, trackIds: accepted.tracks.map((tr) => tr.id), used };
  };

  return { tankerB, shipmentOf, running };
}

/**
 * A seeded app with the freight kit (vendor B, newvendor@, signed in as `vendorB`), the dispatch
 * makers, and `fleet` free trucks of vendor A that `freeA(n)` hands out, n at a time, never twice.
 */
export async function dispatchApp(fleet: number): Promise<{ t: TestApp; k: Kit; d: Dispatch; freeA: (n: number) => Truck[] }> {
  const t = await startTestApp();
  const k = await freightKit(t, { vendorB: 'newvendor@lsi.test' });
  const d = await dispatchWith(k);
  const pool = await trucks(k, k.ids.tanker1!, fleet);
  let next = 0;
  return { t, k, d, freeA: (n) => pool.slice(next, (next += n)) };
}
