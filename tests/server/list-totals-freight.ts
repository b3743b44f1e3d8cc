// The freight flow's write calls for tests/server/list-totals.test.ts: each against the lists whose
// totals it changes (orders, stops, published orders, shipments, requests, history, free plates and
// drivers), run after the file's other scenarios with the records those left (lsp@ collaborates with
// newvendor@, whose fleet has one plate and one driver).
import { sql, type SQL } from 'drizzle-orm';
import type { UploadPart } from './harness.ts';

type Query = Record<string, string>;
interface Org {
  role: string;
  lsp: number | null;
  sc: number | null;
  vendor: number | null;
}
type ProbeOf = (who: string, delta: number, query?: Query, cond?: SQL) => unknown;

/** What the totals file lends: its way of making calls, counting and probing lists. */
export interface TotalsKit {
  send(id: string, who: string | null, o?: { params?: Record<string, string | number>; body?: object; form?: Record<string, string | UploadPart>; headers?: Record<string, string> }): Promise<{ data: Record<string, unknown> & { id: number } }>;
  exactAround(probes: unknown[], write: () => Promise<unknown>): Promise<void>;
  probe(list: string, path: string, count: SQL): ProbeOf;
  idOf(query: SQL): Promise<number>;
  orgs: Record<string, Org>;
  search(key: string, columns?: string): Query;
  filter(column: string, key: string | number): Query;
  like(column: string, s: string): SQL;
  L: { orders: ProbeOf; requests: ProbeOf; plates: ProbeOf; drivers: (who: string, delta: number, query?: Query, cond?: SQL, path?: string) => unknown };
}

const ACTIVE = sql`('ASSIGNED', 'ON_THE_WAY')`;
const FREE_PLATE = sql`not exists (select 1 from tracks x where x.vehicle_detail_id = d.id and x.status in ${ACTIVE})`;
const FREE_DRIVER = sql`not d.is_blocked and not exists (select 1 from tracks x where x.driver_id = d.id and x.status in ${ACTIVE})`;

/** The freight lists the scenarios probe (suborders, published orders, shipments, history). */
export function freightLists(k: TotalsKit) {
  const { probe, orgs } = k;
  const o = (who: string) => orgs[who]!;

  /** Orders a caller sees (lib/freight/orders.ts orderScope, written again). */
  const orderIn = (who: string) =>
    o(who).role === 'ADMIN' ? sql`true` : o(who).role === 'SHIPMENT_COMPANY' ? sql`o.shipment_company_id = ${o(who).sc}` : sql`o.logistics_service_provider_id = ${o(who).lsp}`;
  /** Shipments a caller sees (lib/freight/shipments.ts shipmentScope, written again). */
  const shipmentIn = (who: string, id: SQL) => {
    const org = o(who);
    if (org.role === 'LOGISTIC_SERVICE_PROVIDER') return sql`exists (select 1 from shipments s where s.id = ${id} and s.logistics_service_provider_id = ${org.lsp})`;
    if (org.role === 'VENDOR') return sql`exists (select 1 from shipment_vendors p where p.shipment_id = ${id} and p.vendor_id = ${org.vendor})`;
    return sql`exists (select 1 from shipment_orders so join orders x on x.id = so.order_id where so.shipment_id = ${id} and x.shipment_company_id = ${org.sc})`;
  };
  return {
    suborders: (who: string, delta: number, query?: Query, cond?: SQL) =>
      probe('suborders', '/v1/suborder', sql`suborders so join orders o on o.id = so.order_id join pickup_dropoff_locations l on l.id = so.pickup_dropoff_location_point_id where ${orderIn(who)}`)(who, delta, query, cond),
    active: (who: string, delta: number, query?: Query, cond?: SQL) =>
      probe('published orders', '/v1/shipment/active-orders', sql`orders o where o.logistics_service_provider_id = ${o(who).lsp} and o.status = 'PUBLISHED'`)(who, delta, query, cond),
    shipments: (who: string, delta: number, query?: Query, cond?: SQL) => probe('shipments', '/v1/shipment', sql`shipments sh where ${shipmentIn(who, sql`sh.id`)}`)(who, delta, query, cond),
    history: (who: string, delta: number, query?: Query, cond?: SQL) => {
      const mine = o(who).role === 'VENDOR' ? sql`and (cardinality(h.vendor_ids) = 0 or ${o(who).vendor} = any(h.vendor_ids))` : sql``;
      return probe('shipment history', '/v1/shipment-history', sql`shipment_histories h join shipments sh on sh.id = h.shipment_id where ${shipmentIn(who, sql`h.shipment_id`)} ${mine}`)(who, delta, query, cond);
    },
  };
}

