// The weighbridge's and the invoices' write calls for tests/server/list-totals.test.ts: each against
// the lists whose totals it changes (shipment history, shipments and orders by status, shipments to
// invoice, invoices, invoice lines and fees), run after the freight scenarios on a shipment of its
// own: one order carried by one truck of vendor@, weighed at the mill and the refinery, then billed.
import { sql, type SQL } from 'drizzle-orm';
import { freightLists, importRows, type TotalsKit } from './list-totals-freight.ts';

type Query = Record<string, string>;

/** The truck of a scenario's shipment: its plates (the second for invoice line edits), driver and order. */
interface Truck {
  plates: [string, string];
  phone: string;
  nik: string;
  order: string;
}
const BILLED: Truck = { plates: ['BM 7003 TT', 'BM 7004 TT'], phone: '81200000021', nik: '1471000000000032', order: 'TOT-WB-1' };
/** The truck a weighbridge machine weighs (machine tickets: its order's number is the DO). */
const MACHINE: Truck = { plates: ['BM 7005 TT', 'BM 7006 TT'], phone: '81200000023', nik: '1471000000000034', order: 'TOT-WB-M' };

export function moneyScenarios(k: TotalsKit): { call: string; run: () => Promise<void> }[] {
  const { send, exactAround, probe, idOf, orgs, search, filter, like, L } = k;
  const F = freightLists(k);
  const rec: Record<string, number> = {};
  const shipment = { identity: '' };
  const machineKey = { text: '' };
  const o = (who: string) => orgs[who]!;

  /** Invoices (`i`) a caller sees (lib/invoices/scope.ts invoiceScope, written again). */
  const invoiceIn = (who: string): SQL => {
    const org = o(who);
    if (org.role === 'ADMIN') return sql`true`;
    if (org.role === 'LOGISTIC_SERVICE_PROVIDER') return sql`i.logistics_service_provider_id = ${org.lsp}`;
    if (org.role === 'SHIPMENT_COMPANY') return sql`i.shipment_company_id = ${org.sc} and i.status = 'PUBLISHED'`;
    return sql`i.status = 'PUBLISHED' and exists (select 1 from invoice_details x where x.invoice_id = i.id and x.vendor_id = ${org.vendor})`;
  };
  const M = {
    invoices: (who: string, delta: number, query?: Query, cond?: SQL) =>
      probe('invoices', '/v1/invoices', sql`invoices i join shipments sh on sh.id = i.shipment_id where ${invoiceIn(who)}`)(who, delta, query, cond),
    details: (who: string, delta: number, query?: Query, cond?: SQL) => {
      const own = o(who).role === 'VENDOR' ? sql`and d.vendor_id = ${o(who).vendor}` : sql``;
      return probe('invoice lines', '/v1/invoice-details', sql`invoice_details d join invoices i on i.id = d.invoice_id left join vehicle_details vd on vd.id = d.vehicle_detail_id where ${invoiceIn(who)} ${own}`)(who, delta, query, cond);
    },
    fees: (who: string, delta: number, query?: Query, cond?: SQL) => probe('invoice fees', '/v1/invoice-fees', sql`invoice_fees f join invoices i on i.id = f.invoice_id where ${invoiceIn(who)}`)(who, delta, query, cond),
    /** The WB tab: the caller's notifications tagged WEIGHTBRIDGE. */
    weighbridgeNews: (who: string, delta: number) =>
      probe('notifications', '/v1/notifications', sql`notifications n where n.user_id = (select id from users where email = ${`${who}@lsi.test`})`)(who, delta, filter('tag', 'WEIGHTBRIDGE'), sql`n.tag = 'WEIGHTBRIDGE'`),
    toInvoice: (who: string, delta: number, query?: Query, cond?: SQL) =>
      probe(
        'shipments to invoice',
        '/v1/invoices/shipments-to-invoice',
        sql`shipments sh where sh.logistics_service_provider_id = ${o(who).lsp} and sh.status = 'DELIVERED' and not exists (select 1 from invoices x where x.shipment_id = sh.id)`,
      )(who, delta, query, cond),
  };
  const status = (alias: string, value: string): [Query, SQL] => [filter('status', value), sql`${sql.raw(alias)}.status = ${value}`];
  const fee = (description: string) => ({ invoice_id: rec.invoice, description, cost: '125000.50' });

  /** One order on a shipment of its own, accepted by vendor@ with one truck (a new plate and driver). */
  async function acceptedShipment(the: Truck = BILLED) {
    const tanker = await idOf(sql`select id from vehicles where name = 'Tangki CPO 30 KL' order by id limit 1`);
    rec.plate = (await send('vehicleDetail.create', 'vendor', { body: { vehicle_id: tanker, plate_number: the.plates[0] } })).data.id;
    rec.plate2 = (await send('vehicleDetail.create', 'vendor', { body: { vehicle_id: tanker, plate_number: the.plates[1] } })).data.id;
    const driver = (await send('driver.create', 'vendor', { form: { name: `Totals Driver ${the.order}`, phone_number: the.phone, national_identity: the.nik } })).data.id;
    await send('order.bulkImport', 'lsp', { body: { shipment_company_id: o('shipper').sc, data: importRows(the.order) } });
    rec.order = await idOf(sql`select id from orders where identity = ${the.order}`);
    const vendors = [{ vendor_id: o('vendor').vendor, vehicles: [{ vehicle_id: tanker, quantity: 1 }] }];
    const made = (await send('shipment.create', 'lsp', { body: { order_ids: [rec.order], vendors } })).data as unknown as { id: number; identity: string; shipment_vendors: { id: number }[] };
    rec.shipment = made.id;
    shipment.identity = made.identity;
    await send('shipment.accept', 'vendor', { params: { id: made.id }, body: { shipment_vendor_id: made.shipment_vendors[0]!.id, tracks: [{ vehicle_detail_id: rec.plate, driver_id: driver }] } });
    rec.track = await idOf(sql`select id from tracks where shipment_id = ${made.id} and status = 'ASSIGNED'`);
  }
  const onShipment = () => sql`h.shipment_id = ${rec.shipment}`;
  const ofShipment = (): Query => filter('shipment_id', rec.shipment!);

  return [
    // -- the weighbridge: a load ticket puts the truck on the road, a deliver ticket ends its trip --
    {
      call: 'weighbridge.loadWeights',
      run: async () => {
        await acceptedShipment();
        await exactAround([F.history('lsp', 1, ofShipment(), onShipment()), F.history('vendor', 1), F.history('shipper', 1), M.weighbridgeNews('vendor', 1), M.weighbridgeNews('shipper', 1), M.weighbridgeNews('lsp', 0), F.shipments('lsp', 0, ...status('sh', 'ON_PROGRESS')), L.orders('shipper', 0, ...status('o', 'ON_SHIPMENT'))], () =>
          send('weighbridge.loadWeights', 'lsp', {
            params: { id: rec.track! },
            body: { ticket_number: 'TOT-TK-1', out_time: '2026-03-11T08:15:00+07:00', quality: 3.25, dobi_quality: 2.8, items: [{ do_number: 'TOT-DO-1', delivery_weight: 30000 }] },
          }),
        );
      },
    },
    {
      call: 'weighbridge.deliverWeights',
      run: async () => {
        await exactAround(
          [
            F.history('lsp', 2, ofShipment(), onShipment()),
            F.history('shipper', 2),
            M.weighbridgeNews('vendor', 1),
            M.weighbridgeNews('shipper', 1),
            F.shipments('lsp', 1, ...status('sh', 'DELIVERED')),
            F.shipments('vendor', -1, ...status('sh', 'ON_PROGRESS')),
            L.orders('shipper', 1, ...status('o', 'DELIVERED')),
            L.orders('lsp', -1, ...status('o', 'ON_SHIPMENT')),
            M.toInvoice('lsp', 1),
            M.toInvoice('lsp', 1, search(shipment.identity), like('sh.identity', shipment.identity)),
          ],
          () =>
            send('weighbridge.deliverWeights', 'lsp', {
              params: { track_id: rec.track! },
              body: { ticket_number: 'TOT-RF-1', in_time: '2026-03-11T14:00:00+07:00', out_time: '2026-03-11T14:40:00+07:00', water_quality: 0.12, ffa_quality: 3.4, refinery_net_weight: 29950, items: [{ do_number: 'TOT-DO-1', total_deliver: 29950 }] },
            }),
        );
      },
    },

    // -- the invoice of that shipment: drafted, its line and fees changed, published --
    {
      call: 'invoices.create',
      run: () =>
        exactAround(
          [
            M.invoices('lsp', 1),
            M.invoices('lsp', 1, ...status('i', 'DRAFT')),
            M.invoices('shipper', 0),
            M.invoices('vendor', 0),
            M.details('lsp', 1),
            M.details('admin', 1, search('TOT-WB-1'), sql`exists (select 1 from orders x where x.id = d.order_id and x.identity ilike '%TOT-WB-1%')`),
            M.details('shipper', 0),
            M.toInvoice('lsp', -1),
          ],
          async () => {
            const made = (await send('invoices.create', 'lsp', { body: { shipment_id: rec.shipment } })).data as unknown as { id: number }[];
            rec.invoice = made[0]!.id;
            rec.line = await idOf(sql`select id from invoice_details where invoice_id = ${rec.invoice} order by id limit 1`);
          },
        ),
    },
    {
      call: 'invoices.updateDetail',
      run: () =>
        exactAround([M.details('lsp', 1, search('7004', 'vehicle_detail.plate_number'), like('vd.plate_number', '7004')), M.details('admin', -1, search('7003', 'vehicle_detail.plate_number'), like('vd.plate_number', '7003')), M.details('lsp', 0)], () =>
          send('invoices.updateDetail', 'lsp', { params: { id: rec.line! }, body: { cost: '1500000', total_odometer: 182.5, vehicle_detail_id: rec.plate2 } }),
        ),
    },
    {
      call: 'invoices.addFee',
      run: () =>
        exactAround([M.fees('lsp', 1), M.fees('lsp', 1, filter('invoice_id', rec.invoice!), sql`f.invoice_id = ${rec.invoice}`), M.fees('admin', 1, search('Totals Toll'), like('f.description', 'Totals Toll')), M.fees('shipper', 0)], async () => {
          rec.fee = (await send('invoices.addFee', 'lsp', { body: fee('Totals Toll') })).data.id;
        }),
    },
    {
      call: 'invoices.updateFee',
      run: () =>
        exactAround([M.fees('lsp', -1, search('Totals Toll'), like('f.description', 'Totals Toll')), M.fees('admin', 1, search('Totals Parking'), like('f.description', 'Totals Parking')), M.fees('lsp', 0)], () =>
          send('invoices.updateFee', 'lsp', { params: { id: rec.fee! }, body: { description: 'Totals Parking', cost: '50000' } }),
        ),
    },
    {
      call: 'invoices.removeFee',
      run: async () => {
        const extra = (await send('invoices.addFee', 'lsp', { body: { ...fee('Totals Escort'), invoice_detail_id: rec.line } })).data.id;
        await exactAround([M.fees('lsp', -1), M.fees('admin', -1, filter('invoice_detail_id', rec.line!), sql`f.invoice_detail_id = ${rec.line}`), M.fees('lsp', -1, search('Escort'), like('f.description', 'Escort'))], () =>
          send('invoices.removeFee', 'lsp', { params: { id: extra } }),
        );
      },
    },
    {
      call: 'invoices.publish',
      run: () =>
        exactAround(
          [
            M.invoices('lsp', -1, ...status('i', 'DRAFT')),
            M.invoices('admin', 1, ...status('i', 'PUBLISHED')),
            M.invoices('shipper', 1),
            M.invoices('shipper', 1, { unread: '1' }, sql`not exists (select 1 from invoice_reads r where r.invoice_id = i.id and r.party = 'COMPANY' and r.party_id = ${o('shipper').sc})`),
            M.invoices('vendor', 1),
            M.invoices('lsp', 1, search('INV', 'number'), like('i.number', 'INV')),
            M.details('shipper', 1),
            M.details('vendor', 1),
            M.fees('shipper', 1),
          ],
          () => send('invoices.publish', 'lsp', { params: { id: rec.invoice! } }),
        ),
    },

    // -- tickets posted by weighbridge software with an API key (docs/weighbridge.md "Machine tickets") --
    {
      call: 'weighbridgeMachine.post',
      run: async () => {
        await acceptedShipment(MACHINE);
        machineKey.text = String((await send('weighbridgeMachine.createApiKey', 'lsp', { body: { name: 'Totals scale' } })).data.key);
        const mirrored = probe('mirroring log', '/v1/logs/mirroring', sql`mirroring_logs m where m.kind = 'WB_MACHINE_TICKET'`)('admin', 1, filter('kind', 'WB_MACHINE_TICKET'));
        await exactAround([F.history('lsp', 1, ofShipment(), onShipment()), F.history('vendor', 1), F.history('shipper', 1), M.weighbridgeNews('vendor', 1), M.weighbridgeNews('shipper', 1), F.shipments('lsp', 0, ...status('sh', 'ON_PROGRESS')), L.orders('shipper', 0, ...status('o', 'ON_SHIPMENT')), mirrored], () =>
          send('weighbridgeMachine.post', null, {
            headers: { 'x-api-key': machineKey.text },
            body: { kind: 'LOAD', ticket_number: 'TOT-MK-1', plate_number: MACHINE.plates[0], out_time: '2026-03-12T08:15:00+07:00', quality: 3.1, items: [{ do_number: MACHINE.order, delivery_weight: 30000 }] },
          }),
        );
      },
    },
    // -- a weighbridge log pushed again (the local recorder): one mirroring row per log --
    {
      call: 'logs.push',
      run: async () => {
        const mirroring = (delta: number, kind?: string) =>
          probe('mirroring log', '/v1/logs/mirroring', kind ? sql`mirroring_logs m where m.kind = ${kind}` : sql`mirroring_logs m where true`)('admin', delta, kind ? filter('kind', kind) : {});
        const id = await idOf(sql`select max(id) as id from logs`);
        await exactAround([mirroring(1), mirroring(1, 'WB_PUSH'), mirroring(0, 'FMS_SYNC')], () => send('logs.push', 'admin', { body: { log_ids: [id] } }));
      },
    },
    {
      call: 'weighbridgeMachine.match',
      run: async () => {
        // A deliver ticket whose plate was misread at the refinery: kept unmatched (no list counts it), then matched by hand.
        const kept = await send('weighbridgeMachine.post', null, {
          headers: { 'x-api-key': machineKey.text },
          body: { kind: 'DELIVER', ticket_number: 'TOT-MK-2', plate_number: 'BM 0000 XX', in_time: '2026-03-12T14:00:00+07:00', out_time: '2026-03-12T14:40:00+07:00', water_quality: 0.1, ffa_quality: 3.2, refinery_net_weight: 29960, items: [{ do_number: MACHINE.order, total_deliver: 29960 }] },
        });
        await exactAround(
          [
            F.history('lsp', 2, ofShipment(), onShipment()),
            F.history('shipper', 2),
            F.shipments('lsp', 1, ...status('sh', 'DELIVERED')),
            L.orders('shipper', 1, ...status('o', 'DELIVERED')),
            L.orders('lsp', -1, ...status('o', 'ON_SHIPMENT')),
            M.toInvoice('lsp', 1),
          ],
          () => send('weighbridgeMachine.match', 'lsp', { params: { id: kept.data.id }, body: { track_id: rec.track } }),
        );
      },
    },
  ];

}

/** Write calls of the weighbridge and the invoices that change no list total, and why. */
export const MONEY_NO_LIST_TOTAL: Record<string, string> = {
  'weighbridge.uploadFile': "stores the scan of a ticket (weighbridge_tickets.file): no list counts tickets (a shipment's tickets are one answer, not a list)",
};