/** Rows of an order import: one order from the demo mill PKS-KDS to the refinery REF-DUM, 30 t of CPO-01. */
export const importRows = (identity: string) => [
  { identity_order: identity, type: 'PICKUP', identity_location: 'PKS-KDS', identity_product: 'CPO-01', quantity: 30000, estimation: '2026-03-12' },
  { identity_order: identity, type: 'DROPOFF', identity_location: 'REF-DUM', identity_product: 'CPO-01', quantity: 30000, estimation: '2026-03-13' },
];

export function freightScenarios(k: TotalsKit): { call: string; run: () => Promise<void> }[] {
  const { send, exactAround, orgs, search, filter, like, L } = k;
  const rec: Record<string, number> = {};
  const o = (who: string) => orgs[who]!;
  const F = freightLists(k);
  const freePlates = (who: string, delta: number, query: Query = {}, cond = sql`true`) => L.plates(who, delta, { mode: 'available', ...query }, sql`${FREE_PLATE} and ${cond}`);
  const freeDrivers = (who: string, delta: number) => L.drivers(who, delta, { mode: 'available' }, FREE_DRIVER);
  const stop = (type: 'PICKUP' | 'DROPOFF', location: number) => ({ type, pickup_dropoff_location_point_id: location, estimation_date: '2026-03-12', products: [{ product_id: rec.cpo!, quantity: 30000 }] });
  const named = (table: string, column: string, value: string, extra = sql``) => k.idOf(sql`select id from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value} ${extra} order by id limit 1`);

  return [
    // -- orders and their stops --
    {
      call: 'order.create',
      run: async () => {
        rec.cpo = await named('products', 'identity', 'CPO-01', sql`and shipment_company_id = ${o('shipper').sc}`);
        rec.kandis = await named('pickup_dropoff_locations', 'identity', 'PKS-KDS');
        rec.pelalawan = await named('pickup_dropoff_locations', 'identity', 'PKS-PLW');
        rec.dumai = await named('pickup_dropoff_locations', 'identity', 'REF-DUM', sql`and shipment_company_id = ${o('shipper').sc}`);
        rec.belawan = await named('pickup_dropoff_locations', 'identity', 'REF-BLW');
        await exactAround([L.orders('shipper', 1), L.orders('lsp', 1, filter('status', 'DRAFT'), sql`o.status = 'DRAFT'`), L.orders('admin', 1, search('TOT-ORD'), like('o.identity', 'TOT-ORD'))], async () => {
          rec.order = (await send('order.create', 'shipper', { body: { identity: 'TOT-ORD-1' } })).data.id;
        });
      },
    },
    {
      call: 'order.identity',
      run: () =>
        exactAround([L.orders('lsp', 1, search('TOT-ORD-A'), like('o.identity', 'TOT-ORD-A')), L.orders('shipper', -1, search('TOT-ORD-1'), like('o.identity', 'TOT-ORD-1'))], () =>
          send('order.identity', 'shipper', { params: { id: rec.order! }, body: { identity: 'TOT-ORD-A1' } }),
        ),
    },
    {
      call: 'suborder.create',
      run: () =>
        exactAround([F.suborders('shipper', 1, filter('order_id', rec.order!), sql`so.order_id = ${rec.order}`), F.suborders('lsp', 1), F.suborders('admin', 1, search('Kandis'), like('l.name', 'Kandis'))], async () => {
          rec.pickup = (await send('suborder.create', 'shipper', { body: { ...stop('PICKUP', rec.kandis!), order_id: rec.order } })).data.id;
        }),
    },
    {
      call: 'suborder.update',
      run: () =>
        exactAround([F.suborders('lsp', 1, search('Pelalawan'), like('l.name', 'Pelalawan')), F.suborders('shipper', -1, search('Kandis'), like('l.name', 'Kandis'))], () =>
          send('suborder.update', 'shipper', { params: { id: rec.pickup! }, body: stop('PICKUP', rec.pelalawan!) }),
        ),
    },
    {
      call: 'suborder.remove',
      run: async () => {
        await send('suborder.create', 'shipper', { body: { ...stop('DROPOFF', rec.dumai!), order_id: rec.order } });
        const extra = (await send('suborder.create', 'lsp', { body: { ...stop('DROPOFF', rec.belawan!), order_id: rec.order } })).data.id;
        await exactAround([F.suborders('shipper', -1), F.suborders('lsp', -1, filter('type', 'DROPOFF'), sql`so.type = 'DROPOFF'`)], () => send('suborder.remove', 'lsp', { params: { id: extra } }));
      },
    },
    {
      call: 'order.publish',
      run: () =>
        exactAround(
          [
            L.orders('shipper', -1, filter('status', 'DRAFT'), sql`o.status = 'DRAFT'`),
            L.orders('lsp', 1, filter('status', 'PUBLISHED'), sql`o.status = 'PUBLISHED'`),
            F.active('lsp', 1),
            F.active('lsp', 1, search('TOT-ORD-A'), like('o.identity', 'TOT-ORD-A')),
          ],
          () => send('order.publish', 'shipper', { params: { orderId: rec.order! }, body: { note: 'Totals' } }),
        ),
    },
    {
      call: 'suborder.changeDestinations',
      run: async () => {
        const dropoff = await k.idOf(sql`select id from suborders where order_id = ${rec.order} and type = 'DROPOFF'`);
        await exactAround([F.suborders('lsp', 1, search('Belawan'), like('l.name', 'Belawan')), F.suborders('shipper', -1, search('Dumai'), like('l.name', 'Dumai'))], () =>
          send('suborder.changeDestinations', 'lsp', { params: { id: dropoff }, body: { pickup_dropoff_location_point_id: rec.belawan, note: 'Totals' } }),
        );
      },
    },
    {
      call: 'order.cancel',
      run: async () => {
        const draft = (await send('order.create', 'lsp', { body: { identity: 'TOT-ORD-C', shipment_company_id: o('shipper').sc } })).data.id;
        await exactAround([L.orders('shipper', -1, filter('status', 'DRAFT'), sql`o.status = 'DRAFT'`), L.orders('lsp', 1, filter('status', 'CANCELLED'), sql`o.status = 'CANCELLED'`)], () =>
          send('order.cancel', 'shipper', { params: { id: draft } }),
        );
      },
    },
    {
      call: 'order.bulkImport',
      run: () =>
        exactAround([L.orders('lsp', 2), F.active('lsp', 2, search('TOT-IMP'), like('o.identity', 'TOT-IMP')), F.suborders('shipper', 4)], () =>
          send('order.bulkImport', 'lsp', { body: { shipment_company_id: o('shipper').sc, data: [...importRows('TOT-IMP-1'), ...importRows('TOT-IMP-2')] } }),
        ),
    },
    {
      call: 'requestOrder.import',
      run: () =>
        exactAround([L.orders('lsp', 1, filter('status', 'DRAFT'), sql`o.status = 'DRAFT'`), F.suborders('lsp', 2), F.active('lsp', 0)], () =>
          send('requestOrder.import', 'shipper', { body: { orders: importRows('TOT-REQ-1'), type: 'DRAFT' } }),
        ),
    },

    // -- a shipment and its vendors' answers --
    {
      call: 'shipment.create',
      run: async () => {
        rec.imported = await named('orders', 'identity', 'TOT-IMP-1');
        rec.tanker = await named('vehicles', 'name', 'Tangki CPO 30 KL');
        rec.nvTruck = await named('vehicles', 'name', 'Totals NV Truck');
        await exactAround(
          [
            F.shipments('lsp', 1),
            F.shipments('vendor', 1),
            F.shipments('newvendor', 1),
            F.shipments('shipper', 1, filter('status', 'WAITING'), sql`sh.status = 'WAITING'`),
            F.active('lsp', -2),
            L.orders('lsp', 2, filter('status', 'ON_SHIPMENT'), sql`o.status = 'ON_SHIPMENT'`),
            L.requests('vendor', 1),
            L.requests('lsp', 2, filter('status', 'REQUESTED'), sql`sv.status = 'REQUESTED'`),
            F.history('lsp', 1),
            F.history('newvendor', 1),
          ],
          async () => {
            const vendors = [
              { vendor_id: o('vendor').vendor, vehicles: [{ vehicle_id: rec.tanker, quantity: 1 }] },
              { vendor_id: o('newvendor').vendor, vehicles: [{ vehicle_id: rec.nvTruck, quantity: 1 }] },
            ];
            const made = (await send('shipment.create', 'lsp', { body: { order_ids: [rec.order, rec.imported], vendors } })).data as { id: number; shipment_vendors: { id: number }[] };
            rec.shipment = made.id;
            [rec.partV1, rec.partV2] = made.shipment_vendors.map((p) => p.id);
          },
        );
      },
    },
    {
      call: 'shipment.accept',
      run: async () => {
        // Two free tanker plates of the vendor (the demo's are on trips or gone by now).
        rec.plate = (await send('vehicleDetail.create', 'vendor', { body: { vehicle_id: rec.tanker, plate_number: 'BM 7001 TT' } })).data.id;
        rec.spare = (await send('vehicleDetail.create', 'vendor', { body: { vehicle_id: rec.tanker, plate_number: 'BM 7002 TT' } })).data.id;
        rec.driver = (await send('driver.create', 'vendor', { form: { name: 'Totals Trip Driver', phone_number: '81200000020', national_identity: '1471000000000031' } })).data.id;
        await exactAround(
          [
            L.requests('vendor', 1, filter('status', 'ACCEPTED'), sql`sv.status = 'ACCEPTED'`),
            L.requests('lsp', -1, filter('status', 'REQUESTED'), sql`sv.status = 'REQUESTED'`),
            F.shipments('lsp', 1, filter('status', 'ON_PROGRESS'), sql`sh.status = 'ON_PROGRESS'`),
            F.shipments('shipper', -1, filter('status', 'WAITING'), sql`sh.status = 'WAITING'`),
            F.history('vendor', 1),
            F.history('newvendor', 0),
            freePlates('vendor', -1),
            freeDrivers('lsp', -1),
          ],
          () => send('shipment.accept', 'vendor', { params: { id: rec.shipment! }, body: { shipment_vendor_id: rec.partV1, tracks: [{ vehicle_detail_id: rec.plate, driver_id: rec.driver }] } }),
        );
      },
    },
    {
      call: 'shipment.reject',
      run: () =>
        exactAround([L.requests('newvendor', 1, filter('status', 'REJECTED'), sql`sv.status = 'REJECTED'`), L.requests('lsp', -1, filter('status', 'REQUESTED'), sql`sv.status = 'REQUESTED'`), F.history('newvendor', 1), F.history('vendor', 0)], () =>
          send('shipment.reject', 'newvendor', { params: { id: rec.shipment! }, body: { reason: 'Totals' } }),
        ),
    },
    {
      call: 'shipment.changeVendor',
      run: () =>
        exactAround(
          [
            L.requests('newvendor', 1),
            L.requests('lsp', 1, filter('status', 'CANCELLED'), sql`sv.status = 'CANCELLED'`),
            L.requests('lsp', -1, filter('status', 'REJECTED'), sql`sv.status = 'REJECTED'`),
            F.history('newvendor', 1),
            F.history('shipper', 1),
          ],
          () =>
            send('shipment.changeVendor', 'lsp', {
              params: { id: rec.shipment! },
              body: { shipment_vendor_id: rec.partV2, vendor_id: o('newvendor').vendor, new_vendor_id: o('newvendor').vendor, vehicles: [{ vehicle_id: rec.nvTruck, quantity: 1 }], note: 'Totals again' },
            }),
        ),
    },

    // -- trucks reworked --
    {
      call: 'tracks.remove',
      run: async () => {
        rec.track = await k.idOf(sql`select id from tracks where shipment_id = ${rec.shipment} and status = 'ASSIGNED'`);
        await exactAround([freePlates('vendor', 1), freeDrivers('vendor', 1), F.history('lsp', 1), F.history('vendor', 1)], () => send('tracks.remove', 'lsp', { params: { id: rec.track! }, body: { reason: 'Totals' } }));
      },
    },
    {
      call: 'shipment.assign',
      run: () =>
        exactAround([freePlates('lsp', -1, search('7001'), like('d.plate_number', '7001')), freeDrivers('vendor', -1), F.history('vendor', 1)], () =>
          send('shipment.assign', 'vendor', { params: { id: rec.shipment! }, body: { tracks: [{ shipment_vendor_id: rec.partV1, vehicle_detail_id: rec.plate, driver_id: rec.driver }] } }),
        ),
    },
    {
      call: 'shipment.changeVehicles',
      run: async () => {
        const track = await k.idOf(sql`select id from tracks where shipment_id = ${rec.shipment} and status = 'ASSIGNED'`);
        await exactAround([freePlates('vendor', 1, search('7001'), like('d.plate_number', '7001')), freePlates('lsp', -1, search('7002'), like('d.plate_number', '7002')), F.history('vendor', 1)], () =>
          send('shipment.changeVehicles', 'lsp', {
            params: { id: rec.shipment! },
            form: { 'tracks[0][track_id]': String(track), 'tracks[0][vehicle_detail_id]': String(rec.spare), 'tracks[0][driver_id]': String(rec.driver), note: 'Totals' },
          }),
        );
      },
    },
    {
      call: 'shipment.reopen',
      run: () => exactAround([F.history('lsp', 1), F.history('newvendor', 1), freePlates('vendor', 0, search('7002'), like('d.plate_number', '7002'))], () => send('shipment.reopen', 'lsp', { params: { id: rec.shipment! }, body: { note: 'Totals' } })),
    },
    {
      call: 'shipment.moveVehicle',
      run: async () => {
        const track = await k.idOf(sql`select id from tracks where shipment_id = ${rec.shipment} and status = 'ASSIGNED'`);
        await exactAround(
          [
            L.orders('lsp', 1, filter('status', 'ON_SHIPMENT'), sql`o.status = 'ON_SHIPMENT'`),
            L.orders('shipper', 1, search('TOT-MOVE'), like('o.identity', 'TOT-MOVE')),
            F.shipments('lsp', 1),
            F.shipments('vendor', 1, filter('status', 'ON_PROGRESS'), sql`sh.status = 'ON_PROGRESS'`),
            F.shipments('newvendor', 0),
            L.requests('vendor', 1, filter('status', 'ACCEPTED'), sql`sv.status = 'ACCEPTED'`),
            F.history('lsp', 3),
            F.history('shipper', 3),
            F.suborders('shipper', 2),
          ],
          async () => {
            const stops = (['PICKUP', 'DROPOFF'] as const).flatMap((type, i) => {
              const s = stop(type, type === 'PICKUP' ? rec.kandis! : rec.dumai!);
              return Object.entries({ type: s.type, pickup_dropoff_location_point_id: s.pickup_dropoff_location_point_id, estimation_date: s.estimation_date, 'products][0][product_id': s.products[0]!.product_id, 'products][0][quantity': s.products[0]!.quantity }).map(
                ([key, value]) => [`suborders[${i}][${key}]`, String(value)] as const,
              );
            });
            const form = { type: 'NEW', 'track_ids[0]': String(track), new_order_identity: 'TOT-MOVE-1', shipment_company_id: String(o('shipper').sc), note: 'Totals', ...Object.fromEntries(stops) };
            rec.moved = ((await send('shipment.moveVehicle', 'lsp', { form })).data as unknown as { shipment_id: number }).shipment_id;
          },
        );
      },
    },
    {
      call: 'tracks.bulkRemove',
      run: async () => {
        const track = await k.idOf(sql`select id from tracks where shipment_id = ${rec.moved} and status = 'ASSIGNED'`);
        await exactAround([F.history('lsp', 1), F.history('shipper', 1), freePlates('vendor', 1), freeDrivers('lsp', 1)], () => send('tracks.bulkRemove', 'vendor', { body: { track_ids: [track], reason: 'Totals' } }));
      },
    },
    {
      call: 'shipmentVendors.remove',
      run: async () => {
        const part = await k.idOf(sql`select id from shipment_vendors where shipment_id = ${rec.shipment} and status = 'REQUESTED'`);
        await exactAround(
          [L.requests('newvendor', -1, filter('status', 'REQUESTED'), sql`sv.status = 'REQUESTED'`), L.requests('lsp', 1, filter('status', 'CANCELLED'), sql`sv.status = 'CANCELLED'`), F.history('newvendor', 1), F.history('vendor', 0)],
          () => send('shipmentVendors.remove', 'lsp', { params: { id: part }, body: { reason: 'Totals' } }),
        );
      },
    },
  ];
}

/** Write calls of the freight flow that change no list total, and why. */
export const FREIGHT_NO_LIST_TOTAL: Record<string, string> = {
  'requestOrder.preview': 'reads and checks an uploaded sheet; it writes nothing (the import is requestOrder.import)',
};
